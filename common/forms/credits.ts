// A credit request (SPEC sections 5 and 8): the amount paid and its screenshot; and an admin's
// adjustment of a balance. The dialogs check with them, the credits service parses with them.
import * as z from 'zod/mini';
import { decisionReasonSchema } from './moderation.ts';

/** Whole rupees of one payment: ten lakh. */
export const MAX_PAYMENT_RUPEES = 1_000_000;

export const CREDIT_REQUEST_MESSAGES = {
  amountRequired: 'Please Enter Payment Amount',
  amountWhole: 'Payment amount must be a whole number of rupees.',
  amountPositive: 'Payment amount must be more than 0 rupees.',
  amountTooLarge: `Payment amount must be at most ${MAX_PAYMENT_RUPEES.toLocaleString('en-IN')} rupees.`,
  screenshotRequired: 'Please provide payment screenshot',
} as const;

/** Form fields arrive as text: '' means absent, a plain decimal becomes its number, anything else is not a number. */
export function numberFromForm(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

export const paymentAmountSchema = z.pipe(
  z.transform(numberFromForm),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? CREDIT_REQUEST_MESSAGES.amountRequired
          : CREDIT_REQUEST_MESSAGES.amountWhole,
    })
    .check(
      // zero is what an untouched amount field sends
      z.refine((value) => value !== 0, CREDIT_REQUEST_MESSAGES.amountRequired),
      z.refine((value) => Number.isInteger(value), CREDIT_REQUEST_MESSAGES.amountWhole),
      z.refine((value) => value >= 0, CREDIT_REQUEST_MESSAGES.amountPositive),
      z.refine((value) => value <= MAX_PAYMENT_RUPEES, CREDIT_REQUEST_MESSAGES.amountTooLarge),
    ),
);

/** `isScreenshot` tells the side's own upload (the browser's File, the server's stored upload). */
export function creditRequestSchema<Upload>(isScreenshot: (value: unknown) => value is Upload) {
  return z.object({
    amount: paymentAmountSchema,
    // a form holds no file until one is chosen
    paymentScreenshot: z.custom<Upload, unknown>(isScreenshot, { error: CREDIT_REQUEST_MESSAGES.screenshotRequired }),
  });
}

// ---- an admin's adjustment of an advertiser's balance ----------------------------------------------

/** Credits one adjustment adds or removes at most. */
export const MAX_CREDIT_ADJUSTMENT = 100_000;

export const CREDIT_ADJUSTMENT_MESSAGES = {
  amount: 'Please enter a whole number of credits to add (or, with a minus sign, to remove).',
  tooLarge: 'An adjustment can add or remove at most 100,000 credits at a time.',
  reason: 'Please give the reason for the adjustment.',
} as const;

/** What the credits service takes: a whole number of credits, not 0, and the reason the advertiser reads. */
export const creditAdjustmentSchema = z.object({
  amount: z.number({ error: CREDIT_ADJUSTMENT_MESSAGES.amount }).check(
    z.refine((amount) => Number.isSafeInteger(amount), CREDIT_ADJUSTMENT_MESSAGES.amount),
    z.refine((amount) => amount !== 0, CREDIT_ADJUSTMENT_MESSAGES.amount),
    z.refine((amount) => Math.abs(amount) <= MAX_CREDIT_ADJUSTMENT, CREDIT_ADJUSTMENT_MESSAGES.tooLarge),
  ),
  reason: decisionReasonSchema(CREDIT_ADJUSTMENT_MESSAGES.reason),
});

/** The dialog's text: digits with an optional sign become their number, anything else is no number. */
export const creditAdjustmentFormSchema = z.object({
  ...creditAdjustmentSchema.shape,
  amount: z.pipe(
    z.transform((text: string) => (/^[-+]?\d+$/.test(text.trim()) ? Number(text) : Number.NaN)),
    creditAdjustmentSchema.shape.amount,
  ),
});

// ---- the credit scheme (SPEC "Admin screens", section 4) -----------------------------------------

export const CREDIT_SCHEME_LIMITS = {
  /** credits per rupee */
  creditRate: 100,
  /** days of publication per credit: a year */
  timePerCredit: 365,
  /** the scheme columns are DECIMAL(12, 4) */
  decimalPlaces: 4,
} as const;

export type CreditSchemeField = 'creditRate' | 'timePerCredit';

export const CREDIT_SCHEME_LABELS: Record<CreditSchemeField, string> = {
  creditRate: 'Credit Rate',
  timePerCredit: 'Time Per Credit',
};

/** Decimal places of a number as written out (1.5 -> 1, 1e-7 -> 7), as the server's Decimal counts them. */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/** A positive value with at most 4 decimals, typed or sent as a number. */
function schemeValue(field: CreditSchemeField) {
  const label = CREDIT_SCHEME_LABELS[field];
  const max = CREDIT_SCHEME_LIMITS[field];
  return z.pipe(
    z.transform(numberFromForm),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? `Please Enter ${label}` : `${label} must be a number.`,
      })
      .check(
        z.refine((value) => value > 0, `${label} must be more than 0.`),
        z.refine((value) => value <= max, `${label} must be at most ${max}.`),
        z.refine(
          (value) => decimalPlaces(value) <= CREDIT_SCHEME_LIMITS.decimalPlaces,
          `${label} can have at most ${CREDIT_SCHEME_LIMITS.decimalPlaces} decimal places.`,
        ),
      ),
  );
}

export const creditSchemeSchema = z.object({
  creditRate: schemeValue('creditRate'),
  timePerCredit: schemeValue('timePerCredit'),
});
