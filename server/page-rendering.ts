// Public pages rendered on the server (docs/architecture.md section 13): the client's own routes and
// Relay queries (client/src/renderPage.tsx, built by `npm run build` into client/dist-server/),
// their queries executed in this process through the GraphQL handler, the HTML put into the app
// shell's root, and the Relay store embedded for the browser to hydrate from. Dashboards stay
// rendered in the browser: nothing there is for search engines, and they need the visitor's session.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { ExecuteGraphQL, PageRenderer, ServerRequest } from '../common/pageRendering.ts';
import { escapeHtml } from './modules/seo/head.ts';
import { isRenderedInBrowser } from '../common/routes.ts';

export type { ExecuteGraphQL, PageRenderer, ServerRequest };


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

/** The store as a JSON data block: never executed (the CSP allows no inline script), `<` escaped so no text closes it. */
export function storeScript(records: unknown): string {
  const json = JSON.stringify(records).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="relay-store">${json}</script>`;
}

const ROOT = /<div id="root">[\s\S]*?<\/div>/;
const SCRIPT_OR_PRELOAD = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * A rendered page shows without its scripts: they only make it interactive. Fetched at low priority,
 * they leave the bandwidth to the page's lead image first (and Lighthouse's simulation no longer
 * counts them as blocking the first paint).
 */
export function deprioritizeScripts(shell: string): string {
  return shell.replace(SCRIPT_OR_PRELOAD, '<$1 fetchpriority="low"');
}

const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
const HEAD_END = /<\/head>/i;
const BODY_END = /<\/body>/i;

/** `text` cut in two at the first match of `pattern`, the match starting the second part; null without one. */
function cutAt(text: string, pattern: RegExp): [string, string] | null {
  const match = pattern.exec(text);
  return match ? [text.slice(0, match.index), text.slice(match.index)] : null;
}

/** The shell in the pieces a rendered page is written from, in order: nothing is ever replaced inside text. */
export interface ShellParts {
  /** Everything before `</head>`: the page's styles follow it. */
  head: string;
  /** From `</head>` to the root's opening tag: the rendered app follows it. */
  toRoot: string;
  /** What follows the root, up to `</body>` (the noscript notice left out: the page is there): the store follows it. */
  toBodyEnd: string;
  /** `</body>` and what follows it. */
  end: string;
}

/**
 * The shell around the rendered app, cut at its head's end, its root and its body's end (null if it lacks one). The shell's
 * first paint (the header bar in the root) gives way to the real page. Parts are written in order, never
 * spliced with `String.prototype.replace`: a replacement string reads `$\``, `$'` and `$&` as patterns, so
 * an ad named "Priya $\`" would have copied the page into its own store and broken it for every visitor.
 */
export function splitShell(shell: string): ShellParts | null {
  const root = ROOT.exec(shell);
  if (!root) return null;
  const beforeRoot = `${shell.slice(0, root.index)}<div id="root">`;
  const afterRoot = shell.slice(root.index + root[0].length).replace(NOSCRIPT, '');
  const headCut = cutAt(beforeRoot, HEAD_END);
  const bodyCut = cutAt(afterRoot, BODY_END);
  if (!headCut || !bodyCut) return null;
  return { head: headCut[0], toRoot: headCut[1], toBodyEnd: bodyCut[0], end: bodyCut[1] };
}

/** The page after the app's HTML: the root closed, the rest of the body, the store, the body's end. */
export function pageEnd(parts: ShellParts, records: unknown): string {
  return ['</div>', parts.toBodyEnd, storeScript(records), '\n', parts.end].join('');
}

/**
 * Renders `location` into `shell`: resolves to the page's HTML as a stream, or throws when the page
 * cannot be rendered whole (a component failed, a query timed out), so the caller answers its error page.
 */
export async function renderIntoShell(
  renderer: PageRenderer,
  shell: string,
  request: ServerRequest,
  execute: ExecuteGraphQL,
  logger: Pick<Logger, 'error'>,
  requestId: string,
): Promise<ReadableStream<Uint8Array>> {
  const parts = splitShell(deprioritizeScripts(shell));
  if (!parts) throw new Error('The client shell has no head, root element or body to render into.');
  const { location } = request;
  const page = await renderer.renderPage(request, execute, AbortSignal.timeout(RENDER_TIMEOUT_MS));
  if (page.errors.length > 0) {
    for (const error of page.errors) logger.error({ err: error, reqId: requestId, location }, 'page rendering failed');
    await page.html.cancel();
    throw new Error(`Rendering ${location} failed.`);
  }
  const encoder = new TextEncoder();
  const records = page.records();
  const before = [parts.head, page.stylesElement, '\n', parts.toRoot].join('');
  const reader = page.html.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(before));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) {
        controller.enqueue(value);
        return;
      }
      controller.enqueue(encoder.encode(pageEnd(parts, records)));
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
