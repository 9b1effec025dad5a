// Shows another page of a refetchable fragment without a Suspense fallback: the current data stays on
// screen while the new data is fetched, and a failure is a state the screen shows, not an error page.
// This is the pattern Relay documents for refetching without suspending (`fetchQuery`, then `refetch`
// with `store-only`), plus the one thing it leaves to the caller: the fetched data is retained until
// the next fetch, so it cannot be garbage-collected before it is shown.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import {
  createOperationDescriptor,
  type ConcreteRequest,
  type Disposable,
  type OperationType,
  type Subscription,
} from 'relay-runtime';

export type FetchStatus = 'shown' | 'loading' | 'failed';

/**
 * `refetch` is the fragment's (usePaginationFragment or useRefetchableFragment); `show(variables)`
 * fetches from the server every time, then shows the result in a transition (React renders it in slices).
 */
export function useFetchThenShow<Q extends OperationType>(
  query: ConcreteRequest,
  refetch: (variables: Q['variables'], options: { fetchPolicy: 'store-only' }) => unknown,
  initialStatus: FetchStatus = 'shown',
): { status: FetchStatus; show: (variables: Q['variables']) => void } {
  const environment = useRelayEnvironment();
  const [status, setStatus] = useState<FetchStatus>(initialStatus);
  const inFlight = useRef<Subscription | null>(null);
  const retained = useRef<Disposable | null>(null);

  const show = useCallback(
    (variables: Q['variables']) => {
      inFlight.current?.unsubscribe();
      retained.current?.dispose();
      retained.current = environment.retain(createOperationDescriptor(query, variables));
      // dimming the current cards re-renders the whole list: in slices too
      startTransition(() => setStatus('loading'));
      inFlight.current = fetchQuery<Q>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({
        complete: () =>
          startTransition(() => {
            refetch(variables, { fetchPolicy: 'store-only' });
            setStatus('shown');
          }),
        error: () => setStatus('failed'),
      });
    },
    [environment, query, refetch],
  );

  useEffect(
    () => () => {
      inFlight.current?.unsubscribe();
      retained.current?.dispose();
    },
    [],
  );

  return { status, show };
}
