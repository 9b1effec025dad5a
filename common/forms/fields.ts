// The fields several forms share, as zod schemas both sides run: the client's forms through
// react-hook-form's zodResolver, the server's services through parseInput (server/lib/validation.ts).
import { z } from 'zod';
import { CONTACT_PATTERN, EMAIL_PATTERN, hasControlCharacters, OTP_PATTERN } from '../formPatterns.ts';
import { CONTROL_CHARACTERS_MESSAGE, MESSAGES, tooLongMessage } from '../messages.ts';

/** SPEC: "text, at sign, text, dot, text". Answered lower-cased. */
export const emailSchema = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(254, MESSAGES.email)
  .regex(EMAIL_PATTERN, MESSAGES.email)
  .transform((value) => value.toLowerCase());

/** SPEC section 9: exactly 10 characters (digits, as Indian mobile numbers are). */
export function contactNumberSchema(message: string) {
  return z.string({ error: message }).trim().regex(CONTACT_PATTERN, message);
}

/** The account's and the staff member's contact number. */
export const contactSchema = contactNumberSchema(MESSAGES.contact);

export const otpSchema = z.string({ error: MESSAGES.otp }).trim().regex(OTP_PATTERN, MESSAGES.otp);

export const MIN_PASSWORD_LENGTH = 8;

export const passwordSchema = z
  .string({ error: MESSAGES.password })
  .min(MIN_PASSWORD_LENGTH, MESSAGES.password)
  .max(200, MESSAGES.passwordTooLong);

/** A confirmation that must equal the password (passwordsMatch below); checked after the password's own rules. */
export const confirmPasswordSchema = z.string({ error: MESSAGES.passwordsDiffer }).max(200, MESSAGES.passwordsDiffer);

/** The refinement of a form with a password and its confirmation: the message goes under the confirmation. */
export const PASSWORDS_MATCH = { message: MESSAGES.passwordsDiffer, path: ['confirmPassword'] };

export function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}

/** A required single-line text with a length cap; control characters (but tab and newlines) refused. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLongMessage(max))
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);
}

/** An optional text: absent becomes ''. */
export function optionalText(max = 2000) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .optional()
    .transform((value) => value ?? '');
}
