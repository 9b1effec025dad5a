// The age of the person in an ad (issue 31): required on creation and on every edit (an old ad
// without one included), 18 to 99, agreeing with the quick summaries that state one; answered as
// Ad.age beside the verified mark; and the visitors' filters of the listing and its search by age
// range and verified mark, through GraphQL and REST, in the listing's one statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { ValidationError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { ADULT_AGE_MESSAGE, AGE_MESSAGES } from '../../../common/age.ts';
import { checkedAdAge, createAds, listPublicAdsPage } from './service.ts';
import { editAd } from './editing.ts';
import { changeBalance } from '../credits/ledger.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let statements: string[] = [];
let counting = false;
const today = todayInIndia();
const place = { city: 0, otherCity: 0, category: 0 };
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const png = async () => {
  const sharp = (await import('sharp')).default;
  return new Uint8Array(
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a37' } })
      .png()
      .toBuffer(),
  );
};

beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => counting && statements.push(sql) });
  const db = t.database.prisma;
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '1' } });
  const state = await db.state.create({ data: { name: 'Rajasthan' } });
  place.city = (await db.location.create({ data: { name: 'Jaipur', stateId: state.id } })).id;
  place.otherCity = (await db.location.create({ data: { name: 'Udaipur', stateId: state.id } })).id;
  place.category = (await db.category.create({ data: { name: 'Elite' } })).id;
});
afterAll(() => t.close());

async function advertiser(credits = 0) {
  const user = await t.createUser();
  if (credits)
    await t.database.prisma.$transaction((tx) =>
      changeBalance(tx, { userId: user.id, amount: credits, kind: 'grant' }),
    );
  return user;
}

/** An ad written straight to the database (an ad made before ages were asked, unless `age` is given). */
async function storedAd(
  userId: number,
  data: { name: string; age?: number | null; locationId?: number; summaries?: [string, string][] },
) {
  return t.database.prisma.ad.create({
    data: {
      userId,
      name: data.name,
      description: 'Warm and friendly.',
      startDate: dateOnly(today),
      endDate: dateOnly(addDays(today, 4)),
      creditsUsed: 1,
      categoryId: place.category,
      locationId: data.locationId ?? place.city,
      age: data.age ?? null,
      images: { create: [{ path: 'aa/bb/photo.webp', width: 640, height: 480, position: 0 }] },
      quickSummaries: { create: (data.summaries ?? []).map(([name, value], position) => ({ name, value, position })) },
    },
    include: { images: true },
  });
}

describe('the age rule', () => {
  it('is one function: a typed age of 18 to 99, and summaries that agree and state no minor', () => {
    expect(checkedAdAge(25, [])).toBe(25);
    expect(checkedAdAge('२५', [{ name: 'Umar', value: '25 saal' }])).toBe(25);
    expect(
      checkedAdAge('１８', [
        { name: 'Age', value: '18 yrs' },
        { name: 'Height', value: '5 ft 2' },
      ]),
    ).toBe(18);
    expect(() => checkedAdAge(undefined, [{ name: 'Age', value: '25' }])).toThrow(
      new ValidationError(AGE_MESSAGES.required, 'age'),
    );
    expect(() => checkedAdAge(17, [])).toThrow(new ValidationError(ADULT_AGE_MESSAGE, 'age'));
    expect(() => checkedAdAge('twenty five', [])).toThrow(new ValidationError(AGE_MESSAGES.notWholeNumber, 'age'));
    for (const [name, value] of [
      ['Umar', '16 saal'],
      ['Details', 'Age 17'],
      ['उम्र', '१६ साल'],
      ['About', '16 year old schoolgirl look'],
      ['Age', 'seventeen'],
    ]) {
      expect(() =>
        checkedAdAge(25, [
          { name: 'Height', value: '5 ft' },
          { name: name!, value: value! },
        ]),
      ).toThrow(new ValidationError(ADULT_AGE_MESSAGE, 'quickSummaries.1.value'));
    }
    expect(() => checkedAdAge(30, [{ name: 'Age', value: '29' }])).toThrow(
      new ValidationError(AGE_MESSAGES.mismatch(29, 30), 'quickSummaries.0.value'),
    );
  });

  it('keeps the age on each ad created, and refuses a minor’s summary with nothing written', async () => {
    const owner = await advertiser(20);
    const image = await png();
    const input = {
      name: 'Riya',
      description: 'Warm.',
      startDate: today,
      endDate: today,
      categoryId: place.category,
      locationIds: [place.city, place.otherCity],
      images: [image],
    };
    const created = await createAds(t.contextFor(owner), {
      ...input,
      age: 29,
      quickSummaries: [{ name: 'Umar', value: '२९ साल' }],
    });
    expect(created.ads.map((ad) => ad.age)).toEqual([29, 29]);

    const before = await t.database.prisma.ad.count();
    await expect(
      createAds(t.contextFor(owner), { ...input, age: 25, quickSummaries: [{ name: 'Umar', value: '16 saal' }] }),
    ).rejects.toMatchObject({
      message: ADULT_AGE_MESSAGE,
      field: 'quickSummaries.0.value',
    });
    await expect(createAds(t.contextFor(owner), { ...input, age: 16 })).rejects.toMatchObject({
      message: ADULT_AGE_MESSAGE,
      field: 'age',
    });
    expect(await t.database.prisma.ad.count()).toBe(before);
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).credits).toBe(18);
  });
});

describe('editing an ad', () => {
  const EDIT = /* GraphQL */ `
    mutation ($input: EditAdInput!) {
      editAd(input: $input) {
        __typename
        ... on MutationEditAdSuccess {
          ad {
            age
            verified
          }
        }
        ... on ValidationError {
          message
          field
        }
      }
    }
  `;

  it('asks the age of an old ad without one, stores it and audits it; a refusal changes nothing', async () => {
    const owner = await advertiser();
    const token = await t.tokenFor(owner);
    const ad = await storedAd(owner.id, { name: 'Old ad', summaries: [['Umar', '16 saal']] });
    const input = {
      adId: globalId('Ad', ad.id),
      name: 'Old ad',
      description: 'New words.',
      keepImageIds: [globalId('AdImage', ad.images[0]!.id)],
    };

    const refusals: [Record<string, unknown>, string, string][] = [
      [{}, AGE_MESSAGES.required, 'age'],
      [{ age: 17 }, ADULT_AGE_MESSAGE, 'age'],
      [{ age: 150 }, AGE_MESSAGES.tooOld, 'age'],
      // the minor's summary is sent back as it was: refused until it goes
      [{ age: 25, quickSummaries: [{ name: 'Umar', value: '16 saal' }] }, ADULT_AGE_MESSAGE, 'quickSummaries.0.value'],
      [
        {
          age: 25,
          quickSummaries: [
            { name: 'Height', value: '5 ft' },
            { name: 'Age', value: 'Age 17' },
          ],
        },
        ADULT_AGE_MESSAGE,
        'quickSummaries.1.value',
      ],
      [
        { age: 25, quickSummaries: [{ name: 'Age', value: '26' }] },
        AGE_MESSAGES.mismatch(26, 25),
        'quickSummaries.0.value',
      ],
    ];
    for (const [change, message, field] of refusals) {
      const { body } = await t.graphql(EDIT, { input: { ...input, ...change } }, token);
      expect(body.data.editAd, JSON.stringify(change)).toEqual({ __typename: 'ValidationError', message, field });
    }
    const unchanged = await t.database.prisma.ad.findUniqueOrThrow({
      where: { id: ad.id },
      include: { quickSummaries: true },
    });
    expect(unchanged).toMatchObject({ age: null, description: 'Warm and friendly.' });
    expect(unchanged.quickSummaries.map(({ name, value }) => [name, value])).toEqual([['Umar', '16 saal']]);
    expect(await t.database.prisma.auditEntry.count({ where: { subjectType: 'Ad', subjectId: ad.id } })).toBe(0);

    const { body } = await t.graphql(
      EDIT,
      { input: { ...input, age: 25, quickSummaries: [{ name: 'Umar', value: '25 saal' }] } },
      token,
    );
    expect(body.data.editAd).toEqual({ __typename: 'MutationEditAdSuccess', ad: { age: 25, verified: false } });
    expect((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: ad.id } })).age).toBe(25);
    const [entry] = await t.database.prisma.auditEntry.findMany({ where: { subjectType: 'Ad', subjectId: ad.id } });
    expect(entry).toMatchObject({
      action: 'ad.edit',
      before: expect.objectContaining({ age: null }),
      after: expect.objectContaining({ age: 25 }),
    });
  });

  it('changes the age of an ad that has one', async () => {
    const owner = await advertiser();
    const ad = await storedAd(owner.id, { name: 'Aged', age: 30 });
    const edited = await editAd(t.contextFor(owner), {
      adId: ad.id,
      name: 'Aged',
      description: 'x',
      age: '३१',
      keepImageIds: [ad.images[0]!.id],
    });
    expect(edited.ad.age).toBe(31);
    await expect(
      editAd(t.contextFor(owner), { adId: ad.id, name: 'Aged', description: 'x', keepImageIds: [ad.images[0]!.id] }),
    ).rejects.toMatchObject({
      message: AGE_MESSAGES.required,
    });
  });
});

describe("the listing's age and verified filters", () => {
  const LISTING = /* GraphQL */ `
    query ($locationId: ID, $minAge: Int, $maxAge: Int, $verified: Boolean, $first: Int) {
      ads(locationId: $locationId, minAge: $minAge, maxAge: $maxAge, verified: $verified, first: $first) {
        totalCount
        edges {
          node {
            name
            age
            verified
            contact
            category {
              name
            }
            location {
              name
            }
            images {
              url
            }
          }
        }
      }
    }
  `;
  const SEARCH = /* GraphQL */ `
    query ($locationId: ID, $minAge: Int, $maxAge: Int, $verified: Boolean) {
      searchAds(
        search: "friendly"
        locationId: $locationId
        minAge: $minAge
        maxAge: $maxAge
        verified: $verified
        first: 20
      ) {
        totalCount
        edges {
          node {
            name
            age
            verified
          }
        }
      }
    }
  `;
  let cityId = 0;

  beforeAll(async () => {
    const db = t.database.prisma;
    const state = await db.state.create({ data: { name: 'Punjab' } });
    cityId = (await db.location.create({ data: { name: 'Amritsar', stateId: state.id } })).id;
    const plain = await advertiser();
    const verified = await advertiser();
    await db.user.update({ where: { id: verified.id }, data: { verifiedAt: new Date() } });
    for (const [name, age] of [
      ['Twenty', 20],
      ['Twenty five', 25],
      ['Thirty', 30],
      ['Old ad', null],
    ] as const) {
      await storedAd(plain.id, { name: `${name} plain`, age, locationId: cityId });
      await storedAd(verified.id, { name: `${name} verified`, age, locationId: cityId });
    }
  });

  async function names(variables: Record<string, unknown>, query = LISTING) {
    statements = [];
    counting = true;
    const { body } = await t.graphql(query, { locationId: globalId('Location', cityId), first: 20, ...variables });
    counting = false;
    expect(body.errors).toBeUndefined();
    const field = query === LISTING ? body.data.ads : body.data.searchAds;
    const found = field.edges.map((edge: { node: { name: string } }) => edge.node.name).sort();
    expect(field.totalCount).toBe(found.length);
    return found;
  }

  it('narrows the listing by age range and verified mark, each ad carrying its age and mark, in one statement', async () => {
    expect(await names({})).toHaveLength(8);
    expect(statements).toHaveLength(1);
    expect(await names({ minAge: 25 })).toEqual([
      'Thirty plain',
      'Thirty verified',
      'Twenty five plain',
      'Twenty five verified',
    ]);
    expect(statements).toHaveLength(1);
    expect(await names({ maxAge: 25 })).toEqual([
      'Twenty five plain',
      'Twenty five verified',
      'Twenty plain',
      'Twenty verified',
    ]);
    expect(await names({ minAge: 21, maxAge: 29 })).toEqual(['Twenty five plain', 'Twenty five verified']);
    expect(await names({ verified: true })).toEqual([
      'Old ad verified',
      'Thirty verified',
      'Twenty five verified',
      'Twenty verified',
    ]);
    expect(statements).toHaveLength(1);
    expect(await names({ verified: false })).toHaveLength(8);
    expect(await names({ verified: true, minAge: 30 })).toEqual(['Thirty verified']);
    // bounds beyond 18 to 99 are the nearest: an age range leaves out the ads without an age
    expect(await names({ minAge: 0, maxAge: 1000 })).toHaveLength(6);
    expect(await names({ minAge: -5 })).toHaveLength(6);
    expect(await names({ minAge: 31 })).toEqual([]);
    expect(await names({ minAge: 30, maxAge: 20 })).toEqual([]);

    const { body } = await t.graphql(LISTING, {
      locationId: globalId('Location', cityId),
      verified: true,
      minAge: 25,
      first: 20,
    });
    for (const { node } of body.data.ads.edges)
      expect(node).toMatchObject({ verified: true, age: expect.any(Number), location: { name: 'Amritsar' } });
  });

  it('narrows the keyword search alike', async () => {
    expect(await names({}, SEARCH)).toHaveLength(8);
    expect(await names({ minAge: 25, verified: true }, SEARCH)).toEqual(['Thirty verified', 'Twenty five verified']);
    expect(await names({ maxAge: 20 }, SEARCH)).toEqual(['Twenty plain', 'Twenty verified']);
  });

  it('answers the same rows in one statement as Prisma does, filters included', async () => {
    const context = { db: t.database.prisma };
    const filter = { locationId: cityId, minAge: 22, verified: true };
    const include = {
      user: { select: { contact: true } },
      category: true,
      location: { include: { state: true } },
      images: { orderBy: [{ position: 'asc' as const }, { id: 'asc' as const }] },
    };
    const fast = await listPublicAdsPage(context, filter, { take: 10, include });
    const planned = await listPublicAdsPage(context, filter, { take: 10, include: { ...include, services: true } });
    expect(fast.ads.map((ad) => ad.name)).toEqual(['Thirty verified', 'Twenty five verified']);
    expect(fast.ads).toEqual(planned.ads.map(({ services: _services, ...ad }) => ad));
    expect(await fast.count()).toEqual({ count: 2, isLowerBound: false });
  });

  it('filters the REST listing alike', async () => {
    const listing = async (body: Record<string, unknown>) => {
      const answer = await t.rest('POST', '/ads/getByLocation', { locationId: cityId, page: 1, pageSize: 20, ...body });
      expect(answer.status).toBe(200);
      expect(answer.body.totalAds).toBe(answer.body.ads.length);
      return answer.body.ads.map((ad: { name: string }) => ad.name).sort();
    };
    expect(await listing({})).toHaveLength(8);
    expect(await listing({ minAge: 25, maxAge: '25' })).toEqual(['Twenty five plain', 'Twenty five verified']);
    expect(await listing({ verified: true, maxAge: 20 })).toEqual(['Twenty verified']);
    // a bound that is no whole number matches no ad, as an id that names no row
    expect(await listing({ minAge: 'old' })).toEqual([]);
    const [first] = (await t.rest('POST', '/ads/getByLocation', { locationId: cityId, verified: true, minAge: 30 }))
      .body.ads;
    expect(first).toMatchObject({ name: 'Thirty verified', age: 30, verified: true });
  });
});
