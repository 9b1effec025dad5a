// The fields several forms share, as zod schemas both sides run: the client's forms through
// react-hook-form's zodResolver (client/src/lib/useSchemaForm.ts), the server's services through
// parseInput (server/lib/validation.ts). Written with zod/mini, which the server's zod runs alike:
// a form's page carries about 6 KB of it compressed where zod's chained API would cost 23 KB.
import * as z from 'zod/mini';
import { CONTACT_PATTERN, EMAIL_PATTERN, hasControlCharacters, OTP_PATTERN } from '../formPatterns.ts';
import { CONTROL_CHARACTERS_MESSAGE, MESSAGES, tooLongMessage } from '../messages.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages.ts';

/** SPEC: "text, at sign, text, dot, text". Answered lower-cased. */
export const emailSchema = z
  .string({ error: MESSAGES.email })
  .check(z.trim(), z.maxLength(254, MESSAGES.email), z.regex(EMAIL_PATTERN, MESSAGES.email), z.toLowerCase());

/** SPEC section 9: exactly 10 characters (digits, as Indian mobile numbers are). */
export function contactNumberSchema(message: string) {
  return z.string({ error: message }).check(z.trim(), z.regex(CONTACT_PATTERN, message));
}

/** The account's and the staff member's contact number. */
export const contactSchema = contactNumberSchema(MESSAGES.contact);

export const otpSchema = z.string({ error: MESSAGES.otp }).check(z.trim(), z.regex(OTP_PATTERN, MESSAGES.otp));

export const MIN_PASSWORD_LENGTH = 8;

export const passwordSchema = z
  .string({ error: MESSAGES.password })
  .check(z.minLength(MIN_PASSWORD_LENGTH, MESSAGES.password), z.maxLength(200, MESSAGES.passwordTooLong));

/** A confirmation that must equal the password (passwordsMatch below); checked after the password's own rules. */
export const confirmPasswordSchema = z
  .string({ error: MESSAGES.passwordsDiffer })
  .check(z.maxLength(200, MESSAGES.passwordsDiffer));

/** The refinement of a form with a password and its confirmation: the message goes under the confirmation. */
export const PASSWORDS_MATCH = { message: MESSAGES.passwordsDiffer, path: ['confirmPassword'] };

export function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}

/** A required single-line text with a length cap; control characters (but tab and newlines) refused. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(max, tooLongMessage(max)),
    z.refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
  );
}

/** An optional text: absent becomes ''. */
export function optionalText(max = 2000) {
  return z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, tooLongMessage(max)))),
    z.transform((value: string | undefined) => value ?? ''),
  );
}

export const LANGUAGE_MESSAGE = 'Please choose English or Hindi for your mails';

/** The language a person's mails are written in (issue 35): en | hi. */
export const mailLanguageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE });

/** A language a form sends, or none (the site's default, English): the public forms send their page's. */
export const languageOrDefaultSchema = z.pipe(
  z.nullish(mailLanguageSchema),
  z.transform((language: Language | null | undefined): Language => language ?? DEFAULT_LANGUAGE),
);
