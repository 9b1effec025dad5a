// The listing's totalCount follows what the public sees (issue 17): ads that start and end with
// India's date, are taken down and restored, hidden by reports, or whose owner is suspended; and
// above LISTING_COUNT_LIMIT it is that bound, flagged, on GraphQL and REST alike.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { restoreAd, takeDownAd } from '../moderation/service.ts';
import { reportAd } from '../reports/service.ts';
import { changeUserStatus } from '../users/service.ts';
import { LISTING_COUNT_LIMIT } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
let places = 0;

const LISTING = /* GraphQL */ `
  query ($locationId: ID, $categoryId: ID, $first: Int, $after: String) {
    ads(locationId: $locationId, categoryId: $categoryId, first: $first, after: $after) {
      totalCount
      totalCountIsLowerBound
      pageInfo {
        endCursor
      }
      edges {
        node {
          name
        }
      }
    }
  }
`;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A city and a category of its own with one advertiser, and a maker of ads there (public from today for 4 days unless `data` says otherwise). */
async function place() {
  const db = t.database.prisma;
  places += 1;
  const state = await db.state.create({ data: { name: `State ${places}` } });
  const city = await db.location.create({ data: { name: `City ${places}`, stateId: state.id } });
  const category = await db.category.create({ data: { name: `Category ${places}` } });
  const owner = await t.createUser();
  const today = todayInIndia();
  const ad = async (name: string, data: Partial<Prisma.AdUncheckedCreateInput> = {}) =>
    (
      await db.ad.create({
        data: {
          userId: owner.id,
          name,
          description: 'Warm and friendly.',
          startDate: dateOnly(today),
          endDate: dateOnly(addDays(today, 3)),
          creditsUsed: 1,
          categoryId: category.id,
          locationId: city.id,
          ...data,
        },
      })
    ).id;
  return { city: globalId('Location', city.id), category: globalId('Category', category.id), owner, ad };
}

type Place = Awaited<ReturnType<typeof place>>;

async function listing(variables: { locationId?: string; categoryId?: string; after?: string; first?: number }) {
  const { body } = await t.graphql(LISTING, { first: 100, ...variables });
  expect(body.errors).toBeUndefined();
  const ads = body.data.ads;
  return {
    count: ads.totalCount as number,
    lowerBound: ads.totalCountIsLowerBound as boolean,
    names: ads.edges.map((edge: any) => edge.node.name) as string[],
    endCursor: ads.pageInfo.endCursor as string,
  };
}

/**
 * The place's ads as the listing shows them, newest first: the same by city, by category, and by
 * both, on the first page and on the page after the first ad (found with a cursor, by its own SQL);
 * and the whole country's count, which changes by as much (`country.before` + the change).
 */
async function expectListed(where: Place, names: string[], country?: { before: number; change: number }) {
  for (const filter of [
    { locationId: where.city },
    { categoryId: where.category },
    { locationId: where.city, categoryId: where.category },
  ]) {
    const shown = await listing(filter);
    expect(shown.names).toEqual(names);
    expect(shown.count).toBe(names.length);
    expect(shown.lowerBound).toBe(false);
    const next = await listing({ ...filter, after: (await listing({ ...filter, first: 1 })).endCursor });
    expect(next.names).toEqual(names.slice(1));
    expect(next.count).toBe(names.length);
  }
  if (country) expect((await listing({})).count).toBe(country.before + country.change);
}

const adminCtx = () => t.contextFor(admin);

describe("the listing's totalCount", () => {
  it("follows India's date: an ad joins on its start date and leaves the day after its end date", async () => {
    const here = await place();
    const today = todayInIndia();
    await here.ad('Running', { startDate: dateOnly(addDays(today, -3)), endDate: dateOnly(addDays(today, 3)) });
    await here.ad('Ends today', { startDate: dateOnly(addDays(today, -1)), endDate: dateOnly(today) });
    await here.ad('Starts tomorrow', { startDate: dateOnly(addDays(today, 1)), endDate: dateOnly(addDays(today, 5)) });
    await here.ad('Ended yesterday', {
      startDate: dateOnly(addDays(today, -5)),
      endDate: dateOnly(addDays(today, -1)),
    });
    await expectListed(here, ['Ends today', 'Running']);
    const country = (await listing({})).count;

    // a day later in India (the listing's clock is Date's)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    expect(todayInIndia()).toBe(addDays(today, 1));
    await expectListed(here, ['Starts tomorrow', 'Running'], { before: country, change: 0 });
  });

  it('drops an ad taken down and counts it again once restored', async () => {
    const here = await place();
    const first = await here.ad('First');
    await here.ad('Second');
    await expectListed(here, ['Second', 'First']);
    const country = (await listing({})).count;

    await takeDownAd(adminCtx(), { adId: first, reason: 'Offers sex for money' });
    await expectListed(here, ['Second'], { before: country, change: -1 });

    await restoreAd(adminCtx(), first);
    await expectListed(here, ['Second', 'First'], { before: country, change: 0 });
  });

  it('drops an ad hidden by reports and counts it again once an admin restores it', async () => {
    const here = await place();
    const reported = await here.ad('Reported');
    await here.ad('Other');
    const country = (await listing({})).count;

    for (const visitor of ['count-a', 'count-b', 'count-c'])
      await reportAd(t.contextFor(null, visitor), { adId: reported, reason: 'underage' });
    await expectListed(here, ['Other'], { before: country, change: -1 });

    await restoreAd(adminCtx(), reported);
    await expectListed(here, ['Other', 'Reported'], { before: country, change: 0 });
  });

  it('drops every ad of a suspended advertiser and counts them again when the account is active again', async () => {
    const here = await place();
    await here.ad('One');
    await here.ad('Two');
    const someoneElse = await t.createUser();
    await here.ad('Of another advertiser', { userId: someoneElse.id });
    const country = (await listing({})).count;

    await changeUserStatus(adminCtx(), { id: here.owner.id, status: 'suspended', reason: 'Fake photos' });
    await expectListed(here, ['Of another advertiser'], { before: country, change: -2 });

    await changeUserStatus(adminCtx(), { id: here.owner.id, status: 'active' });
    await expectListed(here, ['Of another advertiser', 'Two', 'One'], { before: country, change: 0 });
  });

  // last in the file: its thousand ads cap the whole country's count the tests above compare
  it(`is exact up to ${LISTING_COUNT_LIMIT} public ads, then that bound flagged as a lower bound, on every page`, async () => {
    const here = await place();
    const today = dateOnly(todayInIndia());
    const db = t.database.prisma;
    const owner = here.owner.id;
    const many = (count: number, from: number) =>
      Array.from({ length: count }, (_, index) => ({
        userId: owner,
        name: `Bulk ${from + index}`,
        description: 'Warm and friendly.',
        startDate: today,
        endDate: today,
        creditsUsed: 1,
        // the place's own city and category, read back from an ad of it
        categoryId: 0,
        locationId: 0,
      }));
    const sample = await db.ad.findUniqueOrThrow({ where: { id: await here.ad('Bulk 0') } });
    await db.ad.createMany({
      data: many(LISTING_COUNT_LIMIT - 1, 1).map((ad) => ({
        ...ad,
        categoryId: sample.categoryId,
        locationId: sample.locationId,
      })),
    });
    // one more that the public does not see: not counted towards the bound
    await here.ad('Taken down', { takenDownAt: new Date(), takedownReason: 'Spam' });

    const exact = await listing({ locationId: here.city, categoryId: here.category });
    expect(exact).toMatchObject({ count: LISTING_COUNT_LIMIT, lowerBound: false });

    await here.ad('One too many');
    await here.ad('Two too many');
    for (const filter of [
      { locationId: here.city },
      { categoryId: here.category },
      { locationId: here.city, categoryId: here.category },
      {},
    ]) {
      const first = await listing(filter);
      expect(first).toMatchObject({ count: LISTING_COUNT_LIMIT, lowerBound: true });
      expect(first.names).toHaveLength(100);
      // a page deep through the cursor says the same
      let after = first.endCursor;
      for (let page = 0; page < 9; page += 1) after = (await listing({ ...filter, after })).endCursor;
      const deep = await listing({ ...filter, after });
      expect(deep).toMatchObject({ count: LISTING_COUNT_LIMIT, lowerBound: true });
      if (filter.locationId || filter.categoryId) expect(deep.names).toEqual(['Bulk 1', 'Bulk 0']);
    }

    // REST counts past the page asked for, so "more pages remain while totalAds > page x pageSize" holds
    const rest = async (page: number, pageSize: number) => {
      const answer = await t.rest('POST', '/ads/getByLocation', {
        locationId: sample.locationId,
        categoryId: sample.categoryId,
        page,
        pageSize,
      });
      expect(answer.status).toBe(200);
      return answer.body as { ads: { name: string }[]; totalAds: number; totalAdsIsLowerBound: boolean };
    };
    expect(await rest(1, 5)).toMatchObject({ totalAds: LISTING_COUNT_LIMIT, totalAdsIsLowerBound: true });
    const deep = await rest(LISTING_COUNT_LIMIT, 1);
    expect(deep).toMatchObject({ totalAds: LISTING_COUNT_LIMIT + 1, totalAdsIsLowerBound: true });
    expect(deep.ads.map((ad) => ad.name)).toEqual(['Bulk 2']);
    const last = await rest(LISTING_COUNT_LIMIT + 2, 1);
    expect(last).toMatchObject({ totalAds: LISTING_COUNT_LIMIT + 2, totalAdsIsLowerBound: false });
    expect(last.ads.map((ad) => ad.name)).toEqual(['Bulk 0']);
  });
});
