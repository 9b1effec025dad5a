// The placements' shared core and "Featured in a city" at the service (issue 34): the scheme and its
// defaults, which ads may be placed and on which days, the price, and a charge that changes nothing
// when it is refused.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dateOnly, isoDate, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { PLACEMENT_SCHEME_DEFAULTS } from '../../../common/forms/placements.ts';
import { buyFeaturedDays } from './featured.ts';
import { PLACEMENT_MESSAGES, placementScheme, updatePlacementScheme } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['createUser']>>;
let owner: typeof admin;
let makeAd: (data?: Record<string, unknown>) => Promise<number>;
let cityId: number;
const today = todayInIndia();

const SCHEME = {
  featuredCreditsPerDay: 5,
  bumpCredits: 2,
  spotlightCreditsPerDay: 9,
  featuredBlockSize: 3,
  spotlightSlots: 4,
  bumpIntervalMinutes: 240,
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  const maker = await t.adMaker({ state: 'Karnataka', city: 'Mysuru', category: 'Elite' });
  const probe = await maker();
  const ad = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: probe } });
  owner = await t.database.prisma.user.findUniqueOrThrow({ where: { id: ad.userId } });
  cityId = ad.locationId;
  makeAd = (data = {}) => maker(data);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.prisma.user.update({ where: { id: owner.id }, data: { credits: 100 } });
});

const advertiser = () => t.contextFor(owner);

async function ledgerOf(userId: number) {
  return t.database.prisma.creditLedgerEntry.findMany({ where: { userId }, orderBy: { id: 'asc' } });
}

describe('the placement scheme', () => {
  it('answers the schema’s defaults, nothing sold, until an admin saves it', async () => {
    expect(await placementScheme(t.database.prisma)).toEqual({ ...PLACEMENT_SCHEME_DEFAULTS, updatedAt: null });
    const schema = readFileSync(new URL('../../../prisma/schema.prisma', import.meta.url), 'utf8');
    const model = schema.slice(schema.indexOf('model PlacementScheme'));
    for (const field of ['featuredBlockSize', 'spotlightSlots', 'bumpIntervalMinutes'] as const) {
      expect(model).toMatch(new RegExp(`${field}\\s+Int\\s+@default\\(${PLACEMENT_SCHEME_DEFAULTS[field]}\\)`));
    }
    const ad = await makeAd();
    await expect(buyFeaturedDays(advertiser(), { adId: ad, firstDay: today, lastDay: today })).rejects.toThrow(
      PLACEMENT_MESSAGES.notSold('featured'),
    );
  });

  it('is saved by an admin only, with its audit entry; bad values change nothing', async () => {
    await expect(updatePlacementScheme(t.contextFor(owner), SCHEME)).rejects.toThrow();
    const moderator = await t.createUser({ role: 'moderator' });
    await expect(updatePlacementScheme(t.contextFor(moderator), SCHEME)).rejects.toThrow();
    await expect(updatePlacementScheme(t.contextFor(admin), { ...SCHEME, featuredBlockSize: 0 })).rejects.toThrow(
      /must be a whole number from 1 to 10/,
    );
    expect((await placementScheme(t.database.prisma)).updatedAt).toBeNull();

    const saved = await updatePlacementScheme(t.contextFor(admin), SCHEME);
    expect(saved).toMatchObject(SCHEME);
    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({ where: { action: 'placementScheme.update' } });
    expect(entry.actorId).toBe(admin.id);
    expect(entry.after).toMatchObject({ featuredCreditsPerDay: 5 });
  });
});

describe('buying featured days', () => {
  beforeAll(async () => {
    await updatePlacementScheme(t.contextFor(admin), SCHEME);
  });

  it('charges the price per day times the days, records the days with the ad’s city, the ledger and the audit', async () => {
    const ad = await makeAd({ endDate: dateOnly(addDays(today, 5)) });
    const { purchase, balance } = await buyFeaturedDays(advertiser(), {
      adId: ad,
      firstDay: addDays(today, 1),
      lastDay: addDays(today, 3),
    });
    expect(balance).toBe(85);
    expect(purchase).toMatchObject({ kind: 'featured', credits: 15, adId: ad, userId: owner.id });
    const days = await t.database.prisma.featuredDay.findMany({ where: { adId: ad }, orderBy: { day: 'asc' } });
    expect(days.map((day) => isoDate(day.day))).toEqual([1, 2, 3].map((n) => addDays(today, n)));
    expect(days.every((day) => day.locationId === cityId && day.purchaseId === purchase.id)).toBe(true);

    const user = await t.database.prisma.user.findUniqueOrThrow({ where: { id: owner.id } });
    expect(user.credits).toBe(85);
    const [spend] = (await ledgerOf(owner.id)).filter((entry) => entry.placementPurchaseId === purchase.id);
    expect(spend).toMatchObject({ kind: 'spend', amount: -15, balanceAfter: 85, adId: ad });
    expect(spend!.reason).toMatch(/^Featured in a city: Riya, .+ \(3 days\)$/);
    const audit = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'placement.buy', subjectId: purchase.id },
    });
    expect(audit.actorId).toBe(owner.id);
  });

  it('refuses days outside the ad’s run, in the past, or already featured, and changes nothing', async () => {
    const ad = await makeAd({ endDate: dateOnly(addDays(today, 2)) });
    const before = await ledgerOf(owner.id);
    await expect(
      buyFeaturedDays(advertiser(), { adId: ad, firstDay: today, lastDay: addDays(today, 3) }),
    ).rejects.toThrow(/Please choose days within the ad's run/);
    await expect(
      buyFeaturedDays(advertiser(), { adId: ad, firstDay: addDays(today, -1), lastDay: today }),
    ).rejects.toThrow(PLACEMENT_MESSAGES.dayPast);
    await expect(
      buyFeaturedDays(advertiser(), { adId: ad, firstDay: addDays(today, 2), lastDay: today }),
    ).rejects.toThrow(PLACEMENT_MESSAGES.dayOrder);
    await expect(
      buyFeaturedDays(advertiser(), { adId: ad, firstDay: '2026-02-30', lastDay: '2026-02-30' }),
    ).rejects.toThrow(PLACEMENT_MESSAGES.dayInvalid);
    // an ad starting later: its days before the start are outside its run
    const later = await makeAd({ startDate: dateOnly(addDays(today, 2)), endDate: dateOnly(addDays(today, 4)) });
    await expect(
      buyFeaturedDays(advertiser(), { adId: later, firstDay: addDays(today, 1), lastDay: addDays(today, 2) }),
    ).rejects.toThrow(/within the ad's run/);
    await buyFeaturedDays(advertiser(), { adId: later, firstDay: addDays(today, 2), lastDay: addDays(today, 2) });

    await buyFeaturedDays(advertiser(), { adId: ad, firstDay: today, lastDay: today });
    await expect(
      buyFeaturedDays(advertiser(), { adId: ad, firstDay: today, lastDay: addDays(today, 1) }),
    ).rejects.toThrow(/already featured/);
    expect(await t.database.prisma.featuredDay.count({ where: { adId: ad } })).toBe(1);
    expect((await ledgerOf(owner.id)).length).toBe(before.length + 2);
  });

  it('places only the owner’s public ads: not another’s, not taken down, held, hidden or ended', async () => {
    const stranger = await t.createUser();
    await t.database.prisma.user.update({ where: { id: stranger.id }, data: { credits: 100 } });
    const ad = await makeAd();
    await expect(
      buyFeaturedDays(t.contextFor(stranger), { adId: ad, firstDay: today, lastDay: today }),
    ).rejects.toThrow(PLACEMENT_MESSAGES.adNotFound);
    await expect(buyFeaturedDays(t.contextFor(admin), { adId: ad, firstDay: today, lastDay: today })).rejects.toThrow(
      PLACEMENT_MESSAGES.advertisersOnly,
    );

    const now = new Date();
    const cases: [Record<string, unknown>, string][] = [
      [{ takenDownAt: now }, PLACEMENT_MESSAGES.adTakenDown],
      [{ heldAt: now, hiddenAt: now }, PLACEMENT_MESSAGES.adHeld],
      [{ hiddenAt: now }, PLACEMENT_MESSAGES.adHidden],
      [{ startDate: dateOnly(addDays(today, -5)), endDate: dateOnly(addDays(today, -1)) }, PLACEMENT_MESSAGES.adEnded],
    ];
    for (const [data, message] of cases) {
      const refused = await makeAd(data);
      await expect(buyFeaturedDays(advertiser(), { adId: refused, firstDay: today, lastDay: today })).rejects.toThrow(
        message,
      );
    }
    expect(await t.database.prisma.featuredDay.count({ where: { ad: { userId: stranger.id } } })).toBe(0);
  });

  it('refuses a purchase beyond the balance, and leaves no purchase, day, ledger line or audit behind', async () => {
    await t.database.prisma.user.update({ where: { id: owner.id }, data: { credits: 9 } });
    const ad = await makeAd();
    const purchases = await t.database.prisma.placementPurchase.count();
    const audits = await t.database.prisma.auditEntry.count();
    const ledger = await ledgerOf(owner.id);
    await expect(
      buyFeaturedDays(advertiser(), { adId: ad, firstDay: today, lastDay: addDays(today, 1) }),
    ).rejects.toThrow('Not enough credits: this needs 10 credits and your balance is 9.');
    expect(await t.database.prisma.placementPurchase.count()).toBe(purchases);
    expect(await t.database.prisma.auditEntry.count()).toBe(audits);
    expect(await ledgerOf(owner.id)).toEqual(ledger);
    expect(await t.database.prisma.featuredDay.count({ where: { adId: ad } })).toBe(0);
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).credits).toBe(9);
  });

  it('answers in GraphQL: the purchase, its ad’s featured days and the balance, or the refusal as a union result', async () => {
    await t.database.prisma.user.update({ where: { id: owner.id }, data: { credits: 7 } });
    const ad = await makeAd();
    const adId = Buffer.from(`Ad:${ad}`).toString('base64');
    const BUY = /* GraphQL */ `
      mutation ($adId: ID!, $firstDay: String!, $lastDay: String!) {
        buyFeaturedDays(adId: $adId, firstDay: $firstDay, lastDay: $lastDay) {
          __typename
          ... on MutationBuyFeaturedDaysSuccess {
            purchase {
              kind
              credits
              firstDay
              lastDay
            }
            ad {
              featuredDays
            }
            balance
          }
          ... on Error {
            message
          }
        }
      }
    `;
    const token = await t.tokenFor(owner);
    const bought = await t.graphql(BUY, { adId, firstDay: today, lastDay: today }, token);
    expect(bought.body.data.buyFeaturedDays).toEqual({
      __typename: 'MutationBuyFeaturedDaysSuccess',
      purchase: { kind: 'featured', credits: 5, firstDay: today, lastDay: today },
      ad: { featuredDays: [today] },
      balance: 2,
    });
    const refused = await t.graphql(BUY, { adId, firstDay: addDays(today, 1), lastDay: addDays(today, 1) }, token);
    expect(refused.body.data.buyFeaturedDays).toEqual({
      __typename: 'ValidationError',
      message: 'Not enough credits: this needs 5 credits and your balance is 2.',
    });
    const malformed = await t.graphql(BUY, { adId, firstDay: 'tomorrow', lastDay: today }, token);
    expect(malformed.body.data.buyFeaturedDays).toMatchObject({ message: PLACEMENT_MESSAGES.dayInvalid });
  });
});
