import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  chakraLazyGlobalCss,
  chakraSystemInStepsPlugin,
  chakraMemoKeysInOrderPlugin,
  chakraThemeAlias,
  chakraThemeDataTrimmed,
  linguiPluralsWithoutNumbersPlugin,
  reactRelayAlias,
  reactRouterProductionAliases,
  relayRuntimeAlias,
  serverRenderCaches,
  viteDynamicImportsWithoutPreloads,
} from './client/vendor/libraryInternals.ts';
import { browserBabelPlugins, clientBabelPlugins } from './client/vendor/linguiSourceMessages.ts';
import { browserManifestFile, DEFAULT_LANGUAGE, isLanguage, type Language } from './common/languages.ts';

// the test config (vitest.config.ts) takes Chakra's theme alias from here
export { chakraThemeAlias };

/**
 * The language of a browser build (decision 0131): each language is a build of its own, its messages written
 * in the code, so a page loads no catalog. `BUILD_LANGUAGE=hi vite build` after the English one (package.json).
 */
function browserBuildLanguage(): Language {
  const language = process.env.BUILD_LANGUAGE ?? DEFAULT_LANGUAGE;
  if (!isLanguage(language)) throw new Error(`BUILD_LANGUAGE must be one of the site's languages, not ${language}`);
  return language;
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // the development server and the server's build read the catalogs at run time, in every language
  const language = command === 'build' && !isSsrBuild ? browserBuildLanguage() : null;
  return {
    root: 'client',
    plugins: [
      react(),
      // Relay's graphql tags, and Lingui's message macros with English (or the build's language) compiled in (issue 35)
      babel({ plugins: [...(language ? browserBabelPlugins(language) : clientBabelPlugins)] }),
      chakraLazyGlobalCss,
      chakraSystemInStepsPlugin,
      chakraThemeDataTrimmed,
      linguiPluralsWithoutNumbersPlugin,
      chakraMemoKeysInOrderPlugin,
      serverRenderCaches,
      viteDynamicImportsWithoutPreloads,
    ],
    resolve: {
      // the library internals the client reaches into, all in client/vendor/libraryInternals.ts
      alias: [
        chakraThemeAlias,
        reactRelayAlias,
        ...(mode === 'production' ? [...reactRouterProductionAliases, relayRuntimeAlias] : []),
      ],
    },
    // the manifest tells the server which chunks each page needs (server/page-preloads.ts); the server's
    // build (`--ssr src/renderPage.tsx`, server/page-rendering.ts) goes beside it, whole in one file: its
    // page modules too, so a render's import() of a page is not a module load through the process's loader
    // hooks (tsx's, a message to their thread and back) on every render
    build: isSsrBuild
      ? {
          outDir: 'dist-server',
          emptyOutDir: true,
          sourcemap: true,
          rolldownOptions: { output: { codeSplitting: false } },
        }
      : {
          // every language's build in one folder: a chunk the same in two languages is one file, by its hash;
          // the server reads each language's manifest (server/page-preloads.ts readManifests)
          outDir: 'dist',
          emptyOutDir: language === DEFAULT_LANGUAGE,
          sourcemap: true,
          manifest: browserManifestFile(language ?? DEFAULT_LANGUAGE),
          // A page's chunks are named by the server (server/page-preloads.ts), and the page's script preloads
          // them all at once; the per-import lists Vite would add to the app instead cost every visitor bytes.
          modulePreload: false,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // the few small modules the public frame, the age disclaimer and the public pages all share
                  // (the page's language, its query's loader), with what they import that no other chunk holds
                  // (react-relay's hooks, which every page runs): one chunk, not five, 1.6 to 2.4 KB less a page
                  // gzipped (issue 35's budget, bench/README.md)
                  {
                    name: 'public-shared',
                    test: /[\\/](common[\\/]languages|client[\\/]src[\\/]lib[\\/](language|pageQuery))\.ts$/,
                    minShareCount: 2,
                  },
                ],
              },
            },
          },
        },
    define: {
      // the browser's code knows its build's language: it loads no catalog (client/src/lib/moduleMessages.ts)
      ...(language ? { 'import.meta.env.BUILD_LANGUAGE': JSON.stringify(language) } : {}),
      // builds read Chakra's theme files trimmed (chakraThemeDataTrimmed): the theme need not trim them again
      ...(command === 'build' ? { 'import.meta.env.THEME_DATA_TRIMMED': 'true' } : {}),
      // the server's build is, like the browser's, the production build of React and emotion whatever NODE_ENV
      // the server process runs with: both sides must render alike for hydration (and production React renders
      // faster)
      ...(isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    // the server's build carries its libraries: Node would otherwise load react-relay's internal files
    // (the aliases above) as CommonJS without named exports
    ssr: { noExternal: true },
    server: {
      port: 5173,
      proxy: {
        '/graphql': 'http://localhost:4000',
        '/api': 'http://localhost:4000',
        '/media': 'http://localhost:4000',
      },
    },
  };
});
