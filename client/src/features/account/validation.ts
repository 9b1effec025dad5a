// Client-side checks of the account forms (SPEC section 5), run before any call so the visitor sees
// the SPEC's message under the field at once; the server applies the same rules again.
import { checkDateOfBirth, type AccountKind } from '../../../../common/dateOfBirth.ts';
import { CONTACT_PATTERN, EMAIL_PATTERN } from '../../../../common/formPatterns.ts';

export const MESSAGES = {
  name: 'Please Enter a name',
  email: 'Please Enter a valid email address',
  contact: 'Contact Number must have 10 characters',
  otp: 'Email OTP must have 6 digits',
  password: 'Password must be at least 8 characters',
  passwordsDiffer: 'Password and Confirm Password must be the same',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
/** SPEC section 9: a new code may be asked for 60 seconds after the last one. */
export const OTP_RESEND_SECONDS = 60;

const OTP_PATTERN = /^\d{6}$/;

/** Field name -> message; a field without a problem is absent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.keys(errors).length > 0;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!isValidEmail(values.email)) errors.email = MESSAGES.email;
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = MESSAGES.password;
  return errors;
}

export interface SignupOtpValues {
  email: string;
  contact: string;
}

/** What Send OTP of the register form checks (SPEC: "Send signup OTP"). */
export function validateSignupOtp(values: SignupOtpValues): FieldErrors<keyof SignupOtpValues> {
  const errors: FieldErrors<keyof SignupOtpValues> = {};
  if (!CONTACT_PATTERN.test(values.contact.trim())) errors.contact = MESSAGES.contact;
  if (!isValidEmail(values.email)) errors.email = MESSAGES.email;
  return errors;
}

export interface NewPasswordValues {
  emailOTP: string;
  password: string;
  confirmPassword: string;
}

function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  if (!OTP_PATTERN.test(values.emailOTP.trim())) errors.emailOTP = MESSAGES.otp;
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = MESSAGES.password;
  if (values.password !== values.confirmPassword) errors.confirmPassword = MESSAGES.passwordsDiffer;
  return errors;
}

/** The date of birth (issue 31: an adult by India's date; client/src/lib/dateOfBirth.ts, the server's rule too). */
export function validateDateOfBirth(values: { dateOfBirth: string }): FieldErrors<'dateOfBirth'> {
  const checked = checkDateOfBirth(values.dateOfBirth);
  return checked.ok ? {} : { dateOfBirth: checked.message };
}

export interface RegisterValues extends SignupOtpValues, NewPasswordValues {
  name: string;
  address: string;
  /** YYYY-MM-DD as the date input gives it ('' until chosen) */
  dateOfBirth: string;
  accountKind: AccountKind;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  if (values.name.trim() === '') errors.name = MESSAGES.name;
  return { ...errors, ...validateSignupOtp(values), ...validateDateOfBirth(values), ...validateNewPassword(values) };
}

export interface ResetPasswordValues extends NewPasswordValues {
  email: string;
}

/** Send OTP of the forgot-password form checks the address only. */
export function validatePasswordResetOtp(values: { email: string }): FieldErrors<'email'> {
  return isValidEmail(values.email) ? {} : { email: MESSAGES.email };
}

export function validateResetPassword(values: ResetPasswordValues): FieldErrors<keyof ResetPasswordValues> {
  return { ...validatePasswordResetOtp(values), ...validateNewPassword(values) };
}
