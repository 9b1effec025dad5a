// The account forms (SPEC section 5; issues 18 and 31): sign-up and its code, sign-in, the password
// reset and change, and the account's own details. The server's auth and users services parse with
// these; the register, login, forgot-password and account pages check with them before sending.
import * as z from 'zod/mini';
import { checkDateOfBirth, type AccountKind } from '../dateOfBirth.ts';
import { MESSAGES } from '../messages.ts';
import {
  confirmPasswordSchema,
  contactSchema,
  emailSchema,
  languageOrDefaultSchema,
  mailLanguageSchema,
  otpSchema,
  passwordSchema,
  passwordsMatch,
  PASSWORDS_MATCH,
  requiredText,
} from './fields.ts';

export const NAME_MAX = 100;
export const ADDRESS_MAX = 500;

export const ACCOUNT_KIND_MESSAGE = 'Please choose who the account is for: just you, or an agency listing others';

/** independent | agency; absent (or null) is independent, the SPEC's advertiser. */
export const accountKindSchema = z.pipe(
  z.nullish(z.enum(['independent', 'agency'], { error: ACCOUNT_KIND_MESSAGE })),
  z.transform((kind: AccountKind | null | undefined): AccountKind => kind ?? 'independent'),
);

const addressSchema = z.pipe(
  z.nullish(
    z
      .string({ error: 'Address must be text' })
      .check(z.trim(), z.maxLength(ADDRESS_MAX, `Address must be at most ${ADDRESS_MAX} characters`)),
  ),
  z.transform((value: string | null | undefined) => value ?? ''),
);

/**
 * A date of birth a form states (issue 31), by the one rule of ../dateOfBirth.ts against India's
 * today. The server checks the date after the other fields, with its own clock
 * (server/modules/adulthood/service.ts), so its schemas leave the field unchecked.
 */
export function statedDateOfBirth({ optional }: { optional: boolean }) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      if (optional && value === '') return;
      const checked = checkDateOfBirth(value);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
    }),
  );
}

/** Send OTP of the register form. */
export const signupOtpSchema = z.object({
  contact: contactSchema,
  email: emailSchema,
  /** the language the code's mail is written in: the register page's */
  language: languageOrDefaultSchema,
});

export const signUpSchema = z
  .object({
    name: requiredText(MESSAGES.name, NAME_MAX),
    contact: contactSchema,
    email: emailSchema,
    emailOTP: otpSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    address: addressSchema,
    /** YYYY-MM-DD; the server checks it against India's today after the other fields */
    dateOfBirth: z.optional(z.unknown()),
    accountKind: accountKindSchema,
    /** the language of the account's mails: the register page's, changed later on the account page */
    language: languageOrDefaultSchema,
  })
  .check(z.refine(passwordsMatch, PASSWORDS_MATCH));

/** The register form: sign-up with its date of birth checked at once. */
export const registerFormSchema = z.safeExtend(signUpSchema, { dateOfBirth: statedDateOfBirth({ optional: false }) });

export const logInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

/** Send OTP of the forgot-password form checks the address only. */
export const passwordResetOtpSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    emailOTP: otpSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .check(z.refine(passwordsMatch, PASSWORDS_MATCH));

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Please enter your current password',
  currentWrong: 'The current password is not correct.',
  sameAsCurrent: 'The new password must differ from the current one.',
} as const;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.currentRequired })
      .check(
        z.minLength(1, CHANGE_PASSWORD_MESSAGES.currentRequired),
        z.maxLength(200, CHANGE_PASSWORD_MESSAGES.currentWrong),
      ),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  // the confirmation is judged once the new password itself is acceptable
  .check(
    z.refine(passwordsMatch, {
      ...PASSWORDS_MATCH,
      when: (payload) =>
        payload.issues.every((issue) => issue.path?.[0] !== 'password' && issue.code !== 'invalid_type'),
    }),
  );

/** The signed-in account's own details (issue 18); the e-mail stays as registered. */
export const profileSchema = z.object({
  name: requiredText(MESSAGES.name, NAME_MAX),
  contact: contactSchema,
  address: addressSchema,
  /** issue 31: an account without a date of birth states it once; absent or '' states nothing */
  dateOfBirth: z.optional(z.unknown()),
  /** the language of the account's mails; absent or null leaves it as it is */
  language: z.nullish(mailLanguageSchema),
});

/** The account page's details form: a date of birth, when one is asked, is checked at once ('' states none). */
export const profileFormSchema = z.extend(profileSchema, { dateOfBirth: statedDateOfBirth({ optional: true }) });

export const DELETE_ACCOUNT_MESSAGES = {
  passwordRequired: 'Please enter your password to delete your account',
  passwordWrong: 'The password is not correct.',
} as const;

/** Deleting one's own account asks for its password (issue 18). */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: DELETE_ACCOUNT_MESSAGES.passwordRequired })
    .check(
      z.minLength(1, DELETE_ACCOUNT_MESSAGES.passwordRequired),
      z.maxLength(200, DELETE_ACCOUNT_MESSAGES.passwordWrong),
    ),
});
