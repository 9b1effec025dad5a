// The desk [staff: admins and moderators] (issue 31, "The desk finds anything"): every ad, public or
// not, found by one search box (common/deskSearch.ts) and filtered by state, city, category
// and the verified mark; bulk take-down and restore, each ad through moderation's own decision; and
// the counts of waiting work on the desk's home.
// At catalogue size (1,000,000 ads) every form reads an index (migration 20261127095742_desk_search;
// docs/decisions/0089-staff-desk.md): words through pg_trgm's trigram indexes, phones and
// ids exactly, each rarer state through its partial index; a page is keyed on the id, newest first.
import { z } from 'zod';
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { isStaff, requireStaff } from '../../lib/access.ts';
import { dateOnly, isoDate, todayInIndia } from '../../lib/dates.ts';
import { DomainError, NotAllowedError, ValidationError } from '../../lib/errors.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { AD_NOT_FOUND_MESSAGE } from '../../lib/messages.ts';
import { parseInput } from '../../lib/validation.ts';
import { readDeskSearch, type DeskSearch } from '../../../common/deskSearch.ts';
import { publicAdSql } from '../ads/service.ts';
import { reasonSchema, restoreAd, takeDownAd } from '../moderation/service.ts';
import { ACKNOWLEDGE_WITHIN_HOURS } from '../grievances/service.ts';

export { DESK_SEARCH_LIMITS, DESK_SEARCH_MESSAGES } from '../../../common/deskSearch.ts';

/**
 * Where an ad stands, one state each (the first that holds, in this order): taken down by the desk,
 * held by the screening, hidden by visitors' reports, ended, not started yet, running but its
 * advertiser's account not active, live (what the public sees: ads/visibility.ts).
 */
export const DESK_AD_STATES = [
  'taken_down',
  'held',
  'hidden_by_reports',
  'ended',
  'scheduled',
  'inactive_account',
  'live',
] as const;
export type DeskAdState = (typeof DESK_AD_STATES)[number];

/** The desk's status filter: one of the states, or a mark an ad of any state may carry. */
export const DESK_AD_FILTERS = [...DESK_AD_STATES, 'in_review', 'no_age', 'has_placement'] as const;
export type DeskAdFilter = (typeof DESK_AD_FILTERS)[number];

export const DESK_LIMITS = {
  /** the count beside the list is exact up to this, then "1,000+" (counting a million rows is a scan) */
  count: 1000,
  /** ads of one bulk decision: each is its own decision, mail and audit entry */
  bulk: 100,
} as const;

export const DESK_MESSAGES = {
  status: `Status must be one of ${DESK_AD_FILTERS.join(', ')}.`,
  cityNotFound: 'This city does not exist.',
  categoryNotFound: 'This category does not exist.',
  verified: 'Verified must be true or false.',
  cursor: 'This cursor does not come from this list: start again from the first page.',
  noAds: 'Please choose the ads.',
  tooManyAds: `Choose at most ${DESK_LIMITS.bulk} ads at a time.`,
  failed: 'This ad could not be changed just now. Please try again.',
} as const;

// ---- where an ad stands ----------------------------------------------------------------------

/** What the state reads of an ad. */
export interface DeskAdFacts {
  startDate: Date;
  endDate: Date;
  takenDownAt: Date | null;
  heldAt: Date | null;
  hiddenAt: Date | null;
  ownerActive: boolean;
}

/** The ad's one state (DESK_AD_STATES) on `today` (India's date, YYYY-MM-DD). */
export function deskStateOf(ad: DeskAdFacts, today = todayInIndia()): DeskAdState {
  if (ad.takenDownAt) return 'taken_down';
  if (ad.heldAt) return 'held';
  if (ad.hiddenAt) return 'hidden_by_reports';
  const start = ad.startDate.toISOString().slice(0, 10);
  const end = ad.endDate.toISOString().slice(0, 10);
  if (end < today) return 'ended';
  if (start > today) return 'scheduled';
  return ad.ownerActive ? 'live' : 'inactive_account';
}

/** The ad's state for the staff; null for anyone else. */
export function deskStateForViewer(ctx: RequestContext, ad: DeskAdFacts): DeskAdState | null {
  return isStaff(ctx.viewer) ? deskStateOf(ad) : null;
}

/** The same states and marks in SQL, for an ad aliased `a` (checked against deskStateOf by desk.test.ts). */
function filterSql(filter: DeskAdFilter, today: string): Prisma.Sql {
  const decided = Prisma.sql`a.taken_down_at IS NULL AND a.held_at IS NULL AND a.hidden_at IS NULL`;
  switch (filter) {
    case 'taken_down':
      return Prisma.sql`a.taken_down_at IS NOT NULL`;
    case 'held':
      return Prisma.sql`a.held_at IS NOT NULL AND a.taken_down_at IS NULL`;
    case 'hidden_by_reports':
      return Prisma.sql`a.hidden_at IS NOT NULL AND a.held_at IS NULL AND a.taken_down_at IS NULL`;
    case 'ended':
      return Prisma.sql`${decided} AND a.end_date < ${today}::date`;
    case 'scheduled':
      return Prisma.sql`${decided} AND a.start_date > ${today}::date`;
    case 'inactive_account':
      return Prisma.sql`${decided} AND a.start_date <= ${today}::date AND a.end_date >= ${today}::date AND NOT a.owner_active`;
    case 'live':
      // exactly the public rule; a held ad is hidden too (screening sets both)
      return Prisma.sql`${publicAdSql(today)} AND a.held_at IS NULL`;
    case 'in_review':
      return Prisma.sql`a.moderation_queued_at IS NOT NULL`;
    case 'no_age':
      return Prisma.sql`a.age IS NULL`;
    case 'has_placement':
      // a placement today or ahead (issue 34): each an index probe by the ad's id
      return Prisma.sql`(EXISTS (SELECT 1 FROM featured_days f WHERE f.ad_id = a.id AND f.day >= ${today}::date)
        OR EXISTS (SELECT 1 FROM spotlight_slots s WHERE s.ad_id = a.id AND s.day >= ${today}::date)
        OR EXISTS (SELECT 1 FROM ad_bumps b WHERE b.ad_id = a.id AND b.done_at IS NULL AND b.skipped_at IS NULL))`;
  }
}

// ---- an ad's placements (issue 34) -------------------------------------------------------------

/** Purchases of placements the desk shows of each ad at most: the newest. */
export const DESK_PURCHASES_SHOWN = 10;

/** What an ad's current placements are read from, joined into the desk's one read of its ads. */
export function deskPlacementsSelect(today = todayInIndia()) {
  const day = dateOnly(today);
  return {
    featuredDays: { where: { day: { gte: day } }, orderBy: { day: 'asc' }, take: 1, select: { day: true } },
    spotlightSlots: {
      where: { day: { gte: day } },
      orderBy: { day: 'asc' },
      take: 1,
      select: { day: true, slot: true },
    },
    bumps: {
      where: { doneAt: null, skippedAt: null },
      orderBy: { runAt: 'asc' },
      take: 1,
      select: { runAt: true },
    },
  } satisfies Prisma.AdSelect;
}

export interface DeskPlacements {
  featuredToday: boolean;
  /** the next day it is featured, today or later */
  nextFeaturedDay: string | null;
  /** its place in today's home spotlight */
  spotlightSlotToday: number | null;
  /** the next day it holds a spotlight place, today or later */
  nextSpotlightDay: string | null;
  nextBumpAt: Date | null;
}

type PlacementRows = {
  featuredDays: { day: Date }[];
  spotlightSlots: { day: Date; slot: number }[];
  bumps: { runAt: Date }[];
};

/** The ad's placements now and next, for staff; null for anyone else. */
export function deskPlacementsForViewer(
  ctx: RequestContext,
  ad: PlacementRows,
  today = todayInIndia(),
): DeskPlacements | null {
  if (!isStaff(ctx.viewer)) return null;
  const featured = ad.featuredDays[0] ? isoDate(ad.featuredDays[0].day) : null;
  const spotlight = ad.spotlightSlots[0] ?? null;
  const spotlightDay = spotlight ? isoDate(spotlight.day) : null;
  return {
    featuredToday: featured === today,
    nextFeaturedDay: featured,
    spotlightSlotToday: spotlightDay === today ? spotlight!.slot : null,
    nextSpotlightDay: spotlightDay,
    nextBumpAt: ad.bumps[0]?.runAt ?? null,
  };
}

/** The ad's newest placement purchases (read with it), for staff; null for anyone else. */
export function deskPlacementPurchasesForViewer<Purchase>(
  ctx: RequestContext,
  ad: { placementPurchases: Purchase[] },
): Purchase[] | null {
  return isStaff(ctx.viewer) ? ad.placementPurchases : null;
}

// ---- the list ----------------------------------------------------------------------------------

const filterInput = z.object({
  search: z.unknown().optional(),
  status: z.enum(DESK_AD_FILTERS, { error: DESK_MESSAGES.status }).nullish(),
  cityId: databaseIdField(DESK_MESSAGES.cityNotFound).nullish(),
  categoryId: databaseIdField(DESK_MESSAGES.categoryNotFound).nullish(),
  verified: z.boolean({ error: DESK_MESSAGES.verified }).nullish(),
});

export type DeskAdsFilter = z.input<typeof filterInput>;

/** The search as the box reads it; a search it cannot read is refused with its message. */
export function deskSearchOf(raw: unknown): DeskSearch {
  const reading = readDeskSearch(raw);
  if (!reading.ok) throw new ValidationError(reading.message, 'search');
  return reading.search;
}

/** A LIKE pattern holding `text` anywhere: its own % _ and \ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The search in SQL for an ad aliased `a`. An advertiser's ads are found through the accounts that
 * match (a small list read by its own index), so each branch of an OR reads an index of its own.
 */
function searchSql(search: DeskSearch): Prisma.Sql | null {
  switch (search.kind) {
    case 'none':
      return null;
    case 'id':
      return Prisma.sql`(a.id = ${search.id} OR a.user_id = ${search.id})`;
    case 'phone':
      return Prisma.sql`(a.contact = ${search.phone} OR a.user_id = ANY (ARRAY(SELECT u.id FROM users u WHERE u.contact = ${search.phone})))`;
    case 'email':
      return Prisma.sql`a.user_id = ANY (ARRAY(SELECT u.id FROM users u WHERE u.email ILIKE ${containsPattern(search.text)}))`;
    case 'text': {
      const pattern = containsPattern(search.text);
      return Prisma.sql`(a.name ILIKE ${pattern} OR a.description ILIKE ${pattern} OR a.user_id = ANY (ARRAY(SELECT u.id FROM users u WHERE u.name ILIKE ${pattern})))`;
    }
  }
}

/** The filter's conditions on an ad aliased `a`, checked and read once. */
function conditionsOf(input: DeskAdsFilter, today: string): Prisma.Sql[] {
  const filter = parseInput(filterInput, input);
  const conditions: Prisma.Sql[] = [];
  const search = searchSql(deskSearchOf(filter.search));
  if (search) conditions.push(search);
  if (filter.status) conditions.push(filterSql(filter.status, today));
  if (filter.cityId != null) conditions.push(Prisma.sql`a.location_id = ${filter.cityId}`);
  if (filter.categoryId != null) conditions.push(Prisma.sql`a.category_id = ${filter.categoryId}`);
  if (filter.verified != null) conditions.push(Prisma.sql`a.owner_verified = ${filter.verified}`);
  return conditions;
}

function whereOf(conditions: readonly Prisma.Sql[]): Prisma.Sql {
  return conditions.length === 0 ? Prisma.empty : Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`;
}

const CURSOR_PREFIX = 'DeskAd:';

export function deskCursor(adId: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${adId}`).toString('base64');
}

/** The ad id a cursor of deskCursor holds; anything else is refused with a clear message. */
export function parseDeskCursor(cursor: string, field: string): number {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const id = text.startsWith(CURSOR_PREFIX) ? Number(text.slice(CURSOR_PREFIX.length)) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError(DESK_MESSAGES.cursor, field);
  return id;
}

/** Which page: `take` ads after (older than) and before (newer than) the given ids, read upwards when `backward`. */
export interface DeskPage {
  take: number;
  afterId?: number;
  beforeId?: number;
  backward?: boolean;
}

/** The statement of a page's ids (desk.test.ts reads its plan). */
export function deskPageSql(filter: DeskAdsFilter, page: DeskPage, today = todayInIndia()): Prisma.Sql {
  const conditions = conditionsOf(filter, today);
  if (page.afterId !== undefined) conditions.push(Prisma.sql`a.id < ${page.afterId}`);
  if (page.beforeId !== undefined) conditions.push(Prisma.sql`a.id > ${page.beforeId}`);
  const order = page.backward ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  return Prisma.sql`SELECT a.id FROM ads a ${whereOf(conditions)} ORDER BY a.id ${order} LIMIT ${page.take}`;
}

/**
 * A page of every ad the filter holds, newest first (nearest to `beforeId` first when `backward`),
 * loaded as `query` asks (the caller's selection). Staff only.
 */
export async function listDeskAds<
  Query extends Omit<Prisma.AdFindManyArgs, 'where' | 'orderBy' | 'take' | 'skip' | 'cursor'>,
>(ctx: RequestContext, filter: DeskAdsFilter, page: DeskPage, query: Query) {
  requireStaff(ctx);
  const rows = await ctx.db.$queryRaw<{ id: number }[]>(deskPageSql(filter, page));
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const ads = await ctx.db.ad.findMany({ ...query, where: { id: { in: ids } } });
  const byId = new Map(ads.map((ad) => [ad.id, ad]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The statement of the bounded count (bench/desk.ts reads its plan). */
export function deskCountSql(filter: DeskAdsFilter, today = todayInIndia()): Prisma.Sql {
  const conditions = conditionsOf(filter, today);
  return Prisma.sql`SELECT count(*)::int AS count FROM (SELECT 1 FROM ads a ${whereOf(conditions)} LIMIT ${DESK_LIMITS.count + 1}) AS matched`;
}

export interface DeskCount {
  count: number;
  /** more than DESK_LIMITS.count ads match: count is that limit */
  isLowerBound: boolean;
}

/** How many ads the filter holds: exact up to DESK_LIMITS.count, else that with isLowerBound. Staff only. */
export async function countDeskAds(ctx: RequestContext, filter: DeskAdsFilter): Promise<DeskCount> {
  requireStaff(ctx);
  const [row] = await ctx.db.$queryRaw<{ count: number }[]>(deskCountSql(filter));
  const count = Number(row?.count ?? 0);
  return count > DESK_LIMITS.count ? { count: DESK_LIMITS.count, isLowerBound: true } : { count, isLowerBound: false };
}

// ---- bulk decisions ------------------------------------------------------------------------------

const adIdsInput = z
  .array(databaseIdField(AD_NOT_FOUND_MESSAGE), { error: DESK_MESSAGES.noAds })
  .min(1, DESK_MESSAGES.noAds)
  .max(DESK_LIMITS.bulk, DESK_MESSAGES.tooManyAds)
  .transform((ids) => [...new Set(ids)]);

const takeDownAdsInput = z.object({ adIds: adIdsInput, reason: reasonSchema });

export type TakeDownAdsInput = z.input<typeof takeDownAdsInput>;

/** One ad's outcome in a bulk decision: the ad as it is now, or why it was left as it was. */
export type BulkOutcome<Ad> = { adId: number; ad: Ad; error: null } | { adId: number; ad: null; error: string };

/**
 * Each ad in turn through `decide` (moderation's own decision: its lock, audit entry and mail). An ad
 * refused (already taken down, gone, held) is reported and the others go on: every decision stands
 * on its own, as it would one by one.
 */
async function eachAd<Ad>(
  ctx: RequestContext,
  adIds: readonly number[],
  decide: (adId: number) => Promise<Ad>,
): Promise<BulkOutcome<Ad>[]> {
  const outcomes: BulkOutcome<Ad>[] = [];
  for (const adId of adIds) {
    try {
      outcomes.push({ adId, ad: await decide(adId), error: null });
    } catch (error) {
      // a session that lost its rights stops the batch: nothing further would be allowed
      if (error instanceof NotAllowedError) throw error;
      if (!(error instanceof DomainError))
        ctx.logger.error({ err: error, adId, requestId: ctx.requestId }, 'desk: a bulk decision failed');
      outcomes.push({ adId, ad: null, error: error instanceof DomainError ? error.message : DESK_MESSAGES.failed });
    }
  }
  return outcomes;
}

/**
 * Takes down each of the ads with one reason (their advertisers read it). The ids and the reason are
 * checked first: a bad one changes nothing. Then each ad is moderation's takeDownAd; the answer says
 * for each ad whether it went down, and why not.
 */
export async function takeDownAds(ctx: RequestContext, input: TakeDownAdsInput) {
  requireStaff(ctx);
  const { adIds, reason } = parseInput(takeDownAdsInput, input);
  return eachAd(ctx, adIds, (adId) => takeDownAd(ctx, { adId, reason }));
}

/** Restores each of the ads (taken down, or hidden by reports) through moderation's restoreAd; the answer says how each went. */
export async function restoreAds(ctx: RequestContext, input: { adIds: unknown }) {
  requireStaff(ctx);
  const adIds = parseInput(adIdsInput, input.adIds);
  return eachAd(ctx, adIds, (adId) => restoreAd(ctx, adId));
}

// ---- the desk's home: waiting work ---------------------------------------------------------------

/** Held ads waiting for the desk (publish or refuse). Staff only. */
export function countHeldAds(ctx: RequestContext): Promise<number> {
  requireStaff(ctx);
  return ctx.db.ad.count({ where: { heldAt: { not: null }, takenDownAt: null } });
}

/** A complaint is near its deadline once less than this is left to acknowledge it (or the deadline passed). */
export const GRIEVANCE_DUE_SOON_HOURS = 12;

/**
 * Complaints still waiting for their acknowledgement with less than GRIEVANCE_DUE_SOON_HOURS of the
 * ACKNOWLEDGE_WITHIN_HOURS left, or overdue (grievances/service.ts). Staff only.
 */
export function countGrievancesDueSoon(ctx: RequestContext, now = new Date()): Promise<number> {
  requireStaff(ctx);
  const filedBefore = new Date(now.getTime() - (ACKNOWLEDGE_WITHIN_HOURS - GRIEVANCE_DUE_SOON_HOURS) * 60 * 60 * 1000);
  return ctx.db.grievance.count({ where: { status: 'received', createdAt: { lte: filedBefore } } });
}

/**
 * A count of the desk's home, or null when the caller may not open the screen it links to: the
 * screen's own service decides (a moderator sees no credit requests), so the rule stays in one place.
 */
export async function countIfAllowed(count: () => Promise<number>): Promise<number | null> {
  try {
    return await count();
  } catch (error) {
    if (error instanceof NotAllowedError) return null;
    throw error;
  }
}
