// Infinite scroll trigger: asks for the next page when the sentinel comes within a screen and a half below
// the viewport (issue 33: the next cards are there before the visitor reaches the end; SPEC section 9 asked
// for the sentinel fully in view), and only when there is a next page and none is loading already.
import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** How far below the viewport the sentinel starts the next page: 150% of the viewport's height. */
export const PREFETCH_ROOT_MARGIN = '0px 0px 150% 0px';

export function InfiniteScrollSentinel({
  hasNext,
  isLoadingNext,
  onLoadMore,
}: {
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  // observing afresh after each load re-checks a sentinel that stayed in view (a short page)
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasNext || isLoadingNext || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 1)) {
          observer.disconnect();
          loadMore.current();
        }
      },
      { rootMargin: PREFETCH_ROOT_MARGIN, threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext]);

  return <Box ref={ref} height="1px" data-testid="infinite-scroll-sentinel" aria-hidden="true" />;
}
