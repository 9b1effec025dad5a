// Pieces the Users and Account requests tables share: the status badge and the 'Load more' control
// under a table.
import { Badge, Button, Flex } from '@chakra-ui/react';
import type { UserStatus } from './useChangeUserStatusMutation.ts';

const STATUS_PALETTE: Record<UserStatus, string> = { active: 'green', requested: 'yellow', rejected: 'red', suspended: 'orange' };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge colorPalette={STATUS_PALETTE[status]}>{status}</Badge>;
}


export function LoadMoreButton({ hasNext, isLoadingNext, onLoadMore }: { hasNext: boolean; isLoadingNext: boolean; onLoadMore: () => void }) {
  if (!hasNext) return null;
  return (
    <Flex justify="center" mt="4">
      <Button variant="outline" size="sm" onClick={onLoadMore} loading={isLoadingNext}>
        Load more
      </Button>
    </Flex>
  );
}
