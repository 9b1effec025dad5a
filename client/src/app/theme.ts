// A slim Chakra system: the base preset plus only the recipes the app uses (docs/architecture.md section 8),
// which keeps a visitor's JavaScript well under the budget that `defaultSystem` would blow.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from '@chakra-ui/react/theme/breakpoints';
import { globalCss } from '@chakra-ui/react/theme/global-css';
import { layerStyles } from '@chakra-ui/react/theme/layer-styles';
import { animationStyles } from '@chakra-ui/react/theme/motion-styles';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme/recipes/breadcrumb';
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button';
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card';
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link';
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
import { separatorRecipe } from '@chakra-ui/react/theme/recipes/separator';
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { textStyles } from '@chakra-ui/react/theme/text-styles';
import { keyframes } from '@chakra-ui/react/theme/tokens/keyframes';
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows';
import { animations } from '@chakra-ui/react/theme/tokens/animations';
import { adCardCss } from '../features/ads/listing/adCardCss.ts';
import {
  lightValuesOnly,
  withoutUnusedKeyframes,
  withoutUnusedLayerStyles,
  withoutUnusedPalettes,
} from './themeTrims.ts';
import { layoutCss } from './layout/layoutCss.ts';
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios';
import { blurs } from '@chakra-ui/react/theme/tokens/blurs';
import { borders } from '@chakra-ui/react/theme/tokens/borders';
import { colors } from '@chakra-ui/react/theme/tokens/colors';
import { cursor } from '@chakra-ui/react/theme/tokens/cursor';
import { durations } from '@chakra-ui/react/theme/tokens/durations';
import { easings } from '@chakra-ui/react/theme/tokens/easings';
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes';
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights';
import { fonts } from '@chakra-ui/react/theme/tokens/fonts';
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights';
import { radii } from '@chakra-ui/react/theme/tokens/radius';
import { sizes } from '@chakra-ui/react/theme/tokens/sizes';
import { spacing } from '@chakra-ui/react/theme/tokens/spacing';
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices';

// The theme's index module builds the whole default theme at load, so importing from it keeps every
// recipe in the bundle; each piece is imported from its own file instead (alias in vite.config.ts).
// What is left out of Chakra's tokens and styles (palettes, keyframes, layer styles, the dark scheme) is in
// themeTrims.ts. Builds read those files already trimmed (chakraThemeDataTrimmed, THEME_DATA_TRIMMED): the
// theme trims them only where they are read as published (the development server, the tests), so a page
// downloads neither the left-out data nor the lists that name it.

const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors: import.meta.env.THEME_DATA_TRIMMED ? colors : withoutUnusedPalettes(colors),
  cursor,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  sizes,
  spacing,
  zIndex: zIndices,
};
const semanticTokens = import.meta.env.THEME_DATA_TRIMMED
  ? { colors: semanticColors, radii: semanticRadii, shadows: semanticShadows }
  : lightValuesOnly({ colors: withoutUnusedPalettes(semanticColors), radii: semanticRadii, shadows: semanticShadows });

// The dashboards add their own recipes (tables, checkboxes) in a system of their own, built from this
// config when their code loads, so visitors never download those.
export const appConfig = defineConfig({
  // Chakra's CSS reset (the default theme turns it on; the base config does not)
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, scrollBehavior: 'smooth' },
    body: { bg: 'bg', color: 'fg' },
    ...adCardCss,
    ...layoutCss,
    // visible only when focused by keyboard
    '.skip-link': { position: 'absolute', left: '-9999px', top: '0', zIndex: 'skipNav' },
    '.skip-link:focus': { left: '4', top: '4', bg: 'bg', color: 'fg', padding: '2', borderRadius: 'md' },
  },
  theme: {
    breakpoints,
    keyframes: import.meta.env.THEME_DATA_TRIMMED ? keyframes : withoutUnusedKeyframes(keyframes),
    tokens: {
      ...tokens,
      colors: {
        ...tokens.colors,
        brand: {
          50: { value: '#fdf2f8' },
          100: { value: '#fce7f3' },
          200: { value: '#fbcfe8' },
          500: { value: '#db2777' },
          600: { value: '#be185d' },
          700: { value: '#9d174d' },
          800: { value: '#831843' },
          900: { value: '#500724' },
        },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: {
          // contrast of 7:1 against white for text and buttons (WCAG AA with room to spare)
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
    textStyles,
    layerStyles: import.meta.env.THEME_DATA_TRIMMED ? layerStyles : withoutUnusedLayerStyles(layerStyles),
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

type System = ReturnType<typeof createSystem>;
let system: System | undefined;
let renderedPageSystem: System | undefined;

/**
 * The public pages' Chakra system, built on first use: building it is one of the longest steps of the
 * app's start, so main.tsx builds it first, a pass to a task (`buildAppSystemInTasks`).
 */
export function appSystem(): System {
  // the configs as they are: createSystem merges them itself (merging first would do that work twice)
  system ??= createSystem(defaultBaseConfig, appConfig);
  return system;
}

/** `createSystem` as the builds leave it: its passes one at a time (client/vendor/libraryInternals.ts). */
type CreateSystemInSteps = typeof createSystem & {
  steps?: (...configs: Parameters<typeof createSystem>) => Generator<void, System, void>;
};

/**
 * Builds the system as `appSystem` does, each of its passes in a task of its own (`nextTask` between them):
 * built whole it held a phone's main thread for about 100 ms. Where `createSystem` has no steps (the tests
 * and the development server run Chakra as published), it is built whole.
 */
export async function buildAppSystemInTasks(nextTask: () => Promise<void>): Promise<System> {
  const steps = system ? undefined : (createSystem as CreateSystemInSteps).steps?.(defaultBaseConfig, appConfig);
  if (steps) {
    let step = steps.next();
    while (!step.done) {
      await nextTask();
      step = steps.next();
    }
    // one system for the page, should another caller have built it meanwhile
    system ??= step.value;
  }
  return appSystem();
}

/**
 * The system for hydrating a page the server rendered: the page carries the global styles already (emotion
 * keeps the server's style element), so the provider gets none to serialize again, and the build leaves
 * the system's own copy unbuilt (client/vendor/libraryInternals.ts, `chakraLazyGlobalCss`).
 */
export function appSystemForRenderedPage(): System {
  renderedPageSystem ??= Object.create(appSystem(), { _global: { value: [] } }) as System;
  return renderedPageSystem;
}
