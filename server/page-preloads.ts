// The JavaScript of the page a visitor asked for (the entry, the app, client/src/main.tsx, and the page's
// own chunks, by the route table's module), named in the document (page-document.ts) so the browser
// fetches it all at once instead of one after another: as <link rel="modulepreload"> on a page the browser
// renders, and as a list the page's script (client/src/boot.ts) preloads once a page the server rendered
// has loaded. Read from Vite's build manifest; without one (no build yet) nothing is named.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute, NOT_FOUND_MODULE } from '../common/routes.ts';
import {
  catalogEntryOf,
  catalogModule,
  DEFAULT_LANGUAGE,
  SOURCE_LANGUAGE,
  type Language,
} from '../common/languages.ts';

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

export function readManifest(clientDist: string): Manifest | null {
  const file = join(clientDist, '.vite', 'manifest.json');
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

// A page's chunks and catalogs follow from its build, its module and its language alone: worked out once for
// each, not by walking the whole manifest on every page (a page module and a language are few)
const chunksKept = new WeakMap<Manifest, Map<string, readonly string[]>>();
const catalogsKept = new WeakMap<Manifest, Map<string, Readonly<Record<string, string>>>>();

function kept<T>(store: WeakMap<Manifest, Map<string, T>>, manifest: Manifest, key: string, make: () => T): T {
  let byKey = store.get(manifest);
  if (!byKey) store.set(manifest, (byKey = new Map()));
  let value = byKey.get(key);
  if (value === undefined) byKey.set(key, (value = make()));
  return value;
}

/**
 * The chunk files a page needs that the entry does not already load (the app's, the page's and their messages
 * in the page's language), in dependency order. `path` is the route table's (without the language prefix).
 */
export function pageChunks(manifest: Manifest, path: string, language: Language = DEFAULT_LANGUAGE): readonly string[] {
  const source = pageModuleOf(path);
  return kept(chunksKept, manifest, `${source}\n${language}`, () =>
    Object.freeze(chunksOfModule(manifest, source, language)),
  );
}

function chunksOfModule(manifest: Manifest, source: string | null, language: Language): string[] {
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
  // the messages in the page's language (client/src/lib/moduleMessages.ts), the frame's and the page's own, which
  // the page finds by pageCatalogs; English has none, its messages are in the code (decision 0121)
  if (language !== SOURCE_LANGUAGE) {
    collect(catalogModule('main', language), needed);
    if (source) collect(catalogModule(catalogEntryOf(source), language), needed);
  }
  return [...needed].filter((file) => !loadedByEntry.has(file));
}

/**
 * Where the page's catalogs are in its language (decision 0127), by entry (lingui.config.ts): the frame's, the
 * page's and those of the modules the app and the page load lazily (a dialog, the disclaimer, the cards below
 * the fold). The page reads them from its document (client/src/lib/moduleMessages.ts), so it starts without
 * the map of every catalog's chunk, which it loads only on its way to another page.
 */
export function pageCatalogs(manifest: Manifest, path: string, language: Language): Readonly<Record<string, string>> {
  if (language === SOURCE_LANGUAGE) return {};
  const source = pageModuleOf(path);
  return kept(catalogsKept, manifest, `${source}\n${language}`, () =>
    Object.freeze(catalogsOfModule(manifest, source, language)),
  );
}

function catalogsOfModule(manifest: Manifest, source: string | null, language: Language): Record<string, string> {
  const modules = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    modules.add(key);
    for (const imported of chunk.imports ?? []) walk(imported);
    // a component loaded lazily (a page module, which the router loads with its own catalog, is named only
    // when it is this page's)
    for (const loaded of chunk.dynamicImports ?? [])
      if (loaded.endsWith('.tsx') && !loaded.endsWith('Page.tsx')) modules.add(loaded);
  };
  walk(APP_MODULE);
  if (source) walk(source);
  const catalogs: Record<string, string> = {};
  for (const entry of ['main', ...[...modules].map(catalogEntryOf)]) {
    const chunk = manifest[catalogModule(entry, language)];
    if (chunk) catalogs[entry] = `/${chunk.file}`;
  }
  return catalogs;
}
