// What the app's Chakra theme leaves out of the library's default tokens (client/src/app/theme.ts). Plain data
// and functions, no imports: the theme applies them when it builds its config, and the build applies them to
// Chakra's token files themselves (client/vendor/libraryInternals.ts, chakraThemeDataTrimmed), so what is left
// out is not downloaded either.

/** An object of named entries (palettes, keyframes, styles) without those named in `unused`. */
const without =
  (unused: ReadonlySet<string>) =>
  <T extends object>(entries: T): T =>
    Object.fromEntries(Object.entries(entries).filter(([name]) => !unused.has(name))) as T;

// Palettes the app shows (brand, gray, and red/green/orange/blue for statuses); the others are left out.
export const UNUSED_PALETTES: ReadonlySet<string> = new Set(['cyan', 'pink', 'purple', 'teal', 'yellow']);
export const withoutUnusedPalettes = without(UNUSED_PALETTES);

// Keyframes nothing in the app animates with (theme.test.ts checks the recipes, the lazy ones too, the
// animation styles and the app's code name none of them): every page's CSS would carry each one twice,
// prefixed and not. The phone menu's drawer (placement end) slides from the right; the left ones only a
// right-to-left language would use, and the site has none.
export const UNUSED_KEYFRAMES: ReadonlySet<string> = new Set([
  'bg-position',
  'circular-progress',
  'expand-height',
  'collapse-height',
  'expand-width',
  'collapse-width',
  'slide-from-left-full',
  'slide-from-top-full',
  'slide-from-bottom-full',
  'slide-to-left-full',
  'slide-to-top-full',
  'slide-to-bottom-full',
  'marqueeX',
  'marqueeY',
]);
export const withoutUnusedKeyframes = without(UNUSED_KEYFRAMES);

// Layer styles no recipe of the theme nor the app's code names (theme.test.ts checks): the recipes name only
// `disabled`; a layer style is a style object a component asks for by name, so those never asked are dead weight.
export const UNUSED_LAYER_STYLES: ReadonlySet<string> = new Set([
  'fill.muted',
  'fill.subtle',
  'fill.surface',
  'fill.solid',
  'outline.subtle',
  'outline.solid',
  'indicator.bottom',
  'indicator.top',
  'indicator.start',
  'indicator.end',
  'none',
]);
export const withoutUnusedLayerStyles = without(UNUSED_LAYER_STYLES);

/**
 * The site has one colour scheme (light): Chakra's semantic tokens keep their light value and drop the
 * dark one, so no page carries the dark scheme's CSS variables and building the styles is quicker.
 */
export function lightValuesOnly<T>(tree: T): T {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return tree;
  const node = tree as Record<string, unknown>;
  const value = node.value as { _light?: unknown } | undefined;
  if (typeof value === 'object' && value !== null && '_light' in value) return { ...node, value: value._light } as T;
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightValuesOnly(child)])) as T;
}
