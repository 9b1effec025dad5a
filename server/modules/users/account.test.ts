// The signed-in account's own settings (issue 18): changing the password ends the other sessions,
// a wrong current password changes nothing; name, contact and address are edited with sign-up's rules;
// a copy of my data, and deleting the account (DPDP Act 2023).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTestApp } from '../../test/app.ts';
import { changeBalance } from '../credits/ledger.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on MutationChangePasswordSuccess {
        session {
          token
          name
        }
      }
      ... on ValidationError {
        message
        field
      }
    }
  }
`;
const MY_ADS = /* GraphQL */ `
  query {
    myAds(first: 1) {
      totalCount
    }
  }
`;
const PROFILE = /* GraphQL */ `
  mutation ($input: ProfileInput!) {
    updateMyProfile(input: $input) {
      __typename
      ... on MutationUpdateMyProfileSuccess {
        user {
          name
          contact
          address
          email
        }
      }
      ... on ValidationError {
        message
        field
      }
    }
  }
`;

const codesOf = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  (body.errors ?? []).map((error) => error.extensions?.code);

describe('changing the password', () => {
  it('needs the current password: a wrong one changes nothing and every session keeps working', async () => {
    const user = await t.createUser();
    const [session, other] = [await t.tokenFor(user), await t.tokenFor(user)];
    const { body } = await t.graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'wrong-password', password: 'new-password-1', confirmPassword: 'new-password-1' } },
      session,
    );
    expect(body.data.changePassword).toEqual({
      __typename: 'ValidationError',
      message: 'The current password is not correct.',
      field: 'currentPassword',
    });
    const after = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.passwordHash).toBe(user.passwordHash);
    expect(after.tokenVersion).toBe(user.tokenVersion);
    for (const token of [session, other])
      expect((await t.graphql(MY_ADS, {}, token)).body.data.myAds.totalCount).toBe(0);
  });

  it('sets the new password, ends every other session and answers a new one for this session', async () => {
    const user = await t.createUser();
    const [session, other] = [await t.tokenFor(user), await t.tokenFor(user)];
    const { body } = await t.graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'password123', password: 'new-password-1', confirmPassword: 'new-password-1' } },
      session,
    );
    expect(body.data.changePassword.__typename).toBe('MutationChangePasswordSuccess');
    const fresh = body.data.changePassword.session.token as string;

    expect(codesOf((await t.graphql(MY_ADS, {}, other)).body)).toEqual(['UNAUTHENTICATED']);
    expect(codesOf((await t.graphql(MY_ADS, {}, session)).body)).toEqual(['UNAUTHENTICATED']);
    expect((await t.graphql(MY_ADS, {}, fresh)).body.data.myAds.totalCount).toBe(0);
    const stored = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.passwordHash, 'new-password-1')).toBe(true);
    expect(await verifyPassword(stored.passwordHash, 'password123')).toBe(false);
  });

  it.each([
    [
      { currentPassword: '', password: 'new-password-1', confirmPassword: 'new-password-1' },
      'Please enter your current password',
    ],
    [
      { currentPassword: 'password123', password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    [
      { currentPassword: 'password123', password: 'new-password-1', confirmPassword: 'new-password-2' },
      'Password and Confirm Password must be the same',
    ],
    [
      { currentPassword: 'password123', password: 'password123', confirmPassword: 'password123' },
      'The new password must differ from the current one.',
    ],
  ])('refuses %o with the sign-up messages, changing nothing', async (input, message) => {
    const user = await t.createUser();
    const { body } = await t.graphql(CHANGE_PASSWORD, { input }, await t.tokenFor(user));
    expect(body.data.changePassword).toMatchObject({ __typename: 'ValidationError', message });
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tokenVersion).toBe(
      user.tokenVersion,
    );
  });
});

describe('editing name, contact and address', () => {
  it('saves them; the e-mail stays as registered', async () => {
    const user = await t.createUser();
    const { body } = await t.graphql(
      PROFILE,
      { input: { name: ' Asha K ', contact: '9123456780', address: 'MG Road, Pune' } },
      await t.tokenFor(user),
    );
    expect(body.data.updateMyProfile).toEqual({
      __typename: 'MutationUpdateMyProfileSuccess',
      user: { name: 'Asha K', contact: '9123456780', address: 'MG Road, Pune', email: user.email },
    });
  });

  it.each([
    [{ name: '', contact: '9123456780' }, 'Please Enter a name'],
    [{ name: 'Asha', contact: '12345' }, 'Contact Number must have 10 characters'],
    [{ name: 'Asha', contact: '9123456780', address: 'x'.repeat(501) }, 'Address must be at most 500 characters'],
  ])('refuses %o with the sign-up message, changing nothing', async (input, message) => {
    const user = await t.createUser();
    const { body } = await t.graphql(PROFILE, { input }, await t.tokenFor(user));
    expect(body.data.updateMyProfile).toMatchObject({ __typename: 'ValidationError', message });
    const after = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ name: after.name, contact: after.contact, address: after.address }).toEqual({
      name: user.name,
      contact: user.contact,
      address: user.address,
    });
  });
});

describe('my data', () => {
  const MY_DATA = /* GraphQL */ `
    query {
      myData
    }
  `;
  const DELETE = /* GraphQL */ `
    mutation ($input: DeleteMyAccountInput!) {
      deleteMyAccount(input: $input) {
        __typename
        ... on MutationDeleteMyAccountSuccess {
          deleted
        }
        ... on Error {
          message
        }
      }
    }
  `;

  /** An advertiser with a running ad (one photo file stored), a credit request, a grant and a spend, and an admin's audited decision. */
  async function advertiserWithHistory() {
    const db = t.database.prisma;
    const user = await t.createUser();
    await db.user.update({ where: { id: user.id }, data: { address: 'MG Road, Pune' } });
    const admin = await t.createUser({ role: 'admin' });
    const state = await db.state.create({ data: { name: `State of ${user.id}` } });
    const city = await db.location.create({ data: { name: 'Pune', stateId: state.id } });
    const category = await db.category.create({ data: { name: `Category ${user.id}` } });
    const photoKey = await t.storage.put(new Uint8Array([1, 2, 3, user.id]), 'webp');
    const screenshotKey = `private/${await t.storage.put(new Uint8Array([9, 9, user.id]), 'webp')}`;
    await t.storage.putAt(screenshotKey, new Uint8Array([9, 9, user.id]));
    const request = await db.creditRequest.create({
      data: { userId: user.id, amount: 500, status: 'approved', creditsAdded: 10, paymentScreenshot: screenshotKey },
    });
    await db.$transaction((tx) =>
      changeBalance(tx, { userId: user.id, amount: 10, kind: 'grant', creditRequestId: request.id }),
    );
    const ad = await db.ad.create({
      data: {
        userId: user.id,
        name: 'Riya',
        description: 'Call me on 9123456780',
        contact: '9123456780',
        startDate: dateOnly(todayInIndia()),
        endDate: dateOnly(addDays(todayInIndia(), 3)),
        creditsUsed: 4,
        categoryId: category.id,
        locationId: city.id,
        images: { create: [{ path: photoKey, width: 10, height: 10 }] },
        quickSummaries: { create: [{ name: 'Age', value: '25' }] },
      },
    });
    await db.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: -4, kind: 'spend', adId: ad.id }));
    await db.auditEntry.create({
      data: {
        actorId: admin.id,
        action: 'user.status',
        subjectType: 'User',
        subjectId: user.id,
        before: { name: user.name, email: user.email, status: 'requested' },
        after: { name: user.name, email: user.email, status: 'active' },
      },
    });
    await db.auditEntry.create({
      data: {
        actorId: user.id,
        action: 'ad.edit',
        subjectType: 'Ad',
        subjectId: ad.id,
        before: { name: 'Riy', contact: null },
        after: { name: 'Riya', contact: '9123456780' },
      },
    });
    return { user, admin, ad, request, photoKey, screenshotKey };
  }

  it('exports the account, its ads, its credit history and its credit requests as JSON', async () => {
    const { user, ad, request } = await advertiserWithHistory();
    await t.database.prisma.mailOptOut.create({ data: { userId: user.id, mail: 'ad_ending_soon' } });
    const { body } = await t.graphql(MY_DATA, {}, await t.tokenFor(user));
    const data = JSON.parse(body.data.myData);
    expect(data.account).toMatchObject({
      id: user.id,
      email: user.email,
      name: user.name,
      contact: '9876543210',
      address: 'MG Road, Pune',
      credits: 6,
    });
    expect(data.account.passwordHash).toBeUndefined();
    expect(data.ads).toEqual([
      expect.objectContaining({
        id: ad.id,
        name: 'Riya',
        description: 'Call me on 9123456780',
        contact: '9123456780',
        city: 'Pune',
        quickSummaries: [{ name: 'Age', value: '25' }],
        photos: [expect.stringMatching(/^http:\/\/api\.test\/media\//)],
      }),
    ]);
    expect(
      data.creditHistory.map((entry: { kind: string; amount: number; balanceAfter: number }) => [
        entry.kind,
        entry.amount,
        entry.balanceAfter,
      ]),
    ).toEqual([
      ['grant', 10, 10],
      ['spend', -4, 6],
    ]);
    expect(data.creditRequests).toEqual([
      expect.objectContaining({ id: request.id, amountRupees: 500, status: 'approved', creditsAdded: 10 }),
    ]);
    expect(data.mailsTurnedOff).toEqual([{ mail: 'ad_ending_soon', since: expect.any(String) }]);
    // nobody else's data: another account's export holds none of it
    const other = await t.createUser();
    const theirs = JSON.parse((await t.graphql(MY_DATA, {}, await t.tokenFor(other))).body.data.myData);
    expect(theirs).toMatchObject({ ads: [], creditHistory: [], creditRequests: [] });
  });

  it('deletes the account with the password: ads end, personal data erased, ledger and audit entries kept without it', async () => {
    const db = t.database.prisma;
    const { user, ad, request, photoKey, screenshotKey } = await advertiserWithHistory();
    await db.mailOptOut.create({ data: { userId: user.id, mail: 'ad_ending_soon' } });
    const token = await t.tokenFor(user);
    const before = await db.creditLedgerEntry.count({ where: { userId: user.id } });

    const wrong = await t.graphql(DELETE, { input: { password: 'not-my-password' } }, token);
    expect(wrong.body.data.deleteMyAccount).toEqual({
      __typename: 'ValidationError',
      message: 'The password is not correct.',
    });
    expect(await db.ad.count({ where: { userId: user.id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);

    const { body } = await t.graphql(DELETE, { input: { password: 'password123' } }, token);
    expect(body.data.deleteMyAccount).toEqual({ __typename: 'MutationDeleteMyAccountSuccess', deleted: true });

    const erased = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await db.mailOptOut.count({ where: { userId: user.id } })).toBe(0);
    expect(erased).toMatchObject({
      name: 'Deleted account',
      email: `deleted-${user.id}@deleted.invalid`,
      contact: '0000000000',
      address: '',
      passwordHash: '',
      status: 'deleted',
      credits: 0,
    });
    // the ad is gone from the site and the database, its photo file too
    expect(await db.ad.findUnique({ where: { id: ad.id } })).toBeNull();
    expect(await t.storage.open(photoKey)).toBeNull();
    expect(await t.storage.openPrivate(screenshotKey)).toBeNull();
    // the ledger keeps every entry (the spend without its ad) plus the forfeit, and still sums to the balance
    const ledger = await db.creditLedgerEntry.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    expect(ledger).toHaveLength(before + 1);
    expect(ledger.map((entry) => [entry.kind, entry.amount, entry.adId])).toEqual([
      ['grant', 10, null],
      ['spend', -4, null],
      ['adjustment', -6, null],
    ]);
    expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    // the credit request stays as a payment record
    expect(await db.creditRequest.findUnique({ where: { id: request.id } })).toMatchObject({
      amount: 500,
      status: 'approved',
    });
    // the audit log keeps what happened, without the personal values
    const entries = await db.auditEntry.findMany({
      where: {
        OR: [
          { subjectType: 'User', subjectId: user.id },
          { subjectType: 'Ad', subjectId: ad.id },
        ],
      },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        'user.status',
        { name: '[erased]', email: '[erased]', status: 'requested' },
        { name: '[erased]', email: '[erased]', status: 'active' },
      ],
      ['ad.edit', { name: '[erased]', contact: '[erased]' }, { name: '[erased]', contact: '[erased]' }],
    ]);
    expect(JSON.stringify(entries)).not.toContain(user.email);
    // every session ended; the old e-mail and password sign in to nothing
    expect(codesOf((await t.graphql(MY_ADS, {}, token)).body)).toEqual(['UNAUTHENTICATED']);
    const login = await t.graphql(
      `mutation ($input: LogInInput!) { logIn(input: $input) { __typename ... on Error { message } } }`,
      { input: { email: user.email, password: 'password123' } },
    );
    expect(login.body.data.logIn).toEqual({ __typename: 'LoginRefusedError', message: 'Invalid email or password' });
  });

  it('keeps the audit log final outside an erasure: a direct rewrite is still refused', async () => {
    const { admin } = await advertiserWithHistory();
    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({ where: { actorId: admin.id } });
    await expect(
      t.database.prisma.auditEntry.update({ where: { id: entry.id }, data: { before: { name: 'changed' } } }),
    ).rejects.toThrow();
    await expect(t.database.prisma.auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow();
  });

  it('refuses admins, and answers a wrong password without changing anything', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const { body } = await t.graphql(DELETE, { input: { password: 'password123' } }, await t.tokenFor(admin));
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).status).toBe('active');
  });
});
