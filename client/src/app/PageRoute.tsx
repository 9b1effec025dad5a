// Runs a page's loader for the current address and provides the query reference to the page
// (lib/pageQuery.ts). A new address (path or search) loads again; the same one reuses its query.
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation, useParams, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { PageQueryContext } from '../lib/pageQuery.ts';

// React may render a route and throw that render away (while something suspends) before it mounts:
// the load started by the discarded render is the one the mounted route uses, once per history entry.
const loadsOfEntry = new WeakMap<LoaderFunction, { entryKey: string; ref: unknown }>();

export function PageRoute({ loader, children }: { loader: LoaderFunction; children: ReactNode }) {
  const params = useParams();
  const { pathname, search, key: entryKey } = useLocation();
  const address = `${pathname}${search}`;
  const load = useCallback(
    () => loader({ params, request: new Request(new URL(address, window.location.origin)), context: undefined } as LoaderFunctionArgs),
    // params follow the address
    [loader, address],
  );
  const run = useCallback(() => {
    const started = loadsOfEntry.get(loader);
    if (started?.entryKey === `${entryKey}${address}`) return started.ref;
    const ref = load();
    loadsOfEntry.set(loader, { entryKey: `${entryKey}${address}`, ref });
    return ref;
  }, [loader, load, entryKey, address]);
  const [loaded, setLoaded] = useState(() => ({ address, ref: run(), attempt: 0 }));
  const current = loaded.address === address ? loaded : { address, ref: run(), attempt: 0 };
  if (current !== loaded) setLoaded(current);

  const reload = useCallback(() => setLoaded((previous) => ({ address: previous.address, ref: load(), attempt: previous.attempt + 1 })), [load]);
  // the page suspends below this boundary, so this route keeps its query instead of loading it again
  return (
    <PageQueryContext.Provider value={{ ref: current.ref, reload }}>
      <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>
    </PageQueryContext.Provider>
  );
}
