// /admin/moderation (issue 7): ads awaiting a moderator's decision, most recently flagged first: the
// reported ones with their reports, and those with a photo found in another advertiser's ad.
import { Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { ModerationPagePaginationQuery } from '../../../__generated__/ModerationPagePaginationQuery.graphql';
import type { ModerationPageQuery } from '../../../__generated__/ModerationPageQuery.graphql';
import type { ModerationPage_query$key } from '../../../__generated__/ModerationPage_query.graphql';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { nodesOf, useConnectionList } from '../../../lib/useConnectionList.ts';
import { ModerationCase } from './ModerationCase.tsx';
import { LoadMoreButton } from '../../../components/LoadMoreButton.tsx';
import { ListCount } from '../../../components/lists/ListCount.tsx';
import { ListEmpty } from '../../../components/lists/ListEmpty.tsx';

export const MODERATION_PAGE_SIZE = 10;
export const MODERATION_EMPTY = 'No ads are waiting for moderation';

const ModerationPageQueryNode = graphql`
  query ModerationPageQuery {
    ...ModerationPage_query
  }
`;

export const moderationPageLoader = pageQueryLoader<ModerationPageQuery>(ModerationPageQueryNode);

export function ModerationPage() {
  const query = usePageQueryData<ModerationPageQuery>(ModerationPageQueryNode);
  const { data, more } = useConnectionList<ModerationPagePaginationQuery, ModerationPage_query$key>(
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
    MODERATION_PAGE_SIZE,
  );
  const queue = data.moderationQueue;
  const cases = nodesOf(queue);

  return (
    <Stack gap="4">
      <ListCount>{queue.totalCount === 1 ? '1 ad waiting' : `${queue.totalCount} ads waiting`}</ListCount>
      {cases.length === 0 ? (
        <ListEmpty>{MODERATION_EMPTY}</ListEmpty>
      ) : (
        cases.map((ad) => <ModerationCase key={ad.id} ad={ad} connectionId={queue.__id} />)
      )}
      <LoadMoreButton {...more} />
    </Stack>
  );
}
