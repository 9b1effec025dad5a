// The reasons a visitor gives when reporting an ad, in the words the report form and the moderation
// queue both show.
import type { ReportReason } from '../__generated__/useReportAdMutation.graphql';

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  underage: 'The person may be under 18',
  no_consent: 'Photos used without consent',
  explicit: 'Explicit content',
  sex_for_money: 'Offers sexual services for money',
  scam: 'Scam or fraud',
  spam: 'Spam or duplicate',
  other: 'Something else',
};
