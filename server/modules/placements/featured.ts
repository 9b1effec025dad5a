// "Featured in a city" (issue 34, docs/decisions/0109-placements-and-featured-rotation.md): an advertiser
// buys days on which the ad is shown in the block above its city's listing (and its category's in that
// city). Each day is a featured_days row carrying the ad's city and category, so the listing's one
// statement reads the block from that table alone (ads/listing-page.ts); the rotation among more
// featured ads than the block holds is there too.
import type { RequestContext } from '../../context.ts';
import { canManage } from '../../lib/access.ts';
import { addDays, dateOnly, daysInclusive, isoDate, todayInIndia } from '../../lib/dates.ts';
import { ConflictError } from '../../lib/errors.ts';
import { dayInWords } from '../../../common/india.ts';
import {
  chargePlacement,
  parsePlacementDays,
  PLACEMENT_MESSAGES,
  placementPrice,
  placementScheme,
  priceOf,
} from './service.ts';

/** Buys the days (first to last, within the ad's run) of "Featured in <city>" for the caller's ad. */
export async function buyFeaturedDays(
  ctx: RequestContext,
  input: { adId: unknown; firstDay?: unknown; lastDay?: unknown },
) {
  const days = parsePlacementDays(input);
  const scheme = await placementScheme(ctx.db);
  const count = daysInclusive(days.firstDay, days.lastDay);
  const credits = placementPrice(priceOf(scheme, 'featured'), count);
  const { purchase, balance } = await chargePlacement(
    ctx,
    { kind: 'featured', adId: input.adId, credits, days },
    async (tx, bought, ad) => {
      const taken = await tx.featuredDay.findFirst({
        where: { adId: ad.id, day: { gte: dateOnly(days.firstDay), lte: dateOnly(days.lastDay) } },
        orderBy: { day: 'asc' },
        select: { day: true },
      });
      if (taken) {
        throw new ConflictError(PLACEMENT_MESSAGES.alreadyFeatured(dayInWords(isoDate(taken.day))), 'firstDay');
      }
      await tx.featuredDay.createMany({
        data: Array.from({ length: count }, (_, index) => ({
          adId: ad.id,
          day: dateOnly(addDays(days.firstDay, index)),
          locationId: ad.locationId,
          categoryId: ad.categoryId,
          purchaseId: bought.id,
        })),
      });
    },
  );
  // the city's cached pages show the block anew
  await ctx.publicCache?.forgetAll();
  return { purchase, balance };
}

/** The ad's featured days from today on, for its owner or an admin; null for anyone else. */
export function featuredDaysForViewer(
  ctx: RequestContext,
  ad: { id: number; userId: number },
  today = todayInIndia(),
): Promise<string[]> | null {
  return canManage(ctx.viewer, ad.userId) ? upcomingFeaturedDays(ctx, ad.id, today) : null;
}

/** The days from today on on which the ad is featured (its owner's Promote page). */
async function upcomingFeaturedDays(ctx: RequestContext, adId: number, today: string): Promise<string[]> {
  const rows = await ctx.db.featuredDay.findMany({
    where: { adId, day: { gte: dateOnly(today) } },
    orderBy: { day: 'asc' },
    select: { day: true },
    take: 400,
  });
  return rows.map((row) => isoDate(row.day));
}
