// A slim Chakra system: the base preset plus only the recipes the app uses (DESIGN section 8),
// which keeps a visitor's JavaScript well under the budget that `defaultSystem` would blow.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

const appConfig = defineConfig({
  globalCss: {
    ...globalCss,
    html: { scrollBehavior: 'smooth' },
    body: { bg: 'bg', color: 'fg' },
    // visible only when focused by keyboard
    '.skip-link': { position: 'absolute', left: '-9999px', top: '0', zIndex: 'skipNav' },
    '.skip-link:focus': { left: '4', top: '4', bg: 'bg', color: 'fg', padding: '2', borderRadius: 'md' },
  },
  theme: {
    breakpoints,
    keyframes,
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
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, appConfig));
