// Bump (issue 34, decision 0110) at the service and through GraphQL: the listing's order by the last bump
// or start, a cursor that stays exact across a bump, the least interval between two bumps of an ad, a
// daily bump's run times across India's midnight, the job that runs due bumps once, a due bump of an ad
// no longer shown given up and refunded, and a cancelled daily bump's runs given back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { WrongStateError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import {
  BUMP_MESSAGES,
  instantInIndia,
  intervalInWords,
  minuteInIndia,
  momentInWords,
  timeOfDay,
} from '../../../common/bumps.ts';
import { dateInIndia } from '../../../common/india.ts';
import { bumpAdNow, buyDailyBump, cancelDailyBump, runDueBumps } from './bumps.ts';
import { PLACEMENT_MESSAGES, updatePlacementScheme } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['createUser']>>;
let makeAd: (data?: Record<string, unknown>) => Promise<number>;
let cityId: number;
const today = todayInIndia();
const PRICE = 2;
const INTERVAL = 240;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  await updatePlacementScheme(t.contextFor(admin), {
    featuredCreditsPerDay: 5,
    bumpCredits: PRICE,
    spotlightCreditsPerDay: 9,
    featuredBlockSize: 3,
    spotlightSlots: 4,
    bumpIntervalMinutes: INTERVAL,
  });
  const maker = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Elite' });
  const probe = await maker({
    name: 'Probe',
    endDate: dateOnly(addDays(today, -1)),
    startDate: dateOnly(addDays(today, -2)),
  });
  const ad = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: probe } });
  owner = await t.database.prisma.user.findUniqueOrThrow({ where: { id: ad.userId } });
  cityId = ad.locationId;
  makeAd = (data = {}) => maker(data);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.prisma.user.update({ where: { id: owner.id }, data: { credits: 100 } });
});

const advertiser = () => t.contextFor(owner);
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const balance = async () => (await t.database.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).credits;

/** A city's listing as visitors read it (the one-statement page), ids in order, and the end cursor. */
async function listing(first: number, after?: string, city = cityId) {
  const { body } = await t.graphql(
    `query ($city: ID!, $first: Int!, $after: String) {
      ads(locationId: $city, first: $first, after: $after) {
        edges { node { databaseId } }
        pageInfo { endCursor hasNextPage }
      }
    }`,
    { city: globalId('Location', city), first, after },
  );
  expect(body.errors).toBeUndefined();
  return {
    ids: body.data.ads.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId) as number[],
    endCursor: body.data.ads.pageInfo.endCursor as string,
  };
}

let cities = 0;

/** A fresh city with ads that started 3, 2 and 1 days ago and today (the listing's old order: newest start first). */
async function cityOfFour() {
  cities += 1;
  const maker = await t.adMaker({ state: `State ${cities}`, city: `City ${cities}`, category: `Kind ${cities}` });
  const ids: number[] = [];
  for (const daysAgo of [3, 2, 1, 0]) {
    ids.push(await maker({ name: `Started ${daysAgo} days ago`, startDate: dateOnly(addDays(today, -daysAgo)) }));
  }
  const first = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: ids[0]! } });
  // the ads' owner buys the bumps
  await t.database.prisma.user.update({ where: { id: first.userId }, data: { credits: 100 } });
  const adOwner = await t.database.prisma.user.findUniqueOrThrow({ where: { id: first.userId } });
  return { ids, cityId: first.locationId, ctx: () => t.contextFor(adOwner) };
}

describe('the listing ordered by the last bump or start', () => {
  it('keeps the start order for ads never bumped, and puts a bumped ad first', async () => {
    const city = await cityOfFour();
    const [threeDaysAgo, twoDaysAgo, yesterday, startedToday] = city.ids as [number, number, number, number];
    expect((await listing(10, undefined, city.cityId)).ids).toEqual([
      startedToday,
      yesterday,
      twoDaysAgo,
      threeDaysAgo,
    ]);

    await bumpAdNow(city.ctx(), { adId: twoDaysAgo });
    expect((await listing(10, undefined, city.cityId)).ids).toEqual([
      twoDaysAgo,
      startedToday,
      yesterday,
      threeDaysAgo,
    ]);
    const bumped = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: twoDaysAgo } });
    expect(bumped.listedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the cursor exact across a bump: the next page neither repeats nor skips an ad that stayed', async () => {
    const city = await cityOfFour();
    const [threeDaysAgo, twoDaysAgo, yesterday, startedToday] = city.ids as [number, number, number, number];
    const firstPage = await listing(2, undefined, city.cityId);
    expect(firstPage.ids).toEqual([startedToday, yesterday]);
    // the ad below the cursor moves above it: the next page shows the one left below
    await bumpAdNow(city.ctx(), { adId: threeDaysAgo });
    const next = await listing(2, firstPage.endCursor, city.cityId);
    expect(next.ids).toEqual([twoDaysAgo]);
    expect((await listing(10, undefined, city.cityId)).ids).toEqual([
      threeDaysAgo,
      startedToday,
      yesterday,
      twoDaysAgo,
    ]);
  });

  it('sets an ad’s place when it is made and when its start changes, by the triggers', async () => {
    const db = t.database.prisma;
    const madeToday = await db.ad.findUniqueOrThrow({ where: { id: await makeAd() } });
    // made on its first day: listed at its creation
    expect(madeToday.listedAt).toEqual(madeToday.createdAt);
    // made before its first day: listed at that day's start in India (00:00 IST)
    const later = await db.ad.findUniqueOrThrow({
      where: { id: await makeAd({ startDate: dateOnly(addDays(today, 2)), endDate: dateOnly(addDays(today, 4)) }) },
    });
    expect(later.listedAt).toEqual(instantInIndia(addDays(today, 2), 0));
    // a start moved to an earlier day (a stop): that day's start
    const moved = await db.ad.update({ where: { id: later.id }, data: { startDate: dateOnly(addDays(today, -5)) } });
    expect(moved.listedAt).toEqual(instantInIndia(addDays(today, -5), 0));
    // restarted today (a renewal of an ended ad): listed at that moment; a write that keeps the start keeps the place
    const before = Date.now();
    const restarted = await db.ad.update({ where: { id: later.id }, data: { startDate: dateOnly(today) } });
    expect(restarted.listedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const kept = await db.ad.update({ where: { id: later.id }, data: { startDate: dateOnly(today), name: 'Renamed' } });
    expect(kept.listedAt).toEqual(restarted.listedAt);
  });
});

describe('the least interval between two bumps', () => {
  it('refuses a bump now too soon with when the ad may bump next, and charges nothing', async () => {
    const ad = await makeAd();
    const now = new Date();
    await bumpAdNow(advertiser(), { adId: ad }, now);
    expect(await balance()).toBe(100 - PRICE);
    const soon = new Date(now.getTime() + 60 * 60_000);
    const refusal = bumpAdNow(advertiser(), { adId: ad }, soon);
    await expect(refusal).rejects.toBeInstanceOf(WrongStateError);
    await expect(refusal).rejects.toThrow(
      BUMP_MESSAGES.tooSoon(
        intervalInWords(INTERVAL),
        momentInWords(new Date(now.getTime() + INTERVAL * 60_000), soon),
      ),
    );
    expect(await balance()).toBe(100 - PRICE);
    expect(await t.database.prisma.adBump.count({ where: { adId: ad } })).toBe(1);
    expect(await t.database.prisma.placementPurchase.count({ where: { adId: ad } })).toBe(1);
  });

  it('refuses a bump now within the interval of a daily bump due, and a daily time within it of another', async () => {
    const ad = await makeAd();
    // a daily bump two hours from now (whatever India's date then)
    const inTwoHours = new Date(Date.now() + 2 * 60 * 60_000);
    const day = dateInIndia(inTwoHours);
    const time = timeOfDay(minuteInIndia(inTwoHours));
    await buyDailyBump(advertiser(), { adId: ad, time, firstDay: day, lastDay: day });
    const [due] = await t.database.prisma.adBump.findMany({ where: { adId: ad } });
    await expect(bumpAdNow(advertiser(), { adId: ad })).rejects.toThrow(
      BUMP_MESSAGES.tooSoon(
        intervalInWords(INTERVAL),
        momentInWords(new Date(due!.runAt.getTime() + INTERVAL * 60_000)),
      ),
    );
    // an hour after it, the same day: within the interval
    const hourLater = timeOfDay((minuteInIndia(inTwoHours) + 60) % 1440);
    const hourLaterDay = dateInIndia(new Date(inTwoHours.getTime() + 60 * 60_000));
    await expect(
      buyDailyBump(advertiser(), { adId: ad, time: hourLater, firstDay: hourLaterDay, lastDay: hourLaterDay }),
    ).rejects.toThrow(/would come within 4 hours of this ad's bump at/);
    expect(await balance()).toBe(100 - PRICE);
  });
});

describe('which ads may be bumped', () => {
  it('refuses an ad held for review and an ad that has ended (the placements’ shared rule), charging nothing', async () => {
    const held = await makeAd({ heldAt: new Date(), hiddenAt: new Date(), holdReasons: ['phone'] });
    await expect(bumpAdNow(advertiser(), { adId: held })).rejects.toThrow(PLACEMENT_MESSAGES.adHeld);
    const ended = await makeAd({ startDate: dateOnly(addDays(today, -4)), endDate: dateOnly(addDays(today, -1)) });
    await expect(bumpAdNow(advertiser(), { adId: ended })).rejects.toThrow(PLACEMENT_MESSAGES.adEnded);
    const stranger = await t.createUser();
    const mine = await makeAd();
    await expect(bumpAdNow(t.contextFor(stranger), { adId: mine })).rejects.toThrow(PLACEMENT_MESSAGES.adNotFound);
    expect(await balance()).toBe(100);
    expect(await t.database.prisma.adBump.count({ where: { adId: { in: [held, ended, mine] } } })).toBe(0);
  });

  it('refuses a daily bump over several days when the interval is longer than a day', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const scheme = {
      featuredCreditsPerDay: 5,
      bumpCredits: PRICE,
      spotlightCreditsPerDay: 9,
      featuredBlockSize: 3,
      spotlightSlots: 4,
    };
    await updatePlacementScheme(t.contextFor(admin), { ...scheme, bumpIntervalMinutes: 36 * 60 });
    try {
      const ad = await makeAd({ endDate: dateOnly(addDays(today, 5)) });
      await expect(
        buyDailyBump(advertiser(), {
          adId: ad,
          time: '10:00',
          firstDay: addDays(today, 1),
          lastDay: addDays(today, 2),
        }),
      ).rejects.toThrow(BUMP_MESSAGES.dailyIntervalTooLong('36 hours'));
      expect(await balance()).toBe(100);
    } finally {
      await updatePlacementScheme(t.contextFor(admin), { ...scheme, bumpIntervalMinutes: INTERVAL });
    }
  });
});

describe('a daily bump', () => {
  it('runs at the time in India on each day, across India’s midnight, paid at once for its runs', async () => {
    const ad = await makeAd({ endDate: dateOnly(addDays(today, 5)) });
    const { purchase } = await buyDailyBump(advertiser(), {
      adId: ad,
      time: '00:30',
      firstDay: addDays(today, 1),
      lastDay: addDays(today, 3),
    });
    expect(purchase).toMatchObject({ kind: 'bump', credits: 3 * PRICE, bumpMinute: 30 });
    const runs = await t.database.prisma.adBump.findMany({
      where: { purchaseId: purchase.id },
      orderBy: { runAt: 'asc' },
    });
    // 00:30 in India is 19:00 UTC of the day before
    expect(runs.map((run) => run.runAt.toISOString())).toEqual(
      [0, 1, 2].map((n) => `${addDays(today, n)}T19:00:00.000Z`),
    );
    expect(await balance()).toBe(100 - 3 * PRICE);
    const [spend] = await t.database.prisma.creditLedgerEntry.findMany({
      where: { userId: owner.id, placementPurchaseId: purchase.id },
    });
    expect(spend).toMatchObject({ kind: 'spend', amount: -3 * PRICE });
  });

  it('refuses days outside the ad’s run, a malformed time, and a time every chosen day has passed', async () => {
    const ad = await makeAd({ endDate: dateOnly(addDays(today, 1)) });
    await expect(
      buyDailyBump(advertiser(), { adId: ad, time: '21:00', firstDay: today, lastDay: addDays(today, 4) }),
    ).rejects.toThrow(/within the ad's run/);
    await expect(
      buyDailyBump(advertiser(), { adId: ad, time: '25:00', firstDay: today, lastDay: today }),
    ).rejects.toThrow(BUMP_MESSAGES.timeInvalid);
    // one minute past midnight in India, today, has passed unless it is that very minute: then tomorrow's 00:00 is ahead
    const passed = timeOfDay(Math.max(0, minuteInIndia(new Date()) - 1));
    if (minuteInIndia(new Date()) > 0) {
      await expect(
        buyDailyBump(advertiser(), { adId: ad, time: passed, firstDay: today, lastDay: today }),
      ).rejects.toThrow(BUMP_MESSAGES.noRunsLeft);
    }
    expect(await balance()).toBe(100);
  });

  it('is cancelled with the runs not yet done given back; twice is refused', async () => {
    const ad = await makeAd({ endDate: dateOnly(addDays(today, 5)) });
    const { purchase } = await buyDailyBump(advertiser(), {
      adId: ad,
      time: '12:00',
      firstDay: addDays(today, 1),
      lastDay: addDays(today, 3),
    });
    const [first] = await t.database.prisma.adBump.findMany({
      where: { purchaseId: purchase.id },
      orderBy: { runAt: 'asc' },
    });
    await t.database.prisma.adBump.update({ where: { id: first!.id }, data: { doneAt: new Date() } });
    const cancelled = await cancelDailyBump(advertiser(), { purchaseId: purchase.id });
    expect(cancelled.purchase.cancelledAt).not.toBeNull();
    expect(cancelled.balance).toBe(100 - PRICE);
    expect(await balance()).toBe(100 - 3 * PRICE + 2 * PRICE);
    const refund = await t.database.prisma.creditLedgerEntry.findFirstOrThrow({
      where: { placementPurchaseId: purchase.id, kind: 'refund' },
    });
    expect(refund.amount).toBe(2 * PRICE);
    expect(await t.database.prisma.adBump.count({ where: { purchaseId: purchase.id, skippedAt: { not: null } } })).toBe(
      2,
    );
    await expect(cancelDailyBump(advertiser(), { purchaseId: purchase.id })).rejects.toThrow(
      BUMP_MESSAGES.alreadyCancelled,
    );
    const stranger = await t.createUser();
    await expect(cancelDailyBump(t.contextFor(stranger), { purchaseId: purchase.id })).rejects.toThrow(
      BUMP_MESSAGES.purchaseNotFound,
    );
    expect(
      await t.database.prisma.auditEntry.count({ where: { action: 'placement.cancel', subjectId: purchase.id } }),
    ).toBe(1);
  });
});

describe('the job that runs due bumps', () => {
  /** A daily bump bought for tomorrow whose first run is then made due a minute ago (time passing). */
  async function dueBump(adId: number) {
    const { purchase } = await buyDailyBump(advertiser(), {
      adId,
      time: '12:00',
      firstDay: addDays(today, 1),
      lastDay: addDays(today, 1),
    });
    const run = await t.database.prisma.adBump.findFirstOrThrow({ where: { purchaseId: purchase.id } });
    return t.database.prisma.adBump.update({
      where: { id: run.id },
      data: { runAt: new Date(Date.now() - 60_000) },
    });
  }

  it('runs each due bump once, even when two runs of the job overlap, and the ad comes first', async () => {
    const city = await cityOfFour();
    const oldest = city.ids[0]!;
    const ad = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: oldest } });
    await t.database.prisma.ad.update({ where: { id: oldest }, data: { endDate: dateOnly(addDays(today, 3)) } });
    const { purchase } = await buyDailyBump(city.ctx(), {
      adId: oldest,
      time: '12:00',
      firstDay: addDays(today, 1),
      lastDay: addDays(today, 1),
    });
    const run = await t.database.prisma.adBump.findFirstOrThrow({ where: { purchaseId: purchase.id } });
    // due just now: after the city's ads were made (one made today is listed at its creation)
    const runAt = new Date(Date.now() - 5);
    await t.database.prisma.adBump.update({ where: { id: run.id }, data: { runAt } });

    const outcomes = await Promise.all([
      runDueBumps({ db: t.database.prisma }),
      runDueBumps({ db: t.database.prisma }),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.done, 0)).toBe(1);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.skipped, 0)).toBe(0);
    const after = await t.database.prisma.adBump.findUniqueOrThrow({ where: { id: run.id } });
    expect(after.doneAt).not.toBeNull();
    expect((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: ad.id } })).listedAt).toEqual(runAt);
    expect((await listing(10, undefined, city.cityId)).ids[0]).toBe(oldest);
    expect(await runDueBumps({ db: t.database.prisma })).toEqual({ done: 0, skipped: 0 });
  });

  it('gives up a due bump of an ad taken down or ended, and gives its credits back', async () => {
    const takenDown = await makeAd();
    const ended = await makeAd();
    const takenDownRun = await dueBump(takenDown);
    const endedRun = await dueBump(ended);
    const listedBefore = (await t.database.prisma.ad.findUniqueOrThrow({ where: { id: takenDown } })).listedAt;
    await t.database.prisma.ad.update({
      where: { id: takenDown },
      data: { takenDownAt: new Date(), takedownReason: 'Fake photos' },
    });
    await t.database.prisma.ad.update({
      where: { id: ended },
      data: { startDate: dateOnly(addDays(today, -3)), endDate: dateOnly(addDays(today, -1)) },
    });
    expect(await balance()).toBe(100 - 2 * PRICE);

    expect(await runDueBumps({ db: t.database.prisma })).toEqual({ done: 0, skipped: 2 });
    expect(await balance()).toBe(100);
    for (const run of [takenDownRun, endedRun]) {
      const after = await t.database.prisma.adBump.findUniqueOrThrow({ where: { id: run.id } });
      expect(after.skippedAt).not.toBeNull();
      expect(after.doneAt).toBeNull();
      const refund = await t.database.prisma.creditLedgerEntry.findFirstOrThrow({
        where: { placementPurchaseId: run.purchaseId, kind: 'refund' },
      });
      expect(refund.amount).toBe(PRICE);
    }
    const reasons = (
      await t.database.prisma.creditLedgerEntry.findMany({ where: { userId: owner.id, kind: 'refund' } })
    ).map((entry) => entry.reason);
    expect(reasons).toEqual(expect.arrayContaining([expect.stringMatching(/not run \(This ad was taken down\)/)]));
    expect(reasons).toEqual(expect.arrayContaining([expect.stringMatching(/not run \(This ad has ended\)/)]));
    expect((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: takenDown } })).listedAt).toEqual(listedBefore);
  });
});

describe('bumps through GraphQL', () => {
  it('bumps now and shows the owner the last bump, the next and when a bump now is allowed; others see nothing', async () => {
    const ad = await makeAd({ endDate: dateOnly(addDays(today, 3)) });
    const token = await t.tokenFor(owner);
    const bumped = await t.graphql(
      `mutation ($ad: ID!) { bumpAdNow(adId: $ad) {
        __typename
        ... on MutationBumpAdNowSuccess { purchase { kind credits } }
        ... on Error { message }
      } }`,
      { ad: globalId('Ad', ad) },
      token,
    );
    expect(bumped.body.data.bumpAdNow).toEqual({
      __typename: 'MutationBumpAdNowSuccess',
      purchase: { kind: 'bump', credits: PRICE },
    });
    const again = await t.graphql(
      `mutation ($ad: ID!) { bumpAdNow(adId: $ad) { __typename ... on Error { message } } }`,
      { ad: globalId('Ad', ad) },
      token,
    );
    expect(again.body.data.bumpAdNow.message).toMatch(/can be bumped again at \d\d:\d\d/);

    await buyDailyBump(advertiser(), {
      adId: ad,
      time: '12:00',
      firstDay: addDays(today, 2),
      lastDay: addDays(today, 3),
    });
    const query = `query ($ad: ID!) { ad(id: $ad) { bumpSchedule { lastBumpAt nextBumpAt bumpNowFrom dailyBumps { time firstDay lastDay runsLeft } } } }`;
    const seen = await t.graphql(query, { ad: globalId('Ad', ad) }, token);
    const schedule = seen.body.data.ad.bumpSchedule;
    expect(new Date(schedule.lastBumpAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(schedule.nextBumpAt).toBe(instantInIndia(addDays(today, 2), 12 * 60).toISOString());
    expect(new Date(schedule.bumpNowFrom).getTime()).toBe(new Date(schedule.lastBumpAt).getTime() + INTERVAL * 60_000);
    expect(schedule.dailyBumps).toEqual([
      { time: '12:00', firstDay: addDays(today, 2), lastDay: addDays(today, 3), runsLeft: 2 },
    ]);
    const stranger = await t.createUser();
    const hidden = await t.graphql(query, { ad: globalId('Ad', ad) }, await t.tokenFor(stranger));
    expect(hidden.body.data.ad.bumpSchedule).toBeNull();
  });
});
