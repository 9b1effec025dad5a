// The create-ad rules of SPEC section 5, as pure functions the form and its tests share.
import { creditsPerAd, maxDaysPerLocation } from '../../../../../common/creditMath.ts';
import { AD_FIELD_LIMITS, AD_FIELD_MESSAGES, adTextFieldErrors } from '../../../../../common/forms/ads.ts';
import { addDays, daysInclusive } from '../../../../../common/india.ts';

export const CREATE_AD_MESSAGES = {
  // the fields' words, the server's too (common/forms/ads.ts)
  ...AD_FIELD_MESSAGES,
  notEnoughCredits: (needed: number, balance: number) => `Not enough credits: this needs ${needed} credits and your balance is ${balance}.`,
  sectionEdit: 'Title and description should not be empty.',
  success: 'Ad created successfully!',
  successUnderReview: 'Ad created successfully! It is under review: a moderator checks it before it is shown.',
  failure: 'Failed to create Ad',
} as const;

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
  const days = dates.startDate && dates.endDate && dates.endDate >= dates.startDate ? daysInclusive(dates.startDate, dates.endDate) : 0;
  const perAd = days > 0 && timePerCredit > 0 ? creditsPerAd(days, timePerCredit) : 0;
  const totalCredits = perAd * locations;
  return { credits, days, daysPerLocation, creditsPerAd: perAd, totalCredits, balanceAfter: credits - totalCredits };
}

export interface QuickSummary {
  name: string;
  value: string;
}

/** Why a custom quick summary cannot be added, or undefined. */
export function quickSummaryProblem(summaries: readonly QuickSummary[], name: string, value: string): string | undefined {
  if (name.trim() === '' || value.trim() === '') return CREATE_AD_MESSAGES.summary;
  const key = name.trim().toLowerCase();
  if (summaries.some((summary) => summary.name.trim().toLowerCase() === key)) return CREATE_AD_MESSAGES.summaryExists;
  return undefined;
}

export interface CustomSection {
  title: string;
  description: string;
}

/** Why a custom section cannot be added, or undefined. */
export function customSectionProblem(sections: readonly CustomSection[], title: string, description: string): string | undefined {
  if (title.trim() === '' || description.trim() === '') return CREATE_AD_MESSAGES.section;
  const key = title.trim().toLowerCase();
  if (sections.some((section) => section.title.trim().toLowerCase() === key)) return CREATE_AD_MESSAGES.sectionExists;
  return undefined;
}

/** Why a custom section cannot be saved as edited (the duplicate check skips the section itself). */
export function editedSectionProblem(sections: readonly CustomSection[], index: number, title: string, description: string): string | undefined {
  if (title.trim() === '' || description.trim() === '') return CREATE_AD_MESSAGES.sectionEdit;
  return customSectionProblem(
    sections.filter((_, other) => other !== index),
    title,
    description,
  ) === CREATE_AD_MESSAGES.sectionExists
    ? CREATE_AD_MESSAGES.sectionExists
    : undefined;
}

/** SPEC section 5: a service is added only if non-empty and not already chosen (case-insensitive, as the server keeps them). */
export function withService(services: readonly string[], candidate: string): readonly string[] {
  const service = candidate.trim();
  if (service === '' || services.some((chosen) => chosen.toLowerCase() === service.toLowerCase())) return services;
  return [...services, service];
}

export interface CreateAdDraft extends AdDates {
  name: string;
  contact: string;
  description: string;
  categoryId: string;
  locationIds: readonly string[];
  images: readonly File[];
}

export type CreateAdField = 'name' | 'contact' | 'description' | 'startDate' | 'endDate' | 'categoryId' | 'locationIds' | 'images';
export type CreateAdErrors = Partial<Record<CreateAdField, string>>;

/** Every SPEC section 5 rule of the form's own fields; an empty answer means it may be sent. */
export function createAdErrors(draft: CreateAdDraft, cost: AdCost, today: string): CreateAdErrors {
  const errors: CreateAdErrors = adTextFieldErrors(draft);
  if (draft.startDate === '') errors.startDate = CREATE_AD_MESSAGES.startDate;
  else if (draft.startDate < today) errors.startDate = CREATE_AD_MESSAGES.startDatePast;
  if (draft.startDate !== '' && draft.endDate === '') errors.endDate = CREATE_AD_MESSAGES.endDate;
  // with no day to offer, "less than 0 days" would say nothing useful: the server's words instead
  else if (cost.days > 0 && cost.daysPerLocation < 1) errors.endDate = CREATE_AD_MESSAGES.notEnoughCredits(cost.totalCredits, cost.credits);
  else if (cost.days > cost.daysPerLocation) errors.endDate = CREATE_AD_MESSAGES.maxDays(cost.daysPerLocation);
  if (draft.categoryId === '') errors.categoryId = CREATE_AD_MESSAGES.category;
  if (draft.locationIds.length === 0) errors.locationIds = CREATE_AD_MESSAGES.locations;
  if (draft.images.length === 0) errors.images = CREATE_AD_MESSAGES.images;
  else if (draft.images.length > MAX_AD_IMAGES) errors.images = CREATE_AD_MESSAGES.tooManyImages;
  return errors;
}
