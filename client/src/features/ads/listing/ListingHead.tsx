// The listing's <head> (SPEC section 2: the /call-girls record, with fallbacks made from the city name).
// The page query brings the head of the city it loaded; choosing another city asks for that city's head.
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DocumentHead_head$key } from '../../../__generated__/DocumentHead_head.graphql';
import type { ListingHeadQuery } from '../../../__generated__/ListingHeadQuery.graphql';
import { DocumentHead } from '../../../components/DocumentHead.tsx';
import { useSelectedLocation, type Place } from '../../../lib/selectedLocation.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';

/**
 * The path whose head a listing chosen by id shows: /call-girls, its texts made from the city's name
 * (the address `?location={id}` only moves to a city's readable address, which the server names).
 */
export function listingHeadPath(): string {
  return '/call-girls';
}

export function ListingHead({
  loadedHead,
  loadedLocationId,
}: {
  loadedHead: DocumentHead_head$key;
  loadedLocationId: string | null;
}) {
  const { location } = useSelectedLocation();
  if (!location || location.id === loadedLocationId) return <DocumentHead head={loadedHead} />;
  // until the new head arrives (or if it cannot), the tags already in <head> stay
  return (
    <ErrorBoundary fallback={null} resetKey={location.id}>
      <Suspense fallback={null}>
        <CityListingHead location={location} />
      </Suspense>
    </ErrorBoundary>
  );
}

function CityListingHead({ location }: { location: Place }) {
  const { pageHead } = useLazyLoadQuery<ListingHeadQuery>(
    graphql`
      query ListingHeadQuery($path: String!, $locationName: String) {
        pageHead(path: $path, locationName: $locationName) {
          ...DocumentHead_head
        }
      }
    `,
    { path: listingHeadPath(), locationName: location.name },
    { fetchPolicy: 'store-or-network' },
  );
  return <DocumentHead head={pageHead} />;
}
