// Request bodies are bounded before they are read: a declared Content-Length over the limit is
// refused at once, and a body without one (chunked) is cut off as soon as it crosses the limit.
// GraphQL (server/graphql/request-bodies.ts) and REST (server/rest/app.ts) both read through here.
import { TooLargeError } from './errors.ts';

const KB = 1024;
const MB = 1024 * 1024;

/** '64 KB', '1 MB', '101 MB': a limit as people say it. */
export function sizeInWords(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / KB)} KB`;
}

export function bodyTooLargeMessage(maxBytes: number): string {
  return `The request is too large: at most ${sizeInWords(maxBytes)} may be sent.`;
}

/** The body's declared length, or null when it has none (a chunked body). */
export function declaredLength(headers: Headers): number | null {
  const value = headers.get('content-length');
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** Throws `TooLargeError(message)` when the body declares more than `maxBytes`, before a byte is read. */
export function refuseDeclaredLength(
  headers: Headers,
  maxBytes: number,
  message = bodyTooLargeMessage(maxBytes),
): void {
  const length = declaredLength(headers);
  if (length !== null && length > maxBytes) throw new TooLargeError(message);
}

/**
 * `body` passed through a counter that fails the stream with `refusal()` (by default a
 * `TooLargeError`) once more than `maxBytes` have come, and cancels the source, so nothing past
 * the limit is read.
 */
export function limitBodyStream(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  refusal: () => Error = () => new TooLargeError(bodyTooLargeMessage(maxBytes)),
): ReadableStream<Uint8Array> {
  let received = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(refusal());
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** The whole body as bytes, refused with `TooLargeError` past `maxBytes` (declared or as it comes). */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  message = bodyTooLargeMessage(maxBytes),
): Promise<Uint8Array> {
  refuseDeclaredLength(request.headers, maxBytes, message);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLargeError(message);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, received);
}
