import { describe, expect, it } from 'vitest';
import { isNewAd, NEW_AD_DAYS } from './adFreshness.ts';

describe('isNewAd', () => {
  it('marks ads started today or yesterday in India, not the day before', () => {
    const now = new Date('2026-11-27T10:00:00Z'); // 15:30 on 27 Nov in India
    expect(NEW_AD_DAYS).toBe(2);
    expect(isNewAd('2026-11-27', now)).toBe(true);
    expect(isNewAd('2026-11-26', now)).toBe(true);
    expect(isNewAd('2026-11-25', now)).toBe(false);
    expect(isNewAd('2026-10-27', now)).toBe(false);
  });

  it("follows India's date between 18:30 and 24:00 UTC, when India is already on the next day", () => {
    // 19:00 UTC on 27 Nov is 00:30 on 28 Nov in India
    const lateUtc = new Date('2026-11-27T19:00:00Z');
    expect(isNewAd('2026-11-28', lateUtc)).toBe(true);
    expect(isNewAd('2026-11-27', lateUtc)).toBe(true);
    expect(isNewAd('2026-11-26', lateUtc)).toBe(false);
    // half a minute before India's midnight, 26 Nov is still yesterday
    const beforeMidnight = new Date('2026-11-27T18:29:30Z');
    expect(isNewAd('2026-11-26', beforeMidnight)).toBe(true);
    expect(isNewAd('2026-11-28', beforeMidnight)).toBe(false);
  });

  it('does not mark a run that starts later as new', () => {
    expect(isNewAd('2026-12-01', new Date('2026-11-27T10:00:00Z'))).toBe(false);
  });

  it('crosses months and years by the calendar', () => {
    expect(isNewAd('2026-12-31', new Date('2027-01-01T06:00:00Z'))).toBe(true);
    expect(isNewAd('2026-12-30', new Date('2027-01-01T06:00:00Z'))).toBe(false);
    expect(isNewAd('2028-02-28', new Date('2028-02-29T06:00:00Z'))).toBe(true);
  });
});
