// Public pages rendered on the server (docs/architecture.md section 13): the client's own route table and
// Relay queries (client/src/renderPage.tsx, built by `npm run build` into client/dist-server/), the
// route's query executed once in this process through the GraphQL handler, the HTML written into the
// page's document (page-document.ts) and the Relay store embedded for the browser to hydrate from.
// Dashboards stay rendered in the browser: nothing there is for search engines, and they need the
// visitor's session.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type {
  ExecuteGraphQL,
  PageRenderer,
  PreparedPage,
  RenderedPage,
  ServerRequest,
} from '../common/pageRendering.ts';
import { escapeHtml, type PageHead } from '../common/pageHead.ts';
import { isRenderedInBrowser } from '../common/routes.ts';

export type { ExecuteGraphQL, PageRenderer, PreparedPage, RenderedPage, ServerRequest };

/** Where `npm run build` puts the server's build of the client. */
export const PAGE_RENDERER_FILE = resolve(import.meta.dirname, '../client/dist-server/renderPage.js');

/**
 * Pages rendered at once, at most: each costs a React render (tens of milliseconds of CPU), so a flood of
 * page requests must not queue renders without bound. Past it a page is answered with the shell and
 * renders in the browser, as before server rendering: slower for that visitor, never down for all.
 */
export const MAX_CONCURRENT_RENDERS = 8;

/** Counts renders in flight; `tryEnter` answers false when the bound is reached. */
export function createRenderGate(limit = MAX_CONCURRENT_RENDERS) {
  let inFlight = 0;
  return {
    tryEnter(): boolean {
      if (inFlight >= limit) return false;
      inFlight += 1;
      return true;
    },
    leave(): void {
      inFlight = Math.max(0, inFlight - 1);
    },
    get inFlight() {
      return inFlight;
    },
  };
}

export type RenderGate = ReturnType<typeof createRenderGate>;

/** Longest a page may take to render before the visitor gets the error page instead. */
export const RENDER_TIMEOUT_MS = 10_000;

/** The server's build of the client, if there is one (`npm run dev` without a build renders in the browser). */
export async function loadPageRenderer(file = PAGE_RENDERER_FILE): Promise<PageRenderer | null> {
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * Whether the server renders a path: not the signed-in areas (their routes check the visitor's role in the
 * browser) nor the sign-in forms (common/routes.ts).
 */
export function isServerRendered(pathname: string): boolean {
  return !isRenderedInBrowser(pathname);
}

/**
 * Renders a prepared page and writes its document: resolves to the page's HTML as a stream, or throws when
 * the page cannot be rendered whole (a component failed, a query timed out), so the caller answers its
 * error page. `documentOf` makes the document's parts from the head the render gave and its styles.
 */
export async function renderedBody(
  prepared: PreparedPage,
  documentOf: (head: PageHead, stylesElement: string) => { start: string; end: (records: unknown) => string },
  logger: Pick<Logger, 'error'>,
  requestId: string,
): Promise<ReadableStream<Uint8Array>> {
  const page = await prepared.render(AbortSignal.timeout(RENDER_TIMEOUT_MS));
  if (page.errors.length > 0) {
    for (const error of page.errors) logger.error({ err: error, reqId: requestId }, 'page rendering failed');
    await page.html.cancel();
    throw new Error('Rendering the page failed.');
  }
  const encoder = new TextEncoder();
  const document = documentOf(page.head(), page.stylesElement);
  const reader = page.html.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(document.start));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) {
        controller.enqueue(value);
        return;
      }
      controller.enqueue(encoder.encode(document.end(page.records())));
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** The page a visitor gets when rendering failed: the request id to quote, nothing of the failure itself. */
export function renderingErrorPage(requestId: string, productName: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Something went wrong | ${escapeHtml(productName)}</title></head>
<body style="font-family: system-ui, sans-serif; margin: 0"><main style="max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Something went wrong</h1>
<p>This page could not be shown. Please try again in a moment.</p>
<p>If it keeps happening, tell us this reference: <code>${escapeHtml(requestId)}</code></p>
<p><a href="/">Back to Home</a></p>
</main></body></html>`;
}
