// A new staff account (issue 31): name, e-mail, phone and role, with the sign-up form's messages.
// The Add Staff dialog checks with it, the users service's staff part parses with it.
import * as z from 'zod/mini';
import { MESSAGES } from '../messages.ts';
import { contactSchema, emailSchema, requiredText } from './fields.ts';

export const STAFF_ROLES = ['admin', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_NAME_MAX = 100;

export const STAFF_ROLE_MESSAGE = 'Please choose admin or moderator.';

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_ROLE_MESSAGE });

export const staffAccountSchema = z.object({
  name: requiredText(MESSAGES.name, STAFF_NAME_MAX),
  email: emailSchema,
  contact: contactSchema,
  role: staffRoleSchema,
});
