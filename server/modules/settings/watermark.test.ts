import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../lib/dates.ts';
import { unmarkedOriginalKey } from '../../lib/media/images.ts';
import { createTestApp } from '../../test/app.ts';
import { syntheticPhoto } from '../../test/photos.ts';
import { createAds } from '../ads/service.ts';
import { editAd } from '../ads/editing.ts';
import { changeBalance } from '../credits/ledger.ts';
import { forgetSiteSettings, SITE_SETTINGS_ID } from './service.ts';
import { photoWatermark } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const catalog = { city: 0, category: 0 };
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '1' } });
  const state = await db.state.create({ data: { name: 'Kerala' } });
  catalog.city = (await db.location.create({ data: { name: 'Kochi', stateId: state.id } })).id;
  catalog.category = (await db.category.create({ data: { name: 'Companions' } })).id;
});
afterAll(() => t.close());

async function setWatermark(siteName: string | null, watermarkPhotos: boolean) {
  await t.database.prisma.siteSettings.upsert({
    where: { id: SITE_SETTINGS_ID },
    create: { id: SITE_SETTINGS_ID, siteName, watermarkPhotos },
    update: { siteName, watermarkPhotos },
  });
  forgetSiteSettings(t.database.prisma);
}

async function advertiser() {
  const user = await t.createUser();
  await t.database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: 20, kind: 'grant' }));
  return user;
}

/** The storage key of the first photo of a new ad with this photo. */
async function adPhotoKey(
  owner: Awaited<ReturnType<typeof advertiser>>,
  seed: number,
): Promise<{ adId: number; key: string }> {
  const { ads } = await createAds(t.contextFor(owner), {
    name: 'Meera',
    description: 'Calm and kind.',
    age: 27,
    startDate: today,
    endDate: addDays(today, 1),
    categoryId: catalog.category,
    locationIds: [catalog.city],
    images: [await syntheticPhoto(seed)],
  });
  const [image] = await t.database.prisma.adImage.findMany({ where: { adId: ads[0]!.id } });
  return { adId: ads[0]!.id, key: image!.path };
}

async function hasUnmarkedOriginal(key: string): Promise<boolean> {
  const file = await t.storage.openPrivate(unmarkedOriginalKey(key));
  file?.stream.destroy();
  return file !== null;
}

describe("the site's mark on ad photos", () => {
  it("is the site's name from the settings (or the configured name), unless the setting is off", async () => {
    expect(await photoWatermark(t.contextFor(null))).toBe(t.config.site.name);
    await setWatermark('Saathi Listings', true);
    expect(await photoWatermark(t.contextFor(null))).toBe('Saathi Listings');
    await setWatermark('Saathi Listings', false);
    expect(await photoWatermark(t.contextFor(null))).toBeNull();
  });

  it('marks a new ad’s photos while on (the original kept privately), and not once an admin turns it off', async () => {
    const owner = await advertiser();
    await setWatermark(null, true);
    const marked = await adPhotoKey(owner, 701);
    expect(await hasUnmarkedOriginal(marked.key)).toBe(true);

    await setWatermark(null, false);
    const plain = await adPhotoKey(owner, 701);
    expect(plain.key).not.toBe(marked.key);
    expect(await hasUnmarkedOriginal(plain.key)).toBe(false);
    // photos stored earlier stay as they were: turning the mark off does not re-render them
    const stillThere = await t.storage.open(marked.key);
    stillThere?.stream.destroy();
    expect(stillThere).not.toBeNull();
  });

  it('marks photos added by an edit too', async () => {
    const owner = await advertiser();
    await setWatermark(null, true);
    const { adId, key } = await adPhotoKey(owner, 702);
    const [kept] = await t.database.prisma.adImage.findMany({ where: { adId } });
    await editAd(t.contextFor(owner), {
      adId,
      name: 'Meera',
      description: 'Calm and kind.',
      age: 27,
      keepImageIds: [kept!.id],
      images: [await syntheticPhoto(703)],
    });
    const added = (await t.database.prisma.adImage.findMany({ where: { adId } })).find((image) => image.path !== key)!;
    expect(await hasUnmarkedOriginal(added.path)).toBe(true);
  });
});
