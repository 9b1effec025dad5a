// The home page's "Spotlight" block (issue 34): today's spotlight ads (India's date), in their places'
// order, each the listing's own card marked "Spotlight". Put on the home page by the app
// (components/HomeSpotlightSlot.tsx), loaded with its cards only when there is a spotlight to show.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { HomeSpotlight_query$key } from '../../../__generated__/HomeSpotlight_query.graphql';
import { MarkedAdCard } from './MarkedAdCard.tsx';

export function HomeSpotlight({ query }: { query: HomeSpotlight_query$key }) {
  const { homeSpotlight } = useFragment(
    graphql`
      fragment HomeSpotlight_query on Query {
        homeSpotlight {
          id
          ...AdCard_ad
        }
      }
    `,
    query,
  );
  const { t } = useLingui();
  if (homeSpotlight.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="home-spotlight" pb={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <Heading as="h2" size="2xl" mb="6" id="home-spotlight">
          <Trans>Spotlight</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '3', sm: '4', md: '6' }}>
          {homeSpotlight.map((ad) => (
            <MarkedAdCard
              key={ad.id}
              ad={ad}
              mark={`★ ${t`Spotlight`}`}
              markBg="orange.500"
              markColor="white"
              data-spotlight=""
            />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export default HomeSpotlight;
