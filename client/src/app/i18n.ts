// The app's messages in the page's language (issue 35, docs/decisions/0120-languages.md), one catalog per
// entry (lingui.config.ts): the frame's (`main`: header, footer, age disclaimer) and each page module's, each
// a chunk of its own. A Hindi page loads Hindi's frame and its own page's messages, and no other page's or
// language's. English has no catalog: the build keeps each message's English, compiled, in the code itself
// (client/vendor/linguiSourceMessages.ts, decision 0121).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { matchRoute, NOT_FOUND_MODULE } from '../../../common/routes.ts';
import {
  catalogEntryOf,
  catalogModule,
  languageOfPath,
  SOURCE_LANGUAGE,
  type Language,
} from '../../../common/languages.ts';

/** The catalog of an entry: `main`, or a page module's file name (ListingPage). */
async function catalog(entry: string, language: Language): Promise<Messages> {
  if (language === SOURCE_LANGUAGE) return {};
  // the map of every catalog's chunk is a chunk of its own, which English pages never load
  const { CATALOGS } = await import('./catalogChunks.ts');
  const load = CATALOGS[catalogModule(entry, language).replace(/^src\//, '../')];
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

/** English at once, as the code has it (the tests, and the server's first English page). */
export const englishI18n: I18n = setupI18n({ locale: 'en', messages: { en: {} } });
