// The catalogue: states and their cities (locations), and ad categories. Everyone reads them;
// admins add and rename locations and categories.
import { audited } from '../audit/service.ts';
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireAdmin } from '../../lib/access.ts';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { databaseIdField, parseDatabaseId } from '../../lib/ids.ts';
import { parseInput, requiredText } from '../../lib/validation.ts';
import { publicAdWhere } from '../ads/service.ts';

export const CATALOG_MESSAGES = {
  locationName: 'Please Enter Location Name',
  state: 'Please Select a State.',
  locationExists: 'This location already exists in this state.',
  locationNotFound: 'This location does not exist.',
  categoryName: 'Please Enter Category Name',
  categoryExists: 'A category with this name already exists.',
  categoryNotFound: 'This category does not exist.',
} as const;

/** Longest location or category name accepted. */
export const CATALOG_NAME_MAX = 100;

// SPEC section 5: 'Please Enter Location Name'; 'Please Select a State.'
const locationInput = z.object({
  name: requiredText(CATALOG_MESSAGES.locationName, CATALOG_NAME_MAX),
  stateId: databaseIdField(CATALOG_MESSAGES.state),
});

export type LocationInput = z.input<typeof locationInput>;

// SPEC section 5: 'Please Enter Category Name'
const categoryInput = z.object({
  name: requiredText(CATALOG_MESSAGES.categoryName, CATALOG_NAME_MAX),
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

/** The cities of a state, by name; none for an id that names no state. */
export function listCities<Query extends SelectionOf<Prisma.LocationFindManyArgs>>(
  ctx: RequestContext,
  stateId: unknown,
  query?: Query,
) {
  return ctx.db.location.findMany({ ...query, where: { stateId: stateIdFilter(stateId) }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
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
export function getLocation<Query extends Omit<Prisma.LocationFindUniqueArgs, 'where'>>(ctx: RequestContext, id: unknown, query?: Query) {
  const locationId = parseDatabaseId(id);
  if (locationId === null) return Promise.resolve(null);
  return ctx.db.location.findUnique({ ...query, where: { id: locationId } });
}

async function requireState(ctx: RequestContext, stateId: number): Promise<void> {
  const state = await ctx.db.state.findUnique({ where: { id: stateId }, select: { id: true } });
  if (!state) throw new ValidationError(CATALOG_MESSAGES.state, 'stateId');
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
  await requireState(ctx, data.stateId);
  return writeLocation(() =>
    audited(ctx, async (tx) => {
      const location = await tx.location.create({ data });
      return { audit: { action: 'location.add', subjectType: 'Location', subjectId: location.id, after: location }, result: location };
    }),
  );
}

export async function updateLocation(ctx: RequestContext, id: unknown, input: LocationInput) {
  requireAdmin(ctx);
  const data = parseInput(locationInput, input);
  const locationId = parseDatabaseId(id);
  const existing = locationId !== null
    ? await ctx.db.location.findUnique({ where: { id: locationId } })
    : null;
  if (!existing) throw new NotFoundError(CATALOG_MESSAGES.locationNotFound);
  await requireState(ctx, data.stateId);
  return writeLocation(() =>
    audited(ctx, async (tx) => {
      const location = await tx.location.update({ where: { id: existing.id }, data });
      return { audit: { action: 'location.update', subjectType: 'Location', subjectId: location.id, before: existing, after: location }, result: location };
    }),
  );
}

/** All categories, by name; `query` may count each one's ads with categoryAdsCountWhere. */
export function listCategories<Query extends SelectionOf<Prisma.CategoryFindManyArgs>>(ctx: RequestContext, query?: Query) {
  return ctx.db.category.findMany({ ...query, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** Which ads a category's ads count counts: those shown in the public listing today. */
export function categoryAdsCountWhere(): Prisma.AdWhereInput {
  return publicAdWhere();
}

/** One category by id, or null (an id that cannot name one finds nothing). Public, as the list is. */
export function getCategory<Query extends Omit<Prisma.CategoryFindUniqueArgs, 'where'>>(ctx: RequestContext, id: unknown, query?: Query) {
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
      const category = await tx.category.create({ data });
      return { audit: { action: 'category.add', subjectType: 'Category', subjectId: category.id, after: category }, result: category };
    }),
  );
}

export async function renameCategory(ctx: RequestContext, id: unknown, input: CategoryInput) {
  requireAdmin(ctx);
  const data = parseInput(categoryInput, input);
  const categoryId = parseDatabaseId(id);
  const existing = categoryId !== null
    ? await ctx.db.category.findUnique({ where: { id: categoryId } })
    : null;
  if (!existing) throw new NotFoundError(CATALOG_MESSAGES.categoryNotFound);
  return writeCategory(() =>
    audited(ctx, async (tx) => {
      const category = await tx.category.update({ where: { id: existing.id }, data });
      return { audit: { action: 'category.rename', subjectType: 'Category', subjectId: category.id, before: existing, after: category }, result: category };
    }),
  );
}
