// /call-girls (SPEC section 2 "Listing"). The loader starts the first page of the selected city (or of
// the city named by `?location=`, the sitemap's links) while the page's code downloads.
import { Button, Container, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, type LoaderFunction } from 'react-router-dom';
import { usePageQueryRef, usePageQueryReload } from '../../../lib/pageQuery.ts';
import type { IEnvironment } from 'relay-runtime';
import type { ListingPageQuery } from '../../../__generated__/ListingPageQuery.graphql';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import { selectedLocation, useSelectedLocation, type Place } from '../../../lib/selectedLocation.ts';
import { AdList, type EntryLocation } from './AdList.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { globalIdOf } from '../../../lib/globalIds.ts';
import { ListingHead, listingHeadPath } from './ListingHead.tsx';

const listingPageQuery = graphql`
  query ListingPageQuery(
    $locationId: ID
    $categoryId: ID
    $headPath: String!
    $locationName: String
    $entryLocationId: ID!
    $hasEntryLocation: Boolean!
  ) {
    pageHead(path: $headPath, locationName: $locationName) {
      ...DocumentHead_head
    }
    entryLocation: node(id: $entryLocationId) @include(if: $hasEntryLocation) {
      __typename
      ... on Location {
        id
        name
        state {
          id
          name
        }
      }
    }
    states {
      id
      name
    }
    ...ListingFilterDialog_query
    ...AdList_query @arguments(locationId: $locationId, categoryId: $categoryId)
  }
`;

/** The first page's variables: the address's `?location=` (a database or global id), else the selected city. */
export function listingPageVariables(url: URL): ListingPageQuery['variables'] {
  const entryLocationId = globalIdOf('Location', url.searchParams.get('location'));
  const stored = selectedLocation.get().location;
  const locationId = entryLocationId ?? stored?.id ?? null;
  return {
    locationId,
    categoryId: null,
    headPath: listingHeadPath(locationId),
    // the server names a city given by the path itself
    locationName: entryLocationId ? null : (stored?.name ?? null),
    entryLocationId: entryLocationId ?? '',
    hasEntryLocation: entryLocationId !== null,
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
  const initialCategory = useMemo(() => categoryOfNavigationState(navigationState), [navigationState]);
  const { entryLocation } = data;
  const entry = useMemo<EntryLocation | null>(
    () =>
      entryLocation?.__typename === 'Location'
        ? { id: entryLocation.id, name: entryLocation.name, state: { id: entryLocation.state.id, name: entryLocation.state.name } }
        : null,
    [entryLocation],
  );
  const firstState = data.states[0];
  const loadedLocationId = queryRef.variables.locationId ?? null;

  return (
    <>
      <ListingHead loadedHead={data.pageHead} loadedLocationId={loadedLocationId} />
      {/* each arrival (the header's link included) starts from the loaded page and its navigation state */}
      <AdList
        key={navigationKey}
        query={data}
        filterOptions={data}
        loadedFilter={{ locationId: loadedLocationId, categoryId: queryRef.variables.categoryId ?? null }}
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
