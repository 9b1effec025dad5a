// What the ad page shows below the fold, and the page of an ended ad (issue 33, decisions 0104 and 0105):
// the city's running ads as the listing's cards. A module of its own, loaded after the page's own code.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdDetailsPageQuery$data } from '../../../__generated__/AdDetailsPageQuery.graphql';
import { DocumentHead } from '../../../components/DocumentHead.tsx';
import { AdCard } from '../listing/AdCard.tsx';
import { listingPath } from '../listing/listingAddress.tsx';
import { usePlaceName } from '../../../lib/language.ts';

type Neighbours = NonNullable<AdDetailsPageQuery$data['adNeighbours']>;

/** A few running ads under the page, as the listing's cards, and the way to the whole listing. */
export function MoreAds({
  title,
  ads,
  allPath,
  allLabel,
}: {
  title: string;
  ads: Neighbours['ads'];
  allPath: string;
  allLabel: string;
}) {
  return (
    <Box as="section" aria-labelledby="more-ads" mt={{ base: '10', md: '14' }}>
      <Heading as="h2" size="lg" mb="4" id="more-ads">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '3', sm: '4', md: '6' }}>
        {ads.map((neighbour) => (
          <AdCard key={neighbour.id} ad={neighbour} />
        ))}
      </SimpleGrid>
      <Button asChild variant="outline" colorPalette="brand" mt="5">
        <RouterLink to={allPath}>{allLabel}</RouterLink>
      </Button>
    </Box>
  );
}

/**
 * An ad that has ended or was removed (the server answers 410): said in plain words, with the city's
 * current ads and the way to its listing. Nothing of the ad itself: not its name, nor its photos.
 */
export function AdEnded({ head, neighbours }: { head: AdDetailsPageQuery$data['pageHead']; neighbours: Neighbours }) {
  const city = neighbours.city;
  const cityName = usePlaceName()(city);
  const { t } = useLingui();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <DocumentHead head={head} />
      <Stack gap="3" maxW="2xl">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          <Trans>This ad has ended</Trans>
        </Heading>
        <Text fontSize="lg">
          <Trans>
            The ad you are looking for has ended or was removed, so it is no longer on the site. Here are the ads in{' '}
            {cityName} today.
          </Trans>
        </Text>
      </Stack>
      {neighbours.ads.length > 0 ? (
        <MoreAds
          title={t`Ads in ${cityName} today`}
          ads={neighbours.ads}
          allPath={listingPath(city.slug)}
          allLabel={t`See all ads in ${cityName}`}
        />
      ) : (
        <Stack gap="3" mt="8" align="start">
          <Text>
            <Trans>There are no other ads in {cityName} today.</Trans>
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/call-girls">
              <Trans>Browse ads in other cities</Trans>
            </RouterLink>
          </Button>
        </Stack>
      )}
    </Container>
  );
}
