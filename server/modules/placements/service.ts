// Placements (issue 34, docs/decisions/0109-placements-and-featured-rotation.md): what an advertiser buys
// with credits to show an ad more (featured in a city, bump, home spotlight), priced by the admin in the
// single placement scheme. This file is the products' shared core: the scheme, which ads may be placed
// and on which days, and the one way a purchase is charged. Each product (featured.ts, bumps.ts,
// spotlight.ts) adds its own rows inside `chargePlacement`'s transaction.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { PlacementKind } from '../../db/generated/prisma/enums.ts';
import type { RequestContext } from '../../context.ts';
import { canManage, isStaff, requireAdvertiser, requireSignedInAdmin, type Caller } from '../../lib/access.ts';
import { dateOnly, daysInclusive, isoDate, todayInIndia } from '../../lib/dates.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { audited, recordOwnerAudit } from '../audit/service.ts';
import { publicAdWhere } from '../ads/service.ts';
import { changeBalance, lockAccount } from '../credits/service.ts';
import { dayInWords } from '../../../common/india.ts';
import {
  PLACEMENT_MESSAGES,
  PLACEMENT_PRODUCT_NAMES,
  PLACEMENT_SCHEME_DEFAULTS,
  placementDaysSchema,
  placementSchemeSchema,
  type PlacementProduct,
  type PlacementSchemeValues,
} from '../../../common/forms/placements.ts';

export { PLACEMENT_MESSAGES, PLACEMENT_PRODUCT_NAMES, placementPrice } from '../../../common/forms/placements.ts';
export type { PlacementProduct, PlacementSchemeValues } from '../../../common/forms/placements.ts';

/** The single scheme's id (a CHECK holds it). */
export const PLACEMENT_SCHEME_ID = 1;

type Tx = Prisma.TransactionClient;

export interface PlacementScheme extends PlacementSchemeValues {
  /** when the admin last saved it; null while none was saved (the defaults: nothing sold) */
  updatedAt: Date | null;
}

/** The scheme: the saved record, or the columns' defaults (nothing sold) while none is saved. */
export async function placementScheme(db: Pick<Tx, 'placementScheme'>): Promise<PlacementScheme> {
  const saved = await db.placementScheme.findUnique({ where: { id: PLACEMENT_SCHEME_ID } });
  if (!saved) return { ...PLACEMENT_SCHEME_DEFAULTS, updatedAt: null };
  return {
    featuredCreditsPerDay: saved.featuredCreditsPerDay,
    bumpCredits: saved.bumpCredits,
    spotlightCreditsPerDay: saved.spotlightCreditsPerDay,
    featuredBlockSize: saved.featuredBlockSize,
    spotlightSlots: saved.spotlightSlots,
    bumpIntervalMinutes: saved.bumpIntervalMinutes,
    updatedAt: saved.updatedAt,
  };
}

/** What one unit of a product costs (a day, a bump); a product without a price is not sold. */
export function priceOf(scheme: PlacementSchemeValues, product: PlacementProduct): number {
  const price =
    product === 'featured'
      ? scheme.featuredCreditsPerDay
      : product === 'bump'
        ? scheme.bumpCredits
        : scheme.spotlightCreditsPerDay;
  if (price === null) throw new ValidationError(PLACEMENT_MESSAGES.notSold(product));
  return price;
}

/** Saves the admin's prices and limits (admins only: moderators never touch money), audited. */
export async function updatePlacementScheme(ctx: RequestContext, input: Record<string, unknown>) {
  const admin = requireSignedInAdmin(ctx);
  const values = parseInput(placementSchemeSchema, input);
  const data = { ...values, updatedById: admin.id };
  await audited(ctx, async (tx) => {
    const before = await tx.placementScheme.findUnique({ where: { id: PLACEMENT_SCHEME_ID } });
    const after = await tx.placementScheme.upsert({
      where: { id: PLACEMENT_SCHEME_ID },
      create: { id: PLACEMENT_SCHEME_ID, ...data },
      update: data,
    });
    return {
      audit: { action: 'placementScheme.update', subjectType: 'PlacementScheme', subjectId: after.id, before, after },
      result: after,
    };
  });
  // the listing's featured block reads the block size: cached pages forget the old one
  await ctx.publicCache?.forgetAll();
  return placementScheme(ctx.db);
}

// ---- which ads may be placed --------------------------------------------------------------------

/** Days of a placement, India's dates (YYYY-MM-DD), both included. */
export interface PlacementDays {
  firstDay: string;
  lastDay: string;
}

/** Days as the caller sent them, checked for form (the ad's run is checked by requirePlaceableAd). */
export function parsePlacementDays(input: { firstDay?: unknown; lastDay?: unknown }): PlacementDays {
  const days = parseInput(placementDaysSchema, input);
  try {
    dateOnly(days.firstDay);
    dateOnly(days.lastDay);
  } catch {
    throw new ValidationError(PLACEMENT_MESSAGES.dayInvalid, 'firstDay');
  }
  return days;
}

const PLACEABLE_AD_SELECT = {
  id: true,
  userId: true,
  name: true,
  locationId: true,
  categoryId: true,
  startDate: true,
  endDate: true,
  takenDownAt: true,
  heldAt: true,
  hiddenAt: true,
  ownerActive: true,
} as const satisfies Prisma.AdSelect;

export type PlaceableAd = Prisma.AdGetPayload<{ select: typeof PLACEABLE_AD_SELECT }>;

/**
 * The ad, when its owner may place it on `days` (today alone when none are given, as a bump now): the
 * caller's own ad, public on the first and on the last day by the public listing's rule (within its
 * run, not taken down, held or hidden, its owner active), and no day in the past. Otherwise the reason
 * in the advertiser's words. Inside a transaction, after the account is locked (chargePlacement).
 */
export async function requirePlaceableAd(
  db: Pick<Tx, 'ad'>,
  ownerId: number,
  adId: unknown,
  days?: PlacementDays,
  today = todayInIndia(),
): Promise<PlaceableAd> {
  const id = parseDatabaseId(adId);
  const ad =
    id === null ? null : await db.ad.findFirst({ where: { id, userId: ownerId }, select: PLACEABLE_AD_SELECT });
  if (!ad) throw new NotFoundError(PLACEMENT_MESSAGES.adNotFound);
  const { firstDay, lastDay } = days ?? { firstDay: today, lastDay: today };
  if (firstDay < today) throw new ValidationError(PLACEMENT_MESSAGES.dayPast, 'firstDay');
  // the public rule decides (one home, ads/visibility.ts): the ad is shown on both ends of the days,
  // so on every day between them
  const shown = await db.ad.findFirst({
    where: { id: ad.id, AND: [publicAdWhere(firstDay), publicAdWhere(lastDay)] },
    select: { id: true },
  });
  if (shown) return ad;
  // not shown: the reason, in the advertiser's words
  if (ad.takenDownAt) throw new ValidationError(PLACEMENT_MESSAGES.adTakenDown);
  if (ad.heldAt) throw new ValidationError(PLACEMENT_MESSAGES.adHeld);
  if (ad.hiddenAt) throw new ValidationError(PLACEMENT_MESSAGES.adHidden);
  if (!ad.ownerActive) throw new ValidationError(PLACEMENT_MESSAGES.ownerInactive);
  if (isoDate(ad.endDate) < today) throw new ValidationError(PLACEMENT_MESSAGES.adEnded);
  throw new ValidationError(
    PLACEMENT_MESSAGES.dayOutsideRun(dayInWords(isoDate(ad.startDate), today), dayInWords(isoDate(ad.endDate), today)),
    'firstDay',
  );
}

// ---- charging a purchase ------------------------------------------------------------------------

export interface PlacementCharge {
  kind: PlacementKind;
  adId: unknown;
  /** the credits the purchase costs (the product's price times its units) */
  credits: number;
  /** featured and spotlight: the days; a daily bump: its days; none: today (a bump now) */
  days?: PlacementDays;
  /** a daily bump's time in India, minutes after midnight */
  bumpMinute?: number;
}

export interface PlacementPurchaseRecord {
  id: number;
  adId: number;
  userId: number;
  kind: PlacementKind;
  credits: number;
  firstDay: Date | null;
  lastDay: Date | null;
  bumpMinute: number | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

/**
 * Charges an advertiser's purchase of a placement, in one transaction: locks the account, checks the
 * ad (requirePlaceableAd), records the PlacementPurchase, lets the product add its rows (`place`: the
 * featured days, the spotlight's slots, the bumps), spends the credits through the ledger (a spend
 * naming the product and the purchase) and writes the audit entry. Any refusal (not enough credits,
 * a day taken) leaves nothing behind. Answers the purchase, what `place` answered and the balance after.
 */
export async function chargePlacement<T>(
  ctx: RequestContext,
  charge: PlacementCharge,
  place: (tx: Tx, purchase: PlacementPurchaseRecord, ad: PlaceableAd) => Promise<T>,
): Promise<{ purchase: PlacementPurchaseRecord; placed: T; balance: number }> {
  const owner = requireAdvertiser(ctx, PLACEMENT_MESSAGES.advertisersOnly);
  if (!Number.isSafeInteger(charge.credits) || charge.credits <= 0) {
    throw new ValidationError(PLACEMENT_MESSAGES.notSold(charge.kind));
  }
  return ctx.db.$transaction(async (tx) => {
    // the account first, then the ad (ledger.ts lockAccount): the balance and the ad's state hold until the end
    await lockAccount(tx, owner.id);
    const ad = await requirePlaceableAd(tx, owner.id, charge.adId, charge.days);
    const purchase = await tx.placementPurchase.create({
      data: {
        adId: ad.id,
        userId: owner.id,
        kind: charge.kind,
        credits: charge.credits,
        firstDay: charge.days ? dateOnly(charge.days.firstDay) : null,
        lastDay: charge.days ? dateOnly(charge.days.lastDay) : null,
        bumpMinute: charge.bumpMinute ?? null,
      },
    });
    const placed = await place(tx, purchase, ad);
    const balance = await changeBalance(tx, {
      userId: owner.id,
      amount: -charge.credits,
      kind: 'spend',
      reason: purchaseReason(charge, ad),
      adId: ad.id,
      placementPurchaseId: purchase.id,
    });
    await recordOwnerAudit(tx, owner.id, {
      action: 'placement.buy',
      subjectType: 'PlacementPurchase',
      subjectId: purchase.id,
      after: purchase,
    });
    return { purchase, placed, balance };
  });
}

/** The ledger's words for a purchase: the product, the ad and the days. */
function purchaseReason(charge: PlacementCharge, ad: PlaceableAd): string {
  const product = PLACEMENT_PRODUCT_NAMES[charge.kind];
  const days = charge.days;
  if (!days) return `${product}: ${ad.name}`;
  const count = daysInclusive(days.firstDay, days.lastDay);
  const span =
    count === 1
      ? dayInWords(days.firstDay, days.firstDay, true)
      : `${dayInWords(days.firstDay, days.firstDay, true)} to ${dayInWords(days.lastDay, days.lastDay, true)}`;
  return `${product}: ${ad.name}, ${span} (${count} ${count === 1 ? 'day' : 'days'})`;
}

/** Who may read a placement purchase: its buyer, and staff (the desk shows an ad's purchases). */
export function canReadPlacementPurchase(viewer: Caller | null, purchase: { userId: number }): boolean {
  return canManage(viewer, purchase.userId) || isStaff(viewer);
}
