// The shared date-of-birth rule (issue 31), as the register form, the account page and the server apply it.
import { describe, expect, it } from 'vitest';
import { ADULT_AGE_MESSAGE } from './age.ts';
import { ageOn, checkDateOfBirth, DATE_OF_BIRTH_MESSAGES, dateOfBirthInputBounds } from './dateOfBirth.ts';

const TODAY = '2026-06-15';

describe('ageOn', () => {
  it('counts whole years, a birthday from its own day', () => {
    expect(ageOn('2000-06-15', TODAY)).toBe(26);
    expect(ageOn('2000-06-16', TODAY)).toBe(25);
    expect(ageOn('2000-01-01', TODAY)).toBe(26);
    expect(ageOn('2000-12-31', TODAY)).toBe(25);
    expect(ageOn(TODAY, TODAY)).toBe(0);
  });

  it('makes someone born on 29 February a year older on 1 March of a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });
});

describe('checkDateOfBirth', () => {
  it.each([
    ['2008-06-15', '2008-06-15'],
    ['1990-01-31', '1990-01-31'],
    ['  1990-01-31 ', '1990-01-31'],
    ['१९९०-०१-३१', '1990-01-31'],
    ['１９９０－０１－３１', '1990-01-31'],
    ['1926-06-15', '1926-06-15'],
    ['2000-02-29', '2000-02-29'],
  ])('accepts %j as %s', (value, dateOfBirth) => {
    expect(checkDateOfBirth(value, TODAY)).toEqual({ ok: true, dateOfBirth });
  });

  it.each([
    [undefined, DATE_OF_BIRTH_MESSAGES.required],
    [null, DATE_OF_BIRTH_MESSAGES.required],
    ['', DATE_OF_BIRTH_MESSAGES.required],
    ['   ', DATE_OF_BIRTH_MESSAGES.required],
    [19900131, DATE_OF_BIRTH_MESSAGES.format],
    ['31/01/1990', DATE_OF_BIRTH_MESSAGES.format],
    ['31-01-1990', DATE_OF_BIRTH_MESSAGES.format],
    ['1990-1-31', DATE_OF_BIRTH_MESSAGES.format],
    ['nineteen ninety', DATE_OF_BIRTH_MESSAGES.format],
    ['1990-01-31T00:00:00Z', DATE_OF_BIRTH_MESSAGES.format],
    ['9'.repeat(10_000), DATE_OF_BIRTH_MESSAGES.format],
    ['1990-02-30', DATE_OF_BIRTH_MESSAGES.impossible],
    ['1900-02-29', DATE_OF_BIRTH_MESSAGES.impossible],
    ['1999-02-29', DATE_OF_BIRTH_MESSAGES.impossible],
    ['1990-04-31', DATE_OF_BIRTH_MESSAGES.impossible],
    ['1990-00-10', DATE_OF_BIRTH_MESSAGES.impossible],
    ['1990-13-10', DATE_OF_BIRTH_MESSAGES.impossible],
    ['1990-05-00', DATE_OF_BIRTH_MESSAGES.impossible],
    ['2026-06-16', DATE_OF_BIRTH_MESSAGES.future],
    ['2999-01-01', DATE_OF_BIRTH_MESSAGES.future],
    ['1926-06-14', DATE_OF_BIRTH_MESSAGES.tooOld],
    ['0000-01-01', DATE_OF_BIRTH_MESSAGES.tooOld],
    ['1066-10-14', DATE_OF_BIRTH_MESSAGES.tooOld],
    ['2008-06-16', ADULT_AGE_MESSAGE],
    ['2010-01-01', ADULT_AGE_MESSAGE],
    ['2026-06-15', ADULT_AGE_MESSAGE],
  ])('refuses %j: %s', (value, message) => {
    expect(checkDateOfBirth(value, TODAY)).toEqual({ ok: false, message });
  });

  it('says "under 18" in the words of the age rule', () => {
    expect(DATE_OF_BIRTH_MESSAGES.underAge).toBe('Advertisers and the people in ads must be 18 or over');
  });
});

describe('dateOfBirthInputBounds', () => {
  it('offers 100 years ago to the day one turns 18', () => {
    expect(dateOfBirthInputBounds(TODAY)).toEqual({ min: '1926-06-15', max: '2008-06-15' });
  });

  it('on 29 February, the days around the one a common year lacks', () => {
    expect(dateOfBirthInputBounds('2028-02-29')).toEqual({ min: '1928-02-29', max: '2010-02-28' });
    expect(dateOfBirthInputBounds('2000-02-29')).toEqual({ min: '1900-03-01', max: '1982-02-28' });
    expect(dateOfBirthInputBounds('2030-02-28')).toEqual({ min: '1930-02-28', max: '2012-02-28' });
  });

  it('the bounds themselves pass the rule', () => {
    for (const today of ['2026-06-15', '2028-02-29', '2000-02-29', '2027-01-01']) {
      const { min, max } = dateOfBirthInputBounds(today);
      expect(checkDateOfBirth(min, today).ok).toBe(true);
      expect(checkDateOfBirth(max, today).ok).toBe(true);
    }
  });
});
