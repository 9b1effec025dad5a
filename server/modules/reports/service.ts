// Visitors' reports of ads (issue 7, part 1; issue 14). Anyone may report an ad they can see, once
// per ad, a few times an hour and a day per network. Reports of a minor or of photos used without
// consent from three different networks hide the ad at once, until an admin decides; one person,
// however many addresses they use, cannot. The reporter gets a reference number.
import type * as z from 'zod/mini';
import { REPORT_FIELD_LIMITS, REPORT_REASON_MESSAGE, reportSchema } from '../../../common/forms/reports.ts';
import type { ReportReason } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { ConflictError, isUniqueViolation, NotFoundError } from '../../lib/errors.ts';
import { referenceNumber } from '../../lib/reference-numbers.ts';
import { LIMITS, reserve, type LimitName } from '../../lib/rate-limits.ts';
import { parseInput } from '../../lib/validation.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { publicAdWhere } from '../ads/service.ts';
import { noticeAdReported } from '../notifications/service.ts';

/** The gravest reasons: reporters from several networks saying so hide the ad before anyone looks. */
export const HIDING_REASONS: readonly ReportReason[] = ['underage', 'no_consent'];
/** Distinct reporter networks (IPv4 /24, IPv6 /48) whose grave reports hide an ad at once. */
export const NETWORKS_TO_HIDE = 3;
export const REPORT_LIMITS = {
  perVisitorPerHour: LIMITS.reportsPerAddress.points,
  perNetworkPerDay: LIMITS.reportsPerNetwork.points,
  ...REPORT_FIELD_LIMITS,
} as const;

export const REPORT_MESSAGES = {
  adNotFound: 'This ad does not exist or is no longer shown.',
  reason: REPORT_REASON_MESSAGE,
  alreadyReported: 'You have already reported this ad. Thank you: we are looking into it.',
  tooMany: 'You have sent several reports in the last hour. Please try again later.',
  tooManyFromNetwork: 'Many reports have come from your network today. Please try again tomorrow.',
} as const;

function tooManyReports(_seconds: number, limit: LimitName): string {
  return limit === 'reportsPerNetwork' ? REPORT_MESSAGES.tooManyFromNetwork : REPORT_MESSAGES.tooMany;
}

export type ReportAdInput = z.input<typeof reportSchema> & { adId: unknown };

export interface ReportReceipt {
  reference: string;
}

export async function reportAd(ctx: RequestContext, input: ReportAdInput, now = new Date()): Promise<ReportReceipt> {
  const { reason, details, contact } = parseInput(reportSchema, input);
  const adId = parseDatabaseId(input.adId);
  if (adId === null) throw new NotFoundError(REPORT_MESSAGES.adNotFound);

  const reservation = await reserve(
    ctx.rateLimits,
    [
      ['reportsPerAddress', ctx.visitorKey],
      ['reportsPerNetwork', ctx.networkKey],
    ],
    tooManyReports,
  );

  try {
    const receipt = await ctx.db.$transaction(async (tx) => {
      // one report at a time per ad, so two visitors' reports cannot both miss the other
      const [ad] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM ads WHERE id = ${adId} FOR UPDATE`;
      const visible = ad && (await tx.ad.count({ where: { id: adId, ...publicAdWhere() } })) > 0;
      if (!visible) throw new NotFoundError(REPORT_MESSAGES.adNotFound);

      const report = await tx.adReport.create({
        data: {
          adId,
          reason,
          details,
          contact,
          visitorKey: ctx.visitorKey,
          networkKey: ctx.networkKey,
          reference: referenceNumber('RPT'),
        },
      });
      let hide = false;
      if (HIDING_REASONS.includes(reason)) {
        const networks = await tx.adReport.groupBy({
          by: ['networkKey'],
          where: { adId, status: 'open', reason: { in: [...HIDING_REASONS] } },
        });
        hide = networks.length >= NETWORKS_TO_HIDE;
      }
      // the newest report brings the ad to the top of the moderation queue
      await tx.ad.update({
        where: { id: adId },
        data: { moderationQueuedAt: now, ...(hide ? { hiddenAt: now } : {}) },
      });
      return { reference: report.reference, hidden: hide };
    });
    // hidden at once: not even a visitor's cached listing shows it any more
    if (receipt.hidden) await ctx.publicCache?.forgetAll();
    await noticeAdReported(ctx, { adId, reason, details, reference: receipt.reference, hidden: receipt.hidden });
    return { reference: receipt.reference };
  } catch (error) {
    // a report that was not taken does not count against the visitor
    await reservation.refund();
    if (isUniqueViolation(error)) throw new ConflictError(REPORT_MESSAGES.alreadyReported, 'adId');
    throw error;
  }
}
