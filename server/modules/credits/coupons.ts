// Coupon codes (issue 34, docs/decisions/0113-packages-and-coupons.md): bonus credits on a purchase, as a
// percentage of the credits bought or a fixed number, with a limit of uses, a last day and one use per
// account. A use is claimed in the credit request's own transaction (coupon_uses row and used_count,
// whose CHECK holds the limit under parallel use) and released when the request is rejected.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireAdvertiser, requireSignedInAdmin } from '../../lib/access.ts';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { reserve, waitText } from '../../lib/rate-limits.ts';
import { parseInput } from '../../lib/validation.ts';
import { audited } from '../audit/service.ts';
import { packageForRequest } from './packages.ts';
import { purchaseCredits, type PurchaseCredits } from '../../../common/creditMath.ts';
import { CREDIT_REQUEST_MESSAGES } from '../../../common/forms/credits.ts';
import { addDays, dateInIndia } from '../../../common/india.ts';
import { COUPON_MESSAGES, couponCodeSchema, couponSchema, couponTermsSchema } from '../../../common/forms/packages.ts';

export const COUPON_SERVICE_MESSAGES = {
  ...COUPON_MESSAGES,
  notFound: 'This coupon does not exist.',
  codeTaken: 'A coupon with this code already exists.',
  limitBelowUses: (used: number) => `This coupon has been used ${used} times: its limit cannot be lower.`,
  advertisersOnly: 'Only advertisers can use coupons.',
  tooManyChecks: (seconds: number) => `You have tried many coupon codes. Please try again in ${waitText(seconds)}.`,
} as const;

/** Plain inputs, as GraphQL sends them; the schemas of common/forms/packages.ts decide what is acceptable. */
export type CouponInput = {
  code?: unknown;
  kind?: unknown;
  value?: unknown;
  maxUses?: unknown;
  lastDay?: unknown;
  active?: unknown;
};

type Coupon = Prisma.CouponGetPayload<object>;

/** A coupon's last day (in India) as the instant it stops working: the next day's midnight in India. */
export function expiryOfLastDay(lastDay: string | null): Date | null {
  return lastDay === null ? null : new Date(`${addDays(lastDay, 1)}T00:00:00+05:30`);
}

/** The last day (in India) a coupon works, from the instant it stops. */
export function lastDayOfExpiry(expiresAt: Date | null): string | null {
  return expiresAt === null ? null : dateInIndia(new Date(expiresAt.getTime() - 1));
}

/** Why a coupon cannot be used now by anyone, or null when it can. */
function unusableReason(coupon: Coupon, now: Date): string | null {
  if (!coupon.active) return COUPON_MESSAGES.inactive;
  if (coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime()) return COUPON_MESSAGES.expired;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return COUPON_MESSAGES.usedUp;
  return null;
}

// ---- the admin's coupons ---------------------------------------------------------------------------

type CouponPage = Omit<Prisma.CouponFindManyArgs, 'where' | 'orderBy'>;

/** Every coupon, newest first: the admin's table. */
export function listCoupons<Query extends CouponPage>(ctx: RequestContext, query: Query) {
  requireSignedInAdmin(ctx);
  return ctx.db.coupon.findMany({ ...query, orderBy: { id: 'desc' } });
}

export function countCoupons(ctx: RequestContext) {
  requireSignedInAdmin(ctx);
  return ctx.db.coupon.count();
}

export async function createCoupon(ctx: RequestContext, input: CouponInput) {
  requireSignedInAdmin(ctx);
  const { code, kind, value, maxUses, lastDay, active } = parseInput(couponSchema, input);
  try {
    return await audited(ctx, async (tx) => {
      const created = await tx.coupon.create({
        data: { code, kind, value, maxUses, expiresAt: expiryOfLastDay(lastDay), active },
      });
      return {
        audit: { action: 'coupon.create', subjectType: 'Coupon', subjectId: created.id, after: created },
        result: created,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(COUPON_SERVICE_MESSAGES.codeTaken, 'code');
    throw error;
  }
}

/**
 * Changes a coupon's terms (its code stays). Bonus credits already fixed on requests do not change; the
 * limit cannot go below the uses made (the CHECK would refuse it; this says so in words).
 */
export async function updateCoupon(ctx: RequestContext, id: unknown, input: CouponInput) {
  requireSignedInAdmin(ctx);
  const couponId = requireDatabaseId(id, COUPON_SERVICE_MESSAGES.notFound);
  const { kind, value, maxUses, lastDay, active } = parseInput(couponTermsSchema, input);
  return audited(ctx, async (tx) => {
    // locked: uses claimed meanwhile wait, so the limit is compared with the final count
    await tx.$queryRaw`SELECT id FROM coupons WHERE id = ${couponId} FOR UPDATE`;
    const before = await tx.coupon.findUnique({ where: { id: couponId } });
    if (!before) throw new NotFoundError(COUPON_SERVICE_MESSAGES.notFound);
    if (maxUses !== null && maxUses < before.usedCount)
      throw new ValidationError(COUPON_SERVICE_MESSAGES.limitBelowUses(before.usedCount), 'maxUses');
    const after = await tx.coupon.update({
      where: { id: couponId },
      data: { kind, value, maxUses, expiresAt: expiryOfLastDay(lastDay), active },
    });
    return {
      audit: { action: 'coupon.update', subjectType: 'Coupon', subjectId: couponId, before, after },
      result: after,
    };
  });
}

/**
 * Removes a coupon: deleted while no credit request names it, else deactivated (requests and the ledger
 * keep naming it). Answers whether it was deleted, and the coupon as it now is.
 */
export async function removeCoupon(ctx: RequestContext, id: unknown) {
  requireSignedInAdmin(ctx);
  const couponId = requireDatabaseId(id, COUPON_SERVICE_MESSAGES.notFound);
  return audited<{ deleted: boolean; coupon: Coupon }>(ctx, async (tx) => {
    await tx.$queryRaw`SELECT id FROM coupons WHERE id = ${couponId} FOR UPDATE`;
    const before = await tx.coupon.findUnique({ where: { id: couponId } });
    if (!before) throw new NotFoundError(COUPON_SERVICE_MESSAGES.notFound);
    if ((await tx.creditRequest.count({ where: { couponId } })) === 0) {
      await tx.coupon.delete({ where: { id: couponId } });
      return {
        audit: { action: 'coupon.delete', subjectType: 'Coupon', subjectId: couponId, before },
        result: { deleted: true, coupon: before },
      };
    }
    const after = await tx.coupon.update({ where: { id: couponId }, data: { active: false } });
    return {
      audit: { action: 'coupon.update', subjectType: 'Coupon', subjectId: couponId, before, after },
      result: { deleted: false, coupon: after },
    };
  });
}

// ---- an advertiser's use ---------------------------------------------------------------------------

/**
 * The coupon `code` names if the advertiser could use it now, or a ValidationError (field `couponCode`) in
 * their words: unknown, inactive, expired, used up, or already used by them.
 */
export async function usableCoupon(
  db: Prisma.TransactionClient,
  userId: number,
  code: unknown,
  now = new Date(),
): Promise<Coupon> {
  const parsed = couponCodeSchema.safeParse(code);
  const coupon = parsed.success ? await db.coupon.findUnique({ where: { code: parsed.data } }) : null;
  if (!coupon) throw new ValidationError(COUPON_MESSAGES.unknown, 'couponCode');
  const reason = unusableReason(coupon, now);
  if (reason !== null) throw new ValidationError(reason, 'couponCode');
  const used = await db.couponUse.findUnique({ where: { couponId_userId: { couponId: coupon.id, userId } } });
  if (used) throw new ValidationError(COUPON_MESSAGES.usedByYou, 'couponCode');
  return coupon;
}

/**
 * The credit form's check of a code before sending (its preview of the bonus): the coupon's terms, or the
 * reason it cannot be used. Counted per account, so codes cannot be guessed by the thousand.
 */
export async function checkCoupon(ctx: RequestContext, code: unknown) {
  const viewer = requireAdvertiser(ctx, COUPON_SERVICE_MESSAGES.advertisersOnly);
  await reserve(ctx.rateLimits, [['couponChecksPerAccount', String(viewer.id)]], COUPON_SERVICE_MESSAGES.tooManyChecks);
  return usableCoupon(ctx.db, viewer.id, code);
}

/**
 * Claims one use of the coupon for a credit request, inside the request's transaction (the request row is
 * written first). The conditional increment takes the coupon's row lock, so parallel claims queue and each
 * re-reads the count: never more uses than the limit. A second use by one account meets the unique
 * (coupon, account) index. Either refusal throws, undoing the request with it.
 */
export async function claimCouponUse(
  tx: Prisma.TransactionClient,
  use: { couponId: number; userId: number; creditRequestId: number },
  now = new Date(),
): Promise<void> {
  const claimed = await tx.$executeRaw`
    UPDATE coupons SET used_count = used_count + 1, updated_at = ${now}
    WHERE id = ${use.couponId} AND active AND (expires_at IS NULL OR expires_at > ${now})
      AND (max_uses IS NULL OR used_count < max_uses)`;
  if (claimed === 0) {
    const coupon = await tx.coupon.findUnique({ where: { id: use.couponId } });
    throw new ValidationError((coupon && unusableReason(coupon, now)) ?? COUPON_MESSAGES.usedUp, 'couponCode');
  }
  // the (coupon, account) pair is unique: of parallel claims by one account, one inserts; the others wait
  // for it and fail (their transaction, aborted by the violation, is undone whole)
  const inserted = await tx.$executeRaw`
    INSERT INTO coupon_uses (coupon_id, user_id, credit_request_id)
    VALUES (${use.couponId}, ${use.userId}, ${use.creditRequestId})
    ON CONFLICT (coupon_id, user_id) DO NOTHING`;
  if (inserted === 0) throw new ValidationError(COUPON_MESSAGES.usedByYou, 'couponCode');
}

/**
 * Gives back the coupon use of a rejected credit request (inside the decision's transaction): the use is
 * deleted and the count lowered, so the coupon can be used again, by the same advertiser too. The request
 * keeps naming the coupon. Answers whether there was a use to release.
 */
export async function releaseCouponUse(tx: Prisma.TransactionClient, creditRequestId: number): Promise<boolean> {
  const released = await tx.couponUse.deleteMany({ where: { creditRequestId } });
  if (released.count === 0) return false;
  const request = await tx.creditRequest.findUniqueOrThrow({
    where: { id: creditRequestId },
    select: { couponId: true },
  });
  if (request.couponId !== null) {
    await tx.$executeRaw`UPDATE coupons SET used_count = used_count - 1 WHERE id = ${request.couponId} AND used_count > 0`;
  }
  return true;
}

// ---- a credit request's terms ----------------------------------------------------------------------

export interface PurchaseTerms {
  /** the rupees asked: the package's price when one is chosen */
  amount: number;
  packageId: number | null;
  couponId: number | null;
  /** the package's and the coupon's bonus, fixed on the request */
  bonusCredits: number;
  /** what the purchase buys under today's scheme (common/creditMath.ts purchaseCredits) */
  credits: PurchaseCredits;
}

/**
 * What a credit request asks, computed here from the package, the coupon and the scheme (never from the
 * client's numbers), inside the request's transaction: the package must be offered (its price becomes the
 * amount) and the coupon usable by the advertiser. Claim the coupon's use with claimCouponUse once the
 * request is written.
 */
export async function purchaseTermsFor(
  tx: Prisma.TransactionClient,
  input: { userId: number; amount: number | null; packageId?: unknown; couponCode?: unknown },
  now = new Date(),
): Promise<PurchaseTerms> {
  const pack = isAbsent(input.packageId) ? null : await packageForRequest(tx, input.packageId);
  const amount = pack ? pack.priceRupees : input.amount;
  if (amount === null) throw new ValidationError(CREDIT_REQUEST_MESSAGES.amountRequired, 'amount');
  const coupon = isAbsent(input.couponCode) ? null : await usableCoupon(tx, input.userId, input.couponCode, now);
  // the scheme is a single record (service.ts CREDIT_SCHEME_ID)
  const scheme = await tx.creditScheme.findFirst();
  const credits = purchaseCredits({ amount, creditRate: scheme?.creditRate ?? null, pack, coupon });
  if (coupon?.kind === 'percent' && credits.couponBonus === 0) {
    throw new ValidationError(
      !pack && scheme === null ? COUPON_MESSAGES.needsScheme : COUPON_MESSAGES.noBonus,
      'couponCode',
    );
  }
  return { amount, packageId: pack?.id ?? null, couponId: coupon?.id ?? null, bonusCredits: credits.bonus, credits };
}

/** '' (an empty form field) is no package and no coupon, as absent is. */
function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
