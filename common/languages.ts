// The site's languages (issue 35, docs/decisions/0120-languages.md): English at the addresses it always had,
// Hindi under /hi. A page's language is a property of its address: the server renders it in that language,
// its head names every language's address (hreflang), and the app runs under the language's prefix.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of an address without a prefix, and of search engines' `x-default`. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a switcher offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/** The cookie that remembers a visitor's choice (a year), read by the English home page. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The address prefix of a language: '' for the default one, '/hi' for Hindi. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/**
 * The language an address is in and the address as the route table knows it: /hi/call-girls is Hindi's
 * /call-girls, /hi is Hindi's home. Any other first segment is English (an unknown prefix such as /fr/x is
 * then a path no route takes: a not-found page).
 */
export function languageOfPath(path: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    if (prefix === '') continue;
    if (path === prefix) return { language, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { language, path: path.slice(prefix.length) };
  }
  return { language: DEFAULT_LANGUAGE, path };
}

/** An address (path, with any query) of the route table in a language: /call-girls in Hindi is /hi/call-girls. */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (prefix === '') return path;
  if (path === '/') return prefix;
  if (path.startsWith('/?')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** The choice a `Cookie` header remembers, or null. */
export function languageInCookies(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null;
  // a header is at most a few KB (the HTTP server's limit); each pair is looked at once, the first named one read
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === LANGUAGE_COOKIE) return isLanguage(value) ? value : null;
  }
  return null;
}

/**
 * The catalog of an entry of the app's messages (lingui.config.ts): `main` (the frame), or a page module's
 * (src/features/ads/listing/ListingPage.tsx: ListingPage), as the build's manifest names its module.
 */
export function catalogEntryOf(pageModule: string): string {
  return pageModule.slice(pageModule.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
}
export const catalogModule = (entry: string, language: Language) => `src/locales/${entry}/${language}.ts`;

/** The language the code's messages are written in: it has no catalog to load (decision 0121). */
export const SOURCE_LANGUAGE: Language = 'en';
/**
 * Where a language's browser build writes its manifest, in the build's folder (vite.config.ts): the browser gets
 * a build per language, its messages in its code (decision 0131), and the server names the page's language's
 * chunks (server/page-preloads.ts).
 */
export function browserManifestFile(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '.vite/manifest.json' : `.vite/manifest.${language}.json`;
}

/** What a place (a state, a city, a category) is called: its English name, and its Hindi one if it has one. */
export interface PlaceNames {
  name: string;
  hindiName?: string | null;
}

/** A place's name in a language (issue 35, decision 0122): its Hindi name on a Hindi page, else its English one. */
export function placeNameIn(place: PlaceNames, language: Language): string {
  return language === 'hi' && place.hindiName ? place.hindiName : place.name;
}
