// Readable listing addresses (docs/decisions/0048-readable-addresses-and-slugs.md): `/call-girls/{city}` and
// `/call-girls/{city}/{category}`; `/call-girls/{digits}` (or an ad's global id) stays the ad page.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

const SLUG_MAX = 80;
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a slug could name a place (the server's rule, server/lib/slugs.ts isSlugShaped). */
function isSlugShaped(segment: string): boolean {
  return segment.length <= SLUG_MAX && SLUG_SHAPE.test(segment);
}

/** Whether the segment after /call-girls/ names a city rather than an ad (digits, or an ad's global id). */
export function isCitySegment(segment: string): boolean {
  return isSlugShaped(segment) && !/^[0-9]+$/.test(segment);
}

/** The path of a city's listing, or of a city and category's. */
export function listingPath(citySlug: string, categorySlug?: string | null): string {
  return categorySlug ? `/call-girls/${citySlug}/${categorySlug}` : `/call-girls/${citySlug}`;
}

export interface ListingAddress {
  citySlug: string;
  categorySlug: string | null;
}

const READABLE_PATH = /^\/call-girls\/([^/]+)(?:\/([^/]+))?\/?$/;

/** The city and category slugs of a readable listing path; null for any other path (an ad's included). */
export function listingAddressOf(pathname: string): ListingAddress | null {
  const match = READABLE_PATH.exec(pathname);
  if (!match) return null;
  const [, city = '', category] = match;
  if (category === undefined) return isCitySegment(city) ? { citySlug: city, categorySlug: null } : null;
  // a malformed slug still goes to the listing, which shows that it names nothing
  return { citySlug: city, categorySlug: category };
}

/** `/call-girls/:id`: the listing of a city for a slug, else the ad page. */
export function CityOrAd({ listing, ad }: { listing: ReactNode; ad: ReactNode }) {
  const { id = '' } = useParams();
  return isCitySegment(id) ? listing : ad;
}
