// /call-girls (SPEC section 2 "Listing") and its readable addresses /call-girls/{city}[/{category}].
// The loader starts the first page while the page's code downloads: of the city (and category) the
// path names, known from the URL alone (server rendering), else of the selected city. (The old
// `?location=ID` addresses never reach it: the server answers them with a 301 to the readable one.)
import { Button, Container, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, type LoaderFunction } from 'react-router-dom';
import { usePageQueryRef, usePageQueryReload } from '../../../lib/pageQuery.ts';
import type { IEnvironment } from 'relay-runtime';
import type { ListingPageQuery } from '../../../__generated__/ListingPageQuery.graphql';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import { selectedLocation, useSelectedLocation, type Place } from '../../../lib/selectedLocation.ts';
import { AdList, type EntryLocation } from './AdList.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ListingHead, listingHeadPath } from './ListingHead.tsx';
import { listingAddressOf, listingPath } from './listingAddress.tsx';
import { LazyNotFoundContent } from '../../../components/LazyNotFoundContent.tsx';
import { LoadingSpinner } from '../../../components/LoadingSpinner.tsx';

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
    ...AdList_query @arguments(locationId: $locationId, categoryId: $categoryId, citySlug: $citySlug, categorySlug: $categorySlug)
      @skip(if: $searching)
      @alias(as: "listing")
    ...AdSearch_query @arguments(search: $search, locationId: $locationId, categoryId: $categoryId, citySlug: $citySlug, categorySlug: $categorySlug)
      @include(if: $searching)
      @alias(as: "search")
  }
`;

/**
 * The first page's variables: the city and category slugs of a readable path (nothing else read:
 * the server renders it alike), else the selected city.
 */
export function listingPageVariables(url: URL): ListingPageQuery['variables'] {
  const address = listingAddressOf(url.pathname);
  // issue 18: `?q=` searches the same place for its words (`&category=` a category's id at /call-girls)
  const search = (url.searchParams.get('q') ?? '').trim();
  const searching = { search, searching: search !== '' };
  if (address) {
    return {
      ...searching,
      locationId: null,
      categoryId: null,
      headPath: listingPath(address.citySlug, address.categorySlug),
      locationName: null,
      citySlug: address.citySlug,
      categorySlug: address.categorySlug,
      placeCitySlug: address.citySlug,
      hasPlace: true,
    };
  }
  const stored = selectedLocation.get().location;
  return {
    ...searching,
    locationId: stored?.id ?? null,
    categoryId: searching.searching ? url.searchParams.get('category') || null : null,
    headPath: listingHeadPath(),
    locationName: stored?.name ?? null,
    citySlug: null,
    categorySlug: null,
    placeCitySlug: '',
    hasPlace: false,
  };
}

export function listingPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ request }) =>
    loadQuery<ListingPageQuery>(environment, listingPageQuery, listingPageVariables(new URL(request.url)), { fetchPolicy: 'store-or-network' });
}

/** The home search's `selectedCategory` navigation state, when it has one. */
function categoryOfNavigationState(state: unknown): Place | null {
  const category = (state as { selectedCategory?: unknown } | null)?.selectedCategory as Partial<Place> | null | undefined;
  return typeof category?.id === 'string' && typeof category.name === 'string' ? { id: category.id, name: category.name } : null;
}

export function ListingPage() {
  const queryRef = usePageQueryRef<PreloadedQuery<ListingPageQuery>>();
  return (
    <ErrorBoundary resetKey={queryRef} fallback={<ListingUnavailable />}>
      <Listing queryRef={queryRef} />
    </ErrorBoundary>
  );
}

function Listing({ queryRef }: { queryRef: PreloadedQuery<ListingPageQuery> }) {
  const data = usePreloadedQuery<ListingPageQuery>(listingPageQuery, queryRef);
  const { state: navigationState, key: navigationKey } = useLocation();
  const { place } = data;
  const placeCategory = place?.category ?? null;
  const initialCategory = useMemo(
    () => categoryOfNavigationState(navigationState) ?? (placeCategory ? { id: placeCategory.id, name: placeCategory.name } : null),
    [navigationState, placeCategory],
  );
  const entryPlace = place?.location ?? null;
  const entry = useMemo<EntryLocation | null>(
    () => (entryPlace ? { id: entryPlace.id, name: entryPlace.name, state: { id: entryPlace.state.id, name: entryPlace.state.name } } : null),
    [entryPlace],
  );
  const firstState = data.states[0];
  // a readable address loaded its first page by slugs: that page is of its city and category
  const loadedLocationId = queryRef.variables.locationId ?? place?.location.id ?? null;
  const loadedCategoryId = queryRef.variables.categoryId ?? placeCategory?.id ?? null;

  // a readable address that names no city or category (now): the not-found page
  if (queryRef.variables.hasPlace && !place) return <LazyNotFoundContent />;

  if (queryRef.variables.searching) {
    return (
      <>
        <ListingHead loadedHead={data.pageHead} loadedLocationId={loadedLocationId} />
        <Suspense fallback={<LoadingSpinner />}>
          <AdSearch
            key={navigationKey}
            query={data.search!}
            words={queryRef.variables.search}
            placeName={entryPlace?.name ?? (loadedLocationId ? (queryRef.variables.locationName ?? null) : null)}
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
      {/* each arrival (the header's link included) starts from the loaded page and its navigation state */}
      <AdList
        key={navigationKey}
        query={data.listing!}
        filterOptions={data}
        loadedFilter={{ locationId: loadedLocationId, categoryId: loadedCategoryId }}
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
