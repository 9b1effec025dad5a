// Every place the client reaches into a library's internal files instead of its public entry, each to
// keep a visitor's download small. The libraries are pinned to exact versions in package.json, and
// client/src/test/libraryInternals.test.ts fails when an upgrade moves or changes what is used here.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import {
  lightValuesOnly,
  withoutUnusedKeyframes,
  withoutUnusedLayerStyles,
  withoutUnusedPalettes,
} from '../src/app/themeTrims.ts';

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
  { name: '@lingui/core', pinnedBy: '@lingui/core' },
] as const;

/** Chakra's theme pieces one file each (client/src/app/theme.ts says why); tsconfig.json maps their types. */
export const chakraThemeDir = join(packageDir('@chakra-ui/react'), 'dist/esm/theme');
export const chakraThemeAlias = { find: /^@chakra-ui\/react\/theme\/(.+)$/, replacement: `${chakraThemeDir}/$1.js` };

/**
 * Chakra's theme files hold every palette, keyframe and layer style and the dark scheme's values; the app's theme
 * leaves many out (client/src/app/themeTrims.ts), but only after a page has downloaded them. Builds read each
 * file's data in Node and write it already trimmed by the same rules: about 1.5 KB gzipped less on every page.
 * A recipe that reads another's (the native select's, the select's) is written as the data it makes.
 */
export const TRIMMED_THEME_FILES: readonly { file: string; exported: string; trim: (data: object) => object }[] = [
  { file: join(chakraThemeDir, 'tokens/colors.js'), exported: 'colors', trim: withoutUnusedPalettes },
  {
    file: join(chakraThemeDir, 'semantic-tokens/colors.js'),
    exported: 'semanticColors',
    trim: (data) => lightValuesOnly(withoutUnusedPalettes(data)),
  },
  { file: join(chakraThemeDir, 'semantic-tokens/shadows.js'), exported: 'semanticShadows', trim: lightValuesOnly },
  { file: join(chakraThemeDir, 'tokens/keyframes.js'), exported: 'keyframes', trim: withoutUnusedKeyframes },
  { file: join(chakraThemeDir, 'layer-styles.js'), exported: 'layerStyles', trim: withoutUnusedLayerStyles },
  // the native select's recipe reads three variants of the (custom) select's, whose whole recipe came with it
  { file: join(chakraThemeDir, 'recipes/native-select.js'), exported: 'nativeSelectSlotRecipe', trim: (data) => data },
];

/** A trimmed token file's module: its one export, as plain data. */
export async function trimmedThemeFile(file: string): Promise<string | null> {
  const entry = TRIMMED_THEME_FILES.find((candidate) => candidate.file === file);
  if (!entry) return null;
  const data = ((await import(pathToFileURL(entry.file).href)) as Record<string, unknown>)[entry.exported];
  if (typeof data !== 'object' || data === null)
    throw new Error(
      `${entry.file} no longer exports ${entry.exported}: check TRIMMED_THEME_FILES against the new version.`,
    );
  return `export const ${entry.exported} = ${JSON.stringify(entry.trim(data))};\n`;
}

export const chakraThemeDataTrimmed: Plugin = {
  name: 'chakra-theme-data-trimmed',
  apply: 'build',
  load(id) {
    return trimmedThemeFile(id.split('?')[0]!);
  },
};

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
    throw new Error(
      `${chakraSystemFile} no longer builds _global as client/vendor/libraryInternals.ts expects: check lazyChakraGlobalCss against the new version.`,
    );
  }
  return code
    .replace(EAGER_GLOBAL_CSS, '  let _global;\n')
    .replace(
      GLOBAL_CSS_FIELD,
      '\n    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
    );
}

export const chakraLazyGlobalCss: Plugin = {
  name: 'chakra-lazy-global-css',
  transform(code, id) {
    return id.split('?')[0] === chakraSystemFile ? lazyChakraGlobalCss(code) : null;
  },
};

/**
 * Building a Chakra system is one long step (about 100 ms of a phone's CPU in `bench/long-tasks.ts`): merging the
 * configs, the token dictionary's passes, the style utility. Both builds make `createSystem` a generator's runner,
 * the generator pausing between those passes, and hang the generator on it as `createSystem.steps`, so the
 * browser can build the system a pass to a task (client/src/app/theme.ts); run whole, the same statements in the
 * same order give the same system. Each replacement keeps the lines it replaces.
 */
export const chakraTokenDictionaryFile = join(
  packageDir('@chakra-ui/react'),
  'dist/esm/styled-system/token-dictionary.js',
);
const SYSTEM_EDITS: readonly [string, string][] = [
  [
    "import { createTokenDictionary } from './token-dictionary.js';\n",
    "import { createTokenDictionarySteps, runSteps } from './token-dictionary.js';\n",
  ],
  [
    'function createSystem(...configs) {\n',
    'function createSystem(...configs) { return runSteps(createSystemSteps(...configs)); } function* createSystemSteps(...configs) {\n',
  ],
  ['  const tokens = createTokenDictionary({\n', '  const tokens = yield* createTokenDictionarySteps({\n'],
  [
    '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n',
    '  yield; const utility = createUtility({\n    config: utilities,\n    tokens\n  }); yield;\n',
  ],
  [
    'export { createSystem, isValidSystem };',
    'createSystem.steps = createSystemSteps; export { createSystem, isValidSystem };',
  ],
];
const TOKEN_DICTIONARY_EDITS: readonly [string, string][] = [
  [
    'function createTokenDictionary(options) {\n',
    'function runSteps(steps) { let step = steps.next(); while (!step.done) step = steps.next(); return step.value; } function createTokenDictionary(options) { return runSteps(createTokenDictionarySteps(options)); } function* createTokenDictionarySteps(options) {\n',
  ],
  ['  function build() {\n', '  function* build() {\n'],
  [
    '    expandTokenReferences$1();\n    applyMiddlewares("post");\n',
    '    expandTokenReferences$1(); yield;\n    applyMiddlewares("post");\n',
  ],
  ['  registerTokens();\n', '  registerTokens(); yield;\n'],
  ['  build();\n  return dictionary;\n', '  yield* build();\n  return dictionary;\n'],
  [
    'export { createTokenDictionary, tokenCategories };',
    'export { createTokenDictionary, createTokenDictionarySteps, runSteps, tokenCategories };',
  ],
];

/** Applies each edit once, or says the file no longer reads as `edits` expect. */
function editedOnce(file: string, code: string, edits: readonly [string, string][], patch: string): string {
  let edited = code;
  for (const [from, to] of edits) {
    if (edited.split(from).length !== 2) {
      throw new Error(
        `${file} no longer reads as client/vendor/libraryInternals.ts expects: check ${patch} against the new version.`,
      );
    }
    edited = edited.replace(from, () => to);
  }
  return edited;
}

export function chakraSystemInSteps(code: string): string {
  return editedOnce(chakraSystemFile, code, SYSTEM_EDITS, 'chakraSystemInSteps');
}
export function chakraTokenDictionaryInSteps(code: string): string {
  return editedOnce(chakraTokenDictionaryFile, code, TOKEN_DICTIONARY_EDITS, 'chakraTokenDictionaryInSteps');
}

export const chakraSystemInStepsPlugin: Plugin = {
  name: 'chakra-system-in-steps',
  // after chakraLazyGlobalCss, which edits other lines of system.js
  enforce: 'post',
  transform(code, id) {
    const file = id.split('?')[0];
    if (file === chakraSystemFile) return { code: chakraSystemInSteps(code), map: sameLinesMap(file, code) };
    if (file === chakraTokenDictionaryFile)
      return { code: chakraTokenDictionaryInSteps(code), map: sameLinesMap(file, code) };
    return null;
  },
};

/**
 * Chakra's styled factory (every `chakra.div`, Box, Stack... element) builds its recipe again on every render:
 * `cva(config)` makes a new recipe, with new memo caches, for each element each time, so nothing it resolves is
 * reused, and emotion then serializes and hashes the element's style object again. On the server that was about
 * a third of a page's render (bench/README.md, "Rendering costs little"). The server's build (only: the browser
 * renders a page once) keeps each styled component's recipe per Chakra system, and each resolved style object's
 * serialization (the object is the `css` function's memoized result, so the same styles are the same object):
 * the same class names and rules as before, computed once per process instead of once per element per render.
 */
export const chakraFactoryFile = join(packageDir('@chakra-ui/react'), 'dist/esm/styled-system/factory.js');
const RECIPE_PER_RENDER =
  '  const Styled = withEmotionCache((inProps, cache2, ref) => {\n' +
  '    const { cva, isValidProperty } = useChakraContext();\n' +
  '    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);\n' +
  '    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;\n' +
  '    const cvaRecipe = mergeCva(baseCva, cvaFn);\n';
// Each replacement keeps the lines it replaces (statements joined), so the build's source map, which the
// transform does not rewrite, still points at the right lines of Chakra's file (profiles read it).
const RECIPE_PER_SYSTEM =
  '  const recipes = new WeakMap(); const Styled = withEmotionCache((inProps, cache2, ref) => {\n' +
  '    const { cva, isValidProperty } = useChakraContext(); let cvaRecipe = recipes.get(cva); if (cvaRecipe === void 0) {\n' +
  '    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);\n' +
  '    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;\n' +
  '    cvaRecipe = mergeCva(baseCva, cvaFn); recipes.set(cva, cvaRecipe); }\n';
const SERIALIZE_PER_RENDER =
  '    const serialized = serializeStyles(\n' +
  '      styles.concat(classInterpolations),\n' +
  '      cache2.registered,\n' +
  '      mergedProps\n' +
  '    );\n';
const SERIALIZE_ONCE =
  '    const serialized = classInterpolations.length === 1 && styles.length === 0 && styleProps !== null && typeof styleProps === "object"\n' +
  '      ? serializedOnce(styleProps, cache2.registered, mergedProps)\n' +
  '      : serializeStyles(styles.concat(classInterpolations), cache2.registered, mergedProps);\n\n\n';
const FACTORY_START = 'const createStyled = (tag, configOrCva = {}, options = {}) => {\n';
const SERIALIZED_CACHE =
  'const serializedStyles = new WeakMap(); const serializedOnce = (styleProps, registered, props) => { ' +
  'let serialized = serializedStyles.get(styleProps); ' +
  'if (serialized === void 0) { serialized = serializeStyles([styleProps], registered, props); serializedStyles.set(styleProps, serialized); } ' +
  'return serialized; }; ';

export function chakraFactoryCaches(code: string): string {
  for (const expected of [RECIPE_PER_RENDER, SERIALIZE_PER_RENDER, FACTORY_START]) {
    if (!code.includes(expected)) {
      throw new Error(
        `${chakraFactoryFile} no longer reads as client/vendor/libraryInternals.ts expects: check chakraFactoryCaches against the new version.`,
      );
    }
  }
  return code
    .replace(FACTORY_START, () => `${SERIALIZED_CACHE}${FACTORY_START}`)
    .replace(RECIPE_PER_RENDER, () => RECIPE_PER_SYSTEM)
    .replace(SERIALIZE_PER_RENDER, () => SERIALIZE_ONCE);
}

/**
 * Chakra's `memo` hashes an object argument with its keys sorted, so two style objects with the same props in
 * another order (`overflow` then `height`, or `height` then `overflow`) share one cache entry, and the second
 * gets the first's result, whose rules come in the first's order: another class name. Which one comes first
 * depends on what was rendered before, so a server that rendered the listing before a blog page gave the blog's
 * cards another class than a browser rendering that blog page afresh computes (bench/render-parity.ts found it).
 * Both builds hash keys in the order they come instead: a style object's class is then the same whatever was
 * rendered before, in the browser and on the server, whose caches outlive a page.
 */
export const chakraMemoFile = join(packageDir('@chakra-ui/react'), 'dist/esm/utils/memo.js');
const SORTED_KEYS = '    const keys = Object.keys(value).sort();\n';
const KEYS_IN_ORDER = '    const keys = Object.keys(value);\n';

export function chakraMemoKeysInOrder(code: string): string {
  if (!code.includes(SORTED_KEYS)) {
    throw new Error(
      `${chakraMemoFile} no longer reads as client/vendor/libraryInternals.ts expects: check chakraMemoKeysInOrder against the new version.`,
    );
  }
  return code.replace(SORTED_KEYS, () => KEYS_IN_ORDER);
}

export const chakraMemoKeysInOrderPlugin: Plugin = {
  name: 'chakra-memo-keys-in-order',
  // before the server's render caches, which patch the same file
  enforce: 'pre',
  transform(code, id) {
    const file = id.split('?')[0];
    return file === chakraMemoFile ? { code: chakraMemoKeysInOrder(code), map: sameLinesMap(file, code) } : null;
  },
};

/**
 * Chakra's `memo` keys its caches by a hash of the arguments' contents (`simpleHash`, a string built by walking
 * every nested object), and its style functions pass each other their memoized results: the css of a recipe
 * variant, hashed again, key by key, on every element of every render. The server's build names each memoized
 * result object once (a WeakMap to a short id) and hashes it as that name: the same object is the same answer
 * (Chakra never changes a result it has returned: its merges copy first), so the caches answer as before. And a
 * call with one string (`isValidProperty(prop)`, asked for every prop of every element) is looked up by the
 * string itself in a map of its own (at most 500 entries, as the LRU), without building a key or reordering.
 */
const HASH_START = 'function simpleHash(value) {\n  if (value === null) return "null";\n';
const HASH_BY_NAME =
  'const resultNames = new WeakMap(); let resultCount = 0; function simpleHash(value) {\n' +
  '  if (value === null) return "null"; if (typeof value === "object") { const name = resultNames.get(value); if (name !== void 0) return name; }\n';
const RESULT_KEPT = '      result = fn.apply(this, args);\n';
const RESULT_NAMED =
  '      result = fn.apply(this, args); if (typeof result === "object" && result !== null && !resultNames.has(result)) resultNames.set(result, `#${(resultCount += 1)}`);\n';

const MEMO_GET =
  '  function get(...args) {\n    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");\n';
const MEMO_GET_BY_STRING =
  '  const byString = new Map(); function get(...args) { if (args.length === 1 && typeof args[0] === "string") { let result = byString.get(args[0]); ' +
  'if (result === void 0) { result = fn.apply(this, args); if (byString.size >= 500) byString.clear(); byString.set(args[0], result); } return result; }\n' +
  '    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");\n';

export function chakraMemoByResult(code: string): string {
  for (const expected of [HASH_START, RESULT_KEPT, MEMO_GET]) {
    if (!code.includes(expected)) {
      throw new Error(
        `${chakraMemoFile} no longer reads as client/vendor/libraryInternals.ts expects: check chakraMemoByResult against the new version.`,
      );
    }
  }
  return code
    .replace(HASH_START, () => HASH_BY_NAME)
    .replace(RESULT_KEPT, () => RESULT_NAMED)
    .replace(MEMO_GET, () => MEMO_GET_BY_STRING);
}

/** A source map that maps each line of a transformed file to the same line of the file as published. */
function sameLinesMap(file: string, code: string) {
  const lines = code.split('\n').length;
  return { version: 3, sources: [file], names: [], mappings: `AAAA${';AACA'.repeat(lines - 1)}` };
}

/**
 * emotion's <Global> serializes and hashes its styles on every render: Chakra's provider gives it the system's
 * whole global CSS (reset, global styles, every token's variable), about 57 KB of rules, for every page. The
 * server's build keeps the serialization per styles object and theme (the system's, made once).
 */
export const emotionReactFile = join(packageDir('@emotion/react'), 'dist/emotion-react.esm.js');
const GLOBAL_START = 'var Global = /* #__PURE__ */withEmotionCache(function (props, cache) {\n';
const GLOBAL_SERIALIZED_ONCE =
  'var globalSerializations = new WeakMap(); var globalSerialized = function (styles, theme) { ' +
  'var kept = globalSerializations.get(styles); if (kept === undefined || kept.theme !== theme) { ' +
  'kept = { theme: theme, serialized: serializeStyles([styles], undefined, theme) }; globalSerializations.set(styles, kept); } ' +
  'return kept.serialized; }; ';
const GLOBAL_SERIALIZE = '  var serialized = serializeStyles([styles], undefined, React.useContext(ThemeContext));\n';
const GLOBAL_SERIALIZE_ONCE =
  '  var theme = React.useContext(ThemeContext); var serialized = styles !== null && typeof styles === "object" ? globalSerialized(styles, theme) : serializeStyles([styles], undefined, theme);\n';

export function emotionGlobalOnce(code: string): string {
  for (const expected of [GLOBAL_START, GLOBAL_SERIALIZE]) {
    if (!code.includes(expected))
      throw new Error(
        `${emotionReactFile} no longer reads as client/vendor/libraryInternals.ts expects: check emotionGlobalOnce against the new version.`,
      );
  }
  return code
    .replace(GLOBAL_START, () => `${GLOBAL_SERIALIZED_ONCE}${GLOBAL_START}`)
    .replace(GLOBAL_SERIALIZE, () => GLOBAL_SERIALIZE_ONCE);
}

/**
 * react-router matches a location by flattening and ranking the route table and compiling every route's path
 * into a regular expression, on every match (every render on the server). The server's build keeps each
 * compiled path (by path, case sensitivity and end; at most 1,000, then it starts again) and each table's
 * ranked branches (by the table's identity: the app's table is made once, AppRouter.tsx): the same pattern,
 * parameters and branches, read only by their callers.
 */
export const reactRouterProductionDir = join(packageDir('react-router'), 'dist/production');
const COMPILE_PATH = 'function compilePath(path, caseSensitive = false, end = true) {\n';
const COMPILE_PATH_ONCE =
  'const compiledPaths = new Map(); function compilePath(path, caseSensitive = false, end = true) { ' +
  'const key = `${caseSensitive ? 1 : 0}${end ? 1 : 0}${path}`; let compiled = compiledPaths.get(key); if (compiled !== void 0) return compiled; ' +
  'if (compiledPaths.size >= 1000) compiledPaths.clear(); compiled = compilePathOnce(path, caseSensitive, end); compiledPaths.set(key, compiled); return compiled; } ' +
  'function compilePathOnce(path, caseSensitive = false, end = true) {\n';

const RANK_ROUTES = 'function flattenAndRankRoutes(routes) {\n';
const RANK_ROUTES_ONCE =
  'const rankedBranches = new WeakMap(); function flattenAndRankRoutes(routes) { let ranked = rankedBranches.get(routes); ' +
  'if (ranked === void 0) { ranked = flattenAndRankRoutesOnce(routes); rankedBranches.set(routes, ranked); } return ranked; } ' +
  'function flattenAndRankRoutesOnce(routes) {\n';

export function reactRouterPathsOnce(code: string): string {
  if (!code.includes(COMPILE_PATH))
    throw new Error(
      'react-router no longer compiles paths as client/vendor/libraryInternals.ts expects: check reactRouterPathsOnce against the new version.',
    );
  if (!code.includes(RANK_ROUTES))
    throw new Error(
      'react-router no longer ranks routes as client/vendor/libraryInternals.ts expects: check reactRouterPathsOnce against the new version.',
    );
  return code.replace(COMPILE_PATH, () => COMPILE_PATH_ONCE).replace(RANK_ROUTES, () => RANK_ROUTES_ONCE);
}

/** The server build's patches: which file each applies to (react-router's chunk is found by what it defines). */
const SERVER_RENDER_PATCHES = [
  { name: 'Chakra styled factory', applies: (file: string) => file === chakraFactoryFile, patch: chakraFactoryCaches },
  { name: 'Chakra memo', applies: (file: string) => file === chakraMemoFile, patch: chakraMemoByResult },
  { name: 'emotion Global', applies: (file: string) => file === emotionReactFile, patch: emotionGlobalOnce },
  {
    name: 'react-router compilePath',
    applies: (file: string, code: string) => file.startsWith(reactRouterProductionDir) && code.includes(COMPILE_PATH),
    patch: reactRouterPathsOnce,
  },
] as const;

/** The patches the current server build has applied (checked when it writes its bundle). */
const applied = new Set<string>();

export const serverRenderCaches: Plugin = {
  name: 'server-render-caches',
  apply: (_config, env) => env.command === 'build' && Boolean(env.isSsrBuild),
  buildStart() {
    applied.clear();
  },
  transform(code, id) {
    const file = id.split('?')[0]!;
    const found = SERVER_RENDER_PATCHES.find((entry) => entry.applies(file, code));
    if (!found) return null;
    const patched = found.patch(code);
    if (patched.split('\n').length !== code.split('\n').length)
      throw new Error(`${found.patch.name} must keep the lines of the file it patches`);
    applied.add(found.name);
    return { code: patched, map: sameLinesMap(file, patched) };
  },
  // a library that moved its code elsewhere would otherwise leave the server's renders slow without a word
  generateBundle() {
    const missing = SERVER_RENDER_PATCHES.filter((entry) => !applied.has(entry.name)).map((entry) => entry.name);
    if (missing.length > 0)
      this.error(
        `The server's build did not patch ${missing.join(', ')} (client/vendor/libraryInternals.ts): check the installed versions.`,
      );
  },
};

/**
 * Lingui's core formats a plural's value as a number (`Intl.NumberFormat`) to put it in place of `#`, even when
 * the chosen form has no `#`; the app's plurals never use one (their numbers come grouped as India writes them,
 * `formatIndianNumber`). Making the first `Intl.NumberFormat` is the longest step of a page's first plural
 * (17 ms on this machine's Node, a long task of about 60 ms at a phone's CPU in `bench/long-tasks.ts`: the listing's
 * count line). Both builds format the number only when the form has a `#` (same lines, same answers).
 */
export const linguiCoreFile = join(packageDir('@lingui/core'), 'dist/index.mjs');
const OCTOTHORPE_ALWAYS =
  '  const replaceOctothorpe = (value, message) => {\n' +
  '    const numberFormat = Object.keys(formats).length ? style("number") : void 0;\n';
const OCTOTHORPE_WHEN_THERE =
  '  const replaceOctothorpe = (value, message) => { if (typeof message !== "string" || !message.includes(OCTOTHORPE_PH)) return message;\n' +
  '    const numberFormat = Object.keys(formats).length ? style("number") : void 0;\n';

export function linguiPluralsWithoutNumbers(code: string): string {
  if (!code.includes(OCTOTHORPE_ALWAYS) || !code.includes('const OCTOTHORPE_PH = ')) {
    throw new Error(
      `${linguiCoreFile} no longer reads as client/vendor/libraryInternals.ts expects: check linguiPluralsWithoutNumbers against the new version.`,
    );
  }
  return code.replace(OCTOTHORPE_ALWAYS, () => OCTOTHORPE_WHEN_THERE);
}

export const linguiPluralsWithoutNumbersPlugin: Plugin = {
  name: 'lingui-plurals-without-numbers',
  transform(code, id) {
    const file = id.split('?')[0];
    return file === linguiCoreFile ? { code: linguiPluralsWithoutNumbers(code), map: sameLinesMap(file, code) } : null;
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
    if (css.length > 0)
      this.error(
        `The build made CSS files (${css.join(', ')}); dynamic imports without Vite's preload helper would not load them.`,
      );
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
