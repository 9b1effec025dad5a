// A credit request (SPEC sections 5 and 8; issue 34): the amount paid, the UPI transaction reference
// (UTR) and, as optional proof, a screenshot; an admin's approval, possibly of a changed amount; and an
// admin's adjustment of a balance. The dialogs check with them, the credits service parses with them.
import * as z from 'zod/mini';
import { creditsForAmount, purchaseCredits, type PackageTerms, type SchemeValue } from '../creditMath.ts';
import { DECISION_REASON_MAX, DECISION_REASON_MESSAGES, decisionReasonSchema } from './moderation.ts';

/** Whole rupees of one payment: ten lakh. */
export const MAX_PAYMENT_RUPEES = 1_000_000;

export const CREDIT_REQUEST_MESSAGES = {
  amountRequired: 'Please Enter Payment Amount',
  amountWhole: 'Payment amount must be a whole number of rupees.',
  amountPositive: 'Payment amount must be more than 0 rupees.',
  amountTooLarge: `Payment amount must be at most ${MAX_PAYMENT_RUPEES.toLocaleString('en-IN')} rupees.`,
  /** a chosen file that is not an image (the screenshot is optional since the UTR, issue 34) */
  screenshotNotImage: 'Please choose an image of the payment (JPEG, PNG, WebP, AVIF or GIF), or leave it empty.',
  utrRequired: 'Please enter the UTR: the 12-digit UPI transaction reference shown in your UPI app.',
  utrDigits: 'The UTR has only digits (0 to 9): please copy it from the payment details in your UPI app.',
  utrLength: (length: number) =>
    `The UTR has exactly ${UTR_LENGTH} digits; you entered ${length}. Please copy it from your UPI app.`,
  utrUsed:
    'This UTR has already been used on a credit request. Please check the 12-digit reference of your payment in your UPI app.',
  paymentsNotSetUp:
    'The operator has not set up payments yet (no UPI ID), so credits cannot be bought now. Please try again later.',
} as const;

/** Digits of a UPI transaction reference (UTR). */
export const UTR_LENGTH = 12;

/** A UTR as typed or pasted: spaces removed, letters upper-cased (then it must be 12 digits). */
export function normaliseUtr(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export const utrSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? normaliseUtr(value) : value)),
  z.string({ error: CREDIT_REQUEST_MESSAGES.utrRequired }).check(
    z.superRefine((utr, context) => {
      const message =
        utr === ''
          ? CREDIT_REQUEST_MESSAGES.utrRequired
          : !/^\d*$/.test(utr)
            ? CREDIT_REQUEST_MESSAGES.utrDigits
            : utr.length !== UTR_LENGTH
              ? CREDIT_REQUEST_MESSAGES.utrLength(utr.length)
              : null;
      if (message) context.issues.push({ code: 'custom', message, input: utr });
    }),
  ),
);

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
    utr: utrSchema,
    // optional proof since the UTR (issue 34): a form holds null until a file is chosen
    paymentScreenshot: z.optional(
      z.nullable(z.custom<Upload, unknown>(isScreenshot, { error: CREDIT_REQUEST_MESSAGES.screenshotNotImage })),
    ),
  });
}

// ---- an admin's approval (issue 34) ------------------------------------------------------------------

export const CREDIT_APPROVAL_MESSAGES = {
  reason: 'Please give the reason for changing the amount (the advertiser and the audit log read it).',
  amountOnlyOnApproval: 'Only an approval can change the amount.',
} as const;

/**
 * What approving a request grants: the scheme's credits for the rupees found paid (the approved amount
 * when the admin changed it), or the package's credits when they are its price (issue 34,
 * creditMath.ts purchaseCredits), plus the request's bonus credits (a package's or a coupon's).
 */
export function creditsOnApproval(
  amount: number,
  creditRate: SchemeValue,
  bonusCredits: number,
  pack?: PackageTerms | null,
): number {
  return purchaseCredits({ amount, creditRate, pack }).base + bonusCredits;
}

/**
 * The approval dialog and the service: the rupees found paid (the asked amount unless changed) and,
 * when they differ from `requestedAmount`, the reason for the change.
 */
export function creditApprovalSchema(requestedAmount: number) {
  return z
    .object({
      amount: paymentAmountSchema,
      reason: z.optional(
        z
          .string({ error: CREDIT_APPROVAL_MESSAGES.reason })
          .check(z.trim(), z.maxLength(DECISION_REASON_MAX, DECISION_REASON_MESSAGES.tooLong)),
      ),
    })
    .check(
      z.superRefine(({ amount, reason }, context) => {
        if (amount !== requestedAmount && !reason)
          context.issues.push({
            code: 'custom',
            message: CREDIT_APPROVAL_MESSAGES.reason,
            path: ['reason'],
            input: reason,
          });
      }),
    );
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

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const creditsText = (credits: number) => `${credits.toLocaleString('en-IN')} ${credits === 1 ? 'credit' : 'credits'}`;

/**
 * The scheme as a person reads it (issue 34: not "0.01 credits per ₹1"): the fewest whole rupees that
 * buy whole credits, e.g. "₹100 buys 1 credit", "₹2 buys 1 credit", "₹1 buys 2 credits", "₹100 buys
 * 3 credits"; then what a credit publishes, e.g. "1 credit publishes an ad for 7 days".
 */
export function creditRateInWords(creditRate: number, timePerCredit: number): string {
  // scheme values have at most 4 decimals: in ten-thousandths they are whole
  const rate = Math.round(creditRate * 10_000);
  let amount = 10_000;
  if (rate > 0 && 10_000 % rate === 0) amount = 10_000 / rate;
  else
    for (const candidate of [1, 10, 100, 1_000])
      if ((candidate * rate) % 10_000 === 0) {
        amount = candidate;
        break;
      }
  const days = Math.round(timePerCredit * 10_000) / 10_000;
  const dayText = `${days.toLocaleString('en-IN')} ${days === 1 ? 'day' : 'days'}`;
  return `${rupees(amount)} buys ${creditsText(creditsForAmount(amount, creditRate))}; 1 credit publishes an ad in one city for ${dayText}.`;
}
