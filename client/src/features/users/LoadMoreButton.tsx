// The 'Load more' control under the Users and Account requests tables.
import { Button, Flex } from '@chakra-ui/react';

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
