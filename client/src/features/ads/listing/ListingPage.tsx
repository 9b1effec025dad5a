// /call-girls (SPEC section 2 "Listing") and its readable addresses /call-girls/{city}[/{category}].
// The loader starts the first page while the page's code downloads: of the city (and category) the
// path names, known from the URL alone (server rendering), else of the selected city. With no city
// chosen yet, the listing is the first ad's city's (SPEC section 4), found first: the server renders
// that city's page, and the browser hydrates it without fetching again. (The old `?location=ID`
// addresses load the query for their head alone: it answers 301, and the server redirects to the readable one.)
import { Button, Container, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import { graphql, loadQuery, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, type LoaderFunction } from 'react-router-dom';
import { usePageQueryRef, usePageQueryReload } from '../../../lib/pageQuery.ts';
import type { IEnvironment } from 'relay-runtime';
import type { ListingPageQuery } from '../../../__generated__/ListingPageQuery.graphql';
import type { ListingPageFirstAdQuery } from '../../../__generated__/ListingPageFirstAdQuery.graphql';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import { selectedLocation, useSelectedLocation, type Place } from '../../../lib/selectedLocation.ts';
import { AdList, type EntryLocation } from './AdList.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ListingHead, listingHeadPath } from './ListingHead.tsx';
import { HeadOf, LISTING_CRUMBS, type Crumb } from '../../../components/DocumentHead.tsx';
import { listingAddressOf, listingPath } from './listingAddress.tsx';
import { LazyNotFoundContent } from '../../../components/LazyNotFoundContent.tsx';
import { LoadingSpinner } from '../../../components/LoadingSpinner.tsx';
import {
  listingFacetParams,
  listingFacetsOf,
  listingFacetVariables,
  NO_FACETS,
  type ListingFacets,
} from '../../../../../common/listingFacets.ts';

// a search's results (`?q=`) load their code when a search is shown: most listings are not searches
const AdSearch = lazy(() => import('./AdSearch.tsx').then((module) => ({ default: module.AdSearch })));

const listingPageQuery = graphql`
  query ListingPageQuery(
    $locationId: ID
    $categoryId: ID
    $headPath: String!
    $locationName: String
    $citySlug: String
    $categorySlug: String
    $placeCitySlug: String!
    $hasPlace: Boolean!
    $search: String!
    $searching: Boolean!
    $minAge: Int
    $maxAge: Int
    $verified: Boolean
  ) {
    pageHead(path: $headPath, locationName: $locationName) {
      ...DocumentHead_head
    }
    place: listingPlace(citySlug: $placeCitySlug, categorySlug: $categorySlug) @include(if: $hasPlace) {
      location {
        id
        name
        state {
          id
          name
        }
      }
      category {
        id
        name
      }
    }
    states {
      id
      name
    }
    ...ListingFilterDialog_query
    ...AdList_query
      @arguments(
        locationId: $locationId
        categoryId: $categoryId
        citySlug: $citySlug
        categorySlug: $categorySlug
        minAge: $minAge
        maxAge: $maxAge
        verified: $verified
      )
      @skip(if: $searching)
      @alias(as: "listing")
    ...AdSearch_query
      @arguments(
        search: $search
        locationId: $locationId
        categoryId: $categoryId
        citySlug: $citySlug
        categorySlug: $categorySlug
      )
      @include(if: $searching)
      @alias(as: "search")
  }
`;

// SPEC section 4: with no city chosen, the listing is of the first ad's city (of the home search's
// category, and of the visitor's age and verified filters)
const firstAdQuery = graphql`
  query ListingPageFirstAdQuery($categoryId: ID, $minAge: Int, $maxAge: Int, $verified: Boolean) {
    ads(first: 1, categoryId: $categoryId, minAge: $minAge, maxAge: $maxAge, verified: $verified) {
      edges {
        node {
          id
          ...AdList_city @relay(mask: false)
        }
      }
    }
  }
`;

/** A listing's path for its head: with the search or the filters, which make it a page not to index. */
function narrowedPath(path: string, search: string, facets: ListingFacets): string {
  const narrowing = new URLSearchParams(search ? [['q', search]] : listingFacetParams(facets)).toString();
  return narrowing ? `${path}?${narrowing}` : path;
}

/** The first page's variables at /call-girls for a chosen city (or none): its head is made from the city's name. */
function chosenCityVariables(
  searching: { search: string; searching: boolean },
  city: Place | null,
  categoryId: string | null,
  facets: ListingFacets = NO_FACETS,
): ListingPageQuery['variables'] {
  return {
    ...searching,
    ...listingFacetVariables(facets),
    locationId: city?.id ?? null,
    categoryId,
    headPath: narrowedPath(listingHeadPath(), searching.search, facets),
    locationName: city?.name ?? null,
    citySlug: null,
    categorySlug: null,
    placeCitySlug: '',
    hasPlace: false,
  };
}

const NOT_SEARCHING = { search: '', searching: false };

/**
 * The first page's variables: the city and category slugs of a readable path (nothing else read:
 * the server renders it alike), else the selected city.
 */
export function listingPageVariables(url: URL): ListingPageQuery['variables'] {
  const address = listingAddressOf(url.pathname);
  // issue 18: `?q=` searches the same place for its words (`&category=` a category's id at /call-girls)
  const search = (url.searchParams.get('q') ?? '').trim();
  const searching = { search, searching: search !== '' };
  // issue 31: the visitor's age and verified filters (?minAge=&maxAge=&verified=1), of the listing only
  const facets = searching.searching ? NO_FACETS : listingFacetsOf(url.searchParams);
  if (address) {
    return {
      ...searching,
      ...listingFacetVariables(facets),
      locationId: null,
      categoryId: null,
      // the head's path carries the search and the filters: a listing narrowed by either is not indexed
      headPath: narrowedPath(listingPath(address.citySlug, address.categorySlug), search, facets),
      locationName: null,
      citySlug: address.citySlug,
      categorySlug: address.categorySlug,
      placeCitySlug: address.citySlug,
      hasPlace: true,
    };
  }
  const variables = chosenCityVariables(
    searching,
    selectedLocation.get().location ?? null,
    searching.searching ? url.searchParams.get('category') || null : null,
    facets,
  );
  // an old address (`?location={databaseId}`): its head answers 301 to the city's readable address
  const oldLocation = url.searchParams.get('location')?.trim();
  return oldLocation
    ? { ...variables, headPath: `${listingHeadPath()}?location=${encodeURIComponent(oldLocation)}` }
    : variables;
}

/** What the page loads first: its query, or, at /call-girls with no city chosen and no search, the first ad's city. */
type ListingPageLoad = PreloadedQuery<ListingPageQuery> | { firstAdsCity: true };

export function listingPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ request }): ListingPageLoad => {
    const variables = listingPageVariables(new URL(request.url));
    // no readable address, no city chosen, no search: the first ad's city is looked up first
    const oldAddress = new URL(request.url).searchParams.has('location');
    if (!variables.hasPlace && variables.locationId === null && !variables.searching && !oldAddress)
      return { firstAdsCity: true };
    return loadQuery<ListingPageQuery>(environment, listingPageQuery, variables, { fetchPolicy: 'store-or-network' });
  };
}

/** The home search's `selectedCategory` navigation state, when it has one. */
function categoryOfNavigationState(state: unknown): Place | null {
  const category = (state as { selectedCategory?: unknown } | null)?.selectedCategory as
    Partial<Place> | null | undefined;
  return typeof category?.id === 'string' && typeof category.name === 'string'
    ? { id: category.id, name: category.name }
    : null;
}

export function ListingPage() {
  const load = usePageQueryRef<ListingPageLoad>();
  return (
    <ErrorBoundary resetKey={load} fallback={<ListingUnavailable />}>
      {'firstAdsCity' in load ? <ListingOfFirstAdsCity /> : <PreloadedListing queryRef={load} />}
    </ErrorBoundary>
  );
}

function PreloadedListing({ queryRef }: { queryRef: PreloadedQuery<ListingPageQuery> }) {
  const data = usePreloadedQuery<ListingPageQuery>(listingPageQuery, queryRef);
  return <Listing data={data} variables={queryRef.variables} firstAdsCity={null} />;
}

/**
 * The listing when no city is chosen: of the first ad's city (of the home search's category), as the
 * SPEC's listing ends up after adopting it; the server renders it so, and nothing changes after hydration.
 */
function ListingOfFirstAdsCity() {
  const { state, search } = useLocation();
  const categoryId = categoryOfNavigationState(state)?.id ?? null;
  const facets = useMemo(() => listingFacetsOf(new URLSearchParams(search)), [search]);
  const { ads } = useLazyLoadQuery<ListingPageFirstAdQuery>(
    firstAdQuery,
    { categoryId, ...listingFacetVariables(facets) },
    { fetchPolicy: 'store-or-network' },
  );
  const city = ads.edges[0]?.node.location ?? null;
  const cityId = city?.id;
  const variables = useMemo(
    () => chosenCityVariables(NOT_SEARCHING, city, categoryId, facets),
    [cityId, categoryId, facets],
  );
  const data = useLazyLoadQuery<ListingPageQuery>(listingPageQuery, variables, { fetchPolicy: 'store-or-network' });
  return <Listing data={data} variables={variables} firstAdsCity={city} />;
}

function Listing({
  data,
  variables,
  firstAdsCity,
}: {
  data: ListingPageQuery['response'];
  variables: ListingPageQuery['variables'];
  /** The city of the first ad, when the listing is of it (no city was chosen). */
  firstAdsCity: EntryLocation | null;
}) {
  const { state: navigationState, key: navigationKey } = useLocation();
  const { place } = data;
  const placeCategory = place?.category ?? null;
  const initialCategory = useMemo(
    () =>
      categoryOfNavigationState(navigationState) ??
      (placeCategory ? { id: placeCategory.id, name: placeCategory.name } : null),
    [navigationState, placeCategory],
  );
  const entryPlace = place?.location ?? firstAdsCity;
  const entry = useMemo<EntryLocation | null>(
    () =>
      entryPlace
        ? { id: entryPlace.id, name: entryPlace.name, state: { id: entryPlace.state.id, name: entryPlace.state.name } }
        : null,
    [entryPlace],
  );
  const firstState = data.states[0];
  // a readable address loaded its first page by slugs: that page is of its city and category
  const loadedLocationId = variables.locationId ?? place?.location.id ?? null;
  const loadedCategoryId = variables.categoryId ?? placeCategory?.id ?? null;

  // the listing's breadcrumbs: the country's, then its city's and category's at their readable addresses
  const crumbs: Crumb[] = [...LISTING_CRUMBS];
  if (place && variables.citySlug) crumbs.push({ name: place.location.name, path: listingPath(variables.citySlug) });
  if (place?.category && variables.citySlug && variables.categorySlug) {
    crumbs.push({ name: place.category.name, path: listingPath(variables.citySlug, variables.categorySlug) });
  }

  // a readable address that names no city or category (now): the not-found page
  if (variables.hasPlace && !place) return <LazyNotFoundContent />;

  if (variables.searching) {
    return (
      <>
        <ListingHead loadedHead={data.pageHead} loadedLocationId={loadedLocationId} />
        <HeadOf crumbs={crumbs} />
        <HeadOf crumbs={crumbs} />
        <Suspense fallback={<LoadingSpinner />}>
          <AdSearch
            key={navigationKey}
            query={data.search!}
            words={variables.search}
            placeName={entryPlace?.name ?? (loadedLocationId ? (variables.locationName ?? null) : null)}
            categoryName={placeCategory?.name ?? null}
            categoryId={loadedCategoryId}
          />
        </Suspense>
      </>
    );
  }

  return (
    <>
      <ListingHead loadedHead={data.pageHead} loadedLocationId={loadedLocationId} />
      <HeadOf crumbs={crumbs} />
      {/* each arrival (the header's link included) starts from the loaded page and its navigation state */}
      <AdList
        key={navigationKey}
        query={data.listing!}
        filterOptions={data}
        loadedFilter={{ locationId: loadedLocationId, categoryId: loadedCategoryId }}
        loadedFacets={{
          minAge: variables.minAge ?? null,
          maxAge: variables.maxAge ?? null,
          verified: variables.verified === true,
        }}
        firstState={firstState ? { id: firstState.id, name: firstState.name } : undefined}
        initialCategory={initialCategory}
        entryLocation={entry}
      />
    </>
  );
}

/** The listing when its first page could not be loaded: the empty state, and a way to try again. */
function ListingUnavailable() {
  const { location } = useSelectedLocation();
  const reload = usePageQueryReload();
  return (
    <>
      <InnerBanner heading={`Explore ${location?.name ?? 'World'}'s Escort Directory`} />
      <Container maxW="6xl" py="16" textAlign="center">
        <Text fontSize="lg" color="fg.muted" mb="6">
          No Ads. Try to Change Location
        </Text>
        <Button colorPalette="brand" onClick={reload}>
          Try again
        </Button>
      </Container>
    </>
  );
}
