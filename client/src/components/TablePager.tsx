// 'Previous' / 'Page N of M' / 'Next' under a dashboard table.
import { Button, HStack, Text } from '@chakra-ui/react';
import type { PagedList } from '../lib/usePagedList.ts';

export function TablePager({ pages, label }: { pages: PagedList<unknown>; label: string }) {
  if (pages.pageCount <= 1 && !pages.canGoForward) return null;
  return (
    <HStack as="nav" aria-label={label} justify="flex-end" gap="3" mt="4" flexWrap="wrap">
      <Button size="sm" variant="outline" onClick={pages.goBack} disabled={!pages.canGoBack}>
        Previous
      </Button>
      <Text textStyle="sm" aria-live="polite">
        Page {pages.pageNumber} of {pages.pageCount}
      </Text>
      <Button
        size="sm"
        variant="outline"
        onClick={pages.goForward}
        disabled={!pages.canGoForward}
        loading={pages.isLoading}
      >
        Next
      </Button>
    </HStack>
  );
}
