// What an ad's card shows (its owner's contact, category, city and state, images) comes with every ad
// GraphQL answers (AD_CARD_INCLUDE): the listing reads it in one statement without Pothos planning its
// query when the selection asks only the card, and any other selection, listing or mutation answers
// the same card (issue 17).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { changeBalance } from '../credits/ledger.ts';
import { editAd } from './editing.ts';

let statements: string[] = [];
let counting = false;
let t: Awaited<ReturnType<typeof createTestApp>>;
const ids = { city: 0, otherCity: 0, category: 0, owner: 0 };
let ownerToken = '';
let adminToken = '';
const today = todayInIndia();
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
/** A stored image's key, as uploads name them (a hash of the photo). */
const imageKey = (seed: string) => `ab/cd/${createHash('sha256').update(seed).digest('hex')}.webp`;

const CARD = /* GraphQL */ `
  fragment Card on Ad {
    name
    contact
    age
    verified
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
      width
    }
  }
`;

beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => counting && statements.push(sql) });
  const db = t.database.prisma;
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '1' } });
  const kerala = await db.state.create({ data: { name: 'Kerala' } });
  const goa = await db.state.create({ data: { name: 'Goa' } });
  ids.city = (await db.location.create({ data: { name: 'Kochi', stateId: kerala.id } })).id;
  ids.otherCity = (await db.location.create({ data: { name: 'Panaji', stateId: goa.id } })).id;
  ids.category = (await db.category.create({ data: { name: 'Companions' } })).id;
  const owner = await t.createUser();
  ids.owner = owner.id;
  await db.$transaction((tx) => changeBalance(tx, { userId: owner.id, amount: 100, kind: 'grant' }));
  ownerToken = await t.tokenFor(owner);
  // a verified advertiser: the cards carry the mark (issue 31)
  await db.user.update({ where: { id: owner.id }, data: { verifiedAt: new Date() } });
  adminToken = await t.tokenFor(await t.createUser({ role: 'admin' }));
  // 7 ads over two cities, some with their own contact, each with two images
  for (let index = 0; index < 7; index += 1) {
    await db.ad.create({
      data: {
        userId: owner.id,
        name: `Card ${index}`,
        description: 'Warm and friendly.',
        contact: index % 2 === 0 ? `98765000${String(index).padStart(2, '0')}` : null,
        // issue 31: an age on most (an old ad has none)
        age: index === 3 ? null : 20 + index,
        startDate: dateOnly(addDays(today, -(index % 3))),
        endDate: dateOnly(addDays(today, 5)),
        creditsUsed: 1,
        categoryId: ids.category,
        locationId: index < 4 ? ids.city : ids.otherCity,
        images: {
          create: [0, 1].map((position) => ({
            path: imageKey(`card ${index} ${position}`),
            width: 640 + position,
            height: 480,
            position,
          })),
        },
        services: { create: [{ service: { create: { name: `Service ${index}` } }, position: 0 }] },
      },
    });
  }
});
afterAll(() => t.close());

/** The card of each ad as the database holds it, by name. */
async function cardsInDatabase() {
  const ads = await t.database.prisma.ad.findMany({
    include: {
      user: true,
      category: true,
      location: { include: { state: true } },
      images: { orderBy: { position: 'asc' } },
    },
  });
  return new Map(
    ads.map((ad) => [
      ad.name,
      {
        name: ad.name,
        contact: ad.contact ?? ad.user.contact,
        age: ad.age,
        verified: ad.ownerVerified,
        category: { name: ad.category.name },
        location: { name: ad.location.name, state: { name: ad.location.state.name } },
        images: ad.images.map((image) => ({ url: `http://api.test/media/${image.path}`, width: image.width })),
      },
    ]),
  );
}

async function listing(selection: string, variables: Record<string, unknown>, fragments = '') {
  statements = [];
  counting = true;
  const { body } = await t.graphql(
    `query ($first: Int, $after: String, $locationId: ID) {
      ads(first: $first, after: $after, locationId: $locationId) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${selection} } } }
    } ${fragments}`,
    variables,
  );
  counting = false;
  expect(body.errors).toBeUndefined();
  return { ads: body.data.ads, statements: [...statements] };
}

describe('the listing', () => {
  it('answers a card-only selection in one statement, the same cards and cursors as a selection Pothos plans', async () => {
    const expected = await cardsInDatabase();
    let after: string | undefined;
    const seen: string[] = [];
    for (let pageIndex = 0; pageIndex < 3; pageIndex += 1) {
      const variables = { first: 3, after };
      const card = await listing('...Card', variables, CARD);
      expect(card.statements).toHaveLength(1);
      // services are not on the card: Pothos plans the page's query with them
      const planned = await listing('...Card services', variables, CARD);
      expect(planned.statements.length).toBeGreaterThan(0);
      expect(planned.statements.length).toBeLessThanOrEqual(2);
      expect(planned.statements.join('\n')).toMatch(/services/);

      expect(card.ads.totalCount).toBe(7);
      expect(planned.ads.pageInfo).toEqual(card.ads.pageInfo);
      expect(planned.ads.edges.map((edge: any) => edge.cursor)).toEqual(card.ads.edges.map((edge: any) => edge.cursor));
      for (const [index, edge] of card.ads.edges.entries()) {
        expect(edge.node).toEqual(expected.get(edge.node.name));
        const { services, ...plannedCard } = planned.ads.edges[index].node;
        expect(plannedCard).toEqual(edge.node);
        expect(services).toEqual([`Service ${edge.node.name.slice('Card '.length)}`]);
      }
      seen.push(...card.ads.edges.map((edge: any) => edge.node.name));
      after = card.ads.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('reads the card through inline fragments and fragments on Node, and a city’s listing alike', async () => {
    const expected = await cardsInDatabase();
    const inline = await listing(
      '... on Ad { name contact } ... on Node { id } location { ... on Location { name state { name } } }',
      { first: 5, locationId: globalId('Location', ids.city) },
    );
    expect(inline.statements).toHaveLength(1);
    expect(inline.ads.totalCount).toBe(4);
    for (const edge of inline.ads.edges) {
      const card = expected.get(edge.node.name)!;
      expect(edge.node).toEqual({
        name: card.name,
        contact: card.contact,
        id: expect.any(String),
        location: card.location,
      });
      expect(card.location.name).toBe('Kochi');
    }
  });

  it("takes the card's path for the site's own listing query (its persisted document)", async () => {
    // written by `npm run relay`, which `npm test` runs first
    const documents = JSON.parse(
      readFileSync(new URL('../../../client/src/__generated__/persisted-documents.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const [documentId] =
      Object.entries(documents).find(([, text]) => text.includes('query AdListPaginationQuery')) ?? [];
    expect(documentId).toBeDefined();
    const expected = await cardsInDatabase();
    statements = [];
    counting = true;
    const response = await t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ documentId, variables: { count: 4 } }),
    });
    counting = false;
    const body = (await response.json()) as { data?: any; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(statements).toHaveLength(1);
    expect(body.data.ads.totalCount).toBe(7);
    expect(body.data.ads.edges).toHaveLength(4);
    for (const { node } of body.data.ads.edges) {
      const card = expected.get(node.name)!;
      expect(node).toMatchObject({ contact: card.contact, category: card.category, location: card.location });
      expect(node.images.map((image: { url: string }) => image.url)).toEqual(card.images.map((image) => image.url));
    }
  });

  it('plans the query of a field the card does not hold, however it is spelled', async () => {
    for (const selection of [
      'name quickSummaries { name }',
      'name ... on Ad { customSections { title } }',
      'name category { name adsCount }',
      'name location { name hasAdsToday }',
    ]) {
      const result = await listing(selection, { first: 2 });
      expect(result.ads.edges).toHaveLength(2);
      // one statement is the card's; the planned query is Prisma's (the page, then the count)
      expect(result.statements.length, selection).toBe(2);
    }
  });
});

describe('an ad answered by a mutation', () => {
  const cardOf = async (name: string) => (await cardsInDatabase()).get(name);

  async function freshAd(name: string) {
    return t.database.prisma.ad.create({
      data: {
        userId: ids.owner,
        name,
        description: 'Warm and friendly.',
        startDate: dateOnly(today),
        endDate: dateOnly(addDays(today, 5)),
        creditsUsed: 6,
        categoryId: ids.category,
        locationId: ids.otherCity,
        images: {
          create: [0, 1].map((position) => ({
            path: imageKey(`${name} ${position}`),
            width: 320 + position,
            height: 240,
            position,
          })),
        },
      },
      include: { images: { orderBy: { position: 'asc' } } },
    });
  }

  async function mutate(query: string, variables: Record<string, unknown>, token: string) {
    const { body } = await t.graphql(`${query} ${CARD}`, variables, token);
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  it('carries its card after a renewal, a stop and an edit by its owner', async () => {
    const ad = await freshAd('Renewed');
    const renewed = await mutate(
      'mutation ($adId: ID!) { renewAd(adId: $adId, days: 2) { __typename ... on MutationRenewAdSuccess { ad { ...Card } } } }',
      { adId: globalId('Ad', ad.id) },
      ownerToken,
    );
    expect(renewed.renewAd.ad).toEqual(await cardOf('Renewed'));

    const stopped = await mutate(
      'mutation ($adId: ID!) { stopAd(adId: $adId) { __typename ... on MutationStopAdSuccess { ad { ...Card } } } }',
      { adId: globalId('Ad', ad.id) },
      ownerToken,
    );
    expect(stopped.stopAd.ad).toEqual(await cardOf('Renewed'));
    expect(stopped.stopAd.ad.images).toHaveLength(2);

    const other = await freshAd('Edited');
    const owner = await t.database.prisma.user.findUniqueOrThrow({ where: { id: ids.owner } });
    const edited = await editAd(t.contextFor(owner), {
      adId: other.id,
      name: 'Edited',
      age: 27,
      description: 'New words.',
      contact: '9123456780',
      keepImageIds: [other.images[1]!.id],
    });
    expect(edited.ad.contact).toBe('9123456780');
    expect(edited.ad.category.name).toBe('Companions');
    expect(edited.ad.location.state.name).toBe('Goa');
    expect(edited.ad.images.map((image) => image.id)).toEqual([other.images[1]!.id]);
  });

  it('carries its card after each moderation decision, without an image taken down', async () => {
    const ad = await freshAd('Moderated');
    const adId = globalId('Ad', ad.id);
    const withoutFirst = await mutate(
      'mutation ($imageId: ID!) { takeDownAdImage(input: { imageId: $imageId, reason: "Explicit photo" }) { __typename ... on MutationTakeDownAdImageSuccess { ad { ...Card } } } }',
      { imageId: globalId('AdImage', ad.images[0]!.id) },
      adminToken,
    );
    expect(withoutFirst.takeDownAdImage.ad).toEqual(await cardOf('Moderated'));
    expect(withoutFirst.takeDownAdImage.ad.images).toEqual([
      { url: `http://api.test/media/${ad.images[1]!.path}`, width: 321 },
    ]);

    const takenDown = await mutate(
      'mutation ($adId: ID!) { takeDownAd(input: { adId: $adId, reason: "Offers sex for money" }) { __typename ... on MutationTakeDownAdSuccess { ad { ...Card takenDown } } } }',
      { adId },
      adminToken,
    );
    expect(takenDown.takeDownAd.ad).toEqual({ ...(await cardOf('Moderated')), takenDown: true });

    const restored = await mutate(
      'mutation ($adId: ID!) { restoreAd(adId: $adId) { __typename ... on MutationRestoreAdSuccess { ad { ...Card takenDown } } } }',
      { adId },
      adminToken,
    );
    expect(restored.restoreAd.ad).toEqual({ ...(await cardOf('Moderated')), takenDown: false });

    await t.database.prisma.ad.update({ where: { id: ad.id }, data: { moderationQueuedAt: new Date() } });
    const dismissed = await mutate(
      'mutation ($adId: ID!) { dismissAdReports(adId: $adId) { __typename ... on MutationDismissAdReportsSuccess { ad { ...Card } } } }',
      { adId },
      adminToken,
    );
    expect(dismissed.dismissAdReports.ad).toEqual(await cardOf('Moderated'));
  });
});

describe('a city answered by a mutation', () => {
  it('carries its state when added and when moved to another state', async () => {
    const [kerala, goa] = await t.database.prisma.state.findMany({ orderBy: { name: 'desc' } });
    const { body: added } = await t.graphql(
      'mutation ($stateId: ID) { addLocation(input: { name: "Thrissur", stateId: $stateId }) { __typename ... on MutationAddLocationSuccess { location { id name state { name } } } } }',
      { stateId: globalId('State', kerala!.id) },
      adminToken,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.addLocation.location).toMatchObject({ name: 'Thrissur', state: { name: 'Kerala' } });

    const { body: moved } = await t.graphql(
      'mutation ($id: ID!, $stateId: ID) { updateLocation(id: $id, input: { name: "Thrissur", stateId: $stateId }) { __typename ... on MutationUpdateLocationSuccess { location { name state { name } } } } }',
      { id: added.data.addLocation.location.id, stateId: globalId('State', goa!.id) },
      adminToken,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data.updateLocation.location).toEqual({ name: 'Thrissur', state: { name: 'Goa' } });
  });
});
