// The catalogue: states and their cities (locations), and ad categories. Everyone reads them;
// admins add and rename locations and categories.
import { audited } from '../audit/service.ts';
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireAdmin } from '../../lib/access.ts';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { databaseIdField, parseDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import {
  CATALOG_FIELD_MESSAGES,
  CATALOG_NAME_MAX,
  categoryNameSchema,
  hindiNameSchema,
  locationCoordinatesSchema,
  locationNameSchema,
} from '../../../common/forms/catalog.ts';
import { isSlugShaped, pickSlug, slugCandidates, type SlugKind, type SlugSubject } from '../../lib/slugs.ts';
import { reserveIds } from '../../db/sequences.ts';
import { publicAdWhere } from '../ads/service.ts';
import { listingPath } from '../../../common/routes.ts';

export const CATALOG_MESSAGES = {
  ...CATALOG_FIELD_MESSAGES,
  locationExists: 'This location already exists in this state.',
  locationNotFound: 'This location does not exist.',
  categoryExists: 'A category with this name already exists.',
  categoryNotFound: 'This category does not exist.',
  stateNotFound: 'This state does not exist.',
} as const;

export { CATALOG_NAME_MAX };

// SPEC section 5: 'Please Enter Location Name'; 'Please Select a State.'
// the Hindi name (issue 35): absent keeps a city's own (an update) or gives none; null or blank clears it
const locationInput = z.object({
  name: locationNameSchema,
  hindiName: z.optional(hindiNameSchema),
  stateId: databaseIdField(CATALOG_MESSAGES.state),
});

/** A city's name and state, and optionally its coordinates (issue 33): both or neither; null clears them. */
export type LocationInput = z.input<typeof locationInput> & { latitude?: number | null; longitude?: number | null };

/** The coordinates a write sets: both numbers, both null, or nothing (absent: a new city has none, an update keeps). */
function coordinatesOf(input: LocationInput): { latitude?: number | null; longitude?: number | null } {
  const coordinates = parseInput(locationCoordinatesSchema, { latitude: input.latitude, longitude: input.longitude });
  return coordinates.latitude === undefined && coordinates.longitude === undefined
    ? {}
    : { latitude: coordinates.latitude ?? null, longitude: coordinates.longitude ?? null };
}

// SPEC section 5: 'Please Enter Category Name'
const categoryInput = z.object({
  name: categoryNameSchema,
  hindiName: z.optional(hindiNameSchema),
});

export type CategoryInput = z.input<typeof categoryInput>;

/** Matches the state an id names; an id that cannot name one matches nothing. */
function stateIdFilter(stateId: unknown): Prisma.IntFilter {
  const id = parseDatabaseId(stateId);
  return { in: id === null ? [] : [id] };
}

type SelectionOf<Args> = Omit<Args, 'where' | 'orderBy'>;

/** All states and union territories, by name. */
export function listStates<Query extends SelectionOf<Prisma.StateFindManyArgs>>(ctx: RequestContext, query?: Query) {
  return ctx.db.state.findMany({ ...query, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

const stateInput = z.object({ hindiName: hindiNameSchema });

/** A state's Hindi name (issue 35): the one thing of a state an admin edits (the states are India's). */
export type StateInput = z.input<typeof stateInput>;

export async function nameStateInHindi(ctx: RequestContext, id: unknown, input: StateInput) {
  requireAdmin(ctx);
  const data = parseInput(stateInput, input);
  const stateId = parseDatabaseId(id);
  const existing = stateId !== null ? await ctx.db.state.findUnique({ where: { id: stateId } }) : null;
  if (!existing) throw new NotFoundError(CATALOG_MESSAGES.stateNotFound);
  return audited(ctx, async (tx) => {
    const state = await tx.state.update({ where: { id: existing.id }, data: { hindiName: data.hindiName } });
    return {
      audit: { action: 'state.update', subjectType: 'State', subjectId: state.id, before: existing, after: state },
      result: state,
    };
  });
}

/** The cities of a state, by name; none for an id that names no state. */
export function listCities<Query extends SelectionOf<Prisma.LocationFindManyArgs>>(
  ctx: RequestContext,
  stateId: unknown,
  query?: Query,
) {
  return ctx.db.location.findMany({
    ...query,
    where: { stateId: stateIdFilter(stateId) },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

/** Every location (or those of one state) with its state, by state name then location name. Admin only. */
export async function listLocations<Query extends SelectionOf<Prisma.LocationFindManyArgs>>(
  ctx: RequestContext,
  filter: { stateId?: unknown } = {},
  query?: Query,
) {
  requireAdmin(ctx);
  const noFilter = filter.stateId === undefined || filter.stateId === null;
  return ctx.db.location.findMany({
    ...query,
    where: noFilter ? {} : { stateId: stateIdFilter(filter.stateId) },
    orderBy: [{ state: { name: 'asc' } }, { name: 'asc' }, { id: 'asc' }],
  });
}

/** One location by id, or null (an id that cannot name one finds nothing). Public, as cities are. */
export function getLocation<Query extends Omit<Prisma.LocationFindUniqueArgs, 'where'>>(
  ctx: RequestContext,
  id: unknown,
  query?: Query,
) {
  const locationId = parseDatabaseId(id);
  if (locationId === null) return Promise.resolve(null);
  return ctx.db.location.findUnique({ ...query, where: { id: locationId } });
}

async function requireState(ctx: RequestContext, stateId: number) {
  const state = await ctx.db.state.findUnique({ where: { id: stateId } });
  if (!state) throw new ValidationError(CATALOG_MESSAGES.state, 'stateId');
  return state;
}

type Transaction = Prisma.TransactionClient;

/**
 * The slug `subject` gets: its first candidate held neither by another place of its kind nor by
 * another place's old address (server/lib/slugs.ts). Its own current and old slugs count as free.
 */
async function chooseSlug(tx: Transaction, subject: SlugSubject): Promise<string> {
  const candidates = slugCandidates(subject);
  const last = candidates[candidates.length - 1] as string;
  // the candidates and the numbered forms of the last one: everything pickSlug may ask about (a
  // category's number is joined to its last word: `elite12` numbered is `elite122`)
  const numbered = subject.kind === 'category' ? last : `${last}-`;
  const near = { OR: [{ slug: { in: candidates } }, { slug: { startsWith: numbered } }] };
  const others = { id: { not: subject.id } };
  const current =
    subject.kind === 'location'
      ? await tx.location.findMany({ where: { ...near, ...others }, select: { slug: true } })
      : await tx.category.findMany({ where: { ...near, ...others }, select: { slug: true } });
  const old = await tx.slugRedirect.findMany({
    where: { ...near, kind: subject.kind, targetId: { not: subject.id } },
    select: { slug: true },
  });
  const taken = new Set([...current, ...old].map((row) => row.slug));
  return pickSlug(candidates, (slug) => taken.has(slug), subject.kind);
}

/**
 * Moves a renamed place to `slug`, keeping its old slug as an address that answers 301 (and
 * that no other place may take); an old slug of its own it takes back stops redirecting.
 */
async function moveSlug(tx: Transaction, kind: SlugKind, targetId: number, from: string, to: string): Promise<void> {
  if (from === to) return;
  await tx.slugRedirect.deleteMany({ where: { kind, slug: to, targetId } });
  await tx.slugRedirect.create({ data: { kind, slug: from, targetId } });
}

/** Writes a location, turning a clash with the case-insensitive unique name per state into a ConflictError. */
async function writeLocation<Row>(write: () => Promise<Row>): Promise<Row> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(CATALOG_MESSAGES.locationExists, 'name');
    throw error;
  }
}

export async function addLocation(ctx: RequestContext, input: LocationInput) {
  requireAdmin(ctx);
  const data = parseInput(locationInput, input);
  const coordinates = coordinatesOf(input);
  const state = await requireState(ctx, data.stateId);
  return writeLocation(() =>
    audited(ctx, async (tx) => {
      const [id] = (await reserveIds(tx, 'locations', 1)) as [number];
      const slug = await chooseSlug(tx, { kind: 'location', id, name: data.name, stateName: state.name });
      const location = await tx.location.create({ data: { id, ...data, ...coordinates, slug } });
      // answered with its state, as LocationType answers every city
      return {
        audit: { action: 'location.add', subjectType: 'Location', subjectId: location.id, after: location },
        result: { ...location, state },
      };
    }),
  );
}

export async function updateLocation(ctx: RequestContext, id: unknown, input: LocationInput) {
  requireAdmin(ctx);
  const data = parseInput(locationInput, input);
  const coordinates = coordinatesOf(input);
  const locationId = parseDatabaseId(id);
  const existing = locationId !== null ? await ctx.db.location.findUnique({ where: { id: locationId } }) : null;
  if (!existing) throw new NotFoundError(CATALOG_MESSAGES.locationNotFound);
  const state = await requireState(ctx, data.stateId);
  return writeLocation(() =>
    audited(ctx, async (tx) => {
      // a new name or state may call for a new slug; the old one keeps answering (301)
      const renamed = data.name !== existing.name || data.stateId !== existing.stateId;
      const slug = renamed
        ? await chooseSlug(tx, { kind: 'location', id: existing.id, name: data.name, stateName: state.name })
        : existing.slug;
      await moveSlug(tx, 'location', existing.id, existing.slug, slug);
      const location = await tx.location.update({
        where: { id: existing.id },
        data: { ...data, ...coordinates, slug },
      });
      return {
        audit: {
          action: 'location.update',
          subjectType: 'Location',
          subjectId: location.id,
          before: existing,
          after: location,
        },
        result: { ...location, state },
      };
    }),
  );
}

/** All categories, by name; `query` may count each one's ads with categoryAdsCountWhere. */
export function listCategories<Query extends SelectionOf<Prisma.CategoryFindManyArgs>>(
  ctx: RequestContext,
  query?: Query,
) {
  return ctx.db.category.findMany({ ...query, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** Which ads a category's ads count counts: those shown in the public listing today. */
export function categoryAdsCountWhere(): Prisma.AdWhereInput {
  return publicAdWhere();
}

/**
 * What a city reads to tell whether its listing shows any ad today (the home search marks the
 * others): one public ad at most, so a city costs one index probe of its ads not yet ended
 * (ads_city_running_idx), whatever its history; every city of a list in the same statement.
 */
export function cityHasAdsTodaySelect() {
  // by end date: the order of ads_city_running_idx, so the probe stops at the first ad running today
  return {
    where: publicAdWhere(),
    orderBy: { endDate: 'asc' },
    take: 1,
    select: { id: true },
  } satisfies Prisma.Location$adsArgs;
}

/** One category by id, or null (an id that cannot name one finds nothing). Public, as the list is. */
export function getCategory<Query extends Omit<Prisma.CategoryFindUniqueArgs, 'where'>>(
  ctx: RequestContext,
  id: unknown,
  query?: Query,
) {
  const categoryId = parseDatabaseId(id);
  if (categoryId === null) return Promise.resolve(null);
  return ctx.db.category.findUnique({ ...query, where: { id: categoryId } });
}

async function writeCategory<Row>(write: () => Promise<Row>): Promise<Row> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(CATALOG_MESSAGES.categoryExists, 'name');
    throw error;
  }
}

export async function addCategory(ctx: RequestContext, input: CategoryInput) {
  requireAdmin(ctx);
  const data = parseInput(categoryInput, input);
  return writeCategory(() =>
    audited(ctx, async (tx) => {
      const [id] = (await reserveIds(tx, 'categories', 1)) as [number];
      const slug = await chooseSlug(tx, { kind: 'category', id, name: data.name });
      const category = await tx.category.create({ data: { id, ...data, slug } });
      return {
        audit: { action: 'category.add', subjectType: 'Category', subjectId: category.id, after: category },
        result: category,
      };
    }),
  );
}

export async function renameCategory(ctx: RequestContext, id: unknown, input: CategoryInput) {
  requireAdmin(ctx);
  const data = parseInput(categoryInput, input);
  const categoryId = parseDatabaseId(id);
  const existing = categoryId !== null ? await ctx.db.category.findUnique({ where: { id: categoryId } }) : null;
  if (!existing) throw new NotFoundError(CATALOG_MESSAGES.categoryNotFound);
  return writeCategory(() =>
    audited(ctx, async (tx) => {
      const slug =
        data.name !== existing.name
          ? await chooseSlug(tx, { kind: 'category', id: existing.id, name: data.name })
          : existing.slug;
      await moveSlug(tx, 'category', existing.id, existing.slug, slug);
      const category = await tx.category.update({ where: { id: existing.id }, data: { ...data, slug } });
      return {
        audit: {
          action: 'category.rename',
          subjectType: 'Category',
          subjectId: category.id,
          before: existing,
          after: category,
        },
        result: category,
      };
    }),
  );
}

/** The path of a city's listing, or of a city and category's. */
export { listingPath };

type LocationRow = Prisma.LocationGetPayload<{ include: { state: true } }>;
type CategoryRow = Prisma.CategoryGetPayload<object>;

export type ListingAddress =
  | { kind: 'found'; location: LocationRow; category: CategoryRow | null }
  | { kind: 'moved'; path: string }
  | { kind: 'unknown' };

/** A place by its current slug, or by an old one (then `moved`); null when the slug names nothing. */
async function placeBySlug<Row>(
  ctx: Pick<RequestContext, 'db'>,
  kind: SlugKind,
  slug: string,
  find: (where: { slug: string } | { id: number }) => Promise<Row | null>,
): Promise<{ row: Row; moved: boolean } | null> {
  const current = await find({ slug });
  if (current) return { row: current, moved: false };
  const old = await ctx.db.slugRedirect.findUnique({
    where: { kind_slug: { kind, slug } },
    select: { targetId: true },
  });
  const target = old ? await find({ id: old.targetId }) : null;
  return target ? { row: target, moved: true } : null;
}

/**
 * What a listing address `/call-girls/{city}[/{category}]` names: the city (and category), the
 * current address of one named by an old slug, or nothing. A slug that cannot be one (too long,
 * other characters, all digits for a city) names nothing without a database query.
 */
export function resolveListingAddress(
  ctx: Pick<RequestContext, 'db'>,
  citySlug: string,
  categorySlug?: string | null,
): Promise<ListingAddress> {
  // one request (a page's query asks its head, its place and its ads by the same slugs) looks them up once;
  // a context that is no request's (a job's, a test's) is never remembered by
  if (!('requestId' in ctx)) return lookUpListingAddress(ctx, citySlug, categorySlug);
  let known = addressesOfRequest.get(ctx);
  if (!known) addressesOfRequest.set(ctx, (known = new Map()));
  const key = JSON.stringify([citySlug, categorySlug ?? null]);
  let address = known.get(key);
  if (!address) {
    address = lookUpListingAddress(ctx, citySlug, categorySlug);
    known.set(key, address);
    // a failed lookup is not kept: the next asker tries again
    address.catch(() => known.delete(key));
  }
  return address;
}

/** Listing addresses a request context has looked up, forgotten with it. */
const addressesOfRequest = new WeakMap<object, Map<string, Promise<ListingAddress>>>();

async function lookUpListingAddress(
  ctx: Pick<RequestContext, 'db'>,
  citySlug: string,
  categorySlug?: string | null,
): Promise<ListingAddress> {
  const withCategory = categorySlug !== undefined && categorySlug !== null;
  if (!isSlugShaped(citySlug) || /^[0-9]+$/.test(citySlug) || (withCategory && !isSlugShaped(categorySlug)))
    return { kind: 'unknown' };
  const location = await placeBySlug(ctx, 'location', citySlug, (where) =>
    ctx.db.location.findUnique({ where: where as Prisma.LocationWhereUniqueInput, include: { state: true } }),
  );
  if (!location) return { kind: 'unknown' };
  const category = withCategory
    ? await placeBySlug(ctx, 'category', categorySlug, (where) =>
        ctx.db.category.findUnique({ where: where as Prisma.CategoryWhereUniqueInput }),
      )
    : null;
  if (withCategory && !category) return { kind: 'unknown' };
  if (location.moved || category?.moved)
    return { kind: 'moved', path: listingPath(location.row.slug, category?.row.slug) };
  return { kind: 'found', location: location.row, category: category?.row ?? null };
}

/** The city a readable address names by its current slug (looked up once per request), or null. */
export async function cityOfSlug(
  ctx: Pick<RequestContext, 'db'>,
  citySlug: string,
): Promise<{ id: number; name: string; hindiName: string | null; slug: string } | null> {
  const address = await resolveListingAddress(ctx, citySlug);
  return address.kind === 'found' ? address.location : null;
}

/**
 * The listing filter of a readable address (the first page of `/call-girls/{city}[/{category}]`
 * is asked for by slugs, known from the URL alone): the ids of its city and category; an
 * address that names nothing now (unknown, or an old slug) filters out every ad.
 */
export async function listingFilterOfSlugs(
  ctx: Pick<RequestContext, 'db'>,
  citySlug: string,
  categorySlug?: string | null,
): Promise<{ locationId: unknown; categoryId?: unknown }> {
  const address = await resolveListingAddress(ctx, citySlug, categorySlug);
  // an id that cannot name a row matches no ad (ads/service.ts listingWhere)
  if (address.kind !== 'found') return { locationId: 'none' };
  return { locationId: address.location.id, categoryId: address.category?.id };
}
