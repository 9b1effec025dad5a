// The bounds of /graphql request bodies, checked before a body is read. Multipart (uploads) is
// refused to anonymous callers with 401, and otherwise read by our own streaming parser of the
// GraphQL multipart request spec (server/lib/multipart.ts: files spooled to disk) instead of Yoga's,
// which reads the form into memory; every other body gets the small limit of a JSON operation.
// Why Yoga's own parser and its single maxRequestBodySize are not used: docs/decisions/0030-request-bodies.md.
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { bodyTooLargeMessage, limitBodyStream, refuseDeclaredLength, sizeInWords } from '../lib/body-limits.ts';
import { TooLargeError } from '../lib/errors.ts';
import {
  isMultipart,
  MalformedMultipartError,
  readMultipart,
  type MultipartForm,
  type MultipartLimits,
} from '../lib/multipart.ts';
import { authFailureMessage } from '../lib/messages.ts';
import { MAX_UPLOAD_BYTES } from '../lib/uploads.ts';
import type { RequestContext } from '../context.ts';

/** The most images one operation takes (an ad's 10; docs/architecture.md). */
const IMAGES_PER_REQUEST = 10;

/** Up to 10 images of the largest allowed size in one request, plus the form's own fields. */
export const MAX_REQUEST_BYTES = IMAGES_PER_REQUEST * MAX_UPLOAD_BYTES + 1024 * 1024;

/**
 * A JSON (or GET-less form) operation: the largest legitimate one is a blog's 100,000-character HTML
 * or an ad's texts (about 120,000 characters), at most ~400 KB as UTF-8 JSON; 1 MB leaves room.
 */
export const MAX_JSON_REQUEST_BYTES = 1024 * 1024;

export const UPLOAD_TOO_LARGE_MESSAGE = `This upload is too large: at most ${IMAGES_PER_REQUEST} images of ${sizeInWords(MAX_UPLOAD_BYTES)} each in one request.`;

/** Multipart limits of an upload: REST upload routes take the same (server/rest/app.ts). */
export const UPLOAD_LIMITS: MultipartLimits = {
  maxBytes: MAX_REQUEST_BYTES,
  tooLargeMessage: UPLOAD_TOO_LARGE_MESSAGE,
  maxFileBytes: MAX_UPLOAD_BYTES,
  // above the longest list an operation takes (a blog's 20 images), so one too many still reaches
  // the service and gets its own message
  maxFiles: 30,
  maxFields: 50,
  maxFieldBytes: MAX_JSON_REQUEST_BYTES,
};

function refusal(status: 400 | 401 | 413, code: string, message: string) {
  return createGraphQLError(message, { extensions: { code, http: { status } } });
}

function asGraphQLError(error: unknown) {
  if (error instanceof TooLargeError) return refusal(413, 'TOO_LARGE', error.message);
  if (error instanceof MalformedMultipartError)
    return refusal(400, 'BAD_REQUEST', `POST body sent invalid multipart data: ${error.message}`);
  return error;
}

function parseJsonField(form: MultipartForm, name: string, required: boolean): unknown {
  const raw = form.fields.find(([field]) => field === name)?.[1];
  if (raw === undefined) {
    if (required) throw refusal(400, 'BAD_REQUEST', `Missing multipart form field "${name}"`);
    return undefined;
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw refusal(400, 'BAD_REQUEST', `Multipart form field "${name}" must be a valid JSON string`);
  }
}

/** Sets `value` at a dotted path ('variables.images.0') of the operations, as Yoga's own parser does. */
function setAtPath(target: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target as Record<string, unknown>;
  for (const [index, key] of keys.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (index === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (typeof next !== 'object' || next === null || !Object.hasOwn(current, key)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
}

/** The operations of a GraphQL multipart request with its files put where its map says. */
function operationsOf(form: MultipartForm): GraphQLParams | GraphQLParams[] {
  const operations = parseJsonField(form, 'operations', true);
  if (typeof operations !== 'object' || operations === null) {
    throw refusal(400, 'BAD_REQUEST', 'Multipart form field "operations" must be a JSON object or list');
  }
  const map = parseJsonField(form, 'map', false) ?? {};
  if (typeof map !== 'object' || map === null)
    throw refusal(400, 'BAD_REQUEST', 'Multipart form field "map" must be a JSON object');
  for (const [name, paths] of Object.entries(map)) {
    const file = form.files.find(([field]) => field === name)?.[1];
    for (const path of Array.isArray(paths) ? paths : [])
      if (typeof path === 'string') setAtPath(operations, path, file);
  }
  return operations as GraphQLParams | GraphQLParams[];
}

export function useRequestBodyLimits(): Plugin<object, { requestContext?: RequestContext }> {
  // the spooled files of a request, deleted once its answer is out
  const spooled = new WeakMap<object, MultipartForm>();
  return {
    onRequestParse({ request, serverContext, requestParser, setRequestParser }) {
      if (request.method !== 'POST' || !request.body) return;
      if (isMultipart(request.headers)) {
        const context = serverContext.requestContext;
        // nothing of an anonymous upload is read: no operation takes files from a visitor
        if (!context?.viewer) throw refusal(401, 'UNAUTHENTICATED', authFailureMessage(context?.authFailure ?? null));
        try {
          refuseDeclaredLength(request.headers, UPLOAD_LIMITS.maxBytes, UPLOAD_LIMITS.tooLargeMessage);
        } catch (error) {
          throw asGraphQLError(error);
        }
        setRequestParser(async () => {
          let form: MultipartForm;
          try {
            form = await readMultipart(request, UPLOAD_LIMITS);
          } catch (error) {
            throw asGraphQLError(error);
          }
          spooled.set(serverContext, form);
          return operationsOf(form);
        });
        return;
      }
      try {
        refuseDeclaredLength(request.headers, MAX_JSON_REQUEST_BYTES);
      } catch (error) {
        throw asGraphQLError(error);
      }
      if (!requestParser) return;
      setRequestParser((plain) =>
        requestParser(
          new Request(plain.url, {
            method: plain.method,
            headers: plain.headers,
            signal: plain.signal,
            body: limitBodyStream(plain.body!, MAX_JSON_REQUEST_BYTES, () =>
              refusal(413, 'TOO_LARGE', bodyTooLargeMessage(MAX_JSON_REQUEST_BYTES)),
            ),
            duplex: 'half',
          } as RequestInit),
        ),
      );
    },
    async onResponse({ serverContext }) {
      const form = spooled.get(serverContext);
      if (!form) return;
      spooled.delete(serverContext);
      await form.dispose();
    },
  };
}
