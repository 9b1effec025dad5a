// The desk's review of held ads (issue 31) [staff: admins and moderators]. An ad the screening held
// (./service.ts) waits hidden in the moderation queue with its reasons until the desk decides:
//   - publish: the hold ends (heldAt, hiddenAt, moderationQueuedAt, holdReasons cleared; a takedown
//     too, the desk having read the ad as it is), its open reports are dismissed, the advertiser is
//     mailed that it is published;
//   - refuse, with the reason the advertiser reads: the ad is taken down with that reason (its photos
//     come back on another ad only through review, as after any takedown), its open reports are
//     actioned, and the advertiser is mailed the reason. The desk chooses whether the credits of the
//     days it has not run (today included: a held ad was never shown) go back to the balance, as the
//     Terms allow ("If we refuse ... an ad before its start date, the administrators may return its
//     credits"); returned days leave the ad (it ends yesterday), so a later restore cannot run them free.
// Each decision is one transaction with its audit entry (actor, the ad before and after). An ad that a
// deleted account left for review loses its contents with the decision, and nobody is mailed, as with
// every moderation decision (moderation/service.ts).
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { addDays, dateOnly, daysInclusive, isoDate, todayInIndia } from '../../lib/dates.ts';
import { requireStaff } from '../../lib/access.ts';
import { NotFoundError, WrongStateError } from '../../lib/errors.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { refundFor } from '../../../common/creditMath.ts';
import { audited, type AuditRecord } from '../audit/service.ts';
import { changeBalance, CREDIT_SCHEME_ID, lockAccount } from '../credits/service.ts';
import { MODERATION_MESSAGES, reasonSchema } from '../moderation/service.ts';
import { noticeHeldAdPublished, noticeHeldAdRefused } from '../notifications/service.ts';
import { eraseAdContents, erasePersonalFields, removeUnusedFiles } from '../users/service.ts';

export const REVIEW_MESSAGES = {
  adNotFound: MODERATION_MESSAGES.adNotFound,
  notHeld: 'This ad is not held for review (it may have been decided already). Please reload the queue.',
  reason: MODERATION_MESSAGES.reason,
  reasonTooLong: MODERATION_MESSAGES.reasonTooLong,
  refundCredits: 'Please say whether its credits are returned (true or false).',
} as const;

const adIdSchema = databaseIdField(REVIEW_MESSAGES.adNotFound);

const refuseInput = z.object({
  adId: adIdSchema,
  // the moderation service's reason (common/forms/moderation.ts), the refusal dialog's too
  reason: reasonSchema,
  refundCredits: z.boolean({ error: REVIEW_MESSAGES.refundCredits }).default(false),
});

export type RefuseHeldAdInput = { adId?: unknown; reason?: unknown; refundCredits?: unknown };

type Transaction = Prisma.TransactionClient;
type AdRow = Prisma.AdGetPayload<object>;

/** What the audit log keeps of a held ad's state. */
function auditedAd(ad: AdRow) {
  return {
    id: ad.id,
    name: ad.name,
    userId: ad.userId,
    heldAt: ad.heldAt,
    holdReasons: ad.holdReasons,
    hiddenAt: ad.hiddenAt,
    moderationQueuedAt: ad.moderationQueuedAt,
    takenDownAt: ad.takenDownAt,
    takedownReason: ad.takedownReason,
    startDate: isoDate(ad.startDate),
    endDate: isoDate(ad.endDate),
    creditsUsed: ad.creditsUsed,
  };
}

/** The held ad, locked until the transaction ends (two decisions, or a decision and an edit, queue here). */
async function lockedHeldAd(tx: Transaction, adId: number): Promise<AdRow> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM ads WHERE id = ${adId} FOR UPDATE`;
  if (!row) throw new NotFoundError(REVIEW_MESSAGES.adNotFound);
  const ad = await tx.ad.findUniqueOrThrow({ where: { id: adId } });
  if (!ad.heldAt) throw new WrongStateError(REVIEW_MESSAGES.notHeld);
  return ad;
}

async function ownerDeleted(tx: Transaction, userId: number): Promise<boolean> {
  return (await tx.user.findUnique({ where: { id: userId }, select: { status: true } }))?.status === 'deleted';
}

interface Decision {
  ad: AdRow;
  /** the owner had deleted the account: the ad's contents were erased with the decision */
  erased: boolean;
  /** the storage keys of the erased photos */
  photos: string[];
  creditsRefunded: number;
}

/** Ends a decision inside its transaction: a deleted account's ad loses its contents, its audit entry its personal values. */
async function concluded(
  tx: Transaction,
  ad: AdRow,
  audit: AuditRecord,
  creditsRefunded: number,
): Promise<{ audit: AuditRecord; result: Decision }> {
  if (!(await ownerDeleted(tx, ad.userId)))
    return { audit, result: { ad, erased: false, photos: [], creditsRefunded } };
  const photos = await eraseAdContents(tx, [ad.id]);
  const erasedAudit = { ...audit, before: erasePersonalFields(audit.before), after: erasePersonalFields(audit.after) };
  return {
    audit: erasedAudit,
    result: { ad: await tx.ad.findUniqueOrThrow({ where: { id: ad.id } }), erased: true, photos, creditsRefunded },
  };
}

/** After a decision committed: visitors' answers forgotten, erased photos' files removed, the advertiser told. */
async function afterDecision(
  ctx: RequestContext,
  decision: Decision,
  notice: (ad: AdRow) => Promise<void>,
): Promise<Decision> {
  await ctx.publicCache?.forgetAll();
  if (decision.erased) await removeUnusedFiles(ctx, { photos: decision.photos });
  else await notice(decision.ad);
  return decision;
}

async function closeReports(tx: Transaction, adId: number, status: 'actioned' | 'dismissed'): Promise<number> {
  return (await tx.adReport.updateMany({ where: { adId, status: 'open' }, data: { status } })).count;
}

/** Publishes a held ad: on the site from now on its own dates; its advertiser is mailed. */
export async function publishHeldAd(ctx: RequestContext, adIdInput: unknown): Promise<Decision> {
  requireStaff(ctx);
  const adId = parseInput(adIdSchema, adIdInput);
  const decision = await audited(ctx, async (tx) => {
    const before = await lockedHeldAd(tx, adId);
    const reportsDismissed = await closeReports(tx, adId, 'dismissed');
    // a takedown ends with it: its photos are no longer taken down (as a restore)
    const onAd = await tx.adImage.findMany({
      where: { adId, fingerprint: { not: null } },
      select: { fingerprint: true },
    });
    await tx.takenDownPhoto.deleteMany({
      where: { adId, fingerprint: { in: onAd.map((image) => image.fingerprint!) } },
    });
    const after = await tx.ad.update({
      where: { id: adId },
      data: {
        heldAt: null,
        holdReasons: [],
        hiddenAt: null,
        moderationQueuedAt: null,
        takenDownAt: null,
        takedownReason: null,
      },
    });
    const audit: AuditRecord = {
      action: 'ad.publishHeld',
      subjectType: 'Ad',
      subjectId: adId,
      before: auditedAd(before),
      after: { ...auditedAd(after), reportsDismissed },
    };
    return concluded(tx, after, audit, 0);
  });
  return afterDecision(ctx, decision, (ad) => noticeHeldAdPublished(ctx, ad));
}

/** The whole days of a held ad not yet run: today (it was not shown) to its end, or its whole run if later. */
export function daysNotRun(startDate: string, endDate: string, today = todayInIndia()): number {
  if (endDate < today) return 0;
  return daysInclusive(startDate > today ? startDate : today, endDate);
}

/**
 * Refuses a held ad with the reason its advertiser reads: taken down, its open reports actioned, the
 * credits of its days not run returned when the desk chooses so; its advertiser is mailed.
 */
export async function refuseHeldAd(ctx: RequestContext, input: RefuseHeldAdInput, now = new Date()): Promise<Decision> {
  const actorId = requireStaff(ctx).id;
  const { adId, reason, refundCredits } = parseInput(refuseInput, input);
  const owner = await ctx.db.ad.findUnique({ where: { id: adId }, select: { userId: true } });
  if (!owner) throw new NotFoundError(REVIEW_MESSAGES.adNotFound);
  const today = todayInIndia(now);
  const decision = await audited(ctx, async (tx) => {
    // the account before the ad, as every change of a balance takes them (credits/ledger.ts lockAccount)
    if (refundCredits) await lockAccount(tx, owner.userId);
    const before = await lockedHeldAd(tx, adId);
    const reportsActioned = await closeReports(tx, adId, 'actioned');
    // its photos may come back on another ad, but only through review (moderation/photos.ts)
    const photos = await tx.adImage.findMany({
      where: { adId, fingerprint: { not: null } },
      select: { fingerprint: true },
    });
    await tx.takenDownPhoto.createMany({
      data: photos.map((image) => ({ fingerprint: image.fingerprint!, adId, reason, takenDownById: actorId })),
    });

    const deleted = await ownerDeleted(tx, before.userId);
    const days = daysNotRun(isoDate(before.startDate), isoDate(before.endDate), today);
    const scheme =
      refundCredits && !deleted ? await tx.creditScheme.findUnique({ where: { id: CREDIT_SCHEME_ID } }) : null;
    const refund = refundFor(days, scheme?.timePerCredit ?? null, before.creditsUsed);
    const yesterday = addDays(today, -1);
    const after = await tx.ad.update({
      where: { id: adId },
      data: {
        takenDownAt: now,
        takedownReason: reason,
        moderationQueuedAt: null,
        heldAt: null,
        holdReasons: [],
        // the returned days leave the ad: it ends yesterday (one that had not begun runs no day at all)
        ...(refund > 0
          ? {
              startDate: dateOnly(isoDate(before.startDate) > yesterday ? yesterday : isoDate(before.startDate)),
              endDate: dateOnly(yesterday),
              creditsUsed: { decrement: refund },
            }
          : {}),
      },
    });
    if (refund > 0) {
      await changeBalance(tx, {
        userId: before.userId,
        amount: refund,
        kind: 'refund',
        adId,
        reason: `Refused on review: ${days} ${days === 1 ? 'day' : 'days'} not run`,
      });
    }
    const audit: AuditRecord = {
      action: 'ad.refuseHeld',
      subjectType: 'Ad',
      subjectId: adId,
      before: auditedAd(before),
      after: { ...auditedAd(after), reportsActioned, creditsRefunded: refund },
    };
    return concluded(tx, after, audit, refund);
  });
  return afterDecision(ctx, decision, (ad) => noticeHeldAdRefused(ctx, ad, decision.creditsRefunded));
}
