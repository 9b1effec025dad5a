// The web app manifest (decision 0100): the site installs to a phone's home screen with its name, icons
// and theme colour, and opens at its home page. Served at WEB_MANIFEST_PATH by the server with the
// site's configured name (server/http.ts), linked from every page's head (server/page-document.ts).

/** The site's theme colour: the brand's (client/src/app/theme.ts brand.700), the browser's bar and the icons. */
export const THEME_COLOR = '#9d174d';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The icons client/make-icons.ts draws, under client/public/icons/. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The manifest for a site of this name (at most 45 characters for the name, 12 for the short one). */
export function webManifest(siteName: string) {
  const name = siteName.trim() || 'Classified ads';
  return {
    name: name.slice(0, 45),
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0]!.slice(0, 12),
    description: 'Browse companion listings by city and category across India. Adults only (18+).',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: MANIFEST_ICONS,
  };
}
