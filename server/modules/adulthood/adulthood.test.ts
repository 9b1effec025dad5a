// Issue 31, "Sign-up states a date of birth": the date at sign-up (GraphQL and REST), stated once by an
// older account, corrected only by an admin, and checked against every ad an account creates or edits:
// an independent's own age, an agency's declaration. Refusals store nothing.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, isoDate, todayInIndia } from '../../lib/dates.ts';
import { NotAllowedError, ValidationError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { ADULT_AGE_MESSAGE } from '../../../common/age.ts';
import { ADULT_DECLARATION_MESSAGE, DATE_OF_BIRTH_MESSAGES } from '../../../common/dateOfBirth.ts';
import { createOtp } from '../auth/otp.ts';
import { signUp } from '../auth/service.ts';
import { changeBalance } from '../credits/ledger.ts';
import { createAds } from '../ads/service.ts';
import { editAd } from '../ads/editing.ts';
import { ADULTHOOD_MESSAGES, correctDateOfBirth, holderAges } from './service.ts';
import { deleteMyAccount, ERASED, exportMyData, updateMyProfile } from '../users/account.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let png: Uint8Array;
const catalog = { city: 0, category: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '1' } });
  const state = await db.state.create({ data: { name: 'Kerala' } });
  catalog.city = (await db.location.create({ data: { name: 'Kochi', stateId: state.id } })).id;
  catalog.category = (await db.category.create({ data: { name: 'Companions' } })).id;
  png = new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => t.close());

/** The same month and day `years` years before India's today: a birthday today. */
function yearsAgo(years: number, today = todayInIndia()): string {
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
}

let emails = 0;
const freshEmail = (label = 'born') => `${label}-${(emails += 1)}@example.com`;

const SIGN_UP = /* GraphQL */ `
  mutation ($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on MutationSignUpSuccess {
        accountRequest {
          status
        }
      }
      ... on ValidationError {
        message
        field
      }
    }
  }
`;

/** A sign-up form with a fresh code (created directly, as the mail would carry it) at `now`. */
async function signUpForm(overrides: Record<string, unknown> = {}, now = new Date()) {
  const email = (overrides.email as string | undefined) ?? freshEmail();
  const { code } = await createOtp(t.database.prisma, t.config.jwtSecret, { email, purpose: 'signup' }, now);
  return {
    name: 'Meera',
    contact: '9876500011',
    email,
    emailOTP: code,
    password: 'long-enough-password',
    confirmPassword: 'long-enough-password',
    dateOfBirth: yearsAgo(25),
    ...overrides,
  };
}

const codeAttempts = async (email: string) =>
  (await t.database.prisma.otpCode.findFirstOrThrow({ where: { email, purpose: 'signup' } })).attempts;

describe('signing up with a date of birth (GraphQL)', () => {
  it('stores the date and the account kind', async () => {
    const input = await signUpForm({ dateOfBirth: '1996-11-30', accountKind: 'agency' });
    const { body } = await t.graphql(SIGN_UP, { input });
    expect(body.data.signUp).toEqual({ __typename: 'MutationSignUpSuccess', accountRequest: { status: 'requested' } });
    const user = await t.database.prisma.user.findUniqueOrThrow({ where: { email: input.email } });
    expect(isoDate(user.dateOfBirth!)).toBe('1996-11-30');
    expect(user.accountKind).toBe('agency');
  });

  it('is independent when no kind is given', async () => {
    const input = await signUpForm();
    expect((await t.graphql(SIGN_UP, { input })).body.data.signUp.__typename).toBe('MutationSignUpSuccess');
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { email: input.email } })).toMatchObject({
      accountKind: 'independent',
    });
  });

  it.each([
    ['no date', { dateOfBirth: undefined }, DATE_OF_BIRTH_MESSAGES.required],
    ['an empty date', { dateOfBirth: '  ' }, DATE_OF_BIRTH_MESSAGES.required],
    ['a date in the future', { dateOfBirth: addDays(todayInIndia(), 1) }, DATE_OF_BIRTH_MESSAGES.future],
    ['a date far in the future', { dateOfBirth: '2999-01-01' }, DATE_OF_BIRTH_MESSAGES.future],
    ['a date more than 100 years ago', { dateOfBirth: addDays(yearsAgo(100), -1) }, DATE_OF_BIRTH_MESSAGES.tooOld],
    ['a date of the year 1800', { dateOfBirth: '1800-05-01' }, DATE_OF_BIRTH_MESSAGES.tooOld],
    ['30 February', { dateOfBirth: '1995-02-30' }, DATE_OF_BIRTH_MESSAGES.impossible],
    ['29 February of a common year', { dateOfBirth: '1999-02-29' }, DATE_OF_BIRTH_MESSAGES.impossible],
    ['month 13', { dateOfBirth: '1995-13-01' }, DATE_OF_BIRTH_MESSAGES.impossible],
    ['day and month the other way round', { dateOfBirth: '15-08-1995' }, DATE_OF_BIRTH_MESSAGES.format],
    ['words', { dateOfBirth: 'fifteenth of August' }, DATE_OF_BIRTH_MESSAGES.format],
    ['an enormous text', { dateOfBirth: '1'.repeat(100_000) }, DATE_OF_BIRTH_MESSAGES.format],
    ['17 years and 364 days', { dateOfBirth: addDays(yearsAgo(18), 1) }, ADULT_AGE_MESSAGE],
    ['a child', { dateOfBirth: yearsAgo(12) }, ADULT_AGE_MESSAGE],
  ])(
    'refuses %s with a clear message, stores nothing and spends no try of the code',
    async (_label, change, message) => {
      const input = await signUpForm(change);
      const users = await t.database.prisma.user.count();
      const { body } = await t.graphql(SIGN_UP, { input });
      expect(body.data.signUp).toEqual({ __typename: 'ValidationError', message, field: 'dateOfBirth' });
      expect(await t.database.prisma.user.count()).toBe(users);
      expect(await codeAttempts(input.email)).toBe(0);
    },
  );

  it('refuses an unknown account kind (GraphQL types; the service for REST callers)', async () => {
    const input = await signUpForm();
    expect((await t.graphql(SIGN_UP, { input: { ...input, accountKind: 'brothel' } })).status).toBe(400);
    await expect(signUp(t.contextFor(null), { ...input, accountKind: 'brothel' } as never)).rejects.toMatchObject({
      message: ADULTHOOD_MESSAGES.accountKind,
      field: 'accountKind',
    });
    expect(await t.database.prisma.user.findUnique({ where: { email: input.email } })).toBeNull();
  });

  it('accepts the day one turns 18 and reads Devanagari and full-width digits', async () => {
    const eighteenToday = await signUpForm({ dateOfBirth: yearsAgo(18) });
    await expect(signUp(t.contextFor(null), eighteenToday)).resolves.toEqual({ status: 'requested' });
    const devanagari = await signUpForm({ dateOfBirth: '१९९५-०८-१५' });
    await expect(signUp(t.contextFor(null), devanagari)).resolves.toEqual({ status: 'requested' });
    const fullWidth = await signUpForm({ dateOfBirth: '１９９０－０１－０２' });
    await expect(signUp(t.contextFor(null), fullWidth)).resolves.toEqual({ status: 'requested' });
    const stored = await t.database.prisma.user.findMany({
      where: { email: { in: [devanagari.email, fullWidth.email] } },
      orderBy: { id: 'asc' },
    });
    expect(stored.map((user) => isoDate(user.dateOfBirth!))).toEqual(['1995-08-15', '1990-01-02']);
  });

  it("judges 18 by India's date, whatever the hour in UTC", async () => {
    // 19:00 UTC on 14 June is 00:30 on 15 June in India: someone born 15 June 2008 is 18 there
    const justAfterIndianMidnight = new Date('2026-06-14T19:00:00Z');
    const born = { dateOfBirth: '2008-06-15' };
    await expect(
      signUp(t.contextFor(null), await signUpForm(born, justAfterIndianMidnight), justAfterIndianMidnight),
    ).resolves.toEqual({ status: 'requested' });
    // 18:29 UTC is 23:59 on 14 June in India: a minute short of 18
    const justBeforeIndianMidnight = new Date('2026-06-14T18:29:00Z');
    const early = await signUpForm(born, justBeforeIndianMidnight);
    await expect(signUp(t.contextFor(null), early, justBeforeIndianMidnight)).rejects.toMatchObject({
      message: ADULT_AGE_MESSAGE,
      field: 'dateOfBirth',
    });
    expect(await t.database.prisma.user.findUnique({ where: { email: early.email } })).toBeNull();
    // and a date after India's today is in the future even when UTC's day is still the one before
    const future = await signUpForm({ dateOfBirth: '2026-06-15' }, justBeforeIndianMidnight);
    await expect(signUp(t.contextFor(null), future, justBeforeIndianMidnight)).rejects.toMatchObject({
      message: DATE_OF_BIRTH_MESSAGES.future,
    });
  });
});

describe('POST /api/users/signup', () => {
  it("keeps the SPEC's payload working: without a date of birth the account has none (it states it later)", async () => {
    const form = await signUpForm({ dateOfBirth: undefined });
    const answer = await t.rest('POST', '/users/signup', form);
    expect(answer).toMatchObject({ status: 201, body: { message: 'Account Requested successfully' } });
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { email: form.email } })).toMatchObject({
      dateOfBirth: null,
      accountKind: 'independent',
    });
  });

  it('takes dateOfBirth and accountKind when sent', async () => {
    const form = await signUpForm({ dateOfBirth: '1991-04-01', accountKind: 'agency' });
    expect((await t.rest('POST', '/users/signup', form)).status).toBe(201);
    const user = await t.database.prisma.user.findUniqueOrThrow({ where: { email: form.email } });
    expect({ dateOfBirth: isoDate(user.dateOfBirth!), accountKind: user.accountKind }).toEqual({
      dateOfBirth: '1991-04-01',
      accountKind: 'agency',
    });
  });

  it.each([
    [{ dateOfBirth: yearsAgo(16) }, ADULT_AGE_MESSAGE],
    [{ dateOfBirth: addDays(todayInIndia(), 3) }, DATE_OF_BIRTH_MESSAGES.future],
    [{ dateOfBirth: '1890-01-01' }, DATE_OF_BIRTH_MESSAGES.tooOld],
    [{ dateOfBirth: '2001-04-31' }, DATE_OF_BIRTH_MESSAGES.impossible],
    [{ dateOfBirth: '' }, DATE_OF_BIRTH_MESSAGES.required],
    [{ dateOfBirth: 19950815 }, DATE_OF_BIRTH_MESSAGES.format],
    [{ accountKind: 'brothel' }, ADULTHOOD_MESSAGES.accountKind],
  ])('answers 400 for %j and stores nothing', async (change, error) => {
    const form = await signUpForm(change);
    expect(await t.rest('POST', '/users/signup', form)).toMatchObject({ status: 400, body: { error } });
    expect(await t.database.prisma.user.findUnique({ where: { email: form.email } })).toBeNull();
    expect(await codeAttempts(form.email)).toBe(0);
  });
});

const UPDATE_PROFILE = /* GraphQL */ `
  mutation ($input: ProfileInput!) {
    updateMyProfile(input: $input) {
      __typename
      ... on MutationUpdateMyProfileSuccess {
        user {
          name
          dateOfBirth
          accountKind
        }
      }
      ... on ValidationError {
        message
        field
      }
    }
  }
`;

describe('an account made before dates of birth were asked', () => {
  it('states its date once on the account page; it cannot change it afterwards', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user);
    const profile = { name: 'Old Timer', contact: '9876543210' };
    const viewer = await t.graphql('{ viewer { dateOfBirth accountKind } }', {}, token);
    expect(viewer.body.data.viewer).toEqual({ dateOfBirth: null, accountKind: 'independent' });

    // without a date (or an empty one) the profile saves as before
    expect(
      (await t.graphql(UPDATE_PROFILE, { input: { ...profile, dateOfBirth: '' } }, token)).body.data.updateMyProfile
        .user,
    ).toMatchObject({ dateOfBirth: null });
    const stated = await t.graphql(UPDATE_PROFILE, { input: { ...profile, dateOfBirth: '1990-07-09' } }, token);
    expect(stated.body.data.updateMyProfile).toEqual({
      __typename: 'MutationUpdateMyProfileSuccess',
      user: { name: 'Old Timer', dateOfBirth: '1990-07-09', accountKind: 'independent' },
    });
    // the same date again changes nothing; another one is refused and the rest of the form is not saved
    expect(
      (await t.graphql(UPDATE_PROFILE, { input: { ...profile, dateOfBirth: '1990-07-09' } }, token)).body.data
        .updateMyProfile.__typename,
    ).toBe('MutationUpdateMyProfileSuccess');
    const changed = await t.graphql(
      UPDATE_PROFILE,
      { input: { name: 'New Name', contact: '9876543210', dateOfBirth: '1980-01-01' } },
      token,
    );
    expect(changed.body.data.updateMyProfile).toEqual({
      __typename: 'ValidationError',
      message: ADULTHOOD_MESSAGES.dateOfBirthFixed,
      field: 'dateOfBirth',
    });
    const after = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ name: after.name, dateOfBirth: isoDate(after.dateOfBirth!) }).toEqual({
      name: 'Old Timer',
      dateOfBirth: '1990-07-09',
    });
  });

  it('is refused a date under 18, in the future or impossible, and nothing of the form is saved', async () => {
    const user = await t.createUser();
    for (const [dateOfBirth, message] of [
      [yearsAgo(17), ADULT_AGE_MESSAGE],
      ['2999-12-31', DATE_OF_BIRTH_MESSAGES.future],
      ['1990-02-31', DATE_OF_BIRTH_MESSAGES.impossible],
    ] as const) {
      await expect(
        updateMyProfile(t.contextFor(user), { name: 'Changed', contact: '9876543210', dateOfBirth }),
      ).rejects.toMatchObject({ message, field: 'dateOfBirth' });
    }
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      name: user.name,
      dateOfBirth: null,
    });
  });

  it('two forms at once: only one date is kept', async () => {
    const user = await t.createUser();
    const results = await Promise.allSettled(
      ['1985-01-01', '1986-02-02'].map((dateOfBirth) =>
        updateMyProfile(t.contextFor(user), { name: 'Racer', contact: '9876543210', dateOfBirth }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const stored = isoDate((await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).dateOfBirth!);
    expect(['1985-01-01', '1986-02-02']).toContain(stored);
  });
});

describe('an admin corrects a date of birth', () => {
  it('with a reason, kept in the audit log; the advertiser and moderators cannot', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const moderator = await t.createUser({ role: 'moderator' });
    const advertiser = await t.createUser();
    await t.database.prisma.user.update({
      where: { id: advertiser.id },
      data: { dateOfBirth: dateOnly('1999-09-09') },
    });
    const input = {
      userId: advertiser.id,
      dateOfBirth: '1998-09-09',
      accountKind: 'agency',
      reason: 'The identity document shows 1998',
    };
    await expect(correctDateOfBirth(t.contextFor(advertiser), input)).rejects.toBeInstanceOf(NotAllowedError);
    await expect(correctDateOfBirth(t.contextFor(moderator), input)).rejects.toBeInstanceOf(NotAllowedError);
    await expect(correctDateOfBirth(t.contextFor(admin), { ...input, reason: ' ' })).rejects.toMatchObject({
      message: ADULTHOOD_MESSAGES.correctionReason,
    });
    await expect(
      correctDateOfBirth(t.contextFor(admin), { ...input, dateOfBirth: yearsAgo(17) }),
    ).rejects.toMatchObject({ message: ADULT_AGE_MESSAGE });
    await expect(correctDateOfBirth(t.contextFor(admin), { ...input, userId: moderator.id })).rejects.toMatchObject({
      message: ADULTHOOD_MESSAGES.notAdvertiser,
    });
    expect(await t.database.prisma.auditEntry.count({ where: { subjectType: 'User', subjectId: advertiser.id } })).toBe(
      0,
    );

    await correctDateOfBirth(t.contextFor(admin), input);
    const after = await t.database.prisma.user.findUniqueOrThrow({ where: { id: advertiser.id } });
    expect({ dateOfBirth: isoDate(after.dateOfBirth!), accountKind: after.accountKind }).toEqual({
      dateOfBirth: '1998-09-09',
      accountKind: 'agency',
    });
    const [entry] = await t.database.prisma.auditEntry.findMany({
      where: { subjectType: 'User', subjectId: advertiser.id },
    });
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'user.dateOfBirth',
      before: { dateOfBirth: '1999-09-09', accountKind: 'independent' },
      after: { dateOfBirth: '1998-09-09', accountKind: 'agency', reason: 'The identity document shows 1998' },
    });
  });
});

describe("the account's copy and its deletion", () => {
  it('the copy holds the date of birth and kind; deleting the account erases the date, in the audit log too', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const user = await t.createUser();
    await t.database.prisma.user.update({
      where: { id: user.id },
      data: { dateOfBirth: dateOnly('1992-02-02'), accountKind: 'agency' },
    });
    await correctDateOfBirth(t.contextFor(admin), { userId: user.id, dateOfBirth: '1991-02-02', reason: 'Document' });
    const copy = await exportMyData(t.contextFor(user));
    expect(copy.account).toMatchObject({ dateOfBirth: '1991-02-02', accountKind: 'agency' });

    await deleteMyAccount(t.contextFor(user), { password: 'password123' });
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      status: 'deleted',
      dateOfBirth: null,
    });
    const [entry] = await t.database.prisma.auditEntry.findMany({
      where: { action: 'user.dateOfBirth', subjectId: user.id },
    });
    expect(entry).toMatchObject({
      before: { dateOfBirth: ERASED },
      after: { dateOfBirth: ERASED, accountKind: 'agency' },
    });
  });
});

// ---- the ads ------------------------------------------------------------------------------------

async function advertiser(data: { dateOfBirth?: string; accountKind?: 'independent' | 'agency' } = {}, credits = 50) {
  const user = await t.createUser();
  await t.database.prisma.user.update({
    where: { id: user.id },
    data: {
      dateOfBirth: data.dateOfBirth ? dateOnly(data.dateOfBirth) : null,
      accountKind: data.accountKind ?? 'independent',
    },
  });
  await t.database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: credits, kind: 'grant' }));
  return user;
}

function adInput(age: number, change: Record<string, unknown> = {}) {
  const today = todayInIndia();
  return {
    name: 'Anu',
    description: 'Friendly.',
    startDate: today,
    endDate: addDays(today, 2),
    categoryId: catalog.category,
    locationIds: [catalog.city],
    age,
    images: [png],
    ...change,
  };
}

async function snapshot(userId: number) {
  const db = t.database.prisma;
  const [user, ads, ledger] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { credits: true } }),
    db.ad.findMany({ where: { userId }, select: { id: true, age: true, name: true, adultDeclaredAt: true } }),
    db.creditLedgerEntry.count({ where: { userId } }),
  ]);
  return { credits: user.credits, ads, ledger };
}

describe('the ages an account holder has during an ad', () => {
  it('is the age today, and the next one when a birthday falls in the run', () => {
    expect(holderAges('2000-03-10', { startDate: '2026-03-01', endDate: '2026-03-05' }, '2026-03-01')).toEqual([25]);
    expect(holderAges('2000-03-10', { startDate: '2026-03-01', endDate: '2026-03-10' }, '2026-03-01')).toEqual([
      25, 26,
    ]);
    // an edit of a running ad: the age on its first day still counts
    expect(holderAges('2000-03-10', { startDate: '2026-03-05', endDate: '2026-03-20' }, '2026-03-15')).toEqual([
      25, 26,
    ]);
    // a run starting later than today
    expect(holderAges('2000-03-10', { startDate: '2026-04-01', endDate: '2026-04-02' }, '2026-03-01')).toEqual([
      25, 26,
    ]);
    // born on 29 February: a year older on 1 March of a common year
    expect(holderAges('2004-02-29', { startDate: '2026-02-28', endDate: '2026-02-28' }, '2026-02-28')).toEqual([21]);
    expect(holderAges('2004-02-29', { startDate: '2026-02-28', endDate: '2026-03-01' }, '2026-02-28')).toEqual([
      21, 22,
    ]);
  });
});

describe("an independent account's ads", () => {
  it("must give the holder's own age by the date of birth; any other is refused and nothing is written", async () => {
    const today = todayInIndia();
    // 30 today, birthday long after the ad's three days
    const user = await advertiser({ dateOfBirth: addDays(yearsAgo(30, today), -20) });
    const ctx = t.contextFor(user);
    const before = await snapshot(user.id);
    for (const age of [29, 31, 19]) {
      const refused = await createAds(ctx, adInput(age)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ValidationError);
      expect(refused).toMatchObject({ message: ADULTHOOD_MESSAGES.ageNotOwn([30]), field: 'age' });
    }
    expect(await snapshot(user.id)).toEqual(before);
    const created = await createAds(ctx, adInput(30));
    expect(created.ads[0]).toMatchObject({ age: 30, adultDeclaredAt: null });
  });

  it('may give the next age when the birthday falls during the ad', async () => {
    const today = todayInIndia();
    // turns 27 the day after tomorrow, within the three days
    const user = await advertiser({ dateOfBirth: addDays(yearsAgo(27, today), 2) });
    const ctx = t.contextFor(user);
    await expect(createAds(ctx, adInput(28))).rejects.toMatchObject({
      message: ADULTHOOD_MESSAGES.ageNotOwn([26, 27]),
    });
    expect((await createAds(ctx, adInput(26))).ads[0]!.age).toBe(26);
    expect((await createAds(ctx, adInput(27))).ads[0]!.age).toBe(27);
  });

  it("is checked again on edit, against the ad's own dates; a refused edit changes nothing", async () => {
    const today = todayInIndia();
    const user = await advertiser({ dateOfBirth: addDays(yearsAgo(40, today), -30) });
    const ctx = t.contextFor(user);
    const { ads } = await createAds(ctx, adInput(40));
    const ad = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: ads[0]!.id }, include: { images: true } });
    const edit = {
      adId: ad.id,
      name: 'Anu K',
      description: 'Friendly.',
      keepImageIds: ad.images.map((image) => image.id),
    };
    await expect(editAd(ctx, { ...edit, age: 25 })).rejects.toMatchObject({
      message: ADULTHOOD_MESSAGES.ageNotOwn([40]),
      field: 'age',
    });
    expect(await t.database.prisma.ad.findUniqueOrThrow({ where: { id: ad.id } })).toMatchObject({
      name: 'Anu',
      age: 40,
    });
    await editAd(ctx, { ...edit, age: 40 });
    expect(await t.database.prisma.ad.findUniqueOrThrow({ where: { id: ad.id } })).toMatchObject({
      name: 'Anu K',
      age: 40,
      adultDeclaredAt: null,
    });
  });

  it('without a date of birth on the account (made before it was asked), any adult age is taken', async () => {
    const user = await advertiser();
    expect((await createAds(t.contextFor(user), adInput(45))).ads[0]!.age).toBe(45);
  });
});

describe("an agency account's ads", () => {
  it('each need the declaration that the agency holds proof the person is 18 or over', async () => {
    const user = await advertiser({ dateOfBirth: '1980-01-01', accountKind: 'agency' });
    const ctx = t.contextFor(user);
    const before = await snapshot(user.id);
    for (const adultDeclaration of [undefined, false, 'true', 1, null]) {
      await expect(createAds(ctx, adInput(22, { adultDeclaration }))).rejects.toMatchObject({
        message: ADULT_DECLARATION_MESSAGE,
        field: 'adultDeclaration',
      });
    }
    expect(await snapshot(user.id)).toEqual(before);
    // the person in an agency's ad is not the account holder: any adult age, with the declaration
    const startedAt = Date.now();
    const { ads } = await createAds(ctx, adInput(22, { adultDeclaration: true }));
    expect(ads[0]!.age).toBe(22);
    expect(ads[0]!.adultDeclaredAt!.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);

    // an edit declares again; without it the edit is refused and nothing changes
    const ad = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: ads[0]!.id }, include: { images: true } });
    const edit = {
      adId: ad.id,
      name: 'Anu B',
      description: 'Friendly.',
      age: 23,
      keepImageIds: ad.images.map((image) => image.id),
    };
    await expect(editAd(ctx, edit)).rejects.toMatchObject({
      message: ADULT_DECLARATION_MESSAGE,
      field: 'adultDeclaration',
    });
    expect(await t.database.prisma.ad.findUniqueOrThrow({ where: { id: ad.id } })).toMatchObject({
      name: 'Anu',
      age: 22,
      adultDeclaredAt: ads[0]!.adultDeclaredAt,
    });
    const later = new Date(Date.now() + 60_000);
    await editAd(ctx, { ...edit, adultDeclaration: true }, later);
    expect(await t.database.prisma.ad.findUniqueOrThrow({ where: { id: ad.id } })).toMatchObject({
      name: 'Anu B',
      age: 23,
      adultDeclaredAt: later,
    });
  });
});

const CREATE_ADS = /* GraphQL */ `
  mutation ($input: CreateAdsInput!, $images: [File!]) {
    createAds(input: $input, images: $images) {
      __typename
      ... on MutationCreateAdsSuccess {
        ads {
          age
        }
      }
      ... on ValidationError {
        message
        field
      }
    }
  }
`;

describe('over GraphQL and REST', () => {
  const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
  const photo = () => ({ name: 'photo.png', type: 'image/png', bytes: png });

  it("the viewer reads the account's kind; createAds takes adultDeclaration", async () => {
    const user = await advertiser({ accountKind: 'agency' });
    const token = await t.tokenFor(user);
    expect((await t.graphql('{ viewer { accountKind dateOfBirth } }', {}, token)).body.data.viewer).toEqual({
      accountKind: 'agency',
      dateOfBirth: null,
    });
    const { startDate, endDate } = adInput(0);
    const input = {
      name: 'Anu',
      description: 'Friendly.',
      startDate,
      endDate,
      categoryId: globalId('Category', catalog.category),
      locationIds: [globalId('Location', catalog.city)],
      age: 24,
    };
    const refused = await t.upload(CREATE_ADS, { input, images: [null] }, { 'images.0': photo() }, token);
    expect(refused.body.data.createAds).toEqual({
      __typename: 'ValidationError',
      message: ADULT_DECLARATION_MESSAGE,
      field: 'adultDeclaration',
    });
    const created = await t.upload(
      CREATE_ADS,
      { input: { ...input, adultDeclaration: true }, images: [null] },
      { 'images.0': photo() },
      token,
    );
    expect(created.body.data.createAds).toEqual({ __typename: 'MutationCreateAdsSuccess', ads: [{ age: 24 }] });
  });

  it("POST /api/ads takes an agency's adultDeclaration field, and answers 400 without it", async () => {
    const user = await advertiser({ accountKind: 'agency' });
    const token = await t.tokenFor(user);
    const form = (fields: Record<string, string>) => {
      const { startDate, endDate } = adInput(0);
      const values: Record<string, string> = {
        name: 'Anu',
        description: 'Friendly.',
        startDate,
        endDate,
        category_id: String(catalog.category),
        locationIds: JSON.stringify([catalog.city]),
        quickSummaries: JSON.stringify([{ name: 'Age', value: '26' }]),
        age: '26',
        ...fields,
      };
      const body = new FormData();
      for (const [name, value] of Object.entries(values)) body.set(name, value);
      body.append('ad_images', new File([png as Uint8Array<ArrayBuffer>], 'photo.png', { type: 'image/png' }));
      return body;
    };
    expect(await t.rest('POST', '/ads', form({}), { token })).toMatchObject({
      status: 400,
      body: { error: ADULT_DECLARATION_MESSAGE },
    });
    expect(await t.rest('POST', '/ads', form({ adultDeclaration: 'no' }), { token })).toMatchObject({
      status: 400,
      body: { error: ADULT_DECLARATION_MESSAGE },
    });
    expect(await t.database.prisma.ad.count({ where: { userId: user.id } })).toBe(0);
    expect((await t.rest('POST', '/ads', form({ adultDeclaration: 'true' }), { token })).status).toBe(201);
    const [ad] = await t.database.prisma.ad.findMany({ where: { userId: user.id } });
    expect(ad!.adultDeclaredAt).not.toBeNull();
  });

  it("POST /api/ads refuses an independent's ad whose age is not the holder's", async () => {
    const user = await advertiser({ dateOfBirth: addDays(yearsAgo(33), -40) });
    const token = await t.tokenFor(user);
    const { startDate, endDate } = adInput(0);
    const body = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Anu',
      description: 'Friendly.',
      startDate,
      endDate,
      category_id: String(catalog.category),
      locationIds: JSON.stringify([catalog.city]),
      age: '21',
    }))
      body.set(name, value);
    body.append('ad_images', new File([png as Uint8Array<ArrayBuffer>], 'photo.png', { type: 'image/png' }));
    expect(await t.rest('POST', '/ads', body, { token })).toMatchObject({
      status: 400,
      body: { error: ADULTHOOD_MESSAGES.ageNotOwn([33]) },
    });
    expect(await t.database.prisma.ad.count({ where: { userId: user.id } })).toBe(0);
  });
});
