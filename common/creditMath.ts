// What credits buy and what ads cost (SPEC section 9, docs/architecture.md section 7), in one place for
// the server's ledger and the client's forms. Scheme values have at most 4 decimal places (the credit
// service refuses more), so every product and quotient is done exactly on whole ten-thousandths:
// 0.29 x 100 is 29, never 28.999999999999996 rounded down to 28.

/** A scheme value: a number from the client's query, or the server's exact Decimal. */
export type SchemeValue = number | { toFixed(decimalPlaces: number): string };

const SCALE = 10_000n;

/** The value in ten-thousandths, exactly. */
function tenThousandths(value: SchemeValue): bigint {
  const text = typeof value === 'number' ? value.toFixed(4) : value.toFixed(4);
  const match = /^(-?)(\d+)\.(\d{4})$/.exec(text);
  if (!match) throw new RangeError(`Not a scheme value: ${text}`);
  const magnitude = BigInt(match[2]!) * SCALE + BigInt(match[3]!);
  return match[1] === '-' ? -magnitude : magnitude;
}

const whole = (value: number) => BigInt(Math.trunc(value));

function floorDiv(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n !== denominator < 0n ? quotient - 1n : quotient;
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return -floorDiv(-numerator, denominator);
}

/** SPEC section 9: credits granted = amount x credit_rate, rounded down. */
export function creditsForAmount(amount: number, creditRate: SchemeValue): number {
  return Number(floorDiv(whole(amount) * tenThousandths(creditRate), SCALE));
}

/** SPEC section 9: days granted = amount x credit_rate x time_per_credit, rounded down. */
export function daysForAmount(amount: number, creditRate: SchemeValue, timePerCredit: SchemeValue): number {
  return Number(floorDiv(whole(amount) * tenThousandths(creditRate) * tenThousandths(timePerCredit), SCALE * SCALE));
}

/** SPEC section 9: days each of `locations` cities can run on `credits` (credits x time_per_credit / N, rounded down). */
export function maxDaysPerLocation(credits: number, timePerCredit: SchemeValue, locations: number): number {
  return Number(floorDiv(whole(credits) * tenThousandths(timePerCredit), SCALE * whole(Math.max(1, locations))));
}

/** docs/architecture.md section 7: each ad (one per city) costs ceil(days / time_per_credit) credits. */
export function creditsPerAd(days: number, timePerCredit: SchemeValue): number {
  return Number(ceilDiv(whole(days) * SCALE, tenThousandths(timePerCredit)));
}

/**
 * The credits given back for `days` unused days (an early stop, a held ad the desk refuses): what those
 * days cost at today's scheme, in whole credits (rounded down), never more than the ad cost.
 */
export function refundFor(days: number, timePerCredit: SchemeValue | null, creditsUsed: number): number {
  if (days <= 0 || timePerCredit === null || tenThousandths(timePerCredit) <= 0n) return 0;
  return Math.min(creditsUsed, Number(floorDiv(whole(days) * SCALE, tenThousandths(timePerCredit))));
}

/** A package as a purchase reads it: its price in whole rupees, its credits and its bonus credits. */
export interface PackageTerms {
  priceRupees: number;
  credits: number;
  bonusCredits: number;
}

/** A coupon's bonus: a percentage of the credits bought, or a fixed number of credits. */
export interface CouponTerms {
  kind: 'percent' | 'fixed';
  value: number;
}

export interface PurchaseCredits {
  /** the credits the payment buys: the package's, or the scheme's for the amount (0 without a scheme) */
  base: number;
  /** the package's bonus credits (none when the amount is not the package's price) */
  packageBonus: number;
  /** the coupon's bonus credits: a percentage of `base`, rounded down, or its fixed credits */
  couponBonus: number;
  /** packageBonus + couponBonus: what a request fixes when it is sent */
  bonus: number;
  /** base + bonus */
  total: number;
}

/**
 * What a purchase buys (issue 34, docs/decisions/0113-packages-and-coupons.md), for the credit form's
 * preview and the server alike: a package paid at its price gives its credits and its bonus; any other
 * amount gives amount x credit_rate rounded down. A percentage coupon adds that percentage of the credits
 * bought (the package's bonus not included), rounded down; a fixed coupon adds its credits.
 */
export function purchaseCredits(terms: {
  amount: number;
  creditRate: SchemeValue | null | undefined;
  pack?: PackageTerms | null;
  coupon?: CouponTerms | null;
}): PurchaseCredits {
  const { amount, creditRate, pack, coupon } = terms;
  const paidPackage = pack != null && pack.priceRupees === amount;
  const base = paidPackage ? pack.credits : creditRate == null ? 0 : creditsForAmount(amount, creditRate);
  const packageBonus = paidPackage ? pack.bonusCredits : 0;
  let couponBonus = 0;
  if (coupon) {
    couponBonus = coupon.kind === 'fixed' ? coupon.value : Number(floorDiv(whole(base) * whole(coupon.value), 100n));
  }
  const bonus = packageBonus + couponBonus;
  return { base, packageBonus, couponBonus, bonus, total: base + bonus };
}
