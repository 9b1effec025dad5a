// /call-girls (SPEC section 2 "Listing") and its readable addresses /call-girls/{city}[/{category}].
// The city is always in the address (issue 33, docs/decisions/0101-city-always-in-the-address.md): the
// loader starts the first page of the city (and category) the path names, known from the URL alone (the
// server renders it alike); /call-girls itself is the city chooser above all of India's latest ads, never a
// city picked for the visitor. A city with no ads suggests the nearest ones with some; an address that
// names no city or category is the not-found page with the chooser. (The old `?location=ID` addresses
// load the query for their head alone: it answers 301, and the server redirects to the readable one.)
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Text } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { lazyWithMessages } from '../../../lib/moduleMessages.ts';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, type LoaderFunction } from 'react-router-dom';
import { loaderLanguage, usePageQueryRef, usePageQueryReload } from '../../../lib/pageQuery.ts';
import type { IEnvironment } from 'relay-runtime';
import type { ListingPageQuery } from '../../../__generated__/ListingPageQuery.graphql';
import { InnerBanner, titleFromSegment } from '../../../components/InnerBanner.tsx';
import type { Place } from '../../../lib/selectedLocation.ts';
import { AdList, type EntryLocation } from './AdList.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ListingHead, listingHeadPath } from './ListingHead.tsx';
import { HeadOf, LISTING_CRUMBS, type Crumb } from '../../../components/DocumentHead.tsx';
import { listingAddressOf, listingPath } from './listingAddress.tsx';
import { LazyNotFoundContent } from '../../../components/LazyNotFoundContent.tsx';
import { LoadingSpinner } from '../../../components/LoadingSpinner.tsx';
import { usePlaceName } from '../../../lib/language.ts';
import {
  listingFacetParams,
  listingFacetsOf,
  listingFacetVariables,
  NO_FACETS,
  type ListingFacets,
} from '../../../../../common/listingFacets.ts';

// a search's results (`?q=`) load their code when a search is shown: most listings are not searches
const AdSearch = lazyWithMessages('AdSearch', () =>
  import('./AdSearch.tsx').then((module) => ({ default: module.AdSearch })),
);
// only /call-girls, an address naming nothing and an empty city show these: a city's listing downloads neither
const LazyCityChooser = lazyWithMessages('CityChooser', () =>
  import('../../../components/CityChooser.tsx').then((module) => ({ default: module.CityChooser })),
);
const LazyNearestCities = lazyWithMessages('NearestCities', () =>
  import('./NearestCities.tsx').then((module) => ({ default: module.NearestCities })),
);
const CityChooser = () => (
  <Suspense fallback={null}>
    <LazyCityChooser />
  </Suspense>
);
const NearestCities = (props: { citySlug: string; cityName: string }) => (
  <Suspense fallback={null}>
    <LazyNearestCities {...props} />
  </Suspense>
);

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
    $language: Language
  ) {
    pageHead(path: $headPath, locationName: $locationName, language: $language) {
      ...DocumentHead_head
    }
    place: listingPlace(citySlug: $placeCitySlug, categorySlug: $categorySlug) @include(if: $hasPlace) {
      location {
        id
        name
        hindiName
        state {
          id
          name
          hindiName
        }
      }
      category {
        id
        name
        hindiName
      }
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

/** A listing's path for its head: with the search or the filters, which make it a page not to index. */
function narrowedPath(path: string, search: string, facets: ListingFacets): string {
  const narrowing = new URLSearchParams(search ? [['q', search]] : listingFacetParams(facets)).toString();
  return narrowing ? `${path}?${narrowing}` : path;
}

/** The first page's variables at /call-girls: all of India (below the city chooser), or a search of it. */
function allOfIndiaVariables(
  searching: { search: string; searching: boolean },
  categoryId: string | null,
  facets: ListingFacets = NO_FACETS,
): ListingPageQuery['variables'] {
  return {
    ...searching,
    ...listingFacetVariables(facets),
    locationId: null,
    categoryId,
    headPath: narrowedPath(listingHeadPath(), searching.search, facets),
    locationName: null,
    citySlug: null,
    categorySlug: null,
    placeCitySlug: '',
    hasPlace: false,
  };
}

/**
 * The first page's variables: the city and category slugs of a readable path, else all of India (nothing
 * but the address read: the server renders it alike, and a reload or a shared link shows the same).
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
  const variables = allOfIndiaVariables(
    searching,
    searching.searching ? url.searchParams.get('category') || null : null,
    facets,
  );
  // an old address (`?location={databaseId}`): its head answers 301 to the city's readable address
  const oldLocation = url.searchParams.get('location')?.trim();
  return oldLocation
    ? { ...variables, headPath: `${listingHeadPath()}?location=${encodeURIComponent(oldLocation)}` }
    : variables;
}

export function listingPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ request, context }): PreloadedQuery<ListingPageQuery> =>
    loadQuery<ListingPageQuery>(
      environment,
      listingPageQuery,
      { ...listingPageVariables(new URL(request.url)), language: loaderLanguage({ context }) },
      { fetchPolicy: 'store-or-network' },
    );
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
  const queryRef = usePageQueryRef<PreloadedQuery<ListingPageQuery>>();
  return (
    <ErrorBoundary resetKey={queryRef} fallback={<ListingUnavailable />}>
      <PreloadedListing queryRef={queryRef} />
    </ErrorBoundary>
  );
}

function PreloadedListing({ queryRef }: { queryRef: PreloadedQuery<ListingPageQuery> }) {
  const data = usePreloadedQuery<ListingPageQuery>(listingPageQuery, queryRef);
  return <Listing data={data} variables={queryRef.variables} />;
}

function Listing({
  data,
  variables,
}: {
  data: ListingPageQuery['response'];
  variables: ListingPageQuery['variables'];
}) {
  const { state: navigationState, key: navigationKey } = useLocation();
  const placeName = usePlaceName();
  const { place } = data;
  const placeCategory = place?.category ?? null;
  const initialCategory = useMemo(
    () =>
      categoryOfNavigationState(navigationState) ??
      (placeCategory ? { id: placeCategory.id, name: placeName(placeCategory) } : null),
    [navigationState, placeCategory, placeName],
  );
  const entryPlace = place?.location ?? null;
  const entry = useMemo<EntryLocation | null>(
    () =>
      entryPlace
        ? {
            id: entryPlace.id,
            name: placeName(entryPlace),
            state: { id: entryPlace.state.id, name: placeName(entryPlace.state) },
          }
        : null,
    [entryPlace, placeName],
  );
  // a readable address loaded its first page by slugs: that page is of its city and category
  const loadedLocationId = variables.locationId ?? place?.location.id ?? null;
  const loadedCategoryId = variables.categoryId ?? placeCategory?.id ?? null;

  // the listing's breadcrumbs: the country's, then its city's and category's at their readable addresses
  const crumbs: Crumb[] = [...LISTING_CRUMBS];
  if (place && variables.citySlug)
    crumbs.push({ name: placeName(place.location), path: listingPath(variables.citySlug) });
  if (place?.category && variables.citySlug && variables.categorySlug) {
    crumbs.push({ name: placeName(place.category), path: listingPath(variables.citySlug, variables.categorySlug) });
  }

  // a readable address that names no city or category (now): the not-found page (the server answers 404),
  // with the chooser to go on from
  if (variables.hasPlace && !place) {
    return (
      <>
        <LazyNotFoundContent />
        <Container maxW="6xl" pb="12">
          <CityChooser />
        </Container>
      </>
    );
  }

  if (variables.searching) {
    return (
      <>
        <ListingHead loadedHead={data.pageHead} />
        <HeadOf crumbs={crumbs} />
        <Suspense fallback={<LoadingSpinner />}>
          <AdSearch
            key={navigationKey}
            query={data.search!}
            words={variables.search}
            placeName={entry?.name ?? (loadedLocationId ? (variables.locationName ?? null) : null)}
            categoryName={placeCategory ? placeName(placeCategory) : null}
            categoryId={loadedCategoryId}
          />
        </Suspense>
      </>
    );
  }

  return (
    <>
      <ListingHead loadedHead={data.pageHead} />
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
        initialCategory={initialCategory}
        entryLocation={entry}
        intro={place ? null : <CityChooser />}
        emptyHint={
          place && variables.citySlug ? (
            <NearestCities citySlug={variables.citySlug} cityName={placeName(place.location)} />
          ) : null
        }
      />
    </>
  );
}

/** The listing when its first page could not be loaded: the empty state, and a way to try again. */
function ListingUnavailable() {
  // the place the address names (its slug's words: the city's name could not be read), never another
  const address = listingAddressOf(useLocation().pathname);
  const reload = usePageQueryReload();
  const { t } = useLingui();
  const placeName = address ? titleFromSegment(address.citySlug) : t`India`;
  return (
    <>
      <InnerBanner heading={t`Explore ${placeName}'s Escort Directory`} />
      <Container maxW="6xl" py="16" textAlign="center">
        <Text fontSize="lg" color="fg.muted" mb="6">
          <Trans>No Ads. Try to Change Location</Trans>
        </Text>
        <Button colorPalette="brand" onClick={reload}>
          <Trans>Try again</Trans>
        </Button>
      </Container>
    </>
  );
}
