import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeBalance } from '../credits/ledger.ts';
import { addDays, todayInIndia } from '../../lib/dates.ts';
import { NotAllowedError, ValidationError, WrongStateError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { syntheticPhoto } from '../../test/photos.ts';
import { createAds, listPublicAds } from '../ads/service.ts';
import { differenceHash, fingerprintDistance, SAME_PHOTO_DISTANCE } from '../../lib/media/fingerprint.ts';
import { reportAd } from '../reports/service.ts';
import { blockedPhotoMessage } from './photos.ts';
import {
  adsOfOthersWithSamePhoto,
  advertiserOf,
  countOpenReports,
  dismissAdReports,
  hiddenByReportsOf,
  listModerationQueue,
  openReportsOf,
  queuedSinceOf,
  restoreAd,
  takeDownAd,
  takeDownAdImage,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
const catalog = { city: 0, category: 0 };
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  admin = await t.createUser({ role: 'admin' });
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '1' } });
  const state = await db.state.create({ data: { name: 'Goa' } });
  catalog.city = (await db.location.create({ data: { name: 'Panaji', stateId: state.id } })).id;
  catalog.category = (await db.category.create({ data: { name: 'Companions' } })).id;
});
afterAll(() => t.close());

const adminCtx = () => t.contextFor(admin);
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

async function advertiser() {
  const user = await t.createUser();
  await t.database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: 20, kind: 'grant' }));
  return user;
}

/** Publishes an ad running today, with these photos; answers its id. */
async function publish(owner: Awaited<ReturnType<typeof advertiser>>, photos: Uint8Array[]): Promise<number> {
  const { ads } = await createAds(t.contextFor(owner), {
    name: 'Riya',
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

async function isListed(adId: number): Promise<boolean> {
  const ads = await listPublicAds(t.contextFor(null), {}, { take: 200 });
  return ads.some((ad) => ad.id === adId);
}

const adRow = (adId: number) => t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } });
const queuedIds = async () => (await listModerationQueue(adminCtx(), { take: 100 })).map((ad) => ad.id);

describe('photo fingerprints', () => {
  it('match a re-encoded, resized copy and tell different photos apart; a plain picture has none', async () => {
    const photo = await syntheticPhoto(1);
    const copy = new Uint8Array(await sharp(photo).resize(333).webp({ quality: 40 }).toBuffer());
    const [original, resized, other] = await Promise.all([photo, copy, await syntheticPhoto(2)].map(differenceHash));
    expect(fingerprintDistance(original!, resized!)).toBeLessThanOrEqual(SAME_PHOTO_DISTANCE);
    expect(fingerprintDistance(original!, other!)).toBeGreaterThan(SAME_PHOTO_DISTANCE * 2);
    const grey = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(await differenceHash(grey)).toBeNull();
  });

  it('are stored with every uploaded ad image', async () => {
    const adId = await publish(await advertiser(), [await syntheticPhoto(3)]);
    const [image] = await t.database.prisma.adImage.findMany({ where: { adId } });
    expect(image!.fingerprint).toBe(
      await differenceHash(
        new Uint8Array(
          await sharp(await syntheticPhoto(3))
            .webp({ quality: 80 })
            .toBuffer(),
        ),
      ),
    );
  });
});

describe('the moderation queue', () => {
  it('lists reported ads once each, with their open reports, most recently reported first', async () => {
    const owner = await advertiser();
    const first = await publish(owner, [await syntheticPhoto(10)]);
    const second = await publish(owner, [await syntheticPhoto(11)]);
    const openBefore = await countOpenReports(adminCtx());
    await reportAd(t.contextFor(null, 'queue-a'), { adId: first, reason: 'scam' });
    await reportAd(t.contextFor(null, 'queue-b'), { adId: second, reason: 'spam' });
    await reportAd(t.contextFor(null, 'queue-c'), { adId: first, reason: 'explicit', details: 'Nude photo' });

    const queue = await queuedIds();
    expect(queue.filter((id) => id === first || id === second)).toEqual([first, second]);
    expect(await countOpenReports(adminCtx())).toBe(openBefore + 3);

    const body = await t.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          node(id: $id) {
            ... on Ad {
              moderationQueuedAt
              advertiser {
                email
              }
              openReports {
                reason
                details
                reference
              }
            }
          }
        }
      `,
      { id: globalId('Ad', first) },
      await t.tokenFor(admin),
    );
    expect(body.body.data.node.advertiser.email).toBe(owner.email);
    expect(body.body.data.node.openReports.map((report: { reason: string }) => report.reason)).toEqual([
      'explicit',
      'scam',
    ]);
    // the advertiser sees the ad, but not who reported it nor why
    const asOwner = await t.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          node(id: $id) {
            ... on Ad {
              openReports {
                reason
              }
              advertiser {
                email
              }
              moderationQueuedAt
            }
          }
        }
      `,
      { id: globalId('Ad', first) },
      await t.tokenFor(owner),
    );
    expect(asOwner.body.data.node).toEqual({ openReports: null, advertiser: null, moderationQueuedAt: null });
  });

  it('is for the staff only', async () => {
    const owner = await advertiser();
    await expect(listModerationQueue(t.contextFor(owner), { take: 10 })).rejects.toBeInstanceOf(NotAllowedError);
    await expect(countOpenReports(t.contextFor(null))).rejects.toBeInstanceOf(NotAllowedError);
  });
});

describe('decisions', () => {
  it('a takedown hides the ad with its reason, actions the reports and is in the audit log with before and after', async () => {
    const owner = await advertiser();
    const adId = await publish(owner, [await syntheticPhoto(20)]);
    await reportAd(t.contextFor(null, 'takedown-a'), { adId, reason: 'sex_for_money' });

    await expect(takeDownAd(adminCtx(), { adId, reason: '  ' })).rejects.toThrow(
      new ValidationError('Please give the reason the advertiser will see.', 'reason'),
    );
    const ad = await takeDownAd(adminCtx(), { adId, reason: 'Offers sex for money' });
    expect(ad).toMatchObject({ takedownReason: 'Offers sex for money', moderationQueuedAt: null });
    expect(await isListed(adId)).toBe(false);
    expect(await queuedIds()).not.toContain(adId);
    expect(await t.database.prisma.adReport.findMany({ where: { adId }, select: { status: true } })).toEqual([
      { status: 'actioned' },
    ]);

    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'ad.takeDown', subjectId: adId },
    });
    expect(entry).toMatchObject({ actorId: admin.id, subjectType: 'Ad' });
    expect(entry.before).toMatchObject({ takenDownAt: null, takedownReason: null });
    expect(entry.after).toMatchObject({
      takedownReason: 'Offers sex for money',
      reportsActioned: 1,
      blockedPhotos: [],
    });

    // the advertiser reads it in My ads
    const mine = await t.graphql(
      /* GraphQL */ `
        query {
          myAds(first: 10) {
            edges {
              node {
                databaseId
                takenDown
                takedownReason
              }
            }
          }
        }
      `,
      {},
      await t.tokenFor(owner),
    );
    expect(mine.body.data.myAds.edges.map((edge: { node: unknown }) => edge.node)).toContainEqual({
      databaseId: adId,
      takenDown: true,
      takedownReason: 'Offers sex for money',
    });
    await expect(takeDownAd(adminCtx(), { adId, reason: 'Again' })).rejects.toBeInstanceOf(WrongStateError);
  });

  it('restoring an ad hidden by reports from three networks puts it back and dismisses them', async () => {
    const adId = await publish(await advertiser(), [await syntheticPhoto(30)]);
    await reportAd(t.contextFor(null, 'restore-a'), { adId, reason: 'underage' });
    await reportAd(t.contextFor(null, 'restore-b'), { adId, reason: 'underage' });
    await reportAd(t.contextFor(null, 'restore-c'), { adId, reason: 'underage' });
    expect(await isListed(adId)).toBe(false);
    expect(await queuedIds()).toContain(adId);

    await restoreAd(adminCtx(), adId);
    expect(await isListed(adId)).toBe(true);
    expect(await queuedIds()).not.toContain(adId);
    expect((await t.database.prisma.adReport.findMany({ where: { adId } })).map((report) => report.status)).toEqual([
      'dismissed',
      'dismissed',
      'dismissed',
    ]);
    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'ad.restore', subjectId: adId },
    });
    expect(entry.before).toMatchObject({ hiddenAt: expect.any(String) });
    expect(entry.after).toMatchObject({ hiddenAt: null, reportsDismissed: 3 });
    await expect(restoreAd(adminCtx(), adId)).rejects.toThrow(
      new WrongStateError('This ad is neither taken down nor hidden.'),
    );
  });

  it('dismissing closes the reports and the ad leaves the queue, still listed', async () => {
    const adId = await publish(await advertiser(), [await syntheticPhoto(40)]);
    await reportAd(t.contextFor(null, 'dismiss-a'), { adId, reason: 'spam' });
    await dismissAdReports(adminCtx(), adId);
    expect(await isListed(adId)).toBe(true);
    expect(await queuedIds()).not.toContain(adId);
    expect(await t.database.prisma.auditEntry.count({ where: { action: 'ad.dismissReports', subjectId: adId } })).toBe(
      1,
    );
    await expect(dismissAdReports(adminCtx(), adId)).rejects.toThrow(
      new WrongStateError('This ad has no open reports.'),
    );
  });

  it('answers a decision asked for its result type alone (no field of the ad selected)', async () => {
    const adId = await publish(await advertiser(), [await syntheticPhoto(41)]);
    const token = await t.tokenFor(admin);
    const TAKE_DOWN = /* GraphQL */ `
      mutation ($input: TakeDownAdInput!) {
        takeDownAd(input: $input) {
          __typename
        }
      }
    `;
    const RESTORE = /* GraphQL */ `
      mutation ($adId: ID!) {
        restoreAd(adId: $adId) {
          __typename
        }
      }
    `;
    const takenDown = await t.graphql(
      TAKE_DOWN,
      { input: { adId: globalId('Ad', adId), reason: 'Result type only' } },
      token,
    );
    expect(takenDown.body).toEqual({ data: { takeDownAd: { __typename: 'MutationTakeDownAdSuccess' } } });
    expect(await isListed(adId)).toBe(false);
    const restored = await t.graphql(RESTORE, { adId: globalId('Ad', adId) }, token);
    expect(restored.body).toEqual({ data: { restoreAd: { __typename: 'MutationRestoreAdSuccess' } } });
    expect(await isListed(adId)).toBe(true);
  });

  it('takes down a single image, keeping the ad and the rest of its photos', async () => {
    const adId = await publish(await advertiser(), [await syntheticPhoto(50), await syntheticPhoto(51)]);
    const [first, second] = await t.database.prisma.adImage.findMany({ where: { adId }, orderBy: { position: 'asc' } });
    await takeDownAdImage(adminCtx(), { imageId: first!.id, reason: 'Explicit photo' });
    expect((await t.database.prisma.adImage.findMany({ where: { adId } })).map((image) => image.id)).toEqual([
      second!.id,
    ]);
    expect(await isListed(adId)).toBe(true);
    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'adImage.takeDown', subjectId: first!.id },
    });
    expect(entry.before).toMatchObject({ adId, path: first!.path });
    expect(entry.after).toMatchObject({ removed: true, reason: 'Explicit photo', blockedPhoto: null });
  });

  it('refuses anyone but an admin, and changes nothing', async () => {
    const owner = await advertiser();
    const adId = await publish(owner, [await syntheticPhoto(60)]);
    await expect(takeDownAd(t.contextFor(owner), { adId, reason: 'Mine' })).rejects.toBeInstanceOf(NotAllowedError);
    expect((await adRow(adId)).takenDownAt).toBeNull();
  });
});

describe('blocked photos and possible stolen photos', () => {
  it('blocking a photo during takedown removes every copy and refuses a re-encoded, resized copy later; nothing is written', async () => {
    const photo = await syntheticPhoto(70);
    const first = await advertiser();
    const adId = await publish(first, [photo, await syntheticPhoto(71)]);
    const elsewhere = await publish(await advertiser(), [photo]);
    const [blocked] = await t.database.prisma.adImage.findMany({ where: { adId }, orderBy: { position: 'asc' } });

    await takeDownAd(adminCtx(), { adId, reason: 'Photo used without consent', blockImageIds: [blocked!.id] });
    expect(await t.database.prisma.adImage.count({ where: { adId: { in: [adId, elsewhere] } } })).toBe(1);
    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'ad.takeDown', subjectId: adId },
    });
    expect(entry.after).toMatchObject({
      blockedPhotos: [{ path: blocked!.path, removedImages: expect.arrayContaining([{ id: blocked!.id, adId }]) }],
    });

    const copy = new Uint8Array(await sharp(photo).resize(500).jpeg({ quality: 55 }).toBuffer());
    const uploader = await advertiser();
    const adsBefore = await t.database.prisma.ad.count();
    await expect(publish(uploader, [await syntheticPhoto(72), copy])).rejects.toThrow(
      new ValidationError(blockedPhotoMessage(2), 'images'),
    );
    expect(await t.database.prisma.ad.count()).toBe(adsBefore);
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: uploader.id } })).credits).toBe(20);
    // a different photo still goes through
    await publish(uploader, [await syntheticPhoto(73)]);
  });

  it('refuses blocking a photo of another ad', async () => {
    const adId = await publish(await advertiser(), [await syntheticPhoto(80)]);
    const otherAd = await publish(await advertiser(), [await syntheticPhoto(81)]);
    const [foreign] = await t.database.prisma.adImage.findMany({ where: { adId: otherAd } });
    await expect(takeDownAd(adminCtx(), { adId, reason: 'x', blockImageIds: [foreign!.id] })).rejects.toThrow(
      new ValidationError('Only photos of this ad can be blocked with it.', 'blockImageIds'),
    );
    expect((await adRow(adId)).takenDownAt).toBeNull();
  });

  it("queues an ad whose photo is already in another advertiser's ad, and names that ad to the admin", async () => {
    const photo = await syntheticPhoto(90);
    const owner = await advertiser();
    const original = await publish(owner, [photo]);
    // the same advertiser reusing their own photo is not suspicious
    const again = await publish(owner, [photo]);
    expect(await queuedIds()).not.toContain(original);
    expect(await queuedIds()).not.toContain(again);
    const thief = await advertiser();
    const copy = new Uint8Array(await sharp(photo).resize(640).jpeg({ quality: 70 }).toBuffer());
    const stolen = await publish(thief, [copy]);
    expect(await queuedIds()).toContain(stolen);
    expect(await isListed(stolen)).toBe(true);
    await publish(thief, [await syntheticPhoto(91)]);

    const body = await t.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          node(id: $id) {
            ... on Ad {
              images {
                sameFingerprintElsewhere {
                  databaseId
                }
              }
            }
          }
        }
      `,
      { id: globalId('Ad', stolen) },
      await t.tokenFor(admin),
    );
    expect(body.body.data.node.images).toEqual([
      { sameFingerprintElsewhere: [{ databaseId: again }, { databaseId: original }] },
    ]);
    const asThief = await t.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          node(id: $id) {
            ... on Ad {
              images {
                sameFingerprintElsewhere {
                  databaseId
                }
              }
            }
          }
        }
      `,
      { id: globalId('Ad', stolen) },
      await t.tokenFor(thief),
    );
    expect(asThief.body.data.node.images).toEqual([{ sameFingerprintElsewhere: null }]);
  });
});

describe('what moderators read of an ad, decided by the service', () => {
  it('answers the reports, the advertiser, the queue date and matching photos to an admin only; the owner also reads whether reports hid the ad', async () => {
    const owner = await advertiser();
    const adId = await publish(owner, [await syntheticPhoto(120)]);
    await reportAd(t.contextFor(null, 'facts-a'), { adId, reason: 'spam' });
    const ad = await t.database.prisma.ad.findUniqueOrThrow({
      where: { id: adId },
      include: { user: true, images: true },
    });
    const imageId = ad.images[0]!.id;
    const stranger = t.contextFor(await advertiser());

    for (const ctx of [t.contextFor(owner), stranger, t.contextFor(null)]) {
      expect(await openReportsOf(ctx, adId)).toBeNull();
      expect(queuedSinceOf(ctx, ad)).toBeNull();
      expect(advertiserOf(ctx, ad)).toBeNull();
      expect(await adsOfOthersWithSamePhoto(ctx, imageId, {})).toBeNull();
    }
    expect(hiddenByReportsOf(t.contextFor(owner), ad)).toBe(false);
    expect(hiddenByReportsOf(stranger, ad)).toBeNull();
    expect(hiddenByReportsOf(t.contextFor(null), ad)).toBeNull();

    expect((await openReportsOf(adminCtx(), adId))?.map((report) => report.reason)).toEqual(['spam']);
    expect(queuedSinceOf(adminCtx(), ad)).toEqual(ad.moderationQueuedAt);
    expect(ad.moderationQueuedAt).not.toBeNull();
    expect(advertiserOf(adminCtx(), ad)?.id).toBe(owner.id);
    expect(hiddenByReportsOf(adminCtx(), ad)).toBe(false);
    expect(await adsOfOthersWithSamePhoto(adminCtx(), imageId, {})).toEqual([]);
  });
});
