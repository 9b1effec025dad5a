// The site's mark on public photos (issue 31): the site's name, small and semi-transparent, in the
// bottom right corner of each public copy of an ad's photo, so a copied photo shows where it came
// from. Drawn as SVG text by sharp (librsvg, with the fonts of the system: no web font is fetched;
// the production image installs one, see the Dockerfile); white with a thin dark outline, so it reads
// on light and dark pictures alike.
import type { OverlayOptions } from 'sharp';

export const WATERMARK = {
  /** the text's size as a share of the picture's shorter side */
  sizeOfShorterSide: 1 / 36,
  minFontPixels: 9,
  maxFontPixels: 36,
  /** the widest the text may be, as a share of the picture's width */
  maxWidthShare: 0.5,
  /** a rough advance of one character, in ems (wide enough for DejaVu Sans, the widest common sans) */
  charWidthEms: 0.62,
  fillOpacity: 0.6,
  outlineOpacity: 0.35,
} as const;

// generic families last: whichever sans-serif the system has draws it
const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

function escapedXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The text as drawn: one line, without control characters, shortened with an ellipsis to `maxChars`. */
function drawnText(text: string, maxChars: number): string {
  const line = [
    ...text
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ];
  return line.length <= maxChars
    ? line.join('')
    : `${line
        .slice(0, Math.max(1, maxChars - 1))
        .join('')
        .trimEnd()}…`;
}

/**
 * The overlay that marks a picture of `width` x `height` pixels with `text` (composited at the bottom
 * right); null when the picture is too small for a legible mark or the text is empty.
 */
export function watermarkOverlay(text: string, width: number, height: number): OverlayOptions | null {
  const shorter = Math.min(width, height);
  let fontSize = Math.min(
    WATERMARK.maxFontPixels,
    Math.max(WATERMARK.minFontPixels, Math.round(shorter * WATERMARK.sizeOfShorterSide)),
  );
  const chars = [...text.trim()].length;
  if (chars === 0) return null;
  // a long name is drawn smaller, down to the smallest size, then shortened
  const widest = width * WATERMARK.maxWidthShare;
  fontSize = Math.max(
    WATERMARK.minFontPixels,
    Math.min(fontSize, Math.floor(widest / (chars * WATERMARK.charWidthEms))),
  );
  const margin = Math.round(fontSize * 0.6);
  const stripHeight = Math.ceil(fontSize * 1.3) + margin;
  if (stripHeight * 2 > height || fontSize * 4 > width) return null;
  const shown = drawnText(text, Math.max(1, Math.floor(widest / (fontSize * WATERMARK.charWidthEms))));
  const baseline = stripHeight - margin - Math.round(fontSize * 0.22);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${stripHeight}">` +
    `<text x="${width - margin}" y="${baseline}" text-anchor="end" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="bold" ` +
    `fill="#ffffff" fill-opacity="${WATERMARK.fillOpacity}" stroke="#000000" stroke-opacity="${WATERMARK.outlineOpacity}" ` +
    `stroke-width="${Math.max(1, fontSize / 16).toFixed(2)}" paint-order="stroke">${escapedXml(shown)}</text></svg>`;
  return { input: Buffer.from(svg), gravity: 'southeast' };
}
