// Dates and numbers as India writes them, by arithmetic instead of Intl: a page's first Intl formatter loads
// ICU's locale data, some 50 ms of a phone's main thread (measured at Lighthouse's 4x CPU slowdown).

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The calendar date in India at `instant` (docs/architecture.md section 7), YYYY-MM-DD. */
export function dateInIndia(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's calendar date in India, YYYY-MM-DD (ads run by India's calendar). */
export function todayInIndia(now = new Date()): string {
  // the text is built once per day: every listing request on the server asks it
  const day = Math.floor((now.getTime() + INDIA_OFFSET_MS) / DAY_MS);
  if (day !== latestDay.day) latestDay = { day, text: new Date(day * DAY_MS).toISOString().slice(0, 10) };
  return latestDay.text;
}

let latestDay = { day: Number.NaN, text: '' };

const DAY_MS = 86_400_000;

/** The calendar date `days` after (or before) a YYYY-MM-DD date; a text that is no date throws a RangeError. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from start to end, both included (an ad's run, its credits' days). */
export function daysInclusive(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A whole number with India's digit grouping, as `toLocaleString('en-IN')` writes it: 12,34,567. */
export function formatIndianNumber(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const sign = value <= -1 ? '-' : '';
  if (digits.length <= 3) return `${sign}${digits}`;
  // the last three digits, then groups of two (lakhs, crores)
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The months as Hindi writes them (issue 35): in full, short or long, as Hindi pages and papers do. */
const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

/**
 * A YYYY-MM-DD date as people write it, the one formatter of dates in words: `3 Dec`, with the year when
 * it is not `today`'s (`3 Jan 2028`); `long`, the month in full and the year always (`27 December 2026`,
 * the mails' form). In Hindi (`language` 'hi') the month is Hindi's, always in full: `3 दिसंबर`.
 */
export function dayInWords(
  isoDate: string,
  today = todayInIndia(),
  long = false,
  language: 'en' | 'hi' = 'en',
): string {
  const [year = '', month = '', day = ''] = isoDate.slice(0, 10).split('-');
  const index = Number(month) - 1;
  const name = (language === 'hi' ? HINDI_MONTHS[index] : MONTHS[index]) ?? month;
  if (long) return `${Number(day)} ${name} ${year}`;
  const words = `${Number(day)} ${language === 'hi' ? name : name.slice(0, 3)}`;
  return year === today.slice(0, 4) ? words : `${words} ${year}`;
}

/** dayInWords's English (`3 Dec`, `3 December 2027`, as a server's message has it) in `language`; any other text as it is. */
export function dayWordsIn(words: string, language: 'en' | 'hi'): string {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2,8})(?: (\d{4}))?$/.exec(words);
  if (language === 'en' || !match) return words;
  const index = MONTHS.findIndex((month) => month === match[2] || month.slice(0, 3) === match[2]);
  if (index < 0) return words;
  return `${match[1]} ${HINDI_MONTHS[index]}${match[3] ? ` ${match[3]}` : ''}`;
}

/**
 * An ad's run in words by India's calendar (issue 33): `until 3 Dec` while it runs (`until today`,
 * `until tomorrow` on its last two days), `from 5 Dec until 9 Dec` before it starts, `ended 3 Dec` after.
 */
export function runInWords(startDate: string, endDate: string, today = todayInIndia()): string {
  const start = startDate.slice(0, 10);
  const end = endDate.slice(0, 10);
  if (end < today) return `ended ${dayInWords(end, today)}`;
  const until =
    end === today ? 'until today' : end === addDays(today, 1) ? 'until tomorrow' : `until ${dayInWords(end, today)}`;
  return start > today ? `from ${dayInWords(start, today)} ${until}` : until;
}
