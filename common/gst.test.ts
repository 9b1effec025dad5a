import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { gstinCheckCharacter, includedTax, isValidGstin, normaliseGstin, receiptNumber, rupeesOfPaise } from './gst.ts';
import { RECEIPT_DETAILS_MESSAGES, receiptDetailsSchema } from './forms/settings.ts';

const DETAILS = {
  operatorLegalName: 'Kamini Media Private Limited',
  operatorAddress: '12 MG Road\n\n  Bengaluru 560001  ',
  operatorStateCode: '29',
  gstin: ' 29aagcb7383j1z4 ',
  gstRatePercent: 18,
};

function refusal(values: object): { path: PropertyKey[]; message: string } | undefined {
  const parsed = z.safeParse(receiptDetailsSchema, values);
  return parsed.success ? undefined : parsed.error.issues[0];
}

describe('GSTIN', () => {
  it('is checked by its shape, state code and check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false); // wrong check character
    expect(isValidGstin('99AAPFU0939F1Z' + gstinCheckCharacter('99AAPFU0939F1Z'))).toBe(false); // no such state
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false); // 14 characters
    expect(isValidGstin('27AAPF10939F1ZV')).toBe(false); // not a PAN
    expect(normaliseGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it('is saved normalised, with the address trimmed to its lines', () => {
    const parsed = z.parse(receiptDetailsSchema, DETAILS);
    expect(parsed.gstin).toBe('29AAGCB7383J1Z4');
    expect(parsed.operatorAddress).toBe('12 MG Road\nBengaluru 560001');
  });

  it('is optional, but a wrong one is refused under its field', () => {
    expect(refusal({ ...DETAILS, gstin: '', operatorLegalName: '', operatorStateCode: '' })).toBeUndefined();
    expect(refusal({ ...DETAILS, gstin: '29AAGCB7383J1Z5' })).toMatchObject({
      path: ['gstin'],
      message: RECEIPT_DETAILS_MESSAGES.gstin,
    });
  });

  it("must start with the chosen state's code and needs the name, address and state", () => {
    expect(refusal({ ...DETAILS, operatorStateCode: '27' })).toMatchObject({
      path: ['gstin'],
      message: RECEIPT_DETAILS_MESSAGES.gstinState('27'),
    });
    expect(refusal({ ...DETAILS, operatorLegalName: ' ' })).toMatchObject({
      path: ['operatorLegalName'],
      message: RECEIPT_DETAILS_MESSAGES.gstinNeeds,
    });
    expect(refusal({ ...DETAILS, operatorStateCode: '25' })).toMatchObject({
      path: ['operatorStateCode'],
      message: RECEIPT_DETAILS_MESSAGES.operatorStateCode,
    });
  });

  it('refuses a rate outside 1 to 40 or not whole, and an address of more than 4 lines', () => {
    for (const gstRatePercent of [0, 41, 18.5, Number.NaN])
      expect(refusal({ ...DETAILS, gstRatePercent })?.message).toBe(RECEIPT_DETAILS_MESSAGES.gstRatePercent);
    expect(refusal({ ...DETAILS, operatorAddress: 'a\nb\nc\nd\ne' })?.message).toBe(
      RECEIPT_DETAILS_MESSAGES.operatorAddress,
    );
  });
});

describe('GST included in a price', () => {
  it('splits into taxable value and tax that add up to the price, the tax in two halves', () => {
    expect(includedTax(1180, 18)).toMatchObject({
      taxablePaise: 100000,
      taxPaise: 18000,
      centralPaise: 9000,
      statePaise: 9000,
    });
    const odd = includedTax(500, 18);
    expect(odd).toMatchObject({ taxablePaise: 42373, taxPaise: 7627, centralPaise: 3813, statePaise: 3814 });
    for (const rupees of [1, 99, 500, 999_999])
      for (const rate of [5, 12, 18, 28]) {
        const tax = includedTax(rupees, rate);
        expect(tax.taxablePaise + tax.centralPaise + tax.statePaise).toBe(rupees * 100);
        // the tax is the rate of the taxable value, to within a paisa
        expect(Math.abs(tax.taxPaise - (tax.taxablePaise * rate) / 100)).toBeLessThanOrEqual(1);
      }
  });

  it('is written in rupees with paise, and a ledger entry numbers its receipt', () => {
    expect(rupeesOfPaise(12345678)).toBe('1,23,456.78');
    expect(rupeesOfPaise(5)).toBe('0.05');
    expect(receiptNumber(123)).toBe('R-000123');
    expect(receiptNumber(12345678)).toBe('R-12345678');
  });
});
