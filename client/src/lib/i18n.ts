// The app's messages in the page's language (issue 35, docs/decisions/0120-languages.md), one catalog per
// entry (lingui.config.ts): the frame's (`main`: header, footer), each page module's and each lazily loaded
// module's (a dialog, the dashboards' frame, decision 0127), each a chunk of its own, loaded with its module
// (moduleMessages.ts), which the server's renders and the development server load. English has no catalog:
// the build keeps each message's English, compiled, in the code itself (client/vendor/linguiSourceMessages.ts,
// decision 0121), and the browser's build of each language keeps that language's (decision 0131).
import { setupI18n, type I18n } from '@lingui/core';
import { matchRoute, NOT_FOUND_MODULE } from '../../../common/routes.ts';
import { languageOfPath, type Language } from '../../../common/languages.ts';
import { catalog } from './moduleMessages.ts';

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

/** The page module an address shows (the not-found page's when it names none, or when the server says so). */
export function pageModuleOf(pathname: string, notFound = false): string {
  const route = notFound ? null : matchRoute(languageOfPath(pathname).path);
  return route ? route.route.module : NOT_FOUND_MODULE;
}

/** English at once, as the code has it (the tests, and the server's first English page). */
export const englishI18n: I18n = setupI18n({ locale: 'en', messages: { en: {} } });
