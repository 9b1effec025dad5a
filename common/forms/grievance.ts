// A complaint to the grievance officer (IT Rules 2021; issue 14): what it is about, the page, the
// details and how to answer. The /grievance form checks with it, the grievances service parses with it.
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../formPatterns.ts';
import type { GrievanceCategory } from '../grievanceLabels.ts';
import { languageOrDefaultSchema } from './fields.ts';

export const GRIEVANCE_CATEGORIES = [
  'underage',
  'non_consensual_image',
  'explicit_content',
  'impersonation',
  'privacy',
  'scam',
  'other',
] as const satisfies readonly GrievanceCategory[];

export const GRIEVANCE_FIELD_LIMITS = { details: 5000, adLink: 500, contact: 200 } as const;

export const GRIEVANCE_FIELD_MESSAGES = {
  category: 'Please choose what your complaint is about.',
  details: 'Please describe your complaint.',
  detailsTooLong: `Details must be at most ${GRIEVANCE_FIELD_LIMITS.details} characters`,
  adLink: 'Please enter the full address of the page, starting with https://',
  contact: 'Please enter an e-mail address or a 10-digit phone number we can answer on.',
} as const;

/** A phone number as people write it: an optional +, 10 to 16 digits with spaces or dashes between. */
const TYPED_PHONE_PATTERN = /^\+?\d[\d\s-]{8,14}\d$/;

/** An http(s) address of a named host (or localhost). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

export const grievanceSchema = z.object({
  category: z.enum(GRIEVANCE_CATEGORIES, { error: GRIEVANCE_FIELD_MESSAGES.category }),
  adLink: z
    .pipe(
      z.optional(
        z.string().check(z.trim(), z.maxLength(GRIEVANCE_FIELD_LIMITS.adLink, GRIEVANCE_FIELD_MESSAGES.adLink)),
      ),
      z.transform((value: string | undefined) => value ?? ''),
    )
    .check(z.refine((value) => value === '' || isWebAddress(value), GRIEVANCE_FIELD_MESSAGES.adLink)),
  details: z
    .string({ error: GRIEVANCE_FIELD_MESSAGES.details })
    .check(
      z.trim(),
      z.minLength(1, GRIEVANCE_FIELD_MESSAGES.details),
      z.maxLength(GRIEVANCE_FIELD_LIMITS.details, GRIEVANCE_FIELD_MESSAGES.detailsTooLong),
    ),
  contact: z.pipe(
    z.string({ error: GRIEVANCE_FIELD_MESSAGES.contact }).check(
      z.trim(),
      z.maxLength(GRIEVANCE_FIELD_LIMITS.contact, GRIEVANCE_FIELD_MESSAGES.contact),
      z.refine(
        (value) => EMAIL_PATTERN.test(value) || TYPED_PHONE_PATTERN.test(value),
        GRIEVANCE_FIELD_MESSAGES.contact,
      ),
    ),
    z.transform((value: string) => (EMAIL_PATTERN.test(value) ? value.toLowerCase() : value)),
  ),
  /** the language the complainant's mails are written in: the page's the complaint was filed from */
  language: languageOrDefaultSchema,
});
