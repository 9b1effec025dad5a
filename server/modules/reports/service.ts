// Visitors' reports of ads (issue 7, part 1). Anyone may report an ad they can see, once per ad,
// a few times an hour. Reports of a minor or of photos used without consent from two different
// visitors hide the ad at once, until an admin decides. The reporter gets a reference number.
import { z } from 'zod';
import type { ReportReason } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { ConflictError, isUniqueViolation, NotFoundError, RateLimitedError } from '../../lib/errors.ts';
import { referenceNumber } from '../../lib/reference-numbers.ts';
import { parseInput } from '../../lib/validation.ts';
import { databaseId } from '../ads/service.ts';
import { publicAdWhere } from '../ads/visibility.ts';

export const REPORT_REASONS = ['underage', 'no_consent', 'explicit', 'sex_for_money', 'scam', 'spam', 'other'] as const satisfies readonly ReportReason[];

/** Reasons serious enough that two visitors saying so hide the ad before anyone looks. */
export const HIDING_REASONS: readonly ReportReason[] = ['underage', 'no_consent'];
export const VISITORS_TO_HIDE = 2;
export const REPORT_LIMITS = { perVisitorPerHour: 5, details: 1000, contact: 200 } as const;

export const REPORT_MESSAGES = {
  adNotFound: 'This ad does not exist or is no longer shown.',
  reason: 'Please choose why you are reporting this ad.',
  alreadyReported: 'You have already reported this ad. Thank you: we are looking into it.',
  tooMany: 'You have sent several reports in the last hour. Please try again later.',
} as const;

const reportInput = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  details: z.string().trim().max(REPORT_LIMITS.details, `Details must be at most ${REPORT_LIMITS.details} characters`).default(''),
  contact: z.string().trim().max(REPORT_LIMITS.contact, `Contact must be at most ${REPORT_LIMITS.contact} characters`).default(''),
});

export type ReportAdInput = z.input<typeof reportInput> & { adId: unknown };

export interface ReportReceipt {
  reference: string;
}

export async function reportAd(ctx: RequestContext, input: ReportAdInput, now = new Date()): Promise<ReportReceipt> {
  const { reason, details, contact } = parseInput(reportInput, input);
  const adId = databaseId(input.adId);
  if (adId === null) throw new NotFoundError(REPORT_MESSAGES.adNotFound);

  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const recent = await ctx.db.adReport.count({ where: { visitorKey: ctx.visitorKey, createdAt: { gt: hourAgo } } });
  if (recent >= REPORT_LIMITS.perVisitorPerHour) throw new RateLimitedError(REPORT_MESSAGES.tooMany, 60 * 60);

  try {
    const receipt = await ctx.db.$transaction(async (tx) => {
      // one report at a time per ad, so two visitors' reports cannot both miss the other
      const [ad] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM ads WHERE id = ${adId} FOR UPDATE`;
      const visible = ad && (await tx.ad.count({ where: { id: adId, ...publicAdWhere() } })) > 0;
      if (!visible) throw new NotFoundError(REPORT_MESSAGES.adNotFound);

      const report = await tx.adReport.create({ data: { adId, reason, details, contact, visitorKey: ctx.visitorKey, reference: referenceNumber('RPT') } });
      let hide = false;
      if (HIDING_REASONS.includes(reason)) {
        const reporters = await tx.adReport.groupBy({ by: ['visitorKey'], where: { adId, status: 'open', reason: { in: [...HIDING_REASONS] } } });
        hide = reporters.length >= VISITORS_TO_HIDE;
      }
      // the newest report brings the ad to the top of the moderation queue
      await tx.ad.update({ where: { id: adId }, data: { moderationQueuedAt: now, ...(hide ? { hiddenAt: now } : {}) } });
      return { reference: report.reference, hidden: hide };
    });
    // hidden at once: not even a visitor's cached listing shows it any more
    if (receipt.hidden) await ctx.publicCache?.forgetAll();
    return { reference: receipt.reference };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(REPORT_MESSAGES.alreadyReported, 'adId');
    throw error;
  }
}
