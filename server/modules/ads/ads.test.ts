import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, daysInclusive, todayInIndia } from '../../lib/dates.ts';
import { NotAllowedError, ValidationError, WrongStateError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import { changeBalance, InsufficientCreditsError } from '../credits/ledger.ts';
import { ADULT_AGE_MESSAGE, AGE_MESSAGES } from '../../../common/age.ts';
import {
  AD_MESSAGES,
  createAds,
  getAd,
  listPublicAds,
  ownerFactsOf,
  suggestServices,
  type CreateAdsInput,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];
let png: Uint8Array;
let admin: Person;
let adminToken: string;
const catalog = { bengaluru: 0, mysuru: 0, hubballi: 0, mumbai: 0, companions: 0, massage: 0 };

type Person = Awaited<ReturnType<typeof t.createUser>>;

const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  png = new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  );
  admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin);
  await setScheme('1');
  const karnataka = await prisma.state.create({ data: { name: 'Karnataka' } });
  const maharashtra = await prisma.state.create({ data: { name: 'Maharashtra' } });
  catalog.bengaluru = (await prisma.location.create({ data: { name: 'Bengaluru', stateId: karnataka.id } })).id;
  catalog.mysuru = (await prisma.location.create({ data: { name: 'Mysuru', stateId: karnataka.id } })).id;
  // the listing tests' own city: nothing else publishes there
  catalog.hubballi = (await prisma.location.create({ data: { name: 'Hubballi', stateId: karnataka.id } })).id;
  catalog.mumbai = (await prisma.location.create({ data: { name: 'Mumbai', stateId: maharashtra.id } })).id;
  catalog.companions = (await prisma.category.create({ data: { name: 'Companions' } })).id;
  catalog.massage = (await prisma.category.create({ data: { name: 'Massage' } })).id;
});
afterAll(() => t.close());

// ---- helpers -----------------------------------------------------------------------------------

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const codesOf = (body: { errors?: any[] }) => (body.errors ?? []).map((error) => error.extensions?.code);

async function setScheme(timePerCredit: string) {
  await prisma.creditScheme.upsert({
    where: { id: 1 },
    create: { id: 1, creditRate: '1', timePerCredit },
    update: { timePerCredit },
  });
}

async function grant(userId: number, amount: number) {
  await prisma.$transaction((tx) => changeBalance(tx, { userId, amount, kind: 'grant' }));
}

async function advertiser(credits = 0) {
  const user = await t.createUser();
  if (credits) await grant(user.id, credits);
  return { user, token: await t.tokenFor(user) };
}

async function suspend(user: Person) {
  await prisma.user.update({ where: { id: user.id }, data: { status: 'suspended', tokenVersion: { increment: 1 } } });
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

/** The balance, after checking it equals the sum of the account's ledger entries. */
async function balanceMatchingLedger(userId: number): Promise<number> {
  const { credits } = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const sum = await prisma.creditLedgerEntry.aggregate({ where: { userId }, _sum: { amount: true } });
  expect(credits).toBe(sum._sum.amount ?? 0);
  return credits;
}

/** An ad written straight to the database, for the listing and visibility tests. */
async function storedAd(
  userId: number,
  overrides: Partial<{
    start: string;
    end: string;
    locationId: number;
    categoryId: number;
    takenDown: boolean;
    name: string;
  }> = {},
) {
  return prisma.ad.create({
    data: {
      userId,
      name: overrides.name ?? 'Stored ad',
      description: 'Written by the test',
      startDate: dateOnly(overrides.start ?? today),
      endDate: dateOnly(overrides.end ?? addDays(today, 5)),
      creditsUsed: 6,
      categoryId: overrides.categoryId ?? catalog.companions,
      locationId: overrides.locationId ?? catalog.bengaluru,
      takenDownAt: overrides.takenDown ? new Date() : null,
      takedownReason: overrides.takenDown ? 'Reported as fake' : null,
      images: {
        create: [
          { path: 'ab/cd/second.webp', width: 640, height: 480, position: 1 },
          { path: 'ab/cd/first.webp', width: 640, height: 480, position: 0 },
        ],
      },
    },
  });
}

const validInput = () => ({
  name: 'Riya',
  age: 24,
  description: 'Friendly and punctual.',
  startDate: today,
  endDate: addDays(today, 4),
  categoryId: globalId('Category', catalog.companions),
  locationIds: [globalId('Location', catalog.bengaluru)],
});

// ---- documents ---------------------------------------------------------------------------------

const AD_FIELDS = /* GraphQL */ `
  id databaseId name description contact startDate endDate creditsUsed takenDown takedownReason createdAt age verified
  category { id name }
  location { id name state { name } }
  images { url srcSet width height }
  services
  quickSummaries { name value }
  customSections { title description }
`;

const CREATE = /* GraphQL */ `
  mutation ($input: CreateAdsInput!, $images: [File!]) {
    createAds(input: $input, images: $images) {
      __typename
      ... on Error { message }
      ... on ValidationError { field }
      ... on MutationCreateAdsSuccess { creditsSpent balance ads { ${AD_FIELDS} } }
    }
  }
`;

const LISTING = /* GraphQL */ `
  query ($locationId: ID, $categoryId: ID, $first: Int, $after: String) {
    ads(locationId: $locationId, categoryId: $categoryId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          databaseId
          name
          startDate
          contact
          creditsUsed
          images {
            url
          }
        }
      }
    }
  }
`;

const AD = /* GraphQL */ `query ($id: ID!) { ad(id: $id) { ${AD_FIELDS} } }`;
const NODE = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      __typename
      ... on Ad {
        databaseId
        name
        creditsUsed
      }
    }
  }
`;
const MY_ADS = /* GraphQL */ `
  query ($first: Int, $after: String) {
    myAds(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          databaseId
          name
          creditsUsed
          startDate
          endDate
        }
      }
    }
  }
`;
const SUGGESTIONS = /* GraphQL */ `
  query ($search: String, $exclude: [String!]) {
    serviceSuggestions(search: $search, exclude: $exclude)
  }
`;

type Upload = { name: string; type: string; bytes: Uint8Array };
const pngFile = (name = 'photo.png'): Upload => ({ name, type: 'image/png', bytes: png });

/** createAds through the real HTTP app (GraphQL multipart); `images` are sent as the `images` argument. */
async function create(token: string | undefined, input: Record<string, unknown>, images: Upload[] = [pngFile()]) {
  const files = Object.fromEntries(images.map((file, index) => [`images.${index}`, file]));
  const variables = { input, images: images.length ? images.map(() => null) : null };
  const { body } = images.length
    ? await t.upload(CREATE, variables, files, token)
    : await t.graphql(CREATE, variables, token);
  return body;
}

// ---- create ------------------------------------------------------------------------------------

describe('createAds', () => {
  it('creates one ad per city and spends ceil(days / time_per_credit) for each, in one go', async () => {
    await setScheme('1');
    const { user, token } = await advertiser(15);
    const body = await create(
      token,
      {
        ...validInput(),
        endDate: addDays(today, 4), // 5 days
        locationIds: [globalId('Location', catalog.bengaluru), globalId('Location', catalog.mumbai)],
        services: ['  Dinner date ', 'Travel', 'dinner DATE', ''],
        quickSummaries: [
          { name: 'Age', value: '24' },
          { name: 'Height', value: '' },
          { name: 'Weight', value: null },
          { name: 'Hair Color', value: ' Black ' },
        ],
        customSections: [
          { title: 'About me', description: 'I love travelling.' },
          { title: 'Empty one', description: '   ' },
        ],
      },
      [pngFile('one.png'), pngFile('two.png')],
    );
    const result = body.data.createAds;
    expect(result.__typename).toBe('MutationCreateAdsSuccess');
    expect(result.creditsSpent).toBe(10);
    expect(result.balance).toBe(5);
    expect(result.ads).toHaveLength(2);
    const [first, second] = result.ads;
    expect(first).toMatchObject({
      name: 'Riya',
      description: 'Friendly and punctual.',
      contact: '9876543210', // no contact of its own: the owner's
      startDate: today,
      endDate: addDays(today, 4),
      creditsUsed: 5,
      age: 24,
      verified: false,
      takenDown: false,
      takedownReason: null,
      category: { name: 'Companions' },
      location: { name: 'Bengaluru', state: { name: 'Karnataka' } },
      services: ['Dinner date', 'Travel'],
      quickSummaries: [
        { name: 'Age', value: '24' },
        { name: 'Hair Color', value: 'Black' },
      ],
      customSections: [{ title: 'About me', description: 'I love travelling.' }],
    });
    expect(second.location.name).toBe('Mumbai');
    expect(first.images).toHaveLength(2);
    expect(first.images[0].url).toMatch(/^http:\/\/api\.test\/media\/.+\.webp$/);
    expect(first.images[0]).toMatchObject({ width: 64, height: 64 });
    expect(second.images.map((image: { url: string }) => image.url)).toEqual(
      first.images.map((image: { url: string }) => image.url),
    );

    const ledger = await prisma.creditLedgerEntry.findMany({
      where: { userId: user.id, kind: 'spend' },
      orderBy: { id: 'asc' },
    });
    expect(ledger.map((entry) => [entry.amount, entry.balanceAfter, entry.adId])).toEqual([
      [-5, 10, first.databaseId],
      [-5, 5, second.databaseId],
    ]);
    expect(await balanceMatchingLedger(user.id)).toBe(5);
    const images = await prisma.adImage.findMany({ where: { adId: first.databaseId }, orderBy: { position: 'asc' } });
    expect(images.map((image) => image.position)).toEqual([0, 1]);
  });

  it('prices with the scheme: fractional and multi-day credits round the cost per ad up', async () => {
    expect(daysInclusive('2030-01-01', '2030-01-01')).toBe(1);
    expect(daysInclusive('2030-02-27', '2030-03-02')).toBe(4);

    await setScheme('2');
    try {
      const { user } = await advertiser(10);
      // 5 days at 2 days per credit: 3 credits per city, 2 cities
      const created = await createAds(t.contextFor(user), {
        name: 'Two-day credits',
        age: 30,
        description: 'x',
        startDate: today,
        endDate: addDays(today, 4),
        categoryId: catalog.companions,
        locationIds: [catalog.bengaluru, String(catalog.mysuru)],
        images: [png],
      });
      expect(created.ads.map((ad) => ad.creditsUsed)).toEqual([3, 3]);
      expect(created).toMatchObject({ creditsSpent: 6, balance: 4 });
      expect(await balanceMatchingLedger(user.id)).toBe(4);
    } finally {
      await setScheme('1');
    }
  });

  it('refuses more days than the balance gives each city, with the SPEC message; nothing is written', async () => {
    await setScheme('1');
    const { user, token } = await advertiser(10);
    const before = await snapshot(user.id);
    // 10 credits over 2 cities at 1 day per credit: at most 5 days each
    const body = await create(token, {
      ...validInput(),
      endDate: addDays(today, 5),
      locationIds: [globalId('Location', catalog.bengaluru), globalId('Location', catalog.mysuru)],
    });
    expect(body.data.createAds).toEqual({
      __typename: 'ValidationError',
      message: 'Max days per location must be less than 5 days.',
      field: 'endDate',
    });
    expect(await snapshot(user.id)).toEqual(before);
    // exactly 5 days is allowed and spends everything
    const ok = await create(token, {
      ...validInput(),
      endDate: addDays(today, 4),
      locationIds: [globalId('Location', catalog.bengaluru), globalId('Location', catalog.mysuru)],
    });
    expect(ok.data.createAds).toMatchObject({ creditsSpent: 10, balance: 0 });
  });

  it('refuses when the rounded-up cost exceeds the balance, or there are no credits; nothing is written', async () => {
    await setScheme('2');
    try {
      const { user } = await advertiser(3);
      const before = await snapshot(user.id);
      // 3 credits x 2 days / 2 cities = 3 days each, but 3 days cost ceil(3/2) = 2 credits per city
      const input: CreateAdsInput = {
        name: 'Short',
        age: 30,
        description: 'x',
        startDate: today,
        endDate: addDays(today, 2),
        categoryId: catalog.companions,
        locationIds: [catalog.bengaluru, catalog.mysuru],
        images: [png],
      };
      await expect(createAds(t.contextFor(user), input)).rejects.toThrow(new InsufficientCreditsError(4, 3));
      expect(await snapshot(user.id)).toEqual(before);

      const { user: broke, token } = await advertiser(0);
      const body = await create(token, validInput());
      expect(body.data.createAds).toMatchObject({
        __typename: 'ValidationError',
        message: 'Not enough credits: this needs 3 credits and your balance is 0.',
        field: 'credits',
      });
      expect(await prisma.ad.count({ where: { userId: broke.id } })).toBe(0);
    } finally {
      await setScheme('1');
    }
  });

  it('refuses while no credit scheme exists (wrong state); nothing is written', async () => {
    const { user, token } = await advertiser(10);
    const scheme = await prisma.creditScheme.delete({ where: { id: 1 } });
    try {
      const before = await snapshot(user.id);
      const body = await create(token, validInput());
      expect(body.data.createAds).toEqual({ __typename: 'WrongStateError', message: AD_MESSAGES.noScheme });
      expect(await snapshot(user.id)).toEqual(before);
    } finally {
      await prisma.creditScheme.create({
        data: { id: 1, creditRate: scheme.creditRate, timePerCredit: scheme.timePerCredit },
      });
    }
  });

  it('answers the wrong state when the scheme gives no days per credit', async () => {
    await setScheme('0');
    try {
      const { user } = await advertiser(10);
      const input = {
        ...validInput(),
        categoryId: catalog.companions,
        locationIds: [catalog.bengaluru],
        images: [png],
      };
      await expect(createAds(t.contextFor(user), input)).rejects.toThrow(WrongStateError);
    } finally {
      await setScheme('1');
    }
  });

  const refusals: [string, (input: ReturnType<typeof validInput>) => Record<string, unknown>, string, string][] = [
    ['an empty name', (input) => ({ ...input, name: '   ' }), 'name', 'Name is required'],
    [
      'a 10,000-character name',
      (input) => ({ ...input, name: 'x'.repeat(10_000) }),
      'name',
      'Must be at most 100 characters',
    ],
    ['an empty description', (input) => ({ ...input, description: '' }), 'description', 'Description is required'],
    [
      'a 5,001-character description',
      (input) => ({ ...input, description: 'x'.repeat(5001) }),
      'description',
      'Must be at most 5000 characters',
    ],
    ['no start date', ({ startDate: _start, ...input }) => input, 'startDate', 'Start date is required'],
    [
      'a start date before today',
      (input) => ({ ...input, startDate: addDays(today, -1) }),
      'startDate',
      'Start date cannot be before today',
    ],
    ['no end date', ({ endDate: _end, ...input }) => input, 'endDate', 'End date is required'],
    [
      'an end date before the start',
      (input) => ({ ...input, startDate: addDays(today, 2), endDate: addDays(today, 1) }),
      'endDate',
      'End date cannot be before start date',
    ],
    ['no category', ({ categoryId: _category, ...input }) => input, 'categoryId', 'Please select a category'],
    [
      'a category that does not exist',
      (input) => ({ ...input, categoryId: globalId('Category', 999_999) }),
      'categoryId',
      AD_MESSAGES.categoryNotFound,
    ],
    [
      'no locations',
      ({ locationIds: _locations, ...input }) => input,
      'locationIds',
      'Please select at least one location',
    ],
    [
      'an empty location list',
      (input) => ({ ...input, locationIds: [] }),
      'locationIds',
      'Please select at least one location',
    ],
    [
      'a location that does not exist',
      (input) => ({ ...input, locationIds: [...input.locationIds, globalId('Location', 999_999)] }),
      'locationIds',
      AD_MESSAGES.locationNotFound,
    ],
    [
      'a 5-digit contact',
      (input) => ({ ...input, contact: '12345' }),
      'contact',
      'Contact Number must have 10 characters',
    ],
    [
      'a contact with letters',
      (input) => ({ ...input, contact: '98765abcde' }),
      'contact',
      'Contact Number must have 10 characters',
    ],
    [
      'a summary value without a name',
      (input) => ({ ...input, quickSummaries: [{ name: ' ', value: '24' }] }),
      'quickSummaries.0.name',
      'Please add summary Name and Value',
    ],
    [
      'two summaries of one name',
      (input) => ({
        ...input,
        quickSummaries: [
          { name: 'Age', value: '24' },
          { name: 'age', value: '25' },
        ],
      }),
      'quickSummaries.1.name',
      'Quick summary name already exists',
    ],
    [
      'a section description without a title',
      (input) => ({ ...input, customSections: [{ title: '', description: 'Text' }] }),
      'customSections.0.title',
      'Please add Section title and description',
    ],
    [
      'two sections of one title',
      (input) => ({
        ...input,
        customSections: [
          { title: 'Rates', description: 'a' },
          { title: 'RATES', description: 'b' },
        ],
      }),
      'customSections.1.title',
      'Custom Section Name already exists',
    ],
    [
      'a 61-character service',
      (input) => ({ ...input, services: ['s'.repeat(61)] }),
      'services.0',
      'Must be at most 60 characters',
    ],
    [
      '31 services',
      (input) => ({ ...input, services: Array.from({ length: 31 }, (_, index) => `Service ${index}`) }),
      'services',
      AD_MESSAGES.tooManyServices,
    ],
    // issue 31: the age (common/age.ts; every form in age.test.ts)
    ['no age', ({ age: _age, ...input }) => input, 'age', AGE_MESSAGES.required],
    ['an age of 17', (input) => ({ ...input, age: 17 }), 'age', ADULT_AGE_MESSAGE],
    ['an age of 100', (input) => ({ ...input, age: 100 }), 'age', AGE_MESSAGES.tooOld],
    [
      'a summary stating under 18',
      (input) => ({
        ...input,
        quickSummaries: [
          { name: 'Height', value: '5 ft' },
          { name: 'Umar', value: '16 saal' },
        ],
      }),
      'quickSummaries.1.value',
      ADULT_AGE_MESSAGE,
    ],
    [
      'a summary stating another age',
      (input) => ({ ...input, quickSummaries: [{ name: 'Age', value: '26 yrs' }] }),
      'quickSummaries.0.value',
      AGE_MESSAGES.mismatch(26, 24),
    ],
  ];

  it.each(refusals)('refuses %s with its message; nothing is written', async (_case, change, field, message) => {
    const { user, token } = await advertiser(50);
    const before = await snapshot(user.id);
    const body = await create(token, change(validInput()));
    expect(body.data.createAds).toEqual({ __typename: 'ValidationError', message, field });
    expect(await snapshot(user.id)).toEqual(before);
  });

  it('refuses no images and more than 10 images; nothing is written', async () => {
    const { user, token } = await advertiser(50);
    const before = await snapshot(user.id);
    const none = await create(token, validInput(), []);
    expect(none.data.createAds).toEqual({
      __typename: 'ValidationError',
      message: 'Please upload at least one Image',
      field: 'images',
    });
    const empty = (await t.graphql(CREATE, { input: validInput(), images: [] }, token)).body;
    expect(empty.data.createAds.message).toBe('Please upload at least one Image');
    const eleven = await create(
      token,
      validInput(),
      Array.from({ length: 11 }, (_, index) => pngFile(`${index}.png`)),
    );
    expect(eleven.data.createAds).toEqual({
      __typename: 'ValidationError',
      message: AD_MESSAGES.tooManyImages,
      field: 'images',
    });
    expect(await snapshot(user.id)).toEqual(before);
  });

  it('refuses a non-image renamed .jpg and a 30 MB upload; nothing is written', async () => {
    const { user, token } = await advertiser(50);
    const before = await snapshot(user.id);
    const fake = {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: new TextEncoder().encode('<?php system($_GET["c"]); ?>'),
    };
    const refused = await create(token, validInput(), [pngFile(), fake]);
    expect(refused.data.createAds).toEqual({
      __typename: 'UnsupportedMediaError',
      message: 'Please upload an image file (JPEG, PNG, WebP, AVIF or GIF).',
    });
    const huge = { name: 'huge.jpg', type: 'image/jpeg', bytes: new Uint8Array(30 * 1024 * 1024) };
    const tooLarge = await create(token, validInput(), [huge]);
    if (tooLarge.data?.createAds) {
      expect(tooLarge.data.createAds).toEqual({
        __typename: 'TooLargeError',
        message: 'Each image must be at most 10 MB.',
      });
    } else {
      // refused for the whole request before it is read
      expect(tooLarge.errors?.[0]?.message).toMatch(/too large/i);
    }
    expect(await snapshot(user.id)).toEqual(before);
  });

  it('refuses wrongly typed values at the schema', async () => {
    const { user, token } = await advertiser(50);
    const before = await snapshot(user.id);
    const cases = [
      { ...validInput(), startDate: '2030-02-30' },
      { ...validInput(), startDate: "2030-01-01'; DROP TABLE ads; --" },
      { ...validInput(), name: 42 },
      { ...validInput(), locationIds: globalId('Category', catalog.companions) },
      { ...validInput(), categoryId: globalId('Location', catalog.bengaluru) },
    ];
    for (const input of cases) {
      const body = await create(token, input);
      expect(body.data?.createAds ?? null).toBeNull();
      expect(body.errors?.[0]?.message).not.toMatch(/unexpected/i);
    }
    expect(await snapshot(user.id)).toEqual(before);
  });

  it('validates plain (REST) inputs itself', async () => {
    const { user } = await advertiser(50);
    const ctx = t.contextFor(user);
    const base: CreateAdsInput = {
      name: 'Plain',
      age: '२५',
      description: 'x',
      startDate: today,
      endDate: today,
      categoryId: String(catalog.companions),
      locationIds: [catalog.bengaluru],
      images: [png],
    };
    await expect(createAds(ctx, { ...base, name: undefined })).rejects.toThrow(
      new ValidationError('Name is required', 'name'),
    );
    await expect(createAds(ctx, { ...base, startDate: '' })).rejects.toThrow(
      new ValidationError('Start date is required', 'startDate'),
    );
    await expect(createAds(ctx, { ...base, startDate: 'tomorrow' })).rejects.toThrow(AD_MESSAGES.startDateInvalid);
    await expect(createAds(ctx, { ...base, categoryId: '1 OR 1=1' })).rejects.toThrow('Please select a category');
    await expect(createAds(ctx, { ...base, locationIds: 'all' })).rejects.toThrow(
      'Please select at least one location',
    );
    await expect(createAds(ctx, { ...base, locationIds: [-1] })).rejects.toThrow('Please select at least one location');
    await expect(createAds(ctx, { ...base, images: undefined })).rejects.toThrow('Please upload at least one Image');
    await expect(createAds(ctx, { ...base, images: ['not a file'] })).rejects.toThrow(AD_MESSAGES.imageNotFile);
    await expect(createAds(ctx, { ...base, services: [{ name: 'x' }] })).rejects.toThrow(AD_MESSAGES.serviceNotText);
    await expect(
      createAds(ctx, { ...base, locationIds: Array.from({ length: 101 }, (_, index) => index + 1) }),
    ).rejects.toThrow(AD_MESSAGES.tooManyLocations);
    await expect(createAds(t.contextFor(null), base)).rejects.toThrow(NotAllowedError);
    await expect(createAds(t.contextFor(admin), base)).rejects.toThrow(NotAllowedError);
    // the same city twice is one ad
    const created = await createAds(ctx, { ...base, locationIds: [catalog.bengaluru, String(catalog.bengaluru)] });
    expect(created.ads).toHaveLength(1);
    expect(created.creditsSpent).toBe(1);
  });

  it('keeps a name without a value out (not an error), and an ad with its own contact shows it', async () => {
    const { token } = await advertiser(10);
    const body = await create(token, {
      ...validInput(),
      contact: ' 9123456780 ',
      quickSummaries: [
        { name: 'Age', value: '' },
        { name: '', value: '' },
        { name: 'Languages', value: 'Hindi, English' },
      ],
      customSections: [{ title: 'Unused title', description: '' }],
    });
    const [ad] = body.data.createAds.ads;
    expect(ad.contact).toBe('9123456780');
    expect(ad.quickSummaries).toEqual([{ name: 'Languages', value: 'Hindi, English' }]);
    expect(ad.customSections).toEqual([]);
  });

  it('shares the service vocabulary case-insensitively, keeping the first spelling', async () => {
    const { token } = await advertiser(10);
    await create(token, { ...validInput(), services: ['Candle Light Dinner'] });
    const second = await create(token, { ...validInput(), services: ['candle light DINNER', 'Movie night'] });
    expect(second.data.createAds.ads[0].services).toEqual(['Candle Light Dinner', 'Movie night']);
    expect(
      await prisma.service.count({ where: { name: { equals: 'candle light dinner', mode: 'insensitive' } } }),
    ).toBe(1);
  });

  it('stores hostile text inertly, as given, in every text field', async () => {
    const { token } = await advertiser(10);
    const hostile = `<script>alert(1)</script>'); DROP TABLE ads; --`;
    const body = await create(token, {
      ...validInput(),
      name: hostile,
      description: `${hostile}\n<img src=x onerror=alert(1)>`,
      services: [hostile, "' OR '1'='1"],
      quickSummaries: [{ name: hostile, value: hostile }],
      customSections: [{ title: hostile, description: hostile }],
    });
    const id = body.data.createAds.ads[0].id;
    const { body: read } = await t.graphql(AD, { id });
    expect(read.data.ad).toMatchObject({
      name: hostile,
      description: `${hostile}\n<img src=x onerror=alert(1)>`,
      services: [hostile, "' OR '1'='1"],
      quickSummaries: [{ name: hostile, value: hostile }],
      customSections: [{ title: hostile, description: hostile }],
    });
    expect(await prisma.ad.count()).toBeGreaterThan(0);
  });
});

// ---- listing -----------------------------------------------------------------------------------

describe('public listing', () => {
  let owner: Person;
  let ids: Record<string, number>;

  beforeAll(async () => {
    ({ user: owner } = await advertiser());
    const banned = (await advertiser()).user;
    const city = catalog.hubballi;
    ids = {
      old: (await storedAd(owner.id, { name: 'old', start: addDays(today, -3), locationId: city })).id,
      newest: (await storedAd(owner.id, { name: 'newest', start: today, locationId: city })).id,
      newestMassage: (
        await storedAd(owner.id, {
          name: 'newest massage',
          start: today,
          locationId: city,
          categoryId: catalog.massage,
        })
      ).id,
      endsToday: (
        await storedAd(owner.id, { name: 'ends today', start: addDays(today, -10), end: today, locationId: city })
      ).id,
      middle: (await storedAd(owner.id, { name: 'middle', start: addDays(today, -1), locationId: city })).id,
      expired: (
        await storedAd(owner.id, {
          name: 'expired',
          start: addDays(today, -10),
          end: addDays(today, -1),
          locationId: city,
        })
      ).id,
      future: (await storedAd(owner.id, { name: 'future', start: addDays(today, 1), locationId: city })).id,
      takenDown: (await storedAd(owner.id, { name: 'taken down', takenDown: true, locationId: city })).id,
      suspended: (await storedAd(banned.id, { name: 'suspended owner', locationId: city })).id,
      mumbai: (await storedAd(owner.id, { name: 'mumbai', locationId: catalog.mumbai, categoryId: catalog.massage }))
        .id,
    };
    await suspend(banned);
  });

  const names = (body: any) => body.data.ads.edges.map((edge: any) => edge.node.name);

  it('shows the running ads of a city, newest start date first then newest id, with a total', async () => {
    const { body } = await t.graphql(LISTING, { locationId: globalId('Location', catalog.hubballi), first: 10 });
    expect(names(body)).toEqual(['newest massage', 'newest', 'middle', 'old', 'ends today']);
    expect(body.data.ads.totalCount).toBe(5);
    expect(body.data.ads.pageInfo.hasNextPage).toBe(false);
  });

  it('pages with after, keeping the order and the total', async () => {
    const variables = { locationId: globalId('Location', catalog.hubballi), first: 2 };
    const page1 = (await t.graphql(LISTING, variables)).body;
    expect(names(page1)).toEqual(['newest massage', 'newest']);
    expect(page1.data.ads.pageInfo.hasNextPage).toBe(true);
    const page2 = (await t.graphql(LISTING, { ...variables, after: page1.data.ads.pageInfo.endCursor })).body;
    expect(names(page2)).toEqual(['middle', 'old']);
    const page3 = (await t.graphql(LISTING, { ...variables, after: page2.data.ads.pageInfo.endCursor })).body;
    expect(names(page3)).toEqual(['ends today']);
    expect(page3.data.ads.pageInfo.hasNextPage).toBe(false);
    expect(page3.data.ads.totalCount).toBe(5);
  });

  it('filters by category, with or without a city', async () => {
    const both = (
      await t.graphql(LISTING, {
        locationId: globalId('Location', catalog.hubballi),
        categoryId: globalId('Category', catalog.massage),
      })
    ).body;
    expect(names(both)).toEqual(['newest massage']);
    expect(both.data.ads.totalCount).toBe(1);
    const country = (await t.graphql(LISTING, { categoryId: globalId('Category', catalog.massage), first: 100 })).body;
    expect(names(country)).toEqual(expect.arrayContaining(['newest massage', 'mumbai']));
    expect(names(country)).not.toContain('newest');
  });

  it('without a city shows the whole country, and never the expired, future, taken-down or suspended-owner ads', async () => {
    const { body } = await t.graphql(LISTING, { first: 100 });
    const listed = names(body);
    expect(listed).toEqual(expect.arrayContaining(['newest', 'mumbai', 'ends today']));
    for (const hidden of ['expired', 'future', 'taken down', 'suspended owner']) expect(listed).not.toContain(hidden);
    const running = await prisma.ad.count({
      where: {
        startDate: { lte: dateOnly(today) },
        endDate: { gte: dateOnly(today) },
        takenDownAt: null,
        user: { status: 'active' },
      },
    });
    expect(body.data.ads.totalCount).toBe(running);
    // newest first across the country too
    const starts = body.data.ads.edges.map((edge: any) => edge.node.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('is empty for a city or category that does not exist', async () => {
    const { body } = await t.graphql(LISTING, { locationId: globalId('Location', 999_999) });
    expect(body.data.ads).toMatchObject({ totalCount: 0, edges: [] });
    const service = await listPublicAds(t.contextFor(null), { locationId: 'abc', categoryId: null }, {});
    expect(service).toEqual([]);
  });

  it('shows a visitor the contact and first image, never the credits used', async () => {
    const { body } = await t.graphql(LISTING, { locationId: globalId('Location', catalog.hubballi), first: 1 });
    const node = body.data.ads.edges[0].node;
    expect(node).toMatchObject({ contact: '9876543210', creditsUsed: null });
    expect(node.images[0].url).toBe('http://api.test/media/ab/cd/first.webp');
  });

  it("hides a suspended owner's ads and shows them again once re-activated", async () => {
    const { user } = await advertiser();
    await storedAd(user.id, { name: 'comes and goes', locationId: catalog.mumbai });
    const listing = async () =>
      names((await t.graphql(LISTING, { locationId: globalId('Location', catalog.mumbai) })).body);
    expect(await listing()).toContain('comes and goes');
    await suspend(user);
    expect(await listing()).not.toContain('comes and goes');
    await prisma.user.update({ where: { id: user.id }, data: { status: 'active' } });
    expect(await listing()).toContain('comes and goes');
  });

  // ---- details and visibility ----

  it('answers a running ad to everyone, and the private parts only to its owner and admins', async () => {
    const other = await advertiser();
    const id = globalId('Ad', ids.newest!);
    const visitor = (await t.graphql(AD, { id })).body.data.ad;
    expect(visitor).toMatchObject({ name: 'newest', creditsUsed: null, takenDown: null, takedownReason: null });
    expect(visitor.images.map((image: any) => image.url)).toEqual([
      'http://api.test/media/ab/cd/first.webp',
      'http://api.test/media/ab/cd/second.webp',
    ]);
    expect((await t.graphql(AD, { id }, other.token)).body.data.ad.creditsUsed).toBeNull();
    expect((await t.graphql(AD, { id }, await t.tokenFor(owner))).body.data.ad.creditsUsed).toBe(6);
    expect((await t.graphql(AD, { id }, adminToken)).body.data.ad).toMatchObject({ creditsUsed: 6, takenDown: false });
  });

  it.each(['expired', 'future', 'takenDown', 'suspended'])(
    'answers a %s ad only to its owner and admins, by ad(id) and node(id)',
    async (which) => {
      const id = globalId('Ad', ids[which]!);
      const other = await advertiser();
      for (const document of [AD, NODE]) {
        const field = document === AD ? 'ad' : 'node';
        expect((await t.graphql(document, { id })).body).toEqual({ data: { [field]: null } });
        expect((await t.graphql(document, { id }, other.token)).body).toEqual({ data: { [field]: null } });
        expect((await t.graphql(document, { id }, adminToken)).body.data[field].databaseId).toBe(ids[which]);
      }
      if (which !== 'suspended') {
        const ownerToken = await t.tokenFor(owner);
        expect((await t.graphql(AD, { id }, ownerToken)).body.data.ad.creditsUsed).toBe(6);
        expect((await t.graphql(NODE, { id }, ownerToken)).body.data.node.databaseId).toBe(ids[which]);
      }
    },
  );

  it('tells the owner and admins why an ad was taken down', async () => {
    const id = globalId('Ad', ids.takenDown!);
    expect((await t.graphql(AD, { id }, await t.tokenFor(owner))).body.data.ad).toMatchObject({
      takenDown: true,
      takedownReason: 'Reported as fake',
    });
    expect((await t.graphql(AD, { id }, adminToken)).body.data.ad.takedownReason).toBe('Reported as fake');
  });

  it("answers null for an id that names no ad, and refuses another type's id", async () => {
    expect((await t.graphql(AD, { id: globalId('Ad', 999_999) })).body).toEqual({ data: { ad: null } });
    expect((await t.graphql(AD, { id: globalId('Ad', 'abc' as unknown as number) })).body).toEqual({
      data: { ad: null },
    });
    expect((await t.graphql(NODE, { id: globalId('Ad', 999_999) })).body).toEqual({ data: { node: null } });
    const wrong = (await t.graphql(AD, { id: globalId('User', owner.id) })).body;
    expect(wrong.errors?.[0]?.message).toMatch(/Ad/);
    expect(await getAd(t.contextFor(null), ids.expired, {})).toBeNull();
    expect((await getAd(t.contextFor(owner), ids.expired, {}))?.id).toBe(ids.expired);
  });
});

// ---- my ads ------------------------------------------------------------------------------------

describe('myAds', () => {
  it("lists every own ad, running or not, newest first, with a total; nobody else's", async () => {
    const { user, token } = await advertiser();
    const other = await advertiser();
    await storedAd(other.user.id, { name: 'not mine' });
    const first = await storedAd(user.id, { name: 'expired', start: addDays(today, -9), end: addDays(today, -2) });
    const second = await storedAd(user.id, { name: 'taken down', takenDown: true });
    const third = await storedAd(user.id, { name: 'future', start: addDays(today, 3), end: addDays(today, 4) });
    const page1 = (await t.graphql(MY_ADS, { first: 2 }, token)).body.data.myAds;
    expect(page1.totalCount).toBe(3);
    expect(page1.edges.map((edge: any) => edge.node.databaseId)).toEqual([third.id, second.id]);
    expect(page1.edges[0].node.creditsUsed).toBe(6);
    const page2 = (await t.graphql(MY_ADS, { first: 2, after: page1.pageInfo.endCursor }, token)).body.data.myAds;
    expect(page2.edges.map((edge: any) => edge.node.databaseId)).toEqual([first.id]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const others = (await t.graphql(MY_ADS, {}, other.token)).body.data.myAds;
    expect(others.totalCount).toBe(1);
    expect(others.edges[0].node.name).toBe('not mine');
  });
});

// ---- service suggestions -----------------------------------------------------------------------

describe('serviceSuggestions', () => {
  it('answers up to 10 names, most used first, without those chosen, filtered by a case-insensitive search', async () => {
    const { user, token } = await advertiser();
    // a fresh vocabulary word used by 3 ads beats one used by 1
    const popular = await prisma.service.create({ data: { name: 'Zz Popular' } });
    const rare = await prisma.service.create({ data: { name: 'Zz Rare' } });
    await prisma.service.create({ data: { name: 'Zz Unused 50%_off' } });
    for (let index = 0; index < 3; index += 1) {
      const ad = await storedAd(user.id);
      await prisma.adService.create({ data: { adId: ad.id, serviceId: popular.id } });
      if (index === 0) await prisma.adService.create({ data: { adId: ad.id, serviceId: rare.id } });
    }
    const suggest = async (variables: Record<string, unknown>) =>
      (await t.graphql(SUGGESTIONS, variables, token)).body.data.serviceSuggestions;

    expect(await suggest({ search: 'zz' })).toEqual(['Zz Popular', 'Zz Rare', 'Zz Unused 50%_off']);
    expect(await suggest({ search: 'ZZ', exclude: ['zz popular'] })).toEqual(['Zz Rare', 'Zz Unused 50%_off']);
    expect(await suggest({ search: '50%_' })).toEqual(['Zz Unused 50%_off']);
    // LIKE wildcards mean themselves
    expect(await suggest({ search: '%' })).toEqual(['Zz Unused 50%_off']);
    expect(await suggest({ search: "zz' OR '1'='1" })).toEqual([]);

    for (let index = 0; index < 12; index += 1) await prisma.service.create({ data: { name: `Yy ${index}` } });
    const all = await suggest({});
    expect(all).toHaveLength(10);
    expect(all[0]).toBe('Zz Popular');
  });

  it('refuses an oversized search with a clear error', async () => {
    const { user } = await advertiser();
    await expect(suggestServices(t.contextFor(user), { search: 'x'.repeat(10_000) })).rejects.toThrow(
      AD_MESSAGES.searchTooLong,
    );
    const { body } = await t.graphql(SUGGESTIONS, { search: 'x'.repeat(61) }, await t.tokenFor(user));
    expect(body.errors?.[0]).toMatchObject({
      message: AD_MESSAGES.searchTooLong,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

// ---- authorisation -----------------------------------------------------------------------------

describe('authorisation', () => {
  it('lets only an active advertiser create ads, list their ads and get suggestions', async () => {
    const { user: suspendedUser, token: suspendedToken } = await advertiser(10);
    await suspend(suspendedUser);
    const callers = { visitor: undefined, suspended: suspendedToken, admin: adminToken };
    const expected = { visitor: 'UNAUTHENTICATED', suspended: 'UNAUTHENTICATED', admin: 'FORBIDDEN' };
    const adsBefore = await prisma.ad.count();
    for (const [caller, token] of Object.entries(callers)) {
      const code = expected[caller as keyof typeof expected];
      expect({ caller, codes: codesOf(await create(token, validInput())) }).toEqual({ caller, codes: [code] });
      expect({ caller, codes: codesOf((await t.graphql(MY_ADS, {}, token)).body) }).toEqual({ caller, codes: [code] });
      expect({ caller, codes: codesOf((await t.graphql(SUGGESTIONS, {}, token)).body) }).toEqual({
        caller,
        codes: [code],
      });
    }
    expect(await prisma.ad.count()).toBe(adsBefore);
    await expect(suggestServices(t.contextFor(admin), {})).rejects.toThrow(NotAllowedError);
  });

  it("lets everyone read the listing and a visible ad, including a suspended user's old token", async () => {
    const { user: suspendedUser, token: suspendedToken } = await advertiser();
    await suspend(suspendedUser);
    const { user: owner } = await advertiser();
    const ad = await storedAd(owner.id, { name: 'for everyone' });
    for (const token of [undefined, suspendedToken, adminToken, (await advertiser()).token]) {
      // a dead session reads public fields as a visitor
      const listing = await t.graphql(LISTING, { first: 1 }, token);
      expect(listing.body.errors).toBeUndefined();
      expect(listing.body.data.ads.totalCount).toBeGreaterThan(0);
      expect((await t.graphql(AD, { id: globalId('Ad', ad.id) }, token)).body.data.ad.name).toBe('for everyone');
    }
  });

  it('exposes no e-mail, owner or private account data on an ad', async () => {
    const { schema } = await import('../../schema.ts');
    const fields = Object.keys((schema.getType('Ad') as any).getFields());
    expect(fields).not.toEqual(expect.arrayContaining(['user']));
    for (const field of fields) expect(field).not.toMatch(/email|password|token|user|otp/i);
  });
});

// ---- concurrency -------------------------------------------------------------------------------

describe('concurrency', () => {
  it.runIf(onRealPostgres)(
    'parallel creations that together exceed the balance never make it negative (real PostgreSQL)',
    async () => {
      await setScheme('1');
      const { user } = await advertiser(10);
      const input: CreateAdsInput = {
        name: 'Race',
        age: 25,
        description: 'x',
        startDate: today,
        endDate: addDays(today, 1), // 2 cities x 2 credits
        categoryId: catalog.companions,
        locationIds: [catalog.bengaluru, catalog.mumbai],
        images: [png],
        services: ['Race service', 'Other'],
      };
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => createAds(t.contextFor(user), input)));
      const fulfilled = results.filter((result) => result.status === 'fulfilled');
      const rejected = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(fulfilled).toHaveLength(2);
      // each refusal is for want of credits: inside the transaction (InsufficientCreditsError) or, for a
      // request that read the balance after two others had spent it, before it ('Max days … less than 1 days.')
      for (const failure of rejected) {
        if (failure.reason instanceof InsufficientCreditsError) continue;
        expect(failure.reason).toBeInstanceOf(ValidationError);
        expect(failure.reason.message).toBe(AD_MESSAGES.maxDays(1));
      }
      expect(await balanceMatchingLedger(user.id)).toBe(2);
      // no half-created request: every ad has its spend
      expect(await prisma.ad.count({ where: { userId: user.id } })).toBe(4);
      expect(
        await prisma.creditLedgerEntry.count({ where: { userId: user.id, kind: 'spend', adId: { not: null } } }),
      ).toBe(4);
      expect(await prisma.service.count({ where: { name: 'Race service' } })).toBe(1);
    },
  );
});

describe("an ad's owner facts, decided by the service", () => {
  it('answers the credits used and the takedown to the owner and admins, and null to a stranger or a visitor', async () => {
    const { user } = await advertiser();
    const ad = await prisma.ad.create({
      data: {
        userId: user.id,
        name: 'Riya',
        description: 'Warm and friendly.',
        startDate: dateOnly(today),
        endDate: dateOnly(addDays(today, 1)),
        creditsUsed: 3,
        categoryId: catalog.companions,
        locationId: catalog.bengaluru,
        takenDownAt: new Date(),
        takedownReason: 'Stolen photos',
      },
    });
    const facts = { creditsUsed: 3, takenDown: true, takedownReason: 'Stolen photos', ownContact: null };
    expect(ownerFactsOf(t.contextFor(user), ad)).toEqual(facts);
    expect(ownerFactsOf(t.contextFor(admin), ad)).toEqual(facts);
    expect(ownerFactsOf(t.contextFor((await advertiser()).user), ad)).toBeNull();
    expect(ownerFactsOf(t.contextFor(null), ad)).toBeNull();
  });
});
