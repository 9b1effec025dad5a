// An empty city's way on (issue 33, docs/decisions/0102-nearest-cities.md): the nearest cities with ads
// today, its own state's first, then by distance, as the catalogue ranks them; each a link to its address.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { NearestCitiesQuery } from '../../../__generated__/NearestCitiesQuery.graphql';
import { useAdsCount } from '../../../lib/countTexts.ts';
import { CityLinkTile } from '../../../components/CityLinkTile.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { formatIndianNumber } from '../../../../../common/india.ts';
import { usePlaceName } from '../../../lib/language.ts';

/** Nearest cities shown at most. */
export const NEAREST_CITIES_SHOWN = 6;

export function NearestCities({ citySlug, cityName }: { citySlug: string; cityName: string }) {
  return (
    <ErrorBoundary fallback={null} resetKey={citySlug}>
      <Suspense fallback={null}>
        <NearestCityLinks citySlug={citySlug} cityName={cityName} />
      </Suspense>
    </ErrorBoundary>
  );
}

function NearestCityLinks({ citySlug, cityName }: { citySlug: string; cityName: string }) {
  const { nearestCities } = useLazyLoadQuery<NearestCitiesQuery>(
    graphql`
      query NearestCitiesQuery($citySlug: String!, $first: Int!) {
        nearestCities(citySlug: $citySlug, first: $first) {
          adsCount
          distanceKm
          location {
            ...cityPlace_location @relay(mask: false)
          }
        }
      }
    `,
    { citySlug, first: NEAREST_CITIES_SHOWN },
    { fetchPolicy: 'store-or-network' },
  );
  const adsCountText = useAdsCount();
  const placeName = usePlaceName();
  const { t } = useLingui();
  if (nearestCities.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="nearest-cities" maxW="3xl" mx="auto" pb="12">
      <Heading as="h2" size="lg" mb="1" id="nearest-cities">
        <Trans>Nearest cities with ads</Trans>
      </Heading>
      <Text color="fg.muted" mb="4">
        <Trans>No ads in {cityName} today. These cities near it have some.</Trans>
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="2" m="0" p="0">
        {nearestCities.map(({ adsCount, distanceKm, location }) => {
          const distance = distanceKm == null ? '' : formatIndianNumber(distanceKm);
          return (
            <CityLinkTile
              key={location.id}
              slug={location.slug}
              name={placeName(location)}
              detail={[placeName(location.state), distanceKm == null ? null : t`${distance} km`, adsCountText(adsCount)]
                .filter(Boolean)
                .join(' · ')}
            />
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
