// The words of the SPEC's section 5 that several forms say, on both sides: the client's forms show
// them under a field before sending, the server's validation answers with the same (the sic typos
// fixed, docs/architecture.md section 11). No zod here: pages that only show a message stay light.

/** The field messages several forms share. */
export const MESSAGES = {
  email: 'Please Enter a valid email address',
  contact: 'Contact Number must have 10 characters',
  contactForm: 'Please enter a valid Contact Number',
  otp: 'Email OTP must have 6 digits',
  password: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  passwordsDiffer: 'Password and Confirm Password must be the same',
  name: 'Please Enter a name',
} as const;

/** A text with control characters (other than tab and newlines). */
export const CONTROL_CHARACTERS_MESSAGE = 'Contains characters that are not allowed';

/** The message of a text over its length cap. */
export function tooLongMessage(max: number): string {
  return `Must be at most ${max} characters`;
}
