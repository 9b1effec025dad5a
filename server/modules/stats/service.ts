// Statistics per ad (issue 8, part 1): details-page views, listing impressions, phone and WhatsApp
// clicks, counted on the server from the client's beacons (never inside the listing query, so the
// listing costs what it did). A visitor counts once per ad, day (India date) and kind; crawlers are
// left out by their User-Agent; visitors are known only by the keyed hash of their address.
import { z } from 'zod';
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { addDays, dateOnly, daysInclusive, isoDate, todayInIndia } from '../../lib/dates.ts';
import { canManage, isAdmin, isStaff } from '../../lib/access.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { AD_NOT_FOUND_MESSAGE } from '../../lib/messages.ts';
import { parseInput } from '../../lib/validation.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { publicAdWhere } from '../ads/service.ts';
import { effectDays, placementEffects, type PlacementEffect } from './placement-effects.ts';

export type { PlacementEffect, EffectWindow } from './placement-effects.ts';

/** Purchases of one ad shown with their figures at most: the newest. */
export const PLACEMENT_EFFECTS_LIMIT = 50;

export const AD_EVENT_KINDS = ['view', 'impression', 'phone', 'whatsapp'] as const;
export type AdEventKind = (typeof AD_EVENT_KINDS)[number];

/** A listing page shows at most this many ads, so one beacon names at most this many. */
export const MAX_ADS_PER_EVENT = 20;

/** Days the per-visitor rows are kept: today and yesterday are all the once-a-day rule reads. */
const VISITOR_ROWS_KEPT_DAYS = 2;

const COUNTER_OF: Record<AdEventKind, Prisma.Sql> = {
  view: Prisma.raw('views'),
  impression: Prisma.raw('impressions'),
  phone: Prisma.raw('phone_clicks'),
  whatsapp: Prisma.raw('whatsapp_clicks'),
};

// crawlers, link previews, headless browsers and command-line clients
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|curl|wget|python-requests|httpclient|^$/i;

export function isBot(userAgent: string): boolean {
  return BOT_AGENT.test(userAgent.trim());
}

const eventInput = z.object({
  kind: z.enum(AD_EVENT_KINDS, { error: 'Unknown event kind.' }),
  adIds: z
    .array(z.unknown())
    .min(1, 'Name at least one ad.')
    .max(MAX_ADS_PER_EVENT, `Name at most ${MAX_ADS_PER_EVENT} ads.`),
});

/**
 * Counts one kind of event for these ads: only publicly shown ads, once per visitor, ad and day.
 * Answers how many ads it counted (0 for a crawler, or a visitor counted already today).
 */
export async function recordAdEvents(
  ctx: RequestContext,
  input: { kind: unknown; adIds: unknown },
  now = new Date(),
): Promise<number> {
  const { kind, adIds } = parseInput(eventInput, input);
  if (isBot(ctx.userAgent)) return 0;
  const ids = [...new Set(adIds.map((id) => parseDatabaseId(id)).filter((id): id is number => id !== null))];
  if (ids.length === 0) return 0;
  const today = todayInIndia(now);
  const shown = await ctx.db.ad.findMany({ where: { id: { in: ids }, ...publicAdWhere(today) }, select: { id: true } });
  if (shown.length === 0) return 0;

  const day = dateOnly(today);
  const values = Prisma.join(shown.map((ad) => Prisma.sql`(${ad.id}::int, ${day}::date, ${kind}, ${ctx.visitorKey})`));
  const counter = COUNTER_OF[kind];
  // one statement: the rows this visitor adds today decide which counters go up
  const counted = await ctx.db.$executeRaw`
    WITH fresh AS (
      INSERT INTO ad_stat_visitors (ad_id, day, kind, visitor_key) VALUES ${values}
      ON CONFLICT DO NOTHING
      RETURNING ad_id, day
    )
    INSERT INTO ad_daily_stats (ad_id, day, ${counter})
    SELECT ad_id, day, 1 FROM fresh
    ON CONFLICT (ad_id, day) DO UPDATE SET ${counter} = ad_daily_stats.${counter} + 1`;
  return counted;
}

/** Forgets who was counted before yesterday (the once-a-day rule needs no more). */
export async function purgeCountedVisitors(db: RequestContext['db'], now = new Date()): Promise<number> {
  const oldest = dateOnly(addDays(todayInIndia(now), 1 - VISITOR_ROWS_KEPT_DAYS));
  return db.$executeRaw`DELETE FROM ad_stat_visitors WHERE day < ${oldest}::date`;
}

export interface AdStatistics {
  views: number;
  impressions: number;
  phoneClicks: number;
  whatsappClicks: number;
}

export interface AdDayStatistics extends AdStatistics {
  day: string;
}

type AdRun = { id: number; userId: number; startDate: Date; endDate: Date };

/** Every day of the ad's run up to today (days without events as zeros); its owner and admins only. */
export async function adDailyStatistics(
  ctx: RequestContext,
  adIdInput: unknown,
  now = new Date(),
): Promise<AdDayStatistics[]> {
  const adId = parseDatabaseId(adIdInput);
  const ad =
    adId === null
      ? null
      : await ctx.db.ad.findUnique({
          where: { id: adId },
          select: { id: true, userId: true, startDate: true, endDate: true },
        });
  if (!ad || !canManage(ctx.viewer, ad.userId)) throw new NotFoundError(AD_NOT_FOUND_MESSAGE);
  return daysOf(ctx, ad, now);
}

/** The daily statistics of an ad the caller already read; null unless they own it or are an admin. */
export async function dailyStatisticsOf(
  ctx: RequestContext,
  ad: AdRun,
  now = new Date(),
): Promise<AdDayStatistics[] | null> {
  return canManage(ctx.viewer, ad.userId) ? daysOf(ctx, ad, now) : null;
}

async function daysOf(ctx: RequestContext, ad: AdRun, now: Date): Promise<AdDayStatistics[]> {
  const rows = await ctx.db.adDailyStat.findMany({ where: { adId: ad.id }, orderBy: { day: 'asc' } });
  const byDay = new Map(rows.map((row) => [isoDate(row.day), row]));
  const first = isoDate(ad.startDate);
  const today = todayInIndia(now);
  const last = isoDate(ad.endDate) < today ? isoDate(ad.endDate) : today;
  const days: AdDayStatistics[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({
      day,
      views: row?.views ?? 0,
      impressions: row?.impressions ?? 0,
      phoneClicks: row?.phoneClicks ?? 0,
      whatsappClicks: row?.whatsappClicks ?? 0,
    });
  }
  return days;
}

const NO_STATISTICS: AdStatistics = { views: 0, impressions: 0, phoneClicks: 0, whatsappClicks: 0 };

/**
 * The totals of many ads at once (My ads), keyed by ad id: only of the ads the caller owns (an
 * admin's, of any ad); the others, and every ad for a visitor, are left out.
 */
export async function adStatisticsTotals(
  ctx: RequestContext,
  adIds: readonly number[],
): Promise<Map<number, AdStatistics>> {
  const viewer = ctx.viewer;
  if (!viewer) return new Map();
  const rows = await ctx.db.adDailyStat.groupBy({
    by: ['adId'],
    where: { adId: { in: [...adIds] }, ...(isAdmin(viewer) ? {} : { ad: { userId: viewer.id } }) },
    _sum: { views: true, impressions: true, phoneClicks: true, whatsappClicks: true },
  });
  return new Map(
    rows.map((row) => [
      row.adId,
      {
        views: row._sum.views ?? 0,
        impressions: row._sum.impressions ?? 0,
        phoneClicks: row._sum.phoneClicks ?? 0,
        whatsappClicks: row._sum.whatsappClicks ?? 0,
      },
    ]),
  );
}

/** The totals of an ad the caller already read (zeros before any event); null unless they own it or are an admin. */
export async function adStatisticsOf(
  ctx: RequestContext,
  ad: { id: number; userId: number },
): Promise<AdStatistics | null> {
  if (!canManage(ctx.viewer, ad.userId)) return null;
  const totals = await adStatisticsTotals(ctx, [ad.id]);
  return totals.get(ad.id) ?? NO_STATISTICS;
}

/**
 * The figures before and after each placement bought for an ad the caller already read (issue 34,
 * ./placement-effects.ts), newest first; null unless they own the ad or are staff. Two reads: the
 * ad's purchases, then its daily rows over the days they reach.
 */
export async function placementEffectsOf(
  ctx: RequestContext,
  ad: AdRun,
  now = new Date(),
): Promise<PlacementEffect[] | null> {
  if (!isStaff(ctx.viewer) && ctx.viewer?.id !== ad.userId) return null;
  const purchases = await ctx.db.placementPurchase.findMany({
    where: { adId: ad.id },
    orderBy: { id: 'desc' },
    take: PLACEMENT_EFFECTS_LIMIT,
    select: { id: true, kind: true, credits: true, firstDay: true, lastDay: true, cancelledAt: true, createdAt: true },
  });
  if (purchases.length === 0) return [];
  const windows = purchases.map((purchase) => {
    const { firstDay, lastDay } = effectDays(purchase);
    return { from: addDays(firstDay, -daysInclusive(firstDay, lastDay)), to: lastDay };
  });
  const from = windows.reduce((min, window) => (window.from < min ? window.from : min), windows[0]!.from);
  const to = windows.reduce((max, window) => (window.to > max ? window.to : max), windows[0]!.to);
  const dayRows = await ctx.db.adDailyStat.findMany({
    where: { adId: ad.id, day: { gte: dateOnly(from), lte: dateOnly(to) } },
    select: { day: true, views: true, phoneClicks: true, whatsappClicks: true },
  });
  return placementEffects(ad, purchases, dayRows, now);
}
