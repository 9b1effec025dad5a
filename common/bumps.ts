// Bumps (issue 34, docs/decisions/0110-listing-order-by-bump.md): an advertiser moves an ad to the top of
// its city's listing now, or daily at a time of day in India for chosen days of its run. The Promote
// page's form and the server (server/modules/placements/bumps.ts) share these: the time of day, the
// schedule's run times, the least interval between two bumps of one ad, and the messages.
import * as z from 'zod/mini';
import { addDays, dateInIndia, dayInWords, dayWordsIn, daysInclusive, todayInIndia } from './india.ts';
import { placementDaysSchema } from './forms/placements.ts';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;

/** A daily bump's days at most (a year: longer than any ad's run). */
export const MAX_DAILY_BUMP_DAYS = 366;

/** A time of day as the form writes it, 24-hour: 21:00, 9:05, 09:05. */
const TIME_OF_DAY_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of a time of day (21:00 is 1260), or null when the text is no time. */
export function minuteOfDay(text: string): number | null {
  const match = TIME_OF_DAY_PATTERN.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A time of day (minutes after midnight) as people write it: 21:00, 09:05. */
export function timeOfDay(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The instant at `minute` minutes after midnight of India's date `day` (YYYY-MM-DD). */
export function instantInIndia(day: string, minute: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (minute - INDIA_OFFSET_MINUTES) * MINUTE_MS);
}

/** The time of day in India of an instant, minutes after midnight. */
export function minuteInIndia(instant: Date): number {
  const minutes = Math.floor(instant.getTime() / MINUTE_MS) + INDIA_OFFSET_MINUTES;
  return ((minutes % 1440) + 1440) % 1440;
}

/** The days an instant is named by, as near days' words: today, tomorrow, yesterday. */
type NearDay = 'today' | 'tomorrow' | 'yesterday';
const HINDI_NEAR_DAYS: Record<NearDay, string> = { today: 'आज', tomorrow: 'कल', yesterday: 'बीते कल' };

/** A time of day on a near day or on a day in words, in `language`. */
function momentWords(time: string, day: { near: NearDay } | { words: string }, language: 'en' | 'hi'): string {
  if (language === 'hi') return 'near' in day ? `${HINDI_NEAR_DAYS[day.near]} ${time}` : `${day.words}, ${time}`;
  return 'near' in day ? `${time} ${day.near}` : `${time} on ${day.words}`;
}

/**
 * An instant as an advertiser reads it, India's time: `21:00 today`, `09:30 tomorrow`, `21:00 on 3 Dec`
 * (in Hindi `आज 21:00`, `कल 09:30`, `3 दिसंबर, 21:00`).
 */
export function momentInWords(instant: Date, now = new Date(), language: 'en' | 'hi' = 'en'): string {
  const today = todayInIndia(now);
  const day = dateInIndia(instant);
  const time = timeOfDay(minuteInIndia(instant));
  const near: NearDay | null =
    day === today ? 'today' : day === addDays(today, 1) ? 'tomorrow' : day === addDays(today, -1) ? 'yesterday' : null;
  return momentWords(time, near ? { near } : { words: dayInWords(day, today, false, language) }, language);
}

/** momentInWords's English (as a server's message has it) in `language`; any other text as it is. */
export function momentWordsIn(words: string, language: 'en' | 'hi'): string {
  const match = /^(\d{2}:\d{2}) (?:(today|tomorrow|yesterday)|on (.{1,40}))$/.exec(words);
  if (language === 'en' || !match) return words;
  const [, time = '', near, day = ''] = match;
  return momentWords(time, near ? { near: near as NearDay } : { words: dayWordsIn(day, language) }, language);
}

/** A number of minutes in words: `4 hours`, `1 hour 30 minutes`, `45 minutes` (in Hindi `4 घंटे`, `1 घंटा 30 मिनट`). */
export function intervalInWords(minutes: number, language: 'en' | 'hi' = 'en'): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hoursWords = language === 'hi' ? (hours === 1 ? 'घंटा' : 'घंटे') : hours === 1 ? 'hour' : 'hours';
  const minutesWords = language === 'hi' ? 'मिनट' : rest === 1 ? 'minute' : 'minutes';
  const parts = [...(hours ? [`${hours} ${hoursWords}`] : []), ...(rest || !hours ? [`${rest} ${minutesWords}`] : [])];
  return parts.join(' ');
}

/** intervalInWords's English (as a server's message has it) in `language`; any other text as it is. */
export function intervalWordsIn(words: string, language: 'en' | 'hi'): string {
  const match = /^(?:(\d{1,6}) hours?(?: (\d{1,2}) minutes?)?|(\d{1,2}) minutes?)$/.exec(words);
  if (language === 'en' || !match) return words;
  return intervalInWords(Number(match[1] ?? 0) * 60 + Number(match[2] ?? match[3] ?? 0), language);
}

/**
 * The runs of a daily bump at `minute` (India's time) on each day from `firstDay` to `lastDay`, those
 * after `now` (today's time may have passed): instants, in order.
 */
export function dailyBumpRuns(firstDay: string, lastDay: string, minute: number, now = new Date()): Date[] {
  const count = daysInclusive(firstDay, lastDay);
  const runs: Date[] = [];
  for (let index = 0; index < count; index += 1) {
    const run = instantInIndia(addDays(firstDay, index), minute);
    if (run.getTime() > now.getTime()) runs.push(run);
  }
  return runs;
}

/**
 * The first moment from `from` on that is at least `intervalMinutes` away from every one of `bumps`
 * (the ad's bumps done and due): when the ad may be bumped next.
 */
export function nextBumpAllowed(from: Date, bumps: readonly Date[], intervalMinutes: number): Date {
  const interval = intervalMinutes * MINUTE_MS;
  let moment = from.getTime();
  // ascending: once past a bump by the interval, every earlier one is further still
  for (const bump of [...bumps].map((at) => at.getTime()).sort((a, b) => a - b)) {
    if (Math.abs(moment - bump) < interval) moment = bump + interval;
  }
  return new Date(moment);
}

export const BUMP_MESSAGES = {
  timeRequired: 'Please choose a time of day, such as 21:00.',
  timeInvalid: 'Please choose a time of day as hours and minutes, such as 21:00.',
  tooManyDays: `Please choose at most ${MAX_DAILY_BUMP_DAYS} days.`,
  tooSoon: (interval: string, next: string) =>
    `Bumps of one ad are at least ${interval} apart: this ad can be bumped again at ${next}.`,
  dailyTooClose: (run: string, other: string, interval: string) =>
    `The bump at ${run} would come within ${interval} of this ad's bump at ${other}: bumps of one ad are at least ${interval} apart. Please choose another time or other days.`,
  dailyIntervalTooLong: (interval: string) =>
    `Bumps of one ad are at least ${interval} apart, so it cannot be bumped every day: please choose one day, or bump it now.`,
  noRunsLeft: 'That time has already passed on the days chosen: please choose a later time, or start tomorrow.',
  purchaseNotFound: 'This daily bump does not exist, or it is not yours.',
  alreadyCancelled: 'This daily bump was already cancelled.',
  nothingToCancel: 'Every bump of this daily bump has already run: there is nothing left to cancel.',
} as const;

const time = z.pipe(
  z.transform((value: unknown) => (value === null || value === '' ? undefined : value)),
  z
    .string({ error: BUMP_MESSAGES.timeRequired })
    .check(z.refine((text) => minuteOfDay(text) !== null, BUMP_MESSAGES.timeInvalid)),
);

/** A daily bump as the Promote page's form sends it: the time of day in India and the days. */
export const dailyBumpSchema = z.intersection(
  z.object({ time }),
  placementDaysSchema.check(
    z.refine(
      (days) =>
        days.lastDay < days.firstDay ||
        !/^\d{4}-\d{2}-\d{2}$/.test(days.firstDay) ||
        daysInclusive(days.firstDay, days.lastDay) <= MAX_DAILY_BUMP_DAYS,
      { message: BUMP_MESSAGES.tooManyDays, path: ['lastDay'] },
    ),
  ),
);

export type DailyBumpValues = z.output<typeof dailyBumpSchema>;
