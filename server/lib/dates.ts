// Calendar dates in India time (Asia/Kolkata, UTC+05:30, no daylight saving): 'today' is
// today there, whatever the server's own time zone (docs/architecture.md section 7).
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  // the text is built once per day: every listing request asks it
  const day = Math.floor((now.getTime() + INDIA_OFFSET_MS) / 86_400_000);
  if (day !== latestDay.day) latestDay = { day, text: new Date(day * 86_400_000).toISOString().slice(0, 10) };
  return latestDay.text;
}

let latestDay = { day: Number.NaN, text: '' };

/** A YYYY-MM-DD calendar date as the Date Prisma stores in a DATE column (midnight UTC). */
export function dateOnly(isoDate: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not a calendar date: ${isoDate}`);
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

export function addDays(isoDay: string, days: number): string {
  return isoDate(new Date(dateOnly(isoDay).getTime() + days * 86_400_000));
}

/** Days from start to end, both included (an ad's run, its credits' days). */
export function daysInclusive(startDate: string, endDate: string): number {
  return Math.round((dateOnly(endDate).getTime() - dateOnly(startDate).getTime()) / 86_400_000) + 1;
}

/** India's calendar date of `date`, as people write it: 27 December 2026. */
export function readableDate(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
