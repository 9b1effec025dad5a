// Which ads a visitor sees marked "New" (issue 33): those whose run started today or yesterday by India's
// calendar, the two days the cards call new. One rule for the cards and anything else that marks ads new.
import { addDays, todayInIndia } from './india.ts';

/** How many calendar days, today included, an ad counts as new from its start date. */
export const NEW_AD_DAYS = 2;

/** Whether an ad starting on `startDate` (YYYY-MM-DD, India's calendar) is new at `now`: today or yesterday. */
export function isNewAd(startDate: string, now = new Date()): boolean {
  const today = todayInIndia(now);
  // YYYY-MM-DD texts order as their dates; a start still to come is not new yet
  return startDate <= today && startDate > addDays(today, -NEW_AD_DAYS);
}
