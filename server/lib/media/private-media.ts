// Private files (payment screenshots) are served only through short-lived signed URLs:
// /media/private/<key>?expires=<unix seconds>&signature=<HMAC of the key and expiry>, handed out
// to whoever may read the file when they read what it belongs to. Anyone else, or the same URL
// once expired or altered, gets 404.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPrivateMediaKey, mediaUrl } from './storage.ts';

/**
 * A signed URL works for one to two hours: its expiry is rounded up to the next hour but one, so
 * the URLs of one page stay the same for an hour and the browser's cache of them keeps working.
 */
export const SIGNED_URL_STEP_SECONDS = 3600;

function signatureOf(secret: Uint8Array, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`private-media:${key}:${expires}`).digest('base64url');
}

/** The signed absolute URL of a private file, valid from `now` for one to two hours. */
export function signedMediaUrl(origin: string, key: string, secret: Uint8Array, now = new Date()): string {
  const expires = (Math.floor(now.getTime() / 1000 / SIGNED_URL_STEP_SECONDS) + 2) * SIGNED_URL_STEP_SECONDS;
  const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(secret, key, expires) });
  return `${mediaUrl(origin, key)}?${query}`;
}

/**
 * Whether a request for the private `key` carries a signature of ours that has not expired;
 * answers the seconds it has left (for the cache header), or null.
 */
export function checkSignedMedia(
  key: string,
  params: { expires?: string; signature?: string },
  secret: Uint8Array,
  now = new Date(),
): number | null {
  if (!isPrivateMediaKey(key) || !params.expires || !params.signature) return null;
  if (!/^\d{1,12}$/.test(params.expires)) return null;
  const expires = Number(params.expires);
  const left = expires - Math.floor(now.getTime() / 1000);
  if (left <= 0) return null;
  const expected = Buffer.from(signatureOf(secret, key, expires));
  const given = Buffer.from(params.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return left;
}
