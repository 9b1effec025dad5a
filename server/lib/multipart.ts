// Multipart bodies read as a stream with busboy: text fields kept within a size, files written to
// a temporary folder as they arrive and handed on as disk-backed Files (fs.openAsBlob), the whole
// body cut off at a byte limit. Nothing is held whole in memory; `dispose()` deletes the files.
import busboy from 'busboy';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { refuseDeclaredLength } from './body-limits.ts';
import { TooLargeError } from './errors.ts';

export interface MultipartLimits {
  /** bytes of the whole body, as sent */
  maxBytes: number;
  /** message when the whole body is over `maxBytes` */
  tooLargeMessage: string;
  /**
   * bytes of one file: a longer one is kept only up to this plus one byte (the rest is skipped),
   * so that its size tells the service it was too large and the service answers its own message
   */
  maxFileBytes: number;
  maxFiles: number;
  maxFields: number;
  /** bytes of one text field */
  maxFieldBytes: number;
}

/** A body that is not multipart/form-data, or breaks off in the middle. */
export class MalformedMultipartError extends Error {
  override name = 'MalformedMultipartError';
}

export interface MultipartForm {
  /** text fields in the order they came */
  fields: Array<[name: string, value: string]>;
  /** files in the order they came, each backed by its spooled copy on disk */
  files: Array<[name: string, file: File]>;
  /** The form as FormData (the same File objects). */
  toFormData(): FormData;
  /** Deletes the spooled files; their Files cannot be read afterwards. */
  dispose(): Promise<void>;
}

export function isMultipart(headers: Headers): boolean {
  return /^multipart\/form-data\s*(;|$)/i.test(headers.get('content-type') ?? '');
}

/** Counts the bytes going through and fails with `TooLargeError` past the limit. */
function byteCounter(maxBytes: number, message: string): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > maxBytes) done(new TooLargeError(message));
      else done(null, chunk);
    },
  });
}

/**
 * Reads a multipart/form-data (or urlencoded) body within `limits`. Throws `TooLargeError` for a body,
 * field or file count over the limits (a declared Content-Length at once, before anything is read),
 * `MalformedMultipartError` for anything that does not parse; nothing is left on disk when it throws.
 */
export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartForm> {
  refuseDeclaredLength(request.headers, limits.maxBytes, limits.tooLargeMessage);
  if (!request.body) throw new MalformedMultipartError('The request has no body.');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: {
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields,
      },
    });
  } catch (error) {
    await request.body.cancel().catch(() => undefined);
    throw new MalformedMultipartError((error as Error).message);
  }

  const folder = await mkdtemp(join(tmpdir(), 'upload-'));
  const fields: MultipartForm['fields'] = [];
  const files: Array<[string, Promise<File>]> = [];
  const dispose = () => rm(folder, { recursive: true, force: true });
  let refusal: Error | null = null;
  const refuse = (error: Error) => {
    refusal ??= error;
    parser.destroy(error);
  };

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated)
      refuse(new TooLargeError(`The form field ${name.slice(0, 100)} is too large.`));
    else fields.push([name, value]);
  });
  parser.on('file', (name, stream, info) => {
    const path = join(folder, String(files.length));
    const written = pipeline(stream, createWriteStream(path)).then(
      async () =>
        new File([await openAsBlob(path, { type: info.mimeType })], info.filename ?? 'file', { type: info.mimeType }),
    );
    // awaited below once the body has been read; this only keeps a failure from going unhandled meanwhile
    written.catch(() => undefined);
    files.push([name, written]);
  });
  parser.on('filesLimit', () =>
    refuse(new TooLargeError(`Too many files: at most ${limits.maxFiles} in one request.`)),
  );
  parser.on('fieldsLimit', () =>
    refuse(new TooLargeError(`Too many form fields: at most ${limits.maxFields} in one request.`)),
  );
  parser.on('partsLimit', () =>
    refuse(new TooLargeError(`Too many form parts: at most ${limits.maxFiles + limits.maxFields} in one request.`)),
  );

  try {
    const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);
    await pipeline(source, byteCounter(limits.maxBytes, limits.tooLargeMessage), parser).catch((error: unknown) => {
      throw refusal ?? error;
    });
    if (refusal) throw refusal;
    const settled = await Promise.allSettled(files.map(([, file]) => file));
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const read = files.map(
      ([name], index) => [name, (settled[index] as PromiseFulfilledResult<File>).value] as [string, File],
    );
    return {
      fields,
      files: read,
      toFormData() {
        const form = new FormData();
        for (const [name, value] of fields) form.append(name, value);
        for (const [name, file] of read) form.append(name, file);
        return form;
      },
      dispose,
    };
  } catch (error) {
    // every spooled file is closed (finished or failed) before its folder goes
    await Promise.allSettled(files.map(([, file]) => file));
    await dispose();
    if (error instanceof TooLargeError || error instanceof MalformedMultipartError) throw error;
    throw new MalformedMultipartError((error as Error).message);
  }
}
