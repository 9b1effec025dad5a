// The desk (issue 31, "The desk finds anything"): every search form and filter on both databases,
// paging and the bounded count, who may use it, bulk decisions ad by ad, the users' search and the
// counts of waiting work.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { NotAllowedError, ValidationError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { listUsers, countUsers } from '../users/service.ts';
import {
  countDeskAds,
  countGrievancesDueSoon,
  DESK_AD_STATES,
  DESK_LIMITS,
  DESK_MESSAGES,
  DESK_SEARCH_MESSAGES,
  deskPageSql,
  deskStateOf,
  listDeskAds,
  restoreAds,
  takeDownAds,
  type DeskAdsFilter,
} from './service.ts';
import { MODERATION_MESSAGES } from '../moderation/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof t.createUser>>;
let admin: User;
let moderator: User;
const today = todayInIndia();
const day = (offset: number) => dateOnly(addDays(today, offset));
const place = { goa: 0, delhi: 0, companions: 0, massage: 0 };
const owners = {} as Record<'priya' | 'meena' | 'verified' | 'suspended', User>;
/** the seeded ads by what each is for */
const ads = {} as Record<string, number>;

async function owner(
  name: string,
  email: string,
  contact: string,
  data: Partial<Prisma.UserUncheckedUpdateInput> = {},
) {
  const user = await t.createUser({ email });
  return t.database.prisma.user.update({ where: { id: user.id }, data: { name, contact, ...data } });
}

async function ad(key: string, data: Partial<Prisma.AdUncheckedCreateInput> & { userId: number }) {
  const created = await t.database.prisma.ad.create({
    data: {
      name: 'Riya',
      description: 'Warm and friendly.',
      age: 25,
      startDate: day(0),
      endDate: day(3),
      creditsUsed: 1,
      categoryId: place.companions,
      locationId: place.goa,
      ...data,
    },
  });
  ads[key] = created.id;
  return created.id;
}

/** the SQL of every statement the app runs */
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => statements.push(sql) });
  const db = t.database.prisma;
  admin = await t.createUser({ role: 'admin' });
  moderator = await t.createUser({ role: 'moderator' });
  const goaState = await db.state.create({ data: { name: 'Goa' } });
  const delhiState = await db.state.create({ data: { name: 'Delhi' } });
  place.goa = (await db.location.create({ data: { name: 'Panaji', stateId: goaState.id } })).id;
  place.delhi = (await db.location.create({ data: { name: 'New Delhi', stateId: delhiState.id } })).id;
  place.companions = (await db.category.create({ data: { name: 'Companions' } })).id;
  place.massage = (await db.category.create({ data: { name: 'Massage' } })).id;

  owners.priya = await owner('Priya Sharma', 'priya.sharma@example.com', '9811111111');
  owners.meena = await owner('Meena Agency', 'bookings@meena-agency.in', '9822222222');
  owners.verified = await owner('Verified Vani', 'vani@example.org', '9833333333', { verifiedAt: new Date() });
  owners.suspended = await owner('Suspended Sita', 'sita@example.net', '9844444444', { status: 'suspended' });

  // one ad in each state, and the marks
  await ad('live', {
    userId: owners.priya.id,
    name: 'Priya in Panaji',
    description: 'Evening company, 50% off on weekdays.',
  });
  await ad('scheduled', { userId: owners.priya.id, name: 'Weekend plans', startDate: day(5), endDate: day(8) });
  await ad('ended', { userId: owners.meena.id, name: 'Old listing', startDate: day(-10), endDate: day(-2) });
  await ad('held', {
    userId: owners.meena.id,
    name: 'Held one',
    heldAt: new Date(),
    hiddenAt: new Date(),
    moderationQueuedAt: new Date(),
    holdReasons: ['term:schoolgirl'],
  });
  await ad('takenDown', {
    userId: owners.meena.id,
    name: 'Taken one',
    takenDownAt: new Date(),
    takedownReason: 'Fake photos',
  });
  await ad('hidden', {
    userId: owners.priya.id,
    name: 'Reported one',
    hiddenAt: new Date(),
    moderationQueuedAt: new Date(),
  });
  await ad('inactive', { userId: owners.suspended.id, name: 'Sita today' });
  await ad('noAge', {
    userId: owners.meena.id,
    name: 'Ageless',
    age: null,
    contact: '9855555555',
    locationId: place.delhi,
    categoryId: place.massage,
  });
  await ad('verified', {
    userId: owners.verified.id,
    name: 'Vani verified',
    description: 'Calm and कोमल.',
    locationId: place.delhi,
  });
  await ad('queued', { userId: owners.verified.id, name: 'Photo match', moderationQueuedAt: new Date() });
});
afterAll(() => t.close());

const as = (user: User | null) => t.contextFor(user);
const idsOf = async (filter: DeskAdsFilter, user: User = admin) =>
  (await listDeskAds(as(user), filter, { take: 100 }, {})).map((row) => row.id);
const seeded = (...keys: string[]) => keys.map((key) => ads[key]!).sort((a, b) => b - a);
/** The seeded ads among `ids` (other tests add ads of their own). */
const onlySeeded = (ids: number[]) => ids.filter((id) => Object.values(ads).includes(id));

describe('the desk list', () => {
  it('lists every ad, public or not, newest first', async () => {
    expect(onlySeeded(await idsOf({}))).toEqual(seeded(...Object.keys(ads)));
  });

  it("finds words of an ad's name or description, or of its advertiser's name, in any case", async () => {
    expect(onlySeeded(await idsOf({ search: 'PANAJI' }))).toEqual(seeded('live'));
    expect(onlySeeded(await idsOf({ search: 'कोमल' }))).toEqual(seeded('verified'));
    // the advertiser's name: all of Priya's ads
    expect(onlySeeded(await idsOf({ search: 'priya sh' }))).toEqual(seeded('live', 'scheduled', 'hidden'));
    // % and _ are themselves, not wildcards
    expect(onlySeeded(await idsOf({ search: '50%' }))).toEqual(seeded('live'));
    expect(onlySeeded(await idsOf({ search: '5_%' }))).toEqual([]);
  });

  it("finds a phone number as written, the ad's own or its advertiser's", async () => {
    expect(onlySeeded(await idsOf({ search: '98555 55555' }))).toEqual(seeded('noAge'));
    expect(onlySeeded(await idsOf({ search: '+91-98111-11111' }))).toEqual(seeded('live', 'scheduled', 'hidden'));
    // Devanagari and full-width digits are digits
    expect(onlySeeded(await idsOf({ search: '+९१ ९८५५५ ५५५५५' }))).toEqual(seeded('noAge'));
    expect(onlySeeded(await idsOf({ search: '９８５５５５５５５５' }))).toEqual(seeded('noAge'));
  });

  it("finds the advertiser's e-mail address, whole or in part", async () => {
    expect(onlySeeded(await idsOf({ search: 'Bookings@Meena-Agency.in' }))).toEqual(
      seeded('ended', 'held', 'takenDown', 'noAge'),
    );
    expect(onlySeeded(await idsOf({ search: '@example.org' }))).toEqual(seeded('verified', 'queued'));
    expect(await idsOf({ search: 'nobody@nowhere.example' })).toEqual([]);
  });

  it("finds an ad's number or its advertiser's", async () => {
    expect(await idsOf({ search: `#${ads.noAge}` })).toContain(ads.noAge);
    expect(onlySeeded(await idsOf({ search: String(owners.verified.id) }))).toEqual(
      expect.arrayContaining(seeded('verified', 'queued')),
    );
  });

  it('refuses a search too short to read an index, or too long, with the message', async () => {
    await expect(idsOf({ search: 'ab' })).rejects.toThrow(new ValidationError(DESK_SEARCH_MESSAGES.tooShort, 'search'));
    await expect(idsOf({ search: 'x'.repeat(101) })).rejects.toThrow(DESK_SEARCH_MESSAGES.tooLong);
    // spaces alone are no search
    expect(onlySeeded(await idsOf({ search: '   ' }))).toHaveLength(Object.keys(ads).length);
  });

  it('files each ad under exactly one state, the one it shows', async () => {
    const rows = await t.database.prisma.ad.findMany({ where: { id: { in: Object.values(ads) } } });
    const expected: Record<string, string> = {
      live: 'live',
      scheduled: 'scheduled',
      ended: 'ended',
      held: 'held',
      takenDown: 'taken_down',
      hidden: 'hidden_by_reports',
      inactive: 'inactive_account',
      noAge: 'live',
      verified: 'live',
      queued: 'live',
    };
    for (const row of rows) {
      const key = Object.keys(ads).find((name) => ads[name] === row.id)!;
      expect(deskStateOf(row, today), key).toBe(expected[key]);
    }
    for (const state of DESK_AD_STATES) {
      const wanted = Object.keys(expected).filter((key) => expected[key] === state);
      expect(onlySeeded(await idsOf({ status: state })), state).toEqual(seeded(...wanted));
    }
  });

  it('filters the marks: waiting in the queue, without an age', async () => {
    expect(onlySeeded(await idsOf({ status: 'in_review' }))).toEqual(seeded('held', 'hidden', 'queued'));
    expect(onlySeeded(await idsOf({ status: 'no_age' }))).toEqual(seeded('noAge'));
  });

  it('filters by city, category and the verified mark, with a search and a state together', async () => {
    expect(onlySeeded(await idsOf({ cityId: place.delhi }))).toEqual(seeded('noAge', 'verified'));
    expect(onlySeeded(await idsOf({ categoryId: place.massage }))).toEqual(seeded('noAge'));
    expect(onlySeeded(await idsOf({ verified: true }))).toEqual(seeded('verified', 'queued'));
    expect(onlySeeded(await idsOf({ verified: false }))).not.toContain(ads.verified);
    expect(
      onlySeeded(await idsOf({ search: '@example.org', status: 'live', cityId: place.delhi, verified: true })),
    ).toEqual(seeded('verified'));
  });

  it('refuses a filter it does not know, changing nothing', async () => {
    await expect(idsOf({ status: 'lost' as never })).rejects.toThrow(DESK_MESSAGES.status);
    await expect(idsOf({ cityId: -1 })).rejects.toThrow(DESK_MESSAGES.cityNotFound);
  });

  it('pages by the id, both ways', async () => {
    const all = await idsOf({});
    const first = await listDeskAds(as(admin), {}, { take: 3 }, {});
    expect(first.map((row) => row.id)).toEqual(all.slice(0, 3));
    const next = await listDeskAds(as(admin), {}, { take: 3, afterId: first[2]!.id }, {});
    expect(next.map((row) => row.id)).toEqual(all.slice(3, 6));
    // backwards from the fourth: nearest first
    const back = await listDeskAds(as(admin), {}, { take: 2, beforeId: all[3], backward: true }, {});
    expect(back.map((row) => row.id)).toEqual([all[2], all[1]]);
  });

  it("is the staff's alone", async () => {
    expect((await idsOf({}, moderator)).length).toBeGreaterThan(0);
    await expect(listDeskAds(as(owners.priya), {}, { take: 10 }, {})).rejects.toThrow(NotAllowedError);
    await expect(listDeskAds(as(null), {}, { take: 10 }, {})).rejects.toThrow(NotAllowedError);
    await expect(countDeskAds(as(owners.priya), {})).rejects.toThrow(NotAllowedError);
  });

  it('reads an index for every search form and rarer state (no full scan of the ads)', async () => {
    const forms: [string, DeskAdsFilter, string][] = [
      ['words', { search: 'panaji' }, 'ads_desk_name_idx'],
      ['words', { search: 'panaji' }, 'ads_desk_description_idx'],
      ['words', { search: 'panaji' }, 'users_desk_name_idx'],
      ['phone', { search: '9855555555' }, 'ads_desk_contact_idx'],
      ['phone', { search: '9855555555' }, 'users_desk_contact_idx'],
      ['e-mail', { search: '@example.org' }, 'users_desk_email_idx'],
      ['taken down', { status: 'taken_down' }, 'ads_desk_taken_down_idx'],
      ['held', { status: 'held' }, 'ads_desk_held_idx'],
      ['hidden', { status: 'hidden_by_reports' }, 'ads_desk_hidden_idx'],
      ['no age', { status: 'no_age' }, 'ads_desk_no_age_idx'],
      ['verified', { verified: true }, 'ads_desk_verified_idx'],
      ['city', { cityId: place.delhi }, 'ads_desk_city_idx'],
      ['category', { categoryId: place.massage }, 'ads_desk_category_idx'],
    ];
    for (const [name, filter, index] of forms) {
      // a handful of rows: the planner rightly reads the table, or walks the ids; what matters here is
      // that the conditions can read their index (at 1,000,000 ads: bench/desk.ts), so only bitmap scans are left
      const plan = await t.database.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
        await tx.$executeRawUnsafe('SET LOCAL enable_indexscan = off');
        await tx.$executeRawUnsafe('SET LOCAL enable_indexonlyscan = off');
        const rows = await tx.$queryRaw<Record<string, string>[]>(
          Prisma.sql`EXPLAIN ${deskPageSql(filter, { take: 20 })}`,
        );
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
      expect(plan, name).toContain(index);
      expect(plan, name).not.toMatch(/Seq Scan on ads/);
    }
  });
});

describe('the count beside the list', () => {
  it('is exact up to the limit, then the limit with "more"', async () => {
    expect(await countDeskAds(as(admin), { search: '@example.org' })).toEqual({ count: 2, isLowerBound: false });
    const many = await owner('Many Ads', 'many@example.in', '9866666666');
    await t.database.prisma.ad.createMany({
      data: Array.from({ length: DESK_LIMITS.count + 1 }, (_, index) => ({
        userId: many.id,
        name: `Bulk ${index}`,
        description: 'Bulk',
        age: 30,
        startDate: day(0),
        endDate: day(1),
        creditsUsed: 1,
        categoryId: place.companions,
        locationId: place.goa,
      })),
    });
    expect(await countDeskAds(as(admin), { search: 'many@example.in' })).toEqual({
      count: DESK_LIMITS.count,
      isLowerBound: true,
    });
    await t.database.prisma.ad.deleteMany({ where: { userId: many.id } });
  });
});

describe('bulk decisions', () => {
  async function fresh(name: string, data: Partial<Prisma.AdUncheckedCreateInput> = {}) {
    return ad(name, { userId: owners.priya.id, name, ...data });
  }
  const row = (id: number) => t.database.prisma.ad.findUniqueOrThrow({ where: { id } });
  const mailsAbout = (name: string) =>
    t.mailer.sent.filter((mail) => mail.to === owners.priya.email && mail.subject.includes(name)).length;

  it('takes down each ad with the reason, reporting the one that was already down; each is audited and mailed', async () => {
    const [one, two, down] = [
      await fresh('Bulk A'),
      await fresh('Bulk B'),
      await fresh('Bulk C', { takenDownAt: new Date(), takedownReason: 'Earlier' }),
    ];
    const outcomes = await takeDownAds(as(moderator), { adIds: [one, down, two, one], reason: '  Fake photos  ' });
    expect(outcomes.map((outcome) => [outcome.adId, outcome.error])).toEqual([
      [one, null],
      [down, MODERATION_MESSAGES.alreadyTakenDown],
      [two, null],
    ]);
    for (const id of [one, two]) {
      expect(await row(id)).toMatchObject({ takenDownAt: expect.any(Date), takedownReason: 'Fake photos' });
      expect(
        await t.database.prisma.auditEntry.count({
          where: { action: 'ad.takeDown', subjectId: id, actorId: moderator.id },
        }),
      ).toBe(1);
    }
    expect((await row(down)).takedownReason).toBe('Earlier');
    expect(mailsAbout('Bulk A')).toBe(1);
    expect(mailsAbout('Bulk B')).toBe(1);
    expect(mailsAbout('Bulk C')).toBe(0);
  });

  it('changes nothing when the reason or the list is refused', async () => {
    const id = await fresh('Bulk D');
    await expect(takeDownAds(as(admin), { adIds: [id], reason: '   ' })).rejects.toThrow(ValidationError);
    await expect(takeDownAds(as(admin), { adIds: [], reason: 'Spam' })).rejects.toThrow(DESK_MESSAGES.noAds);
    await expect(
      takeDownAds(as(admin), {
        adIds: Array.from({ length: DESK_LIMITS.bulk + 1 }, (_, index) => id + index),
        reason: 'Spam',
      }),
    ).rejects.toThrow(DESK_MESSAGES.tooManyAds);
    await expect(takeDownAds(as(owners.priya), { adIds: [id], reason: 'Spam' })).rejects.toThrow(NotAllowedError);
    expect((await row(id)).takenDownAt).toBeNull();
  });

  it('restores taken-down ads from the list; a held ad and a missing one are reported, the others restored', async () => {
    const [down, hidden, held] = [
      await fresh('Bulk E', { takenDownAt: new Date(), takedownReason: 'Spam' }),
      await fresh('Bulk F', { hiddenAt: new Date(), moderationQueuedAt: new Date() }),
      await fresh('Bulk G', { heldAt: new Date(), hiddenAt: new Date(), moderationQueuedAt: new Date() }),
    ];
    expect(await idsOf({ status: 'taken_down' })).toContain(down);
    const outcomes = await restoreAds(as(admin), { adIds: [down, hidden, held, 999_999] });
    expect(outcomes.map((outcome) => [outcome.adId, outcome.error])).toEqual([
      [down, null],
      [hidden, null],
      [held, MODERATION_MESSAGES.held],
      [999_999, MODERATION_MESSAGES.adNotFound],
    ]);
    expect(await row(down)).toMatchObject({ takenDownAt: null, takedownReason: null });
    expect((await row(hidden)).hiddenAt).toBeNull();
    expect((await row(held)).heldAt).not.toBeNull();
    expect(await idsOf({ status: 'live' })).toEqual(expect.arrayContaining([down, hidden]));
  });

  it('answers through GraphQL ad by ad, with each changed ad as the desk shows it', async () => {
    const [one, down] = [
      await fresh('Bulk H'),
      await fresh('Bulk I', { takenDownAt: new Date(), takedownReason: 'Spam' }),
    ];
    const { body } = await t.graphql(
      `mutation ($input: TakeDownAdsInput!) { takeDownAds(input: $input) {
        __typename ... on DeskBulkAdsResult { changed failed outcomes { adId error ad { name deskState } } } ... on Error { message } } }`,
      { input: { adIds: [encodeGlobalID('Ad', one), encodeGlobalID('Ad', down)], reason: 'Scam' } },
      await t.tokenFor(moderator),
    );
    expect(body.data.takeDownAds).toEqual({
      __typename: 'DeskBulkAdsResult',
      changed: 1,
      failed: 1,
      outcomes: [
        { adId: encodeGlobalID('Ad', one), error: null, ad: { name: 'Bulk H', deskState: 'taken_down' } },
        { adId: encodeGlobalID('Ad', down), error: MODERATION_MESSAGES.alreadyTakenDown, ad: null },
      ],
    });
    const refused = await t.graphql(
      `mutation ($ids: [ID!]!) { restoreAds(adIds: $ids) { __typename ... on Error { message } } }`,
      { ids: [] },
      await t.tokenFor(admin),
    );
    expect(refused.body.data.restoreAds).toEqual({ __typename: 'ValidationError', message: DESK_MESSAGES.noAds });
  });
});

describe('deskAds through GraphQL', () => {
  const QUERY = `query ($search: String, $status: DeskAdFilter, $cityId: ID, $verified: Boolean, $first: Int, $after: String) {
    deskAds(search: $search, status: $status, cityId: $cityId, verified: $verified, first: $first, after: $after) {
      totalCount totalCountIsLowerBound
      pageInfo { hasNextPage endCursor }
      edges { node { name deskState advertiser { name email } } }
    } }`;

  it("answers the page, its count and each ad's state to staff", async () => {
    const { body } = await t.graphql(
      QUERY,
      { search: 'bookings@meena', status: 'taken_down' },
      await t.tokenFor(moderator),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.deskAds).toMatchObject({
      totalCount: 1,
      totalCountIsLowerBound: false,
      edges: [
        {
          node: {
            name: 'Taken one',
            deskState: 'taken_down',
            advertiser: { name: 'Meena Agency', email: 'bookings@meena-agency.in' },
          },
        },
      ],
    });
    const page = await t.graphql(QUERY, { search: 'priya', first: 1 }, await t.tokenFor(admin));
    expect(page.body.data.deskAds.pageInfo.hasNextPage).toBe(true);
    const next = await t.graphql(
      QUERY,
      { search: 'priya', first: 1, after: page.body.data.deskAds.pageInfo.endCursor },
      await t.tokenFor(admin),
    );
    expect(next.body.data.deskAds.edges[0].node.name).not.toBe(page.body.data.deskAds.edges[0].node.name);
  });

  it('answers a search it cannot read with its message, and refuses everyone but staff', async () => {
    const short = await t.graphql(QUERY, { search: 'ab' }, await t.tokenFor(admin));
    expect(short.body.errors?.[0]?.message).toBe(DESK_SEARCH_MESSAGES.tooShort);
    const cursor = await t.graphql(QUERY, { after: 'bm9wZQ==' }, await t.tokenFor(admin));
    expect(cursor.body.errors?.[0]?.message).toBe(DESK_MESSAGES.cursor);
    const advertiser = await t.graphql(QUERY, {}, await t.tokenFor(owners.priya));
    expect(advertiser.body.data?.deskAds ?? null).toBeNull();
    expect(advertiser.body.errors?.length).toBeGreaterThan(0);
    const node = await t.graphql(`query ($id: ID!) { node(id: $id) { ... on Ad { deskState } } }`, {
      id: encodeGlobalID('Ad', ads.live!),
    });
    expect(node.body.data.node).toEqual({ deskState: null });
  });
});

describe('the users list searched', () => {
  const names = async (
    search: unknown,
    statuses: ('active' | 'suspended' | 'requested' | 'rejected')[] = ['active', 'suspended'],
  ) => (await listUsers(as(admin), statuses, { take: 100 }, search)).map((user) => user.name);

  it('finds accounts by name, e-mail address, phone and number, within the statuses asked', async () => {
    expect(await names('sharma')).toEqual(['Priya Sharma']);
    expect(await names('MEENA-AGENCY')).toEqual(['Meena Agency']);
    expect(await names('@example.org')).toEqual(['Verified Vani']);
    expect(await names('+91 98444 44444')).toEqual(['Suspended Sita']);
    expect(await names('+91 98444 44444', ['active'])).toEqual([]);
    expect(await names(`#${owners.meena.id}`)).toEqual(['Meena Agency']);
    expect(await countUsers(as(admin), ['active', 'suspended'], 'sita')).toBe(1);
    await expect(names('ab')).rejects.toThrow(DESK_SEARCH_MESSAGES.tooShort);
  });

  it('through GraphQL, to admins', async () => {
    const { body } = await t.graphql(
      `query { users(statuses: [active, suspended], search: "vani@") { totalCount edges { node { name } } } }`,
      {},
      await t.tokenFor(admin),
    );
    expect(body.data.users).toEqual({ totalCount: 1, edges: [{ node: { name: 'Verified Vani' } }] });
  });
});

describe("the desk's counts", () => {
  it('counts each kind of waiting work; a moderator reads no account or credit requests', async () => {
    const db = t.database.prisma;
    await t.createUser({ status: 'requested' });
    await db.creditRequest.create({
      data: { userId: owners.priya.id, amount: 500, paymentScreenshot: 'private/x.webp' },
    });
    await db.verificationRequest.create({ data: { userId: owners.meena.id, code: 'ABC123' } });
    await db.adReport.create({
      data: { adId: ads.hidden!, reason: 'underage', visitorKey: 'v1', networkKey: 'n1', reference: 'RPT-DESK0001' },
    });
    const now = Date.now();
    const grievance = (n: number, hoursAgo: number, status: 'received' | 'acknowledged' = 'received') =>
      db.grievance.create({
        data: {
          trackingNumber: `GRV-DESK000${n}`,
          category: 'underage',
          details: 'An ad',
          contact: 'a@example.com',
          visitorKey: `g${n}`,
          networkKey: `g${n}`,
          status,
          createdAt: new Date(now - hoursAgo * 3_600_000),
        },
      });
    await grievance(1, 1); // 23 hours left: not yet near
    await grievance(2, 13); // 11 hours left
    await grievance(3, 30); // overdue
    await grievance(4, 20, 'acknowledged');
    expect(await countGrievancesDueSoon(as(moderator), new Date(now))).toBe(2);

    const QUERY = `{ deskCounts { accountRequests creditRequests heldAds openReports pendingVerifications grievancesDueSoon } }`;
    const expected = {
      accountRequests: await db.user.count({ where: { status: 'requested' } }),
      creditRequests: await db.creditRequest.count({ where: { status: 'pending' } }),
      heldAds: await db.ad.count({ where: { heldAt: { not: null }, takenDownAt: null } }),
      openReports: await db.adReport.count({ where: { status: 'open' } }),
      pendingVerifications: 1,
      grievancesDueSoon: 2,
    };
    expect(expected.accountRequests).toBeGreaterThan(0);
    expect(expected.heldAds).toBeGreaterThan(0);
    const asAdmin = await t.graphql(QUERY, {}, await t.tokenFor(admin));
    expect(asAdmin.body.data.deskCounts).toEqual(expected);
    const asModerator = await t.graphql(QUERY, {}, await t.tokenFor(moderator));
    expect(asModerator.body.data.deskCounts).toEqual({ ...expected, accountRequests: null, creditRequests: null });
    const asAdvertiser = await t.graphql(QUERY, {}, await t.tokenFor(owners.priya));
    expect(asAdvertiser.body.data?.deskCounts ?? null).toBeNull();
  });

  it('runs each count once per answer, however many aliases ask for it', async () => {
    const token = await t.tokenFor(admin);
    statements.length = 0;
    const { body } = await t.graphql(
      `{ deskCounts { ${Array.from({ length: 20 }, (_, alias) => `a${alias}: heldAds`).join(' ')} } }`,
      {},
      token,
    );
    expect(new Set(Object.values(body.data.deskCounts)).size).toBe(1);
    expect(statements.filter((sql) => /held_at/.test(sql))).toHaveLength(1);
  });

  it('takes a city and a category by their ids, refusing an id of another kind', async () => {
    const QUERY = `query ($cityId: ID, $categoryId: ID) { deskAds(cityId: $cityId, categoryId: $categoryId) { edges { node { name } } } }`;
    const token = await t.tokenFor(admin);
    const { body } = await t.graphql(
      QUERY,
      { cityId: encodeGlobalID('Location', place.delhi), categoryId: encodeGlobalID('Category', place.massage) },
      token,
    );
    expect(body.data.deskAds.edges).toEqual([{ node: { name: 'Ageless' } }]);
    const wrong = await t.graphql(QUERY, { cityId: encodeGlobalID('Category', place.delhi) }, token);
    expect(wrong.body.errors?.[0]?.message).toBe(DESK_MESSAGES.cityNotFound);
  });
});
