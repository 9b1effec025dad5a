// The site settings every page of the client reads (issue 18), delivered with the page itself: a JSON
// data block in the HTML shell (never run: the CSP allows no inline script), so the app has them
// before its first render, and a page the server rendered hydrates with the very values it was
// rendered with. The shell's own first paint (its header bar) and <noscript> line name the site too.
import type { PublicSiteSettings } from './modules/settings/service.ts';
import { escapeHtml } from './modules/seo/head.ts';
import { SITE_SETTINGS_ELEMENT_ID } from '../common/siteSettings.ts';


/** JSON safe inside a <script> data block: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const SHELL_SITE_NAME = /(<[a-z]+\b[^>]*\sdata-site-name\b[^>]*>)[\s\S]*?(<\/[a-z]+>)/gi;

/**
 * The shell with the site's name in its marked elements (`data-site-name`) and the settings' data block
 * at the end of the body (the app's module script runs once the document is parsed, so it finds it),
 * with the site's address the page was made for (`data-origin`: its share links and greetings name it,
 * and the browser hydrates with the very address the server rendered with).
 */
export function injectSiteSettings(html: string, settings: PublicSiteSettings, origin: string): string {
  const named = html.replace(SHELL_SITE_NAME, (_match, open: string, close: string) => `${open}${escapeHtml(settings.siteName)}${close}`);
  const block = `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}" data-origin="${escapeHtml(origin)}">${scriptJson(settings)}</script>`;
  return named.includes('</body>') ? named.replace('</body>', () => `${block}\n</body>`) : `${named}${block}`;
}
