// The admins' settings forms (issues 8 and 18): the UPI details payments go to. The settings page's
// forms check with these schemas, the settings service parses with them.
import * as z from 'zod/mini';

export const PAYMENT_SETTINGS_MESSAGES = {
  upiId: 'Please enter a UPI ID such as name@bank.',
  payeeName: 'Please enter the payee name (up to 50 letters, spaces, dots or &).',
} as const;

/** NPCI's virtual payment address: a handle, '@', and the provider's short name. */
const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const PAYEE_NAME_PATTERN = /^[\p{L}][\p{L} .&'-]{0,49}$/u;

export const PAYEE_NAME_MAX = 50;

export const paymentSettingsSchema = z.object({
  upiId: z.string({ error: PAYMENT_SETTINGS_MESSAGES.upiId }).check(z.trim(), z.regex(UPI_ID_PATTERN, PAYMENT_SETTINGS_MESSAGES.upiId)),
  payeeName: z.string({ error: PAYMENT_SETTINGS_MESSAGES.payeeName }).check(z.trim(), z.regex(PAYEE_NAME_PATTERN, PAYMENT_SETTINGS_MESSAGES.payeeName)),
});
