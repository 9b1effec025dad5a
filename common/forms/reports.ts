// A visitor's report of an ad (issue 7): why, what they saw, how to reach them. The Report this ad
// dialog checks with it, the reports service parses with it.
import * as z from 'zod/mini';
import type { ReportReason } from '../reportReasons.ts';

export const REPORT_REASONS = [
  'underage',
  'no_consent',
  'explicit',
  'sex_for_money',
  'scam',
  'spam',
  'other',
] as const satisfies readonly ReportReason[];

export const REPORT_FIELD_LIMITS = { details: 1000, contact: 200 } as const;

export const REPORT_REASON_MESSAGE = 'Please choose why you are reporting this ad.';

/** An optional text of at most `max` characters, trimmed; absent becomes ''. */
function optionalReportText(max: number, name: string) {
  return z._default(z.string().check(z.trim(), z.maxLength(max, `${name} must be at most ${max} characters`)), '');
}

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_REASON_MESSAGE }),
  details: optionalReportText(REPORT_FIELD_LIMITS.details, 'Details'),
  contact: optionalReportText(REPORT_FIELD_LIMITS.contact, 'Contact'),
});
