// The visitors' age and verified filters of a listing page (issue 31), as its address carries them:
// `?minAge=21&maxAge=30&verified=1` on /call-girls and /call-girls/{city}[/{category}]. One reading
// for the page's query (ListingPage.tsx) and the server's head rules and page cache
// (server/modules/seo/head.ts): a value that is no age is dropped, so junk in the address names the
// same page as none.
import { MAX_AD_AGE, MIN_AD_AGE } from './ageLimits.ts';

export interface ListingFacets {
  /** only ads of people this age or older */
  minAge: number | null;
  /** only ads of people this age or younger */
  maxAge: number | null;
  /** only ads of verified advertisers */
  verified: boolean;
}

export const NO_FACETS: ListingFacets = { minAge: null, maxAge: null, verified: false };

/** A bound as typed or in an address: a whole number of 1 to 3 digits, brought within 18 to 99; else none. */
export function ageBoundOf(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  return Math.min(MAX_AD_AGE, Math.max(MIN_AD_AGE, Number(text)));
}

/** The filters an address's query gives; bounds given the wrong way round are swapped. */
export function listingFacetsOf(search: URLSearchParams): ListingFacets {
  let minAge = ageBoundOf(search.get('minAge'));
  let maxAge = ageBoundOf(search.get('maxAge'));
  if (minAge !== null && maxAge !== null && minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  const verified = ['1', 'true'].includes((search.get('verified') ?? '').trim());
  return { minAge, maxAge, verified };
}

/** The filters as query parameters, in a fixed order (none for none). */
export function listingFacetParams(facets: ListingFacets): [string, string][] {
  const params: [string, string][] = [];
  if (facets.minAge !== null) params.push(['minAge', String(facets.minAge)]);
  if (facets.maxAge !== null) params.push(['maxAge', String(facets.maxAge)]);
  if (facets.verified) params.push(['verified', '1']);
  return params;
}

export function hasListingFacets(facets: ListingFacets): boolean {
  return listingFacetParams(facets).length > 0;
}

/** The filters as the listing query's variables (null: not filtered). */
export function listingFacetVariables(facets: ListingFacets): {
  minAge: number | null;
  maxAge: number | null;
  verified: boolean | null;
} {
  return { minAge: facets.minAge, maxAge: facets.maxAge, verified: facets.verified ? true : null };
}
