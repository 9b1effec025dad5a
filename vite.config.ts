import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  chakraLazyGlobalCss,
  chakraMemoKeysInOrderPlugin,
  chakraThemeAlias,
  chakraThemeDataTrimmed,
  reactRelayAlias,
  reactRouterProductionAliases,
  relayRuntimeAlias,
  serverRenderCaches,
  viteDynamicImportsWithoutPreloads,
} from './client/vendor/libraryInternals.ts';
import { clientBabelPlugins } from './client/vendor/linguiSourceMessages.ts';

// the test config (vitest.config.ts) takes Chakra's theme alias from here
export { chakraThemeAlias };

export default defineConfig(({ mode, isSsrBuild }) => ({
  root: 'client',
  plugins: [
    react(),
    // Relay's graphql tags, and Lingui's message macros with English compiled in (issue 35)
    babel({ plugins: [...clientBabelPlugins] }),
    chakraLazyGlobalCss,
    chakraThemeDataTrimmed,
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
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
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
  // the server's build carries its libraries: Node would otherwise load react-relay's internal files
  // (the aliases above) as CommonJS without named exports
  ssr: { noExternal: true },
  // and, like the browser's, is the production build of React and emotion whatever NODE_ENV the server
  // process runs with: both sides must render alike for hydration (and production React renders faster)
  ...(isSsrBuild && mode === 'production' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/media': 'http://localhost:4000' },
  },
}));
