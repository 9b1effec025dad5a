// The shapes of what people type, one home for both sides (SPEC section 5): the forms check them
// before sending and the server again (./forms/fields.ts holds them as zod schemas).

/** SPEC: "text, at sign, text, dot, text". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Exactly 10 characters, digits as Indian mobile numbers are (SPEC section 9). */
export const CONTACT_PATTERN = /^\d{10}$/;

/** An e-mailed one-time code: 6 digits. */
export const OTP_PATTERN = /^\d{6}$/;

/** SPEC section 9: a new code may be asked for 60 seconds after the last one. */
export const OTP_RESEND_SECONDS = 60;

/** A calendar date as a date input gives it and the API carries it: YYYY-MM-DD (the shape only). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Characters no text of the product may hold: the C0 controls but tab, newline and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}
