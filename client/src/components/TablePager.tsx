// 'Previous' / 'Page N of M' / 'Next' under a dashboard table.
import { Trans } from '@lingui/react/macro';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { PagedList } from '../lib/usePagedList.ts';

export function TablePager({ pages, label }: { pages: PagedList<unknown>; label: string }) {
  if (pages.pageCount <= 1 && !pages.canGoForward) return null;
  const { pageNumber, pageCount } = pages;
  return (
    <HStack as="nav" aria-label={label} justify="flex-end" gap="3" mt="4" flexWrap="wrap">
      <Button size="sm" variant="outline" onClick={pages.goBack} disabled={!pages.canGoBack}>
        <Trans>Previous</Trans>
      </Button>
      <Text textStyle="sm" aria-live="polite">
        <Trans>
          Page {pageNumber} of {pageCount}
        </Trans>
      </Text>
      <Button
        size="sm"
        variant="outline"
        onClick={pages.goForward}
        disabled={!pages.canGoForward}
        loading={pages.isLoading}
      >
        <Trans>Next</Trans>
      </Button>
    </HStack>
  );
}
