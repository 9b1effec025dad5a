import { describe, expect, it } from 'vitest';
import { purchaseCredits } from './creditMath.ts';

const PACK = { priceRupees: 500, credits: 60, bonusCredits: 10 };

describe('purchaseCredits (issue 34: packages and coupons)', () => {
  it("gives a package paid at its price its credits and bonus, whatever the scheme's rate", () => {
    expect(purchaseCredits({ amount: 500, creditRate: 0.1, pack: PACK })).toEqual({
      base: 60,
      packageBonus: 10,
      couponBonus: 0,
      bonus: 10,
      total: 70,
    });
  });

  it("gives any other amount the scheme's credits, rounded down, and no package bonus", () => {
    expect(purchaseCredits({ amount: 499, creditRate: 0.29, pack: PACK })).toMatchObject({
      base: 144,
      packageBonus: 0,
      total: 144,
    });
    expect(purchaseCredits({ amount: 100, creditRate: null })).toMatchObject({ base: 0, total: 0 });
  });

  it('adds a percentage coupon as that share of the credits bought, rounded down, the package bonus not counted', () => {
    expect(purchaseCredits({ amount: 500, creditRate: 1, pack: PACK, coupon: { kind: 'percent', value: 15 } })).toEqual(
      {
        base: 60,
        packageBonus: 10,
        couponBonus: 9,
        bonus: 19,
        total: 79,
      },
    );
    // 29 x 10 % = 2.9: rounded down to 2
    expect(purchaseCredits({ amount: 29, creditRate: 1, coupon: { kind: 'percent', value: 10 } })).toMatchObject({
      base: 29,
      couponBonus: 2,
      total: 31,
    });
    expect(purchaseCredits({ amount: 200, creditRate: 0.5, coupon: { kind: 'percent', value: 100 } })).toMatchObject({
      base: 100,
      couponBonus: 100,
      total: 200,
    });
  });

  it('adds a fixed coupon as its credits', () => {
    expect(purchaseCredits({ amount: 100, creditRate: 0.5, coupon: { kind: 'fixed', value: 25 } })).toEqual({
      base: 50,
      packageBonus: 0,
      couponBonus: 25,
      bonus: 25,
      total: 75,
    });
  });
});
