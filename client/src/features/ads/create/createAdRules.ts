// The create-ad rules of SPEC section 5: the form's schema (react-hook-form's, client/src/lib/useSchemaForm.ts),
// built of the pieces the server parses with (common/forms/ads.ts), and the dates' and cost's arithmetic.
import { useLingui } from '@lingui/react/macro';
import { creditsPerAd, maxDaysPerLocation } from '../../../../../common/creditMath.ts';
import * as z from 'zod/mini';
import { checkAdAge } from '../../../../../common/age.ts';
import { ADULT_DECLARATION_MESSAGE } from '../../../../../common/dateOfBirth.ts';
import {
  AD_FIELD_LIMITS,
  AD_FIELD_MESSAGES,
  adTextFieldsSchema,
  adUploadsSchema,
} from '../../../../../common/forms/ads.ts';
import { addDays, daysInclusive } from '../../../../../common/india.ts';

export const CREATE_AD_MESSAGES = {
  // the fields' words, the server's too (common/forms/ads.ts): as they are, in English (issue 35)
  ...AD_FIELD_MESSAGES,
} as const;

/** The form's own texts (not the server's), in the page's language. */
export function useCreateAdTexts() {
  const { t } = useLingui();
  return {
    notEnoughCredits: (needed: number, balance: number) =>
      t`Not enough credits: this needs ${needed} credits and your balance is ${balance}.`,
    sectionEdit: t`Title and description should not be empty.`,
    success: t`Ad created successfully!`,
    successUnderReview: t`Ad created successfully! It is under review: a moderator checks it before it is shown.`,
    failure: t`Failed to create Ad`,
  };
}

export type CreateAdTexts = ReturnType<typeof useCreateAdTexts>;

export const MAX_AD_IMAGES = AD_FIELD_LIMITS.maxImages;
/** SPEC section 3 offers Age, Height, Weight and Hair Color; the age is a field of its own since issue 31 (AgeField). */
export const DEFAULT_QUICK_SUMMARY_NAMES = ['Height', 'Weight', 'Hair Color'] as const;

export interface AdDates {
  startDate: string;
  endDate: string;
}

/** SPEC section 5: moving the start past the end moves the end to match (an empty end follows the start too). */
export function withStartDate(dates: AdDates, startDate: string): AdDates {
  if (startDate === '') return { ...dates, startDate };
  const endDate = dates.endDate === '' || dates.endDate < startDate ? startDate : dates.endDate;
  return { startDate, endDate };
}

/** The latest end date the balance allows: start plus the days per location, minus 1. */
export function latestEndDate(startDate: string, daysPerLocation: number): string | undefined {
  if (startDate === '' || daysPerLocation < 1) return undefined;
  return addDays(startDate, daysPerLocation - 1);
}

/** SPEC section 5: the end cannot go past what the balance allows. */
export function withEndDate(dates: AdDates, endDate: string, daysPerLocation: number): AdDates {
  const latest = latestEndDate(dates.startDate, daysPerLocation);
  return { ...dates, endDate: latest !== undefined && endDate > latest ? latest : endDate };
}

export interface AdCost {
  credits: number;
  days: number;
  daysPerLocation: number;
  creditsPerAd: number;
  totalCredits: number;
  balanceAfter: number;
}

/** What the server will charge (server/modules/ads/service.ts): one ad per city, each ceil(days / time_per_credit). */
export function adCost(dates: AdDates, locations: number, credits: number, timePerCredit: number): AdCost {
  const daysPerLocation = maxDaysPerLocation(credits, timePerCredit, Math.max(1, locations));
  const days =
    dates.startDate && dates.endDate && dates.endDate >= dates.startDate
      ? daysInclusive(dates.startDate, dates.endDate)
      : 0;
  const perAd = days > 0 && timePerCredit > 0 ? creditsPerAd(days, timePerCredit) : 0;
  const totalCredits = perAd * locations;
  return { credits, days, daysPerLocation, creditsPerAd: perAd, totalCredits, balanceAfter: credits - totalCredits };
}

export interface QuickSummary {
  name: string;
  value: string;
}

/**
 * Why a named entry (a quick summary, a custom section) cannot be added, or undefined: it needs both
 * parts, and a name new among `takenNames` (case-insensitive).
 */
function namedEntryProblem(
  takenNames: readonly string[],
  name: string,
  text: string,
  messages: { missing: string; taken: string },
): string | undefined {
  if (name.trim() === '' || text.trim() === '') return messages.missing;
  const key = name.trim().toLowerCase();
  if (takenNames.some((taken) => taken.trim().toLowerCase() === key)) return messages.taken;
  return undefined;
}

const SUMMARY_MESSAGES = { missing: CREATE_AD_MESSAGES.summary, taken: CREATE_AD_MESSAGES.summaryExists };

/** Why a custom quick summary cannot be added, or undefined. */
export function quickSummaryProblem(summaries: readonly QuickSummary[], name: string, value: string) {
  const names = summaries.map((summary) => summary.name);
  return namedEntryProblem(names, name, value, SUMMARY_MESSAGES);
}

export interface CustomSection {
  title: string;
  description: string;
}

const SECTION_MESSAGES = { missing: CREATE_AD_MESSAGES.section, taken: CREATE_AD_MESSAGES.sectionExists };

/** Why a custom section cannot be added, or undefined. */
export function customSectionProblem(sections: readonly CustomSection[], title: string, description: string) {
  const titles = sections.map((section) => section.title);
  return namedEntryProblem(titles, title, description, SECTION_MESSAGES);
}

/** Why a custom section cannot be saved as edited (the duplicate check skips the section itself). */
export function editedSectionProblem(
  sections: readonly CustomSection[],
  index: number,
  title: string,
  description: string,
  texts: Pick<CreateAdTexts, 'sectionEdit'>,
): string | undefined {
  if (title.trim() === '' || description.trim() === '') return texts.sectionEdit;
  return customSectionProblem(
    sections.filter((_, other) => other !== index),
    title,
    description,
  ) === CREATE_AD_MESSAGES.sectionExists
    ? CREATE_AD_MESSAGES.sectionExists
    : undefined;
}

/** The schema of a problem-or-nothing rule on a small entry form (a new summary, a section): its message goes under `field`. */
function entrySchema<Entry extends Record<string, string>>(
  keys: readonly (keyof Entry & string)[],
  field: keyof Entry & string,
  problemOf: (entry: Entry) => string | undefined,
) {
  return z
    .object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<keyof Entry & string, z.ZodMiniString>)
    .check(
      z.superRefine((entry, ctx) => {
        const problem = problemOf(entry as Entry);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [field], input: entry });
      }),
    );
}

/** A custom quick summary to add: trimmed, with both parts, its name new among `summaries`. */
export function newQuickSummarySchema(summaries: readonly QuickSummary[]) {
  return entrySchema<{ name: string; value: string }>(['name', 'value'], 'value', ({ name, value }) =>
    quickSummaryProblem(summaries, name, value),
  );
}

/** A custom section to add: with both parts, its title new among `sections`. */
export function newCustomSectionSchema(sections: readonly CustomSection[]) {
  return entrySchema<{ title: string; description: string }>(
    ['title', 'description'],
    'description',
    ({ title, description }) => customSectionProblem(sections, title, description),
  );
}

/** Section `index` as edited: with both parts, its title new among the others. */
export function editedCustomSectionSchema(
  sections: readonly CustomSection[],
  index: number,
  texts: Pick<CreateAdTexts, 'sectionEdit'>,
) {
  return entrySchema<{ title: string; description: string }>(
    ['title', 'description'],
    'description',
    ({ title, description }) => editedSectionProblem(sections, index, title, description, texts),
  );
}

/** SPEC section 5: a service is added only if non-empty and not already chosen (case-insensitive, as the server keeps them). */
export function withService(services: readonly string[], candidate: string): readonly string[] {
  const service = candidate.trim();
  if (service === '' || services.some((chosen) => chosen.toLowerCase() === service.toLowerCase())) return services;
  return [...services, service];
}

/** SPEC section 5: only filled summaries are sent, their values trimmed; the age rule reads these. */
export function sentQuickSummaries(summaries: readonly QuickSummary[]): QuickSummary[] {
  return summaries
    .filter((summary) => summary.value.trim() !== '')
    .map((summary) => ({ name: summary.name, value: summary.value.trim() }));
}

/** SPEC section 5: only sections with a description are sent. */
export function sentCustomSections(sections: readonly CustomSection[]): CustomSection[] {
  return sections.filter((section) => section.description.trim() !== '');
}

/** The fields the create and edit forms share beside the texts: the lists, the age and an agency's declaration. */
export const adFormContentsShape = {
  ...adTextFieldsSchema.shape,
  /** issue 31: typed as text, read by the shared rule (common/age.ts) with the summaries sent */
  age: z.string(),
  services: z.array(z.string()),
  quickSummaries: z.array(z.object({ name: z.string(), value: z.string() })),
  customSections: z.array(z.object({ title: z.string(), description: z.string() })),
  adultDeclaration: z.boolean(),
};

type AdFormContents = { age: string; quickSummaries: readonly QuickSummary[]; adultDeclaration: boolean };

/**
 * The age (issue 31) and an agency's declaration, checked with the other fields: the age rule's
 * refusal, a summary's included, shows under the Age field.
 */
export function checkAgeAndDeclaration(
  values: AdFormContents,
  agency: boolean,
  ctx: { issues: z.core.$ZodRawIssue[] },
): void {
  const age = checkAdAge(values.age, sentQuickSummaries(values.quickSummaries));
  if (!age.ok) ctx.issues.push({ code: 'custom', message: age.message, path: ['age'], input: values.age });
  if (agency && !values.adultDeclaration)
    ctx.issues.push({ code: 'custom', message: ADULT_DECLARATION_MESSAGE, path: ['adultDeclaration'], input: false });
}

/** What the mutations' inputs carry of the contents: trimmed texts, the age as a number, only filled summaries and sections. */
export function sentContents<
  Values extends {
    contact?: string | undefined;
    age: string;
    quickSummaries: QuickSummary[];
    customSections: CustomSection[];
    adultDeclaration: boolean;
  },
>(values: Values, agency: boolean) {
  const quickSummaries = sentQuickSummaries(values.quickSummaries);
  const age = checkAdAge(values.age, quickSummaries);
  const { adultDeclaration, ...rest } = values;
  return {
    ...rest,
    contact: values.contact ?? null,
    // checked before: checkAgeAndDeclaration refused the form otherwise
    age: age.ok ? age.age : 0,
    quickSummaries,
    customSections: sentCustomSections(values.customSections),
    // issue 31: only an agency's input carries its declaration
    ...(agency ? { adultDeclaration } : {}),
  };
}

export interface CreateAdContext {
  today: string;
  credits: number;
  timePerCredit: number;
  agency: boolean;
  /** the form's own texts in the page's language (useCreateAdTexts) */
  texts: Pick<CreateAdTexts, 'notEnoughCredits'>;
}

/**
 * Every SPEC section 5 rule of the create-ad form, each field's problem at once (the texts by the
 * server's own schema, common/forms/ads.ts): the end date against what the balance buys per city.
 */
export function createAdFormSchema(context: CreateAdContext) {
  return z.pipe(
    z
      .object({
        ...adFormContentsShape,
        startDate: z.string().check(
          z.minLength(1, CREATE_AD_MESSAGES.startDate),
          z.refine((date) => date === '' || date >= context.today, CREATE_AD_MESSAGES.startDatePast),
        ),
        endDate: z.string(),
        categoryId: z.string().check(z.minLength(1, CREATE_AD_MESSAGES.category)),
        locationIds: z.array(z.string()).check(z.minLength(1, CREATE_AD_MESSAGES.locations)),
        images: adUploadsSchema(z.custom<File>()).check(
          z.minLength(1, CREATE_AD_MESSAGES.images),
          z.maxLength(MAX_AD_IMAGES, CREATE_AD_MESSAGES.tooManyImages),
        ),
      })
      .check(
        z.superRefine((values, ctx) => {
          const cost = adCost(values, values.locationIds.length, context.credits, context.timePerCredit);
          const endDate = (message: string) =>
            ctx.addIssue({ code: 'custom', message, path: ['endDate'], input: values.endDate });
          if (values.startDate !== '' && values.endDate === '') endDate(CREATE_AD_MESSAGES.endDate);
          // with no day to offer, "less than 0 days" would say nothing useful: the server's words instead
          else if (cost.days > 0 && cost.daysPerLocation < 1)
            endDate(context.texts.notEnoughCredits(cost.totalCredits, cost.credits));
          else if (cost.days > cost.daysPerLocation) endDate(CREATE_AD_MESSAGES.maxDays(cost.daysPerLocation));
          checkAgeAndDeclaration(values, context.agency, ctx);
        }),
      ),
    z.transform((values) => sentContents(values, context.agency)),
  );
}

export type CreateAdValues = z.input<ReturnType<typeof createAdFormSchema>>;
export type CreateAdField = keyof CreateAdValues;
