// The JavaScript a public page downloads, gzipped, in two builds side by side (issue 35's budget: a page grows
// by at most 5 KB; only the active language's messages are loaded). Reads the Vite manifest of each build in
// the language (a build per language since decision 0131, its messages in its code): the entries and what they
// load at start, the page's module with its imports, the age disclaimer, and, for a build from before that,
// the catalogs the page loaded in that language (the frame's, the disclaimer's and the page's, decision 0127).
// Prints each page's total in each language against the base's English.
//   git worktree add --detach /tmp/base 4e2f835 && (cd /tmp/base && npm ci && npm run build)
//   npm run build && npx tsx bench/page-javascript.ts /tmp/base .
// DETAIL=<page><language> (e.g. DETAIL=homehi) lists the chunks that differ.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  browserManifestFile,
  catalogEntryOf,
  catalogModule,
  LANGUAGES,
  SOURCE_LANGUAGE,
  type Language,
} from '../common/languages.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const PAGES = {
  listing: 'src/features/ads/listing/ListingPage.tsx',
  ad: 'src/features/ads/details/AdDetailsPage.tsx',
  home: 'src/features/home/HomePage.tsx',
  contact: 'src/features/contact/ContactUsPage.tsx',
} as const;

/** Each file a page loads in `language`, with its gzipped bytes (bench/render.ts sums them too). */
export function pageFiles(root: string, page: string, language: Language): Map<string, number> {
  // the language's own build (decision 0131); a build from before it, one for every language with catalogs
  const ownBuild = `${root}/client/dist/${browserManifestFile(language)}`;
  const manifestFile = existsSync(ownBuild) ? ownBuild : `${root}/client/dist/.vite/manifest.json`;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    collect(key);
    for (const loaded of chunk.dynamicImports ?? []) collect(loaded);
  }
  if (!manifest[page]) throw new Error(`${root}: the build has no ${page}`);
  collect(page);
  collect('src/app/layout/AgeDisclaimer.tsx');
  // a build from before decision 0131: the catalogs the page loaded (none are in a build of one language)
  collect(catalogModule('main', language));
  // the disclaimer's messages came with it (a lazily loaded module's own catalog, lingui.config.ts)
  collect(catalogModule('AgeDisclaimer', language));
  collect(catalogModule(catalogEntryOf(page), language));
  return new Map(
    [...files].map((file) => [file, gzipSync(readFileSync(`${root}/client/dist/${file}`), { level: 9 }).length]),
  );
}

const total = (files: Map<string, number>) => [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(2);
/** A chunk's name without its hash, to pair the two builds' files. */
const chunkName = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');

// run as a script (render.ts imports pageFiles only)
if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = '', head = '.'] = process.argv.slice(2);
  if (!base) throw new Error('usage: npx tsx bench/page-javascript.ts <base checkout> [<head checkout>]');
  console.log('| page | language | base (English) KB | this build KB | grown by KB |');
  console.log('|---|---|---|---|---|');
  for (const [name, page] of Object.entries(PAGES)) {
    const before = pageFiles(base, page, SOURCE_LANGUAGE);
    for (const language of LANGUAGES) {
      const after = pageFiles(head, page, language);
      console.log(
        `| ${name} | ${language} | ${kb(total(before))} | ${kb(total(after))} | ${kb(total(after) - total(before))} |`,
      );
      if (process.env.DETAIL !== `${name}${language}`) continue;
      const baseBytes = new Map([...before].map(([file, bytes]) => [chunkName(file), bytes]));
      for (const [file, bytes] of after) {
        const was = baseBytes.get(chunkName(file)) ?? 0;
        if (bytes !== was) console.log(`    ${chunkName(file)} ${was} -> ${bytes}`);
        baseBytes.delete(chunkName(file));
      }
      for (const [file, bytes] of baseBytes) console.log(`    ${file} ${bytes} -> gone`);
    }
  }
}
