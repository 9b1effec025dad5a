// The app's messages (issue 35, docs/decisions/0120-languages.md): written in English in the code with
// Lingui's macros, extracted into a catalog per language, compiled into client/src/locales/{locale}/messages.ts
// (generated, not kept in git). A message missing in Hindi shows in English; `npm run messages:check`
// (CI) fails on it and on a catalog out of step with the code.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  // longer, accented strings: the browser tests' check that no layout breaks with longer text
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/client/src/locales/{locale}/messages', include: ['<rootDir>/client/src'] }],
  // each message's files, without line numbers: a catalog changes when its messages do, not when code moves
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
