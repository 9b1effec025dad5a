// The age disclaimer's acceptance as a cookie: the browser sets it (client/src/lib/session.ts), the server
// reads it to render a page with or without the disclaimer over its content.
/**
 * The age disclaimer's acceptance is also a cookie, the one thing of the session the server sees: a page
 * it renders for a visitor without it carries the disclaimer over the content (renderPage.tsx).
 */
export const ADULT_COOKIE = 'adult_ok';

/** Whether a cookie header (the browser's document.cookie, or a request's Cookie header on the server) holds the acceptance. */
export function acceptedInCookies(cookies: string | null | undefined): boolean {
  // bounded: a request's header is the visitor's to make large
  return (cookies ?? '').slice(0, 8192).split(/;\s*/).includes(`${ADULT_COOKIE}=1`);
}
