// Credits: the scheme (what a rupee buys), advertisers' credit requests with their payment
// screenshot, the admin's decision on them, and the ledger of every balance change.
import { audited, recordAudit } from '../audit/service.ts';
import { z } from 'zod';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { CreditRequestStatus } from '../../db/generated/prisma/enums.ts';
import type { RequestContext } from '../../context.ts';
import { canManage, isAdmin, requireAdvertiser, requireSignedInAdmin, requireViewer } from '../../lib/access.ts';
import {
  isUniqueViolation,
  NotAllowedError,
  NotFoundError,
  ValidationError,
  WrongStateError,
} from '../../lib/errors.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../lib/messages.ts';
import { databaseIdField, MAX_POSTGRES_INTEGER, parseDatabaseId, requireDatabaseId } from '../../lib/ids.ts';
import { waitText, reserve } from '../../lib/rate-limits.ts';
import { isUpload, type ImageUpload } from '../../lib/uploads.ts';
import { parseInput } from '../../lib/validation.ts';
import { storeImage } from '../../lib/media/images.ts';
import { signedMediaUrl } from '../../lib/media/private-media.ts';
import { changeBalance } from './ledger.ts';
import { claimCouponUse, purchaseTermsFor, releaseCouponUse } from './coupons.ts';
import { approvalReceipt } from './receipts.ts';
import { upiPayment } from './payment-methods.ts';
import { noticeCreditRequestDecided, noticeCreditRequested } from '../notifications/service.ts';
import {
  CREDIT_ADJUSTMENT_MESSAGES,
  CREDIT_APPROVAL_MESSAGES,
  creditApprovalSchema,
  creditsOnApproval,
  CREDIT_REQUEST_MESSAGES,
  CREDIT_SCHEME_LIMITS,
  creditAdjustmentSchema,
  creditRequestSchema,
  creditSchemeSchema,
  MAX_PAYMENT_RUPEES,
  type CreditSchemeField,
} from '../../../common/forms/credits.ts';

// the ledger's balance change, for the modules that spend credits (ads and their renewal)
export { changeBalance, InsufficientCreditsError, lockAccount } from './ledger.ts';

/** The scheme is a single record; it gets this id when first saved (SPEC section 3). */
export const CREDIT_SCHEME_ID = 1;

export const CREDIT_LIMITS = {
  /** whole rupees of one payment: ten lakh */
  maxPaymentRupees: MAX_PAYMENT_RUPEES,
  /** credits per rupee */
  maxCreditRate: CREDIT_SCHEME_LIMITS.creditRate,
  /** days of publication per credit: a year */
  maxTimePerCredit: CREDIT_SCHEME_LIMITS.timePerCredit,
  /** the scheme columns are DECIMAL(12, 4) */
  schemeDecimalPlaces: CREDIT_SCHEME_LIMITS.decimalPlaces,
  /** users.credits is a PostgreSQL integer */
  maxBalance: MAX_POSTGRES_INTEGER,
};

export const CREDIT_MESSAGES = {
  ...CREDIT_REQUEST_MESSAGES,
  noScheme: 'Set a credit scheme before approving credit requests.',
  advertisersOnly: 'Only advertisers have credit requests.',
  requestNotFound: 'This credit request does not exist.',
  decisionInvalid: 'Please choose approved or rejected.',
  accountNotFound: ACCOUNT_NOT_FOUND_MESSAGE,
  ledgerAccountRequired: 'Please choose the account whose credit ledger you want to read.',
  statusInvalid: 'Please choose pending, approved or rejected.',
  adjustmentAmount: CREDIT_ADJUSTMENT_MESSAGES.amount,
  adjustmentTooLarge: CREDIT_ADJUSTMENT_MESSAGES.tooLarge,
  adjustmentReason: CREDIT_ADJUSTMENT_MESSAGES.reason,
  adjustmentAccount: 'Only an advertiser account has credits to adjust.',
  adjustmentBelowZero: (balance: number) => `The balance cannot go below 0: this account has ${balance} credits.`,
  tooManyRequests: (seconds: number) =>
    `You have sent many credit requests today. Please wait for them to be approved, or try again in ${waitText(seconds)}.`,
} as const;

// ---- input ----------------------------------------------------------------------------------

function isAbsent(input: unknown): boolean {
  return input === undefined || input === null;
}

/** A scheme value as the editor checks it (common/forms/credits.ts), held exactly as a Decimal. */
function schemeValue(field: CreditSchemeField) {
  return z.pipe(
    creditSchemeSchema.shape[field],
    z.transform((value: number) => new Prisma.Decimal(String(value))),
  );
}

export const creditSchemeInput = z.object({
  creditRate: schemeValue('creditRate'),
  timePerCredit: schemeValue('timePerCredit'),
});

/** The Add Request dialog's schema too (common/forms/credits.ts). */
export const creditRequestInput = creditRequestSchema<ImageUpload>(isUpload);

/** Plain inputs, as GraphQL or a REST form sends them; the schemas above decide what is acceptable. */
export type CreditSchemeInput = { creditRate?: unknown; timePerCredit?: unknown };
export type CreditRequestInput = {
  amount?: unknown;
  utr?: unknown;
  paymentScreenshot?: unknown;
  /** a package's id (its price becomes the amount) and a coupon code, both optional (issue 34, coupons.ts) */
  packageId?: unknown;
  couponCode?: unknown;
};
export type CreditRequestDecision = 'approved' | 'rejected';

// ---- credit scheme ------------------------------------------------------------------------------

/** The scheme, or null while none has been saved. Any signed-in account may read it (an advertiser sees what a payment buys). */
export function getCreditScheme<Query extends Omit<Prisma.CreditSchemeFindUniqueArgs, 'where'>>(
  ctx: RequestContext,
  query: Query = {} as Query,
) {
  requireViewer(ctx);
  return ctx.db.creditScheme.findUnique({ ...query, where: { id: CREDIT_SCHEME_ID } });
}

/** Saves the scheme; the first save creates the single record with id 1. */
export async function updateCreditScheme(ctx: RequestContext, input: CreditSchemeInput) {
  const admin = requireSignedInAdmin(ctx);
  const data = { ...parseInput(creditSchemeInput, input), updatedById: admin.id };
  const save = () =>
    audited(ctx, async (tx) => {
      const before = await tx.creditScheme.findUnique({ where: { id: CREDIT_SCHEME_ID } });
      const scheme = await tx.creditScheme.upsert({
        where: { id: CREDIT_SCHEME_ID },
        create: { id: CREDIT_SCHEME_ID, ...data },
        update: data,
      });
      return {
        audit: {
          action: 'creditScheme.update',
          subjectType: 'CreditScheme',
          subjectId: scheme.id,
          before,
          after: scheme,
        },
        result: scheme,
      };
    });
  try {
    return await save();
  } catch (error) {
    // two first saves at once: the loser's insert collides, and the record now exists to update
    if (isUniqueViolation(error)) return save();
    throw error;
  }
}

// ---- credit requests ---------------------------------------------------------------------------

/**
 * An advertiser asks for credits for a UPI payment (issue 34): the amount, the payment's UTR (12
 * digits, never on two requests of anyone: a unique index decides between parallel submissions) and
 * optionally a screenshot, stored (and checked to be an image) before the request is written. Refused
 * while the operator has set no UPI ID: the advertiser would not know whom to pay.
 */
export async function createCreditRequest(ctx: RequestContext, input: CreditRequestInput) {
  const viewer = requireAdvertiser(ctx, CREDIT_MESSAGES.advertisersOnly);
  // the one way of payment (payment-methods.ts): whom to pay must be known before anyone pays
  if ((await upiPayment.payee(ctx)) === null) throw new WrongStateError(CREDIT_MESSAGES.paymentsNotSetUp);
  const { amount, utr, paymentScreenshot } = parseInput(creditRequestInput, input);
  // reserved before the screenshot is stored: a flood of requests costs no disk
  const reservation = await reserve(
    ctx.rateLimits,
    [
      ['creditRequestsPerAccount', String(viewer.id)],
      ['creditRequestsPerNetwork', ctx.networkKey],
    ],
    CREDIT_MESSAGES.tooManyRequests,
  );
  try {
    // a used UTR is refused before a screenshot costs disk; the unique index decides a race
    if (await ctx.db.creditRequest.findUnique({ where: { utr }, select: { id: true } })) throw utrUsed();
    // the package and coupon too (issue 34); the transaction below decides again
    const purchase = { userId: viewer.id, amount, packageId: input.packageId, couponCode: input.couponCode };
    await ctx.db.$transaction((tx) => purchaseTermsFor(tx, purchase));
    // private: served only to the owner and admins, by signed URL (issue 14)
    const stored = paymentScreenshot ? await storeImage(ctx.storage, paymentScreenshot, { private: true }) : null;
    // the package's price and the bonus computed here, the coupon's use claimed with the request (coupons.ts)
    const request = await ctx.db
      .$transaction(async (tx) => {
        const terms = await purchaseTermsFor(tx, purchase);
        const created = await tx.creditRequest.create({
          data: {
            userId: viewer.id,
            amount: terms.amount,
            utr,
            paymentScreenshot: stored?.key ?? null,
            status: 'pending',
            packageId: terms.packageId,
            couponId: terms.couponId,
            bonusCredits: terms.bonusCredits,
          },
        });
        if (terms.couponId !== null)
          await claimCouponUse(tx, { couponId: terms.couponId, userId: viewer.id, creditRequestId: created.id });
        return created;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? utrUsed() : error;
      });
    await noticeCreditRequested(ctx, request);
    return request;
  } catch (error) {
    // a used UTR keeps its place in the limits: guessing which references were used costs the guesser
    if (!(error instanceof ValidationError && error.field === 'utr')) await reservation.refund();
    throw error;
  }
}

function utrUsed(): ValidationError {
  return new ValidationError(CREDIT_MESSAGES.utrUsed, 'utr');
}

/**
 * The address of a request's payment screenshot for its owner or an admin: a signed URL that works
 * for an hour or two (media/private-media.ts). Anyone else is refused.
 */
export function paymentScreenshotUrl(
  ctx: RequestContext,
  request: { userId: number; paymentScreenshot: string | null },
  now = new Date(),
): string | null {
  if (!canManage(requireViewer(ctx), request.userId)) throw new NotAllowedError();
  // the screenshot is optional proof since the UTR (issue 34)
  if (request.paymentScreenshot === null) return null;
  return signedMediaUrl(ctx.origin, request.paymentScreenshot, ctx.config.jwtSecret, now);
}

type CreditRequestPage = Omit<Prisma.CreditRequestFindManyArgs, 'where' | 'orderBy'>;

/** The advertiser's own requests, newest first. `query` carries the page and the caller's selection. */
export function listMyCreditRequests<Query extends CreditRequestPage>(ctx: RequestContext, query: Query) {
  const viewer = requireAdvertiser(ctx, CREDIT_MESSAGES.advertisersOnly);
  return ctx.db.creditRequest.findMany({ ...query, where: { userId: viewer.id }, orderBy: { id: 'desc' } });
}

export function countMyCreditRequests(ctx: RequestContext) {
  const viewer = requireAdvertiser(ctx, CREDIT_MESSAGES.advertisersOnly);
  return ctx.db.creditRequest.count({ where: { userId: viewer.id } });
}

/**
 * One credit request, as its owner or an admin may read it; null when there is none or it is not
 * the caller's to see (the answer of a create or a decision over REST).
 */
export function getCreditRequest<Query extends Omit<Prisma.CreditRequestFindFirstArgs, 'where'>>(
  ctx: RequestContext,
  id: unknown,
  query: Query,
) {
  const viewer = requireViewer(ctx);
  const requestId = parseDatabaseId(id);
  if (requestId === null) return Promise.resolve(null);
  return ctx.db.creditRequest.findFirst({
    ...query,
    where: isAdmin(viewer) ? { id: requestId } : { id: requestId, userId: viewer.id },
  });
}

function statusFilter(status: unknown): Prisma.CreditRequestWhereInput {
  if (isAbsent(status)) return {};
  const parsed = z.enum(CreditRequestStatus).safeParse(status);
  if (!parsed.success) throw new ValidationError(CREDIT_MESSAGES.statusInvalid, 'status');
  return { status: parsed.data };
}

/**
 * The admin's order (issue 34): pending requests first, then approved, then rejected (the enum's
 * order), each newest first; the (status, id) index answers it.
 */
const ADMIN_ORDER = [{ status: 'asc' }, { id: 'desc' }] satisfies Prisma.CreditRequestOrderByWithRelationInput[];

/** Every advertiser's requests (optionally of one status), pending first: the admin's table. */
export function listCreditRequests<Query extends CreditRequestPage>(
  ctx: RequestContext,
  filter: { status?: unknown },
  query: Query,
) {
  requireSignedInAdmin(ctx);
  return ctx.db.creditRequest.findMany({ ...query, where: statusFilter(filter.status), orderBy: ADMIN_ORDER });
}

export function countCreditRequests(ctx: RequestContext, filter: { status?: unknown }) {
  requireSignedInAdmin(ctx);
  return ctx.db.creditRequest.count({ where: statusFilter(filter.status) });
}

/**
 * The page of credit requests the caller's screen lists, with their total: an admin's table of
 * everyone's (optionally of one status), or an advertiser's own (the status is not theirs to filter).
 */
export async function creditRequestsOfCaller<Query extends CreditRequestPage>(
  ctx: RequestContext,
  filter: { status?: unknown },
  query: Query,
) {
  if (isAdmin(requireViewer(ctx))) {
    const [rows, total] = await Promise.all([listCreditRequests(ctx, filter, query), countCreditRequests(ctx, filter)]);
    return { rows, total };
  }
  const [rows, total] = await Promise.all([listMyCreditRequests(ctx, query), countMyCreditRequests(ctx)]);
  return { rows, total };
}

/** An admin's decision: approved or rejected; an approval may name the rupees found paid, with the reason when they differ. */
export type CreditRequestDecisionInput = { id: unknown; status: unknown; amount?: unknown; reason?: unknown };

/**
 * Approves or rejects a pending request: THE one path of every approval (the admin's screen, REST, a
 * matched statement line). Approval grants `creditsOnApproval` (common/forms/credits.ts) of the
 * rupees found paid, which the admin may change from the amount asked, with a reason (stored as
 * approved_amount and amount_change_reason, both amounts in the audit entry), in the same
 * transaction as the status change; the change is conditional on the request still being pending,
 * so of any number of concurrent approvals exactly one grants. The owner is mailed afterwards.
 */
export async function decideCreditRequest(ctx: RequestContext, input: CreditRequestDecisionInput) {
  const admin = requireSignedInAdmin(ctx);
  const id = requireDatabaseId(input.id, CREDIT_MESSAGES.requestNotFound);
  const status = z.enum(['approved', 'rejected']).safeParse(input.status);
  if (!status.success) throw new ValidationError(CREDIT_MESSAGES.decisionInvalid, 'status');
  const decision: CreditRequestDecision = status.data;
  const amountChanged = !isAbsent(input.amount);
  if (decision === 'rejected' && amountChanged)
    throw new ValidationError(CREDIT_APPROVAL_MESSAGES.amountOnlyOnApproval, 'amount');

  const decided = await ctx.db.$transaction(async (tx) => {
    const request = await tx.creditRequest.findUnique({ where: { id } });
    if (!request) throw new NotFoundError(CREDIT_MESSAGES.requestNotFound);
    if (request.status !== 'pending') throw alreadyDecided(request.status);

    let credits = 0;
    let change: { approvedAmount: number; amountChangeReason: string } | null = null;
    if (decision === 'approved') {
      const approval = parseInput(creditApprovalSchema(request.amount), {
        amount: amountChanged ? input.amount : request.amount,
        reason: isAbsent(input.reason) ? undefined : input.reason,
      });
      if (approval.amount !== request.amount)
        change = { approvedAmount: approval.amount, amountChangeReason: approval.reason ?? '' };
      const scheme = await tx.creditScheme.findUnique({ where: { id: CREDIT_SCHEME_ID } });
      if (!scheme) throw new WrongStateError(CREDIT_MESSAGES.noScheme);
      // a package paid at its price gives its credits (issue 34)
      const pack =
        request.packageId === null ? null : await tx.creditPackage.findUnique({ where: { id: request.packageId } });
      credits = creditsOnApproval(approval.amount, scheme.creditRate, request.bonusCredits, pack);
    }

    const claimed = await tx.creditRequest.updateMany({
      where: { id, status: 'pending' },
      data: { status: decision, creditsAdded: credits, decidedById: admin.id, decidedAt: new Date(), ...change },
    });
    if (claimed.count === 0) {
      // another decision committed between our read and our update
      const current = await tx.creditRequest.findUniqueOrThrow({ where: { id }, select: { status: true } });
      throw alreadyDecided(current.status);
    }
    // a rejected request gives its coupon's use back (issue 34): the coupon can be used again
    const couponUseReleased = decision === 'rejected' && (await releaseCouponUse(tx, id));

    if (credits > 0) {
      const owner = await tx.user.findUniqueOrThrow({ where: { id: request.userId }, select: { credits: true } });
      if (owner.credits + credits > CREDIT_LIMITS.maxBalance) {
        throw new WrongStateError(
          `Approving this request would take the balance over ${CREDIT_LIMITS.maxBalance} credits.`,
        );
      }
      await changeBalance(tx, {
        kind: 'grant',
        userId: request.userId,
        amount: credits,
        creditRequestId: id,
        actorId: admin.id,
      });
    }
    const decided = await tx.creditRequest.findUniqueOrThrow({ where: { id } });
    // the row before and after: the amount asked, and the approved amount with its reason when changed
    await recordAudit(tx, ctx, {
      action: 'creditRequest.decide',
      subjectType: 'CreditRequest',
      subjectId: id,
      before: request,
      after: couponUseReleased ? { ...decided, couponUseReleased } : decided,
    });
    return decided;
  });
  // an approval's mail carries its receipt (issue 34), drawn now that the grant committed
  await noticeCreditRequestDecided(ctx, decided, await approvalReceipt(ctx, decided));
  return decided;
}

/**
 * Approves a pending request as the signed-in admin of `ctx` (the actor in the ledger and the audit
 * log), optionally for a changed amount with its reason: decideCreditRequest's approval, for callers
 * that approve by other means than the screen (a statement's matched line, issue 34).
 */
export function approveCreditRequest(ctx: RequestContext, input: { id: number; amount?: number; reason?: string }) {
  return decideCreditRequest(ctx, { ...input, status: 'approved' });
}

function alreadyDecided(status: CreditRequestStatus): WrongStateError {
  return new WrongStateError(`This credit request has already been ${status}.`);
}

// ---- ledger -----------------------------------------------------------------------------------

/**
 * Whose ledger the caller may read: an advertiser only their own (naming another account answers
 * "does not exist", as for anything not visible to them); an admin anyone's, named by `userId`.
 */
async function ledgerOwner(ctx: RequestContext, userId: unknown): Promise<number> {
  const viewer = requireViewer(ctx);
  if (!isAdmin(viewer)) {
    if (isAbsent(userId)) return viewer.id;
    if (requireDatabaseId(userId, CREDIT_MESSAGES.accountNotFound) !== viewer.id)
      throw new NotFoundError(CREDIT_MESSAGES.accountNotFound);
    return viewer.id;
  }
  if (isAbsent(userId)) throw new ValidationError(CREDIT_MESSAGES.ledgerAccountRequired, 'userId');
  const id = requireDatabaseId(userId, CREDIT_MESSAGES.accountNotFound);
  const user = await ctx.db.user.findUnique({ where: { id }, select: { id: true } });
  if (!user) throw new NotFoundError(CREDIT_MESSAGES.accountNotFound);
  return user.id;
}

/** Ledger entries of one account, newest first. */
export async function listCreditLedger<Query extends Omit<Prisma.CreditLedgerEntryFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  filter: { userId?: unknown },
  query: Query,
) {
  const userId = await ledgerOwner(ctx, filter.userId);
  return ctx.db.creditLedgerEntry.findMany({ ...query, where: { userId }, orderBy: { id: 'desc' } });
}

export async function countCreditLedger(ctx: RequestContext, filter: { userId?: unknown }) {
  const userId = await ledgerOwner(ctx, filter.userId);
  return ctx.db.creditLedgerEntry.count({ where: { userId } });
}

// ---- adjustments -------------------------------------------------------------------------------

const adjustmentInput = z.object({
  // the digits alone, as ever: a spaced id was never an account
  userId: databaseIdField(CREDIT_MESSAGES.accountNotFound, { exact: true }),
  // the amount and reason as the Adjust Credits dialog checks them (common/forms/credits.ts)
  ...creditAdjustmentSchema.shape,
});

/**
 * An admin adds credits to an advertiser's balance, or removes them, with a reason: one ledger entry
 * (kind 'adjustment', naming the admin) and one audit entry, in one transaction. Answers the account.
 */
export async function adjustCredits(ctx: RequestContext, input: { userId: unknown; amount: unknown; reason: unknown }) {
  const admin = requireSignedInAdmin(ctx);
  const { userId, amount, reason } = parseInput(adjustmentInput, input);
  return audited(ctx, async (tx) => {
    const account = await tx.user.findUnique({
      where: { id: userId },
      select: { id: true, role: true, credits: true },
    });
    if (!account) throw new NotFoundError(CREDIT_MESSAGES.accountNotFound);
    if (account.role !== 'user') throw new WrongStateError(CREDIT_MESSAGES.adjustmentAccount);
    if (account.credits + amount < 0)
      throw new ValidationError(CREDIT_MESSAGES.adjustmentBelowZero(account.credits), 'amount');
    const balance = await changeBalance(tx, { userId, amount, kind: 'adjustment', reason, actorId: admin.id });
    const after = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    return {
      audit: {
        action: 'user.adjustCredits',
        subjectType: 'User',
        subjectId: userId,
        before: { credits: account.credits },
        after: { credits: balance, amount, reason },
      },
      result: after,
    };
  });
}
