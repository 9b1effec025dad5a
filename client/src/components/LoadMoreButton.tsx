// The 'Load more' control under a dashboard list that grows by pages (Users, Account requests, Staff,
// Contacts, Moderation, Verifications, Grievances, Blocklist, Audit log, the desk's ads). Nothing
// while there is no next page; a second click while a page loads asks nothing more.
import { Button, Flex } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

interface LoadMoreButtonProps {
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
}

export function LoadMoreButton({ hasNext, isLoadingNext, onLoadMore }: LoadMoreButtonProps) {
  if (!hasNext) return null;
  return (
    <Flex justify="center" mt="4">
      <Button variant="outline" size="sm" loading={isLoadingNext} onClick={() => !isLoadingNext && onLoadMore()}>
        <Trans>Load more</Trans>
      </Button>
    </Flex>
  );
}
