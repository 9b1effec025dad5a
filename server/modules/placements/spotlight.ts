// "Home spotlight" (issue 34, docs/decisions/0111-home-spotlight-slots.md): the scheme's
// `spotlightSlots` places a day on the home page, sold per day, first come first served. A day's slots
// are spotlight_slots rows whose primary key is (day, slot) with 1 <= slot <= spotlightSlots, so no
// two purchases can hold the same place, and its unique (ad_id, day) keeps an ad to one place a day.
// A purchase takes the lowest free slot of each of its days, in day order (so two purchases of
// overlapping days never wait on each other in a ring); a day with every slot taken refuses the whole
// purchase with "sold out for <date>", and the transaction leaves nothing charged.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { canManage } from '../../lib/access.ts';
import { addDays, dateOnly, daysInclusive, isoDate, todayInIndia } from '../../lib/dates.ts';
import { ConflictError } from '../../lib/errors.ts';
import { dayInWords } from '../../../common/india.ts';
import { publicAdWhere } from '../ads/service.ts';
import { chargePlacement, parsePlacementDays, placementPrice, placementScheme, priceOf } from './service.ts';

type Tx = Prisma.TransactionClient;

export const SPOTLIGHT_MESSAGES = {
  soldOut: (day: string) => `The home spotlight is sold out for ${day}: please choose other days.`,
  alreadyInSpotlight: (day: string) => `This ad is already in the home spotlight on ${day}: please choose other days.`,
} as const;

/** Days of an ad's run the Promote page lists with their free slots at most (from today). */
export const SPOTLIGHT_DAYS_SHOWN = 62;

/**
 * Takes the lowest free slot of `day` for the ad, answering its number, or null when every one of
 * the `slots` is taken. An INSERT that meets a slot another transaction just took (ON CONFLICT DO
 * NOTHING waits for it to end, then inserts nothing) is tried again with a new snapshot, which sees
 * that slot taken: at most `slots` tries, each finding one more taken.
 */
async function takeSlot(tx: Tx, day: string, slots: number, adId: number, purchaseId: number): Promise<number | null> {
  const date = dateOnly(day);
  for (let attempt = 0; attempt < slots; attempt += 1) {
    const taken = await tx.$queryRaw<{ slot: number }[]>`
      INSERT INTO spotlight_slots (day, slot, ad_id, purchase_id)
      SELECT ${date}::date, free.slot, ${adId}::int, ${purchaseId}::int
      FROM generate_series(1, ${slots}::int) AS free(slot)
      WHERE NOT EXISTS (SELECT 1 FROM spotlight_slots s WHERE s.day = ${date}::date AND s.slot = free.slot)
      ORDER BY free.slot
      LIMIT 1
      ON CONFLICT DO NOTHING
      RETURNING slot`;
    if (taken.length > 0) return Number(taken[0]!.slot);
    const held = await tx.spotlightSlot.count({ where: { day: date, slot: { lte: slots } } });
    if (held >= slots) return null;
  }
  return null;
}

/**
 * Buys days (first to last, within the ad's run, from today) in the home spotlight for the caller's
 * ad: the price per day times the days, through the placements' one charge. Every day gets a slot,
 * or nothing is bought.
 */
export async function buySpotlightDays(
  ctx: RequestContext,
  input: { adId: unknown; firstDay?: unknown; lastDay?: unknown },
) {
  const days = parsePlacementDays(input);
  const scheme = await placementScheme(ctx.db);
  const count = daysInclusive(days.firstDay, days.lastDay);
  const credits = placementPrice(priceOf(scheme, 'spotlight'), count);
  const { purchase, placed, balance } = await chargePlacement(
    ctx,
    { kind: 'spotlight', adId: input.adId, credits, days },
    async (tx, bought, ad) => {
      // the owner's account is locked: their own purchases of this ad come one at a time
      const mine = await tx.spotlightSlot.findFirst({
        where: { adId: ad.id, day: { gte: dateOnly(days.firstDay), lte: dateOnly(days.lastDay) } },
        orderBy: { day: 'asc' },
        select: { day: true },
      });
      if (mine) {
        throw new ConflictError(SPOTLIGHT_MESSAGES.alreadyInSpotlight(dayInWords(isoDate(mine.day))), 'firstDay');
      }
      const slots: { day: string; slot: number }[] = [];
      for (let index = 0; index < count; index += 1) {
        const day = addDays(days.firstDay, index);
        const slot = await takeSlot(tx, day, scheme.spotlightSlots, ad.id, bought.id);
        if (slot === null) throw new ConflictError(SPOTLIGHT_MESSAGES.soldOut(dayInWords(day, day, true)), 'firstDay');
        slots.push({ day, slot });
      }
      return slots;
    },
  );
  // the home page shows today's spotlight: cached pages and answers show it anew
  await ctx.publicCache?.forgetAll();
  return { purchase, balance, slots: placed };
}

export interface SpotlightDay {
  day: string;
  /** places still free that day */
  freeSlots: number;
  /** whether this ad holds a place that day */
  mine: boolean;
}

/**
 * The days from today to the end of the ad's run (at most SPOTLIGHT_DAYS_SHOWN) with the places still
 * free on each and whether the ad holds one: what its owner chooses from. Null unless the viewer owns
 * the ad or is an admin. One statement over the days' slots.
 */
export async function spotlightDaysOf(
  ctx: RequestContext,
  ad: { id: number; userId: number; endDate: Date },
  now = new Date(),
): Promise<SpotlightDay[] | null> {
  if (!canManage(ctx.viewer, ad.userId)) return null;
  const today = todayInIndia(now);
  const end = isoDate(ad.endDate);
  if (end < today) return [];
  const last = end < addDays(today, SPOTLIGHT_DAYS_SHOWN - 1) ? end : addDays(today, SPOTLIGHT_DAYS_SHOWN - 1);
  const scheme = await placementScheme(ctx.db);
  const rows = await ctx.db.$queryRaw<{ day: Date; held: number; mine: boolean }[]>`
    SELECT day, count(*)::int AS held, bool_or(ad_id = ${ad.id}) AS mine
    FROM spotlight_slots
    WHERE day BETWEEN ${dateOnly(today)}::date AND ${dateOnly(last)}::date
    GROUP BY day`;
  const byDay = new Map(rows.map((row) => [isoDate(row.day), row]));
  const days: SpotlightDay[] = [];
  for (let day = today; day <= last; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({
      day,
      freeSlots: Math.max(0, scheme.spotlightSlots - (row?.held ?? 0)),
      mine: row?.mine ?? false,
    });
  }
  return days;
}

/**
 * Today's spotlight on the home page (India's date): the ads holding a place today that the public
 * sees, in their places' order. `query` is the ad's selection (Pothos's, with the card's include);
 * Prisma joins it into one statement.
 */
export async function homeSpotlightAds(
  ctx: RequestContext,
  query: { include?: Prisma.AdInclude; select?: Prisma.AdSelect },
  now = new Date(),
) {
  const today = todayInIndia(now);
  const slots = await ctx.db.spotlightSlot.findMany({
    relationLoadStrategy: 'join',
    where: { day: dateOnly(today), ad: publicAdWhere(today) },
    orderBy: { slot: 'asc' },
    select: { ad: query as { include: Prisma.AdInclude } },
  });
  return slots.map((slot) => slot.ad);
}
