// The HTTP app: /healthz, /graphql, /api/* (REST, reserved), /media/*, /sitemap.xml, /robots.txt,
// the age disclaimer's form (POST /adult-consent), the web app manifest,
// and the built client, whose HTML shell carries the head of its route for crawlers.
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { createRequestContext, type AppServices } from './context.ts';
import { isAdmin } from './lib/access.ts';
import { createRateLimits, rateLimitStoreFor, type RateLimits } from './lib/rate-limits.ts';
import { socketAddressOf } from './lib/socket-address.ts';
import { clientAddressOf } from './lib/client-address.ts';
import { graphiqlPolicy, isLocalRequest, securityHeaders } from './http-headers.ts';
import { compressTextAnswers, setAnswerHeader } from './http-compression.ts';
import { authenticate } from './modules/auth/sessions.ts';
import { createPublicCache, watchAnswer } from './graphql/public-cache.ts';
import type { CompiledQueryOptions } from './graphql/compiled-queries.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { schema } from './schema.ts';
import { createRestApp } from './rest/app.ts';
import { REST_ROUTES } from './rest-routes.ts';
import { appliedMigrations } from './db/migrate.ts';
import type { Database } from './db/client.ts';
import { probeDependencies, type Dependency } from './lib/dependencies.ts';
import { createLocalNotifications, type Notifications } from './lib/notifications.ts';
import { absoluteUrl, pageLocation } from './modules/seo/head.ts';
import { createSitemaps, robotsTxt, sitemapResponse, type SitemapDocument } from './modules/seo/sitemap.ts';
import { checkSignedMedia } from './lib/media/private-media.ts';
import { MediaStoreUnavailableError } from './lib/media/storage.ts';
import { pageChunks, readManifests } from './page-preloads.ts';
import {
  renderedDocument as renderedDocumentParts,
  shellDocument,
  type DocumentParts,
  type ShellPaint,
} from './page-document.ts';
import { publicPart, readSiteSettings } from './modules/settings/service.ts';
import type { PublicSiteSettings } from '../common/siteSettings.ts';
import type { GraphQLAnswer } from '../common/pageRendering.ts';
import {
  headTagsHtml,
  mergeHeadParts,
  notFoundTags,
  signedInTags,
  siteTags,
  type HeadSite,
  type HeadTags,
} from '../common/pageHead.ts';
import { matchRoute } from '../common/routes.ts';
import { languageInCookies, languageOfPath, pathInLanguage } from '../common/languages.ts';
import {
  createNotFoundPages,
  createPageCache,
  NOT_FOUND_LOCATION,
  notFoundPageKey,
  PAGE_CACHE_MAX_PAGE_BYTES,
  pageKey,
  readWhole,
  type CachedPage,
  type PageCache,
  type PageCacheOptions,
  type RenderedPage,
} from './page-cache.ts';
import { createRenderBudget, type RenderBudget } from './page-render-budget.ts';
import { ADULT_CONSENT_PATH, ADULT_COOKIE, acceptedInCookies } from '../common/adultCookie.ts';
import { answerAdultConsent } from './adult-consent.ts';
import { WEB_MANIFEST_PATH, webManifest } from '../common/webManifest.ts';
import {
  createRenderGate,
  isServerRendered,
  loadPageRenderer,
  RENDER_TIMEOUT_MS,
  renderedBody,
  renderingErrorPage,
  type ExecuteGraphQL,
  type PageRenderer,
  type PreparedPage,
  type RenderGate,
} from './page-rendering.ts';

export const CLIENT_DIST = resolve(import.meta.dirname, '../client/dist');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

type Env = { Variables: { requestId: string } };

export interface HttpOptions {
  /** Folder of the built client; a placeholder page is served while it is absent. */
  clientDist?: string;
  /** Relay's persisted documents file (id -> text); default: the one `npm run relay` writes. */
  persistedDocumentsFile?: string;
  /**
   * Renders public pages on the server (page-rendering.ts). Default: the build in client/dist-server when
   * the default client folder is served, else none (the shell alone, rendered in the browser).
   */
  pageRenderer?: PageRenderer | null;
  /** Bounds the pages rendered at once (page-rendering.ts); default MAX_CONCURRENT_RENDERS. */
  renderGate?: RenderGate;
  /** Bounds the renders one client causes (page-render-budget.ts); default RENDER_BUDGET. */
  renderBudget?: RenderBudget;
  /** Infrastructure besides the database (lib/dependencies.ts), reported to admins on /healthz. */
  dependencies?: readonly Dependency[];
  /** Signals between processes (lib/notifications.ts): the public cache forgets in all of them. Default: this process alone. */
  notifications?: Notifications;
  /** Bounds and clock of the rendered pages' cache (page-cache.ts); its lifetime is always PUBLIC_CACHE_SECONDS. */
  pageCache?: Omit<PageCacheOptions, 'ttlMs'>;
  /** When visitors' queries run compiled (graphql/compiled-queries.ts); default COMPILED_QUERIES. */
  compiledQueries?: CompiledQueryOptions;
}

/** Whether the answers a page is made of may be kept, and until when. */
interface Answers {
  allKept: boolean;
  expireAt: number;
  /** Whether any answer carried errors: such a page is never kept. */
  failed: boolean;
}

/**
 * The shortest time the one not-found page is kept, whatever its answers' lifetime: it shows the city chooser's
 * counts of today's ads (issue 33), which may be a minute old, and every made-up address must stay one render.
 */
const NOT_FOUND_KEEP_MS = 60_000;

/** The site settings a page is written with when they cannot be read (the configured name besides). */
const FALLBACK_SITE: PublicSiteSettings = {
  siteName: '',
  contactEmail: '',
  contactPhone: '',
  supportHours: '',
  grievanceOfficer: { name: '', email: '', phone: '' },
};

/** How long crawlers and proxies may keep the sitemap and robots.txt. */
const CRAWLER_FILES_CACHE = 'public, max-age=3600';

export function createHttpApp(
  givenServices: Omit<AppServices, 'rateLimits'> & { rateLimits?: RateLimits; database: Database },
  options: HttpOptions = {},
) {
  const {
    responseCache,
    publicCache,
    events: publicCacheEvents,
  } = createPublicCache(options.notifications ?? createLocalNotifications(givenServices.logger), givenServices.logger);
  const appServices = {
    ...givenServices,
    rateLimits:
      givenServices.rateLimits ??
      createRateLimits(rateLimitStoreFor(givenServices.database, givenServices.config.jwtSecret)),
  };
  // the services forget cached answers showing an ad that moderation hides or restores
  const services = appServices.config.publicCacheSeconds > 0 ? { ...appServices, publicCache } : appServices;
  const { config, logger, storage, database } = services;
  const clientDist = options.clientDist ?? CLIENT_DIST;
  // read once: a new build means a new deploy and a restart; a build per language (decision 0131)
  const manifests = readManifests(clientDist);
  const yoga = createGraphQLHandler({
    schema,
    graphiql: config.env !== 'production',
    publicCacheSeconds: config.publicCacheSeconds,
    persistedDocuments: options.persistedDocumentsFile,
    logger,
    responseCache,
    compiledQueries: options.compiledQueries,
  });
  const pageRenderer: Promise<PageRenderer | null> =
    options.pageRenderer !== undefined
      ? Promise.resolve(options.pageRenderer)
      : options.clientDist !== undefined
        ? Promise.resolve(null)
        : loadPageRenderer().catch((error: unknown) => {
            logger.error(
              { err: error },
              'the server build of the client could not be loaded: pages render in the browser',
            );
            return null;
          });
  const renderGate = options.renderGate ?? createRenderGate();
  const renderBudget = options.renderBudget ?? createRenderBudget();
  // the one not-found page per origin, disclaimer state and site settings, whatever address was asked (page-cache.ts)
  const notFoundNow = options.pageCache?.now ?? Date.now;
  const notFoundPages = createNotFoundPages({ now: notFoundNow });
  // rendered public pages, kept as long as the visitors' answers and forgotten with them (page-cache.ts)
  const pageCache: PageCache | null =
    config.publicCacheSeconds > 0
      ? createPageCache({ ...options.pageCache, ttlMs: config.publicCacheSeconds * 1000 })
      : null;
  if (pageCache) publicCacheEvents.onForget(() => pageCache.forgetAll());
  // the public origin of canonical links and sitemap addresses: PUBLIC_ORIGIN (always set in production), else the request's own
  const originOf = (url: string) => config.publicOrigin ?? new URL(url).origin;
  const app = new Hono<Env>();

  // Request id and one JSON access-log line per request.
  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    setAnswerHeader(c, 'x-request-id', requestId);
    logger.info(
      {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });

  // CSP, framing, sniffing, referrer, browser features, HSTS in production: on every answer (http-headers.ts)
  app.use('*', securityHeaders(config));

  // gzip for text answers (scripts, HTML, JSON) when the client accepts it; images are already compressed
  app.use('*', compressTextAnswers());

  const allowedOrigins = new Set(config.corsOrigins);
  app.use(
    '/graphql',
    cors({
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type'],
    }),
  );
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type'],
    }),
  );

  if (config.env !== 'production') app.use('/graphql', graphiqlPolicy());

  // The public learns only ok or down; the database's kind, location and migrations are for an
  // admin's token or a request from this machine itself.
  app.get('/healthz', async (c) => {
    const detailed =
      isLocalRequest(c.req.raw.headers, socketAddressOf(c)) || (await isAdminRequest(c.req.header('authorization')));
    const [databaseState, dependencies] = await Promise.all([
      appliedMigrations(database).then(
        (migrations) => ({ state: 'up' as const, migrations }),
        (error: unknown) => {
          logger.error({ err: error }, 'health check failed: database');
          return { state: 'down' as const, migrations: [] };
        },
      ),
      probeDependencies(options.dependencies ?? []),
    ]);
    for (const down of dependencies.filter((dependency) => dependency.state === 'down')) {
      logger.error(
        { dependency: down.name, location: down.location, reason: down.reason },
        `health check failed: ${down.name}`,
      );
    }
    const up = databaseState.state === 'up' && dependencies.every((dependency) => dependency.state === 'up');
    const status = up ? 'ok' : 'down';
    if (!detailed) return c.json({ status }, up ? 200 : 503);
    return c.json(
      {
        status,
        database: {
          state: databaseState.state,
          kind: database.kind,
          location: database.location,
          ...(databaseState.state === 'up'
            ? {
                migrations: {
                  applied: databaseState.migrations.length,
                  latest: databaseState.migrations.at(-1) ?? null,
                },
              }
            : {}),
        },
        dependencies,
      },
      up ? 200 : 503,
    );
  });

  async function isAdminRequest(authorization: string | undefined): Promise<boolean> {
    if (!authorization) return false;
    try {
      const { viewer } = await authenticate(services.db, config.jwtSecret, authorization);
      return isAdmin(viewer);
    } catch {
      // the database is down: nobody can be told apart, the answer is the public one
      return false;
    }
  }

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    const requestContext = await createRequestContext(services, c.req.raw, c.get('requestId'), socketAddressOf(c));
    return yoga.fetch(c.req.raw, { requestContext });
  });

  // The REST compatibility layer (SPEC section 7).
  app.route('/api', createRestApp(services, REST_ROUTES));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  /** A stored file, or 503 when the store does not answer: the file may well exist, so never a (cacheable) 404. */
  async function openMedia<File>(open: () => Promise<File>): Promise<File | Response> {
    try {
      return await open();
    } catch (error) {
      if (!(error instanceof MediaStoreUnavailableError)) throw error;
      return Response.json(
        { error: error.message },
        { status: 503, headers: { 'retry-after': '30', 'cache-control': 'no-store' } },
      );
    }
  }

  /** The file as the answer; to HEAD, its headers alone, and the file let go (an S3 object held open holds a connection). */
  function mediaResponse(
    c: Context,
    file: { stream: Readable; size: number },
    headers: Record<string, string>,
  ): Response {
    const allHeaders = { ...headers, 'content-length': String(file.size) };
    if (c.req.method === 'HEAD') {
      file.stream.destroy();
      return new Response(null, { headers: allHeaders });
    }
    return new Response(Readable.toWeb(file.stream) as ReadableStream, { headers: allHeaders });
  }

  // Private files (payment screenshots): only with a signature of ours that has not expired, else 404.
  app.get('/media/private/*', async (c) => {
    const key = c.req.path.slice('/media/'.length);
    const secondsLeft = checkSignedMedia(key, c.req.query(), config.jwtSecret);
    const file = secondsLeft === null ? null : await openMedia(() => storage.openPrivate(key));
    if (file instanceof Response) return file;
    if (!file) return c.json({ error: 'Not found' }, 404);
    return mediaResponse(c, file, {
      'content-type': CONTENT_TYPES[extname(key)] ?? 'application/octet-stream',
      'cache-control': `private, max-age=${secondsLeft}`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
  });

  app.get('/media/*', async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice('/media/'.length));
    } catch {
      // a malformed escape (/media/%E0%A4%A) names no file
      return c.json({ error: 'Not found' }, 404);
    }
    const file = await openMedia(() => storage.open(key));
    if (file instanceof Response) return file;
    if (!file) return c.json({ error: 'Not found' }, 404);
    return mediaResponse(c, file, {
      'content-type': CONTENT_TYPES[extname(key)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  // the sitemap index and its children (pages, listings, ads, blogs), generated and kept a while in memory
  const sitemaps = createSitemaps(services.db);
  const sitemapHeaders = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CRAWLER_FILES_CACHE };
  const sendSitemap = (c: Context, document: SitemapDocument) => {
    const { body, headers } = sitemapResponse(document, c.req.header('accept-encoding'));
    return c.body(body, 200, { ...sitemapHeaders, ...headers });
  };
  app.get('/sitemap.xml', async (c) => sendSitemap(c, await sitemaps.index(originOf(c.req.url))));
  app.get('/sitemaps/:name', async (c) => {
    const document = await sitemaps.child(originOf(c.req.url), c.req.param('name'));
    return document ? sendSitemap(c, document) : c.text('Not found', 404);
  });

  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(originOf(c.req.url)), 200, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': CRAWLER_FILES_CACHE,
    }),
  );

  // installable (decision 0100): the manifest names the site as its settings do
  app.get(WEB_MANIFEST_PATH, async (c) => {
    let siteName = config.site.name;
    try {
      siteName = publicPart(await readSiteSettings(services)).siteName || siteName;
    } catch {
      // the settings cannot be read: the configured name
    }
    return c.body(JSON.stringify(webManifest(siteName)), 200, {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });

  // The age disclaimer's form, posted before the app's script runs or without one (adult-consent.ts)
  app.post(ADULT_CONSENT_PATH, async (c) => {
    const answer = await answerAdultConsent(c.req.raw, originOf(c.req.url).startsWith('https:'));
    c.header('cache-control', 'no-store');
    if (answer.cookie) c.header('set-cookie', answer.cookie);
    return c.redirect(answer.location, 303);
  });

  // The built client: real files as they are; every other path is a page of the route table
  // (common/routes.ts), whose document the server writes (page-document.ts). A public page's route query runs
  // once (renderPage.tsx preparePage), its answer tells the status (301 to an old address's readable one,
  // 404, 410) before anything is rendered, and the page is rendered over that answer. A path that names
  // nothing answers 404 with the one not-found page, rendered once for every such path (issue 30: made-up
  // addresses cost no render). The signed-in areas and the sign-in forms are rendered in the browser.
  app.get('*', async (c) => {
    const file = await staticFile(clientDist, c.req.path);
    if (file) {
      const immutable = c.req.path.startsWith('/assets/');
      return c.body(file.body, 200, {
        'content-type': file.type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    if (extname(c.req.path) && !c.req.path.endsWith('.html')) return c.text('Not found', 404);
    const url = new URL(c.req.url);
    const origin = originOf(c.req.url);
    // the address as its page reads it: query parameters no page reads (?utm_source=...) are not part of it
    const location = pageLocation(`${url.pathname}${url.search}`);
    const adultOk = acceptedInCookies(c.req.header('cookie'));
    // the page's language is its address's prefix (/hi); the route table knows the address without it
    const { language, path: routePath } = languageOfPath(url.pathname);
    // the home page opens in the language the visitor chose (the switcher remembers it: issue 35)
    const chosen = url.pathname === '/' ? languageInCookies(c.req.header('cookie')) : null;
    if (chosen && chosen !== language) {
      c.header('cache-control', 'no-store');
      c.header('vary', 'Cookie');
      return c.redirect(pathInLanguage(location, chosen), 302);
    }
    const serverRendered = isServerRendered(routePath);
    // a public page made a moment ago for the same origin, address and disclaimer state is answered as it was
    const cacheAs =
      pageCache && serverRendered ? { key: pageKey({ origin, location, adultOk }), ticket: pageCache.begin() } : null;
    const cached = cacheAs && pageCache?.get(cacheAs.key);
    if (cached) return sendPage(c, cached);
    // the site's name as the configuration gives it, should the settings themselves not be readable
    let site: PublicSiteSettings = { ...FALLBACK_SITE, siteName: config.site.name };
    const route = matchRoute(routePath);
    // the page's language's build (decision 0131)
    const manifest = manifests[language];
    const documentOf = (head: string[]): DocumentParts => ({
      head,
      manifest,
      chunks: manifest ? pageChunks(manifest, routePath) : [],
      language,
      site,
      origin,
    });
    const headSite = () => ({ siteName: site.siteName, origin: origin.replace(/\/+$/, ''), language });
    /** The page rendered in the browser, with the head given (or the site's own). */
    const browserRendered = (tags: HeadTags | null, status: number, shellPaint: ShellPaint = 'header') =>
      c.html(
        shellDocument(
          documentOf(headTagsHtml(mergeHeadParts([]), tags ?? siteTags(site.siteName), headSite(), false)),
          shellPaint,
        ),
        status as 200,
        {
          'cache-control': 'no-cache',
        },
      );
    try {
      // read once for the whole page: its head, structured data, document and rendering agree
      site = publicPart(await readSiteSettings(services));
      // the signed-in areas: the dashboards' head (a reload is never a not-found), rendered in the browser
      if (route?.route.area === 'signedIn')
        return browserRendered(signedInTags(site.siteName, absoluteUrl(origin, url.pathname)), 200, 'dashboard');
      const renderer = await pageRenderer;
      // below a sign-in form or in a signed-in area, a path that names no page: the browser shows its not-found
      if (!route && !serverRendered) return browserRendered(notFoundTags(site.siteName), 404);
      if (!renderer) return browserRendered(route ? null : notFoundTags(site.siteName), route ? 200 : 404);
      const request = { origin, siteSettings: site, cookies: adultOk ? `${ADULT_COOKIE}=1` : null };
      const run = pageRun(c);
      const prepared = await renderer.preparePage(
        { ...request, location },
        run.execute,
        AbortSignal.timeout(RENDER_TIMEOUT_MS),
      );
      // the route's query failed: the app renders the page in the browser, and says so if it fails there too
      if (!prepared.answered) return browserRendered(null, 200);
      // an old address (an old slug, /call-girls?location=ID): permanently at its readable one
      if (prepared.status === 301 && prepared.redirectTo) {
        const redirect: CachedPage = {
          status: 301,
          // the route's head names the readable address as the route table knows it: in the page's language
          headers: {
            location: prepared.redirectTo.startsWith('/')
              ? pathInLanguage(prepared.redirectTo, language)
              : prepared.redirectTo,
          },
          body: new Uint8Array(),
        };
        if (cacheAs) pageCache?.set(cacheAs.key, redirect, cacheAs.ticket);
        return sendPage(c, redirect);
      }
      // a path that names nothing: the one not-found page of this origin, whatever was asked (its head names no address)
      if (prepared.status === 404) {
        const notFoundKey = notFoundPageKey({ origin, adultOk, siteSettings: site, language });
        const rendered = await notFoundPages.answer(notFoundKey, async () => {
          if (!(await enterRender(c))) return null;
          try {
            const notFound = pageRun(c);
            const page = await renderer.preparePage(
              { ...request, location: pathInLanguage(NOT_FOUND_LOCATION, language) },
              notFound.execute,
              AbortSignal.timeout(RENDER_TIMEOUT_MS),
            );
            const rendered = await renderDocument(c, page, documentOf, headSite, 404, notFound.answers, false);
            if (rendered instanceof Response || notFound.answers.failed) return rendered;
            const keptAtLeast = notFoundNow() + NOT_FOUND_KEEP_MS;
            return { ...rendered, keep: { until: Math.max(rendered.keep?.until ?? 0, keptAtLeast) } };
          } finally {
            renderGate.leave();
          }
        });
        if (rendered instanceof Response) return rendered;
        return rendered ? sendPage(c, rendered) : browserRendered(notFoundTags(site.siteName), 404);
      }
      // a sign-in form: its head from its query, the form rendered in the browser
      if (!serverRendered) return browserRendered(prepared.tags, prepared.status);
      // past the bound of renders in flight, or the client's budget of renders, the page renders in the browser
      if (!(await enterRender(c))) return browserRendered(prepared.tags, prepared.status);
      try {
        const rendered = await renderDocument(
          c,
          prepared,
          documentOf,
          headSite,
          prepared.status,
          run.answers,
          prepared.status === 200,
        );
        if (rendered instanceof Response) return rendered;
        if (cacheAs && rendered.keep) pageCache?.set(cacheAs.key, rendered.page, cacheAs.ticket, rendered.keep.until);
        return sendPage(c, rendered.page);
      } finally {
        renderGate.leave();
      }
    } catch (error) {
      // the app still starts without its server-side head; it sets the head itself once it runs
      logger.error({ err: error, reqId: c.get('requestId') }, 'page head failed');
      return browserRendered(null, 200);
    }
  });

  /**
   * Takes a render slot (the caller leaves it) if one is free and the client has renders left in its
   * budget (page-render-budget.ts). A request made in-process (no socket: the tests, the app's own)
   * has no client to count against.
   */
  async function enterRender(c: Context<Env>): Promise<boolean> {
    if (!renderGate.tryEnter()) return false;
    const socketAddress = socketAddressOf(c);
    if (
      socketAddress === undefined ||
      (await renderBudget.take(clientAddressOf(c.req.raw.headers, socketAddress, config.trustProxy)))
    )
      return true;
    renderGate.leave();
    return false;
  }

  /** A page as kept in the cache: a redirect or the HTML, with the headers a fresh one has. */
  function sendPage(c: Context<Env>, page: CachedPage) {
    return page.status === 301
      ? c.redirect(page.headers.location!, 301)
      : c.body(page.body, page.status as 200, page.headers);
  }

  /**
   * How a page's queries run: here, as an anonymous visitor from the same address, under the same plugins
   * (persisted documents, limits, the response cache) as a POST to /graphql, straight to Yoga's operation
   * handler: no request body is written and read back, no answer written as JSON and parsed again (issue 32,
   * about a tenth of a page's CPU). The page may be kept only if the response cache keeps every answer it is
   * made from (none with a live field, none with errors), and only until the first of them expires.
   */
  function pageRun(c: Context<Env>) {
    const visitorRequest = new Request(new URL('/graphql', c.req.url), {
      headers: withoutCredentials(c.req.raw.headers),
    });
    const requestContext = createRequestContext(services, visitorRequest, c.get('requestId'), socketAddressOf(c));
    // what the plugins see of the request: a JSON POST with no credentials (its parameters come apart)
    const graphqlRequest = new Request(visitorRequest.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    });
    const answers: Answers = { allKept: true, expireAt: Number.POSITIVE_INFINITY, failed: false };
    const execute: ExecuteGraphQL = async (document, variables) => {
      const serverContext = { requestContext: await requestContext };
      // a refusal before the operation runs (an unknown document id) is an answer with errors, as Yoga answers it
      const { result, watch } = await watchAnswer(async () => {
        try {
          return await yoga.getResultForParams(
            { params: { ...document, variables }, request: graphqlRequest },
            serverContext,
          );
        } catch (error) {
          if (error instanceof GraphQLError) return { errors: [error] };
          logger.error({ err: error, reqId: c.get('requestId') }, 'page query failed');
          return { errors: [new GraphQLError('Unexpected error.')] };
        }
      });
      answers.allKept &&= watch.kept;
      answers.expireAt = Math.min(answers.expireAt, watch.expiresAt);
      const answer = pageAnswerOf(result);
      answers.failed ||= answer.errors !== undefined;
      return answer;
    };
    return { execute, answers };
  }

  /**
   * A prepared page rendered and written whole into its document, and whether it may be kept (`keep.until`:
   * when the first answer it is made of expires); the error page (500, with the request id, never kept) if
   * it cannot be rendered, or a page too large to keep as the answer to send as it is.
   */
  async function renderDocument(
    c: Context<Env>,
    prepared: PreparedPage,
    documentOf: (head: string[]) => DocumentParts,
    headSite: () => HeadSite,
    status: number,
    answers: Answers,
    structured: boolean,
  ): Promise<Response | RenderedPage> {
    const requestId = c.get('requestId');
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
    try {
      const body = await renderedBody(
        prepared,
        (head, stylesElement) => {
          // the route's query's head first (an ended ad's page shows the not-found content under its 410 head)
          const tags = prepared.tags ?? head.tags ?? siteTags(headSite().siteName);
          return renderedDocumentParts(documentOf(headTagsHtml(head, tags, headSite(), structured)), stylesElement);
        },
        logger,
        requestId,
      );
      // read whole to be kept (the render has finished: the stream only carries what is ready)
      const read = await readWhole(body, pageCache?.maxPageBytes ?? PAGE_CACHE_MAX_PAGE_BYTES);
      if ('partial' in read) return c.body(read.partial, status as 200, headers);
      return {
        page: { status, headers, body: read.whole },
        keep: answers.allKept ? { until: answers.expireAt } : null,
      };
    } catch (error) {
      logger.error({ err: error, reqId: requestId, location: c.req.path }, 'page rendering failed');
      return c.html(renderingErrorPage(requestId, headSite().siteName), 500, { 'cache-control': 'no-store' });
    }
  }

  app.onError((error, c) => {
    logger.error({ err: error, reqId: c.get('requestId') }, 'unhandled error');
    return c.json({ error: 'Something went wrong. Please try again.' }, 500);
  });

  return app;
}

/**
 * An operation's result as the page reads it, what Yoga would have written as JSON: errors as their JSON,
 * Yoga's own extensions (the cache's headers) left out. The data is not copied: the response cache may hand
 * the same objects to other requests, and nothing on a page's way writes to an answer.
 */
function pageAnswerOf(result: ExecutionResult | AsyncIterable<ExecutionResult> | undefined): GraphQLAnswer {
  if (result === undefined || Symbol.asyncIterator in result)
    return { data: null, errors: [{ message: 'A page query must answer once.' }] };
  const { http: _yogaHeaders, ...extensions } = (result.extensions ?? {}) as Record<string, unknown>;
  return {
    data: result.data ?? null,
    ...(result.errors?.length ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
    ...(Object.keys(extensions).length ? { extensions } : {}),
  };
}

/** The visitor's headers without what would sign a request in: a rendered page is the same for everyone. */
function withoutCredentials(headers: Headers): Headers {
  const kept = new Headers(headers);
  kept.delete('authorization');
  kept.delete('cookie');
  kept.delete('content-length');
  kept.delete('content-type');
  return kept;
}

/**
 * A file of the built client, or null. Every file the build writes has an extension (Vite's hashed chunks,
 * client/public's icons): a path whose last part has none is a page, and costs no look at the disk.
 */
async function staticFile(root: string, path: string) {
  if (path === '/' || path.endsWith('/') || extname(path) === '') return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const target = normalize(join(root, decoded));
  if (!target.startsWith(root + sep)) return null;
  const info = await stat(target).catch(() => null);
  if (!info?.isFile()) return null;
  return {
    body: new Uint8Array(await readFile(target)),
    type: CONTENT_TYPES[extname(target)] ?? 'application/octet-stream',
  };
}
