// What each placement bought, in figures (issue 34): for every placement purchase of an ad (featured,
// bump, spotlight), its views and taps (phone + WhatsApp) per day over as many days before it as it
// ran, beside the same over its days (a bump now: its day and the days after it, a week in all), both
// from ad_daily_stats and both cut to the ad's run and to today. Days outside the run count for
// nothing either way, so an ad bought on its first day compares with nothing rather than with zeros.
import type { PlacementKind } from '../../db/generated/prisma/enums.ts';
import { dateInIndia } from '../../../common/india.ts';
import { addDays, daysInclusive, isoDate, todayInIndia } from '../../lib/dates.ts';

/** A bump now has no days of its own: its effect is read over its day and the six after it. */
export const BUMP_EFFECT_DAYS = 7;

/** Figures over a window of days: how many of its days counted, and their sums. */
export interface EffectWindow {
  firstDay: string;
  lastDay: string;
  /** days of the window within the ad's run and not after today */
  days: number;
  views: number;
  taps: number;
}

export interface PlacementEffect {
  purchaseId: number;
  kind: PlacementKind;
  credits: number;
  boughtAt: Date;
  /** the days the placement covers (a bump now: its day and the following days read) */
  firstDay: string;
  lastDay: string;
  cancelled: boolean;
  before: EffectWindow;
  after: EffectWindow;
}

export interface PurchaseRow {
  id: number;
  kind: PlacementKind;
  credits: number;
  firstDay: Date | null;
  lastDay: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

export interface DayRow {
  day: Date;
  views: number;
  phoneClicks: number;
  whatsappClicks: number;
}

/** The days a purchase is judged over: its own days, else its day and the days after it. */
export function effectDays(purchase: PurchaseRow): { firstDay: string; lastDay: string } {
  if (purchase.firstDay && purchase.lastDay) {
    return { firstDay: isoDate(purchase.firstDay), lastDay: isoDate(purchase.lastDay) };
  }
  const day = dateInIndia(purchase.createdAt);
  return { firstDay: day, lastDay: addDays(day, BUMP_EFFECT_DAYS - 1) };
}

/** Each purchase's before and after, newest purchase first; pure, so the arithmetic is tested alone. */
export function placementEffects(
  run: { startDate: Date; endDate: Date },
  purchases: readonly PurchaseRow[],
  dayRows: readonly DayRow[],
  now = new Date(),
): PlacementEffect[] {
  const byDay = new Map(dayRows.map((row) => [isoDate(row.day), row]));
  const runFirst = isoDate(run.startDate);
  const today = todayInIndia(now);
  const runLast = isoDate(run.endDate) < today ? isoDate(run.endDate) : today;
  const window = (firstDay: string, lastDay: string): EffectWindow => {
    const totals: EffectWindow = { firstDay, lastDay, days: 0, views: 0, taps: 0 };
    const from = firstDay > runFirst ? firstDay : runFirst;
    const to = lastDay < runLast ? lastDay : runLast;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const row = byDay.get(day);
      totals.days += 1;
      totals.views += row?.views ?? 0;
      totals.taps += (row?.phoneClicks ?? 0) + (row?.whatsappClicks ?? 0);
    }
    return totals;
  };
  return [...purchases]
    .sort((a, b) => b.id - a.id)
    .map((purchase) => {
      const { firstDay, lastDay } = effectDays(purchase);
      const length = daysInclusive(firstDay, lastDay);
      return {
        purchaseId: purchase.id,
        kind: purchase.kind,
        credits: purchase.credits,
        boughtAt: purchase.createdAt,
        firstDay,
        lastDay,
        cancelled: purchase.cancelledAt !== null,
        before: window(addDays(firstDay, -length), addDays(firstDay, -1)),
        after: window(firstDay, lastDay),
      };
    });
}
