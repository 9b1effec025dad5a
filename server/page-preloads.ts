// The JavaScript of the page a visitor asked for (the entry, the app, client/src/main.tsx, and the page's
// own chunks, by the route table's module), named in the document (page-document.ts) so the browser
// fetches it all at once instead of one after another: as <link rel="modulepreload"> on a page the browser
// renders, and as a list the page's script (client/src/boot.ts) preloads once a page the server rendered
// has loaded. Read from the build manifest of the page's language (each language is a build of its own,
// decision 0131); without one (no build yet) nothing is named.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute, NOT_FOUND_MODULE } from '../common/routes.ts';
import { browserManifestFile, LANGUAGES, type Language } from '../common/languages.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The page's entry (client/index.html's script, client/src/boot.ts): its file, its styles and the chunks it imports. */
export function entryFiles(manifest: Manifest): { file: string | null; css: string[]; imports: string[] } {
  const entry = manifest['index.html'] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return { file: null, css: [], imports: [] };
  const imports = (entry.imports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file !== undefined);
  return { file: entry.file, css: entry.css ?? [], imports };
}

/** Each language's build manifest, or null for a language not built. */
export function readManifests(clientDist: string): Readonly<Record<Language, Manifest | null>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, readManifest(join(clientDist, browserManifestFile(language)))]),
  ) as Record<Language, Manifest | null>;
}

function readManifest(file: string): Manifest | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The route table's module of a page (common/routes.ts); none for the dashboards, whose pages the app loads. */
function pageModuleOf(path: string): string | null {
  const route = matchRoute(path)?.route;
  return route ? (route.area === 'signedIn' ? null : route.module) : NOT_FOUND_MODULE;
}

/** The app itself, which the entry (client/src/boot.ts) imports when the page may start it. */
const APP_MODULE = 'src/main.tsx';

// A page's chunks follow from its build and its module alone: worked out once for each, not by walking the
// whole manifest on every page (a page module is one of few)
const chunksKept = new WeakMap<Manifest, Map<string | null, readonly string[]>>();

/**
 * The chunk files a page needs that the entry does not already load (the app's and the page's), in
 * dependency order. `path` is the route table's (without the language prefix); `manifest` the build of the
 * page's language, whose messages are in its code.
 */
export function pageChunks(manifest: Manifest, path: string): readonly string[] {
  const source = pageModuleOf(path);
  let bySource = chunksKept.get(manifest);
  if (!bySource) chunksKept.set(manifest, (bySource = new Map()));
  let chunks = bySource.get(source);
  if (chunks === undefined) bySource.set(source, (chunks = Object.freeze(chunksOfModule(manifest, source))));
  return chunks;
}

function chunksOfModule(manifest: Manifest, source: string | null): string[] {
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedByEntry);
  const needed = new Set<string>();
  collect(APP_MODULE, needed);
  if (source) collect(source, needed);
  return [...needed].filter((file) => !loadedByEntry.has(file));
}
