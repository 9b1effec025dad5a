// The ad's figures before and after each placement (issue 34): the arithmetic over fixed dates, then
// the GraphQL field with its owner-or-staff rule over rows in the database, at any hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { placementEffects, type DayRow, type PurchaseRow } from './placement-effects.ts';

const day = (iso: string, views: number, phone = 0, whatsapp = 0): DayRow => ({
  day: dateOnly(iso),
  views,
  phoneClicks: phone,
  whatsappClicks: whatsapp,
});

describe('the arithmetic', () => {
  // noon in India on 20 November 2026
  const now = new Date('2026-11-20T06:30:00Z');
  const run = { startDate: dateOnly('2026-11-01'), endDate: dateOnly('2026-11-30') };
  const purchase = (data: Partial<PurchaseRow>): PurchaseRow => ({
    id: 1,
    kind: 'spotlight',
    credits: 6,
    firstDay: null,
    lastDay: null,
    cancelledAt: null,
    createdAt: new Date('2026-11-10T05:00:00Z'),
    ...data,
  });
  const rows = [
    day('2026-11-12', 2, 1),
    day('2026-11-13', 4, 0, 1),
    day('2026-11-14', 3),
    day('2026-11-15', 10, 2, 2),
    day('2026-11-16', 20, 3),
    day('2026-11-17', 30, 1, 1),
    day('2026-11-18', 99, 9, 9),
  ];

  it('compares as many days before a purchase as it covers with its own days', () => {
    const [effect] = placementEffects(
      run,
      [purchase({ firstDay: dateOnly('2026-11-15'), lastDay: dateOnly('2026-11-17') })],
      rows,
      now,
    );
    expect(effect).toMatchObject({
      kind: 'spotlight',
      firstDay: '2026-11-15',
      lastDay: '2026-11-17',
      before: { firstDay: '2026-11-12', lastDay: '2026-11-14', days: 3, views: 9, taps: 2 },
      after: { firstDay: '2026-11-15', lastDay: '2026-11-17', days: 3, views: 60, taps: 9 },
    });
  });

  it('counts only the days of the run up to today', () => {
    const effects = placementEffects(
      { startDate: dateOnly('2026-11-13'), endDate: dateOnly('2026-11-30') },
      [
        purchase({ id: 1, firstDay: dateOnly('2026-11-15'), lastDay: dateOnly('2026-11-18') }),
        purchase({ id: 2, firstDay: dateOnly('2026-11-18'), lastDay: dateOnly('2026-11-25') }),
      ],
      rows,
      now,
    );
    // newest first; the later one has days 18 to 20 so far (today is the 20th)
    expect(effects.map((effect) => effect.purchaseId)).toEqual([2, 1]);
    expect(effects[0]!.after).toMatchObject({ days: 3, views: 99, taps: 18 });
    expect(effects[0]!.before).toMatchObject({ firstDay: '2026-11-10', days: 5, views: 67, taps: 10 });
    // days before the run (11 and 12 November) are not counted as zeros
    expect(effects[1]!.before).toMatchObject({ firstDay: '2026-11-11', days: 2, views: 7, taps: 1 });
  });

  it('reads a bump now over its India day and the six after it', () => {
    // 20:00 UTC on the 14th is 01:30 on the 15th in India
    const [effect] = placementEffects(
      run,
      [purchase({ kind: 'bump', createdAt: new Date('2026-11-14T20:00:00Z') })],
      rows,
      now,
    );
    expect(effect).toMatchObject({ firstDay: '2026-11-15', lastDay: '2026-11-21' });
    expect(effect!.after).toMatchObject({ days: 6, views: 159, taps: 27 });
    expect(effect!.before).toMatchObject({ firstDay: '2026-11-08', lastDay: '2026-11-14', days: 7, views: 9 });
  });
});

describe('Ad.placementEffects', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const today = todayInIndia();
  let adId = 0;
  let ownerToken = '';
  const query = `query ($id: ID!) { ad(id: $id) { placementEffects { kind credits before { days views taps } after { days views taps } } } }`;
  const globalId = () => Buffer.from(`Ad:${adId}`).toString('base64');

  beforeAll(async () => {
    t = await createTestApp();
    const makeAd = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Effects' });
    adId = await makeAd({ startDate: dateOnly(addDays(today, -4)), endDate: dateOnly(addDays(today, 4)) });
    const db = t.database.prisma;
    const ad = await db.ad.findUniqueOrThrow({ where: { id: adId }, include: { user: true } });
    ownerToken = await t.tokenFor(ad.user);
    for (const [offset, views, taps] of [
      [-4, 1, 0],
      [-3, 3, 1],
      [-2, 8, 2],
      [-1, 12, 4],
    ] as const) {
      await db.adDailyStat.create({
        data: { adId, day: dateOnly(addDays(today, offset)), views, phoneClicks: taps },
      });
    }
    await db.placementPurchase.create({
      data: {
        adId,
        userId: ad.userId,
        kind: 'featured',
        credits: 4,
        firstDay: dateOnly(addDays(today, -2)),
        lastDay: dateOnly(addDays(today, -1)),
      },
    });
  });
  afterAll(() => t.close());

  it('shows the owner the views and taps before and during a purchase', async () => {
    const { body } = await t.graphql(query, { id: globalId() }, ownerToken);
    expect(body.errors).toBeUndefined();
    expect(body.data.ad.placementEffects).toEqual([
      { kind: 'featured', credits: 4, before: { days: 2, views: 4, taps: 1 }, after: { days: 2, views: 20, taps: 6 } },
    ]);
  });

  it('shows them to staff, not to another advertiser or a visitor', async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    const staff = await t.graphql(query, { id: globalId() }, await t.tokenFor(moderator));
    expect(staff.body.data.ad.placementEffects).toHaveLength(1);
    const other = await t.graphql(query, { id: globalId() }, await t.tokenFor(await t.createUser()));
    expect(other.body.data.ad.placementEffects).toBeNull();
    const visitor = await t.graphql(query, { id: globalId() });
    expect(visitor.body.data.ad.placementEffects).toBeNull();
  });
});
