// The contact form's checks (SPEC section 5, "Contact form"), with the sic messages corrected as
// docs/architecture.md section 11 says; the server applies the same rules again.
import { CONTACT_PATTERN, EMAIL_PATTERN } from '../../../../common/formPatterns.ts';

export const CONTACT_MESSAGES = {
  name: 'Please Enter a Your Name',
  email: 'Please Enter a valid email address',
  contact: 'Please enter a valid Contact Number',
  message: 'Please enter a Message',
} as const;

export interface ContactValues {
  name: string;
  email: string;
  contact: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export function validateContactMessage(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (values.name.trim() === '') errors.name = CONTACT_MESSAGES.name;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = CONTACT_MESSAGES.email;
  if (!CONTACT_PATTERN.test(values.contact.trim())) errors.contact = CONTACT_MESSAGES.contact;
  if (values.message.trim() === '') errors.message = CONTACT_MESSAGES.message;
  return errors;
}
