import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CREDIT_ADJUSTMENT_MESSAGES,
  creditAdjustmentFormSchema,
  creditSchemeSchema,
  decimalPlaces,
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
