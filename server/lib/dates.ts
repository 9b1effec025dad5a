// Calendar dates in India time (Asia/Kolkata, UTC+05:30, no daylight saving): 'today' is
// today there, whatever the server's own time zone. The calendar arithmetic both sides need is in
// common/india.ts; the server's own (the Date a DATE column holds, dates in words) is here.
export { addDays, daysInclusive, todayInIndia } from '../../common/india.ts';
import { ISO_DATE_PATTERN } from '../../common/formPatterns.ts';
import { dateInIndia, dayInWords } from '../../common/india.ts';

/** A YYYY-MM-DD calendar date as the Date Prisma stores in a DATE column (midnight UTC). */
export function dateOnly(isoDate: string): Date {
  if (!ISO_DATE_PATTERN.test(isoDate)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`Not a calendar date: ${isoDate}`);
  }
  return date;
}

/** The YYYY-MM-DD of a DATE column value. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** India's calendar date of `date`, as people write it: 27 December 2026 (common/india.ts dayInWords). */
export function readableDate(date: Date): string {
  return dayInWords(dateInIndia(date), undefined, true);
}
