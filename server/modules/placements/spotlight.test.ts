// "Home spotlight" at the service (issue 34): places numbered from 1 in order of purchase, never more
// than the scheme's slots a day (50 parallel purchases on PostgreSQL), a sold-out day refusing the
// whole purchase and charging nothing, the free places an owner chooses from, and today's spotlight
// by India's date at any hour.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import { dayInWords } from '../../../common/india.ts';
import { updatePlacementScheme } from './service.ts';
import { buySpotlightDays, homeSpotlightAds, SPOTLIGHT_MESSAGES, spotlightDaysOf } from './spotlight.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof t.createUser>>;
let admin: User;
const place = { locationId: 0, categoryId: 0 };
const today = todayInIndia();
const PER_DAY = 3;
const SLOTS = 4;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  const db = t.database.prisma;
  const state = await db.state.create({ data: { name: 'Kerala' } });
  place.locationId = (await db.location.create({ data: { name: 'Kochi', stateId: state.id } })).id;
  place.categoryId = (await db.category.create({ data: { name: 'Spotlit' } })).id;
  await updatePlacementScheme(t.contextFor(admin), {
    featuredCreditsPerDay: 5,
    bumpCredits: 2,
    spotlightCreditsPerDay: PER_DAY,
    featuredBlockSize: 3,
    spotlightSlots: SLOTS,
    bumpIntervalMinutes: 240,
  });
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.prisma.spotlightSlot.deleteMany({});
});

/** An advertiser with `credits` and a public ad running from `start` for `days` days. */
async function advertiserWithAd(credits = 100, start = today, days = 10) {
  const db = t.database.prisma;
  const owner = await t.createUser();
  await db.user.update({ where: { id: owner.id }, data: { credits } });
  const ad = await db.ad.create({
    data: {
      userId: owner.id,
      name: `Spot ${owner.id}`,
      description: 'Warm and friendly.',
      startDate: dateOnly(start),
      endDate: dateOnly(addDays(start, days - 1)),
      creditsUsed: 1,
      ...place,
    },
  });
  return { owner, ad, ctx: t.contextFor(owner) };
}

const slotsOf = (day: string) =>
  t.database.prisma.spotlightSlot.findMany({ where: { day: dateOnly(day) }, orderBy: { slot: 'asc' } });

describe('buying days in the home spotlight', () => {
  it('numbers the places of a day from 1 in order of purchase, and charges the price per day', async () => {
    const first = await advertiserWithAd();
    const second = await advertiserWithAd();
    const bought = await buySpotlightDays(first.ctx, {
      adId: first.ad.id,
      firstDay: today,
      lastDay: addDays(today, 2),
    });
    expect(bought.slots).toEqual([
      { day: today, slot: 1 },
      { day: addDays(today, 1), slot: 1 },
      { day: addDays(today, 2), slot: 1 },
    ]);
    expect(bought.purchase).toMatchObject({ kind: 'spotlight', credits: 3 * PER_DAY, adId: first.ad.id });
    const again = await buySpotlightDays(second.ctx, {
      adId: second.ad.id,
      firstDay: addDays(today, 1),
      lastDay: addDays(today, 1),
    });
    expect(again.slots).toEqual([{ day: addDays(today, 1), slot: 2 }]);
    expect((await slotsOf(addDays(today, 1))).map((row) => [row.slot, row.adId])).toEqual([
      [1, first.ad.id],
      [2, second.ad.id],
    ]);
    const ledger = await t.database.prisma.creditLedgerEntry.findMany({ where: { userId: first.owner.id } });
    expect(ledger).toEqual([
      expect.objectContaining({ kind: 'spend', amount: -9, balanceAfter: 91, placementPurchaseId: bought.purchase.id }),
    ]);
  });

  it('refuses a sold-out day with its date, charging nothing and keeping no place', async () => {
    const day = addDays(today, 3);
    for (let index = 0; index < SLOTS; index += 1) {
      const buyer = await advertiserWithAd();
      await buySpotlightDays(buyer.ctx, { adId: buyer.ad.id, firstDay: day, lastDay: day });
    }
    const late = await advertiserWithAd(50);
    // its first days are free, the last is sold out: the whole purchase is refused
    await expect(
      buySpotlightDays(late.ctx, { adId: late.ad.id, firstDay: addDays(today, 1), lastDay: day }),
    ).rejects.toThrow(SPOTLIGHT_MESSAGES.soldOut(dayInWords(day, day, true)));
    const db = t.database.prisma;
    expect((await db.user.findUniqueOrThrow({ where: { id: late.owner.id } })).credits).toBe(50);
    expect(await db.creditLedgerEntry.count({ where: { userId: late.owner.id } })).toBe(0);
    expect(await db.placementPurchase.count({ where: { adId: late.ad.id } })).toBe(0);
    expect(await db.spotlightSlot.count({ where: { adId: late.ad.id } })).toBe(0);
    expect(SPOTLIGHT_MESSAGES.soldOut('28 November 2026')).toBe(
      'The home spotlight is sold out for 28 November 2026: please choose other days.',
    );
  });

  it('keeps an ad to one place a day, and days within its run', async () => {
    const buyer = await advertiserWithAd(100, today, 3);
    await buySpotlightDays(buyer.ctx, { adId: buyer.ad.id, firstDay: today, lastDay: today });
    await expect(
      buySpotlightDays(buyer.ctx, { adId: buyer.ad.id, firstDay: today, lastDay: addDays(today, 1) }),
    ).rejects.toThrow(SPOTLIGHT_MESSAGES.alreadyInSpotlight(dayInWords(today)));
    await expect(
      buySpotlightDays(buyer.ctx, { adId: buyer.ad.id, firstDay: addDays(today, 2), lastDay: addDays(today, 3) }),
    ).rejects.toThrow("Please choose days within the ad's run");
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: buyer.owner.id } })).credits).toBe(
      100 - PER_DAY,
    );
  });

  it('sells only public, screened ads', async () => {
    const held = await advertiserWithAd();
    await t.database.prisma.ad.update({
      where: { id: held.ad.id },
      data: { heldAt: new Date(), hiddenAt: new Date() },
    });
    await expect(buySpotlightDays(held.ctx, { adId: held.ad.id, firstDay: today, lastDay: today })).rejects.toThrow(
      'waiting for review',
    );
    const takenDown = await advertiserWithAd();
    await t.database.prisma.ad.update({ where: { id: takenDown.ad.id }, data: { takenDownAt: new Date() } });
    await expect(
      buySpotlightDays(takenDown.ctx, { adId: takenDown.ad.id, firstDay: today, lastDay: today }),
    ).rejects.toThrow('taken down');
    expect(await t.database.prisma.spotlightSlot.count()).toBe(0);
  });

  it.runIf(onRealPostgres)(
    'of 50 parallel purchases of one day, exactly the slots succeed; the others are told it is sold out and pay nothing',
    async () => {
      const day = addDays(today, 1);
      const buyers = [];
      for (let index = 0; index < 50; index += 1) buyers.push(await advertiserWithAd(10));
      const results = await Promise.allSettled(
        buyers.map((buyer) => buySpotlightDays(buyer.ctx, { adId: buyer.ad.id, firstDay: day, lastDay: day })),
      );
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(won).toHaveLength(SLOTS);
      expect(new Set(lost.map((result) => (result.reason as Error).message))).toEqual(
        new Set([SPOTLIGHT_MESSAGES.soldOut(dayInWords(day, day, true))]),
      );
      expect((await slotsOf(day)).map((row) => row.slot)).toEqual([1, 2, 3, 4]);
      const db = t.database.prisma;
      const ids = buyers.map((buyer) => buyer.owner.id);
      const balances = await db.user.findMany({ where: { id: { in: ids } }, select: { credits: true } });
      expect(balances.filter((user) => user.credits === 10 - PER_DAY)).toHaveLength(SLOTS);
      expect(balances.filter((user) => user.credits === 10)).toHaveLength(50 - SLOTS);
      expect(await db.creditLedgerEntry.count({ where: { userId: { in: ids } } })).toBe(SLOTS);
      expect(await db.placementPurchase.count({ where: { userId: { in: ids } } })).toBe(SLOTS);
    },
  );
});

describe('the days an owner chooses from', () => {
  it('lists each day of the run from today with its free places and whether the ad holds one', async () => {
    const buyer = await advertiserWithAd(100, addDays(today, -2), 5);
    const other = await advertiserWithAd();
    await buySpotlightDays(buyer.ctx, { adId: buyer.ad.id, firstDay: addDays(today, 1), lastDay: addDays(today, 1) });
    await buySpotlightDays(other.ctx, { adId: other.ad.id, firstDay: addDays(today, 1), lastDay: addDays(today, 2) });
    expect(await spotlightDaysOf(buyer.ctx, buyer.ad)).toEqual([
      { day: today, freeSlots: SLOTS, mine: false },
      { day: addDays(today, 1), freeSlots: SLOTS - 2, mine: true },
      { day: addDays(today, 2), freeSlots: SLOTS - 1, mine: false },
    ]);
    expect(await spotlightDaysOf(other.ctx, buyer.ad)).toBeNull();
    expect(await spotlightDaysOf(t.contextFor(null), buyer.ad)).toBeNull();
  });
});

describe("today's spotlight", () => {
  it("shows the ads holding a place on India's date, in their places' order, at any hour", async () => {
    const db = t.database.prisma;
    // fixed days of their own: 10 June 2026 ends at 18:30 UTC in India
    const runStart = '2026-06-01';
    const a = await advertiserWithAd(0, runStart, 30);
    const b = await advertiserWithAd(0, runStart, 30);
    const c = await advertiserWithAd(0, runStart, 30);
    const purchase = async (adId: number, userId: number) =>
      (await db.placementPurchase.create({ data: { adId, userId, kind: 'spotlight', credits: 3 } })).id;
    await db.spotlightSlot.createMany({
      data: [
        { day: dateOnly('2026-06-10'), slot: 1, adId: a.ad.id, purchaseId: await purchase(a.ad.id, a.owner.id) },
        { day: dateOnly('2026-06-11'), slot: 2, adId: b.ad.id, purchaseId: await purchase(b.ad.id, b.owner.id) },
        { day: dateOnly('2026-06-11'), slot: 1, adId: c.ad.id, purchaseId: await purchase(c.ad.id, c.owner.id) },
      ],
    });
    const ids = async (instant: string) =>
      (await homeSpotlightAds(t.contextFor(null), { include: {} }, new Date(instant))).map((ad) => ad.id);
    expect(await ids('2026-06-10T18:29:00Z')).toEqual([a.ad.id]);
    expect(await ids('2026-06-10T18:30:00Z')).toEqual([c.ad.id, b.ad.id]);
    expect(await ids('2026-06-11T05:00:00Z')).toEqual([c.ad.id, b.ad.id]);
    // an ad the public no longer sees leaves the spotlight
    await db.ad.update({ where: { id: c.ad.id }, data: { takenDownAt: new Date() } });
    expect(await ids('2026-06-11T05:00:00Z')).toEqual([b.ad.id]);
  });
});

describe('through GraphQL', () => {
  const BUY = `mutation ($adId: ID!, $day: String!) {
    buySpotlightDays(adId: $adId, firstDay: $day, lastDay: $day) {
      __typename
      ... on MutationBuySpotlightDaysSuccess { balance purchase { kind credits } ad { spotlightDays { day freeSlots mine } } }
      ... on Error { message }
    }
  }`;
  const adGlobalId = (id: number) => Buffer.from(`Ad:${id}`).toString('base64');

  it('buys a day, answering the balance and the days; a sold-out day is a ConflictError with its date', async () => {
    const day = addDays(today, 1);
    for (let index = 0; index < SLOTS - 1; index += 1) {
      const buyer = await advertiserWithAd();
      await buySpotlightDays(buyer.ctx, { adId: buyer.ad.id, firstDay: day, lastDay: day });
    }
    const buyer = await advertiserWithAd(10, today, 2);
    const token = await t.tokenFor(buyer.owner);
    const { body } = await t.graphql(BUY, { adId: adGlobalId(buyer.ad.id), day }, token);
    expect(body.data.buySpotlightDays).toEqual({
      __typename: 'MutationBuySpotlightDaysSuccess',
      balance: 10 - PER_DAY,
      purchase: { kind: 'spotlight', credits: PER_DAY },
      ad: {
        spotlightDays: [
          { day: today, freeSlots: SLOTS, mine: false },
          { day, freeSlots: 0, mine: true },
        ],
      },
    });
    const late = await advertiserWithAd(10);
    const refused = await t.graphql(BUY, { adId: adGlobalId(late.ad.id), day }, await t.tokenFor(late.owner));
    expect(refused.body.data.buySpotlightDays).toEqual({
      __typename: 'ConflictError',
      message: SPOTLIGHT_MESSAGES.soldOut(dayInWords(day, day, true)),
    });
    const home = await t.graphql('{ homeSpotlight { databaseId } }');
    expect(home.body.data.homeSpotlight).toEqual([]);
  });
});
