// The query a route page preloaded (Relay's render-as-you-fetch): the router starts the page's query
// as soon as the page's code arrives and hands the reference down through this context.
import { createContext, useContext } from 'react';

export interface PageQuery {
  /** The PreloadedQuery of the page's loader. */
  ref: unknown;
  /** Runs the page's loader again (a "Try again" after a failed load). */
  reload: () => void;
}

export const PageQueryContext = createContext<PageQuery | null>(null);

function usePageQuery(): PageQuery {
  const pageQuery = useContext(PageQueryContext);
  if (!pageQuery) throw new Error('This page was rendered without its route loader.');
  return pageQuery;
}

/** The page's preloaded query reference, for `usePreloadedQuery`. */
export function usePageQueryRef<Ref>(): Ref {
  return usePageQuery().ref as Ref;
}

export function usePageQueryReload(): () => void {
  return usePageQuery().reload;
}
