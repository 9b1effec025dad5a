// The age disclaimer's form (common/adultCookie.ts ADULT_CONSENT_PATH): Accept and Decline are a plain
// form, so they work at the first paint, before the app's script has run, and without one. Accept sets the
// acceptance cookie exactly as the browser's app does; both answer 303 back to the page the form was on.
// The address to come back to is the visitor's to write: only a path of this site is followed (never
// `//host` or a scheme: no open redirect), and anything else, or a body over the bound, goes home.
import { adultCookie, ADULT_CONSENT_FIELDS, type AdultConsentChoice } from '../common/adultCookie.ts';
import { readLimitedBody } from './lib/body-limits.ts';

/** The form's body is two short fields: a longer one is refused unread. */
export const ADULT_CONSENT_MAX_BYTES = 4096;
/** The longest address the form returns to; a page's address is far shorter. */
const MAX_RETURN_PATH = 2048;

/** A same-site path to return to (`/call-girls/mumbai?q=x`), or null for anything else. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH) return null;
  // one leading slash, then not a second one or a backslash (browsers read `/\host` as `//host`)
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // no control characters or backslashes anywhere: an address of the site has none
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '\\') return null;
  }
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}`;
}

export interface AdultConsentAnswer {
  /** Where the 303 goes. */
  location: string;
  /** The Set-Cookie header, for Accept. */
  cookie: string | null;
}

/** The answer to the disclaimer's form, from the request: never throws; bad input goes home. */
export async function answerAdultConsent(request: Request, secure: boolean): Promise<AdultConsentAnswer> {
  const home: AdultConsentAnswer = { location: '/', cookie: null };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readLimitedBody(request, ADULT_CONSENT_MAX_BYTES));
  } catch {
    // over the bound (TooLargeError), not UTF-8, or the body broke off: nothing to follow
    return home;
  }
  const fields = new URLSearchParams(text);
  const choice = fields.get(ADULT_CONSENT_FIELDS.choice) as AdultConsentChoice | null;
  const location = sameSitePath(fields.get(ADULT_CONSENT_FIELDS.returnTo));
  if ((choice !== 'accept' && choice !== 'decline') || !location) return home;
  // Decline sets nothing: the page comes back with the disclaimer still over it
  return { location, cookie: choice === 'accept' ? adultCookie(secure) : null };
}
