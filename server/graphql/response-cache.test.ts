// Visitors' answers to public queries come from a short-lived cache; signed-in requests never do.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../lib/dates.ts';
import { reportAd } from '../modules/reports/service.ts';
import { createTestApp } from '../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
});
afterAll(() => t.close());

const CATEGORIES = /* GraphQL */ `
  {
    categories {
      name
    }
  }
`;
const names = (body: any) => body.data.categories.map((category: { name: string }) => category.name);

describe('the public response cache', () => {
  it('serves a visitor the cached answer until it expires, and a signed-in account always the current one', async () => {
    await t.database.prisma.category.create({ data: { name: 'Elite' } });
    expect(names((await t.graphql(CATEGORIES)).body)).toEqual(['Elite']);

    await t.database.prisma.category.create({ data: { name: 'Independent' } });
    // a visitor: still the cached answer
    expect(names((await t.graphql(CATEGORIES)).body)).toEqual(['Elite']);
    // anyone with a token: never from the cache
    const admin = await t.createUser({ role: 'admin' });
    expect(names((await t.graphql(CATEGORIES, {}, await t.tokenFor(admin))).body)).toEqual(['Elite', 'Independent']);

    // a minute later on the cache's clock (its entries age by performance.now()), not by waiting one out
    const realNow = performance.now.bind(performance);
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      expect(names((await t.graphql(CATEGORIES)).body)).toEqual(['Elite', 'Independent']);
    } finally {
      clock.mockRestore();
    }
  });

  it("keeps the listing page's query, which names the search it skips", async () => {
    const LISTING = /* GraphQL */ `
      query ($searching: Boolean!) {
        ads(first: 5) {
          totalCount
        }
        searchAds(first: 5, search: "x") @include(if: $searching) {
          totalCount
        }
      }
    `;
    const count = async () => (await t.graphql(LISTING, { searching: false })).body.data.ads.totalCount as number;
    const before = await count();
    const makeAd = await t.adMaker({ state: 'Tripura', city: 'Agartala Search', category: 'Search Elite' });
    await makeAd();
    expect(await count()).toBe(before);
  });

  it('keeps nothing of a query that pairs public fields with a live one', async () => {
    const QUERY = /* GraphQL */ `
      {
        categories {
          name
        }
        grievanceProgress(trackingNumber: "GRV-AAAA2222") {
          __typename
        }
      }
    `;
    expect((await t.graphql(QUERY)).body.data.grievanceProgress.__typename).toBe('NotFoundError');
    await t.database.prisma.grievance.create({
      data: {
        trackingNumber: 'GRV-AAAA2222',
        category: 'scam',
        details: 'x',
        contact: 'a@example.in',
        visitorKey: 'v',
        networkKey: 'n',
      },
    });
    expect((await t.graphql(QUERY)).body.data.grievanceProgress.__typename).toBe('QueryGrievanceProgressSuccess');
  });

  it('keeps nothing of an operation that is not made of public fields', async () => {
    const message = { name: 'Asha', email: 'asha@example.com', contact: '9876543210', message: 'Hello' };
    const SEND = /* GraphQL */ `
      mutation ($input: SendContactMessageInput!) {
        sendContactMessage(input: $input) {
          __typename
        }
      }
    `;
    const LOG = /* GraphQL */ `
      mutation {
        logVisit(route: "/blogs")
      }
    `;
    await t.graphql(SEND, { input: message });
    await t.graphql(SEND, { input: message });
    await t.graphql(LOG);
    await t.graphql(LOG);
    expect(await t.database.prisma.contactMessage.count()).toBe(2);
    expect(await t.database.prisma.visitLog.count()).toBe(2);
  });

  it('forgets a cached listing at once when reports hide an ad, and again when an admin restores it', async () => {
    const app = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '600' } });
    try {
      const db = app.database.prisma;
      const state = await db.state.create({ data: { name: 'Goa' } });
      const location = await db.location.create({ data: { name: 'Panaji', stateId: state.id } });
      const category = await db.category.create({ data: { name: 'Companions' } });
      const owner = await app.createUser();
      const today = todayInIndia();
      const ad = await db.ad.create({
        data: {
          userId: owner.id,
          name: 'Riya',
          description: 'x',
          startDate: dateOnly(today),
          endDate: dateOnly(addDays(today, 2)),
          creditsUsed: 1,
          categoryId: category.id,
          locationId: location.id,
        },
      });
      const LISTING = /* GraphQL */ `
        {
          ads(first: 10) {
            edges {
              node {
                id
                name
              }
            }
          }
        }
      `;
      const listed = async () => ((await app.graphql(LISTING)).body.data.ads.edges as unknown[]).length;
      const REPORT = /* GraphQL */ `
        mutation ($input: ReportAdInput!) {
          reportAd(input: $input) {
            __typename
          }
        }
      `;
      const RESTORE = /* GraphQL */ `
        mutation ($id: ID!) {
          restoreAd(adId: $id) {
            __typename
          }
        }
      `;
      const adId = Buffer.from(`Ad:${ad.id}`).toString('base64');

      expect(await listed()).toBe(1);
      await reportAd(app.contextFor(null, 'first-visitor'), { adId: ad.id, reason: 'underage' });
      await reportAd(app.contextFor(null, 'second-visitor'), { adId: ad.id, reason: 'underage' });
      // reports from two networks hide nothing: the cached answer stands
      expect(await listed()).toBe(1);
      // a third network (this request's own address) makes three: hidden, and the cached listing forgotten
      expect((await app.graphql(REPORT, { input: { adId, reason: 'no_consent' } })).body.data.reportAd.__typename).toBe(
        'MutationReportAdSuccess',
      );
      expect(await listed()).toBe(0);

      const admin = await app.createUser({ role: 'admin' });
      expect((await app.graphql(RESTORE, { id: adId }, await app.tokenFor(admin))).body.data.restoreAd.__typename).toBe(
        'MutationRestoreAdSuccess',
      );
      expect(await listed()).toBe(1);
    } finally {
      await app.close();
    }
  });

  it("forgets a cached listing when an admin suspends the ad's advertiser, and again when reinstating them", async () => {
    const makeAd = await t.adMaker({ state: 'Assam', city: 'Guwahati', category: 'Elite Guwahati' });
    const ad = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: await makeAd() } });
    const adId = Buffer.from(`Ad:${ad.id}`).toString('base64');
    const ownerId = Buffer.from(`User:${ad.userId}`).toString('base64');
    const LISTING = /* GraphQL */ `
      query ($category: ID) {
        ads(first: 10, categoryId: $category) {
          edges {
            node {
              id
            }
          }
        }
      }
    `;
    const categoryId = Buffer.from(`Category:${ad.categoryId}`).toString('base64');
    const listed = async () =>
      ((await t.graphql(LISTING, { category: categoryId })).body.data.ads.edges as { node: { id: string } }[]).map(
        (edge) => edge.node.id,
      );
    const CHANGE = /* GraphQL */ `
      mutation ($id: ID!, $status: UserStatus!) {
        changeUserStatus(id: $id, status: $status) {
          __typename
        }
      }
    `;
    const adminToken = await t.tokenFor(await t.createUser({ role: 'admin' }));

    expect(await listed()).toEqual([adId]);
    expect(
      (await t.graphql(CHANGE, { id: ownerId, status: 'suspended' }, adminToken)).body.data.changeUserStatus.__typename,
    ).toBe('MutationChangeUserStatusSuccess');
    expect(await listed()).toEqual([]);
    expect(
      (await t.graphql(CHANGE, { id: ownerId, status: 'active' }, adminToken)).body.data.changeUserStatus.__typename,
    ).toBe('MutationChangeUserStatusSuccess');
    expect(await listed()).toEqual([adId]);
  });

  it("keeps a listing address's place for visitors like the rest of the catalogue, until it expires", async () => {
    const makeAd = await t.adMaker({ state: 'Kerala', city: 'Kochi', category: 'Elite Kochi' });
    await makeAd();
    const PLACE = /* GraphQL */ `
      {
        listingPlace(citySlug: "kochi", categorySlug: "elite-kochi") {
          category {
            id
            name
          }
        }
      }
    `;
    expect((await t.graphql(PLACE)).body.data.listingPlace.category.name).toBe('Elite Kochi');
    await t.database.prisma.category.updateMany({ where: { name: 'Elite Kochi' }, data: { name: 'Elite of Kochi' } });
    // a visitor: still the cached answer (the server renders listing pages with this query)
    expect((await t.graphql(PLACE)).body.data.listingPlace.category.name).toBe('Elite Kochi');
    const admin = await t.createUser({ role: 'admin' });
    expect((await t.graphql(PLACE, {}, await t.tokenFor(admin))).body.data.listingPlace.category.name).toBe(
      'Elite of Kochi',
    );
    const realNow = performance.now.bind(performance);
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      expect((await t.graphql(PLACE)).body.data.listingPlace.category.name).toBe('Elite of Kochi');
    } finally {
      clock.mockRestore();
    }
  });
});
