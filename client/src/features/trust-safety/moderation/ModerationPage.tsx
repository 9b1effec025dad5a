// /admin/moderation (issue 7): ads awaiting a moderator's decision, most recently flagged first: the
// reported ones with their reports, and those with a photo found in another advertiser's ad.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { graphql, loadQuery, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { ModerationPagePaginationQuery } from '../../../__generated__/ModerationPagePaginationQuery.graphql';
import type { ModerationPageQuery } from '../../../__generated__/ModerationPageQuery.graphql';
import type { ModerationPage_query$key } from '../../../__generated__/ModerationPage_query.graphql';
import { usePageQueryRef } from '../../../lib/pageQuery.ts';
import { ModerationCase } from './ModerationCase.tsx';

export const MODERATION_PAGE_SIZE = 10;
export const MODERATION_EMPTY = 'No ads are waiting for moderation';

const ModerationPageQueryNode = graphql`
  query ModerationPageQuery {
    ...ModerationPage_query
  }
`;

export function moderationPageLoader(environment: IEnvironment): LoaderFunction {
  return () => loadQuery<ModerationPageQuery>(environment, ModerationPageQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function ModerationPage() {
  const ref = usePageQueryRef<PreloadedQuery<ModerationPageQuery>>();
  const query = usePreloadedQuery<ModerationPageQuery>(ModerationPageQueryNode, ref);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ModerationPagePaginationQuery, ModerationPage_query$key>(
    graphql`
      fragment ModerationPage_query on Query
      @refetchable(queryName: "ModerationPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        moderationQueue(first: $first, after: $after) @connection(key: "ModerationPage_moderationQueue") {
          __id
          totalCount
          edges {
            node {
              id
              ...ModerationCase_ad
            }
          }
        }
      }
    `,
    query,
  );
  const queue = data.moderationQueue;
  const cases = queue.edges.map((edge) => edge.node);

  return (
    <Stack gap="4">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {queue.totalCount === 1 ? '1 ad waiting' : `${queue.totalCount} ads waiting`}
      </Text>
      {cases.length === 0 ? (
        <Text py="8" textAlign="center" color="fg.muted">
          {MODERATION_EMPTY}
        </Text>
      ) : (
        cases.map((ad) => <ModerationCase key={ad.id} ad={ad} connectionId={queue.__id} />)
      )}
      {hasNext && (
        <Flex justify="center">
          <Button variant="outline" loading={isLoadingNext} onClick={() => !isLoadingNext && loadNext(MODERATION_PAGE_SIZE)}>
            Load more
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
