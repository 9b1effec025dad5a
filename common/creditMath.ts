// What credits buy and what ads cost, computed the way the server does (server/modules/credits and
// server/modules/ads/service.ts use exact decimals; these round away binary-float noise first).

/** Drops the float noise of a product like 0.29 x 100 = 28.999999999999996 before rounding. */
function exact(value: number): number {
  return Number(value.toPrecision(12));
}

/** SPEC section 9: credits granted = amount x credit_rate, rounded down. */
export function creditsForAmount(amount: number, creditRate: number): number {
  return Math.floor(exact(amount * creditRate));
}

/** SPEC section 9: days granted = amount x credit_rate x time_per_credit, rounded down. */
export function daysForAmount(amount: number, creditRate: number, timePerCredit: number): number {
  return Math.floor(exact(amount * creditRate * timePerCredit));
}

/** SPEC section 9: days each of `locations` cities can run on `credits` (credits x time_per_credit / N, rounded down). */
export function maxDaysPerLocation(credits: number, timePerCredit: number, locations: number): number {
  if (locations < 1) return Math.floor(exact(credits * timePerCredit));
  return Math.floor(exact((credits * timePerCredit) / locations));
}

/** docs/architecture.md section 7: each ad (one per city) costs ceil(days / time_per_credit) credits. */
export function creditsPerAd(days: number, timePerCredit: number): number {
  return Math.ceil(exact(days / timePerCredit));
}
