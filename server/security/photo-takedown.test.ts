// Issue 30, finding 6 (first item): a photo a moderator took down without blocking it could be put
// back at once by editing the ad, and went live without review. Now the same photo (any copy close
// enough to its fingerprint), uploaded again onto any ad, hides that ad in the moderation queue
// until an admin decides.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../lib/dates.ts';
import { createTestApp } from '../test/app.ts';
import { syntheticPhoto } from '../test/photos.ts';
import { changeBalance } from '../modules/credits/ledger.ts';
import { createAds, listPublicAds } from '../modules/ads/service.ts';
import { editAd } from '../modules/ads/editing.ts';
import {
  dismissAdReports,
  listModerationQueue,
  restoreAd,
  takeDownAd,
  takeDownAdImage,
} from '../modules/moderation/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
const catalog = { city: 0, category: 0 };
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  admin = await t.createUser({ role: 'admin' });
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '1' } });
  const state = await db.state.create({ data: { name: 'Kerala' } });
  catalog.city = (await db.location.create({ data: { name: 'Kochi', stateId: state.id } })).id;
  catalog.category = (await db.category.create({ data: { name: 'Companions' } })).id;
});
afterAll(() => t.close());

async function advertiser() {
  const user = await t.createUser();
  await t.database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: 20, kind: 'grant' }));
  return user;
}

async function publish(owner: Awaited<ReturnType<typeof advertiser>>, photos: Uint8Array[]): Promise<number> {
  const { ads } = await createAds(t.contextFor(owner), {
    name: 'Meera',
    age: 25,
    description: 'Warm and friendly.',
    startDate: today,
    endDate: addDays(today, 1),
    categoryId: catalog.category,
    locationIds: [catalog.city],
    images: photos,
  });
  return ads[0]!.id;
}

const imagesOf = (adId: number) =>
  t.database.prisma.adImage.findMany({ where: { adId }, orderBy: { position: 'asc' } });
const isListed = async (adId: number) =>
  (await listPublicAds(t.contextFor(null), {}, { take: 200 })).some((ad) => ad.id === adId);
const isQueued = async (adId: number) =>
  (await listModerationQueue(t.contextFor(admin), { take: 200 })).some((ad) => ad.id === adId);
/** The same picture as a new file: smaller and re-encoded, as an advertiser re-saving it would send. */
const copyOf = async (photo: Uint8Array) =>
  new Uint8Array(await sharp(photo).resize(500).webp({ quality: 50 }).toBuffer());

const edit = (adId: number, keepImageIds: number[], images: Uint8Array[]) => ({
  adId,
  name: 'Meera',
  age: 25,
  description: 'Warm and friendly.',
  keepImageIds,
  images,
});

describe('a photo taken down without blocking', () => {
  it('comes back by an edit only through review: the ad waits hidden in the queue until an admin decides', async () => {
    const owner = await advertiser();
    const [taken, kept] = [await syntheticPhoto(301), await syntheticPhoto(302)];
    const adId = await publish(owner, [taken, kept]);
    const [takenImage, keptImage] = await imagesOf(adId);
    await takeDownAdImage(t.contextFor(admin), {
      imageId: takenImage!.id,
      reason: 'Not the advertiser in this photo',
      block: false,
    });
    expect(await isListed(adId)).toBe(true);

    const result = await editAd(t.contextFor(owner), edit(adId, [keptImage!.id], [await copyOf(taken)]));
    expect(result.requeued).toBe(true);
    expect(await isListed(adId)).toBe(false);
    expect(await isQueued(adId)).toBe(true);

    // the admin looks and lets it through: live again
    await dismissAdReports(t.contextFor(admin), adId);
    expect(await isListed(adId)).toBe(true);
  });

  it('comes back in a new ad, of the same or another advertiser, only through review', async () => {
    const owner = await advertiser();
    const taken = await syntheticPhoto(311);
    const adId = await publish(owner, [taken, await syntheticPhoto(312)]);
    await takeDownAdImage(t.contextFor(admin), {
      imageId: (await imagesOf(adId))[0]!.id,
      reason: 'Explicit',
      block: false,
    });

    for (const uploader of [owner, await advertiser()]) {
      const again = await publish(uploader, [await copyOf(taken)]);
      expect(await isListed(again)).toBe(false);
      expect(await isQueued(again)).toBe(true);
    }
  });

  it('leaves other photos alone: an edit with a new photo goes live at once', async () => {
    const owner = await advertiser();
    const adId = await publish(owner, [await syntheticPhoto(321), await syntheticPhoto(322)]);
    const [first, second] = await imagesOf(adId);
    await takeDownAdImage(t.contextFor(admin), { imageId: first!.id, reason: 'Blurry', block: false });

    const result = await editAd(t.contextFor(owner), edit(adId, [second!.id], [await syntheticPhoto(323)]));
    expect(result.requeued).toBe(false);
    expect(await isListed(adId)).toBe(true);
  });

  it('taken down with its whole ad: comes back in a new ad only through review, until the ad is restored', async () => {
    const owner = await advertiser();
    const [first, second] = [await syntheticPhoto(331), await syntheticPhoto(332)];
    const adId = await publish(owner, [first, second]);
    await takeDownAd(t.contextFor(admin), { adId, reason: 'Misleading photos', blockImageIds: [] });

    const again = await publish(owner, [await copyOf(second)]);
    expect(await isListed(again)).toBe(false);
    expect(await isQueued(again)).toBe(true);

    // the takedown was a mistake: restored, its photos are no longer taken down
    await restoreAd(t.contextFor(admin), adId);
    const afterRestore = await publish(owner, [await copyOf(first)]);
    expect(await isListed(afterRestore)).toBe(true);
  });
});
