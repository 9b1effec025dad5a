// The public pages rendered on the server (docs/architecture.md section 13): the same routes, pages and
// Relay queries as in the browser, the queries executed by the server itself through `execute` (no HTTP
// round trip), and the store the page was rendered from handed back for the browser to hydrate with.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters } from 'relay-runtime';
import { App } from './app/App.tsx';
import type { ExecuteGraphQL, RenderedPage, ServerRequest } from '../../common/pageRendering.ts';
import { collectingStyleCache } from './app/pageStyles.ts';

function documentOf(params: RequestParameters): { documentId: string } | { query: string } {
  if (params.id) return { documentId: params.id };
  if (params.text) return { query: params.text };
  throw new Error(`The document ${params.name} has neither an id nor a text.`);
}

/**
 * Renders the request's location (path and search) to HTML once everything has loaded.
 */
export async function renderPage(request: ServerRequest, execute: ExecuteGraphQL, signal?: AbortSignal): Promise<RenderedPage> {
  const environment = new Environment({
    network: Network.create((params, variables) => execute(documentOf(params), variables) as Promise<GraphQLResponse>),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  const errors: unknown[] = [];
  const styles = collectingStyleCache();
  // prerender (not renderToReadableStream) waits for every query and lazy page before writing: the HTML
  // holds finished content, never a fallback plus the inline script that would swap it in
  const { prelude } = await prerender(
    <StrictMode>
      <App environment={environment} request={request} styleCache={styles.cache} />
    </StrictMode>,
    // and never splits a large finished boundary out to be revealed by an inline script either
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  return { html: prelude, records: () => environment.getStore().getSource().toJSON(), errors, stylesElement: styles.styleElement() };
}
