// The app's messages (issue 35, docs/decisions/0120-languages.md): written in English in the code with
// Lingui's macros and extracted per page: one catalog for the app's frame (client/src/main.tsx and what it
// imports: header, footer, age disclaimer) and one for each page module with what it imports, so a page
// loads its own messages and no other page's. Catalogs live in client/src/locales/{entry}/{locale}.po and
// are compiled beside them ({locale}.ts, generated, not kept in git). A message missing in Hindi shows in
// English (fallbackLocales) and fails client/src/locales/catalogs.test.ts; `npm run messages:check` (CI)
// fails on a catalog out of step with the code.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const CLIENT_SOURCE = join(import.meta.dirname, 'client/src');

/**
 * The modules the app loads lazily (`lazyWithMessages(...)`, `lazyView(...)`: a dialog, the dashboards' frame,
 * the cards below the fold): each is an entry with a catalog of its own, loaded with its code (lib/moduleMessages.ts).
 */
function lazilyLoadedModules(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(CLIENT_SOURCE, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|__generated__|^locales\//.test(file)) continue;
    const source = readFileSync(join(CLIENT_SOURCE, file), 'utf8');
    for (const [, path] of source.matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+\.tsx)'\s*\)/g))
      found.add(`<rootDir>/${relative(import.meta.dirname, join(CLIENT_SOURCE, dirname(file), path!))}`);
  }
  // the app itself (boot.ts loads it) is the frame's entry already
  found.delete('<rootDir>/client/src/main.tsx');
  return [...found].sort();
}

/** esbuild's plugin that leaves a dynamic import out of its entry's bundle: the imported module is an entry of its own. */
const lazyModulesApart = {
  name: 'lazy-modules-apart',
  setup(build: {
    onResolve: (options: { filter: RegExp }, callback: (args: { kind: string; path: string }) => unknown) => void;
  }) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  // longer, accented strings: the browser tests' check that no layout breaks with longer text
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [],
  experimental: {
    extractor: {
      // the page modules as the router loads them (client/src/app/routes.tsx PAGE_MODULES), and what loads lazily
      entries: [
        '<rootDir>/client/src/main.tsx',
        '<rootDir>/client/src/features/**/[A-Z]*Page.tsx',
        ...lazilyLoadedModules(),
      ],
      output: '<rootDir>/client/src/locales/{entryName}/{locale}',
      // every bundle beside the first (page names are unique): Lingui resolves a message's file from the
      // bundle's source map against its temp folder, which for nested bundles gives paths that depend on
      // how deep the checkout sits (CI's catalogs differed from a laptop's)
      resolveEsbuildOptions: (options: Record<string, unknown> & { plugins: unknown[] }) => ({
        ...options,
        entryNames: '[name]',
        plugins: [lazyModulesApart, ...options.plugins],
      }),
    },
  },
  // each message's files, without line numbers: a catalog changes when its messages do, not when code moves
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
