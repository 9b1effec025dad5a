// When the featured block of a city's listing turns (issue 34,
// docs/decisions/0109-placements-and-featured-rotation.md): India's day is cut into slots of
// FEATURED_SLOT_MINUTES; each slot the block shows the next ads of the ring of that day's featured ads
// (ads/listing-page.ts featuredBlockSql). Ten minutes is far longer than a cached page lives
// (PUBLIC_CACHE_SECONDS, 10 s), so a cached page is at most one slot behind for a few seconds, and short
// enough that every featured ad of a busy city comes round many times a day.
import { todayInIndia } from '../../../common/india.ts';

export const FEATURED_SLOT_MINUTES = 10;

/** Slots in one of India's days. */
export const FEATURED_SLOTS_A_DAY = (24 * 60) / FEATURED_SLOT_MINUTES;

const INDIA_OFFSET_MINUTES = 330;

/** India's date at `now` and the slot of that day it falls in (0 to FEATURED_SLOTS_A_DAY - 1). */
export function featuredSlotAt(now: Date): { day: string; slot: number } {
  const minutes = Math.floor(now.getTime() / 60_000) + INDIA_OFFSET_MINUTES;
  const minuteOfDay = ((minutes % 1440) + 1440) % 1440;
  return { day: todayInIndia(now), slot: Math.floor(minuteOfDay / FEATURED_SLOT_MINUTES) };
}
