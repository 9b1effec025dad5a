// Contract tests of the ads REST routes (SPEC section 7), through the real HTTP app:
// GET/POST /api/ads, POST /api/ads/getByLocation, GET /api/ads/ad_services.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { changeBalance } from '../credits/ledger.ts';
import { ADULT_AGE_MESSAGE, AGE_MESSAGES } from '../../../common/age.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];
type Person = Awaited<ReturnType<typeof t.createUser>>;

const today = todayInIndia();
let png: Uint8Array;
let admin: Person;
let adminToken: string;
/** a token issued before its account was suspended */
let suspendedToken: string;
const catalog = {
  karnataka: 0,
  maharashtra: 0,
  bengaluru: 0,
  mysuru: 0,
  mumbai: 0,
  pune: 0,
  hubballi: 0,
  mangaluru: 0,
  /** the age tests' own city (issue 31) */
  belagavi: 0,
  elite: 0,
  massage: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  png = new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a37' } })
      .png()
      .toBuffer(),
  );
  admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin);
  const suspended = await t.createUser();
  suspendedToken = await t.tokenFor(suspended);
  await prisma.user.update({
    where: { id: suspended.id },
    data: { status: 'suspended', tokenVersion: { increment: 1 } },
  });
  // 1 credit per rupee, 1 day per credit
  await prisma.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '1' } });
  catalog.karnataka = (await prisma.state.create({ data: { name: 'Karnataka' } })).id;
  catalog.maharashtra = (await prisma.state.create({ data: { name: 'Maharashtra' } })).id;
  for (const [key, name, stateId] of [
    ['bengaluru', 'Bengaluru', catalog.karnataka],
    ['mysuru', 'Mysuru', catalog.karnataka],
    ['hubballi', 'Hubballi', catalog.karnataka],
    ['mangaluru', 'Mangaluru', catalog.karnataka],
    ['belagavi', 'Belagavi', catalog.karnataka],
    ['mumbai', 'Mumbai', catalog.maharashtra],
    ['pune', 'Pune', catalog.maharashtra],
  ] as const) {
    catalog[key] = (await prisma.location.create({ data: { name, stateId } })).id;
  }
  catalog.elite = (await prisma.category.create({ data: { name: 'Elite' } })).id;
  catalog.massage = (await prisma.category.create({ data: { name: 'Massage' } })).id;
});
afterAll(() => t.close());

// ---- helpers -----------------------------------------------------------------------------------

// the answer's parts these tests compare
async function api(...args: Parameters<typeof t.rest>) {
  const { status, body, type } = await t.rest(...args);
  return { status, body, type };
}

async function advertiser(credits = 0) {
  const user = await t.createUser();
  if (credits)
    await prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: credits, kind: 'grant' }));
  return { user, token: await t.tokenFor(user) };
}

const image = (name = 'photo.png') => new File([png as Uint8Array<ArrayBuffer>], name, { type: 'image/png' });

type AdFields = Partial<
  Record<
    | 'name'
    | 'contact'
    | 'description'
    | 'startDate'
    | 'endDate'
    | 'category_id'
    | 'locationIds'
    | 'services'
    | 'quickSummaries'
    | 'otherDetails'
    | 'age',
    string
  >
>;

/** A create-ad form: valid defaults (Bengaluru, Elite, 3 days), overridden or removed (undefined) field by field. */
function adForm(fields: AdFields = {}, images: File[] = [image()]) {
  const values: AdFields = {
    name: 'Riya',
    age: '24',
    description: 'Friendly and punctual.',
    startDate: today,
    endDate: addDays(today, 2),
    category_id: String(catalog.elite),
    locationIds: JSON.stringify([catalog.bengaluru]),
    ...fields,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.set(name, value);
  for (const file of images) form.append('ad_images', file);
  return form;
}

/** Everything a refused request must leave untouched. */
async function snapshot(userId: number) {
  return {
    ads: await prisma.ad.count(),
    images: await prisma.adImage.count(),
    services: await prisma.service.count(),
    summaries: await prisma.adQuickSummary.count(),
    sections: await prisma.adCustomSection.count(),
    ledger: await prisma.creditLedgerEntry.count(),
    balance: (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).credits,
  };
}

const MEDIA_URL = /^http:\/\/api\.test\/media\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const AD_KEYS = [
  'adImages',
  'adLocation',
  'age',
  'category',
  'contact',
  'credits_used',
  'description',
  'end_date',
  'id',
  'name',
  'otherDetails',
  'quickSummaries',
  'services',
  'start_date',
  'user',
  'verified',
].sort();

/** Field names and types of an ad answer (SPEC section 3); never anything private of the owner. */
function expectAdShape(ad: Record<string, any>) {
  expect(Object.keys(ad).sort()).toEqual(AD_KEYS);
  expect(ad).toMatchObject({
    id: expect.any(Number),
    name: expect.any(String),
    description: expect.any(String),
    contact: expect.any(String),
    start_date: expect.stringMatching(DATE),
    end_date: expect.stringMatching(DATE),
    category: { id: expect.any(Number), name: expect.any(String) },
    adLocation: {
      id: expect.any(Number),
      name: expect.any(String),
      stateId: expect.any(Number),
      state: { id: expect.any(Number), name: expect.any(String) },
    },
    user: { contact: expect.any(String) },
    verified: expect.any(Boolean),
  });
  expect(ad.age === null || (Number.isInteger(ad.age) && ad.age >= 18 && ad.age <= 99)).toBe(true);
  expect(Object.keys(ad.user)).toEqual(['contact']);
  expect(Object.keys(ad.category).sort()).toEqual(['id', 'name']);
  expect(Object.keys(ad.adLocation).sort()).toEqual(['id', 'name', 'state', 'stateId']);
  for (const adImage of ad.adImages) {
    expect(Object.keys(adImage).sort()).toEqual(['id', 'image_url']);
    expect(adImage).toMatchObject({
      id: expect.any(Number),
      image_url: expect.stringMatching(/^http:\/\/api\.test\/media\//),
    });
  }
  expect(ad.services.every((service: unknown) => typeof service === 'string')).toBe(true);
  for (const summary of ad.quickSummaries) expect(Object.keys(summary).sort()).toEqual(['name', 'value']);
  for (const section of ad.otherDetails) expect(Object.keys(section).sort()).toEqual(['description', 'title']);
  const text = JSON.stringify(ad);
  for (const secret of ['password', 'Hash', 'tokenVersion', 'email', 'otp']) expect(text).not.toContain(secret);
}

const listing = (body: Record<string, unknown>, token?: string) => api('POST', '/ads/getByLocation', body, { token });
const idsOf = (ads: { id: number }[]) => ads.map((ad) => ad.id);

// ---- POST /ads -----------------------------------------------------------------------------------

describe('POST /api/ads', () => {
  it('creates one ad per city from the multipart form, spends the cost, and answers 201 { ads, creditsSpent, balance }', async () => {
    const { user, token } = await advertiser(20);
    const form = adForm(
      {
        // the SPEC's client sends no age field: the Age quick summary gives it (issue 31)
        age: undefined,
        contact: '9123456789',
        endDate: addDays(today, 3), // 4 days: 4 credits per city
        locationIds: JSON.stringify([catalog.hubballi, String(catalog.pune)]),
        services: JSON.stringify(['Dinner date', 'Travel']),
        quickSummaries: JSON.stringify([
          { name: 'Age', value: '27' },
          { name: 'Height', value: '' },
          { name: 'Languages', value: 'English, Kannada' },
        ]),
        otherDetails: JSON.stringify([
          { title: 'About me', description: 'Loves music.' },
          { title: 'Empty', description: '' },
        ]),
      },
      [image('a.png'), image('b.png')],
    );
    const answer = await api('POST', '/ads', form, { token });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['ads', 'balance', 'creditsSpent']);
    expect(answer.body).toMatchObject({ creditsSpent: 8, balance: 12 });
    expect(answer.body.ads).toHaveLength(2);
    answer.body.ads.forEach(expectAdShape);
    const [hubballi, pune] = answer.body.ads;
    expect(hubballi).toMatchObject({
      name: 'Riya',
      description: 'Friendly and punctual.',
      contact: '9123456789',
      start_date: today,
      end_date: addDays(today, 3),
      credits_used: 4,
      age: 27,
      verified: false,
      category: { id: catalog.elite, name: 'Elite' },
      adLocation: {
        id: catalog.hubballi,
        name: 'Hubballi',
        stateId: catalog.karnataka,
        state: { id: catalog.karnataka, name: 'Karnataka' },
      },
      user: { contact: user.contact },
      services: ['Dinner date', 'Travel'],
      quickSummaries: [
        { name: 'Age', value: '27' },
        { name: 'Languages', value: 'English, Kannada' },
      ],
      otherDetails: [{ title: 'About me', description: 'Loves music.' }],
    });
    expect(pune.adLocation).toMatchObject({ id: catalog.pune, name: 'Pune', state: { name: 'Maharashtra' } });
    expect(hubballi.adImages).toHaveLength(2);
    for (const adImage of hubballi.adImages) expect(adImage.image_url).toMatch(MEDIA_URL);
    const media = await t.app.request(new URL(hubballi.adImages[0].image_url).pathname);
    expect(media).toMatchObject({ status: 200 });
    expect(media.headers.get('content-type')).toBe('image/webp');

    // the balance dropped by the cost, and the ledger holds one spend per ad
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(12);
    const ledger = await prisma.creditLedgerEntry.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(ledger.map(({ kind, amount, adId }) => ({ kind, amount, adId }))).toEqual([
      { kind: 'grant', amount: 20, adId: null },
      { kind: 'spend', amount: -4, adId: hubballi.id },
      { kind: 'spend', amount: -4, adId: pune.id },
    ]);
    expect(ledger.at(-1)!.balanceAfter).toBe(12);
  });

  it('takes the age from the age field, else from the Age quick summary, and answers 400 with the message when neither gives an adult age', async () => {
    const { user, token } = await advertiser(30);
    const summaries = (...items: [string, string][]) => JSON.stringify(items.map(([name, value]) => ({ name, value })));
    const created = async (fields: AdFields) => {
      const answer = await api('POST', '/ads', adForm({ locationIds: JSON.stringify([catalog.belagavi]), ...fields }), {
        token,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.ads[0].age;
    };
    expect(await created({ age: '31' })).toBe(31);
    expect(await created({ age: ' २५ ' })).toBe(25);
    expect(await created({ age: '２２' })).toBe(22);
    expect(await created({ age: undefined, quickSummaries: summaries(['Age', '26 yrs'], ['Height', '5 ft 4']) })).toBe(
      26,
    );
    expect(await created({ age: undefined, quickSummaries: summaries(['Umar', '२९ साल']) })).toBe(29);
    // both: they must agree
    expect(await created({ age: '33', quickSummaries: summaries(['Age', '33']) })).toBe(33);

    const before = await snapshot(user.id);
    // the REST layer answers the message alone (the service names the field too: `age`, or the summary)
    const refused = async (fields: AdFields, error: string) => {
      const answer = await api('POST', '/ads', adForm({ locationIds: JSON.stringify([catalog.belagavi]), ...fields }), {
        token,
      });
      expect(answer, JSON.stringify(fields)).toMatchObject({ status: 400, body: { error } });
    };
    await refused({ age: undefined }, AGE_MESSAGES.required);
    await refused({ age: '' }, AGE_MESSAGES.required);
    await refused(
      { age: undefined, quickSummaries: summaries(['Height', '5 ft 4'], ['Age', 'ask me']) },
      AGE_MESSAGES.required,
    );
    await refused({ age: '17' }, ADULT_AGE_MESSAGE);
    await refused({ age: '१६' }, ADULT_AGE_MESSAGE);
    await refused({ age: undefined, quickSummaries: summaries(['Umar', '16 saal']) }, ADULT_AGE_MESSAGE);
    await refused({ age: undefined, quickSummaries: summaries(['Age', '17']) }, ADULT_AGE_MESSAGE);
    await refused({ age: '25', quickSummaries: summaries(['Details', 'Age 17']) }, ADULT_AGE_MESSAGE);
    await refused({ age: '25', quickSummaries: summaries(['Age', '24']) }, AGE_MESSAGES.mismatch(24, 25));
    await refused({ age: 'twenty five' }, AGE_MESSAGES.notWholeNumber);
    await refused({ age: '2 5' }, AGE_MESSAGES.notWholeNumber);
    await refused({ age: '100' }, AGE_MESSAGES.tooOld);
    await refused({ age: 'x'.repeat(100_000) }, AGE_MESSAGES.notWholeNumber);
    expect(AGE_MESSAGES.required).toContain(ADULT_AGE_MESSAGE);
    expect(await snapshot(user.id)).toEqual(before);
  });

  it("accepts a bare token, and without a contact shows the owner's", async () => {
    const { user, token } = await advertiser(3);
    const answer = await api('POST', '/ads', adForm({ locationIds: '[' + catalog.mangaluru + ']' }), {
      token,
      bare: true,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ creditsSpent: 3, balance: 0 });
    expect(answer.body.ads[0]).toMatchObject({
      contact: user.contact,
      services: [],
      quickSummaries: [],
      otherDetails: [],
    });
  });

  it('is for signed-in advertisers only; nothing is written otherwise', async () => {
    const { user } = await advertiser(50);
    const before = await snapshot(user.id);
    expect(await api('POST', '/ads', adForm())).toMatchObject({
      status: 401,
      body: { error: 'Please log in to continue.' },
    });
    expect(await api('POST', '/ads', adForm(), { token: suspendedToken })).toMatchObject({
      status: 401,
      body: { error: expect.any(String) },
    });
    expect(await api('POST', '/ads', adForm(), { token: adminToken })).toMatchObject({
      status: 403,
      body: { error: expect.any(String) },
    });
    expect(await snapshot(user.id)).toEqual(before);
  });

  const yesterday = addDays(today, -1);
  it.each<[string, AdFields | (() => AdFields), File[] | undefined, string]>([
    ['no name', { name: undefined }, undefined, 'Name is required'],
    ['a blank name', { name: '   ' }, undefined, 'Name is required'],
    ['no description', { description: undefined }, undefined, 'Description is required'],
    ['no start date', { startDate: undefined }, undefined, 'Start date is required'],
    ['a start date in the past', { startDate: yesterday }, undefined, 'Start date cannot be before today'],
    [
      'a start date that is not a date',
      { startDate: '2024-02-30' },
      undefined,
      'Start date must be a valid date (YYYY-MM-DD).',
    ],
    ['no category', { category_id: undefined }, undefined, 'Please select a category'],
    ['a category that is not an id', { category_id: 'elite' }, undefined, 'Please select a category'],
    ['an unknown category', { category_id: '999999' }, undefined, 'The selected category does not exist.'],
    ['no locations', { locationIds: undefined }, undefined, 'Please select at least one location'],
    ['an empty location list', { locationIds: '[]' }, undefined, 'Please select at least one location'],
    ['an unknown location', { locationIds: '[999999]' }, undefined, 'One of the selected locations does not exist.'],
    ['no images', {}, [], 'Please upload at least one Image'],
    // 6 days in 2 cities on 10 credits (the table is built before the cities exist: their ids are read when the test runs)
    [
      'more days than the balance gives each city',
      () => ({ endDate: addDays(today, 5), locationIds: JSON.stringify([catalog.bengaluru, catalog.mysuru]) }),
      undefined,
      'Max days per location must be less than 5 days.',
    ],
    [
      'a summary value without a name',
      { quickSummaries: JSON.stringify([{ name: '', value: '27' }]) },
      undefined,
      'Please add summary Name and Value',
    ],
    [
      'duplicate summary names',
      {
        quickSummaries: JSON.stringify([
          { name: 'Age', value: '27' },
          { name: 'age', value: '28' },
        ]),
      },
      undefined,
      'Quick summary name already exists',
    ],
    [
      'a section description without a title',
      { otherDetails: JSON.stringify([{ title: '', description: 'Text' }]) },
      undefined,
      'Please add Section title and description',
    ],
    [
      'duplicate section titles',
      {
        otherDetails: JSON.stringify([
          { title: 'About', description: 'A' },
          { title: 'ABOUT', description: 'B' },
        ]),
      },
      undefined,
      'Custom Section Name already exists',
    ],
    ['a contact that is not 10 digits', { contact: '12345' }, undefined, 'Contact Number must have 10 characters'],
    ['a service that is not text', { services: '[42]' }, undefined, 'Each service must be text.'],
    ['malformed locationIds', { locationIds: '[1,' }, undefined, 'locationIds must be a JSON-encoded list.'],
    ['a locationIds object', { locationIds: '{"id":1}' }, undefined, 'locationIds must be a JSON-encoded list.'],
    ['malformed services', { services: 'Dinner, Travel' }, undefined, 'services must be a JSON-encoded list.'],
    [
      'malformed quickSummaries',
      { quickSummaries: '{name:Age}' },
      undefined,
      'quickSummaries must be a JSON-encoded list.',
    ],
    ['malformed otherDetails', { otherDetails: 'null' }, undefined, 'otherDetails must be a JSON-encoded list.'],
  ])('answers 400 for %s with the message, and writes nothing', async (_label, fields, images, message) => {
    // 10 credits: 5 days in each of 2 cities, 10 in one
    const { user, token } = await advertiser(10);
    const before = await snapshot(user.id);
    const answer = await api('POST', '/ads', adForm(typeof fields === 'function' ? fields() : fields, images), {
      token,
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: message },
      type: expect.stringContaining('application/json'),
    });
    expect(await snapshot(user.id)).toEqual(before);
  });

  it("answers 400 with the ledger's message when the balance buys nothing; nothing is written", async () => {
    const { user, token } = await advertiser(0);
    const before = await snapshot(user.id);
    expect(await api('POST', '/ads', adForm(), { token })).toEqual({
      status: 400,
      body: { error: 'Not enough credits: this needs 3 credits and your balance is 0.' },
      type: expect.stringContaining('application/json'),
    });
    expect(await snapshot(user.id)).toEqual(before);
  });

  it('answers 415 for a non-image named .jpg and 413 for a 30 MB file; nothing is written', async () => {
    const { user, token } = await advertiser(10);
    const before = await snapshot(user.id);
    const fake = new File([new TextEncoder().encode('<?php system($_GET["c"]); ?>')], 'photo.jpg', {
      type: 'image/jpeg',
    });
    expect(await api('POST', '/ads', adForm({}, [image(), fake]), { token })).toEqual({
      status: 415,
      body: { error: 'Please upload an image file (JPEG, PNG, WebP, AVIF or GIF).' },
      type: expect.stringContaining('application/json'),
    });
    const huge = new File([new Uint8Array(30 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    expect(await api('POST', '/ads', adForm({}, [huge]), { token })).toEqual({
      status: 413,
      body: { error: 'Each image must be at most 10 MB.' },
      type: expect.stringContaining('application/json'),
    });
    expect(await snapshot(user.id)).toEqual(before);
  });

  it('answers 400 for a JSON body instead of a multipart form', async () => {
    const { token } = await advertiser(10);
    expect(await api('POST', '/ads', { name: 'Riya' }, { token })).toMatchObject({
      status: 400,
      body: { error: 'The request body must be multipart/form-data.' },
    });
  });

  it('stores hostile text inertly and answers it as given, as JSON', async () => {
    const { token } = await advertiser(10);
    const hostile = {
      name: '<script>alert(1)</script>',
      description: "Robert'); DROP TABLE ads; -- <img src=x onerror=alert(1)> {{7*7}} ${process.env}",
      service: '<b onmouseover=alert(1)>Massage</b>',
      summary: { name: '"><svg onload=alert(1)>', value: '%00 %s %n' },
      section: { title: '../../etc/passwd', description: '<iframe src="javascript:alert(1)"></iframe>\nline two' },
    };
    const answer = await api(
      'POST',
      '/ads',
      adForm({
        name: hostile.name,
        description: hostile.description,
        locationIds: JSON.stringify([catalog.mangaluru]),
        services: JSON.stringify([hostile.service]),
        quickSummaries: JSON.stringify([hostile.summary]),
        otherDetails: JSON.stringify([hostile.section]),
      }),
      { token },
    );
    expect(answer.status).toBe(201);
    expect(answer.type).toContain('application/json');
    expect(answer.body.ads[0]).toMatchObject({
      name: hostile.name,
      description: hostile.description,
      services: [hostile.service],
      quickSummaries: [hostile.summary],
      otherDetails: [hostile.section],
    });
    const stored = await prisma.ad.findUniqueOrThrow({ where: { id: answer.body.ads[0].id } });
    expect(stored).toMatchObject({ name: hostile.name, description: hostile.description });
    expect(await prisma.ad.count()).toBeGreaterThan(0);

    const listed = await listing({ locationId: catalog.mangaluru, pageSize: 100 });
    expect(listed.body.ads.find((ad: { id: number }) => ad.id === stored.id)).toMatchObject({ name: hostile.name });
  });
});

// ---- POST /ads/getByLocation ---------------------------------------------------------------------

describe('POST /api/ads/getByLocation', () => {
  let owner: Awaited<ReturnType<typeof advertiser>>;
  let created: { id: number }[];

  beforeAll(async () => {
    // this block's own cities: Bengaluru and Mumbai, nothing else publishes there
    owner = await advertiser(100);
    const answer = await api(
      'POST',
      '/ads',
      adForm({
        name: 'Two cities',
        locationIds: JSON.stringify([catalog.bengaluru, catalog.mumbai]),
        services: '["Travel"]',
      }),
      { token: owner.token },
    );
    expect(answer.status).toBe(201);
    created = answer.body.ads;
    // one more ad in Bengaluru, in the other category, starting later (so older in the listing order)
    const massage = await api(
      'POST',
      '/ads',
      adForm({
        name: 'Massage ad',
        category_id: String(catalog.massage),
        startDate: addDays(today, 1),
        endDate: addDays(today, 3),
      }),
      { token: owner.token },
    );
    expect(massage.status).toBe(201);
    // running, but its dates move it to start today: it is in the listing now
    await prisma.ad.update({
      where: { id: massage.body.ads[0].id },
      data: { startDate: dateOnly(addDays(today, -1)) },
    });
  });

  it('answers { ads, totalAds, totalAdsIsLowerBound } of a city, newest first, to anyone', async () => {
    const answer = await listing({ locationId: catalog.bengaluru, categoryId: null, page: 1, pageSize: 5 });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['ads', 'totalAds', 'totalAdsIsLowerBound']);
    expect(answer.body.totalAds).toBe(2);
    expect(answer.body.totalAdsIsLowerBound).toBe(false);
    answer.body.ads.forEach(expectAdShape);
    expect(answer.body.ads.map((ad: { name: string }) => ad.name)).toEqual(['Two cities', 'Massage ad']);
    expect(answer.body.ads[0]).toMatchObject({
      id: created[0]!.id,
      contact: owner.user.contact,
      credits_used: null,
      start_date: today,
      category: { id: catalog.elite, name: 'Elite' },
      adLocation: {
        id: catalog.bengaluru,
        name: 'Bengaluru',
        stateId: catalog.karnataka,
        state: { name: 'Karnataka' },
      },
      user: { contact: owner.user.contact },
      services: ['Travel'],
    });
    expect(answer.body.ads[0].adImages[0].image_url).toMatch(MEDIA_URL);
  });

  it('shows the ads created in 2 cities in the listing of both cities, and in my ads', async () => {
    for (const city of [catalog.bengaluru, catalog.mumbai]) {
      const answer = await listing({ locationId: city, categoryId: catalog.elite, page: 1, pageSize: 5 });
      expect(answer).toMatchObject({ status: 200, body: { totalAds: 1 } });
      expect(answer.body.ads[0]).toMatchObject({ name: 'Two cities', adLocation: { id: city } });
    }
    const mine = await api('GET', '/ads?page=1&pageSize=5', undefined, { token: owner.token });
    expect(idsOf(mine.body.ads)).toEqual(expect.arrayContaining(idsOf(created)));
  });

  it('filters by category, and without a city or category shows the whole country and every category', async () => {
    expect((await listing({ locationId: catalog.bengaluru, categoryId: catalog.massage })).body).toMatchObject({
      totalAds: 1,
      ads: [{ name: 'Massage ad', category: { id: catalog.massage, name: 'Massage' } }],
    });
    // numeric strings work as ids too
    expect(
      (await listing({ locationId: String(catalog.mumbai), categoryId: String(catalog.elite) })).body.totalAds,
    ).toBe(1);

    const country = await listing({ locationId: null, categoryId: null, page: 1, pageSize: 100 });
    const total = await prisma.ad.count({
      where: { startDate: { lte: dateOnly(today) }, endDate: { gte: dateOnly(today) } },
    });
    expect(country.body.totalAds).toBe(total);
    expect(idsOf(country.body.ads)).toEqual(expect.arrayContaining(idsOf(created)));
    // absent and '' mean the same as null
    expect((await listing({})).body.totalAds).toBe(total);
    expect((await listing({ locationId: '', categoryId: '' })).body.totalAds).toBe(total);
    expect(
      (await listing({ categoryId: catalog.massage, pageSize: 100 })).body.ads.every(
        (ad: { category: { id: number } }) => ad.category.id === catalog.massage,
      ),
    ).toBe(true);
  });

  it('pages with page and pageSize (default 5), keeping the total', async () => {
    const all = await listing({ pageSize: 100 });
    const total = all.body.totalAds;
    expect(total).toBeGreaterThan(5);
    const first = await listing({ page: 1 });
    expect(first.body.ads).toHaveLength(5);
    expect(idsOf(first.body.ads)).toEqual(idsOf(all.body.ads).slice(0, 5));
    const second = await listing({ page: 2, pageSize: 5 });
    expect(idsOf(second.body.ads)).toEqual(idsOf(all.body.ads).slice(5, 10));
    expect(second.body.totalAds).toBe(total);
    expect((await listing({ page: 1000, pageSize: 5 })).body).toEqual({
      ads: [],
      totalAds: total,
      totalAdsIsLowerBound: false,
    });
  });

  it('is empty for a city or category that does not exist, and never shows ads not running or of suspended owners', async () => {
    expect((await listing({ locationId: 999999 })).body).toEqual({ ads: [], totalAds: 0, totalAdsIsLowerBound: false });
    expect((await listing({ categoryId: 'abc' })).body).toEqual({ ads: [], totalAds: 0, totalAdsIsLowerBound: false });
    const quiet = await advertiser(10);
    const future = await api(
      'POST',
      '/ads',
      adForm({
        name: 'Future',
        locationIds: `[${catalog.mysuru}]`,
        startDate: addDays(today, 2),
        endDate: addDays(today, 3),
      }),
      { token: quiet.token },
    );
    expect(future.status).toBe(201);
    expect(
      (await listing({ locationId: catalog.mysuru })).body.ads.map((ad: { name: string }) => ad.name),
    ).not.toContain('Future');
    // a suspended owner's ads leave the listing
    const running = await api('POST', '/ads', adForm({ name: 'Running', locationIds: `[${catalog.mysuru}]` }), {
      token: quiet.token,
    });
    expect(running.status).toBe(201);
    expect(idsOf((await listing({ locationId: catalog.mysuru })).body.ads)).toContain(running.body.ads[0].id);
    await prisma.user.update({ where: { id: quiet.user.id }, data: { status: 'suspended' } });
    expect(idsOf((await listing({ locationId: catalog.mysuru })).body.ads)).not.toContain(running.body.ads[0].id);
  });

  it("answers the same with any token or none (the owner's, an admin's, a stale one), never credits used", async () => {
    const anonymous = await listing({ locationId: catalog.bengaluru });
    for (const token of [owner.token, adminToken, suspendedToken, 'garbage']) {
      const answer = await listing({ locationId: catalog.bengaluru }, token);
      expect(answer).toMatchObject({ status: 200 });
      expect(answer.body).toEqual(anonymous.body);
    }
    expect(anonymous.body.ads.every((ad: { credits_used: unknown }) => ad.credits_used === null)).toBe(true);
  });

  it('answers 400 for a body that is not JSON, and for bad pages', async () => {
    expect(
      await api('POST', '/ads/getByLocation', undefined, { raw: { body: '{nope', type: 'application/json' } }),
    ).toMatchObject({
      status: 400,
      body: { error: expect.any(String) },
    });
    for (const page of [{ page: 0 }, { page: 'two' }, { pageSize: 0 }, { pageSize: 101 }, { page: 1.5 }]) {
      expect(await listing(page)).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    }
  });
});

// ---- GET /ads ------------------------------------------------------------------------------------

describe('GET /api/ads', () => {
  it("answers the caller's own ads, running or not, newest first, 5 per page by default, with the total", async () => {
    const { user, token } = await advertiser(100);
    const first = await api(
      'POST',
      '/ads',
      adForm({ locationIds: JSON.stringify([catalog.bengaluru, catalog.mysuru]) }),
      { token },
    );
    const second = await api(
      'POST',
      '/ads',
      adForm({
        name: 'Later',
        startDate: addDays(today, 7),
        endDate: addDays(today, 7),
        locationIds: JSON.stringify([catalog.bengaluru, catalog.mysuru, catalog.mumbai, catalog.pune]),
      }),
      { token },
    );
    expect([first.status, second.status]).toEqual([201, 201]);
    const newestFirst = [...idsOf(first.body.ads), ...idsOf(second.body.ads)].sort((a, b) => b - a);
    // somebody else's ads never show
    const stranger = await advertiser(10);
    expect((await api('POST', '/ads', adForm(), { token: stranger.token })).status).toBe(201);

    const page = await api('GET', '/ads', undefined, { token });
    expect(page.status).toBe(200);
    expect(Object.keys(page.body).sort()).toEqual(['ads', 'totalAds']);
    expect(page.body.totalAds).toBe(6);
    expect(page.body.ads).toHaveLength(5);
    page.body.ads.forEach(expectAdShape);
    expect(idsOf(page.body.ads)).toEqual(newestFirst.slice(0, 5));
    expect(page.body.ads[0]).toMatchObject({
      name: 'Later',
      credits_used: 1,
      start_date: addDays(today, 7),
      end_date: addDays(today, 7),
      contact: user.contact,
      user: { contact: user.contact },
    });

    const rest = await api('GET', '/ads?page=2&pageSize=5', undefined, { token, bare: true });
    expect(rest.body).toMatchObject({ totalAds: 6 });
    expect(idsOf(rest.body.ads)).toEqual(newestFirst.slice(5));
    expect(rest.body.ads[0]).toMatchObject({ name: 'Riya', credits_used: 3 });
  });

  it('answers an advertiser without ads an empty list', async () => {
    const { token } = await advertiser();
    expect(await api('GET', '/ads?page=1&pageSize=5', undefined, { token })).toMatchObject({
      status: 200,
      body: { ads: [], totalAds: 0 },
    });
  });

  it('is for signed-in advertisers only, and refuses bad pages', async () => {
    expect(await api('GET', '/ads')).toMatchObject({ status: 401, body: { error: 'Please log in to continue.' } });
    expect(await api('GET', '/ads', undefined, { token: suspendedToken })).toMatchObject({ status: 401 });
    expect(await api('GET', '/ads', undefined, { token: adminToken })).toMatchObject({
      status: 403,
      body: { error: expect.any(String) },
    });
    const { token } = await advertiser();
    expect(await api('GET', '/ads?page=0', undefined, { token })).toMatchObject({ status: 400 });
    expect(await api('GET', '/ads?pageSize=abc', undefined, { token })).toMatchObject({ status: 400 });
  });
});

// ---- GET /ads/ad_services -------------------------------------------------------------------------

describe('GET /api/ads/ad_services', () => {
  it('answers up to 10 service names, most used first, filtered by ?search=', async () => {
    const { token } = await advertiser(100);
    const names = Array.from({ length: 12 }, (_, index) => `Service ${String(index).padStart(2, '0')}`);
    expect(
      (await api('POST', '/ads', adForm({ services: JSON.stringify(['Candle-lit dinner', ...names]) }), { token }))
        .status,
    ).toBe(201);
    // in 5 more cities: the most used service of this file
    const cities = JSON.stringify([catalog.bengaluru, catalog.mysuru, catalog.mumbai, catalog.pune, catalog.hubballi]);
    expect(
      (
        await api('POST', '/ads', adForm({ services: JSON.stringify(['Candle-lit dinner']), locationIds: cities }), {
          token,
        })
      ).status,
    ).toBe(201);

    const answer = await api('GET', '/ads/ad_services', undefined, { token });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body).toHaveLength(10);
    expect(answer.body.every((name: unknown) => typeof name === 'string')).toBe(true);
    expect(answer.body[0]).toBe('Candle-lit dinner');

    expect((await api('GET', '/ads/ad_services?search=CANDLE', undefined, { token, bare: true })).body).toEqual([
      'Candle-lit dinner',
    ]);
    expect((await api('GET', '/ads/ad_services?search=nothing-like-this', undefined, { token })).body).toEqual([]);
    // names already chosen are left out
    const excluded = await api('GET', '/ads/ad_services?search=candle&exclude=candle-lit%20dinner', undefined, {
      token,
    });
    expect(excluded.body).toEqual([]);
    // LIKE wildcards are plain characters
    expect((await api('GET', '/ads/ad_services?search=%25', undefined, { token })).body).toEqual([]);
  });

  it('answers 400 for an oversized search', async () => {
    const { token } = await advertiser();
    expect(await api('GET', `/ads/ad_services?search=${'x'.repeat(61)}`, undefined, { token })).toMatchObject({
      status: 400,
      body: { error: 'Please search with at most 60 characters.' },
    });
  });

  it('is for signed-in advertisers only', async () => {
    expect(await api('GET', '/ads/ad_services')).toMatchObject({ status: 401 });
    expect(await api('GET', '/ads/ad_services', undefined, { token: suspendedToken })).toMatchObject({ status: 401 });
    expect(await api('GET', '/ads/ad_services', undefined, { token: adminToken })).toMatchObject({ status: 403 });
  });
});
