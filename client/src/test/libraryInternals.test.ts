// The client reaches into four libraries' internal files (client/vendor/libraryInternals.ts): an
// upgrade that moves or changes them must fail here, not in a visitor's browser.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as LinguiCore from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../app/theme.ts';
import { UNUSED_KEYFRAMES, UNUSED_LAYER_STYLES, UNUSED_PALETTES } from '../app/themeTrims.ts';
import {
  chakraFactoryCaches,
  chakraFactoryFile,
  chakraSystemInSteps,
  chakraTokenDictionaryFile,
  chakraTokenDictionaryInSteps,
  chakraMemoByResult,
  chakraMemoFile,
  chakraMemoKeysInOrder,
  chakraSystemFile,
  emotionGlobalOnce,
  emotionReactFile,
  reactRouterPathsOnce,
  reactRouterProductionDir,
  chakraThemeDir,
  lazyChakraGlobalCss,
  linguiCoreFile,
  linguiPluralsWithoutNumbers,
  PINNED_INTERNALS,
  reactRelayHooksFile,
  reactRouterProductionFiles,
  relayRuntimeFile,
  TRIMMED_THEME_FILES,
  trimmedThemeFile,
  VITE_PRELOAD_HELPER_ID,
  viteDynamicImportsWithoutPreloads,
} from '../../vendor/libraryInternals.ts';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../../..');

function installedVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/** Every `import { name } from 'specifier/...'` under client/src, as [name, rest of the path]. */
function namedImportsOf(prefix: string): [string, string][] {
  const found: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const pattern = new RegExp(`import \\{ (\\w+) \\} from '${prefix.replace(/[/.]/g, '\\$&')}([^']+)'`, 'g');
        for (const match of readFileSync(path, 'utf8').matchAll(pattern)) found.push([match[1]!, match[2]!]);
      }
    }
  };
  walk(join(root, 'client/src'));
  return found;
}

/** Every file under client/src written by hand that ships (tests, their helpers and relay-compiler's type-only artifacts excluded). */
function shippedSources(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== '__generated__') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(path);
    }
  };
  walk(join(root, 'client/src'));
  return found;
}

/**
 * The names react-relay's hook files (those reactRelayHooks.js takes, and the files they require in
 * turn) read from relay-runtime: `x.name` and `x.__internal.name` of every `x = require('relay-runtime')`.
 */
function relayRuntimeNamesReadByHooks(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, variable] of source.matchAll(/(\w+) = require\(['"]relay-runtime['"]\)/g)) {
      for (const [, internal, name] of source.matchAll(new RegExp(`\\b${variable}\\.(__internal\\.)?(\\w+)`, 'g')))
        names.add(internal ? `__internal.${name}` : name!);
    }
    for (const [, relative] of source.matchAll(/require\(['"](\.{1,2}\/[^'"]+)['"]\)/g))
      visit(require.resolve(resolve(dirname(file), relative!)));
  };
  for (const [, path] of readFileSync(reactRelayHooksFile, 'utf8').matchAll(/from '(react-relay\/lib\/[^']+)'/g))
    visit(require.resolve(path!));
  return names;
}

describe('library internals', () => {
  it.each(PINNED_INTERNALS)('$name is the version package.json pins exactly', ({ name, pinnedBy }) => {
    const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const pin =
      name === pinnedBy
        ? rootPackage.dependencies[name]
        : (require(`${pinnedBy}/package.json`) as { dependencies: Record<string, string> }).dependencies[name];
    expect(pin).toMatch(/^\d+\.\d+\.\d+$/);
    if (name !== pinnedBy) expect(rootPackage.dependencies[pinnedBy]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installedVersion(name)).toBe(pin);
  });

  it('has each Chakra theme piece the app imports, at its file, with the export used', async () => {
    const pieces = namedImportsOf('@chakra-ui/react/theme/');
    expect(pieces.length).toBeGreaterThan(0);
    for (const [name, piece] of pieces) {
      const file = `${chakraThemeDir}/${piece}.js`;
      expect(existsSync(file), file).toBe(true);
      const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      expect(module[name], `${name} in ${piece}`).toBeDefined();
    }
  });

  it('takes each react-relay hook from its own file, the same one react-relay exports', async () => {
    const hooks = (await import(/* @vite-ignore */ reactRelayHooksFile)) as Record<string, unknown>;
    const reactRelay = require('react-relay') as Record<string, unknown>;
    const relayRuntime = require('relay-runtime') as Record<string, unknown>;
    const names = Object.keys(hooks).filter((name) => name !== 'default');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(typeof hooks[name], name).toBe('function');
      expect(hooks[name], name).toBe(reactRelay[name] ?? relayRuntime[name]);
    }
  });

  it.each(Object.entries(reactRouterProductionFiles))(
    "has react-router's production build of %s, exporting what the package does",
    async (entry, file) => {
      expect(existsSync(file), file).toBe(true);
      const production = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      const published = (await import(/* @vite-ignore */ entry)) as Record<string, unknown>;
      expect(Object.keys(production).sort()).toEqual(Object.keys(published).sort());
    },
  );

  describe("relay-runtime's parts (relayRuntime.js)", () => {
    it('are the very values relay-runtime exports under the same names', async () => {
      const parts = (await import(/* @vite-ignore */ relayRuntimeFile)) as Record<string, unknown>;
      const relayRuntime = require('relay-runtime') as Record<string, unknown> & {
        __internal: Record<string, unknown>;
      };
      const names = Object.keys(parts).filter((name) => name !== 'default' && name !== '__internal');
      expect(names.length).toBeGreaterThan(10);
      for (const name of names) {
        expect(parts[name], name).toBeDefined();
        expect(parts[name], name).toBe(relayRuntime[name]);
      }
      const internal = parts.__internal as Record<string, unknown>;
      for (const name of Object.keys(internal))
        expect(internal[name], `__internal.${name}`).toBe(relayRuntime.__internal[name]);
    });

    it('hold every name the hooks and the app read from relay-runtime', async () => {
      const parts = (await import(/* @vite-ignore */ relayRuntimeFile)) as Record<string, unknown> & {
        __internal: Record<string, unknown>;
      };
      const read = relayRuntimeNamesReadByHooks();
      // the hooks read the fetch functions, the environment, selectors and pagination helpers at least
      for (const name of ['__internal.fetchQuery', 'Observable', 'getSelector', 'getPaginationVariables'])
        expect(read).toContain(name);
      for (const file of shippedSources()) {
        for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'relay-runtime'/g)) {
          for (const name of list!.split(',').map((part) => part.trim()))
            if (name && !name.startsWith('type ')) read.add(name);
        }
      }
      const missing = [...read].filter(
        (name) =>
          (name.startsWith('__internal.') ? parts.__internal[name.slice('__internal.'.length)] : parts[name]) ===
          undefined,
      );
      expect(missing).toEqual([]);
    });
  });

  it("makes Chakra's global CSS a field built when first read, in the installed system.js", () => {
    const code = readFileSync(chakraSystemFile, 'utf8');
    const lazy = lazyChakraGlobalCss(code);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain(
      'get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    );
    // the rest of the file as it was
    expect(lazy.replace(/\s+/g, '').length).toBeGreaterThan(code.replace(/\s+/g, '').length);
    expect(() => lazyChakraGlobalCss(code.replace('const _global', 'const globalCss'))).toThrow(
      /no longer builds _global/,
    );
  });

  it("builds Chakra's system a pass at a time, the same system as built whole, keeping the files' lines", async () => {
    const systemCode = readFileSync(chakraSystemFile, 'utf8');
    const dictionaryCode = readFileSync(chakraTokenDictionaryFile, 'utf8');
    const lines = (code: string) => code.split('\n').length;
    // both builds apply it after the lazy global CSS, on the same file
    const lazySystem = lazyChakraGlobalCss(systemCode);
    const patchedSystem = chakraSystemInSteps(lazySystem);
    const patchedDictionary = chakraTokenDictionaryInSteps(dictionaryCode);
    expect(lines(patchedSystem)).toBe(lines(lazySystem));
    expect(lines(patchedDictionary)).toBe(lines(dictionaryCode));
    expect(() =>
      chakraSystemInSteps(systemCode.replace('const tokens = createTokenDictionary', 'const t = x')),
    ).toThrow(/no longer reads as/);
    expect(() => chakraTokenDictionaryInSteps(dictionaryCode.replace('  build();\n', '  run();\n'))).toThrow(
      /no longer reads as/,
    );

    // the patched files run beside their own folder's other modules (under node_modules, to resolve its packages)
    const esm = dirname(dirname(chakraSystemFile));
    const copy = mkdtempSync(join(root, 'node_modules/.cache/chakra-system-steps-'));
    try {
      for (const folder of ['styled-system', 'utils'])
        cpSync(join(esm, folder), join(copy, folder), { recursive: true });
      writeFileSync(join(copy, 'package.json'), '{ "type": "module" }');
      writeFileSync(join(copy, 'styled-system/system.js'), patchedSystem);
      writeFileSync(join(copy, 'styled-system/token-dictionary.js'), patchedDictionary);
      const patched = (await import(pathToFileURL(join(copy, 'styled-system/system.js')).href)) as {
        createSystem: typeof createSystem & {
          steps: (...configs: Parameters<typeof createSystem>) => Generator<void, ReturnType<typeof createSystem>>;
        };
      };

      const steps = patched.createSystem.steps(defaultBaseConfig, appConfig);
      let pauses = 0;
      let step = steps.next();
      while (!step.done) {
        pauses += 1;
        step = steps.next();
      }
      // merging and registering, the token passes before and after references, the utility, the rest
      expect(pauses).toBe(4);
      const published = createSystem(defaultBaseConfig, appConfig);
      for (const system of [step.value, patched.createSystem(defaultBaseConfig, appConfig)]) {
        expect(system.getTokenCss()).toEqual(published.getTokenCss());
        expect(system.getGlobalCss()).toEqual(published.getGlobalCss());
        expect(JSON.stringify(system.tokens.allTokens)).toBe(JSON.stringify(published.tokens.allTokens));
        expect([...system.properties]).toEqual([...published.properties]);
        const styles = { color: 'brand.fg', px: '4', _hover: { bg: 'brand.subtle' }, md: { gap: '2' } };
        expect(system.css(styles)).toEqual(published.css(styles));
        expect(system.getRecipeFn('button')({ size: 'lg' })).toEqual(published.getRecipeFn('button')({ size: 'lg' }));
        expect(system.token('colors.brand.700')).toBe('#9d174d');
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  describe("Chakra's memo and styled factory as the builds patch them", () => {
    const lines = (code: string) => code.split('\n').length;
    type Memo = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A) => R;
    /** The installed memo.js with `patch` applied, evaluated on its own (it imports nothing). */
    function memoModule(patch: (code: string) => string): { memo: Memo } {
      const code = patch(readFileSync(chakraMemoFile, 'utf8'));
      expect(code).toContain('export { memo };');
      return { memo: new Function(code.replace('export { memo };', 'return memo;'))() as Memo };
    }

    it('hash a style object with its keys in their order, in both builds: the same props in another order are another style', () => {
      const code = readFileSync(chakraMemoFile, 'utf8');
      expect(lines(chakraMemoKeysInOrder(code))).toBe(lines(code));
      expect(() => chakraMemoKeysInOrder(code.replace('.sort()', ''))).toThrow(/no longer reads/);
      for (const [patch, calls] of [
        [(text: string) => text, 1],
        [chakraMemoKeysInOrder, 2],
      ] as const) {
        const { memo } = memoModule(patch);
        let computed = 0;
        const css = memo((styles: Record<string, string>) => ((computed += 1), Object.keys(styles).join(',')));
        expect(css({ overflow: 'hidden', height: 'full' })).toBe('overflow,height');
        // as published, the second order is answered with the first's result (its rules in the other order)
        expect(css({ height: 'full', overflow: 'hidden' })).toBe(calls === 1 ? 'overflow,height' : 'height,overflow');
        expect(computed).toBe(calls);
      }
    });

    it('on the server, hash a memoized result as its name, and a single string as itself, with the same answers', () => {
      const code = readFileSync(chakraMemoFile, 'utf8');
      expect(lines(chakraMemoByResult(code))).toBe(lines(code));
      expect(() => chakraMemoByResult(code.replace('function simpleHash(value) {', 'function hash(value) {'))).toThrow(
        /no longer reads/,
      );
      const { memo } = memoModule((text) => chakraMemoByResult(chakraMemoKeysInOrder(text)));
      let computed = 0;
      const recipe = memo((variant: string) => ({ base: { color: variant === 'solid' ? 'white' : 'black' } }));
      const css = memo(
        (styles: { base: { color: string } }, extra: { padding?: string }) => (
          (computed += 1),
          { ...styles.base, ...extra }
        ),
      );
      const solid = recipe('solid');
      expect(recipe('solid')).toBe(solid);
      expect(css(solid, { padding: '2' })).toEqual({ color: 'white', padding: '2' });
      expect(css(recipe('solid'), { padding: '2' })).toBe(css(solid, { padding: '2' }));
      expect(computed).toBe(1);
      // a structurally equal object that is not a memoized result is hashed by its contents, and answered alike
      expect(css({ base: { color: 'white' } }, { padding: '2' })).toEqual({ color: 'white', padding: '2' });
      expect(css(recipe('outline'), {})).toEqual({ color: 'black' });
    });

    it("on the server, keep each styled component's recipe and each style object's serialization, keeping the file's lines", () => {
      const code = readFileSync(chakraFactoryFile, 'utf8');
      const patched = chakraFactoryCaches(code);
      expect(lines(patched)).toBe(lines(code));
      expect(patched).toContain('let cvaRecipe = recipes.get(cva);');
      expect(patched).toContain('serializedOnce(styleProps, cache2.registered, mergedProps)');
      expect(patched).not.toContain('const cvaRecipe = mergeCva(baseCva, cvaFn);');
      expect(() =>
        chakraFactoryCaches(
          code.replace('const cvaRecipe = mergeCva(baseCva, cvaFn);', 'const recipe = mergeCva(baseCva, cvaFn);'),
        ),
      ).toThrow(/no longer reads/);
    });
  });

  it("on the server, keep emotion <Global>'s serialization per styles object and theme, keeping the file's lines", () => {
    const code = readFileSync(emotionReactFile, 'utf8');
    const patched = emotionGlobalOnce(code);
    expect(patched.split('\n').length).toBe(code.split('\n').length);
    expect(patched).toContain('globalSerialized(styles, theme)');
    expect(() => emotionGlobalOnce(code.replace('var Global = ', 'var GlobalStyles = '))).toThrow(/no longer reads/);
  });

  it("on the server, compile each of react-router's route paths once, to the same pattern and parameters", () => {
    const file = readdirSync(reactRouterProductionDir)
      .map((name) => join(reactRouterProductionDir, name))
      .find(
        (path) =>
          path.endsWith('.mjs') &&
          readFileSync(path, 'utf8').includes('function compilePath(path, caseSensitive = false, end = true) {\n'),
      );
    expect(file).toBeDefined();
    const code = readFileSync(file!, 'utf8');
    const patched = reactRouterPathsOnce(code);
    expect(patched.split('\n').length).toBe(code.split('\n').length);
    // the two functions alone, evaluated: compilePath answers as compilePathOnce does, and the same array again
    const start = patched.indexOf('const compiledPaths = new Map();');
    const body = patched.slice(start, patched.indexOf('\nfunction decodePath(', start));
    const compilePath = new Function('warning', `${body}\nreturn compilePath;`)(() => undefined) as (
      path: string,
      caseSensitive?: boolean,
      end?: boolean,
    ) => [RegExp, { paramName: string }[]];
    const [matcher, params] = compilePath('/call-girls/:id');
    expect(matcher.test('/call-girls/mumbai')).toBe(true);
    expect(params.map((param) => param.paramName)).toEqual(['id']);
    expect(compilePath('/call-girls/:id')).toBe(compilePath('/call-girls/:id'));
    expect(compilePath('/call-girls/:id', false, false)).not.toBe(compilePath('/call-girls/:id'));
    expect(() => reactRouterPathsOnce(code.replace('function compilePath(', 'function compile('))).toThrow(
      /no longer compiles/,
    );
    // and each route table's ranked branches once, by the table's identity
    const rankStart = patched.indexOf('const rankedBranches = new WeakMap();');
    const rankBody = patched.slice(rankStart, patched.indexOf('\nfunction flattenRoutes(', rankStart));
    const flattenRoutes = (routes: { path: string }[]) => routes.map((route) => ({ route }));
    const rankRouteBranches = (branches: unknown[]) => branches.reverse();
    const flattenAndRankRoutes = new Function(
      'flattenRoutes',
      'rankRouteBranches',
      `${rankBody}\nreturn flattenAndRankRoutes;`,
    )(flattenRoutes, rankRouteBranches) as (routes: { path: string }[]) => { route: { path: string } }[];
    const table = [{ path: 'a' }, { path: 'b' }];
    const ranked = flattenAndRankRoutes(table);
    expect(ranked.map((branch) => branch.route.path)).toEqual(['b', 'a']);
    expect(flattenAndRankRoutes(table)).toBe(ranked);
    expect(flattenAndRankRoutes([...table])).not.toBe(ranked);
    expect(() =>
      reactRouterPathsOnce(code.replace('function flattenAndRankRoutes(', 'function flattenRanked(')),
    ).toThrow(/no longer ranks/);
  });

  it("writes Chakra's theme files as the theme trims them: the same data the theme would keep, nothing it drops", async () => {
    for (const { file, exported, trim } of TRIMMED_THEME_FILES) {
      const original = ((await import(file)) as Record<string, object>)[exported]!;
      const code = (await trimmedThemeFile(file))!;
      // plain data: nothing else of the library comes with it (the native select's recipe, the select's)
      expect(code).not.toContain('import');
      const written = JSON.parse(code.slice(`export const ${exported} = `.length, code.lastIndexOf(';'))) as object;
      expect(written).toEqual(trim(original));
      // trimmed twice, nothing more drops: the theme's config is the same from these files (builds, where theme.ts
      // trims nothing) as from the published ones it trims itself (the development server, the tests)
      expect(trim(written)).toEqual(written);
      expect(Object.keys(written).length).toBeGreaterThan(0);
      for (const name of Object.keys(written))
        expect(UNUSED_PALETTES.has(name) || UNUSED_KEYFRAMES.has(name) || UNUSED_LAYER_STYLES.has(name)).toBe(false);
      expect(JSON.stringify(written)).not.toContain('_dark');
    }
    // every piece theme.ts trims only when a build has not (THEME_DATA_TRIMMED); the semantic radii have no dark value
    expect(TRIMMED_THEME_FILES.map(({ exported }) => exported)).toEqual(
      expect.arrayContaining(['colors', 'semanticColors', 'semanticShadows', 'keyframes', 'layerStyles']),
    );
    const radii = (await import(join(chakraThemeDir, 'semantic-tokens/radii.js'))) as { semanticRadii: object };
    expect(JSON.stringify(radii.semanticRadii)).not.toContain('_dark');
    // what is dropped was there: the palettes, the keyframes, the layer styles and the dark values
    const semantic = (await import(TRIMMED_THEME_FILES[1]!.file)) as { semanticColors: object };
    expect(Object.keys(semantic.semanticColors)).toContain('cyan');
    expect(JSON.stringify(semantic.semanticColors)).toContain('_dark');
    const layers = (await import(join(chakraThemeDir, 'layer-styles.js'))) as { layerStyles: object };
    expect(Object.keys(layers.layerStyles)).toContain('fill.solid');
    expect(await trimmedThemeFile('/any/other/module.js')).toBeNull();
  });

  it("formats a plural's value as a number only when its form shows it (#), with the same answers", async () => {
    const code = readFileSync(linguiCoreFile, 'utf8');
    const patched = linguiPluralsWithoutNumbers(code);
    expect(patched.split('\n')).toHaveLength(code.split('\n').length);
    // the patched core, run as a function: its one import given, its exports returned
    const body = patched
      .replace(/^import \{ compileMessage \} from '@lingui\/message-utils\/compileMessage';$/m, '')
      .replace(/^export \{ I18n, formats, i18n, setupI18n \};$/m, 'return { setupI18n };');
    expect(body).not.toMatch(/^(import|export) /m);
    const { setupI18n } = new Function('compileMessage', body)(compileMessage) as Pick<typeof LinguiCore, 'setupI18n'>;
    const i18n = setupI18n({ locale: 'hi', messages: { hi: {} } });
    const NumberFormat = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
      made += 1;
      return new NumberFormat(...args);
    } as unknown as typeof Intl.NumberFormat;
    // a message as lingui compile writes it (its type says text: the runtime takes both)
    const compiled = (message: unknown) => message as string;
    try {
      const adsCount = (count: number) =>
        i18n._({
          id: 'ads',
          message: compiled([['count', 'plural', { one: ['1,00,000 विज्ञापन'], other: ['कई'] }]]),
          values: { count },
        });
      expect(adsCount(1)).toBe('1,00,000 विज्ञापन');
      expect(adsCount(5)).toBe('कई');
      expect(made).toBe(0);
      // a form with # still shows the number, formatted
      expect(
        i18n._({
          id: 'n',
          message: compiled([['count', 'plural', { other: ['#', ' ads'] }]]),
          values: { count: 12345 },
        }),
      ).toBe(`${new NumberFormat(['hi', 'en']).format(12345)} ads`);
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
    expect(() => linguiPluralsWithoutNumbers(code.replace('const replaceOctothorpe', 'const replaceHash'))).toThrow(
      /no longer reads/,
    );
  });

  it("replaces Vite's preload helper, by the module id and export name the installed Vite uses", () => {
    const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(installedVersion('vite')).toBe(rootPackage.devDependencies.vite);
    const viteNode = readdirSync(join(dirname(require.resolve('vite/package.json')), 'dist/node/chunks'))
      .map((file) =>
        readFileSync(join(dirname(require.resolve('vite/package.json')), 'dist/node/chunks', file), 'utf8'),
      )
      .find((code) => code.includes('const preloadHelperId ='));
    // the id as Vite's source writes it: a NUL character, then the path
    expect(VITE_PRELOAD_HELPER_ID).toBe('\0vite/preload-helper.js');
    expect(viteNode).toContain('const preloadHelperId = "\\0vite/preload-helper.js";');
    expect(viteNode).toContain('const preloadMethod = `__vitePreload`;');
    const load = viteDynamicImportsWithoutPreloads.load as (id: string) => string | null;
    expect(load(VITE_PRELOAD_HELPER_ID)).toContain('export const __vitePreload = (load) => load();');
    expect(load('/any/other/module.js')).toBeNull();
  });
});
