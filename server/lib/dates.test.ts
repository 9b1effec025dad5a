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

  it("is today's date there when no instant is given", () => {
    const before = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const today = todayInIndia();
    const after = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect([before, after]).toContain(today);
  });
});
