// The real HTTP app over a fresh test database, for contract tests (app.request(...)).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Prisma } from '../db/generated/prisma/client.ts';
import { addDays, dateOnly, todayInIndia } from '../lib/dates.ts';
import type { RequestContext } from '../context.ts';
import { COMPILED_QUERIES, type CompiledQueryOptions } from '../graphql/compiled-queries.ts';
import { createHttpApp, type HttpOptions } from '../http.ts';
import type { PageRenderer, RenderGate } from '../page-rendering.ts';
import { createRateLimits, rateLimitStoreFor, type RateLimitStore } from '../lib/rate-limits.ts';
import { createLogger } from '../logger.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Viewer } from '../modules/auth/sessions.ts';
import { issueToken } from '../modules/auth/tokens.ts';
import { MemoryMailer } from '../lib/mailer.ts';
import { LocalDiskStorage, type MediaStorage } from '../lib/media/storage.ts';
import type { Dependency } from '../lib/dependencies.ts';
import type { Notifications } from '../lib/notifications.ts';
import { createTestDatabase } from './database.ts';

export async function createTestApp(
  options: {
    clientDist?: string;
    onQuery?: (sql: string) => void;
    env?: Record<string, string>;
    /** renders public pages on the server (server/page-rendering.ts); none by default */
    pageRenderer?: PageRenderer | null;
    renderGate?: RenderGate;
    /** infrastructure probed by /healthz (server/lib/dependencies.ts); none by default */
    dependencies?: readonly Dependency[];
    /** where media live (an S3Storage...); by default a LocalDiskStorage in the app's temporary MEDIA_DIR */
    storage?: MediaStorage;
    /** signals between processes (server/lib/notifications.ts); by default this app's own */
    notifications?: Notifications;
    /** an open database shared with another app, as a second process would (left open by close) */
    database?: Database;
    /** where the rate limits count; by default the test database's (rateLimitStoreFor) */
    rateLimitStore?: RateLimitStore;
    /** bounds and clock of the rendered pages' cache (server/page-cache.ts), on with PUBLIC_CACHE_SECONDS */
    pageCache?: HttpOptions['pageCache'];
    /** when visitors' queries run compiled; by default from their second execution, so a query asked twice is answered both ways */
    compiledQueries?: CompiledQueryOptions;
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'directory-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    CORS_ORIGINS: 'http://localhost:5173',
    PUBLIC_ORIGIN: 'http://api.test',
    ...options.env,
  });
  const database: Database = options.database ?? (await createTestDatabase({ onQuery: options.onQuery }));
  const storage = options.storage ?? new LocalDiskStorage(config.mediaDir);
  const logger = createLogger('silent');
  const mailer = new MemoryMailer();
  // shared by the app and contextFor, so direct service calls count against the same limits; in
  // the test database's store, so TEST_DATABASE_URL runs count in PostgreSQL as several processes do
  const rateLimitStore = options.rateLimitStore ?? rateLimitStoreFor(database, config.jwtSecret);
  const rateLimits = createRateLimits(rateLimitStore);
  const app = createHttpApp(
    { config, logger, storage, mailer, db: database.prisma, database, rateLimits },
    {
      clientDist: options.clientDist ?? join(dataDir, 'no-client'),
      pageRenderer: options.pageRenderer ?? null,
      renderGate: options.renderGate,
      dependencies: options.dependencies,
      notifications: options.notifications,
      pageCache: options.pageCache,
      compiledQueries: options.compiledQueries ?? { ...COMPILED_QUERIES, after: 1 },
    },
  );

  let counter = 0;
  async function createUser(
    overrides: Partial<{
      role: 'admin' | 'moderator' | 'user';
      status: 'active' | 'suspended' | 'requested' | 'rejected' | 'deleted';
      email: string;
    }> = {},
  ) {
    counter += 1;
    return database.prisma.user.create({
      data: {
        name: `Person ${counter}`,
        email: overrides.email ?? `person${counter}@example.com`,
        contact: '9876543210',
        passwordHash: await hashPassword('password123'),
        role: overrides.role ?? 'user',
        status: overrides.status ?? 'active',
      },
    });
  }
  /**
   * Forgets every rate-limit count, for files whose tests of other rules send many forms from one
   * address: new limiters under a namespace never used, so PostgreSQL's rows of older counts are not read.
   */
  const resetRateLimits = () =>
    void Object.assign(rateLimits, createRateLimits(rateLimitStore, { namespace: randomBytes(6).toString('hex') }));
  const tokenFor = (user: { id: number; role: 'admin' | 'moderator' | 'user'; tokenVersion: number }) =>
    issueToken(user, config.jwtSecret);

  async function graphql(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
  }

  /** A GraphQL multipart request (the spec Yoga implements): `files` maps variable paths to files. */
  async function upload(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, { name: string; type: string; bytes: Uint8Array }>,
    token?: string,
  ) {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query, variables }));
    const paths = Object.keys(files);
    form.set(
      'map',
      JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [`variables.${path}`]]))),
    );
    paths.forEach((path, index) => {
      const file = files[path]!;
      form.set(String(index), new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
    });
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json, application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
  }

  /**
   * A call of the REST layer (/api): JSON bodies as JSON, FormData as multipart, or a raw body;
   * the token as `Bearer <token>`, or bare as the original client may send it.
   */
  async function rest(
    method: string,
    path: string,
    body?: unknown,
    options: { token?: string; bare?: boolean; raw?: { body: string; type: string } } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = options.bare ? options.token : `Bearer ${options.token}`;
    let payload: BodyInit | undefined;
    if (options.raw) {
      headers['content-type'] = options.raw.type;
      payload = options.raw.body;
    } else if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await app.request(`/api${path}`, { method, headers, body: payload });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      text,
      type: response.headers.get('content-type'),
      headers: response.headers,
    };
  }

  /**
   * A state, city, category and advertiser of their own, and a maker of public ads there, running
   * from India's today for 4 days; `data` overrides any column. Answers the new ad's id.
   */
  async function adMaker(place: { state: string; city: string; category: string }) {
    const db = database.prisma;
    const state = await db.state.create({ data: { name: place.state } });
    const location = await db.location.create({ data: { name: place.city, stateId: state.id } });
    const category = await db.category.create({ data: { name: place.category } });
    const owner = await createUser();
    const today = todayInIndia();
    return async (data: Partial<Prisma.AdUncheckedCreateInput> = {}) =>
      (
        await db.ad.create({
          data: {
            userId: owner.id,
            name: 'Riya',
            description: 'Warm and friendly.',
            startDate: dateOnly(today),
            endDate: dateOnly(addDays(today, 3)),
            creditsUsed: 1,
            categoryId: category.id,
            locationId: location.id,
            ...data,
          },
        })
      ).id;
  }

  /** The context a service receives, as the GraphQL and REST adapters build it, for calling services directly. */
  function contextFor(
    viewer: Viewer | null,
    visitorKey = 'test-visitor',
    userAgent = 'Mozilla/5.0 (test browser)',
  ): RequestContext {
    return {
      config,
      db: database.prisma,
      storage,
      mailer,
      logger,
      rateLimits,
      viewer: viewer && {
        id: viewer.id,
        name: viewer.name,
        role: viewer.role,
        status: viewer.status,
        tokenVersion: viewer.tokenVersion,
      },
      authFailure: null,
      visitorKey,
      networkKey: `network-of-${visitorKey}`,
      clientAddress: '127.0.0.1',
      userAgent,
      requestId: 'test',
      origin: config.publicOrigin ?? 'http://api.test',
    };
  }

  return {
    app,
    config,
    database,
    storage,
    mailer,
    rateLimits,
    resetRateLimits,
    createUser,
    adMaker,
    tokenFor,
    graphql,
    upload,
    rest,
    contextFor,
    close: () => (options.database ? Promise.resolve() : database.close()),
  };
}
