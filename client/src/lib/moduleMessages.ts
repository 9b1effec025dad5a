// A module's messages, loaded with its code (decision 0127): each page and each lazily loaded module has a
// catalog of its own (lingui.config.ts), which the server's renders, the development server and the tests load.
// The browser's build per language has its messages in its code and loads none (decision 0131).
// Kept apart from i18n.ts, which builds the texts: the pages and dialogs that load lazily import only this,
// so Lingui's core and the route table stay in the app's chunk.
import type { I18n, Messages } from '@lingui/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { catalogEntryOf, catalogModule, SOURCE_LANGUAGE, type Language } from '../../../common/languages.ts';

// the map of every catalog's chunk: the development server's pages and the server's renders load catalogs
const catalogChunks = () => import('./catalogChunks.ts').then(({ CATALOGS }) => CATALOGS);

/** The catalog of an entry: `main`, or a page's or a lazily loaded module's file name (ListingPage). */
export async function catalog(entry: string, language: Language): Promise<Messages> {
  // the browser's build has its language's messages in its code (decision 0131), English those of the source
  if (import.meta.env.BUILD_LANGUAGE || language === SOURCE_LANGUAGE) return {};
  const load = (await catalogChunks())[catalogModule(entry, language).replace(/^src\//, '../')];
  // an entry whose code has no message has an empty catalog; one the build does not know has none
  return load ? (await load()).messages : {};
}

const pagesLoaded = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Adds a module's messages to the texts, once (before it renders: on the server, at hydration, on navigation). */
export function loadModuleMessages(i18n: I18n, module: string): Promise<void> {
  // the browser's build has its language's messages in its code (decision 0131)
  if (import.meta.env.BUILD_LANGUAGE) return Promise.resolve();
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

/** In the browser: the texts of the page's language, which a page loaded on navigation adds its messages to. */
let sessionTexts: I18n | null = null;
export function startSessionTexts(i18n: I18n): void {
  sessionTexts = i18n;
}
export function sessionI18n(): I18n | null {
  return sessionTexts;
}

/**
 * Every catalog of the texts' language, once: the server renders any page and any lazily loaded module in it,
 * and one process's texts serve every request in that language.
 */
export async function loadEveryCatalog(i18n: I18n): Promise<void> {
  const language = i18n.locale as Language;
  if (language === SOURCE_LANGUAGE) return;
  const suffix = `/${language}.ts`;
  const entries = Object.keys(await catalogChunks())
    .filter((path) => path.endsWith(suffix))
    .map((path) => path.split('/').at(-2)!);
  await Promise.all(entries.map((entry) => loadModuleMessages(i18n, entry)));
}

/**
 * `React.lazy` for a module with messages of its own (`module`: its file name, which names its catalog in
 * lingui.config.ts): in the development server its code and its messages load together, so it never renders
 * in English on a Hindi page; the browser's build has them in the code. The server has every catalog already
 * (loadEveryCatalog).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
export function lazyWithMessages<T extends ComponentType<any>>(
  module: string,
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  if (import.meta.env.BUILD_LANGUAGE) return lazy(load);
  return lazy(async () => {
    const texts = sessionI18n();
    const [exports] = await Promise.all([load(), texts ? loadModuleMessages(texts, module) : undefined]);
    return exports;
  });
}
