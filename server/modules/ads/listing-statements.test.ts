// The public listing is the busiest query: a page is one joined statement plus the count, on
// every page (issue: "one listing request issues at most 2 SQL statements").
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { schema } from '../../schema.ts';
import { createTestApp } from '../../test/app.ts';
import { CARD_FIELDS } from './graphql.ts';

let statements: string[] = [];
let counting = false;
let t: Awaited<ReturnType<typeof createTestApp>>;
let cityId: string;

const LISTING = /* GraphQL */ `
  query ($locationId: ID, $first: Int, $after: String, $last: Int, $before: String) {
    ads(locationId: $locationId, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        node {
          id
          name
          contact
          category {
            name
          }
          location {
            name
            state {
              name
            }
          }
          images {
            url
            srcSet
          }
          services
          quickSummaries {
            name
            value
          }
        }
      }
    }
  }
`;

// what a city's page asks (the cards, one statement with the count), and with the featured block above (issue 34)
const CARDS = /* GraphQL */ `
  query ($locationId: ID, $first: Int, $after: String) {
    ads(locationId: $locationId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...Card
        }
      }
    }
  }
  fragment Card on Ad {
    id
    name
    contact
    category {
      name
    }
    location {
      name
      state {
        name
      }
    }
    images {
      url
      srcSet
    }
  }
`;
const CARDS_AND_FEATURED = CARDS.replace('totalCount', 'totalCount featured { ...Card }');

beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => counting && statements.push(sql) });
  const db = t.database.prisma;
  const state = await db.state.create({ data: { name: 'Maharashtra' } });
  const city = await db.location.create({ data: { name: 'Pune', stateId: state.id } });
  const category = await db.category.create({ data: { name: 'Elite' } });
  const owner = await t.createUser();
  const today = todayInIndia();
  // 12 ads, several sharing a start date, so the order needs both sort keys
  for (let index = 0; index < 12; index += 1) {
    const start = addDays(today, -(index % 4));
    await db.ad.create({
      data: {
        userId: owner.id,
        name: `Listing ${index}`,
        description: 'Demo listing',
        age: 21 + index,
        startDate: dateOnly(start),
        endDate: dateOnly(addDays(today, 10)),
        creditsUsed: 1,
        categoryId: category.id,
        locationId: city.id,
        images: { create: [{ path: `ab/cd/${'a'.repeat(64)}.webp`, width: 800, height: 600 }] },
        quickSummaries: { create: [{ name: 'Age', value: '25' }] },
      },
    });
  }
  cityId = Buffer.from(`Location:${city.id}`).toString('base64');
  // four of them featured in the city today (issue 34), more than the block of 3 shows at once
  const featured = await db.ad.findMany({
    where: { name: { in: ['Listing 1', 'Listing 4', 'Listing 7', 'Listing 10'] } },
  });
  const purchase = await db.placementPurchase.create({
    data: { adId: featured[0]!.id, userId: owner.id, kind: 'featured', credits: 4 },
  });
  await db.featuredDay.createMany({
    data: featured.map((ad) => ({
      adId: ad.id,
      day: dateOnly(today),
      locationId: city.id,
      categoryId: category.id,
      purchaseId: purchase.id,
    })),
  });
});
afterAll(() => t.close());

async function page({ document = LISTING, ...variables }: Record<string, unknown>) {
  statements = [];
  counting = true;
  const { body } = await t.graphql(document as string, { locationId: cityId, ...variables });
  counting = false;
  expect(body.errors).toBeUndefined();
  return { ads: body.data.ads, statements: [...statements] };
}

describe('the public listing', () => {
  it('reads the featured block of a city in the page’s one statement (issue 34)', async () => {
    const plain = await page({ first: 5, document: CARDS });
    const withBlock = await page({ first: 5, document: CARDS_AND_FEATURED });
    expect(withBlock.statements.length).toBe(plain.statements.length);
    expect(withBlock.statements.length).toBe(1);
    const block = withBlock.ads.featured as { name: string; category: { name: string }; images: unknown[] }[];
    expect(block).toHaveLength(3);
    expect(new Set(block.map((ad) => ad.name)).size).toBe(3);
    for (const ad of block) {
      expect(['Listing 1', 'Listing 4', 'Listing 7', 'Listing 10']).toContain(ad.name);
      expect(ad.category.name).toBe('Elite');
      expect(ad.images).toHaveLength(1);
    }
    // the ordinary page is the same with or without the block: featured ads stay in the listing
    expect(withBlock.ads.edges).toEqual(plain.ads.edges);
    // a next page answers the block again (Relay's connection keeps the latest page's), still in one statement
    const next = await page({ first: 5, after: withBlock.ads.pageInfo.endCursor, document: CARDS_AND_FEATURED });
    expect(next.ads.featured).toHaveLength(3);
    expect(next.statements.length).toBe(1);
  });

  it('reads only the card’s columns for a card-only listing, and answers every card field as whole rows do', async () => {
    // every field the card's rows answer (CARD_FIELDS), nested through its types
    const selectionOf = (type: GraphQLObjectType): string =>
      [...CARD_FIELDS[type.name]!]
        .map((name) => {
          const named = getNamedType(type.getFields()[name]!.type);
          return isObjectType(named) ? `${name} { ${selectionOf(named)} }` : name;
        })
        .join(' ');
    const card = selectionOf(schema.getType('Ad') as GraphQLObjectType);
    const listing = (extra: string) => /* GraphQL */ `
      query ($locationId: ID, $first: Int) {
        ads(locationId: $locationId, first: $first) {
          featured { ${card} ${extra} }
          edges { node { ${card} ${extra} } cursor }
        }
      }
    `;
    const cardOnly = await page({ first: 12, document: listing('') });
    // a field beyond the card has the ads read whole
    const whole = await page({ first: 12, document: listing('services') });
    expect(cardOnly.statements).toHaveLength(1);
    expect(cardOnly.statements[0]).not.toContain('"updatedAt"');
    expect(whole.statements.join('\n')).toContain('"updatedAt"');
    const withoutServices = (ads: { featured: object[]; edges: { node: object }[] }) => ({
      featured: ads.featured.map(({ services: _, ...ad }: any) => ad),
      edges: ads.edges.map(({ node: { services: _, ...node }, cursor }: any) => ({ node, cursor })),
    });
    expect(cardOnly.ads.featured).toHaveLength(3);
    expect(cardOnly.ads.edges).toHaveLength(12);
    expect(cardOnly.ads.edges[0].node.images[0].srcSet).not.toBe('');
    expect(cardOnly.ads).toEqual(withoutServices(whole.ads));
  });

  it('answers each page with at most 2 SQL statements, in a stable order across pages', async () => {
    const everything = await page({ first: 12 });
    const expectedOrder = everything.ads.edges.map((edge: any) => edge.node.name);
    expect(everything.ads.totalCount).toBe(12);

    const seen: string[] = [];
    let after: string | undefined;
    for (let index = 0; index < 3; index += 1) {
      const result = await page({ first: 5, after });
      expect(result.statements.length).toBeGreaterThan(0);
      expect(result.statements.length).toBeLessThanOrEqual(2);
      seen.push(...result.ads.edges.map((edge: any) => edge.node.name));
      after = result.ads.pageInfo.endCursor;
      expect(result.ads.pageInfo.hasNextPage).toBe(index < 2);
    }
    expect(seen).toEqual(expectedOrder);

    // and backwards from the end
    const last = await page({ last: 5, before: after });
    expect(last.statements.length).toBeLessThanOrEqual(2);
    expect(last.ads.edges.map((edge: any) => edge.node.name)).toEqual(expectedOrder.slice(6, 11));
  });
});
