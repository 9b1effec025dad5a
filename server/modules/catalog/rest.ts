// The catalogue over REST (SPEC section 7): categories, states and their cities (ad locations).
// A thin adapter over ./service.ts, where the rules and authorisation live; this file checks the
// role, reads the payload's field names and shapes the answers.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { contextOf, HttpError, idParam, jsonBody, requireSession, type RestApp } from '../../rest/app.ts';
import {
  addCategory,
  addLocation,
  CATALOG_MESSAGES,
  categoryAdsCountWhere,
  getCategory,
  getLocation,
  listCategories,
  listCities,
  listLocations,
  listStates,
  renameCategory,
  updateLocation,
} from './service.ts';

const NAME_SELECT = { id: true, name: true } satisfies Prisma.StateSelect & Prisma.LocationSelect;

function categorySelect() {
  return {
    id: true,
    name: true,
    _count: { select: { ads: { where: categoryAdsCountWhere() } } },
  } satisfies Prisma.CategorySelect;
}
type CategoryRow = { id: number; name: string; _count: { ads: number } };

const LOCATION_SELECT = {
  id: true,
  name: true,
  stateId: true,
  state: { select: NAME_SELECT },
} satisfies Prisma.LocationSelect;
type LocationRow = Prisma.LocationGetPayload<{ select: typeof LOCATION_SELECT }>;
type NamedRow = { id: number; name: string };

function categoryAnswer(category: CategoryRow) {
  return { id: category.id, name: category.name, ads_count: category._count.ads };
}

function locationAnswer(location: LocationRow) {
  return {
    id: location.id,
    name: location.name,
    stateId: location.stateId,
    state: { id: location.state.id, name: location.state.name },
  };
}

const named = (rows: NamedRow[]) => rows.map(({ id, name }) => ({ id, name }));

export function registerCatalogRoutes(app: RestApp) {
  // ---- categories ------------------------------------------------------------------------------

  // GET /categories/user (public): every category with its ads count; the client keeps ads_count > 0
  app.get('/categories/user', async (c) => {
    const rows = (await listCategories(contextOf(c), { select: categorySelect() })) as unknown as CategoryRow[];
    return c.json(rows.map(categoryAnswer));
  });

  // GET /categories (admin): the same list, for the admin table
  app.get('/categories', async (c) => {
    const ctx = requireSession(c, 'admin');
    const rows = (await listCategories(ctx, { select: categorySelect() })) as unknown as CategoryRow[];
    return c.json(rows.map(categoryAnswer));
  });

  // POST /categories (admin): { name }
  app.post('/categories', async (c) => {
    const ctx = requireSession(c, 'admin');
    const body = await jsonBody(c);
    const created = await addCategory(ctx, { name: body.name as string });
    const row = (await getCategory(ctx, created.id, { select: categorySelect() })) as CategoryRow | null;
    if (!row) throw new HttpError(404, CATALOG_MESSAGES.categoryNotFound);
    return c.json(categoryAnswer(row), 201);
  });

  // PUT /categories/{id} (admin): { name }
  app.put('/categories/:id', async (c) => {
    const ctx = requireSession(c, 'admin');
    const id = idParam(c, 'id');
    const body = await jsonBody(c);
    const renamed = await renameCategory(ctx, id, { name: body.name as string });
    const row = (await getCategory(ctx, renamed.id, { select: categorySelect() })) as CategoryRow | null;
    if (!row) throw new HttpError(404, CATALOG_MESSAGES.categoryNotFound);
    return c.json(categoryAnswer(row));
  });

  // ---- states and cities (fixed paths before /states/:stateId) ----------------------------------

  // GET /ad-locations/states/user (public): [{ id, name }]
  app.get('/ad-locations/states/user', async (c) => {
    const rows = (await listStates(contextOf(c), { select: NAME_SELECT })) as NamedRow[];
    return c.json(named(rows));
  });

  // GET /ad-locations/states/admin (admin): every location with its state; ?stateId= narrows to one state
  app.get('/ad-locations/states/admin', async (c) => {
    const ctx = requireSession(c, 'admin');
    const stateId = c.req.query('stateId');
    const rows = (await listLocations(
      ctx,
      { stateId: stateId === '' ? undefined : stateId },
      { select: LOCATION_SELECT },
    )) as unknown as LocationRow[];
    return c.json(rows.map(locationAnswer));
  });

  // GET /ad-locations/states (any signed-in account): [{ id, name }]
  app.get('/ad-locations/states', async (c) => {
    const ctx = requireSession(c);
    const rows = (await listStates(ctx, { select: NAME_SELECT })) as NamedRow[];
    return c.json(named(rows));
  });

  // GET /ad-locations/states/{stateId}/user (public): the cities of a state, [{ id, name }]
  app.get('/ad-locations/states/:stateId/user', async (c) => {
    const rows = (await listCities(contextOf(c), c.req.param('stateId'), { select: NAME_SELECT })) as NamedRow[];
    return c.json(named(rows));
  });

  // GET /ad-locations/states/{stateId} (any signed-in account): the cities of a state, [{ id, name }]
  app.get('/ad-locations/states/:stateId', async (c) => {
    const ctx = requireSession(c);
    const rows = (await listCities(ctx, c.req.param('stateId'), { select: NAME_SELECT })) as NamedRow[];
    return c.json(named(rows));
  });

  // POST /ad-locations (admin): { name, stateId }
  app.post('/ad-locations', async (c) => {
    const ctx = requireSession(c, 'admin');
    const body = await jsonBody(c);
    const created = await addLocation(ctx, { name: body.name as string, stateId: body.stateId });
    return c.json(await readLocation(ctx, created.id), 201);
  });

  // PUT /ad-locations/{id} (admin): { name, stateId }
  app.put('/ad-locations/:id', async (c) => {
    const ctx = requireSession(c, 'admin');
    const id = idParam(c, 'id');
    const body = await jsonBody(c);
    const updated = await updateLocation(ctx, id, { name: body.name as string, stateId: body.stateId });
    return c.json(await readLocation(ctx, updated.id));
  });
}

/** The location just written, with its state. */
async function readLocation(ctx: Parameters<typeof getLocation>[0], id: number) {
  const row = (await getLocation(ctx, id, { select: LOCATION_SELECT })) as LocationRow | null;
  if (!row) throw new HttpError(404, CATALOG_MESSAGES.locationNotFound);
  return locationAnswer(row);
}
