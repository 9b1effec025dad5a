// The listing's page in one statement (listing-page.ts) answers the rows Prisma's findMany would,
// for every include the cards ask, on first pages, deeper ones and after or before a cursor; and a
// request of the client's listing is that one statement, its count included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQueryOf } from '../../db/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { isOneStatementPage } from './listing-page.ts';
import { listPublicAdsPage, publicAdWhere } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let statements: string[] = [];
let counting = false;
let cityId: number;

beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => counting && statements.push(sql) });
  const newAd = await t.adMaker({ state: 'Kerala', city: 'Kochi', category: 'Elite' });
  const today = todayInIndia();
  // start dates shared by several ads, images out of position order, one with a fingerprint, one without images, a contact of its own
  for (let index = 0; index < 9; index += 1) {
    const images =
      index === 4
        ? []
        : [
            {
              path: `ab/cd/${'b'.repeat(64)}.webp`,
              width: 640,
              height: 800,
              position: 1,
              fingerprint: BigInt('9223372036854775807'),
            },
            { path: `ab/cd/${'a'.repeat(64)}.webp`, width: null, height: null, position: 0 },
          ];
    await newAd({
      name: `Ad ${index}`,
      startDate: dateOnly(addDays(today, -(index % 3))),
      contact: index === 2 ? '9000000000' : null,
      takedownReason: null,
      images: { create: images },
    } as Partial<Prisma.AdUncheckedCreateInput>);
  }
  // not public: must not show
  await newAd({ name: 'Ended', startDate: dateOnly(addDays(today, -9)), endDate: dateOnly(addDays(today, -1)) });
  cityId = (await t.database.prisma.location.findFirstOrThrow({ where: { name: 'Kochi' } })).id;
});
afterAll(() => t.close());

const INCLUDES: Prisma.AdInclude[] = [
  {
    user: { select: { contact: true } },
    category: true,
    location: { include: { state: true } },
    images: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  },
  { location: true, images: true },
  {},
];

/** Prisma's own answer for the same page: the listing's rule and order. */
function prismaPage(
  query: { take: number; skip?: number; include: Prisma.AdInclude },
  cursor?: { listedAt: Date; id: number },
) {
  const db = t.database.prisma;
  return db.ad.findMany({
    ...query,
    ...(cursor ? { cursor: { listedAt_id: cursor }, skip: 1 } : {}),
    where: { AND: [publicAdWhere(), { locationId: cityId }] },
    orderBy: [{ listedAt: 'desc' }, { id: 'desc' }],
  });
}

describe('the listing page in one statement', () => {
  it('answers the rows Prisma answers, for every include the cards ask, first and deeper pages, after and before a cursor', async () => {
    const context = { db: t.database.prisma };
    for (const include of INCLUDES) {
      for (const query of [
        { take: 4, include },
        { take: 3, skip: 2, include },
        { take: 20, include },
        { take: -3, include },
      ]) {
        expect(isOneStatementPage(query)).toBe(true);
        const { ads, count } = await listPublicAdsPage(context, { locationId: cityId }, query);
        expect(ads).toEqual(await prismaPage(query));
        expect(await count()).toEqual({ count: 9, isLowerBound: false });
      }
      const all = await prismaPage({ take: 20, include: {} });
      const cursor = { listedAt: all[3]!.listedAt, id: all[3]!.id };
      for (const take of [4, -2]) {
        const { ads } = await listPublicAdsPage(
          context,
          { locationId: cityId },
          { take, skip: 1, cursor: { listedAt_id: cursor }, include },
        );
        expect(ads).toEqual(await prismaPage({ take, include }, cursor));
      }
    }
  });

  it('is empty with its count for a listing without ads, and none for an id that names nothing', async () => {
    const context = { db: t.database.prisma };
    expect(
      await listPublicAdsPage(context, { locationId: cityId + 1000 }, { take: 5, include: {} }).then(async (page) => [
        page.ads,
        await page.count(),
      ]),
    ).toEqual([[], { count: 0, isLowerBound: false }]);
    expect((await listPublicAdsPage(context, { locationId: 'abc' }, { take: 5, include: {} })).ads).toEqual([]);
  });

  it('leaves to Prisma what it does not load: other relations, a select', () => {
    expect(isOneStatementPage({ take: 5, include: { services: true } })).toBe(false);
    expect(isOneStatementPage({ take: 5, include: { user: true } })).toBe(false);
    expect(isOneStatementPage({ take: 5, select: { id: true } })).toBe(false);
  });

  it("answers the client's listing, its count included, in one SQL statement", async () => {
    const query = /* GraphQL */ `
      query ($locationId: ID, $after: String) {
        ads(first: 5, locationId: $locationId, after: $after) {
          totalCount
          totalCountIsLowerBound
          edges {
            node {
              id
              name
              description
              contact
              images {
                url
                srcSet
                width
                height
                id
              }
              category {
                name
                id
              }
              location {
                id
                name
                state {
                  id
                  name
                }
              }
            }
            cursor
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    `;
    const locationId = Buffer.from(`Location:${cityId}`).toString('base64');
    statements = [];
    counting = true;
    const first = await t.graphql(query, { locationId });
    const second = await t.graphql(query, { locationId, after: first.body.data.ads.pageInfo.endCursor });
    counting = false;
    expect(statements).toHaveLength(2);
    expect(first.body.data.ads).toMatchObject({
      totalCount: 9,
      totalCountIsLowerBound: false,
      pageInfo: { hasNextPage: true },
    });
    expect(first.body.data.ads.edges[0].node).toMatchObject({
      location: { name: 'Kochi', state: { name: 'Kerala' } },
      category: { name: 'Elite' },
    });
    expect(second.body.data.ads.edges.map((edge: any) => edge.node.name)).toHaveLength(4);
    expect(second.body.data.ads.pageInfo.hasNextPage).toBe(false);
  });

  it('runs with its generic plan, planned once, and leaves every other statement planned for its values', async () => {
    const context = { db: t.database.prisma };
    const prepared = preparedQueryOf(t.database.prisma)!;
    statements = [];
    counting = true;
    for (let run = 0; run < 3; run += 1)
      await listPublicAdsPage(context, { locationId: cityId }, { take: 6, include: INCLUDES[0]! });
    counting = false;
    expect(new Set(statements).size).toBe(1);
    // asked on the session that ran it (the embedded database's only one; on PostgreSQL the pool
    // hands back the connection it was just given)
    const [listing] = await prepared(
      Prisma.sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement = ${statements[0]!}`,
    );
    expect(listing).toMatchObject({ custom: 0 });
    expect(listing!.generic).toBeGreaterThanOrEqual(3);
    // Prisma's statements (a LIMIT of theirs is a parameter) keep being planned for their values,
    // after a direct statement that failed too
    await expect(prepared(Prisma.sql`SELECT 1 / ${0}::int`)).rejects.toThrow(/division by zero/);
    expect(await t.database.prisma.$queryRawUnsafe('SHOW plan_cache_mode')).toEqual([{ plan_cache_mode: 'auto' }]);
    await listPublicAdsPage(context, { locationId: cityId }, { take: 6, include: INCLUDES[0]! });
    expect(await t.database.prisma.$queryRawUnsafe('SHOW plan_cache_mode')).toEqual([{ plan_cache_mode: 'auto' }]);
  });
});
