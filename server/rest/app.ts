// The REST compatibility layer of SPEC section 7, under /api. Each domain's rest.ts registers its
// routes here; they are thin adapters over the same service functions the GraphQL fields use.
// Failures answer `{ "error": "<message>" }` with the status of their kind (server/lib/errors.ts);
// never a stack trace, never a 500 for bad input.
import { randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createRequestContext, type AppServices, type RequestContext } from '../context.ts';
import { MAX_JSON_REQUEST_BYTES, UPLOAD_LIMITS } from '../graphql/request-bodies.ts';
import { bodyTooLargeMessage, readLimitedBody } from '../lib/body-limits.ts';
import { parseDatabaseId } from '../lib/ids.ts';
import { MalformedMultipartError, readMultipart, type MultipartForm, type MultipartLimits } from '../lib/multipart.ts';
import { socketAddressOf } from '../lib/socket-address.ts';
import { DomainError, LoginRefusedError, RateLimitedError, STATUS_OF_KIND } from '../lib/errors.ts';
import { authFailureMessage } from '../lib/messages.ts';

export type RestEnv = { Variables: { requestId: string; context: RequestContext; uploads?: MultipartForm[] } };
export type RestApp = Hono<RestEnv>;
export type RestContext = Context<RestEnv>;

/** A failure the REST layer answers itself (missing session, malformed body). */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export function createRestApp(services: AppServices, register: Array<(app: RestApp) => void>): RestApp {
  const app = new Hono<RestEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.get('requestId') ?? randomUUID();
    c.set('context', await createRequestContext(services, c.req.raw, requestId, socketAddressOf(c)));
    try {
      await next();
    } finally {
      // the files formBody spooled to disk live as long as the request
      for (const form of c.get('uploads') ?? []) await form.dispose();
    }
  });

  for (const registerRoutes of register) registerRoutes(app);

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message }, error.status);
    if (error instanceof LoginRefusedError) return c.json({ error: error.message, reason: error.reason }, 401);
    if (error instanceof DomainError) {
      if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ error: error.message }, STATUS_OF_KIND[error.kind]);
    }
    services.logger.error({ err: error, reqId: c.get('requestId') }, 'unexpected REST error');
    return c.json({ error: 'Something went wrong. Please try again.' }, 500);
  });
  return app;
}

/** The request's service context. */
export function contextOf(c: RestContext): RequestContext {
  return c.get('context');
}

/**
 * The context of a signed-in caller with one of `roles` (any role when none are given).
 * No usable session answers 401; a signed-in account of another role answers 403.
 */
export function requireSession(c: RestContext, ...roles: Array<'admin' | 'moderator' | 'user'>): RequestContext {
  const context = contextOf(c);
  if (!context.viewer) throw new HttpError(401, authFailureMessage(context.authFailure));
  if (roles.length > 0 && !roles.includes(context.viewer.role)) {
    throw new HttpError(403, 'You are not allowed to do this.');
  }
  return context;
}

/**
 * The largest body of each kind of route, answered 413 beyond (declared, or as a chunked body
 * crosses it). Uploads take UPLOAD_LIMITS: at most 10 images of 10 MB (formBody).
 */
export const REST_BODY_LIMITS = {
  /** POST /log: `{ route }`, a path of at most 300 characters */
  visitLog: 4 * 1024,
  /** every other JSON body: a sign-up, a category, an SEO record, a 5,000-character contact message */
  json: 64 * 1024,
  /** a blog's fields (JSON or a form without images): its HTML description of up to 100,000 characters */
  blog: MAX_JSON_REQUEST_BYTES,
} as const;

/** The limits of a form that carries no images (a blog's update): all of it within `maxBytes`. */
export function textFormLimits(maxBytes: number): MultipartLimits {
  return { ...UPLOAD_LIMITS, maxBytes, tooLargeMessage: bodyTooLargeMessage(maxBytes) };
}

/** For a route that reads its body itself: hono's bodyLimit, answering 413 `{ error }` beyond `maxBytes`. */
export function limitBody(maxBytes: number): MiddlewareHandler<RestEnv> {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ error: bodyTooLargeMessage(maxBytes) }, 413) });
}

/** The JSON body as an object; a malformed or non-object body answers 400, one over `maxBytes` 413 unread. */
export async function jsonBody(
  c: RestContext,
  maxBytes: number = REST_BODY_LIMITS.json,
): Promise<Record<string, unknown>> {
  const bytes = await readLimitedBody(c.req.raw, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HttpError(400, 'The request body must be JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/**
 * The multipart form of a request, read as a stream within `limits` (by default an upload's: at most
 * 10 images of 10 MB), its files spooled to disk until the answer is out; anything else answers 400,
 * a body over the limits 413. A route that needs a session checks it first, so nothing of an
 * anonymous upload is read.
 */
export async function formBody(c: RestContext, limits: MultipartLimits = UPLOAD_LIMITS): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(400, 'The request body must be multipart/form-data.');
  }
  try {
    const form = await readMultipart(c.req.raw, limits);
    c.set('uploads', [...(c.get('uploads') ?? []), form]);
    return form.toFormData();
  } catch (error) {
    if (error instanceof MalformedMultipartError)
      throw new HttpError(400, 'The request body is not valid multipart/form-data.');
    throw error;
  }
}

/** The text of a form field ('' when absent). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Every file sent under `name` (repeated fields, e.g. `blog_images`). */
export function formFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((value): value is File => typeof value !== 'string');
}

/** A JSON-encoded list in a form field (the create-ad payload's lists); a bad one answers 400. */
export function formJsonList(form: FormData, name: string): unknown[] {
  const raw = form.get(name);
  if (raw === null || raw === '') return [];
  if (typeof raw !== 'string') throw new HttpError(400, `${name} must be a JSON-encoded list.`);
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) throw new Error('not a list');
    return value;
  } catch {
    throw new HttpError(400, `${name} must be a JSON-encoded list.`);
  }
}

/** `?page=&pageSize=` (1-based page, size 1..100) as Prisma's skip/take. */
export function pageOf(
  c: RestContext,
  defaultSize: number,
): { page: number; pageSize: number; skip: number; take: number } {
  const page = wholeNumber(c.req.query('page'), 1, 1, 1_000_000, 'page');
  const pageSize = wholeNumber(c.req.query('pageSize'), defaultSize, 1, 100, 'pageSize');
  return { page, pageSize, skip: (page - 1) * pageSize, take: pageSize };
}

/** A whole number from a query or body value, with a default; out of range answers 400. */
export function wholeNumber(value: unknown, fallback: number, min: number, max: number, name: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new HttpError(400, `${name} must be a whole number from ${min} to ${max}.`);
  }
  return number;
}

/** A path parameter naming a row by its database id (the digits alone); anything else answers 404. */
export function idParam(c: RestContext, name: string): number {
  const id = parseDatabaseId(c.req.param(name) ?? '', { exact: true });
  if (id === null) throw new HttpError(404, 'Not found');
  return id;
}
