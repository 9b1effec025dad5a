// The contact form (SPEC section 5, "Contact form"), with the sic messages corrected
// (docs/architecture.md section 11): the contact page checks with it, the contacts service parses with it.
import * as z from 'zod/mini';
import { MESSAGES } from '../messages.ts';
import { contactNumberSchema, emailSchema, requiredText } from './fields.ts';

export const CONTACT_FORM_MESSAGES = {
  name: 'Please Enter a Your Name',
  email: MESSAGES.email,
  contact: MESSAGES.contactForm,
  message: 'Please enter a Message',
} as const;

export const contactMessageSchema = z.object({
  name: requiredText(CONTACT_FORM_MESSAGES.name, 100),
  email: emailSchema,
  contact: contactNumberSchema(CONTACT_FORM_MESSAGES.contact),
  message: requiredText(CONTACT_FORM_MESSAGES.message, 5000),
});
