// The "Featured" block above a city's listing (issue 34, docs/decisions/0109-placements-and-featured-rotation.md):
// the city's (and category's) ads featured today that the server's rotation puts in the block now, each
// the listing's own card marked "Featured". The same ads also stand in the ordinary listing below.
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import type { AdCard_ad$key } from '../../../__generated__/AdCard_ad.graphql';
import { AdCard } from './AdCard.tsx';

export const FEATURED_MARK = 'Featured';

export function FeaturedAds({
  ads,
  placeName,
}: {
  ads: readonly (AdCard_ad$key & { id: string })[];
  placeName: string;
}) {
  if (ads.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="featured-ads" mb={{ base: '6', md: '8' }}>
      <Heading as="h2" size="lg" mb="3" id="featured-ads">
        Featured in {placeName}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '3', sm: '4', md: '6' }}>
        {ads.map((ad) => (
          <Box
            key={ad.id}
            position="relative"
            data-featured=""
            borderRadius="md"
            outline="2px solid"
            outlineColor="brand.solid"
          >
            <AdCard ad={ad} />
            <Box
              position="absolute"
              top="2"
              left="2"
              zIndex="1"
              pointerEvents="none"
              px="2"
              py="0.5"
              borderRadius="sm"
              bg="brand.solid"
              color="brand.contrast"
              fontSize="xs"
              fontWeight="bold"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {FEATURED_MARK}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
