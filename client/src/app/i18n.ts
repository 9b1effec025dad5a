// The app's messages in the page's language (issue 35, docs/decisions/0120-languages.md), one catalog per
// entry (lingui.config.ts): the frame's (`main`: header, footer, age disclaimer) and each page module's, each
// a chunk of its own in each language. A page loads its language's frame and its own page's messages, and no
// other page's or language's (English's frame in the app's script would be carried by Hindi pages too).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { matchRoute, NOT_FOUND_MODULE } from '../../../common/routes.ts';
import { catalogEntryOf, catalogModule, languageOfPath, type Language } from '../../../common/languages.ts';

type Catalog = { messages: Messages };

// a glob, not imports: the catalogs are compiled from the code's messages, so the extractor reads this file
// before they exist; the languages of common/languages.ts (a glob takes literals only: `pseudo` is the tests')
const CATALOGS = import.meta.glob<Catalog>(['../locales/*/en.ts', '../locales/*/hi.ts']);

/** The catalog of an entry: `main`, or a page module's file name (ListingPage). */
async function catalog(entry: string, language: Language): Promise<Messages> {
  const key = catalogModule(entry, language).replace(/^src\//, '../');
  const load = CATALOGS[key];
  // an entry whose code has no message has an empty catalog; one the build does not know has none
  return load ? (await load()).messages : {};
}

/** The app's texts in a language, its frame's messages loaded; once per process (the server renders many pages). */
const frames = new Map<Language, Promise<I18n>>();

export function i18nFor(language: Language): Promise<I18n> {
  let ready = frames.get(language);
  if (ready === undefined) {
    ready = catalog('main', language).then((messages) =>
      setupI18n({ locale: language, messages: { [language]: messages } }),
    );
    frames.set(language, ready);
  }
  return ready;
}

const pagesLoaded = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Adds a page module's messages to the texts, once (before the page renders: on the server, at hydration, on navigation). */
export function loadPageMessages(i18n: I18n, module: string): Promise<void> {
  let loaded = pagesLoaded.get(i18n);
  if (!loaded) pagesLoaded.set(i18n, (loaded = new Map()));
  const entry = catalogEntryOf(module);
  let done = loaded.get(entry);
  if (done === undefined) {
    done = catalog(entry, i18n.locale as Language).then((messages) => {
      if (Object.keys(messages).length > 0) i18n.load(i18n.locale, messages);
    });
    loaded.set(entry, done);
  }
  return done;
}

/** The page module an address shows (the not-found page's when it names none, or when the server says so). */
export function pageModuleOf(pathname: string, notFound = false): string {
  const route = notFound ? null : matchRoute(languageOfPath(pathname).path);
  return route ? route.route.module : NOT_FOUND_MODULE;
}

/** In the browser: the texts of the page's language, which a page loaded on navigation adds its messages to. */
let sessionTexts: I18n | null = null;
export function startSessionTexts(i18n: I18n): void {
  sessionTexts = i18n;
}
export function sessionI18n(): I18n | null {
  return sessionTexts;
}

/** English at once: the tests, whose macros keep each message's English (no catalog needed). */
export const englishI18n: I18n = setupI18n({ locale: 'en', messages: { en: {} } });
