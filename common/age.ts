// The age of the person in an ad (issue 31): one rule for the create and edit forms, the server's
// GraphQL and REST layers and the migration's tests. An age is a whole number from 18 to 99 that a
// person types; a quick summary (SPEC section 3: Age, Height, ...) that states an age, in any
// spelling a person uses (Age, Umar, उम्र, "25 yrs", "16 saal", "Age 17" inside a text), must agree
// with it and may not state under 18.
//
// How typed ages are read (docs: /tmp/notes/age.md, "Decisions"):
// - digits of any script are digits: Devanagari ०-९, full-width ０-９, Bengali, Tamil, ... (Unicode's
//   decimal digits) are read as 0-9, so a phone keyboard in Hindi gives the same age;
// - an age typed in words ("twenty five") or with spaces inside ("2 5") is refused with a clear
//   message: the field is a number, and "2 5" may be 2, 5 or 25; nothing is guessed;
// - a summary is read generously instead, words and spaced digits included: it is what visitors
//   read, and "Umar: 1 6" or "Age: seventeen" must not slip past the rule.

// in modules of their own, so a page that only needs the limits or the digits (the listing's age filter)
// does not carry the patterns below
import { MAX_AD_AGE, MIN_AD_AGE } from './ageLimits.ts';
import { asciiDigits } from './digits.ts';

export { asciiDigits, MAX_AD_AGE, MIN_AD_AGE };

export const ADULT_AGE_MESSAGE = 'Advertisers and the people in ads must be 18 or over';

export const AGE_MESSAGES = {
  required: `Age is required. ${ADULT_AGE_MESSAGE}`,
  notWholeNumber: 'Please enter the age as a whole number in digits, like 25',
  underAge: ADULT_AGE_MESSAGE,
  tooOld: `Please enter an age of ${MAX_AD_AGE} or under`,
  mismatch: (stated: number, age: number) =>
    `The age in your quick summaries (${stated}) must match the ad's age (${age}).`,
} as const;

export type AgeCheck = { ok: true; age: number } | { ok: false; message: string };

// anything longer is not an age; checked before any pattern so a huge value costs nothing
const LONGEST_AGE_INPUT = 20;
// a summary's text read for ages (the server keeps at most 60 + 200 characters of one)
const LONGEST_STATED_TEXT = 1000;

/** Text as the rules read it: compatibility forms folded (full-width letters, ligatures), digits as 0-9, lower case. */
function foldedText(text: string): string {
  return asciiDigits(text.normalize('NFKC')).toLowerCase();
}

/**
 * The age a person typed, as a whole number from 18 to 99, or the message to show. A number is
 * taken as it is; a text may hold digits of any script and surrounding spaces, nothing else.
 */
export function checkAge(value: unknown): AgeCheck {
  if (value === undefined || value === null) return { ok: false, message: AGE_MESSAGES.required };
  let age: number;
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return { ok: false, message: AGE_MESSAGES.notWholeNumber };
    age = value;
  } else if (typeof value === 'string') {
    if (value.length > LONGEST_AGE_INPUT) return { ok: false, message: AGE_MESSAGES.notWholeNumber };
    const text = asciiDigits(value.normalize('NFKC')).trim();
    if (text === '') return { ok: false, message: AGE_MESSAGES.required };
    if (!/^\d{1,3}$/.test(text)) return { ok: false, message: AGE_MESSAGES.notWholeNumber };
    age = Number(text);
  } else {
    return { ok: false, message: AGE_MESSAGES.notWholeNumber };
  }
  if (age < MIN_AD_AGE) return { ok: false, message: AGE_MESSAGES.underAge };
  if (age > MAX_AD_AGE) return { ok: false, message: AGE_MESSAGES.tooOld };
  return { ok: true, age };
}

// ---- ages stated in texts ----------------------------------------------------------------------

// letters (and the marks of Devanagari's letters) around a word: JavaScript's \b knows only ASCII
const BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{M}\\p{N}])';

/** Names of a person's age: English, Hinglish and Hindi (Devanagari); Marathi's वय. */
const AGE_WORDS = [
  'age',
  'aged',
  'umar',
  'umr',
  'umra',
  'umer',
  'umur',
  'aayu',
  'ayu',
  'vay',
  'उम्र',
  'उमर',
  'आयु',
  'वय',
];
/** Units of years: English, Hinglish and Hindi. */
const YEAR_WORDS = [
  'years',
  'year',
  'yrs',
  'yr',
  'y',
  'saal',
  'sal',
  'baras',
  'baris',
  'varsh',
  'varsha',
  'साल',
  'वर्ष',
  'बरस',
];
/**
 * What follows "16 years" or "16 saal" when it is someone's age: "old", and Hinglish's and Hindi's
 * feminine "ki"/"की" ("16 saal ki ladki"); "ka"/"ke" are left out: "5 saal ka experience" is a duration.
 */
const OLD_WORDS = ['old', 'ki', 'kee', 'की'];

const alternatives = (words: readonly string[]) => [...new Set(words)].sort((a, b) => b.length - a.length).join('|');

const UNITS = [
  ['zero', 0],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['thirteen', 13],
  ['fourteen', 14],
  ['fifteen', 15],
  ['sixteen', 16],
  ['seventeen', 17],
  ['eighteen', 18],
  ['nineteen', 19],
] as const;
const TENS = [
  ['twenty', 20],
  ['thirty', 30],
  ['forty', 40],
  ['fourty', 40],
  ['fifty', 50],
  ['sixty', 60],
  ['seventy', 70],
  ['eighty', 80],
  ['ninety', 90],
] as const;
/** Hindi numbers of the teens (where a minor's age hides) and twenty, in Hinglish spellings and Devanagari. */
const HINDI_NUMBERS: readonly (readonly [string, number])[] = [
  ['das', 10],
  ['gyarah', 11],
  ['gyara', 11],
  ['barah', 12],
  ['terah', 13],
  ['chaudah', 14],
  ['chauda', 14],
  ['choudah', 14],
  ['pandrah', 15],
  ['pandra', 15],
  ['pundrah', 15],
  ['solah', 16],
  ['sola', 16],
  ['satrah', 17],
  ['satra', 17],
  ['sattrah', 17],
  ['sattra', 17],
  ['atharah', 18],
  ['athara', 18],
  ['attharah', 18],
  ['unnees', 19],
  ['unnis', 19],
  ['unees', 19],
  ['bees', 20],
  ['bis', 20],
  ['दस', 10],
  ['ग्यारह', 11],
  ['बारह', 12],
  ['तेरह', 13],
  ['चौदह', 14],
  ['पंद्रह', 15],
  ['पन्द्रह', 15],
  ['सोलह', 16],
  ['सत्रह', 17],
  ['अठारह', 18],
  ['उन्नीस', 19],
  ['बीस', 20],
];

const WORD_VALUES = new Map<string, number>([...UNITS, ...TENS, ...HINDI_NUMBERS]);

// a number: spaced single digits ("1 7"), up to three digits, English words ("twenty five",
// "twenty-five", "seventeen"), or a Hindi one ("solah", "सोलह")
const NUMBER = `(?:\\d(?:[ \\u00a0]\\d){1,2}(?!\\d)|\\d{1,3}(?!\\d)|(?:${alternatives(TENS.map(([word]) => word))})(?:[ -]?(?:${alternatives(
  UNITS.slice(1, 10).map(([word]) => word),
)}))?${AFTER}|(?:${alternatives([...UNITS.map(([word]) => word), ...HINDI_NUMBERS.map(([word]) => word)])})${AFTER})`;

const SEPARATOR = '[\\s:=,.;()\\[\\]/|~*#-]*';
const AGE_WORD = `${BEFORE}(?:${alternatives(AGE_WORDS)})${AFTER}`;
const YEAR_WORD = `(?:${alternatives(YEAR_WORDS)})${AFTER}`;

/** "Age 17", "umar: 16 saal", "उम्र - १६", "age is 17", "aged seventeen". */
const AGE_THEN_NUMBER = new RegExp(
  `${AGE_WORD}${SEPARATOR}(?:(?:is|hai|h|of|about|approx)${AFTER}${SEPARATOR})?(${NUMBER})`,
  'gu',
);
/** "16 year old", "16-yrs-old", "16yo", "16 y/o", "16 saal ki", "१६ साल का". */
const NUMBER_THEN_OLD = new RegExp(
  `${BEFORE}(${NUMBER})[\\s.-]*(?:${YEAR_WORD}[\\s.-]*(?:${alternatives(OLD_WORDS)})${AFTER}|(?:yo|y\\.o\\.?|y/o)${AFTER})`,
  'gu',
);
/** A whole text that is a number of years: "25 yrs", "२५ साल", "16 saal". */
const ONLY_YEARS = new RegExp(`^${SEPARATOR}(${NUMBER})[\\s.-]*${YEAR_WORD}${SEPARATOR}$`, 'u');
/** A number anywhere, for a summary named as an age ("Age: 25", "Umar: twenty five", "Age: 25+"). */
const ANY_NUMBER = new RegExp(`${BEFORE}(${NUMBER})`, 'u');
const NAMES_AN_AGE = new RegExp(AGE_WORD, 'u');

/** A number as the patterns above found it: digits (spaces inside dropped) or words. */
function numberValue(found: string): number {
  if (/^\d/.test(found)) return Number(found.replace(/\D/g, ''));
  const words = found.split(/[ -]+/);
  if (words.length === 2) return WORD_VALUES.get(words[0]!)! + WORD_VALUES.get(words[1]!)!;
  const compact = WORD_VALUES.get(found);
  if (compact !== undefined) return compact;
  // "twentyfive": a tens word then a unit
  const tens = TENS.find(([word]) => found.startsWith(word))!;
  return tens[1] + (WORD_VALUES.get(found.slice(tens[0].length)) ?? 0);
}

function readable(text: string): string {
  return foldedText(text.length > LONGEST_STATED_TEXT ? text.slice(0, LONGEST_STATED_TEXT) : text);
}

/**
 * Every age a text states, in order: after a word naming an age ("Age 17", "umar: 16 saal", "उम्र
 * १६"), before "years old" and its Hinglish and Hindi forms ("16 year old", "16yo", "16 saal ki",
 * "१६ साल का"), or as the whole text when it is a number of years ("25 yrs", "२५ साल"). Numbers in
 * digits of any script, spaced digits ("1 7") and words ("seventeen", "solah") count.
 */
export function statedAgesIn(text: string): number[] {
  const folded = readable(text);
  const found: { at: number; age: number }[] = [];
  for (const pattern of [AGE_THEN_NUMBER, NUMBER_THEN_OLD]) {
    for (const match of folded.matchAll(pattern))
      found.push({ at: match.index + match[0].indexOf(match[1]!), age: numberValue(match[1]!) });
  }
  if (found.length === 0) {
    const whole = ONLY_YEARS.exec(folded);
    if (whole) found.push({ at: 0, age: numberValue(whole[1]!) });
  }
  // a number read by both patterns ("age 16 years old") counts once
  const seen = new Set<number>();
  return found
    .sort((a, b) => a.at - b.at)
    .filter(({ at }) => (seen.has(at) ? false : (seen.add(at), true)))
    .map(({ age }) => age);
}

/** The first age a text states (statedAgesIn), or null when it states none. */
export function statedAgeIn(text: string): number | null {
  return statedAgesIn(text)[0] ?? null;
}

/** Whether a quick summary's name names an age: "Age", "Umar", "Umr", "उम्र", "Aayu", "My age", "Age (years)". */
export function namesAnAge(name: string): boolean {
  return NAMES_AN_AGE.test(readable(name));
}

export interface QuickSummaryText {
  name: string;
  value: string;
}

/**
 * The ages a quick summary states. A summary named as an age states the first number of its value
 * ("Age: 25", "Umar: 16 saal", "उम्र: २५ साल", "Age: twenty five"); any other summary states what its
 * text says of an age ("About: 16 year old", "Details: Age 17"), but a bare number of years under
 * another name ("Experience: 5 years") is not an age.
 */
export function statedAgesOfSummary(summary: QuickSummaryText): number[] {
  if (namesAnAge(summary.name)) {
    const first = ANY_NUMBER.exec(readable(summary.value));
    if (first) return [numberValue(first[1]!)];
    return statedAgesIn(`${summary.name} ${summary.value}`);
  }
  const text = `${summary.name}: ${summary.value}`;
  const folded = readable(text);
  const ages: number[] = [];
  for (const pattern of [AGE_THEN_NUMBER, NUMBER_THEN_OLD]) {
    for (const match of folded.matchAll(pattern)) ages.push(numberValue(match[1]!));
  }
  return ages;
}

/** The age the quick summaries give: the first summary named as an age that states one (REST's `age` when none is sent). */
export function ageOfSummaries(summaries: readonly QuickSummaryText[]): number | null {
  for (const summary of summaries) {
    if (!namesAnAge(summary.name)) continue;
    const [age] = statedAgesOfSummary(summary);
    if (age !== undefined) return age;
  }
  return null;
}

export interface SummaryAgeProblem {
  /** which summary (its index in the list given) */
  index: number;
  message: string;
}

/**
 * Why the quick summaries cannot go with an ad of `age`, or null: a summary that states an age under
 * 18 (first, whatever the ad's age), or one that states another age than the ad's.
 */
export function summariesAgeProblem(
  age: number | null,
  summaries: readonly QuickSummaryText[],
): SummaryAgeProblem | null {
  const stated = summaries.map((summary) => statedAgesOfSummary(summary));
  for (const [index, ages] of stated.entries()) {
    if (ages.some((statedAge) => statedAge < MIN_AD_AGE)) return { index, message: ADULT_AGE_MESSAGE };
  }
  if (age === null) return null;
  for (const [index, ages] of stated.entries()) {
    const other = ages.find((statedAge) => statedAge !== age);
    if (other !== undefined) return { index, message: AGE_MESSAGES.mismatch(other, age) };
  }
  return null;
}

export type AdAgeCheck =
  { ok: true; age: number } | { ok: false; message: string; field: 'age' | `quickSummaries.${number}.value` };

/**
 * The rule of an ad's age, for the forms and the server alike: the typed age (checkAge), then the
 * quick summaries as sent (summariesAgeProblem); a refusal names the field, `age` or the summary.
 */
export function checkAdAge(age: unknown, quickSummaries: readonly QuickSummaryText[]): AdAgeCheck {
  const checked = checkAge(age);
  if (!checked.ok) return { ok: false, message: checked.message, field: 'age' };
  const problem = summariesAgeProblem(checked.age, quickSummaries);
  if (problem) return { ok: false, message: problem.message, field: `quickSummaries.${problem.index}.value` };
  return checked;
}

/** Whether a refusal the server answered is the age rule's (its field is `age`, or a summary and the message one of the rule's). */
export function isAgeRefusal(field: string | null | undefined, message: string): boolean {
  if (field === 'age') return true;
  return (
    Boolean(field?.startsWith('quickSummaries.')) &&
    (message === ADULT_AGE_MESSAGE || message.startsWith('The age in your quick summaries'))
  );
}
