// The catalogue's rules for choosing a city (issue 33, docs/decisions/0101-city-always-in-the-address.md
// and 0102-nearest-cities.md): cities by name as a visitor types, the cities with the most ads today, and
// the nearest cities with ads for a city that has none. Pages and GraphQL fields are adapters over these.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { publicAdWhere } from '../ads/service.ts';
import { parseDatabaseId } from '../../lib/ids.ts';

export const CITY_CHOICE_LIMITS = {
  /** characters of a typed city name that are read; the rest is ignored (no city name is longer) */
  searchLength: 60,
  /** suggestions answered at most */
  suggestions: 10,
  /** cities with the most ads answered at most */
  topCities: 24,
  /** nearest cities answered at most */
  nearest: 12,
} as const;

type Db = Pick<RequestContext, 'db'>;

export type CityRow = Prisma.LocationGetPayload<{ include: { state: true } }>;

/** A city and the number of its ads the public listing shows today (and, for a nearest city, how far it is). */
export interface CityWithAds {
  location: CityRow;
  adsCount: number;
  /** straight-line kilometres from the city asked about, when both have coordinates */
  distanceKm: number | null;
}

function bounded(first: number | null | undefined, max: number, fallback: number): number {
  if (first === null || first === undefined || !Number.isFinite(first)) return fallback;
  return Math.max(0, Math.min(max, Math.trunc(first)));
}

/**
 * The words of a typed city name as the suggestions read them: at most `searchLength` characters, any run
 * of what is neither a letter, a letter's mark (Devanagari's vowel signs: मुंबई) nor a digit read as one
 * space, trimmed; '' when nothing is left.
 */
export function cityNameQuery(text: string): string {
  return text
    .slice(0, CITY_CHOICE_LIMITS.searchLength)
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** A name as the suggestions compare it: its words (cityNameQuery's reading), lower-cased; '' for none. */
function comparable(name: string | null): string {
  return name === null ? '' : cityNameQuery(name).toLowerCase();
}

/** Whether a city's English or Hindi name (issue 35) starts with the words, or has a later word that does. */
const startsWith = (city: CityRow, wanted: string) =>
  comparable(city.name).startsWith(wanted) || comparable(city.hindiName).startsWith(wanted);
const laterWordStartsWith = (city: CityRow, wanted: string) =>
  comparable(city.name).includes(` ${wanted}`) || comparable(city.hindiName).includes(` ${wanted}`);

/** Candidates read per group before the whole text is compared: bounds the rows a short first word may bring. */
const CANDIDATES_READ = 50;

/**
 * Cities whose name starts with what was typed, then those with a later word that does ("navi" finds
 * Navi Mumbai, "mum" Mumbai then Navi Mumbai, "pimpri chinchwad" Pimpri-Chinchwad), each group by name;
 * a Hindi name counts as a name ("मुं" finds Mumbai); punctuation alone finds nothing. Any visitor may ask: the text is bounded before it reaches the
 * database (its first word is asked, the whole text compared here), and so is the answer.
 */
export async function suggestCities(ctx: Db, text: string, first?: number | null): Promise<CityRow[]> {
  const words = cityNameQuery(text);
  const take = bounded(first, CITY_CHOICE_LIMITS.suggestions, 8);
  if (words === '' || take === 0) return [];
  const wanted = words.toLowerCase();
  const firstWord = words.split(' ')[0] as string;
  const orderBy: Prisma.LocationOrderByWithRelationInput[] = [{ name: 'asc' }, { id: 'asc' }];
  const starting = (
    await ctx.db.location.findMany({
      where: {
        OR: [
          { name: { startsWith: firstWord, mode: 'insensitive' } },
          { hindiName: { startsWith: firstWord, mode: 'insensitive' } },
        ],
      },
      include: { state: true },
      orderBy,
      take: CANDIDATES_READ,
    })
  )
    .filter((city) => startsWith(city, wanted))
    .slice(0, take);
  if (starting.length >= take) return starting;
  // a later word of the name (after a space or a hyphen) starting the text
  const later = (
    await ctx.db.location.findMany({
      where: {
        id: { notIn: starting.map((city) => city.id) },
        OR: [
          { name: { contains: ` ${firstWord}`, mode: 'insensitive' } },
          { name: { contains: `-${firstWord}`, mode: 'insensitive' } },
          { hindiName: { contains: ` ${firstWord}` } },
          { hindiName: { contains: `-${firstWord}` } },
        ],
      },
      include: { state: true },
      orderBy,
      take: CANDIDATES_READ,
    })
  ).filter((city) => laterWordStartsWith(city, wanted));
  return [...starting, ...later.slice(0, take - starting.length)];
}

/** Every city with ads in the public listing today, and how many: one grouped read of today's ads. */
async function adsPerCity(ctx: Db): Promise<Map<number, number>> {
  const groups = await ctx.db.ad.groupBy({ by: ['locationId'], where: publicAdWhere(), _count: { _all: true } });
  return new Map(groups.map((group) => [group.locationId, group._count._all]));
}

async function citiesWithAds(ctx: Db, counts: Map<number, number>): Promise<CityRow[]> {
  if (counts.size === 0) return [];
  return ctx.db.location.findMany({ where: { id: { in: [...counts.keys()] } }, include: { state: true } });
}

/** The cities with the most ads today, the most first (ties by name): what a visitor who has not chosen picks from. */
export async function topCities(ctx: Db, first?: number | null): Promise<CityWithAds[]> {
  const take = bounded(first, CITY_CHOICE_LIMITS.topCities, 12);
  if (take === 0) return [];
  const counts = await adsPerCity(ctx);
  const cities = await citiesWithAds(ctx, counts);
  return cities
    .map((location) => ({ location, adsCount: counts.get(location.id) ?? 0, distanceKm: null }))
    .sort((a, b) => b.adsCount - a.adsCount || a.location.name.localeCompare(b.location.name, 'en'))
    .slice(0, take);
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle kilometres between two points (haversine), rounded to the kilometre. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a))));
}

/** What the nearest-cities rule reads of a city. */
export interface PlacedCity {
  id: number;
  name: string;
  stateId: number;
  latitude: number | null;
  longitude: number | null;
}

function pointOf(city: PlacedCity): { latitude: number; longitude: number } | null {
  return city.latitude !== null && city.longitude !== null
    ? { latitude: city.latitude, longitude: city.longitude }
    : null;
}

/**
 * The nearest-cities rule (docs/decisions/0102-nearest-cities.md), over cities with ads: the city's own
 * state first, then the others; within each, those at a known distance nearest first, then those whose
 * distance is unknown (no coordinates on either side) by most ads; ties by name. The city itself never.
 */
export function rankNearestCities<City extends PlacedCity>(
  origin: PlacedCity,
  candidates: readonly { city: City; adsCount: number }[],
): { city: City; adsCount: number; distanceKm: number | null }[] {
  const from = pointOf(origin);
  return candidates
    .filter((candidate) => candidate.city.id !== origin.id)
    .map((candidate) => {
      const to = pointOf(candidate.city);
      return { ...candidate, distanceKm: from && to ? distanceKm(from, to) : null };
    })
    .sort((a, b) => {
      const sameState = Number(b.city.stateId === origin.stateId) - Number(a.city.stateId === origin.stateId);
      if (sameState !== 0) return sameState;
      if (a.distanceKm !== null && b.distanceKm !== null && a.distanceKm !== b.distanceKm)
        return a.distanceKm - b.distanceKm;
      if ((a.distanceKm === null) !== (b.distanceKm === null)) return a.distanceKm === null ? 1 : -1;
      return b.adsCount - a.adsCount || a.city.name.localeCompare(b.city.name, 'en');
    });
}

/**
 * The nearest cities with ads today to a city (by id), for a city whose listing is empty: same state first,
 * then by distance (rankNearestCities). An id that names no city has none.
 */
export async function nearestCitiesWithAds(
  ctx: Db,
  locationId: unknown,
  first?: number | null,
): Promise<CityWithAds[]> {
  const id = parseDatabaseId(locationId);
  const take = bounded(first, CITY_CHOICE_LIMITS.nearest, 6);
  if (id === null || take === 0) return [];
  const origin = await ctx.db.location.findUnique({ where: { id } });
  if (!origin) return [];
  const counts = await adsPerCity(ctx);
  counts.delete(origin.id);
  const cities = await citiesWithAds(ctx, counts);
  return rankNearestCities(
    origin,
    cities.map((city) => ({ city, adsCount: counts.get(city.id) ?? 0 })),
  )
    .slice(0, take)
    .map(({ city, adsCount, distanceKm }) => ({ location: city, adsCount, distanceKm }));
}
