// The site settings (issue 18): the site's name and contact details as the admins set them. Every
// page of the server carries them in a JSON data block (server/page-document.ts), read once at
// start; the server rendering a page passes the same values (App), so hydration matches. Nothing
// brand-specific is written in the client: it all comes from here.
import { createContext, useContext } from 'react';
import { SITE_SETTINGS_ELEMENT_ID, type PublicSiteSettings } from '../../../common/siteSettings.ts';

export type SiteSettings = PublicSiteSettings;

/** The settings and, for the admin's settings screen, a way to show saved ones at once. */
export interface SiteSettingsValue {
  settings: SiteSettings;
  replace: (settings: SiteSettings) => void;
}

export const SiteSettingsContext = createContext<SiteSettingsValue | null>(null);

function isSiteSettings(value: unknown): value is SiteSettings {
  const settings = value as Partial<SiteSettings> | null;
  return (
    typeof settings?.siteName === 'string' &&
    typeof settings.contactEmail === 'string' &&
    typeof settings.grievanceOfficer?.name === 'string'
  );
}

/** The settings the page came with, or null (a page not served by the server: the development client). */
export function embeddedSiteSettings(): SiteSettings | null {
  const text = globalThis.document?.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSiteSettings(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function useSiteSettings(): SiteSettings {
  const value = useContext(SiteSettingsContext);
  if (!value) throw new Error('The site settings are missing: render the app through App, which provides them.');
  return value.settings;
}

/**
 * The site's address as the server made the page for it (the data block's `data-origin`), the same in the
 * server's render and the browser's: share links and greetings name it. Outside a served page (the
 * development client, component tests), the browser's own.
 */
export function embeddedSiteOrigin(): string {
  const origin = globalThis.document?.getElementById(SITE_SETTINGS_ELEMENT_ID)?.getAttribute('data-origin');
  return origin || (globalThis.location?.origin ?? '');
}

export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? embeddedSiteOrigin();
}

/** Shows saved settings everywhere at once (the admin's Site Settings screen). */
export function useReplaceSiteSettings(): (settings: SiteSettings) => void {
  const value = useContext(SiteSettingsContext);
  return value?.replace ?? (() => {});
}
