import { describe, expect, it } from 'vitest';
import { dateInIndia, dayInWords, dayWordsIn, formatIndianNumber, runInWords, todayInIndia } from './india.ts';

describe('India dates and numbers', () => {
  it("groups digits as toLocaleString('en-IN') does", () => {
    for (const value of [0, 7, 999, 1000, 12345, 99999, 100000, 1234567, 12345678, 123456789, 1000000000, -1234567]) {
      expect(formatIndianNumber(value)).toBe(value.toLocaleString('en-IN'));
    }
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
  });

  it("names India's date, which runs 5 h 30 min ahead of UTC", () => {
    expect(dateInIndia(new Date('2026-11-25T18:29:59.999Z'))).toBe('2026-11-25');
    expect(dateInIndia(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(dateInIndia(new Date('2026-03-31T23:00:00Z'))).toBe('2026-04-01');
    const now = new Date();
    expect(todayInIndia(now)).toBe(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Kolkata',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(now),
    );
  });
});

describe('dates in Hindi (issue 35)', () => {
  it('writes the month as Hindi does, in full, with the year when it is not this year’s', () => {
    expect(dayInWords('2026-12-03', '2026-11-27', false, 'hi')).toBe('3 दिसंबर');
    expect(dayInWords('2027-02-15', '2026-12-30', false, 'hi')).toBe('15 फ़रवरी 2027');
    expect(dayInWords('1995-08-15', '2026-11-27', true, 'hi')).toBe('15 अगस्त 1995');
    // English stays as it was
    expect(dayInWords('2026-12-03', '2026-11-27', false, 'en')).toBe('3 Dec');
  });

  it("reads a server message's English day back into Hindi, and leaves other words as they are", () => {
    for (const [day, today, long] of [
      ['2026-12-03', '2026-11-27', false],
      ['2027-02-15', '2026-12-30', false],
      ['2026-05-01', '2026-11-27', true],
      ['1995-08-15', '2026-11-27', true],
    ] as const)
      expect(dayWordsIn(dayInWords(day, today, long), 'hi')).toBe(dayInWords(day, today, long, 'hi'));
    expect(dayWordsIn('3 Dec', 'en')).toBe('3 Dec');
    for (const words of ['today', '3 Foo', 'Dec 3', '3 Dec 27']) expect(dayWordsIn(words, 'hi')).toBe(words);
  });
});

describe("an ad's run in words (issue 33)", () => {
  it('says the last day as people do, by the day India is on', () => {
    expect(dayInWords('2026-12-03', '2026-11-27')).toBe('3 Dec');
    expect(dayInWords('2027-01-15', '2026-12-30')).toBe('15 Jan 2027');
    expect(runInWords('2026-11-20', '2026-12-03', '2026-11-27')).toBe('until 3 Dec');
    expect(runInWords('2026-11-20', '2026-11-27', '2026-11-27')).toBe('until today');
    expect(runInWords('2026-11-20', '2026-11-28', '2026-11-27')).toBe('until tomorrow');
    expect(runInWords('2026-12-05', '2026-12-09', '2026-11-27')).toBe('from 5 Dec until 9 Dec');
    expect(runInWords('2026-11-20', '2026-11-26', '2026-11-27')).toBe('ended 26 Nov');
    expect(runInWords('2026-12-20T00:00:00.000Z', '2027-01-02T00:00:00.000Z', '2026-12-25')).toBe('until 2 Jan 2027');
  });

  it("writes the mails' long form as Intl's en-IN does, the month in full and the year always", () => {
    for (const instant of ['2026-12-27T10:00:00Z', '2026-01-03T20:00:00Z', '2027-05-31T18:29:00Z']) {
      const date = new Date(instant);
      expect(dayInWords(dateInIndia(date), undefined, true)).toBe(
        new Intl.DateTimeFormat('en-IN', {
          timeZone: 'Asia/Kolkata',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }).format(date),
      );
    }
  });

  it("takes today from India's calendar at any hour of UTC", () => {
    // 20:00 UTC on the 27th is already the 28th in India: the run's last day is today there
    const lateEvening = new Date('2026-11-27T20:00:00Z');
    expect(runInWords('2026-11-20', '2026-11-28', todayInIndia(lateEvening))).toBe('until today');
    const morning = new Date('2026-11-27T03:00:00Z');
    expect(runInWords('2026-11-20', '2026-11-28', todayInIndia(morning))).toBe('until tomorrow');
    // and by default, today's date in India whenever the test runs
    const today = todayInIndia();
    expect(runInWords(today, today)).toBe('until today');
  });
});
