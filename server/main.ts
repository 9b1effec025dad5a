// Start: config -> database -> migrations -> seed -> HTTP. One clear line and exit 1 when any step fails.
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { Database, DatabaseOptions } from './db/client.ts';
import { applyMigrations, MigrationError } from './db/migrate.ts';
import { openConfiguredDatabase, StartupError } from './db/open.ts';
import { holdStartupLock } from './db/startup-lock.ts';
import { seed } from './db/seed.ts';
import { createHttpApp } from './http.ts';
import { createLogger } from './logger.ts';
import { createJobQueue, periodicJobs } from './jobs.ts';
import { makeScreenshotsPrivate } from './modules/credits/screenshots.ts';
import { createMailer, queuedMailer } from './lib/mailer.ts';
import { createMediaStore } from './lib/media/stores.ts';
import { probeDependencies, type Dependency } from './lib/dependencies.ts';
import { createLocalNotifications, createPostgresNotifications } from './lib/notifications.ts';
import { describeTrustProxy, trustProxyAtStartup } from './lib/client-address.ts';

export interface RunningServer {
  config: Config;
  database: Database;
  logger: Logger;
  port: number;
  /** Migrations this start applied (none when the database was current). */
  appliedMigrations: string[];
  close(): Promise<void>;
}

export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  databaseOptions: DatabaseOptions = {},
): Promise<RunningServer> {
  const config = loadConfig(env);
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config, {
    onConnectionLost: (error) => logger.warn({ err: error }, 'a pooled database connection was lost'),
    ...databaseOptions,
  });
  const media = createMediaStore(config, logger);
  // on PostgreSQL several processes may serve: what one forgets of its public cache, all forget
  const notifications = database.pool
    ? createPostgresNotifications({ pool: database.pool, logger, location: database.location })
    : createLocalNotifications(logger);
  let stopQueue = async () => {};
  try {
    // the seed and the screenshots' move below write to the media store: it must answer first
    if (media.dependency) await requireDependencies([media.dependency]);
    // one process at a time migrates and seeds; the others then find the database current
    const releaseStartupLock =
      config.database.kind === 'postgres' ? await holdStartupLock(config.database.url) : async () => {};
    let applied: string[];
    let report: Awaited<ReturnType<typeof seed>>;
    const storage = media.storage;
    try {
      applied = await applyMigrations(database);
      logger.info(
        { applied, database: database.location },
        applied.length ? 'migrations applied' : 'database is up to date',
      );
      report = await seed(database.prisma, {
        admin: config.admin,
        demo: config.seedDemo,
        storage,
        siteName: config.site.name,
        log: (message, details) => logger.info(details ?? {}, message),
      });
    } finally {
      await releaseStartupLock();
    }
    logger.info({ seed: { ...report, admin: { ...report.admin, generatedPassword: undefined } } }, 'seed done');
    if (report.admin.generatedPassword) {
      // Shown once: the hash is all that is kept.
      logger.warn(
        { email: report.admin.email },
        `Admin account created with the generated password ${report.admin.generatedPassword} — sign in and change it, or set ADMIN_PASSWORD.`,
      );
    }

    // before listening: no payment screenshot stays public once the server answers (issue 14)
    const madePrivate = await makeScreenshotsPrivate(database.prisma, storage);
    if (madePrivate > 0) logger.info({ creditRequests: madePrivate }, 'payment screenshots moved to private storage');

    // every mail goes through the queue: a mail server that is down delays mail, never loses it
    const queue = createJobQueue(config, database, logger);
    const mailer = queuedMailer(queue, createMailer(config.mail, logger), logger);
    try {
      await queue.start(periodicJobs({ config, database, mailer, storage, logger }), config.reminderIntervalMinutes);
    } catch (error) {
      await queue.stop().catch(() => {});
      throw new StartupError(
        `Cannot start the job queue (${(error instanceof Error ? error.message : String(error)).split('\n')[0]}). Check the database's permissions (it keeps its jobs in schema pgboss) and start again.`,
      );
    }
    stopQueue = () => queue.stop();

    // infrastructure besides the database: each is probed now (one clear line if it does not answer)
    // and reported to admins on /healthz
    const dependencies: Dependency[] = [
      ...(media.dependency ? [media.dependency] : []),
      ...(queue.dependency ? [queue.dependency] : []),
      ...(notifications.dependency ? [notifications.dependency] : []),
    ];
    await requireDependencies(dependencies);

    const app = createHttpApp(
      { config, logger, storage, mailer, db: database.prisma, database },
      { dependencies, notifications },
    );
    const server = await listen(app.fetch, config.host, config.port);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, url: `http://localhost:${port}` }, 'listening');
    // whether only the proxy can reach the port is not known here: said now, and warned of on the first request from elsewhere (context.ts)
    const trustNote = trustProxyAtStartup(config.trustProxySetting, config.host, port);
    if (trustNote)
      logger.info({ trustProxy: describeTrustProxy(config.trustProxySetting), host: config.host }, trustNote);
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        // after the last request: a mail it queued is stored before the queue stops
        await queue.stop();
        await notifications.close();
        await database.close();
        media.close();
        logger.info('stopped');
      })());
    return { config, database, logger, port, appliedMigrations: applied, close };
  } catch (error) {
    await stopQueue().catch(() => {});
    await notifications.close().catch(() => {});
    await database.close().catch(() => {});
    media.close();
    throw error;
  }
}

/** Stops the start with one line naming the first dependency that does not answer. */
async function requireDependencies(dependencies: readonly Dependency[]): Promise<void> {
  const down = (await probeDependencies(dependencies)).find((dependency) => dependency.state === 'down');
  if (down)
    throw new StartupError(
      `Cannot reach the ${down.name} at ${down.location} (${down.reason}). Start it or correct its settings, and start again.`,
    );
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], hostname: string, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname, port }, () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new StartupError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use. Stop the other server or set PORT to a free port.`
            : `Cannot listen on ${hostname}:${port} (${error.message}).`,
        ),
      ),
    );
  });
}

/** The one line a person reads when the start fails. */
export function describeStartupFailure(error: unknown): string {
  if (error instanceof ConfigError || error instanceof StartupError) return error.message;
  if (error instanceof MigrationError) {
    return `${error.message}. The database was left as it was; fix the migration and start again.`;
  }
  return `The server could not start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startServer().then(
    (running) => {
      const shutdown = (signal: string) => {
        running.logger.info({ signal }, 'shutting down');
        running.close().then(
          () => process.exit(0),
          (error: unknown) => {
            running.logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      process.once('SIGINT', () => shutdown('SIGINT'));
    },
    (error: unknown) => {
      console.error(describeStartupFailure(error));
      process.exit(1);
    },
  );
}
