import { describe, expect, it } from 'vitest';
import { dateInIndia, formatIndianNumber, todayInIndia } from './india.ts';

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
