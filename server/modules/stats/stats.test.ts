import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import {
  adDailyStatistics,
  adStatisticsOf,
  adStatisticsTotals,
  dailyStatisticsOf,
  isBot,
  purgeCountedVisitors,
  recordAdEvents,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof t.createUser>>;
const catalog = { city: 0, category: 0 };
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  const state = await db.state.create({ data: { name: 'Punjab' } });
  catalog.city = (await db.location.create({ data: { name: 'Amritsar', stateId: state.id } })).id;
  catalog.category = (await db.category.create({ data: { name: 'Companions' } })).id;
  owner = await t.createUser();
});
afterAll(() => t.close());

async function newAd(startDate = addDays(today, -1), endDate = addDays(today, 2)) {
  return t.database.prisma.ad.create({
    data: {
      userId: owner.id,
      name: 'Riya',
      description: 'x',
      startDate: dateOnly(startDate),
      endDate: dateOnly(endDate),
      creditsUsed: 1,
      categoryId: catalog.category,
      locationId: catalog.city,
    },
  });
}

const visitor = (key: string, userAgent?: string) => t.contextFor(null, key, userAgent);
const dayRow = async (adId: number) =>
  t.database.prisma.adDailyStat.findUnique({ where: { adId_day: { adId, day: dateOnly(today) } } });

describe('counting', () => {
  it('counts a visitor once per ad, day and kind', async () => {
    const ad = await newAd();
    expect(await recordAdEvents(visitor('a'), { kind: 'view', adIds: [ad.id] })).toBe(1);
    expect(await recordAdEvents(visitor('a'), { kind: 'view', adIds: [ad.id] })).toBe(0);
    await recordAdEvents(visitor('b'), { kind: 'view', adIds: [ad.id] });
    await recordAdEvents(visitor('a'), { kind: 'phone', adIds: [ad.id] });
    await recordAdEvents(visitor('a'), { kind: 'whatsapp', adIds: [ad.id, ad.id] });
    await recordAdEvents(visitor('a'), { kind: 'impression', adIds: [ad.id] });
    expect(await dayRow(ad.id)).toMatchObject({ views: 2, impressions: 1, phoneClicks: 1, whatsappClicks: 1 });
    // the next day the same visitor counts again
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const later = await newAd(addDays(today, -1), addDays(today, 5));
    await recordAdEvents(visitor('a'), { kind: 'view', adIds: [later.id] });
    expect(await recordAdEvents(visitor('a'), { kind: 'view', adIds: [later.id] }, tomorrow)).toBe(1);
  });

  it('counts impressions of a listing page in one call, and only ads the public sees', async () => {
    const shown = await newAd();
    const other = await newAd();
    const ended = await newAd(addDays(today, -5), addDays(today, -1));
    expect(
      await recordAdEvents(visitor('c'), { kind: 'impression', adIds: [shown.id, other.id, ended.id, 999_999] }),
    ).toBe(2);
    expect(await dayRow(ended.id)).toBeNull();
  });

  it('leaves out crawlers and requests without a browser, and keeps no address', async () => {
    const ad = await newAd();
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'curl/8.0',
      'Mozilla/5.0 HeadlessChrome/120',
      '',
    ]) {
      expect(isBot(agent)).toBe(true);
      expect(await recordAdEvents(visitor('d', agent), { kind: 'view', adIds: [ad.id] })).toBe(0);
    }
    expect(isBot('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(false);
    expect(await dayRow(ad.id)).toBeNull();
    await recordAdEvents(visitor('hashed-visitor'), { kind: 'view', adIds: [ad.id] });
    const [row] = await t.database.prisma.adStatVisitor.findMany({ where: { adId: ad.id } });
    expect(row!.visitorKey).toBe('hashed-visitor');
  });

  it('refuses an unknown kind or too many ads, counting nothing', async () => {
    const ad = await newAd();
    await expect(recordAdEvents(visitor('e'), { kind: 'like', adIds: [ad.id] })).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(
      recordAdEvents(visitor('e'), { kind: 'view', adIds: Array.from({ length: 21 }, () => ad.id) }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await dayRow(ad.id)).toBeNull();
  });

  it('forgets who was counted before yesterday', async () => {
    const ad = await newAd();
    await t.database.prisma.adStatVisitor.create({
      data: { adId: ad.id, day: dateOnly(addDays(today, -3)), kind: 'view', visitorKey: 'old' },
    });
    await recordAdEvents(visitor('f'), { kind: 'view', adIds: [ad.id] });
    await purgeCountedVisitors(t.database.prisma);
    expect(
      (await t.database.prisma.adStatVisitor.findMany({ where: { adId: ad.id } })).map((row) => row.visitorKey),
    ).toEqual(['f']);
  });
});

describe('reading the statistics', () => {
  it('gives every day of the run up to today, zeros included, to the owner only', async () => {
    const ad = await newAd(addDays(today, -2), addDays(today, 3));
    await recordAdEvents(visitor('g'), { kind: 'view', adIds: [ad.id] });
    const days = await adDailyStatistics(t.contextFor(owner), ad.id);
    expect(days.map((day) => [day.day, day.views])).toEqual([
      [addDays(today, -2), 0],
      [addDays(today, -1), 0],
      [today, 1],
    ]);
    await expect(adDailyStatistics(t.contextFor(await t.createUser()), ad.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers totals and days through GraphQL to the owner, and null to others; beacons work for visitors', async () => {
    const ad = await newAd();
    const adId = Buffer.from(`Ad:${ad.id}`).toString('base64');
    const RECORD = /* GraphQL */ `
      mutation ($adIds: [ID!]!) {
        recordAdEvent(kind: phone, adIds: $adIds) {
          __typename
          ... on MutationRecordAdEventSuccess {
            counted
          }
        }
      }
    `;
    const recorded = await t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Android) Mobile' },
      body: JSON.stringify({ query: RECORD, variables: { adIds: [adId] } }),
    });
    expect((await recorded.json()).data.recordAdEvent).toEqual({
      __typename: 'MutationRecordAdEventSuccess',
      counted: 1,
    });
    const READ = /* GraphQL */ `
      query ($id: ID!) {
        node(id: $id) {
          ... on Ad {
            statistics {
              views
              phoneClicks
            }
            dailyStatistics {
              day
              phoneClicks
            }
          }
        }
      }
    `;
    expect((await t.graphql(READ, { id: adId }, await t.tokenFor(owner))).body.data.node).toEqual({
      statistics: { views: 0, phoneClicks: 1 },
      dailyStatistics: [
        { day: addDays(today, -1), phoneClicks: 0 },
        { day: today, phoneClicks: 1 },
      ],
    });
    expect((await t.graphql(READ, { id: adId })).body.data.node).toEqual({ statistics: null, dailyStatistics: null });
  });
});

describe('the services decide who reads statistics', () => {
  it("answers an ad's totals and days to its owner and admins; a stranger and a visitor read none", async () => {
    const ad = await newAd();
    await recordAdEvents(visitor('stats-owner-only'), { kind: 'view', adIds: [ad.id] });
    const stranger = t.contextFor(await t.createUser());
    const admin = t.contextFor(await t.createUser({ role: 'admin' }));

    expect((await adStatisticsTotals(t.contextFor(owner), [ad.id])).get(ad.id)?.views).toBe(1);
    expect((await adStatisticsTotals(admin, [ad.id])).get(ad.id)?.views).toBe(1);
    expect((await adStatisticsTotals(stranger, [ad.id])).size).toBe(0);
    expect((await adStatisticsTotals(t.contextFor(null), [ad.id])).size).toBe(0);

    expect((await adStatisticsOf(t.contextFor(owner), ad))?.views).toBe(1);
    expect(await adStatisticsOf(stranger, ad)).toBeNull();
    expect(await adStatisticsOf(t.contextFor(null), ad)).toBeNull();
    expect((await dailyStatisticsOf(admin, ad))?.find((day) => day.day === today)?.views).toBe(1);
    expect(await dailyStatisticsOf(stranger, ad)).toBeNull();
    expect(await dailyStatisticsOf(t.contextFor(null), ad)).toBeNull();
  });
});
