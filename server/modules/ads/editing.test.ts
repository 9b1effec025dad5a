// Advertiser self-service on an ad (issue 18): editing with the rules of creation, re-moderation,
// nothing stored or audited when refused, and stopping early with its refund in the ledger.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, isoDate, todayInIndia } from '../../lib/dates.ts';
import { NotAllowedError, NotFoundError, WrongStateError } from '../../lib/errors.ts';
import { prepareImage } from '../../lib/media/images.ts';
import { createTestApp } from '../../test/app.ts';
import { syntheticPhoto } from '../../test/photos.ts';
import { changeBalance } from '../credits/ledger.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { EDIT_MESSAGES, editAd, stopAd, unusedDays } from './editing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const catalog = { city: 0, category: 0 };
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '1' } });
  const state = await db.state.create({ data: { name: 'Goa' } });
  catalog.city = (await db.location.create({ data: { name: 'Panaji', stateId: state.id } })).id;
  catalog.category = (await db.category.create({ data: { name: 'Companions' } })).id;
});
afterAll(() => t.close());

async function advertiser(credits = 0) {
  const user = await t.createUser();
  if (credits)
    await t.database.prisma.$transaction((tx) =>
      changeBalance(tx, { userId: user.id, amount: credits, kind: 'grant' }),
    );
  return user;
}

/** An ad of `userId` with one photo, a service, a quick summary and a custom section. */
async function adOf(userId: number, data: Partial<Prisma.AdUncheckedCreateInput> = {}) {
  const ad = await t.database.prisma.ad.create({
    data: {
      userId,
      name: 'Riya',
      description: 'Warm and friendly.',
      startDate: dateOnly(today),
      endDate: dateOnly(addDays(today, 4)),
      creditsUsed: 5,
      categoryId: catalog.category,
      locationId: catalog.city,
      images: {
        create: [
          { path: 'aa/bb/old.webp', width: 800, height: 600, position: 0 },
          { path: 'aa/bb/old2.webp', width: 800, height: 600, position: 1 },
        ],
      },
      quickSummaries: { create: [{ name: 'Age', value: '25', position: 0 }] },
      customSections: { create: [{ title: 'About', description: 'Hello', position: 0 }] },
      ...data,
    },
    include: { images: { orderBy: { position: 'asc' } } },
  });
  return ad;
}

function storedFiles(): number {
  const count = (dir: string): number => {
    try {
      return readdirSync(dir, { withFileTypes: true }).reduce(
        (sum, entry) => sum + (entry.isDirectory() ? count(join(dir, entry.name)) : 1),
        0,
      );
    } catch {
      return 0;
    }
  };
  return count(t.config.mediaDir);
}

const entriesOf = (adId: number) =>
  t.database.prisma.auditEntry.findMany({ where: { subjectType: 'Ad', subjectId: adId }, orderBy: { id: 'asc' } });
const contentsOf = (adId: number) =>
  t.database.prisma.ad.findUniqueOrThrow({
    where: { id: adId },
    include: {
      images: { orderBy: { position: 'asc' } },
      services: { include: { service: true }, orderBy: { position: 'asc' } },
      quickSummaries: { orderBy: { position: 'asc' } },
      customSections: { orderBy: { position: 'asc' } },
    },
  });

const validEdit = (adId: number, keepImageIds: number[]) => ({
  adId,
  name: 'Riya S',
  age: 26,
  description: 'Warm, friendly and punctual.',
  contact: '9123456780',
  services: ['Dinner date', 'Travel'],
  quickSummaries: [
    { name: 'Age', value: '26' },
    { name: 'Height', value: '' },
  ],
  customSections: [{ title: 'Languages', description: 'Hindi, English' }],
  keepImageIds,
});

describe('editing an ad', () => {
  it('replaces texts, contact, lists and photos; keeps dates and city; records the edit with the owner as actor', async () => {
    const owner = await advertiser();
    const ad = await adOf(owner.id);
    const photo = await syntheticPhoto(101);
    const filesBefore = storedFiles();
    const result = await editAd(t.contextFor(owner), { ...validEdit(ad.id, [ad.images[1]!.id]), images: [photo] });
    expect(result.requeued).toBe(false);

    const after = await contentsOf(ad.id);
    expect(after).toMatchObject({
      name: 'Riya S',
      description: 'Warm, friendly and punctual.',
      contact: '9123456780',
      locationId: catalog.city,
      creditsUsed: 5,
      moderationQueuedAt: null,
    });
    expect(isoDate(after.startDate)).toBe(today);
    expect(isoDate(after.endDate)).toBe(addDays(today, 4));
    expect(after.services.map((entry) => entry.service.name)).toEqual(['Dinner date', 'Travel']);
    expect(after.quickSummaries.map(({ name, value }) => ({ name, value }))).toEqual([{ name: 'Age', value: '26' }]);
    expect(after.customSections.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: 'Languages', description: 'Hindi, English' },
    ]);
    // the kept photo first, then the new one, fingerprinted and stored
    expect(after.images.map((image) => image.path)).toEqual(['aa/bb/old2.webp', expect.stringMatching(/\.webp$/)]);
    expect(after.images[1]!.fingerprint).not.toBeNull();
    expect(storedFiles()).toBeGreaterThan(filesBefore);

    const [entry, ...more] = await entriesOf(ad.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'ad.edit', actorId: owner.id });
    expect(entry!.before).toMatchObject({
      name: 'Riya',
      contact: null,
      services: [],
      images: [{ path: 'aa/bb/old.webp' }, { path: 'aa/bb/old2.webp' }],
    });
    expect(entry!.after).toMatchObject({ name: 'Riya S', contact: '9123456780', services: ['Dinner date', 'Travel'] });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'Name is required'],
    ['an empty description', { description: '' }, 'Description is required'],
    ['a short contact', { contact: '12345' }, 'Contact Number must have 10 characters'],
    ['a summary without a name', { quickSummaries: [{ name: '', value: '25' }] }, 'Please add summary Name and Value'],
    [
      'a duplicate summary',
      {
        quickSummaries: [
          { name: 'Age', value: '25' },
          { name: 'age', value: '26' },
        ],
      },
      'Quick summary name already exists',
    ],
    [
      'a section without a title',
      { customSections: [{ title: '', description: 'x' }] },
      'Please add Section title and description',
    ],
    [
      'a duplicate section',
      {
        customSections: [
          { title: 'A', description: 'x' },
          { title: 'a', description: 'y' },
        ],
      },
      'Custom Section Name already exists',
    ],
    ['no photo at all', { keepImageIds: [] }, 'Please upload at least one Image'],
  ])('refuses %s with the create-ad message, storing and recording nothing', async (_case, change, message) => {
    const owner = await advertiser();
    const ad = await adOf(owner.id);
    const before = await contentsOf(ad.id);
    const filesBefore = storedFiles();
    const images = 'keepImageIds' in change ? [] : [await syntheticPhoto(102)];
    await expect(
      editAd(t.contextFor(owner), { ...validEdit(ad.id, [ad.images[0]!.id]), ...change, images }),
    ).rejects.toMatchObject({ kind: 'validation', message });
    expect(await contentsOf(ad.id)).toEqual(before);
    expect(await entriesOf(ad.id)).toEqual([]);
    expect(storedFiles()).toBe(filesBefore);
  });

  it("refuses more than 10 photos in all, and a photo to keep that is not the ad's", async () => {
    const owner = await advertiser();
    const ad = await adOf(owner.id);
    const other = await adOf((await advertiser()).id);
    const eleven = Array.from({ length: 9 }, () => new Uint8Array(1));
    await expect(
      editAd(t.contextFor(owner), {
        ...validEdit(
          ad.id,
          ad.images.map((image) => image.id),
        ),
        images: eleven,
      }),
    ).rejects.toThrow('Please upload at most 10 images.');
    await expect(editAd(t.contextFor(owner), validEdit(ad.id, [other.images[0]!.id]))).rejects.toThrow(
      EDIT_MESSAGES.keptImageNotFound,
    );
    expect(await entriesOf(ad.id)).toEqual([]);
  });

  it('refuses a photo moderation blocked, naming it, before storing any photo of the edit', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const blocked = await prepareImage(await syntheticPhoto(103));
    await t.database.prisma.blockedImage.create({
      data: {
        fingerprint: blocked.fingerprint!,
        path: 'aa/bb/blocked.webp',
        reason: 'No consent',
        blockedById: admin.id,
      },
    });
    const owner = await advertiser();
    const ad = await adOf(owner.id);
    const before = await contentsOf(ad.id);
    const filesBefore = storedFiles();
    // photo 2 (kept) and 3 pass; the blocked one is photo 4 of the form
    const images = [await syntheticPhoto(104), await syntheticPhoto(103)];
    await expect(
      editAd(t.contextFor(owner), { ...validEdit(ad.id, [ad.images[0]!.id, ad.images[1]!.id]), images }),
    ).rejects.toThrow(
      'Photo 4 was removed from the site by moderation and cannot be uploaded again. Please choose another.',
    );
    expect(await contentsOf(ad.id)).toEqual(before);
    expect(storedFiles()).toBe(filesBefore);
    expect(await entriesOf(ad.id)).toEqual([]);
  });

  it('only the owner edits: another advertiser is told the ad does not exist, an admin is refused', async () => {
    const owner = await advertiser();
    const ad = await adOf(owner.id);
    await expect(editAd(t.contextFor(await advertiser()), validEdit(ad.id, [ad.images[0]!.id]))).rejects.toThrow(
      new NotFoundError(EDIT_MESSAGES.adNotFound),
    );
    await expect(
      editAd(t.contextFor(await t.createUser({ role: 'admin' })), validEdit(ad.id, [ad.images[0]!.id])),
    ).rejects.toBeInstanceOf(NotAllowedError);
    expect((await contentsOf(ad.id)).name).toBe('Riya');
  });

  it.each([
    ['taken down', { takenDownAt: new Date(), takedownReason: 'Explicit photo' }],
    ['hidden by reports', { hiddenAt: new Date() }],
    ['waiting in the queue', { moderationQueuedAt: new Date('2026-01-01T00:00:00Z') }],
  ])('puts an ad %s back at the top of the moderation queue', async (_case, state) => {
    const owner = await advertiser();
    const ad = await adOf(owner.id, state);
    const before = new Date();
    const result = await editAd(t.contextFor(owner), validEdit(ad.id, [ad.images[0]!.id]));
    expect(result.requeued).toBe(true);
    const after = await contentsOf(ad.id);
    expect(after.moderationQueuedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // the moderators' decision stands until they make another
    expect(after.takenDownAt === null).toBe(!('takenDownAt' in state));
  });

  it("queues the ad when a new photo is already in another advertiser's ad", async () => {
    const photo = await syntheticPhoto(105);
    const stolenFrom = await advertiser();
    const original = await adOf(stolenFrom.id);
    const stored = await prepareImage(photo);
    await t.database.prisma.adImage.create({
      data: { adId: original.id, path: 'aa/bb/theirs.webp', fingerprint: stored.fingerprint, position: 2 },
    });
    const owner = await advertiser();
    const ad = await adOf(owner.id);
    const result = await editAd(t.contextFor(owner), { ...validEdit(ad.id, []), images: [photo] });
    expect(result.requeued).toBe(true);
    expect((await contentsOf(ad.id)).moderationQueuedAt).not.toBeNull();
  });

  it('through GraphQL: a multipart edit answers the ad, and a refusal is a ValidationError member', async () => {
    const owner = await advertiser();
    const token = await t.tokenFor(owner);
    const ad = await adOf(owner.id);
    const EDIT = /* GraphQL */ `
      mutation ($input: EditAdInput!, $images: [File!]) {
        editAd(input: $input, images: $images) {
          __typename
          ... on MutationEditAdSuccess {
            inModerationQueue
            ad {
              name
              contact
              images {
                url
              }
              startDate
            }
          }
          ... on Error {
            message
          }
        }
      }
    `;
    const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
    const input = {
      ...validEdit(0, []),
      adId: globalId('Ad', ad.id),
      keepImageIds: [globalId('AdImage', ad.images[0]!.id)],
    };
    const { body } = await t.upload(
      EDIT,
      { input, images: [null] },
      { 'images.0': { name: 'new.jpg', type: 'image/jpeg', bytes: await syntheticPhoto(106) } },
      token,
    );
    expect(body.data.editAd).toMatchObject({
      __typename: 'MutationEditAdSuccess',
      inModerationQueue: false,
      ad: { name: 'Riya S', contact: '9123456780', startDate: today },
    });
    expect(body.data.editAd.ad.images).toHaveLength(2);
    const refused = await t.graphql(EDIT, { input: { ...input, name: '' } }, token);
    expect(refused.body.data.editAd).toEqual({ __typename: 'ValidationError', message: 'Name is required' });
  });
});

describe('stopping an ad early', () => {
  const ledgerSum = async (userId: number) =>
    (await t.database.prisma.creditLedgerEntry.aggregate({ where: { userId }, _sum: { amount: true } }))._sum.amount ??
    0;

  it('counts the whole days after today, or the whole run when it has not begun', () => {
    expect(unusedDays('2026-03-01', '2026-03-05', '2026-03-01')).toBe(4);
    expect(unusedDays('2026-03-01', '2026-03-05', '2026-03-05')).toBe(0);
    expect(unusedDays('2026-03-10', '2026-03-12', '2026-03-01')).toBe(3);
    expect(unusedDays('2026-03-01', '2026-03-05', '2026-03-09')).toBe(0);
  });

  it('takes a running ad off today and refunds its unused days through the ledger', async () => {
    const owner = await advertiser(10);
    const ad = await adOf(owner.id, { creditsUsed: 5 });
    await t.database.prisma.$transaction((tx) =>
      changeBalance(tx, { userId: owner.id, amount: -5, kind: 'spend', adId: ad.id }),
    );
    const stopped = await stopAd(t.contextFor(owner), { adId: ad.id });
    expect(stopped).toMatchObject({ unusedDays: 4, creditsRefunded: 4, balance: 9 });
    const row = await contentsOf(ad.id);
    expect(isoDate(row.endDate)).toBe(addDays(today, -1));
    expect(row.creditsUsed).toBe(1);
    const [refund] = await t.database.prisma.creditLedgerEntry.findMany({
      where: { userId: owner.id },
      orderBy: { id: 'desc' },
      take: 1,
    });
    expect(refund).toMatchObject({
      kind: 'refund',
      amount: 4,
      balanceAfter: 9,
      adId: ad.id,
      reason: 'Stopped early: 4 unused days',
    });
    expect(await ledgerSum(owner.id)).toBe(9);
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).credits).toBe(9);
    const [entry] = await entriesOf(ad.id);
    expect(entry).toMatchObject({ action: 'ad.stop', actorId: owner.id, after: { creditsRefunded: 4, unusedDays: 4 } });
    // off the public listing at once
    const { body } = await t.graphql(`query { ads(first: 10) { edges { node { databaseId } } } }`);
    expect(body.data.ads.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId)).not.toContain(
      ad.id,
    );
  });

  it('refunds the whole run of an ad that has not begun', async () => {
    const owner = await advertiser();
    const ad = await adOf(owner.id, {
      startDate: dateOnly(addDays(today, 2)),
      endDate: dateOnly(addDays(today, 4)),
      creditsUsed: 3,
    });
    const stopped = await stopAd(t.contextFor(owner), { adId: ad.id });
    expect(stopped).toMatchObject({ unusedDays: 3, creditsRefunded: 3, balance: 3 });
    expect(await ledgerSum(owner.id)).toBe(3);
    expect(isoDate(stopped.ad.endDate)).toBe(addDays(today, -1));
  });

  it('refunds nothing for the last day (today was shown), and writes no empty ledger entry', async () => {
    const owner = await advertiser();
    const ad = await adOf(owner.id, { endDate: dateOnly(today) });
    expect(await stopAd(t.contextFor(owner), { adId: ad.id })).toMatchObject({
      unusedDays: 0,
      creditsRefunded: 0,
      balance: 0,
    });
    expect(await t.database.prisma.creditLedgerEntry.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("refuses an ad taken down, one that has ended and another advertiser's, changing nothing", async () => {
    const owner = await advertiser();
    const takenDown = await adOf(owner.id, { takenDownAt: new Date(), takedownReason: 'Scam' });
    await expect(stopAd(t.contextFor(owner), { adId: takenDown.id })).rejects.toThrow(
      new WrongStateError(EDIT_MESSAGES.takenDownStop),
    );
    const ended = await adOf(owner.id, {
      startDate: dateOnly(addDays(today, -5)),
      endDate: dateOnly(addDays(today, -1)),
    });
    await expect(stopAd(t.contextFor(owner), { adId: ended.id })).rejects.toThrow(EDIT_MESSAGES.alreadyEnded);
    const theirs = await adOf((await advertiser()).id);
    await expect(stopAd(t.contextFor(owner), { adId: theirs.id })).rejects.toBeInstanceOf(NotFoundError);
    expect(isoDate((await contentsOf(theirs.id)).endDate)).toBe(addDays(today, 4));
    expect(await t.database.prisma.creditLedgerEntry.count({ where: { userId: owner.id } })).toBe(0);
    expect(await entriesOf(takenDown.id)).toEqual([]);
  });
});
