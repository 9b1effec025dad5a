// The featured block's rotation (issue 34, docs/decisions/0109-placements-and-featured-rotation.md):
// over a whole simulated day of slots, every featured ad of a city is shown about as often as any
// other (at most one slot apart), never more than the block's size at once, only the city's (and the
// category's on a category page) public ads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { AD_CARD_INCLUDE, listPublicAdsPage } from '../ads/service.ts';
import { FEATURED_SLOTS_A_DAY, featuredSlotAt } from '../ads/featured-rotation.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cityId: number;
let categoryId: number;
let otherCategoryId: number;
let otherCityId: number;
const today = todayInIndia();
const featuredIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  const state = await db.state.create({ data: { name: 'Goa' } });
  const city = await db.location.create({ data: { name: 'Panaji', stateId: state.id } });
  const otherCity = await db.location.create({ data: { name: 'Margao', stateId: state.id } });
  const category = await db.category.create({ data: { name: 'Elite' } });
  const otherCategory = await db.category.create({ data: { name: 'Models' } });
  cityId = city.id;
  otherCityId = otherCity.id;
  categoryId = category.id;
  otherCategoryId = otherCategory.id;
  const owner = await t.createUser();
  const ad = (name: string, data: Record<string, unknown> = {}) =>
    db.ad.create({
      data: {
        userId: owner.id,
        name,
        description: 'Demo',
        startDate: dateOnly(today),
        endDate: dateOnly(addDays(today, 3)),
        creditsUsed: 1,
        categoryId: category.id,
        locationId: city.id,
        ...data,
      },
    });
  const feature = async (adId: number, data: { locationId?: number; categoryId?: number } = {}) => {
    const purchase = await db.placementPurchase.create({
      data: { adId, userId: owner.id, kind: 'featured', credits: 1 },
    });
    await db.featuredDay.create({
      data: {
        adId,
        day: dateOnly(today),
        locationId: data.locationId ?? city.id,
        categoryId: data.categoryId ?? category.id,
        purchaseId: purchase.id,
      },
    });
  };
  // 7 featured ads of the city in its category, and one in another (a block of 3 cannot show them all at once)
  for (let index = 0; index < 7; index += 1) {
    const created = await ad(`Featured ${index}`);
    featuredIds.push(created.id);
    await feature(created.id);
  }
  // ordinary ads, a featured ad of another category in the city, of another city, and a taken-down one
  for (let index = 0; index < 3; index += 1) await ad(`Ordinary ${index}`);
  await feature((await ad('Other category', { categoryId: otherCategory.id })).id, { categoryId: otherCategory.id });
  await feature((await ad('Other city', { locationId: otherCity.id })).id, { locationId: otherCity.id });
  await feature((await ad('Taken down', { takenDownAt: new Date() })).id);
  // featured tomorrow only: not today's
  const tomorrow = await ad('Tomorrow');
  const purchase = await db.placementPurchase.create({
    data: { adId: tomorrow.id, userId: owner.id, kind: 'featured', credits: 1 },
  });
  await db.featuredDay.create({
    data: {
      adId: tomorrow.id,
      day: dateOnly(addDays(today, 1)),
      locationId: city.id,
      categoryId: category.id,
      purchaseId: purchase.id,
    },
  });
});
afterAll(() => t.close());

async function blockAt(slot: number, filter: { locationId?: number; categoryId?: number }) {
  const page = await listPublicAdsPage(
    { db: t.database.prisma },
    filter,
    { take: 6, include: AD_CARD_INCLUDE },
    { count: false, featured: { slot } },
  );
  return page;
}

describe('the featured block', () => {
  it('shares a simulated day fairly: every featured ad is shown within one slot of any other', async () => {
    const shown = new Map<string, number>();
    for (let slot = 0; slot < FEATURED_SLOTS_A_DAY; slot += 1) {
      const { featured } = await blockAt(slot, { locationId: cityId });
      const names = featured.map((ad) => ad.name);
      expect(names).toHaveLength(3);
      expect(new Set(names).size).toBe(3);
      for (const name of names) shown.set(name, (shown.get(name) ?? 0) + 1);
    }
    // the city's page: the featured ads of all its categories
    expect([...shown.keys()].sort()).toEqual([
      ...[0, 1, 2, 3, 4, 5, 6].map((index) => `Featured ${index}`),
      'Other category',
    ]);
    const counts = [...shown.values()];
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3 * FEATURED_SLOTS_A_DAY);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('turns slot by slot: the next slot shows the next ads of the ring', async () => {
    const first = (await blockAt(0, { locationId: cityId })).featured.map((ad) => ad.id);
    const second = (await blockAt(1, { locationId: cityId })).featured.map((ad) => ad.id);
    expect(first).toEqual(featuredIds.slice(0, 3));
    expect(second).toEqual(featuredIds.slice(3, 6));
  });

  it('shows a category page only the category’s featured ads, and never another city’s', async () => {
    const other = await blockAt(0, { locationId: cityId, categoryId: otherCategoryId });
    expect(other.featured.map((ad) => ad.name)).toEqual(['Other category']);
    const elsewhere = await blockAt(5, { locationId: otherCityId });
    expect(elsewhere.featured.map((ad) => ad.name)).toEqual(['Other city']);
    const inCategory = await blockAt(2, { locationId: cityId, categoryId });
    expect(inCategory.featured.every((ad) => ad.name.startsWith('Featured'))).toBe(true);
  });

  it('keeps featured ads in the ordinary listing, and has no block for the whole country', async () => {
    const { ads } = await listPublicAdsPage(
      { db: t.database.prisma },
      { locationId: cityId },
      { take: 20, include: AD_CARD_INCLUDE },
      { count: false, featured: { slot: 0 } },
    );
    expect(ads.filter((ad) => ad.name.startsWith('Featured'))).toHaveLength(7);
    expect((await blockAt(0, {})).featured).toEqual([]);
  });

  it('shows as many ads at once as the admin’s block size', async () => {
    await t.database.prisma.placementScheme.create({ data: { id: 1, featuredBlockSize: 5 } });
    try {
      expect((await blockAt(4, { locationId: cityId })).featured).toHaveLength(5);
    } finally {
      await t.database.prisma.placementScheme.delete({ where: { id: 1 } });
    }
  });

  it('reads the slot from India’s clock: 10-minute slots from India’s midnight', () => {
    // 18:30 UTC is India's midnight
    expect(featuredSlotAt(new Date('2026-11-27T18:30:00Z'))).toEqual({ day: '2026-11-28', slot: 0 });
    expect(featuredSlotAt(new Date('2026-11-27T18:49:59Z'))).toEqual({ day: '2026-11-28', slot: 1 });
    expect(featuredSlotAt(new Date('2026-11-28T18:29:59Z'))).toEqual({ day: '2026-11-28', slot: 143 });
  });
});
