// The city chooser (issue 33, docs/decisions/0101-city-always-in-the-address.md): at /call-girls, and with
// the not-found page of an address that names no city or category. A search box with suggestions as one
// types, and the cities with the most ads today with their counts, each a link to the city's address:
// never a city picked for the visitor.
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CityChooserTopCitiesQuery } from '../__generated__/CityChooserTopCitiesQuery.graphql';
import { useAdsCount } from '../lib/countTexts.ts';
import { usePlaceName } from '../lib/language.ts';
import { CityLinkTile } from './CityLinkTile.tsx';
import { CitySearchBox } from './CitySearchBox.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** The cities with most ads the chooser shows. */
export const TOP_CITIES_SHOWN = 12;

const topCitiesQuery = graphql`
  query CityChooserTopCitiesQuery($first: Int!) {
    topCities(first: $first) {
      adsCount
      location {
        ...cityPlace_location @relay(mask: false)
      }
    }
  }
`;

export function CityChooser({ heading }: { heading?: string }) {
  const { t } = useLingui();
  return (
    <Box
      as="section"
      aria-labelledby="city-chooser"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      mb="8"
      bg="bg"
    >
      <Heading as="h2" size="xl" mb="4" id="city-chooser">
        {heading ?? t`Choose your city`}
      </Heading>
      <CitySearchBox />
      {/* the most ads today: a failure leaves the search box, which needs none of it */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <TopCities />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}

function TopCities() {
  const { topCities } = useLazyLoadQuery<CityChooserTopCitiesQuery>(
    topCitiesQuery,
    { first: TOP_CITIES_SHOWN },
    { fetchPolicy: 'store-or-network' },
  );
  const adsCountText = useAdsCount();
  const placeName = usePlaceName();
  if (topCities.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="top-cities" mt="6">
      <Heading as="h3" size="md" mb="3" id="top-cities">
        <Trans>Most ads today</Trans>
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="2" m="0" p="0">
        {topCities.map(({ adsCount, location }) => (
          <CityLinkTile
            key={location.id}
            slug={location.slug}
            name={placeName(location)}
            detail={adsCountText(adsCount)}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
