// The date of birth an account states at sign-up (issue 31): one rule for the register form, the
// account page and the server. A date of birth is a calendar date, YYYY-MM-DD as a date input gives
// it; it is judged against India's today (./india.ts), whatever the hour or the device's time zone.
// Refused: no date, one that is not a date, one that does not exist (30 February), one in the
// future, one more than 100 years ago, and anyone under 18.
import { ADULT_AGE_MESSAGE, asciiDigits, MIN_AD_AGE } from './age.ts';
import { todayInIndia } from './india.ts';
import { ISO_DATE_PATTERN } from './formPatterns.ts';

/** A date of birth further back than this many years is taken for a typing mistake. */
export const OLDEST_YEARS = 100;

export const DATE_OF_BIRTH_MESSAGES = {
  required: 'Please enter your date of birth',
  format: 'Please enter your date of birth as year-month-day, for example 1998-08-15',
  impossible: 'That date does not exist: please check the day and month of your date of birth',
  future: 'Your date of birth cannot be in the future',
  tooOld: `Please check your date of birth: it is more than ${OLDEST_YEARS} years ago`,
  underAge: ADULT_AGE_MESSAGE,
} as const;

export type DateOfBirthCheck = { ok: true; dateOfBirth: string } | { ok: false; message: string };

// anything longer is not a date; checked before any pattern so a huge value costs nothing
const LONGEST_INPUT = 40;

/** Whether YYYY-MM-DD names a day on the calendar (no 30 February, no 29 February of a common year). */
function isCalendarDate(isoDate: string): boolean {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/**
 * Whole years from `dateOfBirth` to `indiaDate` (both YYYY-MM-DD): the age on that day. A birthday
 * counts from its own day; someone born on 29 February is a year older on 1 March of a common year.
 */
export function ageOn(dateOfBirth: string, indiaDate: string): number {
  const years = Number(indiaDate.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return indiaDate.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** The same month and day `years` years before `isoDate` (a string bound: 29 February stays as written). */
function yearsBefore(isoDate: string, years: number): string {
  return `${String(Number(isoDate.slice(0, 4)) - years).padStart(4, '0')}${isoDate.slice(4)}`;
}

/**
 * Checks a stated date of birth against India's today (`today`, YYYY-MM-DD; the server passes its
 * own clock's). Surrounding spaces are ignored, and digits of any script (Devanagari, full-width)
 * are read as the digits they are; the answer is the date as YYYY-MM-DD or the message to show.
 */
export function checkDateOfBirth(value: unknown, today: string = todayInIndia()): DateOfBirthCheck {
  if (value === undefined || value === null) return { ok: false, message: DATE_OF_BIRTH_MESSAGES.required };
  if (typeof value !== 'string' || value.length > LONGEST_INPUT)
    return { ok: false, message: DATE_OF_BIRTH_MESSAGES.format };
  // full-width forms folded (NFKC), digits of any script read as 0-9 (./age.ts)
  const text = asciiDigits(value.normalize('NFKC')).trim();
  if (text === '') return { ok: false, message: DATE_OF_BIRTH_MESSAGES.required };
  if (!ISO_DATE_PATTERN.test(text)) return { ok: false, message: DATE_OF_BIRTH_MESSAGES.format };
  if (!isCalendarDate(text)) return { ok: false, message: DATE_OF_BIRTH_MESSAGES.impossible };
  if (text > today) return { ok: false, message: DATE_OF_BIRTH_MESSAGES.future };
  if (text < yearsBefore(today, OLDEST_YEARS)) return { ok: false, message: DATE_OF_BIRTH_MESSAGES.tooOld };
  if (ageOn(text, today) < MIN_AD_AGE) return { ok: false, message: DATE_OF_BIRTH_MESSAGES.underAge };
  return { ok: true, dateOfBirth: text };
}

/** The bounds a date input offers (its `min` and `max`): 100 years ago to the day one turns 18 today. */
export function dateOfBirthInputBounds(today: string = todayInIndia()): { min: string; max: string } {
  const min = yearsBefore(today, OLDEST_YEARS);
  const max = yearsBefore(today, MIN_AD_AGE);
  // on 29 February, a common year's bounds are the days around the one it lacks
  return {
    min: isCalendarDate(min) ? min : `${min.slice(0, 4)}-03-01`,
    max: isCalendarDate(max) ? max : `${max.slice(0, 4)}-02-28`,
  };
}

/** Who an account's ads are of: the account holder alone, or other people an agency lists. */
export type AccountKind = 'independent' | 'agency';

export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = {
  independent: 'Just me',
  agency: 'An agency listing others',
};

/** What an agency declares on each ad it creates or edits (stored as the ad's adultDeclaredAt). */
export const ADULT_DECLARATION_TEXT =
  'I hold proof (an identity document) that the person in this ad is 18 or over, and will show it to the site on request.';

export const ADULT_DECLARATION_MESSAGE =
  'An agency must confirm it holds proof that the person in the ad is 18 or over: please tick the declaration.';
