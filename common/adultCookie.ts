// The age disclaimer's acceptance as a cookie: the browser sets it (client/src/lib/session.ts), or the
// server when the disclaimer's form is posted without a script (server/adult-consent.ts); the server reads
// it to render a page with or without the disclaimer over its content.
/**
 * The age disclaimer's acceptance is also a cookie, the one thing of the session the server sees: a page
 * it renders for a visitor without it carries the disclaimer over the content (renderPage.tsx).
 */
export const ADULT_COOKIE = 'adult_ok';

/** How long the acceptance is remembered, in seconds: a year. */
export const ADULT_COOKIE_SECONDS = 365 * 24 * 3600;

/**
 * The address the disclaimer's form posts to (server/adult-consent.ts): the page works before its script
 * has run, and without one.
 */
export const ADULT_CONSENT_PATH = '/adult-consent';

/** The form's fields: the button pressed and the address to come back to. */
export const ADULT_CONSENT_FIELDS = { choice: 'choice', returnTo: 'returnTo' } as const;
export type AdultConsentChoice = 'accept' | 'decline';

/** The cookie as set (document.cookie or a Set-Cookie header): the same by the browser and the server. */
export function adultCookie(secure: boolean): string {
  return `${ADULT_COOKIE}=1; Max-Age=${ADULT_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether a cookie header (the browser's document.cookie, or a request's Cookie header on the server) holds the acceptance. */
export function acceptedInCookies(cookies: string | null | undefined): boolean {
  // bounded: a request's header is the visitor's to make large
  return (cookies ?? '').slice(0, 8192).split(/;\s*/).includes(`${ADULT_COOKIE}=1`);
}
