// Visitors' repeated queries run compiled (graphql-jit) with the answers graphql-js gives; everything
// else stays interpreted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportAd } from '../modules/reports/service.ts';
import { createTestApp } from '../test/app.ts';

const LISTING = /* GraphQL */ `
  query Listing($first: Int, $after: String, $categoryId: ID) {
    ads(first: $first, after: $after, categoryId: $categoryId) {
      totalCount
      totalCountIsLowerBound
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          databaseId
          name
          description
          contact
          startDate
          endDate
          category {
            id
            name
          }
          location {
            name
            state {
              name
            }
          }
          images {
            id
            url
            srcSet
            width
            height
          }
        }
      }
    }
  }
`;

const compiled: (string | null)[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let categoryId: string;
let adIds: number[];
beforeAll(async () => {
  t = await createTestApp({
    compiledQueries: { after: 2, maxFields: 30, maxCompiled: 3, onCompiled: (name) => compiled.push(name) },
  });
  const makeAd = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Companions' });
  adIds = [];
  for (let index = 0; index < 7; index += 1)
    adIds.push(await makeAd({ name: `Ad ${index}`, contact: index % 2 ? '9123456789' : null }));
  for (const [position, adId] of adIds.slice(0, 3).entries()) {
    await t.database.prisma.adImage.create({
      data: { adId, path: `ads/${adId}-${position}.jpg`, width: 800, height: 600, position },
    });
  }
  const ad = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adIds[0]! } });
  categoryId = Buffer.from(`Category:${ad.categoryId}`).toString('base64');
});
afterAll(() => t.close());

const compilationsOf = (name: string) => compiled.filter((compiledName) => compiledName === name).length;

describe("a visitor's query", () => {
  it('is interpreted for its first executions, then compiled once, with the same answers page by page', async () => {
    const pages = async () => {
      const first = await t.graphql(LISTING, { first: 3, categoryId });
      const second = await t.graphql(LISTING, { first: 3, categoryId, after: first.body.data.ads.pageInfo.endCursor });
      return [first, second];
    };
    const interpreted = await pages();
    expect(compilationsOf('Listing')).toBe(0);
    expect(interpreted.map((answer) => answer.status)).toEqual([200, 200]);
    expect(interpreted[0]!.body.data.ads.edges.map((edge: any) => edge.node.name)).toEqual(['Ad 6', 'Ad 5', 'Ad 4']);
    expect(interpreted[1]!.body.data.ads.edges.map((edge: any) => edge.node.name)).toEqual(['Ad 3', 'Ad 2', 'Ad 1']);

    const compiledPages = await pages();
    expect(compilationsOf('Listing')).toBe(1);
    expect(compiledPages).toEqual(interpreted);
    // a third page and the images of the last card, compiled
    const last = await t.graphql(LISTING, {
      first: 3,
      categoryId,
      after: compiledPages[1]!.body.data.ads.pageInfo.endCursor,
    });
    expect(last.body.data.ads.edges.map((edge: any) => [edge.node.name, edge.node.images.length])).toEqual([
      ['Ad 0', 1],
    ]);
    expect(last.body.data.ads.pageInfo.hasNextPage).toBe(false);
    expect(compilationsOf('Listing')).toBe(1);
  });

  it('answers an error of a field as graphql-js does, once compiled', async () => {
    const AD = /* GraphQL */ `
      query AdPage($id: ID!) {
        ad(id: $id) {
          name
        }
      }
    `;
    const answers = [];
    for (const id of ['not-a-global-id', 'not-a-global-id', 'not-a-global-id'])
      answers.push(await t.graphql(AD, { id }));
    expect(compilationsOf('AdPage')).toBe(1);
    expect(answers[0]!.body.errors?.length).toBe(1);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('keeps the answer graphql-js gives to variables it refuses (HTTP 400), compiled or not', async () => {
    const refused = async () => t.graphql(LISTING, { first: 'three', categoryId });
    const before = await refused();
    expect(before.status).toBe(400);
    expect(before.body.errors?.[0]?.message).toMatch(/\$first/);
    // compiled by now (the listing ran more than twice above)
    expect(compilationsOf('Listing')).toBe(1);
    expect(await refused()).toEqual(before);
  });

  it('is never compiled when it has more fields than the bound', async () => {
    // 31 fields: the listing above has 29
    const WIDE = /* GraphQL */ `query Wide { ${Array.from({ length: 29 }, (_, index) => `f${index}: __typename`).join(' ')} categories { name } }`;
    for (let run = 0; run < 4; run += 1) expect((await t.graphql(WIDE)).status).toBe(200);
    expect(compilationsOf('Wide')).toBe(0);
  });

  it('is never compiled when its fragments, counted where they are spread, take it over the bound', async () => {
    // 13 field nodes written, 40 compiled: a fragment of 3 fields under 10 aliases
    const SPREAD = /* GraphQL */ `query Spread { ${Array.from({ length: 10 }, (_, index) => `c${index}: categories { ...Card }`).join(' ')} }
      fragment Card on Category { id name slug }`;
    for (let run = 0; run < 4; run += 1)
      expect((await t.graphql(SPREAD)).body.data.c9).toEqual([expect.objectContaining({ name: 'Companions' })]);
    expect(compilationsOf('Spread')).toBe(0);
  });

  it('is never compiled when its document holds more operations than one', async () => {
    const TWO = /* GraphQL */ `
      query TwoFirst {
        categories {
          name
        }
      }
      query TwoSecond {
        categories {
          slug
        }
      }
    `;
    const ask = (operationName: string) =>
      t.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: TWO, operationName }),
      });
    for (let run = 0; run < 4; run += 1) {
      expect(((await (await ask('TwoFirst')).json()) as any).data.categories).toEqual([{ name: 'Companions' }]);
      expect(((await (await ask('TwoSecond')).json()) as any).data.categories).toEqual([{ slug: 'companions' }]);
    }
    expect(compilationsOf('TwoFirst') + compilationsOf('TwoSecond')).toBe(0);
  });

  it('follows the catalogue once compiled: an ad hidden by reports leaves it', async () => {
    const NAMES = /* GraphQL */ `
      query Names($categoryId: ID) {
        ads(first: 10, categoryId: $categoryId) {
          totalCount
          edges {
            node {
              name
            }
          }
        }
      }
    `;
    const names = async () => (await t.graphql(NAMES, { categoryId })).body.data.ads;
    for (let run = 0; run < 3; run += 1) await names();
    expect(compilationsOf('Names')).toBe(1);
    expect((await names()).totalCount).toBe(7);
    for (const visitor of ['one', 'two', 'three'])
      await reportAd(t.contextFor(null, visitor), { adId: adIds[6]!, reason: 'underage' });
    const after = await names();
    expect(after.totalCount).toBe(6);
    expect(after.edges.map((edge: any) => edge.node.name)).not.toContain('Ad 6');
  });
});

describe('the compiled documents', () => {
  it('are at most maxCompiled: the least recently executed is forgotten, and counted again before it is compiled again', async () => {
    const queries = ['First', 'Second', 'Third', 'Fourth'].map(
      (name) => [name, `query ${name} { categories { name } }`] as const,
    );
    const run = async (query: string, times: number) => {
      for (let index = 0; index < times; index += 1)
        expect((await t.graphql(query)).body.data.categories).toEqual([{ name: 'Companions' }]);
    };
    // compiled on their third execution; the fourth pushes out the least recent of the three kept (this file's others are older)
    for (const [, query] of queries.slice(0, 3)) await run(query, 3);
    await run(queries[0]![1], 1);
    await run(queries[3]![1], 3);
    expect(queries.map(([name]) => compilationsOf(name))).toEqual([1, 1, 1, 1]);
    // First (executed after Second) is still kept: not compiled again
    await run(queries[0]![1], 1);
    expect(compilationsOf('First')).toBe(1);
    // Second was forgotten with its count: two interpreted executions, then compiled again
    await run(queries[1]![1], 2);
    expect(compilationsOf('Second')).toBe(1);
    await run(queries[1]![1], 1);
    expect(compilationsOf('Second')).toBe(2);
  });
});

describe('the compiled documents, by bytes', () => {
  it('are bounded in bytes as kept: a document of comments heavier than the bound stays interpreted, never compiled again', async () => {
    const compiledHere: (string | null)[] = [];
    // bound: a few client documents' worth; a compiled document holds its text and every token of it, comments too
    const app = await createTestApp({
      compiledQueries: {
        after: 1,
        maxFields: 30,
        maxCompiled: 100,
        maxCompiledBytes: 400_000,
        onCompiled: (name) => compiledHere.push(name),
      },
    });
    try {
      const makeAd = await app.adMaker({ state: 'Kerala', city: 'Kochi', category: 'Elite' });
      await makeAd();
      const light = 'query Light { categories { name } }';
      // 40 KB of one-character comments: about 2.6 MB of heap once parsed
      const heavy = `query Heavy { categories { name } }\n${'#\n'.repeat(20_000)}`;
      for (let run = 0; run < 5; run += 1) {
        expect((await app.graphql(light)).body.data.categories).toEqual([{ name: 'Elite' }]);
        expect((await app.graphql(heavy)).body.data.categories).toEqual([{ name: 'Elite' }]);
      }
      expect(compiledHere).toEqual(['Light']);
    } finally {
      await app.close();
    }
  });
});

describe('never compiled', () => {
  it("a signed-in account's query", async () => {
    const token = await t.tokenFor(await t.createUser({ role: 'admin' }));
    const MINE = /* GraphQL */ `
      query SignedIn {
        categories {
          name
        }
      }
    `;
    for (let run = 0; run < 4; run += 1)
      expect((await t.graphql(MINE, {}, token)).body.data.categories).toEqual([{ name: 'Companions' }]);
    expect(compilationsOf('SignedIn')).toBe(0);
  });

  it("a visitor's mutation", async () => {
    const LOG = /* GraphQL */ `
      mutation LogVisit {
        logVisit(route: "/blogs")
      }
    `;
    for (let run = 0; run < 4; run += 1) await t.graphql(LOG);
    expect(compilationsOf('LogVisit')).toBe(0);
    expect(await t.database.prisma.visitLog.count({ where: { route: '/blogs' } })).toBe(4);
  });
});
