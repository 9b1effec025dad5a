// Choosing a city (issue 33): suggestions as one types, the cities with most ads today, and the nearest
// cities with ads for an empty one (same state first, then by distance; no coordinates: by most ads).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { CITY_CHOICE_LIMITS, cityNameQuery, distanceKm, rankNearestCities } from './cities.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

// [state, city, latitude, longitude, ads today]
const CITIES: [string, string, number | null, number | null, number][] = [
  ['Maharashtra', 'Mumbai', 19.08, 72.88, 3],
  ['Maharashtra', 'Navi Mumbai', 19.03, 73.03, 0],
  ['Maharashtra', 'Pimpri-Chinchwad', 18.63, 73.8, 0],
  ['Maharashtra', 'Pune', 18.52, 73.86, 1],
  ['Maharashtra', 'Nagpur', 21.15, 79.09, 2],
  ['Maharashtra', 'Kolhapur', 16.7, 74.24, 0],
  ['Maharashtra', 'Satara', null, null, 1],
  ['Maharashtra', 'Karad', null, null, 0],
  ['Goa', 'Panaji', 15.49, 73.83, 1],
  ['Karnataka', 'Belagavi', 15.85, 74.5, 1],
  ['Karnataka', 'Bengaluru', 12.97, 77.59, 4],
  ['Karnataka', 'Hampi', null, null, 5],
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  const owner = await t.createUser();
  const category = await db.category.create({ data: { name: 'Independent' } });
  const states = new Map<string, number>();
  const today = todayInIndia();
  for (const [stateName, name, latitude, longitude, ads] of CITIES) {
    if (!states.has(stateName)) states.set(stateName, (await db.state.create({ data: { name: stateName } })).id);
    const city = await db.location.create({ data: { name, stateId: states.get(stateName)!, latitude, longitude } });
    for (let index = 0; index < ads; index++) {
      await db.ad.create({
        data: {
          userId: owner.id,
          name: `${name} ${index}`,
          description: 'Warm and friendly.',
          startDate: dateOnly(today),
          endDate: dateOnly(addDays(today, 3)),
          creditsUsed: 1,
          categoryId: category.id,
          locationId: city.id,
        },
      });
    }
    // an ad that ended counts for no city
    await db.ad.create({
      data: {
        userId: owner.id,
        name: `${name} ended`,
        description: 'Gone.',
        startDate: new Date('2020-01-01'),
        endDate: new Date('2020-01-05'),
        creditsUsed: 1,
        categoryId: category.id,
        locationId: city.id,
      },
    });
  }
}, 120_000);
afterAll(() => t?.close());

const CITY = 'location { name slug state { name } }';

describe('city suggestions as one types', () => {
  const suggest = async (search: string, first?: number) => {
    const { body } = await t.graphql(
      `query ($search: String!, $first: Int) { citySuggestions(search: $search, first: $first) { name slug } }`,
      { search, first },
    );
    expect(body.errors).toBeUndefined();
    return (body.data.citySuggestions as { name: string }[]).map((city) => city.name);
  };

  it('finds cities whose name starts with the text first, then those with a later word that does', async () => {
    expect(await suggest('mum')).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(await suggest('  PUNE ')).toEqual(['Pune']);
    expect(await suggest('navi')).toEqual(['Navi Mumbai']);
    expect(await suggest('bel')).toEqual(['Belagavi']);
    // a hyphen or a space in the name reads as what one types between its words
    expect(await suggest('pimpri chin')).toEqual(['Pimpri-Chinchwad']);
    expect(await suggest('chinchwad')).toEqual(['Pimpri-Chinchwad']);
    expect(await suggest('mumbai x')).toEqual([]);
  });

  it('answers at most the number asked, and at most its bound', async () => {
    expect(await suggest('m', 1)).toEqual(['Mumbai']);
    const { body } = await t.graphql(`{ citySuggestions(search: "a", first: 1000) { name } }`);
    expect(body.data.citySuggestions.length).toBeLessThanOrEqual(CITY_CHOICE_LIMITS.suggestions);
  });

  it('answers nothing, and no error, for punctuation alone, a blank, or 500 characters', async () => {
    expect(await suggest('!!! ... ---')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('a'.repeat(500))).toEqual([]);
    expect(await suggest("%' OR 1=1 --")).toEqual([]);
    expect(cityNameQuery('x'.repeat(500))).toHaveLength(CITY_CHOICE_LIMITS.searchLength);
  });
});

describe('the cities with the most ads today', () => {
  it("counts today's public ads per city, the most first, ties by name; cities without are left out", async () => {
    const { body } = await t.graphql(`{ topCities(first: 6) { adsCount ${CITY} } }`);
    expect(body.errors).toBeUndefined();
    expect(
      (body.data.topCities as { adsCount: number; location: { name: string } }[]).map(
        (city) => `${city.location.name} ${city.adsCount}`,
      ),
    ).toEqual(['Hampi 5', 'Bengaluru 4', 'Mumbai 3', 'Nagpur 2', 'Belagavi 1', 'Panaji 1']);
  });
});

describe('the nearest cities with ads, for an empty city', () => {
  const nearest = async (citySlug: string) => {
    const { body } = await t.graphql(
      `query ($citySlug: String!) { nearestCities(citySlug: $citySlug, first: 12) { adsCount distanceKm ${CITY} } }`,
      { citySlug },
    );
    expect(body.errors).toBeUndefined();
    return body.data.nearestCities as { adsCount: number; distanceKm: number | null; location: { name: string } }[];
  };

  it('lists its own state first (nearest first, then those of unknown distance), then the others by distance', async () => {
    const cities = await nearest('kolhapur');
    // Belagavi (about 100 km) is nearer than Pune, but in another state: the state comes first
    expect(cities.map((city) => city.location.name)).toEqual([
      'Pune',
      'Mumbai',
      'Nagpur',
      'Satara',
      'Belagavi',
      'Panaji',
      'Bengaluru',
      'Hampi',
    ]);
    const km = Object.fromEntries(cities.map((city) => [city.location.name, city.distanceKm]));
    expect(km.Pune).toBeGreaterThan(190);
    expect(km.Pune).toBeLessThan(240);
    expect(km.Belagavi).toBeGreaterThan(85);
    expect(km.Belagavi).toBeLessThan(115);
    expect(km.Mumbai).toBeGreaterThan(270);
    expect(km.Mumbai).toBeLessThan(320);
    expect(km.Satara).toBeNull();
    expect(km.Hampi).toBeNull();
    expect(cities.find((city) => city.location.name === 'Mumbai')?.adsCount).toBe(3);
  });

  it('falls back to its state first, then the most ads, for a city without coordinates', async () => {
    expect((await nearest('karad')).map((city) => city.location.name)).toEqual([
      'Mumbai',
      'Nagpur',
      'Pune',
      'Satara',
      'Hampi',
      'Bengaluru',
      'Belagavi',
      'Panaji',
    ]);
  });

  it('never names the city itself, and nothing for a slug that names no city', async () => {
    expect((await nearest('mumbai')).map((city) => city.location.name)).not.toContain('Mumbai');
    expect(await nearest('atlantis')).toEqual([]);
    expect(await nearest('../../etc')).toEqual([]);
  });
});

describe('the rule itself', () => {
  it('measures great-circle kilometres', () => {
    // Mumbai to Pune, about 120 km as the crow flies
    expect(distanceKm({ latitude: 19.08, longitude: 72.88 }, { latitude: 18.52, longitude: 73.86 })).toBeGreaterThan(
      115,
    );
    expect(distanceKm({ latitude: 19.08, longitude: 72.88 }, { latitude: 18.52, longitude: 73.86 })).toBeLessThan(125);
    expect(distanceKm({ latitude: 10, longitude: 70 }, { latitude: 10, longitude: 70 })).toBe(0);
  });

  it('breaks ties of distance by most ads, then by name', () => {
    const origin = { id: 1, name: 'Here', stateId: 1, latitude: 20, longitude: 75 };
    const at = (id: number, name: string, stateId: number, adsCount: number) => ({
      city: { id, name, stateId, latitude: 21, longitude: 75 },
      adsCount,
    });
    expect(
      rankNearestCities(origin, [at(2, 'B', 2, 1), at(3, 'A', 2, 1), at(4, 'C', 2, 9), at(5, 'D', 1, 0)]).map(
        (ranked) => ranked.city.name,
      ),
    ).toEqual(['D', 'C', 'A', 'B']);
  });
});

describe("an admin's coordinates of a city", () => {
  const ADD = `mutation ($input: LocationInput!) {
    addLocation(input: $input) {
      __typename
      ... on MutationAddLocationSuccess { location { id name latitude longitude } }
      ... on Error { message }
    }
  }`;
  const UPDATE = `mutation ($id: ID!, $input: LocationInput!) {
    updateLocation(id: $id, input: $input) {
      __typename
      ... on MutationUpdateLocationSuccess { location { latitude longitude } }
      ... on Error { message }
    }
  }`;

  it('are optional, both or neither, in range; an update without them keeps them, null clears them', async () => {
    const admin = await t.tokenFor(await t.createUser({ role: 'admin' }));
    const state = await t.database.prisma.state.findUniqueOrThrow({ where: { name: 'Goa' } });
    const stateId = Buffer.from(`State:${state.id}`).toString('base64');
    const before = await t.database.prisma.location.count();
    for (const wrong of [
      { latitude: 15.3 },
      { latitude: 95, longitude: 74 },
      { latitude: 15.3, longitude: -200 },
      { latitude: null, longitude: 74 },
    ]) {
      const { body } = await t.graphql(ADD, { input: { name: 'Margao', stateId, ...wrong } }, admin);
      expect(body.data.addLocation, JSON.stringify(wrong)).toEqual({
        __typename: 'ValidationError',
        message: 'Please enter both a latitude (-90 to 90) and a longitude (-180 to 180), or neither.',
      });
    }
    expect(await t.database.prisma.location.count()).toBe(before);

    const added = await t.graphql(
      ADD,
      { input: { name: 'Margao', stateId, latitude: 15.28, longitude: 73.96 } },
      admin,
    );
    const city = added.body.data.addLocation.location;
    expect(city).toMatchObject({ name: 'Margao', latitude: 15.28, longitude: 73.96 });
    const renamed = await t.graphql(UPDATE, { id: city.id, input: { name: 'Madgaon', stateId } }, admin);
    expect(renamed.body.data.updateLocation.location).toEqual({ latitude: 15.28, longitude: 73.96 });
    const cleared = await t.graphql(
      UPDATE,
      { id: city.id, input: { name: 'Madgaon', stateId, latitude: null, longitude: null } },
      admin,
    );
    expect(cleared.body.data.updateLocation.location).toEqual({ latitude: null, longitude: null });
  });
});
