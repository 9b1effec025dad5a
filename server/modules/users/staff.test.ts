// Staff management (issue 31): admins list, make, re-role, suspend and reinstate admin and moderator
// accounts; nobody changes their own, the last active admin stays, sessions end, every change audited.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotAllowedError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { logIn, resetPassword, sendPasswordResetOtp } from '../auth/service.ts';
import { changeUserStatus, STAFF_ACCOUNT_ELSEWHERE_MESSAGE } from './service.ts';
import {
  changeStaffRole,
  changeStaffStatus,
  countStaff,
  createStaffAccount,
  listStaff,
  STAFF_MESSAGES,
} from './staff.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Account = Awaited<ReturnType<typeof t.createUser>>;
let root: Account;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());
beforeEach(() => t.resetRateLimits());

const db = () => t.database.prisma;
const ctxOf = (account: Account) => t.contextFor(account);
const fresh = (id: number) => db().user.findUniqueOrThrow({ where: { id } });
const auditOf = (subjectId: number) =>
  db().auditEntry.findMany({ where: { subjectType: 'User', subjectId }, orderBy: { id: 'asc' } });
const VIEWER = /* GraphQL */ `
  query {
    viewer {
      name
      role
    }
  }
`;

let counter = 0;
function staffInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Meera ${counter}`,
    email: `staff${counter}-${Date.now()}@example.com`,
    contact: '9811122233',
    role: 'moderator',
    ...overrides,
  };
}

/** Whether a token made before a change still opens a session. */
async function sessionWorks(token: string): Promise<boolean> {
  const { body } = await t.graphql(VIEWER, {}, token);
  return body.data?.viewer != null;
}

describe('listing staff', () => {
  it('lists admins and moderators, oldest first, never advertisers; only to admins', async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    const suspended = await t.createUser({ role: 'moderator', status: 'suspended' });
    const advertiser = await t.createUser();
    const ids = (await listStaff(ctxOf(root), { take: 500 })).map((user) => user.id);
    expect(ids).toEqual(expect.arrayContaining([root.id, moderator.id, suspended.id]));
    expect(ids).not.toContain(advertiser.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(await countStaff(ctxOf(root))).toBe(ids.length);
    for (const caller of [moderator, advertiser]) {
      expect(() => listStaff(ctxOf(caller), { take: 10 })).toThrow(NotAllowedError);
      expect(() => countStaff(ctxOf(caller))).toThrow(NotAllowedError);
    }
  });
});

describe('making a staff account', () => {
  it('makes an active account of the role, audited with its maker, and mails how to choose a password', async () => {
    const input = staffInput({ email: ' New.Moderator@Example.com ' });
    const made = await createStaffAccount(ctxOf(root), input);
    expect(made).toMatchObject({
      name: input.name,
      email: 'new.moderator@example.com',
      contact: '9811122233',
      role: 'moderator',
      status: 'active',
    });
    const [entry] = await auditOf(made.id);
    expect(entry).toMatchObject({ actorId: root.id, action: 'staff.create', before: null });
    expect(entry!.after).toMatchObject({ email: 'new.moderator@example.com', role: 'moderator', status: 'active' });
    expect(JSON.stringify(entry!.after)).not.toMatch(/passwordHash|tokenVersion/);
    const mail = t.mailer.lastTo('new.moderator@example.com')!;
    expect(mail.subject).toMatch(/You are now a moderator of/);
    expect(mail.text).toContain('Forgot password');
    expect(mail.text).toContain(root.name);
  });

  it('lets the new holder choose a password with an e-mailed code, then sign in as a moderator', async () => {
    const { email } = staffInput();
    await createStaffAccount(ctxOf(root), { ...staffInput(), email });
    const visitor = t.contextFor(null);
    // no password anyone knows opens it
    await expect(logIn(visitor, { email, password: 'password123' })).rejects.toThrow('Invalid email or password');
    await sendPasswordResetOtp(visitor, { email });
    const code = /^Your verification code is (\d{6})$/.exec(t.mailer.lastTo(email)!.text.split('\n')[0]!)![1]!;
    const session = await resetPassword(visitor, {
      email,
      emailOTP: code,
      password: 'a new password',
      confirmPassword: 'a new password',
    });
    expect(session.role).toBe('moderator');
    expect((await logIn(visitor, { email, password: 'a new password' })).role).toBe('moderator');
  });

  it('makes an admin too', async () => {
    const made = await createStaffAccount(ctxOf(root), staffInput({ role: 'admin' }));
    expect(made.role).toBe('admin');
  });

  it('refuses a taken address, a bad field or the role of an advertiser, and stores nothing', async () => {
    const taken = await t.createUser();
    const before = await db().user.count();
    await expect(
      createStaffAccount(ctxOf(root), staffInput({ email: taken.email.toUpperCase() })),
    ).rejects.toMatchObject({ name: 'ConflictError', message: STAFF_MESSAGES.emailTaken });
    await expect(createStaffAccount(ctxOf(root), staffInput({ role: 'user' }))).rejects.toMatchObject({
      name: 'ValidationError',
      message: STAFF_MESSAGES.role,
    });
    await expect(createStaffAccount(ctxOf(root), staffInput({ contact: '12345' }))).rejects.toThrow(ValidationError);
    await expect(createStaffAccount(ctxOf(root), staffInput({ email: 'not an address' }))).rejects.toThrow(
      ValidationError,
    );
    await expect(createStaffAccount(ctxOf(root), staffInput({ name: '  ' }))).rejects.toThrow(ValidationError);
    await expect(createStaffAccount(ctxOf(root), staffInput({ name: 'x'.repeat(101) }))).rejects.toThrow(
      ValidationError,
    );
    expect(await db().user.count()).toBe(before);
  });

  it('is refused to a moderator and an advertiser', async () => {
    const callers = [await t.createUser({ role: 'moderator' }), await t.createUser()];
    const before = await db().user.count();
    for (const caller of callers)
      await expect(createStaffAccount(ctxOf(caller), staffInput({ role: 'admin' }))).rejects.toThrow(NotAllowedError);
    expect(await db().user.count()).toBe(before);
  });
});

describe('changing a role', () => {
  it("makes a moderator an admin and back, audited, ending the account's sessions each time", async () => {
    const person = await t.createUser({ role: 'moderator' });
    const token = await t.tokenFor(person);
    const promoted = await changeStaffRole(ctxOf(root), { id: person.id, role: 'admin' });
    expect(promoted.role).toBe('admin');
    expect(promoted.tokenVersion).toBe(person.tokenVersion + 1);
    expect(await sessionWorks(token)).toBe(false);
    const demoted = await changeStaffRole(ctxOf(root), { id: person.id, role: 'moderator' });
    expect(demoted).toMatchObject({ role: 'moderator', tokenVersion: person.tokenVersion + 2 });
    const entries = await auditOf(person.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['staff.role', root.id],
      ['staff.role', root.id],
    ]);
    expect(entries[0]!.before).toMatchObject({ role: 'moderator' });
    expect(entries[0]!.after).toMatchObject({ role: 'admin' });
  });

  it("refuses one's own role, an advertiser's account, the same role and a role that is not staff's; nothing changes", async () => {
    const other = await t.createUser({ role: 'admin' });
    const advertiser = await t.createUser();
    await expect(changeStaffRole(ctxOf(other), { id: other.id, role: 'moderator' })).rejects.toMatchObject({
      name: 'NotAllowedError',
      message: STAFF_MESSAGES.ownRole,
    });
    await expect(changeStaffRole(ctxOf(root), { id: advertiser.id, role: 'moderator' })).rejects.toMatchObject({
      name: 'NotFoundError',
      message: STAFF_MESSAGES.notFound,
    });
    await expect(changeStaffRole(ctxOf(root), { id: 99_999_999, role: 'moderator' })).rejects.toThrow(NotFoundError);
    await expect(changeStaffRole(ctxOf(root), { id: other.id, role: 'admin' })).rejects.toMatchObject({
      name: 'WrongStateError',
      message: STAFF_MESSAGES.sameRole('admin'),
    });
    await expect(changeStaffRole(ctxOf(root), { id: other.id, role: 'user' })).rejects.toMatchObject({
      name: 'ValidationError',
      message: STAFF_MESSAGES.role,
    });
    expect(await fresh(other.id)).toMatchObject({ role: 'admin', tokenVersion: other.tokenVersion });
    expect(await fresh(advertiser.id)).toMatchObject({ role: 'user' });
    expect(await auditOf(other.id)).toEqual([]);
  });

  it('is refused to a moderator, who cannot make themselves an admin either', async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    const other = await t.createUser({ role: 'moderator' });
    await expect(changeStaffRole(ctxOf(moderator), { id: moderator.id, role: 'admin' })).rejects.toThrow(
      NotAllowedError,
    );
    await expect(changeStaffRole(ctxOf(moderator), { id: other.id, role: 'admin' })).rejects.toThrow(NotAllowedError);
    expect((await fresh(moderator.id)).role).toBe('moderator');
  });
});

describe('suspending and reinstating', () => {
  it('suspends a moderator with a reason (its sessions end, sign-in shows the reason) and reinstates it, audited', async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    const token = await t.tokenFor(moderator);
    expect(await sessionWorks(token)).toBe(true);
    const suspended = await changeStaffStatus(ctxOf(root), {
      id: moderator.id,
      status: 'suspended',
      reason: '  Left the team  ',
    });
    expect(suspended).toMatchObject({
      status: 'suspended',
      suspensionReason: 'Left the team',
      tokenVersion: moderator.tokenVersion + 1,
    });
    expect(await sessionWorks(token)).toBe(false);
    await expect(logIn(t.contextFor(null), { email: moderator.email, password: 'password123' })).rejects.toMatchObject({
      message: 'Your account has been suspended.',
      reason: 'Left the team',
    });
    const back = await changeStaffStatus(ctxOf(root), { id: moderator.id, status: 'active' });
    expect(back).toMatchObject({ status: 'active', suspensionReason: null });
    expect((await logIn(t.contextFor(null), { email: moderator.email, password: 'password123' })).role).toBe(
      'moderator',
    );
    const entries = await auditOf(moderator.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['staff.status', root.id],
      ['staff.status', root.id],
    ]);
    expect(entries[0]!.after).toMatchObject({ status: 'suspended', suspensionReason: 'Left the team' });
  });

  it('suspends another admin', async () => {
    const other = await t.createUser({ role: 'admin' });
    expect(
      (await changeStaffStatus(ctxOf(root), { id: other.id, status: 'suspended', reason: 'On leave' })).status,
    ).toBe('suspended');
  });

  it("refuses a suspension without a reason, one's own, an advertiser's, the same status or another status; nothing changes", async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    const other = await t.createUser({ role: 'admin' });
    const advertiser = await t.createUser();
    await expect(changeStaffStatus(ctxOf(root), { id: moderator.id, status: 'suspended' })).rejects.toMatchObject({
      name: 'ValidationError',
      message: STAFF_MESSAGES.reason,
    });
    await expect(
      changeStaffStatus(ctxOf(root), { id: moderator.id, status: 'suspended', reason: '   ' }),
    ).rejects.toMatchObject({ name: 'ValidationError', message: STAFF_MESSAGES.reason });
    await expect(
      changeStaffStatus(ctxOf(root), { id: moderator.id, status: 'suspended', reason: 'x'.repeat(501) }),
    ).rejects.toThrow(ValidationError);
    await expect(
      changeStaffStatus(ctxOf(other), { id: other.id, status: 'suspended', reason: 'Me' }),
    ).rejects.toMatchObject({ name: 'NotAllowedError', message: STAFF_MESSAGES.ownStatus });
    await expect(
      changeStaffStatus(ctxOf(root), { id: advertiser.id, status: 'suspended', reason: 'Spam' }),
    ).rejects.toMatchObject({ name: 'NotFoundError', message: STAFF_MESSAGES.notFound });
    await expect(changeStaffStatus(ctxOf(root), { id: moderator.id, status: 'active' })).rejects.toMatchObject({
      name: 'WrongStateError',
      message: STAFF_MESSAGES.sameStatus('active'),
    });
    await expect(
      changeStaffStatus(ctxOf(root), { id: moderator.id, status: 'rejected', reason: 'x' }),
    ).rejects.toMatchObject({ name: 'ValidationError', message: STAFF_MESSAGES.status });
    for (const account of [moderator, other, advertiser])
      expect(await fresh(account.id)).toMatchObject({ status: 'active', tokenVersion: account.tokenVersion });
  });

  it('is refused to a moderator', async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    const other = await t.createUser({ role: 'moderator' });
    await expect(
      changeStaffStatus(ctxOf(moderator), { id: other.id, status: 'suspended', reason: 'No' }),
    ).rejects.toThrow(NotAllowedError);
    expect((await fresh(other.id)).status).toBe('active');
  });
});

describe('the last active admin', () => {
  it('is never demoted or suspended, and two admins acting on each other at once leave one', async () => {
    // a site of its own: its only admins are the ones made here
    const site = await createTestApp();
    try {
      const only = await site.createUser({ role: 'admin' });
      const ctx = site.contextFor(only);
      await expect(changeStaffRole(ctx, { id: only.id, role: 'moderator' })).rejects.toMatchObject({
        name: 'WrongStateError',
        message: STAFF_MESSAGES.lastAdmin,
      });
      await expect(
        changeStaffStatus(ctx, { id: only.id, status: 'suspended', reason: 'Leaving' }),
      ).rejects.toMatchObject({ name: 'WrongStateError', message: STAFF_MESSAGES.lastAdmin });

      const second = await site.createUser({ role: 'admin' });
      const outcomes = await Promise.allSettled([
        changeStaffRole(site.contextFor(only), { id: second.id, role: 'moderator' }),
        changeStaffStatus(site.contextFor(second), { id: only.id, status: 'suspended', reason: 'Coup' }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ name: 'NotAllowedError', message: STAFF_MESSAGES.noLongerAdmin });
      expect(await site.database.prisma.user.count({ where: { role: 'admin', status: 'active' } })).toBe(1);
    } finally {
      await site.close();
    }
  });
});

describe("advertisers' status changes", () => {
  it("leave staff accounts to the Staff page, and advertisers' flow as it was", async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    await expect(
      changeUserStatus(ctxOf(root), { id: moderator.id, status: 'suspended', reason: 'x' }),
    ).rejects.toMatchObject({ name: 'NotAllowedError', message: STAFF_ACCOUNT_ELSEWHERE_MESSAGE });
    expect((await fresh(moderator.id)).status).toBe('active');
    const advertiser = await t.createUser();
    expect(
      (await changeUserStatus(ctxOf(root), { id: advertiser.id, status: 'suspended', reason: 'Spam' })).status,
    ).toBe('suspended');
  });
});
