import { describe, expect, it } from 'vitest';
import {
  ADULT_AGE_MESSAGE,
  AGE_MESSAGES,
  ageOfSummaries,
  asciiDigits,
  checkAdAge,
  checkAge,
  isAgeRefusal,
  namesAnAge,
  statedAgeIn,
  statedAgesIn,
  statedAgesOfSummary,
  summariesAgeProblem,
} from './age.ts';

describe('an age a person types', () => {
  it('is a whole number from 18 to 99, as a number or text of digits in any script', () => {
    for (const [value, age] of [
      [18, 18],
      [99, 99],
      ['25', 25],
      [' 25 ', 25],
      ['२५', 25],
      ['१८', 18],
      ['２５', 25],
      ['২৫', 25], // Bengali
      ['௨௫', 25], // Tamil
      ['𝟐𝟓', 25], // mathematical bold
      ['025', 25],
    ] as const) {
      expect(checkAge(value)).toEqual({ ok: true, age });
    }
  });

  it('refuses under 18 with the adult message, over 99 and not a whole number with their own', () => {
    for (const value of [17, 0, -5, '17', '१६', '１６', '0'])
      expect(checkAge(value)).toEqual({ ok: false, message: ADULT_AGE_MESSAGE });
    for (const value of [100, 150, '100', '१००'])
      expect(checkAge(value)).toEqual({ ok: false, message: AGE_MESSAGES.tooOld });
    for (const value of [
      25.5,
      '25.5',
      'twenty five',
      'twenty-five',
      '2 5',
      '25 yrs',
      '25+',
      '-18',
      '1e2',
      'abc',
      '१ ६',
      '٢٥x',
      {},
      [25],
      true,
      Number.NaN,
      '9'.repeat(40),
    ]) {
      expect(checkAge(value)).toEqual({ ok: false, message: AGE_MESSAGES.notWholeNumber });
    }
    for (const value of [undefined, null, '', '   '])
      expect(checkAge(value)).toEqual({ ok: false, message: AGE_MESSAGES.required });
    expect(AGE_MESSAGES.required).toContain(ADULT_AGE_MESSAGE);
  });

  it('reads every script’s digits as 0-9 and leaves other text alone', () => {
    expect(asciiDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(asciiDigits('０１２３４５６７８９')).toBe('0123456789');
    expect(asciiDigits('Age ২৫, ૧૯ and ੨੦')).toBe('Age 25, 19 and 20');
  });
});

describe('an age a text states', () => {
  it('after a word naming an age, in English, Hinglish and Hindi', () => {
    for (const [text, age] of [
      ['Age 17', 17],
      ['age: 25', 25],
      ['AGE-19', 19],
      ['Real pics, Age 17, new in town', 17],
      ['Umar: 16 saal', 16],
      ['umr 22', 22],
      ['Umra - 30', 30],
      ['Aayu: 45', 45],
      ['उम्र: १६ साल', 16],
      ['उम्र 25', 25],
      ['आयु - २२', 22],
      ['aged 19', 19],
      ['my age is 17', 17],
      ['Age: seventeen', 17],
      ['age twenty five', 25],
      ['age twenty-five', 25],
      ['umar solah saal', 16],
      ['उम्र सत्रह', 17],
      ['Age 1 7', 17],
      ['Ａｇｅ １７', 17],
    ] as const) {
      expect(statedAgeIn(text), text).toBe(age);
    }
  });

  it('before "years old" and its Hinglish and Hindi forms', () => {
    for (const [text, age] of [
      ['16 year old schoolgirl look', 16],
      ['a 21-year-old student', 21],
      ['19yo', 19],
      ['19 y/o', 19],
      ['22 yrs old', 22],
      ['16 saal ki ladki', 16],
      ['१६ साल की', 16],
      ['seventeen years old', 17],
    ] as const) {
      expect(statedAgeIn(text), text).toBe(age);
    }
  });

  it('as a whole text of a number of years', () => {
    for (const [text, age] of [
      ['25 yrs', 25],
      ['25 years', 25],
      ['25 saal', 25],
      ['25 sal', 25],
      ['२५ साल', 25],
      ['१६ साल', 16],
      ['16 saal', 16],
      ['२२ वर्ष', 22],
    ] as const) {
      expect(statedAgeIn(text), text).toBe(age);
    }
  });

  it('not in texts that state no age', () => {
    for (const text of [
      '',
      'Warm and friendly',
      '5 ft 4',
      '55 kg',
      'Available 24 hours',
      '5 years of experience',
      '5 saal ka experience',
      'Agency since 2010',
      'Call after 10',
      'Page 17',
      'Ages 18 and over only',
      'x'.repeat(5000),
    ]) {
      expect(statedAgeIn(text), text).toBeNull();
    }
  });

  it('lists every age a text states, in order', () => {
    expect(statedAgesIn('Age 25, looks 21 year old')).toEqual([25, 21]);
    expect(statedAgesIn('age 16 years old')).toEqual([16]);
  });
});

describe("a quick summary's age", () => {
  it('is the first number of a summary named as an age', () => {
    for (const [name, value, age] of [
      ['Age', '25', 25],
      ['Age', '25 yrs', 25],
      ['Age', '25+', 25],
      ['age', '25 years, 5 ft 4', 25],
      ['Umar', '16 saal', 16],
      ['Umr', '22', 22],
      ['उम्र', '२५ साल', 25],
      ['Aayu', '१९', 19],
      ['My Age', '30', 30],
      ['Age (years)', '28', 28],
      ['Age', 'twenty five', 25],
      ['Age', '1 6', 16],
      ['Age', '１７', 17],
    ] as const) {
      expect(statedAgesOfSummary({ name, value }), `${name}: ${value}`).toEqual([age]);
    }
    expect(statedAgesOfSummary({ name: 'Age', value: 'young at heart' })).toEqual([]);
    for (const name of ['Age', 'Umar', 'Umr', 'उम्र', 'Aayu', 'आयु', 'age ', 'My age'])
      expect(namesAnAge(name), name).toBe(true);
    for (const name of ['Agency', 'Height', 'Page', 'Image', 'Hair Color', 'Weight'])
      expect(namesAnAge(name), name).toBe(false);
  });

  it('is what the text says of an age under another name, and no bare number of years', () => {
    expect(statedAgesOfSummary({ name: 'About', value: '16 year old' })).toEqual([16]);
    expect(statedAgesOfSummary({ name: 'Details', value: 'Age 17, new' })).toEqual([17]);
    expect(statedAgesOfSummary({ name: 'Experience', value: '5 years' })).toEqual([]);
    expect(statedAgesOfSummary({ name: 'Height', value: '5\'4"' })).toEqual([]);
    expect(statedAgesOfSummary({ name: 'Weight', value: '55 kg' })).toEqual([]);
  });

  it("gives the ad's age when none is typed: the first summary named as an age", () => {
    expect(
      ageOfSummaries([
        { name: 'Height', value: '5 ft' },
        { name: 'Age', value: '24 yrs' },
      ]),
    ).toBe(24);
    expect(ageOfSummaries([{ name: 'Umar', value: '१६ साल' }])).toBe(16);
    expect(ageOfSummaries([{ name: 'Height', value: '5 ft' }])).toBeNull();
    expect(ageOfSummaries([{ name: 'Age', value: 'ask me' }])).toBeNull();
  });

  it('may not state under 18, and must agree with the ad’s age', () => {
    const summaries = (...items: [string, string][]) => items.map(([name, value]) => ({ name, value }));
    expect(summariesAgeProblem(25, summaries(['Age', '25'], ['Height', '5 ft 4']))).toBeNull();
    expect(summariesAgeProblem(25, summaries(['Height', '5 ft 4']))).toBeNull();
    expect(summariesAgeProblem(25, [])).toBeNull();
    expect(summariesAgeProblem(25, summaries(['Umar', '२५ साल']))).toBeNull();
    expect(summariesAgeProblem(25, summaries(['Height', '5 ft'], ['Age', '24']))).toEqual({
      index: 1,
      message: AGE_MESSAGES.mismatch(24, 25),
    });
    expect(AGE_MESSAGES.mismatch(24, 25)).toBe("The age in your quick summaries (24) must match the ad's age (25).");
    for (const items of [
      [['Umar', '16 saal']],
      [['Age', '17']],
      [['Details', 'Age 17']],
      [['Umr', '१६ साल']],
      [['About', '16 year old schoolgirl look']],
      [['Age', 'sixteen']],
      [['Age', '1 6']],
    ] as [string, string][][]) {
      // under 18 is refused whatever the ad's age, even when the two agree
      expect(summariesAgeProblem(25, summaries(...items)), JSON.stringify(items)).toEqual({
        index: 0,
        message: ADULT_AGE_MESSAGE,
      });
      expect(summariesAgeProblem(null, summaries(['Height', '5 ft'], ...items))).toEqual({
        index: 1,
        message: ADULT_AGE_MESSAGE,
      });
    }
    // the under-18 summary is named first, whichever comes first
    expect(summariesAgeProblem(30, summaries(['Age', '24'], ['About', '17 year old']))).toEqual({
      index: 1,
      message: ADULT_AGE_MESSAGE,
    });
    expect(summariesAgeProblem(null, summaries(['Age', '24']))).toBeNull();
  });
});

describe("an ad's age with its summaries", () => {
  it('is the typed age when the summaries agree, else the refusal and the field it names', () => {
    expect(checkAdAge('२६', [{ name: 'Umar', value: '26 saal' }])).toEqual({ ok: true, age: 26 });
    expect(checkAdAge('', [{ name: 'Age', value: '26' }])).toEqual({
      ok: false,
      message: AGE_MESSAGES.required,
      field: 'age',
    });
    expect(
      checkAdAge(26, [
        { name: 'Height', value: '5 ft' },
        { name: 'Age', value: '25' },
      ]),
    ).toEqual({
      ok: false,
      message: AGE_MESSAGES.mismatch(25, 26),
      field: 'quickSummaries.1.value',
    });
    expect(checkAdAge(26, [{ name: 'Umar', value: '16 saal' }])).toEqual({
      ok: false,
      message: ADULT_AGE_MESSAGE,
      field: 'quickSummaries.0.value',
    });
  });

  it("tells the age rule's refusals from the summaries' other ones", () => {
    expect(isAgeRefusal('age', AGE_MESSAGES.required)).toBe(true);
    expect(isAgeRefusal('quickSummaries.2.value', ADULT_AGE_MESSAGE)).toBe(true);
    expect(isAgeRefusal('quickSummaries.0.value', AGE_MESSAGES.mismatch(25, 26))).toBe(true);
    expect(isAgeRefusal('quickSummaries.0.value', 'Must be at most 200 characters')).toBe(false);
    expect(isAgeRefusal('endDate', ADULT_AGE_MESSAGE)).toBe(false);
    expect(isAgeRefusal(null, 'Failed')).toBe(false);
  });
});
