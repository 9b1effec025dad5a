// The blocklist screen's photos (issue 31): those moderation blocked, newest first, with the reason,
// who blocked them and when. Unblocking (asked first) lets the photo be uploaded again; the ads it
// was removed from do not get it back.
import { Box, Button, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { BlockedPhotos_query$key } from '../../../__generated__/BlockedPhotos_query.graphql';
import type { BlockedPhotosPaginationQuery } from '../../../__generated__/BlockedPhotosPaginationQuery.graphql';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { ListEmpty } from '../../../components/lists/ListEmpty.tsx';
import { nodesOf, useConnectionList } from '../../../lib/useConnectionList.ts';
import { BLOCKED_PHOTOS_EMPTY, BLOCKLIST_TOASTS, blockedOn } from './blocklistTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useUnblockPhotoMutation } from './useUnblockPhotoMutation.ts';

export const BLOCKED_PHOTOS_PAGE_SIZE = 12;

export function BlockedPhotos({ query }: { query: BlockedPhotos_query$key }) {
  const { data, more } = useConnectionList<BlockedPhotosPaginationQuery, BlockedPhotos_query$key>(
    graphql`
      fragment BlockedPhotos_query on Query
      @refetchable(queryName: "BlockedPhotosPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" }) {
        blockedPhotos(first: $first, after: $after) @connection(key: "BlockedPhotos_blockedPhotos") {
          __id
          totalCount
          edges {
            node {
              id
              url
              reason
              blockedBy
              createdAt
            }
          }
        }
      }
    `,
    query,
    BLOCKED_PHOTOS_PAGE_SIZE,
  );
  const connectionId = data.blockedPhotos.__id;
  const photos = nodesOf(data.blockedPhotos);
  const [unblock, isUnblocking] = useUnblockPhotoMutation();
  const [unblocking, setUnblocking] = useState<string | null>(null);

  return (
    <Stack gap="3" as="section" aria-labelledby="blocked-photos-heading">
      <Flex justify="space-between" align="baseline" gap="2" flexWrap="wrap">
        <Heading as="h2" size="sm" id="blocked-photos-heading">
          Blocked photos
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {data.blockedPhotos.totalCount === 1 ? '1 photo' : `${data.blockedPhotos.totalCount} photos`}
        </Text>
      </Flex>
      {photos.length === 0 ? (
        <ListEmpty borderWidth="1px" borderRadius="md">
          {BLOCKED_PHOTOS_EMPTY}
        </ListEmpty>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" role="list" aria-label="Blocked photos">
          {photos.map((photo) => (
            <Flex key={photo.id} role="listitem" gap="3" borderWidth="1px" borderRadius="md" p="3" align="flex-start">
              <Image
                src={photo.url}
                alt="A blocked photo"
                boxSize="20"
                objectFit="cover"
                borderRadius="sm"
                flexShrink={0}
                loading="lazy"
              />
              <Box minW="0" flex="1">
                <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                  {photo.reason}
                </Text>
                <Text textStyle="xs" color="fg.muted" mt="1">
                  {blockedOn(photo.createdAt)} · {photo.blockedBy}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  mt="2"
                  disabled={isUnblocking}
                  onClick={() => setUnblocking(photo.id)}
                >
                  Unblock
                </Button>
              </Box>
            </Flex>
          ))}
        </SimpleGrid>
      )}
      {more.hasNext && (
        <Flex justify="center">
          <Button variant="outline" size="sm" loading={more.isLoadingNext} onClick={more.onLoadMore}>
            More photos
          </Button>
        </Flex>
      )}
      <ConfirmDialog
        open={unblocking !== null}
        title="Unblock Photo"
        text="The photo may be uploaded again, and goes through the other photo checks. The ads it was removed from do not get it back."
        confirmLabel="Unblock"
        busy={isUnblocking}
        onConfirm={() =>
          unblocking
            ? runWithToasts(BLOCKLIST_TOASTS.unblock, () => unblock(unblocking, [connectionId]))
            : Promise.resolve(false)
        }
        onClose={() => setUnblocking(null)}
      />
    </Stack>
  );
}
