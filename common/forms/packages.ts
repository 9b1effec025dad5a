// Credit packages and coupon codes (issue 34, docs/decisions/0113-packages-and-coupons.md): the admin's
// package and coupon forms check with these schemas, the credits service parses with them; the coupon
// messages are the credit form's and the server's words alike.
import * as z from 'zod/mini';
import { requiredText } from './fields.ts';
import { MAX_PAYMENT_RUPEES, numberFromForm } from './credits.ts';

/** Credits (or bonus credits) a package or a coupon gives at most: a lakh. */
export const MAX_PACKAGE_CREDITS = 100_000;
/** Longest package name. */
export const PACKAGE_NAME_MAX = 60;
/** Uses a coupon may be limited to at most. */
export const MAX_COUPON_USES = 1_000_000;
/** Packages an admin may keep (the credit form lists the active ones, the admin's table all). */
export const MAX_PACKAGES = 50;
/** A coupon code: 3 to 32 letters, digits, '-' or '_', kept upper-cased. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const COUPON_CODE_MAX = 32;

export const PACKAGE_MESSAGES = {
  name: 'Please enter the package name.',
  price: `Please enter the price: whole rupees from 1 to ${MAX_PAYMENT_RUPEES.toLocaleString('en-IN')}.`,
  credits: `Please enter the credits: a whole number from 1 to ${MAX_PACKAGE_CREDITS.toLocaleString('en-IN')}.`,
  bonusCredits: `Bonus credits must be a whole number from 0 to ${MAX_PACKAGE_CREDITS.toLocaleString('en-IN')}.`,
  position: 'The order must be a whole number from 0 to 1,000.',
} as const;

export const COUPON_MESSAGES = {
  code: 'Please enter a code of 3 to 32 letters, digits, - or _.',
  kind: 'Please choose a percentage or a fixed bonus.',
  value: 'Please enter the bonus: a whole number.',
  percent: 'A percentage bonus must be a whole number from 1 to 100.',
  fixed: `A fixed bonus must be a whole number of credits from 1 to ${MAX_PACKAGE_CREDITS.toLocaleString('en-IN')}.`,
  maxUses: `The limit of uses must be a whole number from 1 to ${MAX_COUPON_USES.toLocaleString('en-IN')}, or empty for no limit.`,
  expiresOn: 'Please choose a valid last day, or leave it empty for no expiry.',
  // what the credit form and the server answer for a code the advertiser enters
  unknown: 'This coupon code does not exist.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
  inactive: 'This coupon is no longer active.',
  usedByYou: 'You have already used this coupon.',
  needsScheme: 'This coupon cannot be used before the admin sets the credit scheme.',
  noBonus: 'This coupon adds no credits to so small a purchase.',
} as const;

/** A whole number in [min, max] from a form's text or a number; `optional`: '' (or absent) is null. */
function wholeNumber(message: string, min: number, max: number, fallback?: number) {
  return z.pipe(
    z.transform((value: unknown) => numberFromForm(value) ?? fallback),
    z
      .number({ error: message })
      .check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, message)),
  );
}

function optionalWholeNumber(message: string, min: number, max: number) {
  return z.pipe(
    z.transform((value: unknown) => numberFromForm(value) ?? null),
    z.nullable(
      z
        .number({ error: message })
        .check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, message)),
    ),
  );
}

/** An admin's package: name, price, credits, optional bonus, order on the form, offered or not. */
export const creditPackageSchema = z.object({
  name: requiredText(PACKAGE_MESSAGES.name, PACKAGE_NAME_MAX),
  priceRupees: wholeNumber(PACKAGE_MESSAGES.price, 1, MAX_PAYMENT_RUPEES),
  credits: wholeNumber(PACKAGE_MESSAGES.credits, 1, MAX_PACKAGE_CREDITS),
  bonusCredits: wholeNumber(PACKAGE_MESSAGES.bonusCredits, 0, MAX_PACKAGE_CREDITS, 0),
  position: wholeNumber(PACKAGE_MESSAGES.position, 0, 1000, 0),
  active: z.boolean(),
});

/** A code as typed: blanks around it dropped, upper-cased (codes are kept and matched upper-cased). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const couponCodeSchema = z
  .string({ error: COUPON_MESSAGES.code })
  .check(
    z.maxLength(200, COUPON_MESSAGES.code),
    z.overwrite(normalizeCouponCode),
    z.regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.code),
  );

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** A calendar day (YYYY-MM-DD) that exists, or '' / absent for none (null). */
const lastDaySchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : (value ?? null))),
  z.nullable(
    z
      .string({ error: COUPON_MESSAGES.expiresOn })
      .check(z.refine((day) => ISO_DAY.test(day) && isCalendarDay(day), COUPON_MESSAGES.expiresOn)),
  ),
);

const couponTermsShape = {
  kind: z.enum(['percent', 'fixed'], { error: COUPON_MESSAGES.kind }),
  value: z.pipe(z.transform(numberFromForm), z.number({ error: COUPON_MESSAGES.value })),
  maxUses: optionalWholeNumber(COUPON_MESSAGES.maxUses, 1, MAX_COUPON_USES),
  /** the last day (in India) the coupon can be used; null: no expiry */
  lastDay: lastDaySchema,
  active: z.boolean(),
};

const inRange = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max;

/** The bonus's range depends on its kind: a percentage up to 100, fixed credits up to a lakh. */
const VALUE_CHECKS = [
  z.refine<{ kind: 'percent' | 'fixed'; value: number }>(
    ({ kind, value }) => kind !== 'percent' || inRange(value, 100),
    { message: COUPON_MESSAGES.percent, path: ['value'] },
  ),
  z.refine<{ kind: 'percent' | 'fixed'; value: number }>(
    ({ kind, value }) => kind !== 'fixed' || inRange(value, MAX_PACKAGE_CREDITS),
    { message: COUPON_MESSAGES.fixed, path: ['value'] },
  ),
];

/** What may change on a coupon (its code stays as created). */
export const couponTermsSchema = z.object(couponTermsShape).check(...VALUE_CHECKS);

/** A new coupon: its code and its terms. */
export const couponSchema = z.object({ code: couponCodeSchema, ...couponTermsShape }).check(...VALUE_CHECKS);
