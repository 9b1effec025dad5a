// The cards of a listing or a search, with infinite scroll: while another filter or search loads, the
// current cards stay where they are, dimmed, under the spinner; the next page loads at the bottom, asked
// for a screen or so before the last card shows. One column of row cards on a phone, then 2 and 3 columns
// (AdCard's CARD_IMAGE_SIZES follows these columns and gaps).
import { useLingui } from '@lingui/react/macro';
import { Box, Flex, SimpleGrid, Spinner } from '@chakra-ui/react';
import type { AdCard_ad$key } from '../../../__generated__/AdCard_ad.graphql';
import { InfiniteScrollSentinel } from '../../../components/InfiniteScrollSentinel.tsx';
import type { FetchStatus } from '../../../lib/useFetchThenShow.ts';
import type { PagedConnection } from '../../../lib/usePagedList.ts';
import { AdCard } from './AdCard.tsx';

/** How many cards each page of the listing or a search brings (SPEC section 9). */
export const LISTING_PAGE_SIZE = 5;

interface AdCardGridProps {
  ads: readonly (AdCard_ad$key & { id: string })[];
  status: FetchStatus;
  /** the listing's or the search's connection, whose next page the sentinel asks for */
  connection: PagedConnection;
}

export function AdCardGrid({ ads, status, connection }: AdCardGridProps) {
  const { hasNext, isLoadingNext, loadNext } = connection;
  const { t } = useLingui();
  return (
    <Box aria-busy={status === 'loading'} position="relative">
      {/* over the cards, not above them: the cards stay where they are while the next ones load */}
      {status === 'loading' && (
        <Flex
          position="absolute"
          insetX="0"
          top="6"
          zIndex="1"
          justify="center"
          role="status"
          aria-label={t`Loading ads`}
        >
          <Spinner size="lg" color="brand.fg" />
        </Flex>
      )}
      <SimpleGrid
        opacity={status === 'loading' ? 0.6 : 1}
        transition="opacity 0.2s"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap={{ base: '3', sm: '4', md: '6' }}
      >
        {ads.map((ad, index) => (
          <AdCard key={ad.id} ad={ad} priority={index === 0} />
        ))}
      </SimpleGrid>
      {status === 'shown' && (
        <InfiniteScrollSentinel
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          onLoadMore={(options) => loadNext(LISTING_PAGE_SIZE, options)}
        />
      )}
      {isLoadingNext && (
        <Flex justify="center" py="6" role="status" aria-label={t`Loading more ads`}>
          <Spinner size="lg" color="brand.fg" />
        </Flex>
      )}
    </Box>
  );
}
