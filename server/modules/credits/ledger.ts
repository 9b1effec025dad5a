// Every change of a credit balance goes through here: one conditional UPDATE (the balance can
// never go below zero, whatever runs concurrently) and one ledger entry carrying the balance
// after it, inside the caller's transaction. So the balance always equals the sum of its entries.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { LedgerKind } from '../../db/generated/prisma/enums.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../lib/messages.ts';

export interface BalanceChange {
  userId: number;
  /** signed: positive grants, negative spends */
  amount: number;
  kind: LedgerKind;
  reason?: string;
  creditRequestId?: number;
  adId?: number;
  /** a placement's purchase (issue 34): its spend or refund */
  placementPurchaseId?: number;
  /** the admin behind an adjustment */
  actorId?: number;
}

export class InsufficientCreditsError extends ValidationError {
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(`Not enough credits: this needs ${needed} credits and your balance is ${balance}.`, 'credits');
  }
}

/**
 * Locks the account's row for the rest of the transaction. A transaction that will change the
 * balance and also locks one of the account's ads takes the account first: a change of the
 * account's status takes the account and then its ads (the owner_active trigger, migration
 * 20261126040000_ad_owner_active), and the opposite order could deadlock with it.
 */
export async function lockAccount(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`;
}

/** Applies the change and answers the balance after it. Must run inside a transaction. */
export async function changeBalance(tx: Prisma.TransactionClient, change: BalanceChange): Promise<number> {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) {
    throw new ValidationError('A credit change must be a whole, non-zero number of credits.');
  }
  const updated = await tx.user.updateMany({
    where: { id: change.userId, credits: { gte: -change.amount } },
    data: { credits: { increment: change.amount } },
  });
  if (updated.count === 0) {
    const user = await tx.user.findUnique({ where: { id: change.userId }, select: { credits: true } });
    if (!user) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
    throw new InsufficientCreditsError(-change.amount, user.credits);
  }
  // the row is locked by the update until the transaction ends, so this read is the new balance
  const { credits } = await tx.user.findUniqueOrThrow({ where: { id: change.userId }, select: { credits: true } });
  await tx.creditLedgerEntry.create({
    data: {
      userId: change.userId,
      kind: change.kind,
      amount: change.amount,
      balanceAfter: credits,
      reason: change.reason ?? null,
      creditRequestId: change.creditRequestId ?? null,
      adId: change.adId ?? null,
      placementPurchaseId: change.placementPurchaseId ?? null,
      actorId: change.actorId ?? null,
    },
  });
  return credits;
}
