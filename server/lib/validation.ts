// Input validation shared by every service: zod schemas carrying the SPEC's messages
// (section 5, with the sic typos fixed as docs/architecture.md section 11 says), and `parseInput`, which
// turns the first problem into a ValidationError naming the field.
import { z } from 'zod';
import { ValidationError } from './errors.ts';
import { CONTROL_CHARACTERS_MESSAGE, MESSAGES } from './messages.ts';

/** SPEC: "text, at sign, text, dot, text". Stored lower-cased. */
export const emailSchema = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(254, MESSAGES.email)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.email)
  .transform((value) => value.toLowerCase());

/** SPEC section 9: exactly 10 characters (digits, as Indian mobile numbers are). */
export const contactSchema = z
  .string({ error: MESSAGES.contact })
  .trim()
  .regex(/^\d{10}$/, MESSAGES.contact);

export const otpSchema = z.string({ error: MESSAGES.otp }).trim().regex(/^\d{6}$/, MESSAGES.otp);

export const passwordSchema = z
  .string({ error: MESSAGES.password })
  .min(8, MESSAGES.password)
  .max(200, 'Password must be at most 200 characters');

/** Characters no text of the product may hold: the C0 controls but tab, newline and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** A required single-line text with a length cap. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    // control characters (other than tab and newlines) have no place in a name or title
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);
}

/** An optional text: empty becomes ''. */
export function optionalText(max = 2000) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');
}

/** Parses `input` or throws a ValidationError with the first problem's message and field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? issue.path.map(String).join('.') : undefined;
  throw new ValidationError(issue.message, field);
}
