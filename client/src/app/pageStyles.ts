// A rendered page's styles (docs/architecture.md section 13): the server collects every rule the page's
// components use and writes them once, in the head, named by emotion's style names; the browser's style
// cache starts knowing those names, so hydrating inserts and moves no style at all. (Emotion's own way
// writes a <style> before each styled element and, in the browser, moves every one of them into the head:
// ~70 elements, which re-parsed the CSS and restyled the whole page, and a button drawn unstyled while the
// HTML streamed.)
import createCache, { type EmotionCache } from '@emotion/cache';

/** The style element's id in the page; its `data-names` lists the style names it holds. */
export const PAGE_STYLES_ID = 'page-styles';

/** emotion's key: the class names (`css-…`) are the same on the server and in the browser. */
const KEY = 'css';

/**
 * On the server: a style cache for one render, which keeps the rules instead of writing them into the HTML,
 * and the element that holds them all once the render is complete.
 */
export function collectingStyleCache(): { cache: EmotionCache; styleElement: () => string } {
  const cache = createCache({ key: KEY });
  // compat: emotion keeps each rule in `inserted` instead of rendering a <style> element beside its element
  cache.compat = true;
  const names: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // the insertion order is the cascade's: `inserted`'s own key order puts names made of digits first
    if (cache.inserted[serialized.name] === undefined) names.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return {
    cache,
    styleElement() {
      // a name is the hash of its rules: pages that use the same styles in the same order get the same element
      const listed = names.join(' ');
      const made = styleElements?.get(listed);
      if (made !== undefined) return made;
      const css = names.map((name) => cache.inserted[name]).filter((rule): rule is string => typeof rule === 'string');
      // style names are emotion's hashes ([a-z0-9-]); no text in the rules can close the element
      const element = `<style id="${PAGE_STYLES_ID}" data-names="${listed.replace(/[^\w -]/g, '')}">${css.join('').replace(/<\/(style)/gi, '<\\/$1')}</style>`;
      styleElements ??= new Map();
      if (styleElements.size >= STYLE_ELEMENTS_KEPT) styleElements.delete(styleElements.keys().next().value!);
      styleElements.set(listed, element);
      return element;
    },
  };
}

/** The styles elements made last on this server, by their list of style names (a few kinds of page, ~60-85 KB each). */
let styleElements: Map<string, string> | undefined;
const STYLE_ELEMENTS_KEPT = 32;

/** In the browser, hydrating a rendered page: a style cache that knows the page's styles are in place. */
export function renderedPageStyleCache(): EmotionCache {
  const cache = createCache({ key: KEY });
  const names = document.getElementById(PAGE_STYLES_ID)?.dataset.names?.split(' ') ?? [];
  for (const name of names) if (name) cache.inserted[name] = true;
  return cache;
}
