// The public pages rendered on the server (docs/architecture.md section 13): the route table's route for the
// address (common/routes.ts, app/routes.tsx), its query executed once by the server itself through `execute`
// (no HTTP round trip), its status read from the answer before anything is rendered (a 404 or 301 costs no
// render), then the same routes, pages and query rendered over the store that answer filled, the head the
// page's components give collected, and the store handed back for the browser to hydrate with.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  Environment,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
  type IEnvironment,
  type RequestParameters,
} from 'relay-runtime';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { App } from './app/App.tsx';
import type {
  ExecuteGraphQL,
  PageStatus,
  PreparedPage,
  RenderedPage,
  ServerRequest,
} from '../../common/pageRendering.ts';
import { mergeHeadParts, type HeadPart, type HeadTags } from '../../common/pageHead.ts';
import { matchRoute } from '../../common/routes.ts';
import { languageOfPath } from '../../common/languages.ts';
import { i18nFor } from './lib/i18n.ts';
import { loadEveryCatalog } from './lib/moduleMessages.ts';
import type { I18n } from '@lingui/core';
import { collectingStyleCache } from './app/pageStyles.ts';
import { HEAD_ONLY_ROUTES, loadPageModule, pageExports } from './app/routes.tsx';
import { HeadPartsContext } from './components/DocumentHead.tsx';

function documentOf(params: RequestParameters): { documentId: string } | { query: string } {
  if (params.id) return { documentId: params.id };
  if (params.text) return { query: params.text };
  throw new Error(`The document ${params.name} has neither an id nor a text.`);
}

/** A reference a loader gave: Relay's PreloadedQuery (its `source` is the request, when one was made). */
interface LoadedReference {
  source?: { toPromise(): Promise<unknown> };
  dispose?: () => void;
}

/** The route's head as its query answered it: the first `pageHead` of the store's root. */
function answeredHead(
  environment: IEnvironment,
): { status: PageStatus; redirectTo: string | null; tags: HeadTags } | null {
  const source = environment.getStore().getSource();
  const root = source.get('client:root') as Record<string, unknown> | null | undefined;
  const key = Object.keys(root ?? {}).find((field) => field.startsWith('pageHead('));
  const reference = key ? (root?.[key] as { __ref?: string } | null) : null;
  const record = reference?.__ref ? (source.get(reference.__ref) as Record<string, unknown> | null | undefined) : null;
  if (!record || typeof record.status !== 'number') return null;
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  return {
    status: ([200, 301, 404, 410] as const).find((status) => status === record.status) ?? 200,
    redirectTo: typeof record.redirectTo === 'string' ? record.redirectTo : null,
    tags: {
      title: text('title'),
      description: text('description'),
      keywords: text('keywords'),
      canonicalUrl: text('canonicalUrl'),
      robots: text('robots'),
    },
  };
}

/**
 * Runs the query of the request's route (path and search) and tells its status; `render` then renders the
 * page to HTML once everything has loaded, over the store the query filled.
 */
export async function preparePage(
  request: ServerRequest,
  execute: ExecuteGraphQL,
  signal?: AbortSignal,
): Promise<PreparedPage> {
  const environment = new Environment({
    network: Network.create((params, variables) => execute(documentOf(params), variables) as Promise<GraphQLResponse>),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  // the route table's address: the page's language is its prefix (/hi), the routes are the same in each
  const address = new URL(request.location, 'http://localhost');
  const language = languageOfPath(address.pathname);
  const url = new URL(`${language.path}${address.search}`, address);
  const match = matchRoute(url.pathname);
  // the page's texts: its language's every catalog, the page's own and those of the modules it loads lazily (i18n.ts)
  const i18n = await i18nFor(language.language);
  await loadEveryCatalog(i18n);
  // the route's query, started as the browser's router starts it (its loader), and waited for
  let loaded: LoadedReference | null = null;
  let answered = true;
  let nothingToLoad = false;
  if (match && match.route.area !== 'signedIn') {
    const { loader } = pageExports(
      match.route.module,
      await loadPageModule(match.route.module),
      environment,
      HEAD_ONLY_ROUTES.has(match.id),
    );
    const reference = loader?.({
      params: match.params,
      request: new Request(url, { signal }),
      // the page's language, as the browser's router gives it (lib/useRouteQuery.ts)
      context: { language: language.language },
    } as LoaderFunctionArgs);
    // a loader that loads nothing for the address (an ad's id that cannot be one): it names no page
    if (loader && reference == null) nothingToLoad = true;
    loaded = (reference ?? null) as LoadedReference | null;
    await loaded?.source?.toPromise().catch(() => {
      answered = false;
    });
  }
  const head = answeredHead(environment);
  const status: PageStatus = match && !nothingToLoad ? (head?.status ?? 200) : 404;
  return {
    answered,
    status,
    redirectTo: head?.redirectTo ?? null,
    tags: head?.tags ?? null,
    render: async (renderSignal) => {
      try {
        return await renderApp(environment, request, i18n, renderSignal ?? signal);
      } finally {
        loaded?.dispose?.();
      }
    },
  };
}

/** The page prepared and rendered in one (benches and tools; the server prepares first, to answer 301 and 404 unrendered). */
export async function renderPage(
  request: ServerRequest,
  execute: ExecuteGraphQL,
  signal?: AbortSignal,
): Promise<RenderedPage> {
  return (await preparePage(request, execute, signal)).render(signal);
}

async function renderApp(
  environment: IEnvironment,
  request: ServerRequest,
  i18n: I18n,
  signal?: AbortSignal,
): Promise<RenderedPage> {
  const errors: unknown[] = [];
  const parts: HeadPart[] = [];
  const styles = collectingStyleCache();
  // prerender (not renderToReadableStream) waits for every query and lazy page before writing: the HTML
  // holds finished content, never a fallback plus the inline script that would swap it in
  const { prelude } = await prerender(
    <StrictMode>
      <HeadPartsContext.Provider value={(part) => void parts.push(part)}>
        <App environment={environment} i18n={i18n} request={request} styleCache={styles.cache} />
      </HeadPartsContext.Provider>
    </StrictMode>,
    // and never splits a large finished boundary out to be revealed by an inline script either
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  return {
    html: prelude,
    records: () => environment.getStore().getSource().toJSON(),
    errors,
    stylesElement: styles.styleElement(),
    head: () => mergeHeadParts(parts),
  };
}
