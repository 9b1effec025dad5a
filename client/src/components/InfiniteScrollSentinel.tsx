// Infinite scroll trigger: asks for the next page when the sentinel comes within a screen and a half below
// the viewport (issue 33: the next cards are there before the visitor reaches the end; SPEC section 9 asked
// for the sentinel fully in view), and only when there is a next page and none is loading already.
import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** How far below the viewport the sentinel starts the next page: 150% of the viewport's height. */
export const PREFETCH_ROOT_MARGIN = '0px 0px 150% 0px';

/** How long a refused ask waits before the sentinel looks again (Relay refuses while its query is busy). */
export const REFUSED_RETRY_MS = 300;
/** How long a failed page waits before the sentinel asks again, so a failing server is not hammered. */
export const FAILED_RETRY_MS = 5_000;

/** `onComplete` as Relay's `loadNext` calls it: at once (`null`) when it refused to ask, later when done. */
export type LoadMore = (options: { onComplete: (error: Error | null) => void }) => unknown;

export function InfiniteScrollSentinel({
  hasNext,
  isLoadingNext,
  onLoadMore,
}: {
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: LoadMore;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  // when the last page failed: the next ask waits until then
  const failedUntil = useRef(0);

  // observing afresh after each load re-checks a sentinel that stayed in view (a short page)
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasNext || isLoadingNext || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a fresh observe reports the sentinel's current place, in view or not
    const lookAgainIn = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => observer.observe(element), ms);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const wait = failedUntil.current - Date.now();
        if (wait > 0) return lookAgainIn(wait);
        let asking = true;
        let refused = false;
        loadMore.current({
          onComplete: (error) => {
            if (asking) refused = true;
            else if (error) failedUntil.current = Date.now() + FAILED_RETRY_MS;
          },
        });
        asking = false;
        // a refused ask changes no state, so nothing else would make the sentinel look again
        if (refused) lookAgainIn(REFUSED_RETRY_MS);
      },
      // any part of the 1 px sentinel: a threshold of 1 can miss a sentinel on a fractional pixel
      { rootMargin: PREFETCH_ROOT_MARGIN, threshold: 0 },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [hasNext, isLoadingNext]);

  return <Box ref={ref} height="1px" data-testid="infinite-scroll-sentinel" aria-hidden="true" />;
}
