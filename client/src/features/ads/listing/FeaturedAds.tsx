// The "Featured" block above a city's listing (issue 34, docs/decisions/0109-placements-and-featured-rotation.md):
// the city's (and category's) ads featured today that the server's rotation puts in the block now, each
// the listing's own card marked "Featured". The same ads also stand in the ordinary listing below.
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdCard_ad$key } from '../../../__generated__/AdCard_ad.graphql';
import { MarkedAdCard } from './MarkedAdCard.tsx';

export function FeaturedAds({
  ads,
  placeName,
}: {
  ads: readonly (AdCard_ad$key & { id: string })[];
  placeName: string;
}) {
  const { t } = useLingui();
  if (ads.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="featured-ads" mb={{ base: '6', md: '8' }}>
      <Heading as="h2" size="lg" mb="3" id="featured-ads">
        <Trans>Featured in {placeName}</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '3', sm: '4', md: '6' }}>
        {ads.map((ad) => (
          <MarkedAdCard
            key={ad.id}
            ad={ad}
            mark={t`Featured`}
            markBg="brand.solid"
            markColor="brand.contrast"
            data-featured=""
            borderRadius="md"
            outline="2px solid"
            outlineColor="brand.solid"
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
