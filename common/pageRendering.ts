// The contract between the server and the server's build of the client (client/src/renderPage.tsx,
// loaded from client/dist-server/): the server never imports the client's source, only this.
import type { HeadTags, PageHead } from './pageHead.ts';
import type { PublicSiteSettings } from './siteSettings.ts';

/** What the server renders a page for. */
export interface ServerRequest {
  location: string;
  /** The site's address the page is made for (PUBLIC_ORIGIN, else the request's). */
  origin: string;
  /** The visitor's Cookie header as far as a render reads it (the age disclaimer's acceptance), or null. */
  cookies: string | null;
  siteSettings: PublicSiteSettings;
}

/** A GraphQL answer as the server's handler gives it. */
export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string }[];
  extensions?: Record<string, unknown>;
}

/** Runs one of the app's GraphQL documents (persisted id, or text in development) for the visitor. */
export type ExecuteGraphQL = (
  document: { documentId: string } | { query: string },
  variables: Record<string, unknown>,
) => Promise<GraphQLAnswer>;

/** The status a page answers with, known from its route's query before it is rendered. */
export type PageStatus = 200 | 301 | 404 | 410;

export interface RenderedPage {
  /** The app's HTML, ready: every query answered, every lazy page loaded. */
  html: ReadableStream<Uint8Array>;
  /** The Relay store's records once the HTML is complete, for the browser's environment. */
  records: () => Record<string, unknown>;
  /** Errors met while rendering (a component that threw); the server answers its error page instead. */
  errors: unknown[];
  /** The page's styles, one <style> element for its head (the HTML itself has none). */
  stylesElement: string;
  /** The head the page's components gave (common/pageHead.ts), complete once the HTML is. */
  head: () => PageHead;
}

/** A page whose route's query has run (once: the render reads its answer from the store). */
export interface PreparedPage {
  /** False when the route's query failed (the database did not answer): the browser renders the page then. */
  answered: boolean;
  status: PageStatus;
  /** With status 301: the path (and query) the page now lives at. */
  redirectTo: string | null;
  /** The texts of the route's head from its query (`pageHead`), when it has them: a page the browser renders gets these. */
  tags: HeadTags | null;
  /** Renders the page over the store the query filled (to be called once, or not at all). */
  render(signal?: AbortSignal): Promise<RenderedPage>;
}

/** What the server needs of client/src/renderPage.tsx. */
export interface PageRenderer {
  /** Resolves the request's route and runs its query; rendering waits for `render`. */
  preparePage(request: ServerRequest, execute: ExecuteGraphQL, signal?: AbortSignal): Promise<PreparedPage>;
  /** Both in one, whatever the status (benches and tools). */
  renderPage(request: ServerRequest, execute: ExecuteGraphQL, signal?: AbortSignal): Promise<RenderedPage>;
}
