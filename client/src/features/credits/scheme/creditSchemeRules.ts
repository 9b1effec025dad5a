// The credit scheme editor's checks, in the server's words (server/modules/credits/service.ts), so a
// wrong value is explained under its field before anything is sent.

export const CREDIT_SCHEME_LIMITS = { creditRate: 100, timePerCredit: 365, decimalPlaces: 4 } as const;

export type CreditSchemeField = 'creditRate' | 'timePerCredit';

export const CREDIT_SCHEME_LABELS: Record<CreditSchemeField, string> = {
  creditRate: 'Credit Rate',
  timePerCredit: 'Time Per Credit',
};

export type CreditSchemeDraft = Record<CreditSchemeField, string>;

export type CreditSchemeErrors = Partial<Record<CreditSchemeField, string>>;

function decimalPlaces(text: string): number {
  const fraction = text.trim().split(/[eE]/)[0]!.split('.')[1];
  return fraction ? fraction.length : 0;
}

function checkValue(field: CreditSchemeField, text: string): string | undefined {
  const label = CREDIT_SCHEME_LABELS[field];
  if (text.trim() === '') return `Please Enter ${label}`;
  const value = Number(text);
  if (!Number.isFinite(value)) return `${label} must be a number.`;
  if (value <= 0) return `${label} must be more than 0.`;
  const max = CREDIT_SCHEME_LIMITS[field];
  if (value > max) return `${label} must be at most ${max}.`;
  if (decimalPlaces(text) > CREDIT_SCHEME_LIMITS.decimalPlaces) return `${label} can have at most ${CREDIT_SCHEME_LIMITS.decimalPlaces} decimal places.`;
  return undefined;
}

/** The problems of a draft, by field; empty when it can be sent. */
export function checkCreditScheme(draft: CreditSchemeDraft): CreditSchemeErrors {
  const errors: CreditSchemeErrors = {};
  for (const field of ['creditRate', 'timePerCredit'] as const) {
    const message = checkValue(field, draft[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
