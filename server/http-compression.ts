// Compression of text answers, and headers set on a finished answer in place. Hono's `c.header` after
// the handler (and so its compress middleware, which adds `Vary` that way) turns the node server's
// lightweight answer into a full Response whose body is then streamed: a fifth of a listing's CPU
// (issue 34, docs/decisions/0119-answers-written-as-given.md).
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Hono compress's own bound: smaller answers are never compressed. */
const COMPRESS_THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Sets a header on the finished answer without copying it. Headers of an answer made immutable
 * (Response.redirect, a fetched one) cannot be changed in place: it is copied then, as Hono does.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** Whether Hono's compress would compress this answer for a client that accepts gzip. */
function compressible(c: Context): boolean {
  const headers = c.res.headers;
  const length = headers.get('content-length');
  return (
    c.res.status !== 206 &&
    c.req.method !== 'HEAD' &&
    !headers.has('content-encoding') &&
    !headers.has('transfer-encoding') &&
    !(length && Number(length) < COMPRESS_THRESHOLD) &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('content-type') ?? '') &&
    !NO_TRANSFORM.test(headers.get('cache-control') ?? '')
  );
}

/**
 * Gzip (or deflate) for text answers when the client accepts it, by Hono's compress. A request that
 * names no encoding (an API client, a proxy that compresses itself) gets the answer as the handler
 * wrote it, with the `Vary: Accept-Encoding` compress would have added, set in place.
 */
export function compressTextAnswers(): MiddlewareHandler {
  const compressed = compress({ threshold: COMPRESS_THRESHOLD });
  return async (c, next) => {
    if (c.req.header('accept-encoding') !== undefined) return compressed(c, next);
    await next();
    if (!compressible(c)) return;
    const vary = c.res.headers.get('vary');
    if (vary === '*' || (vary && VARIES_BY_ENCODING.test(vary))) return;
    setAnswerHeader(c, 'vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  };
}
