// The desk's view of placements (issue 34): each ad's placements now and next (featured, home
// spotlight, next bump) and its purchases, read with the desk's page; the "has a placement" filter;
// staff only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const today = todayInIndia();
const ids = { featured: 0, spotlit: 0, bumped: 0, plain: 0, later: 0 };
let moderatorToken = '';
let ownerToken = '';
const statements: string[] = [];
let counting = false;
const nextBump = new Date(Date.now() + 3 * 3600_000);

beforeAll(async () => {
  t = await createTestApp({
    onQuery: (sql) => {
      if (counting) statements.push(sql);
    },
  });
  const makeAd = await t.adMaker({ state: 'Assam', city: 'Guwahati', category: 'DeskPlaced' });
  const db = t.database.prisma;
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) ids[key] = await makeAd({ name: `Desk ${key}` });
  const ad = await db.ad.findUniqueOrThrow({ where: { id: ids.featured }, include: { user: true } });
  ownerToken = await t.tokenFor(ad.user);
  const purchase = async (adId: number, kind: 'featured' | 'spotlight' | 'bump', credits: number) =>
    db.placementPurchase.create({ data: { adId, userId: ad.userId, kind, credits } });
  const featured = await purchase(ids.featured, 'featured', 5);
  await db.featuredDay.create({
    data: {
      adId: ids.featured,
      day: dateOnly(today),
      locationId: ad.locationId,
      categoryId: ad.categoryId,
      purchaseId: featured.id,
    },
  });
  const spot = await purchase(ids.spotlit, 'spotlight', 3);
  await db.spotlightSlot.create({ data: { day: dateOnly(today), slot: 2, adId: ids.spotlit, purchaseId: spot.id } });
  const later = await purchase(ids.later, 'spotlight', 3);
  await db.spotlightSlot.create({
    data: { day: dateOnly(addDays(today, 2)), slot: 1, adId: ids.later, purchaseId: later.id },
  });
  const bump = await purchase(ids.bumped, 'bump', 2);
  await db.adBump.create({ data: { adId: ids.bumped, purchaseId: bump.id, runAt: nextBump } });
  // a bump already done is no placement to come
  const done = await purchase(ids.plain, 'bump', 2);
  await db.adBump.create({ data: { adId: ids.plain, purchaseId: done.id, runAt: new Date(), doneAt: new Date() } });
  moderatorToken = await t.tokenFor(await t.createUser({ role: 'moderator' }));
});
afterAll(() => t.close());

const LIST = `query ($status: DeskAdFilter) {
  deskAds(first: 20, status: $status) {
    edges { node { name deskPlacements { featuredToday nextFeaturedDay spotlightSlotToday nextSpotlightDay nextBumpAt }
      deskPlacementPurchases { kind credits } } }
  }
}`;

type Node = { name: string; deskPlacements: Record<string, unknown>; deskPlacementPurchases: unknown[] };

describe("the desk's view of placements", () => {
  it("shows each ad's placements now and next and its purchases, read with the page", async () => {
    statements.length = 0;
    counting = true;
    const { body } = await t.graphql(LIST, {}, moderatorToken);
    counting = false;
    expect(body.errors).toBeUndefined();
    const byName = new Map<string, Node>(
      (body.data.deskAds.edges as { node: Node }[]).map(({ node }) => [node.name, node]),
    );
    expect(byName.get('Desk featured')).toEqual({
      name: 'Desk featured',
      deskPlacements: {
        featuredToday: true,
        nextFeaturedDay: today,
        spotlightSlotToday: null,
        nextSpotlightDay: null,
        nextBumpAt: null,
      },
      deskPlacementPurchases: [{ kind: 'featured', credits: 5 }],
    });
    expect(byName.get('Desk spotlit')!.deskPlacements).toMatchObject({
      spotlightSlotToday: 2,
      nextSpotlightDay: today,
    });
    expect(byName.get('Desk later')!.deskPlacements).toMatchObject({
      spotlightSlotToday: null,
      nextSpotlightDay: addDays(today, 2),
    });
    expect(byName.get('Desk bumped')!.deskPlacements).toMatchObject({ nextBumpAt: nextBump.toISOString() });
    expect(byName.get('Desk plain')!.deskPlacements).toMatchObject({ nextBumpAt: null, featuredToday: false });
    // no statement per ad: the placements come with the page's read of its ads
    expect(statements.filter((sql) => /spotlight_slots/.test(sql))).toHaveLength(1);
  });

  it('filters the ads with a placement today or ahead', async () => {
    const { body } = await t.graphql(LIST, { status: 'has_placement' }, moderatorToken);
    expect((body.data.deskAds.edges as { node: Node }[]).map(({ node }) => node.name).sort()).toEqual([
      'Desk bumped',
      'Desk featured',
      'Desk later',
      'Desk spotlit',
    ]);
  });

  it('shows them to staff only', async () => {
    const id = Buffer.from(`Ad:${ids.featured}`).toString('base64');
    const { body } = await t.graphql(
      `query ($id: ID!) { ad(id: $id) { deskPlacements { featuredToday } deskPlacementPurchases { kind } } }`,
      { id },
      ownerToken,
    );
    expect(body.data.ad).toEqual({ deskPlacements: null, deskPlacementPurchases: null });
    const refused = await t.graphql(LIST, {}, ownerToken);
    expect(refused.body.data?.deskAds ?? null).toBeNull();
  });
});
