// The desk's words for where an ad stands (server/modules/desk/service.ts, DESK_AD_STATES) and for its
// status filter, with the colour of each state's badge.

export const DESK_STATE_LABELS: Record<string, string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  ended: 'Ended',
  held: 'Held for review',
  hidden_by_reports: 'Hidden by reports',
  taken_down: 'Taken down',
  inactive_account: 'Account not active',
};

export const DESK_STATE_COLOURS: Record<string, string> = {
  live: 'green',
  scheduled: 'blue',
  ended: 'gray',
  held: 'orange',
  hidden_by_reports: 'orange',
  taken_down: 'red',
  inactive_account: 'gray',
};

/** The status filter's choices, in the order a desk looks for them. */
export const DESK_FILTER_LABELS: Record<string, string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  ended: 'Ended',
  in_review: 'Under review (moderation queue)',
  held: 'Held by the screening',
  hidden_by_reports: 'Hidden by reports',
  taken_down: 'Taken down',
  inactive_account: 'Account not active',
  no_age: 'No age (old ads)',
  has_placement: 'Has a placement',
};

/** "1 ad", "20 ads", "1,000+ ads". */
export function adsCountText(count: number, isLowerBound: boolean): string {
  const number = `${count.toLocaleString('en-IN')}${isLowerBound ? '+' : ''}`;
  return count === 1 && !isLowerBound ? '1 ad' : `${number} ads`;
}
