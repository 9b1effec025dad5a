// What stopping an ad early gives back (issue 18), computed as the server does
// (server/modules/ads/editing.ts): the whole days after today (or the whole run when it has not
// begun), refunded at the current price in whole credits, never more than the ad cost.
import { addDays, daysInclusive } from '../../../../../common/india.ts';

export function unusedDays(startDate: string, endDate: string, today: string): number {
  if (endDate < today) return 0;
  const firstUnused = startDate > today ? startDate : addDays(today, 1);
  return firstUnused > endDate ? 0 : daysInclusive(firstUnused, endDate);
}

export function stopRefund(
  ad: { startDate: string; endDate: string; creditsUsed: number },
  timePerCredit: number | null,
  today: string,
): { days: number; credits: number } {
  const days = unusedDays(ad.startDate, ad.endDate, today);
  // days / time per credit in ten-thousandths (the scheme has 4 decimals), so no floating-point drift
  const credits =
    timePerCredit && timePerCredit > 0
      ? Math.min(ad.creditsUsed, Math.floor((days * 10_000) / Math.round(timePerCredit * 10_000)))
      : 0;
  return { days, credits };
}
