import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context.ts';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { NotAllowedError, ValidationError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import {
  addCategory,
  addLocation,
  listCities,
  listLocations,
  renameCategory,
  resolveListingAddress,
  updateLocation,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Caller = 'visitor' | 'user' | 'suspended' | 'admin';
const tokens: Record<Caller, string | undefined> = {
  visitor: undefined,
  user: undefined,
  suspended: undefined,
  admin: undefined,
};
const states: Record<string, number> = {};

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  t = await createTestApp();
  tokens.user = await t.tokenFor(await t.createUser());
  tokens.admin = await t.tokenFor(await t.createUser({ role: 'admin' }));
  const suspended = await t.createUser();
  tokens.suspended = await t.tokenFor(suspended);
  await t.database.prisma.user.update({
    where: { id: suspended.id },
    data: { status: 'suspended', tokenVersion: { increment: 1 } },
  });

  for (const name of ['Maharashtra', 'Goa', 'Karnataka', 'Delhi']) {
    states[name] = (await t.database.prisma.state.create({ data: { name } })).id;
  }
  await t.database.prisma.location.createMany({
    data: [
      { name: 'Pune', stateId: states.Maharashtra! },
      { name: 'Mumbai', stateId: states.Maharashtra! },
      { name: 'Nagpur', stateId: states.Maharashtra! },
      { name: 'Panaji', stateId: states.Goa! },
      { name: 'Bengaluru', stateId: states.Karnataka! },
    ],
  });
});
afterAll(() => t.close());

const counts = async () => ({
  locations: await t.database.prisma.location.count(),
  categories: await t.database.prisma.category.count(),
});

/** A service context as the REST layer would build it. */
function serviceContext(viewer: RequestContext['viewer']): RequestContext {
  return { db: t.database.prisma, viewer } as RequestContext;
}
const ADMIN_VIEWER = { id: 1, name: 'Admin', role: 'admin', status: 'active', tokenVersion: 0 } as const;

const STATES = /* GraphQL */ `
  query {
    states {
      id
      databaseId
      name
    }
  }
`;
const CITIES = /* GraphQL */ `
  query ($stateId: ID!) {
    cities(stateId: $stateId) {
      id
      databaseId
      name
      stateId
      state {
        name
      }
    }
  }
`;
const LOCATIONS = /* GraphQL */ `
  query ($stateId: ID) {
    locations(stateId: $stateId) {
      id
      name
      state {
        name
      }
    }
  }
`;
const CATEGORIES = /* GraphQL */ `
  query {
    categories {
      id
      databaseId
      name
      adsCount
    }
  }
`;
const ADD_LOCATION = /* GraphQL */ `
  mutation ($input: LocationInput!) {
    addLocation(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on ConflictError {
        field
      }
      ... on MutationAddLocationSuccess {
        location {
          id
          databaseId
          name
          stateId
          state {
            name
          }
        }
      }
    }
  }
`;
const UPDATE_LOCATION = /* GraphQL */ `
  mutation ($id: ID!, $input: LocationInput!) {
    updateLocation(id: $id, input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationUpdateLocationSuccess {
        location {
          id
          name
          stateId
          state {
            name
          }
        }
      }
    }
  }
`;
const ADD_CATEGORY = /* GraphQL */ `
  mutation ($input: CategoryInput!) {
    addCategory(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationAddCategorySuccess {
        category {
          id
          databaseId
          name
          adsCount
        }
      }
    }
  }
`;
const RENAME_CATEGORY = /* GraphQL */ `
  mutation ($id: ID!, $input: CategoryInput!) {
    renameCategory(id: $id, input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationRenameCategorySuccess {
        category {
          id
          name
        }
      }
    }
  }
`;

async function addLocationAsAdmin(name: string, state: string) {
  const { body } = await t.graphql(
    ADD_LOCATION,
    { input: { name, stateId: globalId('State', states[state]!) } },
    tokens.admin,
  );
  return body.data.addLocation;
}

async function addCategoryAsAdmin(name: string) {
  const { body } = await t.graphql(ADD_CATEGORY, { input: { name } }, tokens.admin);
  return body.data.addCategory;
}

describe('states and cities', () => {
  it('lists every state by name, the same for everyone', async () => {
    for (const caller of ['visitor', 'user', 'suspended', 'admin'] as const) {
      const { body } = await t.graphql(STATES, {}, tokens[caller]);
      expect(body.errors).toBeUndefined();
      expect(body.data.states.map((state: { name: string }) => state.name)).toEqual([
        'Delhi',
        'Goa',
        'Karnataka',
        'Maharashtra',
      ]);
      expect(body.data.states[1]).toEqual({ id: globalId('State', states.Goa!), databaseId: states.Goa, name: 'Goa' });
    }
  });

  it("lists a state's cities by name, for everyone", async () => {
    for (const caller of ['visitor', 'user', 'suspended', 'admin'] as const) {
      const { body } = await t.graphql(CITIES, { stateId: globalId('State', states.Maharashtra!) }, tokens[caller]);
      expect(body.errors).toBeUndefined();
      expect(body.data.cities.map((city: { name: string }) => city.name)).toEqual(['Mumbai', 'Nagpur', 'Pune']);
      expect(body.data.cities[0]).toMatchObject({ stateId: states.Maharashtra, state: { name: 'Maharashtra' } });
    }
  });

  it('answers no cities for a state without any or one that does not exist', async () => {
    expect((await t.graphql(CITIES, { stateId: globalId('State', states.Delhi!) })).body.data.cities).toEqual([]);
    expect((await t.graphql(CITIES, { stateId: globalId('State', 999_999) })).body.data.cities).toEqual([]);
    expect((await t.graphql(CITIES, { stateId: globalId('State', 99_999_999_999) })).body.data.cities).toEqual([]);
  });

  it('refuses an id of another type or a malformed one with a clear error', async () => {
    const wrongType = await t.graphql(CITIES, { stateId: globalId('Category', states.Goa!) });
    expect(wrongType.body.data).toBeNull();
    expect(wrongType.body.errors?.[0]?.message).toMatch(/is not of type: State/);
    const malformed = await t.graphql(CITIES, { stateId: `'; DROP TABLE locations; --` });
    expect(malformed.body.data).toBeNull();
    expect(malformed.body.errors?.[0]?.message).toMatch(/Invalid global ID/);
    expect(await t.database.prisma.location.count()).toBeGreaterThan(0);
  });

  it('the service takes the numeric ids the REST paths carry', async () => {
    const ctx = serviceContext(null);
    expect((await listCities(ctx, String(states.Goa))).map((city) => city.name)).toEqual(['Panaji']);
    expect((await listCities(ctx, states.Goa)).map((city) => city.name)).toEqual(['Panaji']);
    expect(await listCities(ctx, 'goa')).toEqual([]);
    expect(await listCities(ctx, -1)).toEqual([]);
  });
});

describe('locations (admin)', () => {
  it('lists every location with its state, by state name then location name', async () => {
    const { body } = await t.graphql(LOCATIONS, {}, tokens.admin);
    expect(body.errors).toBeUndefined();
    const rows = body.data.locations.map(
      (location: { name: string; state: { name: string } }) => `${location.state.name}/${location.name}`,
    );
    const names = rows.filter((row: string) =>
      /^(Goa|Karnataka|Maharashtra)\/(Panaji|Bengaluru|Mumbai|Nagpur|Pune)$/.test(row),
    );
    expect(names).toEqual([
      'Goa/Panaji',
      'Karnataka/Bengaluru',
      'Maharashtra/Mumbai',
      'Maharashtra/Nagpur',
      'Maharashtra/Pune',
    ]);
    // state names are ordered whatever the database's collation; plain capitalised names too
    const stateOrder = rows.map((row: string) => row.split('/')[0]);
    expect(stateOrder).toEqual([...stateOrder].sort());
  });

  it('filters by state', async () => {
    const { body } = await t.graphql(LOCATIONS, { stateId: globalId('State', states.Karnataka!) }, tokens.admin);
    expect(body.data.locations).toEqual([{ id: expect.any(String), name: 'Bengaluru', state: { name: 'Karnataka' } }]);
  });

  it('is refused to a visitor, an advertiser and a suspended account', async () => {
    expect((await t.graphql(LOCATIONS, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.graphql(LOCATIONS, {}, tokens.user)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.graphql(LOCATIONS, {}, tokens.suspended)).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    await expect(listLocations(serviceContext(null))).rejects.toBeInstanceOf(NotAllowedError);
  });

  it('adds a location to a state and answers it with its state', async () => {
    const before = await counts();
    const added = await addLocationAsAdmin('  Margao  ', 'Goa');
    expect(added).toMatchObject({
      __typename: 'MutationAddLocationSuccess',
      location: { name: 'Margao', stateId: states.Goa, state: { name: 'Goa' } },
    });
    expect(await counts()).toEqual({ ...before, locations: before.locations + 1 });
    const cities = (await t.graphql(CITIES, { stateId: globalId('State', states.Goa!) })).body.data.cities;
    expect(cities.map((city: { name: string }) => city.name)).toEqual(['Margao', 'Panaji']);
  });

  it.each([
    [{ name: '' }, 'name', 'Please Enter Location Name'],
    [{ name: '   ' }, 'name', 'Please Enter Location Name'],
    [{ name: 'x'.repeat(10_000) }, 'name', 'Must be at most 100 characters'],
    [{ name: 'Vasco\u0000da Gama' }, 'name', 'Contains characters that are not allowed'],
    [{ stateId: null }, 'stateId', 'Please Select a State.'],
    [{ stateId: globalId('State', 999_999) }, 'stateId', 'Please Select a State.'],
    [{ stateId: globalId('State', 99_999_999_999) }, 'stateId', 'Please Select a State.'],
  ])('refuses to add %o with a clear message and writes nothing', async (change, field, message) => {
    const before = await counts();
    const input = { name: 'Vasco da Gama', stateId: globalId('State', states.Goa!), ...change };
    const { body } = await t.graphql(ADD_LOCATION, { input }, tokens.admin);
    expect(body.data.addLocation).toEqual({ __typename: 'ValidationError', message, field });
    expect(await counts()).toEqual(before);
  });

  it('refuses a state id of another type before anything is written', async () => {
    const before = await counts();
    const { body } = await t.graphql(
      ADD_LOCATION,
      { input: { name: 'Vasco', stateId: globalId('Category', states.Goa!) } },
      tokens.admin,
    );
    expect(body.errors?.[0]?.message).toMatch(/is not of type: State/);
    expect(await counts()).toEqual(before);
  });

  it('refuses a duplicate name within a state, whatever its letter case; the same name elsewhere is fine', async () => {
    await addLocationAsAdmin('Aurangabad', 'Maharashtra');
    const before = await counts();
    for (const name of ['Aurangabad', 'AURANGABAD', ' aurangabad ']) {
      expect(await addLocationAsAdmin(name, 'Maharashtra')).toEqual({
        __typename: 'ConflictError',
        message: 'This location already exists in this state.',
        field: 'name',
      });
    }
    expect(await counts()).toEqual(before);
    expect(await addLocationAsAdmin('Aurangabad', 'Karnataka')).toMatchObject({
      __typename: 'MutationAddLocationSuccess',
      location: { name: 'Aurangabad', state: { name: 'Karnataka' } },
    });
  });

  it('stores SQL fragments and markup inertly, as given', async () => {
    const hostile = `<script>alert(1)</script>'); DROP TABLE locations; --`;
    const added = await addLocationAsAdmin(hostile, 'Delhi');
    expect(added.location.name).toBe(hostile);
    const stored = await t.database.prisma.location.findFirstOrThrow({ where: { stateId: states.Delhi } });
    expect(stored.name).toBe(hostile);
    expect(await t.database.prisma.location.count()).toBeGreaterThan(5);
  });

  it('updates the name and the state of a location', async () => {
    const { location } = await addLocationAsAdmin('Hubli', 'Goa');
    const { body } = await t.graphql(
      UPDATE_LOCATION,
      { id: location.id, input: { name: 'Hubballi', stateId: globalId('State', states.Karnataka!) } },
      tokens.admin,
    );
    expect(body.data.updateLocation).toEqual({
      __typename: 'MutationUpdateLocationSuccess',
      location: { id: location.id, name: 'Hubballi', stateId: states.Karnataka, state: { name: 'Karnataka' } },
    });
    const stored = await t.database.prisma.location.findUniqueOrThrow({ where: { id: location.databaseId } });
    expect(stored).toMatchObject({ name: 'Hubballi', stateId: states.Karnataka });
  });

  it('lets a location change only the letter case of its own name', async () => {
    const { location } = await addLocationAsAdmin('Mapusa', 'Goa');
    const { body } = await t.graphql(
      UPDATE_LOCATION,
      { id: location.id, input: { name: 'MAPUSA', stateId: globalId('State', states.Goa!) } },
      tokens.admin,
    );
    expect(body.data.updateLocation.location.name).toBe('MAPUSA');
  });

  it('refuses an update that clashes, is invalid or names no location, and changes nothing', async () => {
    const { location } = await addLocationAsAdmin('Mysuru', 'Karnataka');
    const goa = globalId('State', states.Goa!);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { id: location.id, input: { name: 'bengaluru', stateId: globalId('State', states.Karnataka!) } },
        { __typename: 'ConflictError', message: 'This location already exists in this state.' },
      ],
      [
        { id: location.id, input: { name: ' ', stateId: goa } },
        { __typename: 'ValidationError', message: 'Please Enter Location Name', field: 'name' },
      ],
      [
        { id: location.id, input: { name: 'Mysore' } },
        { __typename: 'ValidationError', message: 'Please Select a State.', field: 'stateId' },
      ],
      [
        { id: location.id, input: { name: 'Mysore', stateId: globalId('State', 999_999) } },
        { __typename: 'ValidationError', message: 'Please Select a State.', field: 'stateId' },
      ],
      [
        { id: location.id, input: { name: 'y'.repeat(10_000), stateId: goa } },
        { __typename: 'ValidationError', message: 'Must be at most 100 characters', field: 'name' },
      ],
      [
        { id: globalId('Location', 999_999), input: { name: 'Mysore', stateId: goa } },
        { __typename: 'NotFoundError', message: 'This location does not exist.' },
      ],
    ];
    for (const [variables, expected] of cases) {
      const { body } = await t.graphql(UPDATE_LOCATION, variables, tokens.admin);
      expect(body.data.updateLocation).toEqual(expected);
    }
    const stored = await t.database.prisma.location.findUniqueOrThrow({ where: { id: location.databaseId } });
    expect(stored).toMatchObject({ name: 'Mysuru', stateId: states.Karnataka });
  });

  it('the services take plain REST inputs and check the caller themselves', async () => {
    const admin = serviceContext(ADMIN_VIEWER);
    const added = await addLocation(admin, { name: 'Udupi', stateId: String(states.Karnataka) });
    expect(added).toMatchObject({ name: 'Udupi', stateId: states.Karnataka });
    const moved = await updateLocation(admin, String(added.id), { name: 'Udupi', stateId: states.Goa });
    expect(moved.stateId).toBe(states.Goa);
    await expect(addLocation(admin, { name: 'Udupi', stateId: true })).rejects.toEqual(
      new ValidationError('Please Select a State.', 'stateId'),
    );
    await expect(addLocation(admin, { name: 42 as unknown as string, stateId: states.Goa })).rejects.toEqual(
      new ValidationError('Please Enter Location Name', 'name'),
    );
    await expect(updateLocation(admin, 'abc', { name: 'Udupi', stateId: states.Goa })).rejects.toThrow(
      'This location does not exist.',
    );
    const user = serviceContext({ ...ADMIN_VIEWER, id: 2, role: 'user' });
    const before = await counts();
    await expect(addLocation(user, { name: 'Karwar', stateId: states.Karnataka })).rejects.toBeInstanceOf(
      NotAllowedError,
    );
    await expect(updateLocation(user, added.id, { name: 'Karwar', stateId: states.Karnataka })).rejects.toBeInstanceOf(
      NotAllowedError,
    );
    expect(await counts()).toEqual(before);
  });
});

describe('categories', () => {
  it('lists categories by name with the number of ads shown in the listing today', async () => {
    const category = await t.database.prisma.category.create({ data: { name: 'Counted' } });
    await t.database.prisma.category.create({ data: { name: 'Bare' } });
    const owner = await t.createUser();
    const suspendedOwner = await t.createUser({ status: 'suspended' });
    const locationId = (await t.database.prisma.location.findFirstOrThrow({ where: { name: 'Pune' } })).id;
    const today = todayInIndia();
    const ad = (userId: number, start: string, end: string, takenDownAt: Date | null = null) => ({
      userId,
      name: 'Ad',
      description: 'Description',
      startDate: dateOnly(start),
      endDate: dateOnly(end),
      creditsUsed: 1,
      categoryId: category.id,
      locationId,
      takenDownAt,
    });
    await t.database.prisma.ad.createMany({
      data: [
        ad(owner.id, addDays(today, -2), addDays(today, 2)), // running today: counted
        ad(owner.id, today, today), // running today only: counted
        ad(owner.id, addDays(today, -5), addDays(today, -1)), // expired
        ad(owner.id, addDays(today, 1), addDays(today, 3)), // not started
        ad(owner.id, addDays(today, -1), addDays(today, 1), new Date()), // taken down
        ad(suspendedOwner.id, addDays(today, -1), addDays(today, 1)), // owner suspended
      ],
    });

    for (const caller of ['visitor', 'user', 'suspended', 'admin'] as const) {
      const { body } = await t.graphql(CATEGORIES, {}, tokens[caller]);
      expect(body.errors).toBeUndefined();
      const listed = body.data.categories.filter((row: { name: string }) => ['Bare', 'Counted'].includes(row.name));
      expect(listed).toEqual([
        { id: expect.any(String), databaseId: expect.any(Number), name: 'Bare', adsCount: 0 },
        { id: globalId('Category', category.id), databaseId: category.id, name: 'Counted', adsCount: 2 },
      ]);
      // names whose order every collation agrees on (capitalised words) come back in that order
      const plain = body.data.categories
        .map((row: { name: string }) => row.name)
        .filter((name: string) => /^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(name));
      expect(plain.length).toBeGreaterThan(1);
      expect(plain).toEqual([...plain].sort());
    }
  });

  it('adds a category (trimmed) that everyone then sees', async () => {
    const before = await counts();
    const added = await addCategoryAsAdmin('  Escorts  ');
    expect(added).toMatchObject({
      __typename: 'MutationAddCategorySuccess',
      category: { name: 'Escorts', adsCount: 0 },
    });
    expect(await counts()).toEqual({ ...before, categories: before.categories + 1 });
    const names = (await t.graphql(CATEGORIES, {})).body.data.categories.map((row: { name: string }) => row.name);
    expect(names).toContain('Escorts');
  });

  it.each([
    ['', 'Please Enter Category Name'],
    ['  \t ', 'Please Enter Category Name'],
    ['c'.repeat(10_000), 'Must be at most 100 characters'],
    ['Bad\u0007Bell', 'Contains characters that are not allowed'],
  ])('refuses to add %j with a clear message and writes nothing', async (name, message) => {
    const before = await counts();
    expect(await addCategoryAsAdmin(name)).toEqual({ __typename: 'ValidationError', message, field: 'name' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a duplicate name whatever its letter case', async () => {
    await addCategoryAsAdmin('Massage');
    const before = await counts();
    for (const name of ['Massage', 'MASSAGE', ' massage ']) {
      expect(await addCategoryAsAdmin(name)).toEqual({
        __typename: 'ConflictError',
        message: 'A category with this name already exists.',
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('stores SQL fragments and markup inertly', async () => {
    const hostile = `<img src=x onerror=alert(1)>' OR 1=1; --`;
    const added = await addCategoryAsAdmin(hostile);
    expect(added.category.name).toBe(hostile);
    expect(
      (await t.database.prisma.category.findUniqueOrThrow({ where: { id: added.category.databaseId } })).name,
    ).toBe(hostile);
  });

  it('renames a category, including a change of letter case only', async () => {
    const { category } = await addCategoryAsAdmin('Companions');
    const renamed = await t.graphql(
      RENAME_CATEGORY,
      { id: category.id, input: { name: 'Companionship' } },
      tokens.admin,
    );
    expect(renamed.body.data.renameCategory).toEqual({
      __typename: 'MutationRenameCategorySuccess',
      category: { id: category.id, name: 'Companionship' },
    });
    const recased = await t.graphql(
      RENAME_CATEGORY,
      { id: category.id, input: { name: 'COMPANIONSHIP' } },
      tokens.admin,
    );
    expect(recased.body.data.renameCategory.category.name).toBe('COMPANIONSHIP');
    expect((await t.database.prisma.category.findUniqueOrThrow({ where: { id: category.databaseId } })).name).toBe(
      'COMPANIONSHIP',
    );
  });

  it('refuses a rename that clashes, is empty or names no category, and changes nothing', async () => {
    const { category } = await addCategoryAsAdmin('Dinner Dates');
    await addCategoryAsAdmin('Travel');
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { id: category.id, input: { name: 'travel' } },
        { __typename: 'ConflictError', message: 'A category with this name already exists.' },
      ],
      [
        { id: category.id, input: { name: '' } },
        { __typename: 'ValidationError', message: 'Please Enter Category Name', field: 'name' },
      ],
      [
        { id: category.id, input: { name: 'z'.repeat(10_000) } },
        { __typename: 'ValidationError', message: 'Must be at most 100 characters', field: 'name' },
      ],
      [
        { id: globalId('Category', 999_999), input: { name: 'Anything' } },
        { __typename: 'NotFoundError', message: 'This category does not exist.' },
      ],
    ];
    for (const [variables, expected] of cases) {
      expect((await t.graphql(RENAME_CATEGORY, variables, tokens.admin)).body.data.renameCategory).toEqual(expected);
    }
    expect((await t.database.prisma.category.findUniqueOrThrow({ where: { id: category.databaseId } })).name).toBe(
      'Dinner Dates',
    );
  });

  it('the services check the caller themselves', async () => {
    const user = serviceContext({ ...ADMIN_VIEWER, id: 2, role: 'user' });
    const category = await t.database.prisma.category.create({ data: { name: 'Untouched' } });
    const before = await counts();
    await expect(addCategory(user, { name: 'Sneaky' })).rejects.toBeInstanceOf(NotAllowedError);
    await expect(renameCategory(user, category.id, { name: 'Sneaky' })).rejects.toBeInstanceOf(NotAllowedError);
    await expect(renameCategory(serviceContext(null), category.id, { name: 'Sneaky' })).rejects.toBeInstanceOf(
      NotAllowedError,
    );
    expect(await counts()).toEqual(before);
    expect((await t.database.prisma.category.findUniqueOrThrow({ where: { id: category.id } })).name).toBe('Untouched');
    expect(await renameCategory(serviceContext(ADMIN_VIEWER), String(category.id), { name: 'Touched' })).toMatchObject({
      name: 'Touched',
    });
  });
});

const LISTING_PLACE = /* GraphQL */ `
  query ($citySlug: String!, $categorySlug: String) {
    listingPlace(citySlug: $citySlug, categorySlug: $categorySlug) {
      location {
        databaseId
        name
        slug
        state {
          name
        }
      }
      category {
        databaseId
        name
        slug
      }
    }
  }
`;

describe('readable addresses (slugs)', () => {
  const admin = () => serviceContext(ADMIN_VIEWER);
  const visitor = () => serviceContext(null);

  it('gives an added city its name as slug, a namesake in another state name-state, then name-state-id', async () => {
    const first = await addLocation(admin(), { name: 'Rāmpur', stateId: states.Maharashtra });
    const second = await addLocation(admin(), { name: 'Rampur', stateId: states.Delhi });
    expect([first.slug, second.slug]).toEqual(['rampur', 'rampur-delhi']);
    // a city whose own name is "Rampur Delhi" finds its name taken, and its state added
    const third = await addLocation(admin(), { name: 'Rampur Delhi', stateId: states.Goa });
    expect(third.slug).toBe('rampur-delhi-goa');
    const fourth = await addLocation(admin(), { name: 'Rampur', stateId: states.Goa });
    expect(fourth.slug).toBe('rampur-goa');
    const fifth = await addLocation(admin(), { name: 'Rampur Goa', stateId: states.Karnataka });
    expect(fifth.slug).toBe('rampur-goa-karnataka');
    const symbols = await addLocation(admin(), { name: '★★★', stateId: states.Goa });
    expect(symbols.slug).toBe(`city-${symbols.id}`);
    const digits = await addLocation(admin(), { name: '1947', stateId: states.Goa });
    expect(digits.slug).toBe('city-1947');
  });

  it('answers a city and category by slug, through the service and GraphQL', async () => {
    const category = await addCategory(admin(), { name: 'Dinner Date' });
    expect(category.slug).toBe('dinner-date');
    const found = await resolveListingAddress(visitor(), 'panaji', 'dinner-date');
    expect(found).toMatchObject({
      kind: 'found',
      location: { name: 'Panaji', state: { name: 'Goa' } },
      category: { name: 'Dinner Date' },
    });
    expect(await resolveListingAddress(visitor(), 'panaji')).toMatchObject({ kind: 'found', category: null });
    const { body } = await t.graphql(LISTING_PLACE, { citySlug: 'panaji', categorySlug: 'dinner-date' });
    expect(body.data.listingPlace).toEqual({
      location: {
        databaseId: found.kind === 'found' ? found.location.id : 0,
        name: 'Panaji',
        slug: 'panaji',
        state: { name: 'Goa' },
      },
      category: { databaseId: category.id, name: 'Dinner Date', slug: 'dinner-date' },
    });
    for (const [citySlug, categorySlug] of [
      ['nowhere', undefined],
      ['panaji', 'nothing'],
      ['nowhere', 'dinner-date'],
    ]) {
      expect((await t.graphql(LISTING_PLACE, { citySlug, categorySlug })).body.data.listingPlace).toBeNull();
    }
  });

  it('answers unknown, without asking the database, for a slug that cannot be one', async () => {
    const noDatabase = {
      db: new Proxy(
        {},
        {
          get: () => {
            throw new Error('no query expected');
          },
        },
      ),
      viewer: null,
    } as unknown as RequestContext;
    for (const [city, category] of [
      ['x'.repeat(81), undefined],
      ['Panaji', undefined],
      ['pan aji', undefined],
      ['../etc', undefined],
      ['123', undefined],
      ['panaji', 'a--b'],
      ['panaji', '%2F'],
    ]) {
      expect(await resolveListingAddress(noDatabase, city!, category)).toEqual({ kind: 'unknown' });
    }
  });

  it('renames with a new slug and keeps the old one as an address that moves to the new one', async () => {
    const city = await addLocation(admin(), { name: 'Bombay', stateId: states.Maharashtra });
    const category = await addCategory(admin(), { name: 'Night Out' });
    const renamedCity = await updateLocation(admin(), city.id, {
      name: 'Mumbai Suburban',
      stateId: states.Maharashtra,
    });
    const renamedCategory = await renameCategory(admin(), category.id, { name: 'Evening Out' });
    expect([renamedCity.slug, renamedCategory.slug]).toEqual(['mumbai-suburban', 'evening-out']);
    expect(await resolveListingAddress(visitor(), 'bombay')).toEqual({
      kind: 'moved',
      path: '/call-girls/mumbai-suburban',
    });
    expect(await resolveListingAddress(visitor(), 'bombay', 'night-out')).toEqual({
      kind: 'moved',
      path: '/call-girls/mumbai-suburban/evening-out',
    });
    expect(await resolveListingAddress(visitor(), 'mumbai-suburban', 'night-out')).toEqual({
      kind: 'moved',
      path: '/call-girls/mumbai-suburban/evening-out',
    });
    // a second rename: the first old slug follows to the newest address
    await updateLocation(admin(), city.id, { name: 'Greater Mumbai', stateId: states.Maharashtra });
    expect(await resolveListingAddress(visitor(), 'bombay')).toEqual({
      kind: 'moved',
      path: '/call-girls/greater-mumbai',
    });

    // an old slug never names another place: a new "Bombay" elsewhere gets the next form
    const other = await addLocation(admin(), { name: 'Bombay', stateId: states.Goa });
    expect(other.slug).toBe('bombay-goa');
    // the renamed place may take its own old slug back, which then stops redirecting
    const back = await updateLocation(admin(), city.id, { name: 'Bombay', stateId: states.Maharashtra });
    expect(back.slug).toBe('bombay');
    expect(await resolveListingAddress(visitor(), 'bombay')).toMatchObject({
      kind: 'found',
      location: { id: city.id },
    });
    expect(await resolveListingAddress(visitor(), 'greater-mumbai')).toEqual({
      kind: 'moved',
      path: '/call-girls/bombay',
    });
  });

  it('keeps the slug when nothing in the name changes, and a letter-case change moves nothing', async () => {
    const city = await addLocation(admin(), { name: 'Ponda', stateId: states.Goa });
    const same = await updateLocation(admin(), city.id, { name: 'PONDA', stateId: states.Goa });
    expect(same.slug).toBe('ponda');
    expect(await t.database.prisma.slugRedirect.count({ where: { kind: 'location', targetId: city.id } })).toBe(0);
  });

  it("lists a readable address's ads by slugs (the listing's first page, known from the URL alone)", async () => {
    const makeAd = await t.adMaker({ state: 'Kerala', city: 'Kochi', category: 'Houseboat Evenings' });
    const adId = await makeAd();
    const ADS = /* GraphQL */ `
      query ($citySlug: String, $categorySlug: String) {
        ads(first: 5, citySlug: $citySlug, categorySlug: $categorySlug) {
          totalCount
          edges {
            node {
              databaseId
            }
          }
        }
      }
    `;
    const byCity = await t.graphql(ADS, { citySlug: 'kochi' });
    expect(byCity.body.data.ads).toEqual({ totalCount: 1, edges: [{ node: { databaseId: adId } }] });
    expect(
      (await t.graphql(ADS, { citySlug: 'kochi', categorySlug: 'houseboat-evenings' })).body.data.ads.totalCount,
    ).toBe(1);
    for (const variables of [
      { citySlug: 'kochi', categorySlug: 'dinner-date' },
      { citySlug: 'atlantis' },
      { citySlug: 'Kochi' },
      { citySlug: '' },
    ]) {
      expect((await t.graphql(ADS, variables)).body.data.ads, JSON.stringify(variables)).toEqual({
        totalCount: 0,
        edges: [],
      });
    }
  });

  it('writes nothing when a rename is refused', async () => {
    const category = await addCategory(admin(), { name: 'Brunch' });
    await addCategory(admin(), { name: 'Lunch' });
    const redirects = await t.database.prisma.slugRedirect.count();
    await expect(renameCategory(admin(), category.id, { name: 'LUNCH' })).rejects.toThrow(
      'A category with this name already exists.',
    );
    expect(await t.database.prisma.slugRedirect.count()).toBe(redirects);
    expect((await t.database.prisma.category.findUniqueOrThrow({ where: { id: category.id } })).slug).toBe('brunch');
  });
});

describe('concurrent duplicates (real PostgreSQL)', () => {
  it.runIf(onRealPostgres)('20 parallel adds of one category name (any letter case) create it once', async () => {
    const before = await counts();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => addCategoryAsAdmin(index % 2 ? 'Race Category' : 'RACE CATEGORY')),
    );
    const typenames = results.map((result) => result.__typename);
    expect(typenames.filter((name) => name === 'MutationAddCategorySuccess')).toHaveLength(1);
    expect(typenames.filter((name) => name === 'ConflictError')).toHaveLength(19);
    expect(await counts()).toEqual({ ...before, categories: before.categories + 1 });
  });

  it.runIf(onRealPostgres)('20 parallel adds of one location name to a state create it once', async () => {
    const before = await counts();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => addLocationAsAdmin(index % 2 ? 'Race City' : 'race city', 'Goa')),
    );
    const typenames = results.map((result) => result.__typename);
    expect(typenames.filter((name) => name === 'MutationAddLocationSuccess')).toHaveLength(1);
    expect(typenames.filter((name) => name === 'ConflictError')).toHaveLength(19);
    expect(await counts()).toEqual({ ...before, locations: before.locations + 1 });
  });
});

describe('authorisation of every catalogue field', () => {
  const policies: [
    field: string,
    policy: 'public' | 'admin',
    document: () => { query: string; variables: Record<string, unknown> },
  ][] = [
    ['states', 'public', () => ({ query: STATES, variables: {} })],
    ['cities', 'public', () => ({ query: CITIES, variables: { stateId: globalId('State', states.Goa!) } })],
    ['categories', 'public', () => ({ query: CATEGORIES, variables: {} })],
    ['listingPlace', 'public', () => ({ query: LISTING_PLACE, variables: { citySlug: 'panaji' } })],
    ['locations', 'admin', () => ({ query: LOCATIONS, variables: {} })],
    [
      'addLocation',
      'admin',
      () => ({
        query: ADD_LOCATION,
        variables: { input: { name: `Matrix ${Math.random()}`, stateId: globalId('State', states.Goa!) } },
      }),
    ],
    [
      'updateLocation',
      'admin',
      () => ({
        query: UPDATE_LOCATION,
        variables: {
          id: globalId('Location', 999_999),
          input: { name: 'Matrix', stateId: globalId('State', states.Goa!) },
        },
      }),
    ],
    [
      'addCategory',
      'admin',
      () => ({ query: ADD_CATEGORY, variables: { input: { name: `Matrix ${Math.random()}` } } }),
    ],
    [
      'renameCategory',
      'admin',
      () => ({ query: RENAME_CATEGORY, variables: { id: globalId('Category', 999_999), input: { name: 'Matrix' } } }),
    ],
  ];

  it.each(policies)('%s is %s', async (field, policy, document) => {
    const expected: Record<Caller, string | null> =
      policy === 'public'
        ? { visitor: null, user: null, suspended: null, admin: null }
        : { visitor: 'UNAUTHENTICATED', user: 'FORBIDDEN', suspended: 'UNAUTHENTICATED', admin: null };
    for (const caller of ['visitor', 'user', 'suspended', 'admin'] as const) {
      const before = await counts();
      const { query, variables } = document();
      const { body } = await t.graphql(query, variables, tokens[caller]);
      const code = body.errors?.[0]?.extensions?.code ?? null;
      expect({ caller, code }).toEqual({ caller, code: expected[caller] });
      if (expected[caller]) {
        expect(body.data?.[field] ?? null).toBeNull();
        expect(await counts()).toEqual(before);
      } else {
        expect(body.data[field]).not.toBeNull();
      }
    }
  });
});
