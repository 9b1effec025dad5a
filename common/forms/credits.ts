// A credit request (SPEC sections 5 and 8): the amount paid and its screenshot. The Add Request
// dialog checks with it, the credits service parses with it.
import * as z from 'zod/mini';

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
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? CREDIT_REQUEST_MESSAGES.amountRequired : CREDIT_REQUEST_MESSAGES.amountWhole) })
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
