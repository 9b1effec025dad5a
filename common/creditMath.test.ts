import { Prisma } from '../server/db/generated/prisma/client.ts';
import { describe, expect, it } from 'vitest';
import { creditsForAmount, creditsPerAd, daysForAmount, maxDaysPerLocation, refundFor } from './creditMath.ts';

describe('credit arithmetic', () => {
  it('grants credits for an amount exactly, rounded down', () => {
    expect(creditsForAmount(100, 0.29)).toBe(29);
    expect(creditsForAmount(100, new Prisma.Decimal('0.29'))).toBe(29);
    expect(creditsForAmount(1000, new Prisma.Decimal('1.005'))).toBe(1005);
    expect(creditsForAmount(1000, 0.0333)).toBe(33);
    expect(creditsForAmount(99, 0.01)).toBe(0);
  });

  it('grants days for an amount: amount x rate x time per credit, rounded down', () => {
    expect(daysForAmount(100, 0.29, 0.5)).toBe(14);
    expect(daysForAmount(300, 0.01, new Prisma.Decimal('1.5'))).toBe(4);
  });

  it('costs each ad ceil(days / time per credit) credits', () => {
    expect(creditsPerAd(5, 2)).toBe(3);
    expect(creditsPerAd(3, new Prisma.Decimal('0.5'))).toBe(6);
    expect(creditsPerAd(0.7 * 10, 0.7)).toBe(10);
  });

  it('spreads credits over cities, rounded down, one city at least', () => {
    expect(maxDaysPerLocation(10, 1, 3)).toBe(3);
    expect(maxDaysPerLocation(7, new Prisma.Decimal('1.5'), 2)).toBe(5);
    expect(maxDaysPerLocation(7, 1, 0)).toBe(7);
  });

  it('refunds unused days at most what the ad cost, nothing without a scheme', () => {
    expect(refundFor(3, new Prisma.Decimal(2), 10)).toBe(1);
    expect(refundFor(4, 1, 3)).toBe(3);
    expect(refundFor(4, null, 3)).toBe(0);
    expect(refundFor(0, 1, 3)).toBe(0);
  });
});
