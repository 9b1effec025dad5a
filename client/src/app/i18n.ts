// The app's messages in the page's language (issue 35, docs/decisions/0120-languages.md). English, the
// language of the code, is in every page's script; Hindi's catalog is a chunk of its own, loaded only by
// a Hindi page before it renders, so an English visitor downloads none of it.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as english } from '../locales/en/messages.ts';
import type { Language } from '../../../common/languages.ts';

const CATALOGS: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(english),
  hi: async () => (await import('../locales/hi/messages.ts')).messages,
};

/** The app's texts in a language, loaded once per process (the server renders many pages in each). */
const loaded = new Map<Language, Promise<I18n>>();

export function i18nFor(language: Language): Promise<I18n> {
  let ready = loaded.get(language);
  if (ready === undefined) {
    ready = CATALOGS[language]().then((messages) =>
      setupI18n({ locale: language, messages: { [language]: messages } }),
    );
    loaded.set(language, ready);
  }
  return ready;
}

/** English at once (no catalog to wait for): tests, and the development client before it knows the page's language. */
export const englishI18n: I18n = setupI18n({ locale: 'en', messages: { en: english } });
