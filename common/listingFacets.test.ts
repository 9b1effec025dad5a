import { describe, expect, it } from 'vitest';
import {
  ageBoundOf,
  hasListingFacets,
  listingFacetParams,
  listingFacetsOf,
  listingFacetVariables,
  NO_FACETS,
} from './listingFacets.ts';

const facetsOf = (query: string) => listingFacetsOf(new URLSearchParams(query));

describe("a listing's age and verified filters", () => {
  it('are read from the address within 18 to 99, the bounds the wrong way round swapped, junk dropped', () => {
    expect(facetsOf('minAge=21&maxAge=30&verified=1')).toEqual({ minAge: 21, maxAge: 30, verified: true });
    expect(facetsOf('minAge=40&maxAge=21')).toEqual({ minAge: 21, maxAge: 40, verified: false });
    expect(facetsOf('minAge=5&maxAge=500&verified=true')).toEqual({ minAge: 18, maxAge: 99, verified: true });
    expect(facetsOf('minAge=abc&maxAge=-3&verified=yes')).toEqual(NO_FACETS);
    expect(facetsOf('minAge=1e2&maxAge=25.5')).toEqual(NO_FACETS);
    expect(ageBoundOf(' 25 ')).toBe(25);
    expect(ageBoundOf('')).toBeNull();
  });

  it('are written back as parameters in a fixed order, read the same again', () => {
    const facets = facetsOf('verified=1&maxAge=30&minAge=21');
    expect(listingFacetParams(facets)).toEqual([
      ['minAge', '21'],
      ['maxAge', '30'],
      ['verified', '1'],
    ]);
    expect(facetsOf(new URLSearchParams(listingFacetParams(facets)).toString())).toEqual(facets);
    expect(listingFacetParams(NO_FACETS)).toEqual([]);
    expect(hasListingFacets(NO_FACETS)).toBe(false);
    expect(hasListingFacets({ ...NO_FACETS, verified: true })).toBe(true);
    expect(listingFacetVariables(NO_FACETS)).toEqual({ minAge: null, maxAge: null, verified: null });
    expect(listingFacetVariables(facets)).toEqual({ minAge: 21, maxAge: 30, verified: true });
  });
});
