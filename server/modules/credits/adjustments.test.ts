import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotAllowedError, WrongStateError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { adjustCredits, CREDIT_MESSAGES, listCreditLedger } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const balanceOf = async (id: number) => (await t.database.prisma.user.findUniqueOrThrow({ where: { id } })).credits;

describe("an admin's adjustment of a balance", () => {
  it('adds and removes credits with a reason, in the ledger (naming the admin) and the audit log', async () => {
    const advertiser = await t.createUser();
    const added = await adjustCredits(t.contextFor(admin), {
      userId: advertiser.id,
      amount: 15,
      reason: ' Refund for a failed payment ',
    });
    expect(added.credits).toBe(15);
    await adjustCredits(t.contextFor(admin), { userId: String(advertiser.id), amount: -5, reason: 'Duplicate grant' });
    expect(await balanceOf(advertiser.id)).toBe(10);

    const ledger = await listCreditLedger(t.contextFor(advertiser), {}, { take: 10 });
    expect(ledger.map((entry) => [entry.kind, entry.amount, entry.balanceAfter, entry.reason, entry.actorId])).toEqual([
      ['adjustment', -5, 10, 'Duplicate grant', admin.id],
      ['adjustment', 15, 15, 'Refund for a failed payment', admin.id],
    ]);
    const entries = await t.database.prisma.auditEntry.findMany({
      where: { action: 'user.adjustCredits', subjectId: advertiser.id },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ credits: 0 }, { credits: 15, amount: 15, reason: 'Refund for a failed payment' }],
      [{ credits: 15 }, { credits: 10, amount: -5, reason: 'Duplicate grant' }],
    ]);
  });

  it.each([
    [{ amount: 0 }, CREDIT_MESSAGES.adjustmentAmount],
    [{ amount: 2.5 }, CREDIT_MESSAGES.adjustmentAmount],
    [{ amount: 100_001 }, CREDIT_MESSAGES.adjustmentTooLarge],
    [{ reason: '  ' }, CREDIT_MESSAGES.adjustmentReason],
    [{ amount: -11 }, CREDIT_MESSAGES.adjustmentBelowZero(10)],
  ])('refuses %o with its message, changing nothing', async (change, message) => {
    const advertiser = await t.createUser();
    await adjustCredits(t.contextFor(admin), { userId: advertiser.id, amount: 10, reason: 'Opening balance' });
    await expect(
      adjustCredits(t.contextFor(admin), { userId: advertiser.id, amount: 3, reason: 'x', ...change }),
    ).rejects.toMatchObject({ name: 'ValidationError', message });
    expect(await balanceOf(advertiser.id)).toBe(10);
    expect(await t.database.prisma.creditLedgerEntry.count({ where: { userId: advertiser.id } })).toBe(1);
    expect(
      await t.database.prisma.auditEntry.count({ where: { action: 'user.adjustCredits', subjectId: advertiser.id } }),
    ).toBe(1);
  });

  it('refuses an admin account, and anyone but an admin', async () => {
    const other = await t.createUser({ role: 'admin' });
    await expect(adjustCredits(t.contextFor(admin), { userId: other.id, amount: 5, reason: 'x' })).rejects.toThrow(
      new WrongStateError(CREDIT_MESSAGES.adjustmentAccount),
    );
    const advertiser = await t.createUser();
    await expect(
      adjustCredits(t.contextFor(advertiser), { userId: advertiser.id, amount: 5, reason: 'Mine' }),
    ).rejects.toBeInstanceOf(NotAllowedError);
    expect(await balanceOf(advertiser.id)).toBe(0);
  });

  it('answers through GraphQL with the new balance, and a refusal as a typed error', async () => {
    const advertiser = await t.createUser();
    const ADJUST = /* GraphQL */ `
      mutation ($userId: ID!, $amount: Int!, $reason: String!) {
        adjustCredits(userId: $userId, amount: $amount, reason: $reason) {
          __typename
          ... on MutationAdjustCreditsSuccess {
            user {
              credits
            }
          }
          ... on Error {
            message
          }
        }
      }
    `;
    const userId = Buffer.from(`User:${advertiser.id}`).toString('base64');
    const token = await t.tokenFor(admin);
    expect((await t.graphql(ADJUST, { userId, amount: 7, reason: 'Goodwill' }, token)).body.data.adjustCredits).toEqual(
      { __typename: 'MutationAdjustCreditsSuccess', user: { credits: 7 } },
    );
    expect(
      (await t.graphql(ADJUST, { userId, amount: -8, reason: 'Too much' }, token)).body.data.adjustCredits,
    ).toEqual({
      __typename: 'ValidationError',
      message: CREDIT_MESSAGES.adjustmentBelowZero(7),
    });
  });
});
