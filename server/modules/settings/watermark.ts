// Whether and with what public photos are marked (issue 31): the site's name, unless an admin turned
// the mark off in the site settings (watermarkPhotos, on by default). The drawing is
// server/lib/media/watermark.ts; the ads' uploads pass this to the image pipeline.
import type { AppServices } from '../../context.ts';
import { readSiteSettings, SITE_SETTINGS_ID } from './service.ts';

/** The text drawn on the public copies of an ad's new photos, or null when the setting is off. */
export async function photoWatermark(services: Pick<AppServices, 'db' | 'config'>): Promise<string | null> {
  const [{ siteName }, row] = await Promise.all([
    readSiteSettings(services),
    services.db.siteSettings.findUnique({ where: { id: SITE_SETTINGS_ID }, select: { watermarkPhotos: true } }),
  ]);
  // no settings saved yet: the default, on
  return (row?.watermarkPhotos ?? true) ? siteName : null;
}
