// Infinite scroll trigger: asks for the next page when the sentinel is fully in view (threshold 1,
// SPEC section 9), and only when there is a next page and none is loading already.
import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

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
      { threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext]);

  return <Box ref={ref} height="1px" data-testid="infinite-scroll-sentinel" aria-hidden="true" />;
}
