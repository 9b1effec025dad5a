import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);
// react-router's package exports only its development build; production builds use its production one
const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
const chakraTheme = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/theme');

/** Chakra's theme pieces one file each (client/src/app/theme.ts says why); tsconfig.json maps their types. */
export const chakraThemeAlias = { find: /^@chakra-ui\/react\/theme\/(.+)$/, replacement: `${chakraTheme}/$1.js` };

export default defineConfig(({ mode }) => ({
  root: 'client',
  plugins: [react(), babel({ plugins: ['relay'] })],
  resolve: {
    alias: [
      chakraThemeAlias,
      // only the parts of react-relay the app uses (client/react-relay-hooks.js says why)
      { find: /^react-relay$/, replacement: join(import.meta.dirname, 'client/react-relay-hooks.js') },
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ]
        : []),
    ],
  },
  // the manifest tells the server which chunks each page needs (server/page-preloads.ts)
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/media': 'http://localhost:4000' },
  },
}));
