// Every place the client reaches into a library's internal files instead of its public entry, each to
// keep a visitor's download small. The libraries are pinned to exact versions in package.json, and
// client/src/test/libraryInternals.test.ts fails when an upgrade moves or changes what is used here.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** The packages whose internal files are used, and the package.json dependency that pins each. */
export const PINNED_INTERNALS = [
  { name: '@chakra-ui/react', pinnedBy: '@chakra-ui/react' },
  { name: 'react-relay', pinnedBy: 'react-relay' },
  { name: 'relay-runtime', pinnedBy: 'relay-runtime' },
  // react-router comes with react-router-dom, which depends on one exact version of it
  { name: 'react-router', pinnedBy: 'react-router-dom' },
] as const;

/** Chakra's theme pieces one file each (client/src/app/theme.ts says why); tsconfig.json maps their types. */
export const chakraThemeDir = join(packageDir('@chakra-ui/react'), 'dist/esm/theme');
export const chakraThemeAlias = { find: /^@chakra-ui\/react\/theme\/(.+)$/, replacement: `${chakraThemeDir}/$1.js` };

/**
 * Chakra builds a system's global CSS (its reset, the global styles and every token's variable, about
 * 40% of `createSystem`) as soon as the system is made, though only its provider's <Global> reads it.
 * A page the server rendered carries that CSS already, so the browser need not build it to hydrate
 * (client/src/app/theme.ts): builds turn the field into a getter that builds it when first read.
 */
export const chakraSystemFile = join(packageDir('@chakra-ui/react'), 'dist/esm/styled-system/system.js');
const EAGER_GLOBAL_CSS = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const GLOBAL_CSS_FIELD = '\n    _global,\n';

export function lazyChakraGlobalCss(code: string): string {
  if (!code.includes(EAGER_GLOBAL_CSS) || !code.includes(GLOBAL_CSS_FIELD)) {
    throw new Error(`${chakraSystemFile} no longer builds _global as client/vendor/libraryInternals.ts expects: check lazyChakraGlobalCss against the new version.`);
  }
  return code
    .replace(EAGER_GLOBAL_CSS, '  let _global;\n')
    .replace(GLOBAL_CSS_FIELD, '\n    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n');
}

export const chakraLazyGlobalCss: Plugin = {
  name: 'chakra-lazy-global-css',
  transform(code, id) {
    return id.split('?')[0] === chakraSystemFile ? lazyChakraGlobalCss(code) : null;
  },
};

/**
 * Vite wraps every dynamic import() of a browser build in its preload helper, which adds a
 * <link rel="modulepreload"> for each chunk the imported one needs and a stylesheet link for its CSS.
 * Here neither ever happens: `build.modulePreload` is off (the server names a page's chunks, vite.config.ts)
 * and there are no CSS files (the styles are emotion's), yet the helper (~1.6 KB) sat in the entry every
 * page loads. Builds get a plain call instead; a build that makes a CSS file fails, as it would need the helper.
 */
export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
export const PLAIN_PRELOAD_HELPER = 'export const __vitePreload = (load) => load();';

export const viteDynamicImportsWithoutPreloads: Plugin = {
  name: 'vite-dynamic-imports-without-preloads',
  enforce: 'pre',
  apply: 'build',
  load(id) {
    return id === VITE_PRELOAD_HELPER_ID ? PLAIN_PRELOAD_HELPER : null;
  },
  generateBundle(_options, bundle) {
    const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
    if (css.length > 0) this.error(`The build made CSS files (${css.join(', ')}); dynamic imports without Vite's preload helper would not load them.`);
  },
};

/** Only the parts of react-relay the app uses (reactRelayHooks.js says why). */
export const reactRelayHooksFile = join(here, 'reactRelayHooks.js');
export const reactRelayAlias = { find: /^react-relay$/, replacement: reactRelayHooksFile };

/** Only the parts of relay-runtime the app and those hooks use (relayRuntime.js says why); browser builds only. */
export const relayRuntimeFile = join(here, 'relayRuntime.js');
export const relayRuntimeAlias = { find: /^relay-runtime$/, replacement: relayRuntimeFile };

/** react-router's package exports only its development build; production builds use its production one. */
export const reactRouterProductionFiles = {
  'react-router': join(packageDir('react-router'), 'dist/production/index.mjs'),
  'react-router/dom': join(packageDir('react-router'), 'dist/production/dom-export.mjs'),
} as const;
export const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: reactRouterProductionFiles['react-router'] },
  { find: /^react-router\/dom$/, replacement: reactRouterProductionFiles['react-router/dom'] },
];
