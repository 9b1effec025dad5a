// The visitors' keyword search (issue 18): what it finds and in which order, with a city and a
// category, only what the public listing shows, pages by cursor, a bounded count, and any text a
// visitor types answered without an error; through GraphQL (searchAds) and REST (search).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { createCallers, expectRestMatrix } from '../../test/rest-callers.ts';
import { restoreAd, takeDownAd } from '../moderation/service.ts';
import { reportAd } from '../reports/service.ts';
import { changeUserStatus } from '../users/service.ts';
import { LISTING_COUNT_LIMIT } from './service.ts';
import { SEARCH_LIMITS, searchTerms, searchText } from './search.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
let places = 0;
const statements: string[] = [];

const SEARCH = /* GraphQL */ `
  query (
    $search: String!
    $locationId: ID
    $categoryId: ID
    $citySlug: String
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    searchAds(
      search: $search
      locationId: $locationId
      categoryId: $categoryId
      citySlug: $citySlug
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
      totalCount
      totalCountIsLowerBound
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
        startCursor
      }
      edges {
        cursor
        node {
          name
          services
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
          }
        }
      }
    }
  }
`;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => statements.push(sql) });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

/** A city and a category of their own with one advertiser, and a maker of ads there (public from today for 4 days unless `data` says otherwise). */
async function place() {
  const db = t.database.prisma;
  places += 1;
  const state = await db.state.create({ data: { name: `Search State ${places}` } });
  const city = await db.location.create({ data: { name: `Search City ${places}`, stateId: state.id } });
  const category = await db.category.create({ data: { name: `Search Category ${places}` } });
  const owner = await t.createUser();
  const today = todayInIndia();
  const ad = async (name: string, data: Partial<Prisma.AdUncheckedCreateInput> & { services?: string[] } = {}) => {
    const { services = [], ...columns } = data;
    return (
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
          ...columns,
          // as createAds writes them: one nested create of the ad's services
          services: {
            create: services.map((name, position) => ({
              position,
              service: { connectOrCreate: { where: { name }, create: { name } } },
            })),
          },
        },
      })
    ).id;
  };
  return {
    city: globalId('Location', city.id),
    cityId: city.id,
    citySlug: (await db.location.findUniqueOrThrow({ where: { id: city.id } })).slug,
    category: globalId('Category', category.id),
    categoryId: category.id,
    owner,
    ad,
  };
}

async function search(variables: {
  search: string;
  locationId?: string;
  categoryId?: string;
  citySlug?: string;
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}) {
  const { body } = await t.graphql(SEARCH, variables.last === undefined ? { first: 100, ...variables } : variables);
  expect(body.errors).toBeUndefined();
  const found = body.data.searchAds;
  return {
    names: found.edges.map((edge: any) => edge.node.name) as string[],
    count: found.totalCount as number,
    lowerBound: found.totalCountIsLowerBound as boolean,
    pageInfo: found.pageInfo as {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      endCursor: string;
      startCursor: string;
    },
    nodes: found.edges.map((edge: any) => edge.node),
  };
}

describe('searchAds finds and ranks', () => {
  it('finds a word in the name, the services or the description, the name first, then the services, then the description', async () => {
    const here = await place();
    const today = todayInIndia();
    await here.ad('Quietly described', { description: 'Ask for the zephyrine evening.', startDate: dateOnly(today) });
    await here.ad('By service', { services: ['Zephyrine Massage'], startDate: dateOnly(addDays(today, -1)) });
    await here.ad('Zephyrine', { startDate: dateOnly(addDays(today, -2)) });
    await here.ad('Unrelated', { description: 'Nothing to see.' });

    const found = await search({ search: 'zephyrine' });
    // the oldest ad first: relevance wins over the listing's order
    expect(found.names).toEqual(['Zephyrine', 'By service', 'Quietly described']);
    expect(found.count).toBe(3);
    expect(found.lowerBound).toBe(false);
    expect(found.nodes[1].services).toEqual(['Zephyrine Massage']);
  });

  it('orders ads of equal relevance as the listing does: newest start first, then the highest id', async () => {
    const here = await place();
    const today = todayInIndia();
    await here.ad('Older marigoldia', { startDate: dateOnly(addDays(today, -1)) });
    await here.ad('First marigoldia');
    await here.ad('Second marigoldia');
    expect((await search({ search: 'marigoldia' })).names).toEqual([
      'Second marigoldia',
      'First marigoldia',
      'Older marigoldia',
    ]);
  });

  it('needs every word, case-insensitively, across the fields ("or" for either, -word to leave out, "quotes" for a phrase)', async () => {
    const here = await place();
    await here.ad('Anjali Quorvex', { services: ['Candle dinner'] });
    await here.ad('Anjali Other', { description: 'quorvex travel companion' });
    await here.ad('Meera Quorvex');
    expect((await search({ search: 'QUORVEX anjali' })).names.sort()).toEqual(['Anjali Other', 'Anjali Quorvex']);
    expect((await search({ search: 'quorvex candle' })).names).toEqual(['Anjali Quorvex']);
    expect((await search({ search: 'quorvex -anjali' })).names).toEqual(['Meera Quorvex']);
    expect((await search({ search: '"quorvex travel"' })).names).toEqual(['Anjali Other']);
    expect((await search({ search: 'meera or travel quorvex' })).names.sort()).toEqual([
      'Anjali Other',
      'Meera Quorvex',
    ]);
  });

  it('finds names as written, in Latin or Devanagari', async () => {
    const here = await place();
    await here.ad('प्रिया शर्मा', { description: 'हिंदी में विवरण' });
    await here.ad('Kavyashree', { description: 'Massages and dinners.' });
    expect((await search({ search: 'प्रिया' })).names).toEqual(['प्रिया शर्मा']);
    expect((await search({ search: 'विवरण' })).names).toEqual(['प्रिया शर्मा']);
    expect((await search({ search: 'KAVYASHREE' })).names).toEqual(['Kavyashree']);
    expect((await search({ search: 'kavyashree massages' })).names).toEqual(['Kavyashree']);
    // issue 33: a singular finds the plural
    expect((await search({ search: 'kavyashree massage' })).names).toEqual(['Kavyashree']);
  });

  it('follows the services and the texts as they change (the search document is kept by the database)', async () => {
    const here = await place();
    const id = await here.ad('Plain name', { services: ['Velvetorin dance'] });
    expect((await search({ search: 'velvetorin' })).names).toEqual(['Plain name']);

    const db = t.database.prisma;
    await db.adService.deleteMany({ where: { adId: id } });
    expect((await search({ search: 'velvetorin' })).names).toEqual([]);

    await db.ad.update({ where: { id }, data: { name: 'Renamed Solvendra' } });
    expect((await search({ search: 'solvendra' })).names).toEqual(['Renamed Solvendra']);
    await db.ad.update({ where: { id }, data: { description: 'Now with brightwaterix.' } });
    expect((await search({ search: 'brightwaterix' })).names).toEqual(['Renamed Solvendra']);
    expect((await search({ search: 'plain' })).names).not.toContain('Renamed Solvendra');

    // an ad deleted with its services (their rows go by cascade, the trigger finds no ad to update)
    const gone = await here.ad('Deleted solvendra', { services: ['Velvetorin dance', 'Tea'] });
    expect((await search({ search: 'solvendra velvetorin' })).names).toEqual(['Deleted solvendra']);
    await db.ad.delete({ where: { id: gone } });
    expect((await search({ search: 'solvendra' })).names).toEqual(['Renamed Solvendra']);
  });

  it('combines with a city and a category, by ids or by the city slug', async () => {
    const here = await place();
    const there = await place();
    await here.ad('Here tamarindo');
    await there.ad('There tamarindo');
    expect((await search({ search: 'tamarindo' })).names.sort()).toEqual(['Here tamarindo', 'There tamarindo']);
    expect((await search({ search: 'tamarindo', locationId: here.city })).names).toEqual(['Here tamarindo']);
    expect((await search({ search: 'tamarindo', categoryId: there.category })).names).toEqual(['There tamarindo']);
    expect((await search({ search: 'tamarindo', locationId: here.city, categoryId: there.category })).names).toEqual(
      [],
    );
    expect((await search({ search: 'tamarindo', citySlug: there.citySlug })).names).toEqual(['There tamarindo']);
    // relations load with the page
    const [node] = (await search({ search: 'tamarindo', locationId: here.city })).nodes;
    expect(node.location.name).toMatch(/^Search City/);
    expect(node.category.name).toMatch(/^Search Category/);
  });
});

describe('searchAds finds what people type (issue 33)', () => {
  it('finds plurals by their singular and singulars by their plural, in any field, the name first', async () => {
    const here = await place();
    const today = todayInIndia();
    await here.ad('Business partner', {
      description: 'Business dinners and travel.',
      startDate: dateOnly(today),
    });
    await here.ad('Dinner date', { startDate: dateOnly(addDays(today, -2)) });
    await here.ad('Quiet one', { services: ['Candle dinners'], startDate: dateOnly(addDays(today, -1)) });
    await here.ad('Unrelated', { description: 'Coffee and conversation.' });

    // the oldest ad first: the name's match ranks above the services' above the description's
    expect((await search({ search: 'dinner', locationId: here.city })).names).toEqual([
      'Dinner date',
      'Quiet one',
      'Business partner',
    ]);
    expect((await search({ search: 'dinners', locationId: here.city })).names).toEqual([
      'Dinner date',
      'Quiet one',
      'Business partner',
    ]);
    // every word still needed: stems of both, the first not a prefix
    expect((await search({ search: 'businesses dinner', locationId: here.city })).names).toEqual(['Business partner']);
    expect((await search({ search: 'dinner partners', locationId: here.city })).names).toEqual(['Business partner']);
    expect((await search({ search: 'dinnerware', locationId: here.city })).names).toEqual([]);
  });

  it('finds words beginning with the last word typed, from three characters', async () => {
    const here = await place();
    await here.ad('Kavyashree', { services: ['Massage'], description: 'Evenings in Mumbai.' });
    await here.ad('Kavita', { description: 'Mumtaz road.' });
    expect((await search({ search: 'kavya', locationId: here.city })).names).toEqual(['Kavyashree']);
    expect((await search({ search: 'kav', locationId: here.city })).names.sort()).toEqual(['Kavita', 'Kavyashree']);
    expect((await search({ search: 'mum', locationId: here.city })).names.sort()).toEqual(['Kavita', 'Kavyashree']);
    expect((await search({ search: 'kavyashree mas', locationId: here.city })).names).toEqual(['Kavyashree']);
    expect((await search({ search: 'MUMB', locationId: here.city })).names).toEqual(['Kavyashree']);
    // two characters are no prefix, and only the last word is one
    expect((await search({ search: 'ka', locationId: here.city })).names).toEqual([]);
    expect((await search({ search: 'kavya massage', locationId: here.city })).names).toEqual([]);
    // a word left out or in quotes is whole
    expect((await search({ search: 'mumbai -kav', locationId: here.city })).names).toEqual(['Kavyashree']);
    expect((await search({ search: '"evenings in mum"', locationId: here.city })).names).toEqual([]);
  });

  it('finds Devanagari by Devanagari: plurals, prefixes, and the spellings people type (nukta, chandrabindu, joiners)', async () => {
    const here = await place();
    await here.ad('सुंदर लड़कियाँ', { description: 'ज़रूर मिलें। हैँ' });
    await here.ad('प्रिया', { services: ['मसाज'], description: 'क्\u200Dष कॉलेज' });
    await here.ad('Only Latin', { description: 'khubsurat and zaroor' });
    const names = async (words: string) => (await search({ search: words, locationId: here.city })).names;
    expect(await names('लड़कियाँ')).toEqual(['सुंदर लड़कियाँ']);
    // a singular finds the plural (Hindi stems)
    expect(await names('लड़की')).toEqual(['सुंदर लड़कियाँ']);
    expect(await names('सुंदर')).toEqual(['सुंदर लड़कियाँ']);
    // the nukta typed or not, precomposed (U+095B) or not, chandrabindu or anusvara
    expect(await names('जरूर')).toEqual(['सुंदर लड़कियाँ']);
    // (with the nukta, its Latin spelling "zaroor" is another ad's: issue 35)
    expect((await names('\u095Bरूर')).sort()).toEqual(['Only Latin', 'सुंदर लड़कियाँ']);
    expect(await names('लड़कियां')).toEqual(['सुंदर लड़कियाँ']);
    expect(await names('हैं')).toEqual(['सुंदर लड़कियाँ']);
    // a word ended by a danda, a prefix, a service, a zero-width joiner typed or not
    expect(await names('मिलें')).toEqual(['सुंदर लड़कियाँ']);
    expect(await names('प्रि')).toEqual(['प्रिया']);
    expect(await names('मसाज कॉलेज')).toEqual(['प्रिया']);
    expect(await names('क्ष')).toEqual(['प्रिया']);
    expect(await names('क्\u200Dष')).toEqual(['प्रिया']);
    // Latin finds the Latin spelling the ad has; Devanagari the Devanagari and its common Latin spellings
    // (issue 35): खूबसूरत finds "khubsurat", ज़रूर both "ज़रूर" and "zaroor"; Latin does not find Devanagari
    expect(await names('khubsurat')).toEqual(['Only Latin']);
    expect(await names('zaroor')).toEqual(['Only Latin']);
    expect(await names('खूबसूरत')).toEqual(['Only Latin']);
    expect((await names('ज़रूर')).sort()).toEqual(['Only Latin', 'सुंदर लड़कियाँ']);
    expect(await names('priya')).toEqual([]);
  });

  it('keeps the city and the category with stems and prefixes', async () => {
    const here = await place();
    const there = await place();
    await here.ad('Here one', { description: 'Weekend getaways.' });
    await there.ad('There one', { description: 'A weekend getaway.' });
    expect((await search({ search: 'getaway' })).names.sort()).toEqual(['Here one', 'There one']);
    expect((await search({ search: 'getaway', locationId: here.city })).names).toEqual(['Here one']);
    expect((await search({ search: 'weekend getaw', citySlug: there.citySlug })).names).toEqual(['There one']);
    expect((await search({ search: 'getaways', locationId: there.city, categoryId: here.category })).names).toEqual([]);
  });

  it('reads a search into at most its first terms, the last word a prefix', () => {
    expect(searchTerms('business dinners')).toEqual([
      [{ kind: 'word', text: 'business', prefix: false }],
      [{ kind: 'word', text: 'dinners', prefix: true }],
    ]);
    expect(searchTerms('meera or "travel companion" -anjali ka')).toEqual([
      [
        { kind: 'word', text: 'meera', prefix: false },
        { kind: 'phrase', text: 'travel companion' },
      ],
      [{ kind: 'not', text: 'anjali' }],
      [{ kind: 'word', text: 'ka', prefix: false }],
    ]);
    expect(searchTerms('or')).toEqual([[{ kind: 'word', text: 'or', prefix: false }]]);
    expect(searchTerms('!!! & | ( ) - "" :*')).toEqual([]);
    expect(searchTerms('a '.repeat(250)).flat()).toHaveLength(SEARCH_LIMITS.termsMax);
    // a Hindi word with its Latin spellings as either, a prefix as its word is (issue 35)
    expect(searchTerms('प्रि')).toEqual([
      [
        { kind: 'word', text: 'प्रि', prefix: true },
        { kind: 'word', text: 'pri', prefix: true },
      ],
    ]);
    expect(searchTerms('खूबसूरत लड़की')).toEqual([
      [
        { kind: 'word', text: 'खूबसूरत', prefix: false },
        { kind: 'word', text: 'khubsurat', prefix: false },
        { kind: 'word', text: 'khoobsurat', prefix: false },
      ],
      [
        { kind: 'word', text: 'लड़की', prefix: true },
        { kind: 'word', text: 'ladki', prefix: true },
        { kind: 'word', text: 'ladkee', prefix: true },
      ],
    ]);
    // bounded: at most two spellings a word, a Latin one too short to be a prefix a whole word
    expect(searchTerms('खूबसूरत '.repeat(50)).flat()).toHaveLength(3 * SEARCH_LIMITS.termsMax);
    expect(searchTerms('का')).toEqual([
      [
        { kind: 'word', text: 'का', prefix: false },
        { kind: 'word', text: 'ka', prefix: false },
      ],
    ]);
    expect(searchTerms('काम')[0]).toContainEqual({ kind: 'word', text: 'kam', prefix: true });
  });
});

describe('searchAds shows only what the listing shows', () => {
  it('never finds an ad that has ended, has not started, is taken down, hidden by reports, or whose owner is suspended', async () => {
    const here = await place();
    const today = todayInIndia();
    await here.ad('Running obsidiana');
    await here.ad('Ended obsidiana', {
      startDate: dateOnly(addDays(today, -5)),
      endDate: dateOnly(addDays(today, -1)),
    });
    await here.ad('Future obsidiana', { startDate: dateOnly(addDays(today, 1)), endDate: dateOnly(addDays(today, 3)) });
    const takenDown = await here.ad('Taken down obsidiana');
    const reported = await here.ad('Reported obsidiana');
    await takeDownAd(t.contextFor(admin), { adId: takenDown, reason: 'Offers sex for money' });
    for (const visitor of ['search-a', 'search-b', 'search-c'])
      await reportAd(t.contextFor(null, visitor), { adId: reported, reason: 'underage' });

    const suspended = await place();
    await suspended.ad('Suspended owner obsidiana');
    await changeUserStatus(t.contextFor(admin), { id: suspended.owner.id, status: 'suspended', reason: 'Fake photos' });

    expect((await search({ search: 'obsidiana' })).names).toEqual(['Running obsidiana']);
    expect((await search({ search: 'obsidiana' })).count).toBe(1);

    await restoreAd(t.contextFor(admin), takenDown);
    await changeUserStatus(t.contextFor(admin), { id: suspended.owner.id, status: 'active' });
    expect((await search({ search: 'obsidiana' })).names.sort()).toEqual([
      'Running obsidiana',
      'Suspended owner obsidiana',
      'Taken down obsidiana',
    ]);
  });
});

describe('searchAds pages', () => {
  it('pages forward and back by cursor, in the same order as one long page', async () => {
    const here = await place();
    for (const [index, name] of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].entries()) {
      await here.ad(`${name} lumenoria`, { description: index % 2 ? 'lumenoria lumenoria' : 'plain' });
    }
    const whole = await search({ search: 'lumenoria' });
    expect(whole.names).toHaveLength(5);

    const first = await search({ search: 'lumenoria', first: 2 });
    expect(first.names).toEqual(whole.names.slice(0, 2));
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.count).toBe(5);
    const second = await search({ search: 'lumenoria', first: 2, after: first.pageInfo.endCursor });
    expect(second.names).toEqual(whole.names.slice(2, 4));
    const third = await search({ search: 'lumenoria', first: 2, after: second.pageInfo.endCursor });
    expect(third.names).toEqual(whole.names.slice(4));
    expect(third.pageInfo.hasNextPage).toBe(false);

    const back = await search({ search: 'lumenoria', last: 2, before: third.pageInfo.startCursor });
    expect(back.names).toEqual(whole.names.slice(2, 4));
    expect(back.pageInfo.hasPreviousPage).toBe(true);
  });

  it('refuses a cursor it did not give with a clear message', async () => {
    const { body } = await t.graphql(SEARCH, { search: 'lumenoria', first: 2, after: 'bm90IGEgY3Vyc29y' });
    expect(body.errors?.[0]?.message ?? JSON.stringify(body.data)).toMatch(/cursor does not come from this search/);
  });

  it(`counts exactly up to ${LISTING_COUNT_LIMIT}, then answers that bound flagged, and ranks only the newest ${SEARCH_LIMITS.candidates}`, async () => {
    const here = await place();
    const today = todayInIndia();
    const owner = here.owner.id;
    // one statement: the search document is filled by the database for each row
    await t.database.prisma.ad.createMany({
      data: Array.from({ length: LISTING_COUNT_LIMIT + 1 }, (_, index) => ({
        userId: owner,
        name: `Crowd ${index} kaleidora`,
        description: 'In the crowd.',
        startDate: dateOnly(addDays(today, -(index % 3))),
        endDate: dateOnly(addDays(today, 3)),
        creditsUsed: 1,
        categoryId: here.categoryId,
        locationId: here.cityId,
      })),
    });
    const crowd = await search({ search: 'kaleidora', first: 5 });
    expect(crowd.count).toBe(LISTING_COUNT_LIMIT);
    expect(crowd.lowerBound).toBe(true);
    const fewer = await search({ search: 'kaleidora', first: 5, locationId: here.city, categoryId: here.category });
    expect(fewer.lowerBound).toBe(true);
  });

  it('reads a page and its count in three statements whatever the page asks (the queries, the page, its ads)', async () => {
    const here = await place();
    await here.ad('Counted statementia', { services: ['Dinner'] });
    statements.length = 0;
    const found = await search({ search: 'statementia', first: 5 });
    expect(found.names).toEqual(['Counted statementia']);
    expect(found.nodes[0].images).toEqual([]);
    expect(statements.filter((sql) => !/^(BEGIN|COMMIT|ROLLBACK|SET|DEALLOCATE)/i.test(sql.trim()))).toHaveLength(3);
  });
});

describe('searchAds and bad input', () => {
  it('answers punctuation, SQL-looking text, query syntax and control characters with ordinary results, never an error', async () => {
    const here = await place();
    await here.ad('Safe harborine');
    const inputs = [
      '!!!',
      '   ',
      '',
      "'; DROP TABLE ads; --",
      "harborine' OR 1=1 --",
      'harborine & | ! ( ) : * <-> \\',
      'harborine:*',
      '"unclosed harborine',
      '-',
      '\u0000harborine\u0000',
      'harborine \ud800',
      '%_harborine%',
      'SELECT * FROM users',
    ];
    for (const input of inputs) {
      const found = await search({ search: input });
      expect(
        found.names.every((name) => name === 'Safe harborine'),
        input,
      ).toBe(true);
    }
    expect((await search({ search: 'harborine & | ! ( ) : * <-> \\' })).names).toEqual(['Safe harborine']);
    expect((await search({ search: '\u0000harborine\u0000' })).names).toEqual(['Safe harborine']);
    expect((await search({ search: '!!!' })).count).toBe(0);
    expect(await t.database.prisma.ad.count()).toBeGreaterThan(0);
  });

  it(`cuts a phrase over ${SEARCH_LIMITS.textMax} characters at a word and searches what is kept`, async () => {
    const here = await place();
    await here.ad('Longwinded saffronelle');
    const long = `saffronelle ${'word '.repeat(5000)}`;
    expect((await search({ search: long })).names).toEqual([]);
    const kept = `saffronelle ${'x'.repeat(SEARCH_LIMITS.textMax - 12)} ${'never'.repeat(40)}`;
    expect(searchText(kept)).toBe(`saffronelle ${'x'.repeat(SEARCH_LIMITS.textMax - 12)}`);
    expect((await search({ search: `saffronelle ${' '.repeat(5000)}` })).names).toEqual(['Longwinded saffronelle']);
    expect((await search({ search: `${'saffronelle '.repeat(500)}` })).names).toEqual(['Longwinded saffronelle']);
  });

  it('answers a search of 500 characters with ordinary results, its first words searched', async () => {
    const here = await place();
    await here.ad('Longer saffronique', { description: 'Dinners by the sea.' });
    const names = async (words: string) => (await search({ search: words, locationId: here.city })).names;
    const long = `saffronique dinner ${'by the sea '.repeat(60)}`.slice(0, 500);
    expect(long).toHaveLength(500);
    expect(await names(long)).toEqual(['Longer saffronique']);
    // 500 characters of one word, of punctuation, of one-letter words: ordinary and empty
    expect(await names('s'.repeat(500))).toEqual([]);
    expect(await names('!?'.repeat(250))).toEqual([]);
    expect(await names('x '.repeat(250))).toEqual([]);
    expect((await search({ search: '#'.repeat(500) })).count).toBe(0);
    // REST answers the same
    const rest = await t.rest('POST', '/ads/getByLocation', {
      locationId: here.cityId,
      search: long,
      page: 1,
      pageSize: 5,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.ads.map((ad: any) => ad.name)).toEqual(['Longer saffronique']);
  });

  it('keeps searchText within its bounds', () => {
    expect(searchText(undefined)).toBe('');
    expect(searchText(42)).toBe('');
    expect(searchText(' a\tb\nc ')).toBe('a b c');
    expect(searchText('...,;:')).toBe('');
    expect(Array.from(searchText('प्रिया '.repeat(100))).length).toBeLessThanOrEqual(SEARCH_LIMITS.textMax);
    expect(searchText('y'.repeat(500))).toHaveLength(SEARCH_LIMITS.textMax);
  });
});

describe('REST search', () => {
  it('POST /ads/getByLocation with `search` answers the ranked matches with the same paging and count', async () => {
    const here = await place();
    const today = todayInIndia();
    await here.ad('Restonia', { startDate: dateOnly(addDays(today, -1)) });
    await here.ad('Described', { description: 'restonia inside' });
    await here.ad('Other');
    const first = await t.rest('POST', '/ads/getByLocation', {
      locationId: here.cityId,
      search: 'restonia',
      page: 1,
      pageSize: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.ads.map((ad: any) => ad.name)).toEqual(['Restonia']);
    expect(first.body.totalAds).toBe(2);
    expect(first.body.totalAdsIsLowerBound).toBe(false);
    const second = await t.rest('POST', '/ads/getByLocation', {
      locationId: here.cityId,
      search: 'restonia',
      page: 2,
      pageSize: 1,
    });
    expect(second.body.ads.map((ad: any) => ad.name)).toEqual(['Described']);
    const bad = await t.rest('POST', '/ads/getByLocation', {
      locationId: here.cityId,
      search: "'; DROP TABLE ads; --",
      page: 1,
      pageSize: 5,
    });
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ ads: [], totalAds: 0 });
    // an empty search is the listing
    const listing = await t.rest('POST', '/ads/getByLocation', {
      locationId: here.cityId,
      search: '  ',
      page: 1,
      pageSize: 5,
    });
    expect(listing.body.totalAds).toBe(3);
  });

  it('answers every caller the same: a visitor, an advertiser, an admin, and stale tokens (public, as the listing)', async () => {
    const here = await place();
    await here.ad('Callers quillonet');
    const { tokens } = await createCallers(t);
    const route = { method: 'POST', path: '/ads/getByLocation', body: { search: 'quillonet', page: 1, pageSize: 5 } };
    await expectRestMatrix(t, tokens, async () => null, route, {
      visitor: 200,
      user: 200,
      suspended: 200,
      suspendedAdmin: 200,
      admin: 200,
    });
    for (const token of Object.values(tokens)) {
      const answer = await t.rest(route.method, route.path, route.body, { token });
      expect(answer.body.ads.map((ad: any) => ad.name)).toEqual(['Callers quillonet']);
      expect(answer.body.ads[0].credits_used).toBeNull();
    }
  });
});

describe("the home search's cities", () => {
  it('marks each city of a state by whether its listing shows an ad today, in one statement', async () => {
    const db = t.database.prisma;
    const today = todayInIndia();
    const state = await db.state.create({ data: { name: 'Cities With And Without' } });
    const [busy, ended, empty, hidden] = await Promise.all(
      ['Busy', 'Ended', 'Empty', 'Hidden'].map((name) =>
        db.location.create({ data: { name: `${name} town`, stateId: state.id } }),
      ),
    );
    const category = await db.category.create({ data: { name: 'Cities category' } });
    const owner = await t.createUser();
    const ad = (locationId: number, data: Partial<Prisma.AdUncheckedCreateInput> = {}) =>
      db.ad.create({
        data: {
          userId: owner.id,
          name: 'Town ad',
          description: 'x',
          startDate: dateOnly(today),
          endDate: dateOnly(addDays(today, 2)),
          creditsUsed: 1,
          categoryId: category.id,
          locationId,
          ...data,
        },
      });
    await ad(busy!.id);
    await ad(ended!.id, { startDate: dateOnly(addDays(today, -9)), endDate: dateOnly(addDays(today, -1)) });
    await ad(ended!.id, { startDate: dateOnly(addDays(today, 1)), endDate: dateOnly(addDays(today, 4)) });
    await ad(hidden!.id, { takenDownAt: new Date(), takedownReason: 'Fake photos' });

    statements.length = 0;
    const { body } = await t.graphql(`query ($stateId: ID!) { cities(stateId: $stateId) { name hasAdsToday } }`, {
      stateId: globalId('State', state.id),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.cities).toEqual([
      { name: 'Busy town', hasAdsToday: true },
      { name: 'Empty town', hasAdsToday: false },
      { name: 'Ended town', hasAdsToday: false },
      { name: 'Hidden town', hasAdsToday: false },
    ]);
    expect(statements.filter((sql) => !/^(BEGIN|COMMIT|ROLLBACK|SET|DEALLOCATE)/i.test(sql.trim()))).toHaveLength(1);
    if (process.env.PEEK) console.log(statements.join('\n---\n'));
    expect(empty).toBeDefined();
  });
});
