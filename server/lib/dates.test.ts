import { describe, expect, it } from 'vitest';
import { todayInIndia } from './dates.ts';

describe("India's date", () => {
  it('turns at 18:30 UTC, and follows the instant asked whatever was asked before', () => {
    const instants: [string, string][] = [
      ['2026-11-25T18:29:59.999Z', '2026-11-25'],
      ['2026-11-25T18:30:00.000Z', '2026-11-26'],
      ['2026-11-25T18:29:59.999Z', '2026-11-25'],
      ['2026-12-31T18:30:00.000Z', '2027-01-01'],
      ['2024-02-28T18:30:00.000Z', '2024-02-29'],
      ['2026-11-26T00:00:00.000Z', '2026-11-26'],
      ['2026-11-26T23:59:59.999Z', '2026-11-27'],
    ];
    for (const [instant, day] of instants) expect(todayInIndia(new Date(instant)), instant).toBe(day);
  });

  it("is today's date in Asia/Kolkata when no instant is given, at any hour", () => {
    // the time zone database's answer, not our own offset arithmetic; read before and after in case midnight passes between
    const kolkata = () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Kolkata',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date());
    const before = kolkata();
    const today = todayInIndia();
    const after = kolkata();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([before, after]).toContain(today);
  });
});
