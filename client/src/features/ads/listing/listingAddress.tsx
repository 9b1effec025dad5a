// Readable listing addresses (docs/decisions/0048-readable-addresses-and-slugs.md): `/call-girls/{city}` and
// `/call-girls/{city}/{category}`; `/call-girls/{digits}` (or an ad's global id) stays the ad page.
// Which of the two a single segment names is the route table's rule (common/routes.ts).
import { listingPath, matchRoute } from '../../../../../common/routes.ts';

export { listingPath };

export interface ListingAddress {
  citySlug: string;
  categorySlug: string | null;
}

/** The city and category slugs of a readable listing path; null for any other path (an ad's included). */
export function listingAddressOf(pathname: string): ListingAddress | null {
  const match = matchRoute(pathname);
  if (match?.id === 'cityListing') return { citySlug: match.params.id ?? '', categorySlug: null };
  // a malformed slug still goes to the listing, which shows that it names nothing
  if (match?.id === 'categoryListing')
    return { citySlug: match.params.citySlug ?? '', categorySlug: match.params.categorySlug ?? '' };
  return null;
}
