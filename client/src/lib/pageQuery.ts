// The query a route page preloaded (Relay's render-as-you-fetch): the router starts the page's query
// as soon as the page's code arrives and hands the reference down through this context.
import { createContext, useContext } from 'react';
import { loadQuery, usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { FetchPolicy, IEnvironment, OperationType } from 'relay-runtime';

export interface PageQuery {
  /** The PreloadedQuery of the page's loader. */
  ref: unknown;
  /** Runs the page's loader again (a "Try again" after a failed load). */
  reload: () => void;
}

export const PageQueryContext = createContext<PageQuery | null>(null);

function usePageQueryContext(): PageQuery {
  const pageQuery = useContext(PageQueryContext);
  if (!pageQuery) throw new Error('This page was rendered without its route loader.');
  return pageQuery;
}

/** The page's preloaded query reference, for `usePreloadedQuery`. */
export function usePageQueryRef<Ref>(): Ref {
  return usePageQueryContext().ref as Ref;
}

export function usePageQueryReload(): () => void {
  return usePageQueryContext().reload;
}

/**
 * The loader of a page whose query takes no variables (the dashboard screens):
 * `export const fooPageLoader = pageQueryLoader<FooPageQuery>(FooPageQueryNode);`. Dashboards show
 * what is stored at once and ask the server again ('store-and-network') unless told otherwise.
 */
export function pageQueryLoader<Q extends OperationType>(
  query: GraphQLTaggedNode,
  fetchPolicy: FetchPolicy = 'store-and-network',
): (environment: IEnvironment) => LoaderFunction {
  return (environment) => () => loadQuery<Q>(environment, query, {}, { fetchPolicy });
}

/** The data of the query the page's loader started (`query` is the same node the loader ran). */
export function usePageQueryData<Q extends OperationType>(query: GraphQLTaggedNode): Q['response'] {
  return usePreloadedQuery<Q>(query, usePageQueryRef<PreloadedQuery<Q>>());
}
