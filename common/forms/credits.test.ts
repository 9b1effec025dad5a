import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CREDIT_ADJUSTMENT_MESSAGES,
  CREDIT_APPROVAL_MESSAGES,
  creditAdjustmentFormSchema,
  creditApprovalSchema,
  creditRateInWords,
  creditRequestSchema,
  creditSchemeSchema,
  creditsOnApproval,
  decimalPlaces,
  normaliseUtr,
  utrSchema,
} from './credits.ts';

const messages = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input).error?.issues.map((issue) => issue.message) ?? [];

describe('the credit scheme', () => {
  it('counts decimal places as written out, exponents included', () => {
    expect([1.5, 0.0001, 12.3456, 100, 1e-7, 1.5e-7].map(decimalPlaces)).toEqual([1, 4, 4, 0, 7, 8]);
  });

  it('takes typed text or numbers, and says what is wrong with each value', () => {
    expect(z.parse(creditSchemeSchema, { creditRate: '0.75', timePerCredit: 1.5 })).toEqual({
      creditRate: 0.75,
      timePerCredit: 1.5,
    });
    expect(messages(creditSchemeSchema, { creditRate: '', timePerCredit: 'two' })).toEqual([
      'Please Enter Credit Rate',
      'Time Per Credit must be a number.',
    ]);
    expect(messages(creditSchemeSchema, { creditRate: '0', timePerCredit: '366' })).toEqual([
      'Credit Rate must be more than 0.',
      'Time Per Credit must be at most 365.',
    ]);
    expect(messages(creditSchemeSchema, { creditRate: '0.12345', timePerCredit: '1.50000' })).toEqual([
      'Credit Rate can have at most 4 decimal places.',
    ]);
  });
});

describe("an admin's adjustment as the dialog types it", () => {
  it('reads signed whole numbers and refuses anything else, 0 and more than 100,000', () => {
    expect(z.parse(creditAdjustmentFormSchema, { amount: ' -10 ', reason: ' refund ' })).toEqual({
      amount: -10,
      reason: 'refund',
    });
    expect(z.parse(creditAdjustmentFormSchema, { amount: '+5', reason: 'bonus' }).amount).toBe(5);
    for (const amount of ['', '1.0', '1e3', 'ten', '0'])
      expect(messages(creditAdjustmentFormSchema, { amount, reason: 'x' }), amount).toEqual([
        CREDIT_ADJUSTMENT_MESSAGES.amount,
      ]);
    expect(messages(creditAdjustmentFormSchema, { amount: '100001', reason: ' ' })).toEqual([
      CREDIT_ADJUSTMENT_MESSAGES.tooLarge,
      CREDIT_ADJUSTMENT_MESSAGES.reason,
    ]);
  });
});

describe('the UTR of a credit request (issue 34)', () => {
  it('is normalised: every space removed, letters upper-cased', () => {
    expect(normaliseUtr(' 4210 9876\t5432 ')).toBe('421098765432');
    expect(normaliseUtr('axis 12')).toBe('AXIS12');
    expect(z.parse(utrSchema, '  421 098 765 432 ')).toBe('421098765432');
  });

  it('must then be exactly 12 digits, each problem in its words', () => {
    expect(messages(utrSchema, '')).toEqual([
      'Please enter the UTR: the 12-digit UPI transaction reference shown in your UPI app.',
    ]);
    expect(messages(utrSchema, undefined)).toEqual([
      'Please enter the UTR: the 12-digit UPI transaction reference shown in your UPI app.',
    ]);
    expect(messages(utrSchema, '42109876543')).toEqual([
      'The UTR has exactly 12 digits; you entered 11. Please copy it from your UPI app.',
    ]);
    expect(messages(utrSchema, '4210 9876 5432 1')).toEqual([
      'The UTR has exactly 12 digits; you entered 13. Please copy it from your UPI app.',
    ]);
    expect(messages(utrSchema, '42109876543x')).toEqual([
      'The UTR has only digits (0 to 9): please copy it from the payment details in your UPI app.',
    ]);
  });

  it('goes with an amount; the screenshot is optional but must be an upload when given', () => {
    const schema = creditRequestSchema((value): value is string => typeof value === 'string' && value === 'file');
    expect(z.parse(schema, { amount: '500', utr: '421098765432', paymentScreenshot: null })).toEqual({
      amount: 500,
      utr: '421098765432',
      paymentScreenshot: null,
    });
    expect(messages(schema, { amount: '500', utr: '421098765432', paymentScreenshot: 'text' })).toEqual([
      'Please choose an image of the payment (JPEG, PNG, WebP, AVIF or GIF), or leave it empty.',
    ]);
  });
});

describe("an admin's approval (issue 34)", () => {
  it('keeps the amount without a reason, and needs a reason for a changed one', () => {
    expect(z.parse(creditApprovalSchema(1000), { amount: 1000 })).toEqual({ amount: 1000 });
    expect(messages(creditApprovalSchema(1000), { amount: '700', reason: '  ' })).toEqual([
      CREDIT_APPROVAL_MESSAGES.reason,
    ]);
    expect(z.parse(creditApprovalSchema(1000), { amount: '700', reason: ' Paid 700 ' })).toEqual({
      amount: 700,
      reason: 'Paid 700',
    });
  });

  it("grants the scheme's credits for the amount plus the bonus", () => {
    expect(creditsOnApproval(1000, 0.01, 0)).toBe(10);
    expect(creditsOnApproval(999, 0.01, 5)).toBe(9 + 5);
  });
});

describe('the credit rate in words (issue 34)', () => {
  it.each([
    [0.01, 1, '₹100 buys 1 credit; 1 credit publishes an ad in one city for 1 day.'],
    [0.5, 7, '₹2 buys 1 credit; 1 credit publishes an ad in one city for 7 days.'],
    [2, 1, '₹1 buys 2 credits; 1 credit publishes an ad in one city for 1 day.'],
    [0.03, 1.5, '₹100 buys 3 credits; 1 credit publishes an ad in one city for 1.5 days.'],
    [0.0333, 1, '₹10,000 buys 333 credits; 1 credit publishes an ad in one city for 1 day.'],
    [1.5, 2, '₹10 buys 15 credits; 1 credit publishes an ad in one city for 2 days.'],
  ])('rate %s, %s days per credit: %s', (rate, days, words) => {
    expect(creditRateInWords(rate, days)).toBe(words);
  });
});
