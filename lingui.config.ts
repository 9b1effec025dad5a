// The app's messages (issue 35, docs/decisions/0120-languages.md): written in English in the code with
// Lingui's macros and extracted per page: one catalog for the app's frame (client/src/main.tsx and what it
// imports: header, footer, age disclaimer) and one for each page module with what it imports, so a page
// loads its own messages and no other page's. Catalogs live in client/src/locales/{entry}/{locale}.po and
// are compiled beside them ({locale}.ts, generated, not kept in git). A message missing in Hindi shows in
// English (fallbackLocales) and fails client/src/locales/catalogs.test.ts; `npm run messages:check` (CI)
// fails on a catalog out of step with the code.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  // longer, accented strings: the browser tests' check that no layout breaks with longer text
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [],
  experimental: {
    extractor: {
      // the page modules as the router loads them (client/src/app/routes.tsx PAGE_MODULES)
      entries: ['<rootDir>/client/src/main.tsx', '<rootDir>/client/src/features/**/[A-Z]*Page.tsx'],
      output: '<rootDir>/client/src/locales/{entryName}/{locale}',
      // every bundle beside the first (page names are unique): Lingui resolves a message's file from the
      // bundle's source map against its temp folder, which for nested bundles gives paths that depend on
      // how deep the checkout sits (CI's catalogs differed from a laptop's)
      resolveEsbuildOptions: (options: Record<string, unknown>) => ({ ...options, entryNames: '[name]' }),
    },
  },
  // each message's files, without line numbers: a catalog changes when its messages do, not when code moves
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
