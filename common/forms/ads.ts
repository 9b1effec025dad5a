// An ad's fields both sides check (SPEC section 5, create ad; issue 18, edit): their messages, limits
// and schemas. The create and edit forms (client/src/features/ads/create/createAdRules.ts,
// edit/editAdRules.ts) check with these pieces; the ads services (server/modules/ads/service.ts,
// editing.ts) parse with them, so both say the same words for the same fault.
import * as z from 'zod/mini';
import { checkAdAge } from '../age.ts';
import { hasControlCharacters, ISO_DATE_PATTERN } from '../formPatterns.ts';
import { todayInIndia } from '../india.ts';
import { CONTROL_CHARACTERS_MESSAGE, MESSAGES, tooLongMessage } from '../messages.ts';
import { contactNumberSchema, requiredText } from './fields.ts';

export const AD_FIELD_LIMITS = {
  nameMax: 100,
  descriptionMax: 5000,
  maxImages: 10,
  /** cities of one request: each becomes an ad */
  maxLocations: 100,
  maxServices: 30,
  serviceMax: 60,
  maxQuickSummaries: 30,
  summaryNameMax: 60,
  summaryValueMax: 200,
  maxCustomSections: 20,
  sectionTitleMax: 100,
  sectionDescriptionMax: 5000,
} as const;

/** SPEC section 5 (create ad) where it has a message; clear words of our own where it has none. */
export const AD_FIELD_MESSAGES = {
  name: 'Name is required',
  description: 'Description is required',
  contact: MESSAGES.contact,
  startDate: 'Start date is required',
  startDatePast: 'Start date cannot be before today',
  startDateInvalid: 'Start date must be a valid date (YYYY-MM-DD).',
  endDate: 'End date is required',
  endDateInvalid: 'End date must be a valid date (YYYY-MM-DD).',
  endBeforeStart: 'End date cannot be before start date',
  maxDays: (days: number) => `Max days per location must be less than ${days} days.`,
  category: 'Please select a category',
  locations: 'Please select at least one location',
  tooManyLocations: `Please select at most ${AD_FIELD_LIMITS.maxLocations} locations.`,
  images: 'Please upload at least one Image',
  tooManyImages: `Please upload at most ${AD_FIELD_LIMITS.maxImages} images.`,
  summary: 'Please add summary Name and Value',
  summaryExists: 'Quick summary name already exists',
  tooManySummaries: `Please add at most ${AD_FIELD_LIMITS.maxQuickSummaries} quick summaries.`,
  section: 'Please add Section title and description',
  sectionExists: 'Custom Section Name already exists',
  tooManySections: `Please add at most ${AD_FIELD_LIMITS.maxCustomSections} custom sections.`,
  serviceNotText: 'Each service must be text.',
  serviceTooLong: `Each service must be at most ${AD_FIELD_LIMITS.serviceMax} characters.`,
  tooManyServices: `Please add at most ${AD_FIELD_LIMITS.maxServices} services.`,
} as const;

/** An ad's own contact number: optional (empty or absent means the account's), else 10 digits. */
export const adContactSchema = z.pipe(
  z.transform((value: unknown) =>
    value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
  ),
  z.optional(contactNumberSchema(AD_FIELD_MESSAGES.contact)),
);

/** The texts an advertiser writes, on creating and on editing an ad. */
export const adTextFieldsSchema = z.object({
  name: requiredText(AD_FIELD_MESSAGES.name, AD_FIELD_LIMITS.nameMax),
  contact: adContactSchema,
  description: requiredText(AD_FIELD_MESSAGES.description, AD_FIELD_LIMITS.descriptionMax),
});

/** Whether YYYY-MM-DD names a day on the calendar (no 30 February). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A YYYY-MM-DD date; '' or nothing is "required", anything else that is not a date is "invalid". */
export function calendarDateSchema(required: string, invalid: string) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString().slice(0, 10);
      if (typeof value === 'string' && value.trim() === '') return undefined;
      return value;
    }),
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
      .check(z.trim(), z.refine(isCalendarDate, invalid)),
  );
}

/** An ad's dates as bought: not before India's today, the end not before the start. */
export function adDatesProblem(
  startDate: string,
  endDate: string,
  today = todayInIndia(),
): { message: string; field: 'startDate' | 'endDate' } | null {
  if (startDate < today) return { message: AD_FIELD_MESSAGES.startDatePast, field: 'startDate' };
  if (endDate < startDate) return { message: AD_FIELD_MESSAGES.endBeforeStart, field: 'endDate' };
  return null;
}

/** Free text of a list item: absent is '', always trimmed; length and characters are checked where it is kept (adListsOf). */
const itemText = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => (value ?? '').trim()),
);

/** The contents of an ad an advertiser writes: what creation asks and an edit may change (docs/decisions/0063-advertiser-ad-editing.md). */
export const adContentsShape = {
  ...adTextFieldsSchema.shape,
  services: z.nullish(
    z.array(z.string({ error: AD_FIELD_MESSAGES.serviceNotText }), { error: AD_FIELD_MESSAGES.serviceNotText }),
  ),
  quickSummaries: z.nullish(
    z.array(z.object({ name: itemText, value: itemText }), { error: AD_FIELD_MESSAGES.summary }),
  ),
  customSections: z.nullish(
    z.array(z.object({ title: itemText, description: itemText }), { error: AD_FIELD_MESSAGES.section }),
  ),
  /** the person's age: read with the quick summaries by common/age.ts (issue 31) */
  age: z.optional(z.unknown()),
};

export interface AdListsInput {
  services?: readonly string[] | null | undefined;
  quickSummaries?: readonly { name: string; value: string }[] | null | undefined;
  customSections?: readonly { title: string; description: string }[] | null | undefined;
}

export interface AdLists {
  services: string[];
  quickSummaries: { name: string; value: string }[];
  customSections: { title: string; description: string }[];
}

/** A problem of an ad's contents, with the field it names (`quickSummaries.2.name`). */
export interface AdFieldProblem {
  message: string;
  path: (string | number)[];
}

class ListProblem extends Error {
  constructor(
    message: string,
    readonly path: (string | number)[],
  ) {
    super(message);
  }
}

function checkedText(text: string, max: number, path: (string | number)[]): string {
  if (text.length > max) throw new ListProblem(tooLongMessage(max), path);
  if (hasControlCharacters(text)) throw new ListProblem(CONTROL_CHARACTERS_MESSAGE, path);
  return text;
}

/** Trimmed, empty ones dropped, case-insensitive duplicates dropped (the first spelling kept). */
function keptServices(services: readonly string[]): string[] {
  const kept = new Map<string, string>();
  services.forEach((raw, index) => {
    const name = raw.trim();
    if (!name || kept.has(name.toLowerCase())) return;
    kept.set(name.toLowerCase(), checkedText(name, AD_FIELD_LIMITS.serviceMax, ['services', index]));
  });
  if (kept.size > AD_FIELD_LIMITS.maxServices) throw new ListProblem(AD_FIELD_MESSAGES.tooManyServices, ['services']);
  return [...kept.values()];
}

/** Only summaries with a value are kept (SPEC section 5); a value needs a name; names are unique, case-insensitive. */
function keptQuickSummaries(items: readonly { name: string; value: string }[]) {
  const kept: { name: string; value: string }[] = [];
  const names = new Set<string>();
  items.forEach(({ name, value }, index) => {
    if (!value) return;
    if (!name) throw new ListProblem(AD_FIELD_MESSAGES.summary, ['quickSummaries', index, 'name']);
    checkedText(name, AD_FIELD_LIMITS.summaryNameMax, ['quickSummaries', index, 'name']);
    checkedText(value, AD_FIELD_LIMITS.summaryValueMax, ['quickSummaries', index, 'value']);
    if (names.has(name.toLowerCase()))
      throw new ListProblem(AD_FIELD_MESSAGES.summaryExists, ['quickSummaries', index, 'name']);
    names.add(name.toLowerCase());
    kept.push({ name, value });
  });
  if (kept.length > AD_FIELD_LIMITS.maxQuickSummaries)
    throw new ListProblem(AD_FIELD_MESSAGES.tooManySummaries, ['quickSummaries']);
  return kept;
}

/** Only sections with a description are kept (SPEC section 5); a description needs a title; titles are unique, case-insensitive. */
function keptCustomSections(items: readonly { title: string; description: string }[]) {
  const kept: { title: string; description: string }[] = [];
  const titles = new Set<string>();
  items.forEach(({ title, description }, index) => {
    if (!description) return;
    if (!title) throw new ListProblem(AD_FIELD_MESSAGES.section, ['customSections', index, 'title']);
    checkedText(title, AD_FIELD_LIMITS.sectionTitleMax, ['customSections', index, 'title']);
    // descriptions are multi-line: only the length is capped
    if (description.length > AD_FIELD_LIMITS.sectionDescriptionMax) {
      throw new ListProblem(tooLongMessage(AD_FIELD_LIMITS.sectionDescriptionMax), [
        'customSections',
        index,
        'description',
      ]);
    }
    if (titles.has(title.toLowerCase()))
      throw new ListProblem(AD_FIELD_MESSAGES.sectionExists, ['customSections', index, 'title']);
    titles.add(title.toLowerCase());
    kept.push({ title, description });
  });
  if (kept.length > AD_FIELD_LIMITS.maxCustomSections)
    throw new ListProblem(AD_FIELD_MESSAGES.tooManySections, ['customSections']);
  return kept;
}

/** The lists of an ad's contents as kept (services, quick summaries, custom sections), or the first problem. */
export function adListsOf(data: AdListsInput): { ok: true; lists: AdLists } | ({ ok: false } & AdFieldProblem) {
  try {
    return {
      ok: true,
      lists: {
        services: keptServices(data.services ?? []),
        quickSummaries: keptQuickSummaries(data.quickSummaries ?? []),
        customSections: keptCustomSections(data.customSections ?? []),
      },
    };
  } catch (error) {
    if (error instanceof ListProblem) return { ok: false, message: error.message, path: error.path };
    throw error;
  }
}

/**
 * The checks of an ad's contents once every field has its shape, in the order the services always
 * named them: the lists, then the age with the summaries as sent (common/age.ts). Answers the
 * contents with the lists as kept and the age as a number; a refusal names its field.
 */
export function checkedAdContents<Data extends AdListsInput & { age?: unknown }>(
  data: Data,
  ctx: { issues: z.core.$ZodRawIssue[] },
) {
  const lists = adListsOf(data);
  if (!lists.ok) {
    ctx.issues.push({ code: 'custom', message: lists.message, path: lists.path, input: data });
    return z.NEVER;
  }
  const age = checkAdAge(data.age, data.quickSummaries ?? []);
  if (!age.ok) {
    ctx.issues.push({
      code: 'custom',
      message: age.message,
      path: age.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      input: data,
    });
    return z.NEVER;
  }
  return { ...data, ...lists.lists, age: age.age };
}

/**
 * The create-ads input (SPEC section 5): `id` reads a category's or city's id, `upload` one of the
 * side's own uploads. Fields are checked in this order, the first problem being the one named; then the lists
 * and the age, then the dates against India's today.
 */
export function createAdsSchema<Upload extends z.core.$ZodType>({
  id,
  upload,
}: {
  id: (message: string) => z.core.$ZodType<number>;
  upload: Upload;
}) {
  return z.pipe(
    z.object({
      name: adContentsShape.name,
      contact: adContentsShape.contact,
      description: adContentsShape.description,
      startDate: calendarDateSchema(AD_FIELD_MESSAGES.startDate, AD_FIELD_MESSAGES.startDateInvalid),
      endDate: calendarDateSchema(AD_FIELD_MESSAGES.endDate, AD_FIELD_MESSAGES.endDateInvalid),
      categoryId: id(AD_FIELD_MESSAGES.category),
      locationIds: z.pipe(
        z.pipe(
          z.array(id(AD_FIELD_MESSAGES.locations), { error: AD_FIELD_MESSAGES.locations }),
          z.transform((ids: number[]) => [...new Set(ids)]),
        ),
        z
          .array(z.number())
          .check(
            z.minLength(1, AD_FIELD_MESSAGES.locations),
            z.maxLength(AD_FIELD_LIMITS.maxLocations, AD_FIELD_MESSAGES.tooManyLocations),
          ),
      ),
      services: adContentsShape.services,
      quickSummaries: adContentsShape.quickSummaries,
      customSections: adContentsShape.customSections,
      age: adContentsShape.age,
      images: adUploadsSchema(upload).check(
        z.minLength(1, AD_FIELD_MESSAGES.images),
        z.maxLength(AD_FIELD_LIMITS.maxImages, AD_FIELD_MESSAGES.tooManyImages),
      ),
    }),
    z.transform((data, ctx) => {
      const contents = checkedAdContents(data, ctx);
      if (contents === z.NEVER) return z.NEVER;
      const dates = adDatesProblem(data.startDate, data.endDate);
      if (dates) {
        ctx.issues.push({ code: 'custom', message: dates.message, path: [dates.field], input: data });
        return z.NEVER;
      }
      return contents;
    }),
  );
}

/** New uploads of a request: files only; how many in all is checked with the photos an ad keeps. */
export function adUploadsSchema<Upload extends z.core.$ZodType>(upload: Upload) {
  return z.array(upload, { error: AD_FIELD_MESSAGES.images });
}

/** An ad's photos in all (kept and new): at least one (the SPEC's message), at most the limit; null when fine. */
export function imageCountProblem(count: number): string | null {
  if (count < 1) return AD_FIELD_MESSAGES.images;
  if (count > AD_FIELD_LIMITS.maxImages) return AD_FIELD_MESSAGES.tooManyImages;
  return null;
}

export type AdTextFieldErrors = Partial<Record<'name' | 'contact' | 'description', string>>;

/** Longest renewal at once: a year. */
export const MAX_RENEWAL_DAYS = 365;

export const RENEWAL_DAYS_MESSAGE = `Please enter a whole number of days from 1 to ${MAX_RENEWAL_DAYS}.`;

/** The days a renewal adds (issue 8, part 2): a whole number from 1 to a year. */
export const renewalDaysSchema = z
  .number({ error: RENEWAL_DAYS_MESSAGE })
  .check(
    z.refine(Number.isInteger, RENEWAL_DAYS_MESSAGE),
    z.minimum(1, RENEWAL_DAYS_MESSAGE),
    z.maximum(MAX_RENEWAL_DAYS, RENEWAL_DAYS_MESSAGE),
  );
