// The keyword search's results (issue 18) at a listing address with `?q=`: the ads whose name,
// services or description hold the words, the most relevant first, in the selected city (or the
// one the address names) and category, with the listing's cards and infinite scroll.
import { Badge, Button, Container, Flex, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AdSearch_query$key } from '../../../__generated__/AdSearch_query.graphql';
import AdSearchPaginationQueryNode, {
  type AdSearchPaginationQuery,
} from '../../../__generated__/AdSearchPaginationQuery.graphql';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import { useFetchThenShow } from '../../../lib/useFetchThenShow.ts';
import { AdCardGrid } from './AdCardGrid.tsx';
import { ListingSearchBox, searchPath } from './ListingSearchBox.tsx';
import { useResultsFound } from '../../../lib/countTexts.ts';

interface AdSearchProps {
  query: AdSearch_query$key;
  words: string;
  /** the city the first page was searched in (its name), if any */
  placeName: string | null;
  categoryName: string | null;
  categoryId: string | null;
}

export function AdSearch({ query, words, placeName, categoryName, categoryId }: AdSearchProps) {
  const pagination = usePaginationFragment<AdSearchPaginationQuery, AdSearch_query$key>(
    graphql`
      fragment AdSearch_query on Query
      @refetchable(queryName: "AdSearchPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 5 }
        cursor: { type: "String" }
        search: { type: "String!" }
        locationId: { type: "ID" }
        categoryId: { type: "ID" }
        citySlug: { type: "String" }
        categorySlug: { type: "String" }
      ) {
        searchAds(
          first: $count
          after: $cursor
          search: $search
          locationId: $locationId
          categoryId: $categoryId
          citySlug: $citySlug
          categorySlug: $categorySlug
        ) @connection(key: "AdSearch_searchAds") {
          totalCount
          totalCountIsLowerBound
          edges {
            node {
              id
              ...AdCard_ad
            }
          }
        }
      }
    `,
    query,
  );
  const { data, refetch } = pagination;
  const { status } = useFetchThenShow<AdSearchPaginationQuery>(AdSearchPaginationQueryNode, refetch);
  const ads = data.searchAds.edges.map((edge) => edge.node);
  // the first page was of the address's city; "Search all of India" goes to India's search (issue 33: the
  // address and the breadcrumb name the place searched, never a city the results are not of)
  const everywhere = placeName === null;
  const navigate = useNavigate();
  const resultsFound = useResultsFound();
  const { t } = useLingui();
  const searchEverywhere = () => navigate(searchPath('/call-girls', words, categoryId));
  const resultCount =
    status === 'failed'
      ? resultsFound(0)
      : resultsFound(data.searchAds.totalCount, data.searchAds.totalCountIsLowerBound);
  const shownNothing = status === 'failed' || (status === 'shown' && ads.length === 0);

  return (
    <>
      <InnerBanner heading={t`Search results for “${words}”`} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <ListingSearchBox key={words} initial={words} categoryId={categoryId} />
        <Flex gap="2" align="center" wrap="wrap" mb="6">
          <Text fontWeight="semibold">{everywhere ? t`All of India` : placeName}</Text>
          <Text color="fg.muted" aria-live="polite">
            {status === 'loading' ? t`Searching…` : resultCount}
          </Text>
          {categoryName && (
            <Badge colorPalette="brand" variant="subtle">
              {categoryName}
            </Badge>
          )}
          {!everywhere && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={searchEverywhere}>
              <Trans>Search all of India</Trans>
            </Button>
          )}
        </Flex>

        {shownNothing ? (
          <Text textAlign="center" fontSize="lg" py="16" color="fg.muted">
            <Trans>No ads match your search. Try other words or another city.</Trans>
          </Text>
        ) : (
          <AdCardGrid ads={ads} status={status} connection={pagination} />
        )}
      </Container>
    </>
  );
}
