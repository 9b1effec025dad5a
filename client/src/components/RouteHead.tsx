// The head of a route that needs nothing else from the server (about, terms, privacy): declared in the
// route table (app/routes.tsx HEAD_ONLY_ROUTES) instead of a query of the page's own. Its query asks the
// route's `pageHead` (the SEO record an admin may save, its defaults filling the rest) for the address.
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { RouteHeadQuery } from '../__generated__/RouteHeadQuery.graphql';
import { DocumentHead } from './DocumentHead.tsx';
import { loaderLanguage, usePageQueryRef } from '../lib/pageQuery.ts';

const RouteHeadQueryNode = graphql`
  query RouteHeadQuery($path: String!, $language: Language) {
    pageHead(path: $path, language: $language) {
      ...DocumentHead_head
    }
  }
`;

/** Loads the head of the address's route. */
export function routeHeadLoader(environment: IEnvironment): LoaderFunction {
  return ({ request, context }) =>
    loadQuery<RouteHeadQuery>(
      environment,
      RouteHeadQueryNode,
      { path: new URL(request.url).pathname, language: loaderLanguage({ context }) },
      { fetchPolicy: 'store-or-network' },
    );
}

/** The route's head, from its loader's query. */
export function RouteHead() {
  const ref = usePageQueryRef<PreloadedQuery<RouteHeadQuery>>();
  const { pageHead } = usePreloadedQuery<RouteHeadQuery>(RouteHeadQueryNode, ref);
  return <DocumentHead head={pageHead} />;
}
