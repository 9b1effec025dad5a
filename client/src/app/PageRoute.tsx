// Runs a page's loader for the current address and provides the query reference to the page
// (lib/page-query.ts). A new address (path or search) loads again; the same one reuses its query.
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation, useParams, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { PageQueryContext } from '../lib/page-query.ts';

export function PageRoute({ loader, children }: { loader: LoaderFunction; children: ReactNode }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const run = useCallback(
    () => loader({ params, request: new Request(new URL(address, window.location.origin)), context: undefined } as LoaderFunctionArgs),
    // params follow the address
    [loader, address],
  );
  const [loaded, setLoaded] = useState(() => ({ address, ref: run(), attempt: 0 }));
  const current = loaded.address === address ? loaded : { address, ref: run(), attempt: 0 };
  if (current !== loaded) setLoaded(current);

  const reload = useCallback(() => setLoaded((previous) => ({ address: previous.address, ref: run(), attempt: previous.attempt + 1 })), [run]);
  // the page suspends below this boundary, so this route keeps its query instead of loading it again
  return (
    <PageQueryContext.Provider value={{ ref: current.ref, reload }}>
      <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>
    </PageQueryContext.Provider>
  );
}
