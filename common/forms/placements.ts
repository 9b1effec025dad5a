// Placement products (issue 34, docs/decisions/0109-placements-and-featured-rotation.md): what the admin
// prices in credits (featured in a city, bump, home spotlight) and the limits of each, and an advertiser's
// purchase of featured days. The admin's price form and the Promote page check with these schemas, the
// placements service parses with them, and their messages are the server's answers too.
import * as z from 'zod/mini';
import { ISO_DATE_PATTERN } from '../formPatterns.ts';
import { numberFromForm } from './credits.ts';

/** Credits one placement (a day, a bump) may cost at most. */
export const MAX_PLACEMENT_CREDITS = 100_000;

/**
 * The scheme while the admin has saved none (the columns' defaults in prisma/schema.prisma; a test
 * holds them equal): nothing is sold until a price is set.
 */
export const PLACEMENT_SCHEME_DEFAULTS = {
  featuredCreditsPerDay: null,
  bumpCredits: null,
  spotlightCreditsPerDay: null,
  featuredBlockSize: 3,
  spotlightSlots: 4,
  bumpIntervalMinutes: 240,
} as const;

/**
 * The bounds the database's CHECK holds (migration 20261127193242_paid_visibility_and_payments); the
 * featured block stricter (the CHECK allows 20): more than 10 featured cards above a listing of 5 a
 * page would bury it, and the listing's query is priced for the largest block (decision 0109).
 */
export const PLACEMENT_LIMITS = {
  featuredBlockSize: { min: 1, max: 10 },
  spotlightSlots: { min: 1, max: 20 },
  bumpIntervalMinutes: { min: 15, max: 10_080 },
} as const;

export const PLACEMENT_LABELS = {
  featuredCreditsPerDay: 'Featured in a city: credits per day',
  bumpCredits: 'Bump: credits per bump',
  spotlightCreditsPerDay: 'Home spotlight: credits per day',
  featuredBlockSize: 'Featured ads shown above a city’s listing',
  spotlightSlots: 'Home spotlight slots a day',
  bumpIntervalMinutes: 'Least minutes between two bumps of an ad',
} as const;

/** The products' names as advertisers read them. */
export const PLACEMENT_PRODUCT_NAMES = {
  featured: 'Featured in a city',
  bump: 'Bump',
  spotlight: 'Home spotlight',
} as const;

export type PlacementProduct = keyof typeof PLACEMENT_PRODUCT_NAMES;

export const PLACEMENT_MESSAGES = {
  price: (label: string) =>
    `${label} must be a whole number from 1 to ${MAX_PLACEMENT_CREDITS.toLocaleString('en-IN')}, or empty to stop selling it.`,
  whole: (label: string, min: number, max: number) =>
    `${label} must be a whole number from ${min.toLocaleString('en-IN')} to ${max.toLocaleString('en-IN')}.`,
  notSold: (product: PlacementProduct) => `${PLACEMENT_PRODUCT_NAMES[product]} is not on sale at the moment.`,
  advertisersOnly: 'Only advertisers buy placements for their ads.',
  adNotFound: 'This ad does not exist, or it is not yours.',
  adEnded: 'This ad has ended: renew it before promoting it.',
  adTakenDown: 'This ad was taken down, so it cannot be promoted.',
  adHeld: 'This ad is waiting for review; you can promote it once it is published.',
  adHidden: 'This ad is hidden, so it cannot be promoted.',
  ownerInactive: 'Your account is not active, so your ads cannot be promoted.',
  dayRequired: 'Please choose the first and the last day.',
  dayInvalid: 'Please choose valid days.',
  dayOrder: 'The last day cannot be before the first day.',
  dayPast: 'Please choose days from today on.',
  dayOutsideRun: (start: string, end: string) => `Please choose days within the ad's run: from ${start} to ${end}.`,
  alreadyFeatured: (day: string) => `This ad is already featured on ${day}: please choose other days.`,
} as const;

function optionalPrice(label: string) {
  const message = PLACEMENT_MESSAGES.price(label);
  return z.pipe(
    z.transform((value: unknown) => numberFromForm(value) ?? null),
    z.nullable(
      z
        .number({ error: message })
        .check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= MAX_PLACEMENT_CREDITS, message)),
    ),
  );
}

function wholeNumber(label: string, { min, max }: { min: number; max: number }) {
  const message = PLACEMENT_MESSAGES.whole(label, min, max);
  return z.pipe(
    z.transform(numberFromForm),
    z
      .number({ error: message })
      .check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, message)),
  );
}

/** The admin's price screen: each product's credits (empty: not sold) and the products' limits. */
export const placementSchemeSchema = z.object({
  featuredCreditsPerDay: optionalPrice(PLACEMENT_LABELS.featuredCreditsPerDay),
  bumpCredits: optionalPrice(PLACEMENT_LABELS.bumpCredits),
  spotlightCreditsPerDay: optionalPrice(PLACEMENT_LABELS.spotlightCreditsPerDay),
  featuredBlockSize: wholeNumber(PLACEMENT_LABELS.featuredBlockSize, PLACEMENT_LIMITS.featuredBlockSize),
  spotlightSlots: wholeNumber(PLACEMENT_LABELS.spotlightSlots, PLACEMENT_LIMITS.spotlightSlots),
  bumpIntervalMinutes: wholeNumber(PLACEMENT_LABELS.bumpIntervalMinutes, PLACEMENT_LIMITS.bumpIntervalMinutes),
});

export type PlacementSchemeValues = z.output<typeof placementSchemeSchema>;

const day = z.pipe(
  z.transform((value: unknown) => (value === null || value === '' ? undefined : value)),
  z.string({ error: PLACEMENT_MESSAGES.dayRequired }).check(z.regex(ISO_DATE_PATTERN, PLACEMENT_MESSAGES.dayInvalid)),
);

/** Days of a placement (featured, spotlight): first to last, both included, India's dates. */
export const placementDaysSchema = z
  .object({ firstDay: day, lastDay: day })
  .check(
    z.refine((days) => days.lastDay >= days.firstDay, { message: PLACEMENT_MESSAGES.dayOrder, path: ['lastDay'] }),
  );

/** Credits for `days` days at `perDay`. */
export function placementPrice(perDay: number, days: number): number {
  return perDay * days;
}
