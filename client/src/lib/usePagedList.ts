// Numbered pages over a Relay connection (SPEC page sizes): the pages already loaded stay in the store
// and page N shows its slice; 'Next' past the loaded edges asks the server for one more page.
import { useState } from 'react';
import { nodesOf, type Edges } from './useConnectionList.ts';

export interface PagedConnection {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;
}

export interface PagedList<T> {
  rows: readonly T[];
  pageNumber: number;
  pageCount: number;
  canGoBack: boolean;
  canGoForward: boolean;
  isLoading: boolean;
  goBack: () => void;
  goForward: () => void;
  goToFirst: () => void;
}

/** `connection`: as the page's fragment reads it (its edges and total); `pagination`: its fragment's paging. */
export function usePagedList<T>(
  connection: Edges<T> & { readonly totalCount: number },
  pageSize: number,
  pagination: PagedConnection,
): PagedList<T> {
  const items = nodesOf(connection);
  const { totalCount } = connection;
  const [pageIndex, setPageIndex] = useState(0);
  const lastLoadedIndex = Math.max(0, Math.ceil(items.length / pageSize) - 1);
  // a page emptied by a change of the list falls back to the last one that has rows
  const shownIndex = pagination.hasNext ? pageIndex : Math.min(pageIndex, lastLoadedIndex);
  const nextStart = (shownIndex + 1) * pageSize;
  const canGoForward = nextStart < items.length || pagination.hasNext;

  const goForward = () => {
    if (nextStart < items.length) {
      setPageIndex(shownIndex + 1);
      return;
    }
    if (!pagination.hasNext || pagination.isLoadingNext) return;
    pagination.loadNext(pageSize, {
      onComplete: (error) => {
        if (!error) setPageIndex(shownIndex + 1);
      },
    });
  };

  return {
    rows: items.slice(shownIndex * pageSize, nextStart),
    pageNumber: shownIndex + 1,
    pageCount: Math.max(1, Math.ceil(totalCount / pageSize), Math.ceil(items.length / pageSize), shownIndex + 1),
    canGoBack: shownIndex > 0,
    canGoForward,
    isLoading: pagination.isLoadingNext,
    goBack: () => setPageIndex(Math.max(0, shownIndex - 1)),
    goForward,
    goToFirst: () => setPageIndex(0),
  };
}
