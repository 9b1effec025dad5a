// India's GST as receipts need it (issue 34, docs/decisions/0115-receipts.md): the states and union
// territories with their GST codes (the first two digits of a GSTIN), the GSTIN's shape and check
// character, GST included in a price split into taxable value and tax, and the receipt number of a
// ledger entry. The settings form and the settings service check with these; the receipt draws them.
import { formatIndianNumber } from './india.ts';

/** A state or union territory as GST numbers it; `ut`: a union territory without a legislature (UTGST, not SGST). */
export interface GstState {
  code: string;
  name: string;
  ut: boolean;
}

/** The GST state codes in force (25, Daman and Diu, merged into 26 in 2020; 28 is the old Andhra Pradesh, 97 other territory: not offered). */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', ut: false },
  { code: '02', name: 'Himachal Pradesh', ut: false },
  { code: '03', name: 'Punjab', ut: false },
  { code: '04', name: 'Chandigarh', ut: true },
  { code: '05', name: 'Uttarakhand', ut: false },
  { code: '06', name: 'Haryana', ut: false },
  { code: '07', name: 'Delhi', ut: false },
  { code: '08', name: 'Rajasthan', ut: false },
  { code: '09', name: 'Uttar Pradesh', ut: false },
  { code: '10', name: 'Bihar', ut: false },
  { code: '11', name: 'Sikkim', ut: false },
  { code: '12', name: 'Arunachal Pradesh', ut: false },
  { code: '13', name: 'Nagaland', ut: false },
  { code: '14', name: 'Manipur', ut: false },
  { code: '15', name: 'Mizoram', ut: false },
  { code: '16', name: 'Tripura', ut: false },
  { code: '17', name: 'Meghalaya', ut: false },
  { code: '18', name: 'Assam', ut: false },
  { code: '19', name: 'West Bengal', ut: false },
  { code: '20', name: 'Jharkhand', ut: false },
  { code: '21', name: 'Odisha', ut: false },
  { code: '22', name: 'Chhattisgarh', ut: false },
  { code: '23', name: 'Madhya Pradesh', ut: false },
  { code: '24', name: 'Gujarat', ut: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', ut: true },
  { code: '27', name: 'Maharashtra', ut: false },
  { code: '29', name: 'Karnataka', ut: false },
  { code: '30', name: 'Goa', ut: false },
  { code: '31', name: 'Lakshadweep', ut: true },
  { code: '32', name: 'Kerala', ut: false },
  { code: '33', name: 'Tamil Nadu', ut: false },
  { code: '34', name: 'Puducherry', ut: false },
  { code: '35', name: 'Andaman and Nicobar Islands', ut: true },
  { code: '36', name: 'Telangana', ut: false },
  { code: '37', name: 'Andhra Pradesh', ut: false },
  { code: '38', name: 'Ladakh', ut: true },
];

export function gstStateOf(code: string): GstState | undefined {
  return GST_STATES.find((state) => state.code === code);
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State code, PAN (5 letters, 4 digits, a letter), the entity's number, 'Z', the check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's 15th character: GSTN's base-36 check over the first 14 (factors 1, 2, 1, 2...). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN as typed: spaces dropped, upper-cased. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Whether a (normalised) GSTIN has the shape, a state code in force and a right check character. */
export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_SHAPE.test(gstin) &&
    gstStateOf(gstin.slice(0, 2)) !== undefined &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}

/** The rates a receipt may carry: whole percents (18 for advertising services). */
export const GST_RATE_LIMITS = { min: 1, max: 40, default: 18 } as const;

/** The tax a price includes, in paise: taxable value + tax = the price; the tax split in two halves within the state. */
export interface IncludedTax {
  pricePaise: number;
  taxablePaise: number;
  taxPaise: number;
  /** CGST, and SGST or UTGST: the tax's two halves (the first rounded down when the paise are odd) */
  centralPaise: number;
  statePaise: number;
  ratePercent: number;
}

/** Splits a price in whole rupees that includes GST at `ratePercent`: taxable value rounded to the paisa, the rest tax. */
export function includedTax(rupees: number, ratePercent: number): IncludedTax {
  const pricePaise = rupees * 100;
  // price x 100 / (100 + rate), rounded half up, in integers
  const taxablePaise = Math.floor((pricePaise * 100 * 2 + (100 + ratePercent)) / ((100 + ratePercent) * 2));
  const taxPaise = pricePaise - taxablePaise;
  const centralPaise = Math.floor(taxPaise / 2);
  return { pricePaise, taxablePaise, taxPaise, centralPaise, statePaise: taxPaise - centralPaise, ratePercent };
}

/** Paise as rupees with two decimals in Indian grouping: 118000 -> '1,180.00'. */
export function rupeesOfPaise(paise: number): string {
  const rupees = Math.floor(paise / 100);
  return `${formatIndianNumber(rupees)}.${String(paise % 100).padStart(2, '0')}`;
}

/** A grant's receipt number: its ledger entry's number, at least six digits (R-000123). */
export function receiptNumber(ledgerEntryId: number): string {
  return `R-${String(ledgerEntryId).padStart(6, '0')}`;
}
