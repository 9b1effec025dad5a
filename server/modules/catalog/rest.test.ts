// Contract tests of the catalogue REST routes (SPEC section 7), through the real HTTP app:
// categories (/categories/user, /categories, POST, PUT) and ad locations (states, cities,
// locations with their state, POST, PUT), with the authorisation matrix, bad input and route order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { createCallers, expectRestMatrix, type Caller, type CallerTokens } from '../../test/rest-callers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];

let tokens: CallerTokens;
const states: Record<string, number> = {};
const cities: Record<string, number> = {};
const categories: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  const callers = await createCallers(t);
  tokens = callers.tokens;
  const { advertiser } = callers;

  for (const name of ['Maharashtra', 'Goa', 'Karnataka'])
    states[name] = (await prisma.state.create({ data: { name } })).id;
  for (const [name, state] of [
    ['Pune', 'Maharashtra'],
    ['Mumbai', 'Maharashtra'],
    ['Panaji', 'Goa'],
  ] as const) {
    cities[name] = (await prisma.location.create({ data: { name, stateId: states[state]! } })).id;
  }
  for (const name of ['Escorts', 'Massage']) categories[name] = (await prisma.category.create({ data: { name } })).id;

  // ads_count counts the ads shown in the listing today: one current ad, one that ended yesterday
  const today = todayInIndia();
  const ad = (startDate: string, endDate: string) => ({
    userId: advertiser.id,
    name: 'Riya',
    description: 'Friendly company',
    startDate: dateOnly(startDate),
    endDate: dateOnly(endDate),
    creditsUsed: 1,
    categoryId: categories.Escorts!,
    locationId: cities.Pune!,
  });
  await prisma.ad.create({ data: ad(today, addDays(today, 2)) });
  await prisma.ad.create({ data: ad(addDays(today, -5), addDays(today, -1)) });
});
afterAll(() => t.close());

// ---- helpers -----------------------------------------------------------------------------------

// the answer's parts these tests compare
async function api(...args: Parameters<typeof t.rest>) {
  const { status, body } = await t.rest(...args);
  return { status, body };
}
type CallOptions = NonNullable<Parameters<typeof t.rest>[3]>;

const as = (caller: Caller, options: Omit<CallOptions, 'token'> = {}): CallOptions => ({
  ...options,
  token: tokens[caller],
});

const snapshot = async () => ({
  categories: await prisma.category.findMany({ orderBy: { id: 'asc' } }),
  locations: await prisma.location.findMany({ orderBy: { id: 'asc' } }),
});

const expectMatrix = (method: string, path: string, body: unknown, expected: Partial<Record<Caller, number>>) =>
  expectRestMatrix(t, tokens, snapshot, { method, path, body }, expected);

const REFUSED_TO_NON_ADMINS = { visitor: 401, user: 403, suspended: 401, suspendedAdmin: 401 } as const;
const SIGNED_IN_ONLY = { visitor: 401, suspended: 401, suspendedAdmin: 401, user: 200, admin: 200 } as const;
const PUBLIC = { visitor: 200, user: 200, suspended: 200, suspendedAdmin: 200, admin: 200 } as const;

// ---- categories --------------------------------------------------------------------------------

describe('GET /api/categories/user (public)', () => {
  it('answers every category with id, name and ads_count (ads shown today), by name', async () => {
    const answer = await api('GET', '/categories/user');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { id: categories.Escorts, name: 'Escorts', ads_count: 1 },
      { id: categories.Massage, name: 'Massage', ads_count: 0 },
    ]);
    for (const category of answer.body) {
      expect(Object.keys(category).sort()).toEqual(['ads_count', 'id', 'name']);
      expect(typeof category.id).toBe('number');
      expect(typeof category.ads_count).toBe('number');
    }
  });

  it('answers everyone, whatever token they send', async () => {
    await expectMatrix('GET', '/categories/user', undefined, PUBLIC);
    expect(await api('GET', '/categories/user', undefined, { token: 'not-a-token' })).toMatchObject({ status: 200 });
  });
});

describe('GET /api/categories (admin)', () => {
  it('answers the same list with ads_count', async () => {
    const answer = await api('GET', '/categories', undefined, as('admin'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual((await api('GET', '/categories/user')).body);
    expect(answer.body[0]).toEqual({ id: categories.Escorts, name: 'Escorts', ads_count: 1 });
  });

  it('is refused to visitors, users and stale tokens; Bearer and bare tokens both work', async () => {
    await expectMatrix('GET', '/categories', undefined, { ...REFUSED_TO_NON_ADMINS, admin: 200 });
    expect(await api('GET', '/categories', undefined, as('admin', { bare: true }))).toMatchObject({ status: 200 });
  });
});

describe('POST /api/categories (admin)', () => {
  it('adds a category: 201 with id, name and ads_count 0', async () => {
    const answer = await api('POST', '/categories', { name: '  Dinner Dates ' }, as('admin'));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), name: 'Dinner Dates', ads_count: 0 });
    expect(await prisma.category.findUnique({ where: { id: answer.body.id } })).toMatchObject({ name: 'Dinner Dates' });
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    const before = await snapshot();
    expect(await api('POST', '/categories', { name: 'escorts' }, as('admin'))).toEqual({
      status: 409,
      body: { error: 'A category with this name already exists.' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['no name', {}],
    ['a name that is not text', { name: 42 }],
  ])('refuses %s with 400 and the SPEC message', async (_label, body) => {
    const before = await snapshot();
    expect(await api('POST', '/categories', body, as('admin'))).toEqual({
      status: 400,
      body: { error: 'Please Enter Category Name' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    const before = await snapshot();
    expect(
      await api('POST', '/categories', undefined, as('admin', { raw: { body: '{name', type: 'application/json' } })),
    ).toMatchObject({
      status: 400,
      body: { error: expect.any(String) },
    });
    expect(await api('POST', '/categories', ['Escorts'], as('admin'))).toMatchObject({ status: 400 });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused to visitors, users and stale tokens, changing nothing', async () => {
    await expectMatrix('POST', '/categories', { name: 'Not Added' }, REFUSED_TO_NON_ADMINS);
    expect(await prisma.category.count({ where: { name: 'Not Added' } })).toBe(0);
  });
});

describe('PUT /api/categories/{id} (admin)', () => {
  it('renames a category: 200 with id, name and its ads_count', async () => {
    const id = (await prisma.category.create({ data: { name: 'Companions' } })).id;
    await prisma.ad.updateMany({ where: { categoryId: categories.Escorts! }, data: { categoryId: id } });
    const answer = await api('PUT', `/categories/${id}`, { name: 'Travel Companions' }, as('admin'));
    expect(answer).toEqual({ status: 200, body: { id, name: 'Travel Companions', ads_count: 1 } });
    expect(await prisma.category.findUnique({ where: { id } })).toMatchObject({ name: 'Travel Companions' });
    await prisma.ad.updateMany({ where: { categoryId: id }, data: { categoryId: categories.Escorts! } });
    // a change of case of its own name is no duplicate
    expect(await api('PUT', `/categories/${id}`, { name: 'travel companions' }, as('admin'))).toMatchObject({
      status: 200,
      body: { name: 'travel companions', ads_count: 0 },
    });
  });

  it('refuses a name another category has, whatever its case, with 409', async () => {
    const before = await snapshot();
    expect(await api('PUT', `/categories/${categories.Massage}`, { name: 'ESCORTS' }, as('admin'))).toEqual({
      status: 409,
      body: { error: 'A category with this name already exists.' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an empty name with 400 and the SPEC message', async () => {
    const before = await snapshot();
    expect(await api('PUT', `/categories/${categories.Massage}`, { name: '' }, as('admin'))).toEqual({
      status: 400,
      body: { error: 'Please Enter Category Name' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a category that does not exist or an id that is not one', async () => {
    expect(await api('PUT', '/categories/999999', { name: 'Ghost' }, as('admin'))).toEqual({
      status: 404,
      body: { error: 'This category does not exist.' },
    });
    expect(await api('PUT', '/categories/abc', { name: 'Ghost' }, as('admin'))).toMatchObject({
      status: 404,
      body: { error: expect.any(String) },
    });
    expect(await api('PUT', '/categories/99999999999', { name: 'Ghost' }, as('admin'))).toMatchObject({ status: 404 });
    expect(await prisma.category.count({ where: { name: 'Ghost' } })).toBe(0);
  });

  it('is refused to visitors, users and stale tokens, changing nothing', async () => {
    await expectMatrix('PUT', `/categories/${categories.Massage}`, { name: 'Renamed' }, REFUSED_TO_NON_ADMINS);
    expect(await prisma.category.findUnique({ where: { id: categories.Massage! } })).toMatchObject({ name: 'Massage' });
  });
});

// ---- states and cities -------------------------------------------------------------------------

describe('GET /api/ad-locations/states/user (public)', () => {
  it('answers every state as { id, name }, by name', async () => {
    const answer = await api('GET', '/ad-locations/states/user');
    expect(answer).toEqual({
      status: 200,
      body: [
        { id: states.Goa, name: 'Goa' },
        { id: states.Karnataka, name: 'Karnataka' },
        { id: states.Maharashtra, name: 'Maharashtra' },
      ],
    });
  });

  it('answers everyone, whatever token they send', async () => {
    await expectMatrix('GET', '/ad-locations/states/user', undefined, PUBLIC);
  });
});

describe('GET /api/ad-locations/states/{stateId}/user (public)', () => {
  it("answers the state's cities as { id, name }, by name", async () => {
    expect(await api('GET', `/ad-locations/states/${states.Maharashtra}/user`)).toEqual({
      status: 200,
      body: [
        { id: cities.Mumbai, name: 'Mumbai' },
        { id: cities.Pune, name: 'Pune' },
      ],
    });
  });

  it('answers an empty list for a state with no cities, an unknown state or an id that is not one', async () => {
    expect(await api('GET', `/ad-locations/states/${states.Karnataka}/user`)).toEqual({ status: 200, body: [] });
    expect(await api('GET', '/ad-locations/states/999999/user')).toEqual({ status: 200, body: [] });
    expect(await api('GET', '/ad-locations/states/abc/user')).toEqual({ status: 200, body: [] });
  });

  it('answers everyone, whatever token they send', async () => {
    await expectMatrix('GET', `/ad-locations/states/${states.Goa}/user`, undefined, PUBLIC);
  });
});

describe('GET /api/ad-locations/states (signed in)', () => {
  it('answers the states as { id, name }', async () => {
    const answer = await api('GET', '/ad-locations/states', undefined, as('user'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual((await api('GET', '/ad-locations/states/user')).body);
    expect(answer.body[0]).toEqual({ id: states.Goa, name: 'Goa' });
  });

  it('needs a usable session of any role; Bearer and bare tokens both work', async () => {
    await expectMatrix('GET', '/ad-locations/states', undefined, SIGNED_IN_ONLY);
    expect(await api('GET', '/ad-locations/states', undefined, as('user', { bare: true }))).toMatchObject({
      status: 200,
    });
  });
});

describe('GET /api/ad-locations/states/{stateId} (signed in)', () => {
  it("answers the state's cities as { id, name }", async () => {
    expect(await api('GET', `/ad-locations/states/${states.Goa}`, undefined, as('user'))).toEqual({
      status: 200,
      body: [{ id: cities.Panaji, name: 'Panaji' }],
    });
    expect(await api('GET', '/ad-locations/states/424242', undefined, as('admin'))).toEqual({ status: 200, body: [] });
  });

  it('needs a usable session of any role', async () => {
    await expectMatrix('GET', `/ad-locations/states/${states.Goa}`, undefined, SIGNED_IN_ONLY);
  });
});

describe('GET /api/ad-locations/states/admin (admin)', () => {
  it('answers every location with its state, by state name then name', async () => {
    const answer = await api('GET', '/ad-locations/states/admin', undefined, as('admin'));
    expect(answer.status).toBe(200);
    const panaji = { id: cities.Panaji, name: 'Panaji', stateId: states.Goa, state: { id: states.Goa, name: 'Goa' } };
    expect(answer.body[0]).toEqual(panaji);
    expect(answer.body.map((location: { name: string }) => location.name)).toEqual(
      expect.arrayContaining(['Panaji', 'Mumbai', 'Pune']),
    );
    const names = answer.body.map(
      (location: { state: { name: string }; name: string }) => `${location.state.name}/${location.name}`,
    );
    expect(names).toEqual([...names].sort());
  });

  it('narrows to one state with ?stateId=', async () => {
    const answer = await api('GET', `/ad-locations/states/admin?stateId=${states.Goa}`, undefined, as('admin'));
    expect(answer.status).toBe(200);
    expect(answer.body.every((location: { stateId: number }) => location.stateId === states.Goa)).toBe(true);
    expect(answer.body[0]).toMatchObject({ name: 'Panaji', state: { name: 'Goa' } });
  });

  it('is not read as a stateId: visitors get 401 and users 403, not a list of cities', async () => {
    await expectMatrix('GET', '/ad-locations/states/admin', undefined, { ...REFUSED_TO_NON_ADMINS, admin: 200 });
    expect((await api('GET', '/ad-locations/states/admin', undefined, as('admin'))).body.length).toBeGreaterThan(0);
  });
});

describe('route order', () => {
  it('reads /states/user and /states/{id}/user as public, /states/admin and /states/{id} as signed in', async () => {
    // the fixed path /states/user is not the signed-in /states/{stateId}
    expect(await api('GET', '/ad-locations/states/user')).toMatchObject({ status: 200 });
    // /states/admin is not the cities of a state called "admin"
    expect(await api('GET', '/ad-locations/states/admin', undefined, as('user'))).toMatchObject({ status: 403 });
    expect(await api('GET', `/ad-locations/states/${states.Goa}`)).toMatchObject({ status: 401 });
    // /categories/user is the public list, not a category id
    expect(await api('PUT', '/categories/user', { name: 'X' }, as('admin'))).toMatchObject({ status: 404 });
  });
});

// ---- locations ---------------------------------------------------------------------------------

describe('POST /api/ad-locations (admin)', () => {
  it('adds a location: 201 with id, name, stateId and state { id, name }', async () => {
    const answer = await api('POST', '/ad-locations', { name: ' Nagpur ', stateId: states.Maharashtra }, as('admin'));
    expect(answer).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: 'Nagpur',
        stateId: states.Maharashtra,
        state: { id: states.Maharashtra, name: 'Maharashtra' },
      },
    });
    expect(await prisma.location.findUnique({ where: { id: answer.body.id } })).toMatchObject({
      name: 'Nagpur',
      stateId: states.Maharashtra,
    });
  });

  it('takes a stateId sent as text, as forms do', async () => {
    const answer = await api(
      'POST',
      '/ad-locations',
      { name: 'Mysuru', stateId: String(states.Karnataka) },
      as('admin'),
    );
    expect(answer).toMatchObject({
      status: 201,
      body: { name: 'Mysuru', stateId: states.Karnataka, state: { name: 'Karnataka' } },
    });
  });

  it('refuses a location its state already has, whatever its case, with 409; another state may have it', async () => {
    const before = await snapshot();
    expect(await api('POST', '/ad-locations', { name: 'pune', stateId: states.Maharashtra }, as('admin'))).toEqual({
      status: 409,
      body: { error: 'This location already exists in this state.' },
    });
    expect(await snapshot()).toEqual(before);
    expect(await api('POST', '/ad-locations', { name: 'Pune', stateId: states.Goa }, as('admin'))).toMatchObject({
      status: 201,
    });
  });

  it.each([
    ['no name', { stateId: 1 }, 'Please Enter Location Name'],
    ['a blank name', { name: '  ', stateId: 1 }, 'Please Enter Location Name'],
    ['no state', { name: 'Thane' }, 'Please Select a State.'],
    ['an empty state', { name: 'Thane', stateId: '' }, 'Please Select a State.'],
    ['a state that does not exist', { name: 'Thane', stateId: 999999 }, 'Please Select a State.'],
    ['a state id that is not one', { name: 'Thane', stateId: 'Maharashtra' }, 'Please Select a State.'],
  ])('refuses %s with 400 and the SPEC message', async (_label, body, error) => {
    const before = await snapshot();
    expect(await api('POST', '/ad-locations', body, as('admin'))).toEqual({ status: 400, body: { error } });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused to visitors, users and stale tokens, changing nothing', async () => {
    await expectMatrix('POST', '/ad-locations', { name: 'Nashik', stateId: states.Maharashtra }, REFUSED_TO_NON_ADMINS);
    expect(await prisma.location.count({ where: { name: 'Nashik' } })).toBe(0);
  });
});

describe('PUT /api/ad-locations/{id} (admin)', () => {
  it('renames and moves a location: 200 with id, name, stateId and state', async () => {
    const id = (await prisma.location.create({ data: { name: 'Margao', stateId: states.Maharashtra! } })).id;
    const answer = await api('PUT', `/ad-locations/${id}`, { name: 'Madgaon', stateId: states.Goa }, as('admin'));
    expect(answer).toEqual({
      status: 200,
      body: { id, name: 'Madgaon', stateId: states.Goa, state: { id: states.Goa, name: 'Goa' } },
    });
    expect(await prisma.location.findUnique({ where: { id } })).toMatchObject({ name: 'Madgaon', stateId: states.Goa });
  });

  it('refuses a name the state already has with 409', async () => {
    const before = await snapshot();
    expect(
      await api('PUT', `/ad-locations/${cities.Mumbai}`, { name: 'PUNE', stateId: states.Maharashtra }, as('admin')),
    ).toEqual({
      status: 409,
      body: { error: 'This location already exists in this state.' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input with 400 and the SPEC messages', async () => {
    const before = await snapshot();
    expect(
      await api('PUT', `/ad-locations/${cities.Mumbai}`, { name: '', stateId: states.Maharashtra }, as('admin')),
    ).toEqual({
      status: 400,
      body: { error: 'Please Enter Location Name' },
    });
    expect(await api('PUT', `/ad-locations/${cities.Mumbai}`, { name: 'Bombay' }, as('admin'))).toEqual({
      status: 400,
      body: { error: 'Please Select a State.' },
    });
    expect(
      await api('PUT', `/ad-locations/${cities.Mumbai}`, { name: 'Bombay', stateId: 999999 }, as('admin')),
    ).toEqual({
      status: 400,
      body: { error: 'Please Select a State.' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a location that does not exist or an id that is not one', async () => {
    expect(await api('PUT', '/ad-locations/999999', { name: 'Ghost', stateId: states.Goa }, as('admin'))).toEqual({
      status: 404,
      body: { error: 'This location does not exist.' },
    });
    expect(await api('PUT', '/ad-locations/abc', { name: 'Ghost', stateId: states.Goa }, as('admin'))).toMatchObject({
      status: 404,
    });
    expect(await prisma.location.count({ where: { name: 'Ghost' } })).toBe(0);
  });

  it('is refused to visitors, users and stale tokens, changing nothing', async () => {
    await expectMatrix(
      'PUT',
      `/ad-locations/${cities.Panaji}`,
      { name: 'Panjim', stateId: states.Goa },
      REFUSED_TO_NON_ADMINS,
    );
    expect(await prisma.location.findUnique({ where: { id: cities.Panaji! } })).toMatchObject({ name: 'Panaji' });
  });
});
