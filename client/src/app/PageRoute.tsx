// Runs a page's loader for the current address (lib/useRouteQuery.ts) and provides the query reference
// to the page (lib/pageQuery.ts). A new address (path or search) loads again; the same one reuses its query.
import { createContext, Suspense, useContext, type ReactNode } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { PageQueryContext } from '../lib/pageQuery.ts';
import { useRouteQuery } from '../lib/useRouteQuery.ts';

/** What a page shows while its code and data load: a spinner, or in a dashboard its content's skeleton (ProtectedLayout). */
export const PageFallback = createContext<ReactNode>(<LoadingSpinner />);

export function PageRoute({ loader, children }: { loader: LoaderFunction; children: ReactNode }) {
  const pageQuery = useRouteQuery(loader);
  const fallback = useContext(PageFallback);
  // the page suspends below this boundary, so this route keeps its query instead of loading it again
  return (
    <PageQueryContext.Provider value={pageQuery}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PageQueryContext.Provider>
  );
}
