// The installable site's icons (decision 0100), drawn here as SVG and rendered to PNG with sharp:
// `npm run icons` writes client/public/icons/ (committed; Vite copies client/public into the build).
// The mark is the favicon's: a white heart on the site's theme colour. The maskable icon keeps the heart
// inside the middle 80 % (the safe zone a phone's mask may crop to) on a full-bleed background.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { THEME_COLOR } from '../common/webManifest.ts';

const OUT = join(import.meta.dirname, 'public', 'icons');
const HEART = 'M16 25s-8-4.9-8-10.5A4.5 4.5 0 0 1 16 12a4.5 4.5 0 0 1 8 2.5C24 20.1 16 25 16 25z';

/** The mark on a rounded square, as the favicon draws it. */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${THEME_COLOR}"/><path d="${HEART}" fill="#fff"/></svg>`;

/** Full bleed, the heart shrunk to the safe zone's middle. */
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${THEME_COLOR}"/><g transform="translate(16 18.5) scale(0.75) translate(-16 -18.5)"><path d="${HEART}" fill="#fff"/></g></svg>`;

mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'icon.svg'), `${ICON}\n`);
for (const [name, svg, size] of [
  ['icon-192.png', ICON, 192],
  ['icon-512.png', ICON, 512],
  ['icon-maskable-512.png', MASKABLE, 512],
  ['apple-touch-icon.png', MASKABLE, 180],
] as const) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(OUT, name));
  console.log(`${name}: ${size}x${size}`);
}
