// The HTML document of every page the server sends (issue 32), written from its parts in order, never by
// replacing text inside other text: the static head, the page's head (common/pageHead.ts), its styles and
// scripts (from Vite's manifest), the body with the rendered app (or the first paint of a page the browser
// renders), and the data blocks (site settings, the Relay store). client/index.html is Vite's entry (the
// development server's page and the build's input); its static head and first paint are these.
import { escapeHtml, jsonForScript } from '../common/pageHead.ts';
import { SITE_SETTINGS_ELEMENT_ID, type PublicSiteSettings } from '../common/siteSettings.ts';
import { THEME_COLOR, WEB_MANIFEST_PATH } from '../common/webManifest.ts';
import { entryFiles, type Manifest } from './page-preloads.ts';
import type { Language } from '../common/languages.ts';

/** The head every page starts with (as client/index.html's). */
const STATIC_HEAD = [
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  `<meta name="theme-color" content="${THEME_COLOR}" />`,
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  // installable (decision 0100): the manifest, and the icon iOS reads instead
  `<link rel="manifest" href="${WEB_MANIFEST_PATH}" />`,
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
];

/**
 * The first paint of a page the browser renders, before the app's code arrives: the header bar the app
 * draws in the same place, the same height, so nothing moves when React replaces it.
 */
const SHELL_STYLE =
  '<style>body{margin:0;font-family:Inter,-apple-system,BlinkMacSystemFont,Segoe UI,Helvetica,Arial,sans-serif}.app-shell{box-sizing:border-box;border-bottom:1px solid #e4e4e7;align-items:center;height:65px;display:flex}.app-shell a{box-sizing:border-box;color:#9d174d;width:100%;max-width:72rem;margin:0 auto;padding:0 1rem;font-size:20px;font-weight:700;line-height:30px;text-decoration:none}@media (width>=48em){.app-shell{height:61px}.app-shell a{padding:0 1.5rem}}</style>';

const shellRoot = (siteName: string) => `<header class="app-shell"><a href="/">${escapeHtml(siteName)}</a></header>`;

/**
 * The first paint of a signed-in area (decision 0107): the outline client/src/components/DashboardFrameSkeleton.tsx
 * draws, the menu's dark column (a bar on a phone), the header's line and grey blocks, so a dashboard shows its
 * frame as soon as the HTML arrives, before the app's code, on the slowest connection.
 */
const DASHBOARD_SHELL_STYLE =
  '<style>body{margin:0}.dash-shell{display:flex;flex-direction:column;min-height:100vh}.dash-shell i{display:block;background:#e4e4e7;border-radius:6px}.dash-menu{background:#18181b;height:8px;flex-shrink:0}.dash-main{flex:1;min-width:0}.dash-head{border-bottom:1px solid #e4e4e7;padding:12px 16px}.dash-head i{height:32px;width:40%}.dash-rows{display:flex;flex-direction:column;gap:12px;padding:16px}.dash-rows i{height:96px}@media (width>=48em){.dash-shell{flex-direction:row}.dash-menu{width:16rem;height:auto}.dash-head{padding:12px 24px}.dash-rows{padding:24px}.dash-rows i{height:48px}}</style>';
const DASHBOARD_SHELL_ROOT =
  '<div class="dash-shell" role="status" aria-label="Loading" aria-busy="true"><div class="dash-menu"></div><div class="dash-main"><div class="dash-head"><i></i></div><div class="dash-rows"><i></i><i></i><i></i><i></i></div></div></div>';

/** What a page the browser renders shows before the app: the site's header bar, or a dashboard's frame. */
export type ShellPaint = 'header' | 'dashboard';
const noscript = (siteName: string) =>
  `<noscript>${escapeHtml(siteName)} needs JavaScript to show its ads and blogs. Please turn it on in your browser.</noscript>`;

/** The store as a JSON data block: never executed (the CSP allows no inline script), nothing in it can close it. */
export function storeScript(records: unknown): string {
  return `<script type="application/json" id="relay-store">${jsonForScript(records)}</script>`;
}

/** The site settings' data block, with the site's address the page was made for (`data-origin`). */
export function siteSettingsScript(settings: PublicSiteSettings, origin: string): string {
  return `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}" data-origin="${escapeHtml(origin)}">${jsonForScript(settings)}</script>`;
}

export interface DocumentParts {
  /** The page's head tags (common/pageHead.ts headTagsHtml). */
  head: string[];
  /** The build's manifest in the page's language, or null (no build: no scripts). */
  manifest: Manifest | null;
  /** The page's own chunks, beyond the entry's (page-preloads.ts pageChunks). */
  chunks: readonly string[];
  site: PublicSiteSettings;
  origin: string;
  /** the page's language (its address's), the document's `lang` */
  language: Language;
}

/** The document's start, up to and with the root's opening tag. */
function documentStart(
  parts: DocumentParts,
  rendered: { stylesElement: string } | null,
  shellPaint: ShellPaint = 'header',
): string {
  const { file, css, imports } = parts.manifest ? entryFiles(parts.manifest) : { file: null, css: [], imports: [] };
  // a rendered page shows without its scripts, which only make it interactive: at low priority they leave
  // the bandwidth to its lead image (and Lighthouse no longer counts them as blocking the first paint)
  const priority = rendered ? ' fetchpriority="low"' : '';
  const lines = [
    ...STATIC_HEAD,
    ...parts.head,
    ...(rendered ? [] : [shellPaint === 'dashboard' ? DASHBOARD_SHELL_STYLE : SHELL_STYLE]),
    ...css.map((href) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(href)}">`),
    ...(file ? [`<script type="module" crossorigin src="/${escapeHtml(file)}"${priority}></script>`] : []),
    ...imports.map((href) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(href)}"${priority}>`),
    // the page's chunks: preloaded at once where the browser renders the page; listed for the page's script
    // (client/src/boot.ts) to preload after its images where the server rendered it
    ...(rendered
      ? parts.chunks.length > 0
        ? [
            `<script type="application/json" id="page-chunks">${jsonForScript(parts.chunks.map((chunk) => `/${chunk}`))}</script>`,
          ]
        : []
      : parts.chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk)}">`)),
    ...(rendered ? [rendered.stylesElement] : []),
  ];
  return `<!doctype html>\n<html lang="${parts.language}">\n  <head>\n    ${lines.join('\n    ')}\n  </head>\n  <body>\n    <div id="root">`;
}

/** The document of a page the browser renders (a signed-in area, a sign-in form, a page past the render bounds). */
export function shellDocument(parts: DocumentParts, shellPaint: ShellPaint = 'header'): string {
  const { siteName } = parts.site;
  const firstPaint = shellPaint === 'dashboard' ? DASHBOARD_SHELL_ROOT : shellRoot(siteName);
  return `${documentStart(parts, null, shellPaint)}${firstPaint}</div>\n    ${noscript(siteName)}\n    ${siteSettingsScript(parts.site, parts.origin)}\n  </body>\n</html>\n`;
}

/** The parts of a rendered page around its app's HTML: what comes before it and, once it is complete, what follows. */
export function renderedDocument(
  parts: DocumentParts,
  stylesElement: string,
): { start: string; end: (records: unknown) => string } {
  return {
    start: documentStart(parts, { stylesElement }),
    end: (records) =>
      `</div>\n    ${siteSettingsScript(parts.site, parts.origin)}\n    ${storeScript(records)}\n  </body>\n</html>\n`,
  };
}
