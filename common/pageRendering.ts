// The contract between the server and the server's build of the client (client/src/renderPage.tsx,
// loaded from client/dist-server/): the server never imports the client's source, only this.
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
export type ExecuteGraphQL = (document: { documentId: string } | { query: string }, variables: Record<string, unknown>) => Promise<GraphQLAnswer>;

export interface RenderedPage {
  /** The app's HTML, ready: every query answered, every lazy page loaded. */
  html: ReadableStream<Uint8Array>;
  /** The Relay store's records once the HTML is complete, for the browser's environment. */
  records: () => Record<string, unknown>;
  /** Errors met while rendering (a component that threw); the server answers its error page instead. */
  errors: unknown[];
  /** The page's styles, one <style> element for its head (the HTML itself has none). */
  stylesElement: string;
}

/** What the server needs of client/src/renderPage.tsx. */
export interface PageRenderer {
  renderPage(request: ServerRequest, execute: ExecuteGraphQL, signal?: AbortSignal): Promise<RenderedPage>;
}
