// An ad's fields both sides check (SPEC section 5, create ad; issue 18, edit): their messages, limits
// and the text fields' schema. The create and edit forms (client/src/features/ads/create/createAdRules.ts,
// edit/editAdRules.ts) and the ads service (server/modules/ads/service.ts) read them from here.
import * as z from 'zod/mini';
import { MESSAGES } from '../messages.ts';
import { contactNumberSchema, requiredText } from './fields.ts';

export const AD_FIELD_LIMITS = { nameMax: 100, descriptionMax: 5000, maxImages: 10 } as const;

/** SPEC section 5 (create ad) where it has a message; clear words of our own where it has none. */
export const AD_FIELD_MESSAGES = {
  name: 'Name is required',
  description: 'Description is required',
  contact: MESSAGES.contact,
  startDate: 'Start date is required',
  startDatePast: 'Start date cannot be before today',
  endDate: 'End date is required',
  maxDays: (days: number) => `Max days per location must be less than ${days} days.`,
  category: 'Please select a category',
  locations: 'Please select at least one location',
  images: 'Please upload at least one Image',
  tooManyImages: `Please upload at most ${AD_FIELD_LIMITS.maxImages} images.`,
  summary: 'Please add summary Name and Value',
  summaryExists: 'Quick summary name already exists',
  section: 'Please add Section title and description',
  sectionExists: 'Custom Section Name already exists',
} as const;

/** An ad's own contact number: optional (empty or absent means the account's), else 10 digits. */
export const adContactSchema = z.pipe(
  z.transform((value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value)),
  z.optional(contactNumberSchema(AD_FIELD_MESSAGES.contact)),
);

/** The texts an advertiser writes, on creating and on editing an ad. */
export const adTextFieldsSchema = z.object({
  name: requiredText(AD_FIELD_MESSAGES.name, AD_FIELD_LIMITS.nameMax),
  contact: adContactSchema,
  description: requiredText(AD_FIELD_MESSAGES.description, AD_FIELD_LIMITS.descriptionMax),
});

export type AdTextFieldErrors = Partial<Record<'name' | 'contact' | 'description', string>>;

/** The messages of the texts' problems, one for each field at fault. */
export function adTextFieldErrors(values: { name: string; contact: string; description: string }): AdTextFieldErrors {
  const result = adTextFieldsSchema.safeParse(values);
  const errors: AdTextFieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'contact' || field === 'description') && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
