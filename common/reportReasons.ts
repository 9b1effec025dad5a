// The reasons a visitor gives when reporting an ad, in the words the report form and the moderation
// queue both show.
/** Why a visitor reports an ad, as the schema's ReportReason enum names it. */
export type ReportReason = 'underage' | 'no_consent' | 'explicit' | 'sex_for_money' | 'scam' | 'spam' | 'other';

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  underage: 'The person may be under 18',
  no_consent: 'Photos used without consent',
  explicit: 'Explicit content',
  sex_for_money: 'Offers sexual services for money',
  scam: 'Scam or fraud',
  spam: 'Spam or duplicate',
  other: 'Something else',
};
