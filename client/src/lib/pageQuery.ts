// The query a route page preloaded (Relay's render-as-you-fetch): the router starts the page's query
// as soon as the page's code arrives and hands the reference down through this context.
import { createContext, useContext } from 'react';
import { loadQuery, usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import { getRequest, type FetchPolicy, type IEnvironment, type OperationType, type Variables } from 'relay-runtime';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../common/languages.ts';

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
 * The language of the page a route's loader runs for (issue 35), which the router hands it as its context
 * (lib/useRouteQuery.ts in the browser, renderPage.tsx on the server): a page query's `pageHead` and texts
 * are asked in it. English when none is given.
 */
export function loaderLanguage(args: Pick<LoaderFunctionArgs, 'context'>): Language {
  const language = (args.context as { language?: unknown } | undefined)?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The loader of a page whose query takes no variables but, if it declares it, the page's language (the
 * dashboard screens; Relay keys a loaded query by the variables given, so a query is given only its own):
 * `export const fooPageLoader = pageQueryLoader<FooPageQuery>(FooPageQueryNode);`. Dashboards show
 * what is stored at once and ask the server again ('store-and-network') unless told otherwise.
 */
export function pageQueryLoader<Q extends OperationType>(
  query: GraphQLTaggedNode,
  fetchPolicy: FetchPolicy = 'store-and-network',
): (environment: IEnvironment) => LoaderFunction {
  const asksLanguage = getRequest(query).fragment.argumentDefinitions.some(({ name }) => name === 'language');
  return (environment) => (args) => {
    const variables: Variables = asksLanguage ? { language: loaderLanguage(args) } : {};
    return loadQuery<Q>(environment, query, variables as Q['variables'], { fetchPolicy });
  };
}

/** The data of the query the page's loader started (`query` is the same node the loader ran). */
export function usePageQueryData<Q extends OperationType>(query: GraphQLTaggedNode): Q['response'] {
  return usePreloadedQuery<Q>(query, usePageQueryRef<PreloadedQuery<Q>>());
}
