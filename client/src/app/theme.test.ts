import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardConfig } from './dashboardTheme.ts';
import { appConfig, appSystem, appSystemForRenderedPage } from './theme.ts';
import { drawerSlotRecipe } from './lazyRecipes.ts';
import { UNUSED_KEYFRAMES, UNUSED_LAYER_STYLES } from './themeTrims.ts';

/** The app's own code (client/src, its generated files and tests aside). */
function appSource(dir = join(import.meta.dirname, '..')): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__generated__' ? '' : appSource(path);
      return /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !['theme.ts', 'themeTrims.ts'].includes(entry.name)
        ? readFileSync(path, 'utf8')
        : '';
    })
    .join('\n');
}

describe('the public pages’ Chakra system', () => {
  it('is built once and reused', () => {
    expect(appSystem()).toBe(appSystem());
    expect(appSystemForRenderedPage()).toBe(appSystemForRenderedPage());
  });

  it('hydrating a rendered page, gives the provider no global styles (the page has them) and is otherwise the same system', () => {
    const hydrating = appSystemForRenderedPage();
    expect(hydrating._global).toEqual([]);
    expect(appSystem()._global.length).toBe(3);
    expect(hydrating.css).toBe(appSystem().css);
    expect(hydrating.token('colors.brand.solid')).toBe(appSystem().token('colors.brand.solid'));
    expect(hydrating.getRecipe('button')).toBe(appSystem().getRecipe('button'));
  });

  it('carries the light colour scheme only: semantic tokens take their light value, no dark-scheme rules', () => {
    const system = appSystem();
    const tokenCss = JSON.stringify(system.getTokenCss());
    expect(tokenCss).not.toContain('.dark');
    // Chakra's `bg` is white in its light scheme (black in the dark one); `fg.muted` a mid gray
    expect(tokenCss).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
    expect(tokenCss).toContain('"--chakra-colors-fg-muted":"var(--chakra-colors-gray-600)"');
    // the app's own semantic tokens are untouched
    expect(tokenCss).toContain('"--chakra-colors-brand-solid":"var(--chakra-colors-brand-700)"');
  });

  it('keeps the palettes the app shows and leaves the others out', () => {
    const system = appSystem();
    for (const palette of ['brand', 'gray', 'red', 'green', 'orange', 'blue'])
      expect(system.tokens.getByName(`colors.${palette}.500`), palette).toBeDefined();
    for (const palette of ['cyan', 'pink', 'purple', 'teal', 'yellow'])
      expect(system.tokens.getByName(`colors.${palette}.500`), palette).toBeUndefined();
  });

  it('leaves out only keyframes that no recipe, animation style, animation token or app code names', () => {
    const { recipes, slotRecipes, animationStyles, layerStyles, textStyles, tokens } = appConfig.theme!;
    const theme = JSON.stringify(
      {
        recipes,
        slotRecipes,
        // the recipes lazy pieces bring with them, as they use them: the phone menu's drawer from the end
        drawer: { ...drawerSlotRecipe, variants: { placement: { end: drawerSlotRecipe.variants?.placement?.end } } },
        animationStyles,
        layerStyles,
        textStyles,
        animations: tokens?.animations,
        globalCss: appConfig.globalCss,
      },
      // a right-to-left page's values: every language of the site is written left to right
      (key, value: unknown) => (key === '_rtl' ? undefined : value),
    );
    const source = appSource();
    expect(readFileSync(join(import.meta.dirname, 'layout/PhoneMenu.tsx'), 'utf8')).toContain('placement="end"');
    expect(UNUSED_KEYFRAMES.size).toBeGreaterThan(0);
    for (const name of UNUSED_KEYFRAMES) {
      const named = new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`);
      expect(named.test(theme), `${name} in the theme`).toBe(false);
      expect(named.test(source), `${name} in the app`).toBe(false);
    }
    // the ones the app animates with are there: the spinner's and the dialogs'
    const css = JSON.stringify(appSystem().getGlobalCss());
    for (const name of [
      'spin',
      'fade-in',
      'scale-in',
      'slide-from-bottom',
      'slide-from-right-full',
      'slide-to-right-full',
    ])
      expect(css).toContain(`@keyframes ${name}`);
    for (const name of UNUSED_KEYFRAMES) expect(css).not.toContain(`@keyframes ${name}"`);
  });

  it("leaves out only layer styles that no recipe (the dashboards' too) nor the app names", () => {
    const { recipes, slotRecipes, animationStyles, textStyles } = appConfig.theme!;
    const theme = JSON.stringify({
      recipes,
      slotRecipes,
      dashboard: dashboardConfig.theme,
      animationStyles,
      textStyles,
      globalCss: appConfig.globalCss,
    });
    const source = appSource();
    expect(UNUSED_LAYER_STYLES.size).toBeGreaterThan(0);
    /** Whether a text names a layer style, as a recipe (`"layerStyle":"x"`) or the app (`layerStyle="x"`) would. */
    const names = (text: string, name: string) =>
      new RegExp(`layerStyle["']?\\s*[:=]\\s*\\{?["']${name.replace('.', '\\.')}["']`).test(text);
    for (const name of UNUSED_LAYER_STYLES) {
      expect(names(theme, name), `${name} in the theme`).toBe(false);
      expect(names(source, name), `${name} in the app`).toBe(false);
    }
    // the one the recipes name is found by the same check, in both ways of naming it
    expect(names(theme, 'disabled')).toBe(true);
    expect(names('<Box layerStyle="fill.solid" />', 'fill.solid')).toBe(true);
    expect(Object.keys(appConfig.theme!.layerStyles!)).toEqual(['disabled']);
  });
});
