// The database: embedded PGlite when no DATABASE_URL is set, a PostgreSQL server otherwise.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PGliteThread } from './pglite-thread.ts';
import { PgAdapterFactory, type QueryObserver } from './adapters.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { ServiceUnavailableError } from '../lib/errors.ts';

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** The factory the schema engine migrates through. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /**
   * On PostgreSQL, a factory on one connection of its own, closed after migrating: the schema engine
   * takes its advisory lock on one pooled connection and may release it on another, and a lock left
   * held on the app's pool would time out the migrations of every process started after this one.
   */
  openMigrationAdapter?: () => { factory: SqlMigrationAwareDriverAdapterFactory; close: () => Promise<void> };
  /** Where the data lives, without credentials, for logs and /healthz. */
  location: string;
  /**
   * On PostgreSQL, the app's connection pool, for the libraries that share it (rate-limit counters,
   * the job queue, notifications between processes); the embedded database has none.
   */
  pool?: pg.Pool;
  /** On the embedded database, a copy of all of it (PGlite's dumpDataDir): tests start from one. */
  dump?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** in memory, from a dump of another (tests) */
  | { kind: 'pglite'; dump: Uint8Array };

export interface DatabaseOptions {
  /** sees the SQL of every statement (benchmarks) */
  onQuery?: QueryObserver;
  /** told when an idle pooled connection dies (server restart, network): the pool replaces it */
  onConnectionLost?: (error: Error) => void;
  /** how long a transaction waits in line for a connection (TRANSACTION_START_WAIT_MS by default; tests shorten it) */
  transactionStartWaitMs?: number;
}

/**
 * How long a transaction waits in line for a connection before the caller is told the site is busy.
 * Prisma's own 2 s was shorter than plain queries wait (the pool queues them without a bound): on the
 * embedded database's one connection, a burst of 200 requests made transactions give up while the
 * rest of the work went through (issue 30, finding 6). The transactions that chose their wait took 10 s.
 */
export const TRANSACTION_START_WAIT_MS = 10_000;

/** What a caller whose transaction could not start is told: nothing was done, and trying again later works. */
export const BUSY_MESSAGE = 'The site is busy. Please try again in a moment.';

/** Prisma's error when a transaction could not get a connection within its wait (P2028, TransactionStartTimeoutError). */
function isTransactionStartTimeout(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'P2028' &&
    typeof message === 'string' &&
    message.includes('Unable to start a transaction in the given time')
  );
}

/**
 * A Prisma client whose transactions wait their turn for a connection up to `maxWait`, and when
 * that runs out, fail with ServiceUnavailableError (503, SERVICE_UNAVAILABLE) rather than an
 * unexpected error: nothing ran, so the services' refunds of rate-limit points (they give them back
 * on any failure) make the attempt cost nothing, and the caller may try again.
 */
function createPrismaClient(adapter: PgAdapterFactory, maxWait: number): PrismaClient {
  const prisma = new PrismaClient({ adapter, transactionOptions: { maxWait } });
  const startTransaction = prisma.$transaction.bind(prisma) as (...args: unknown[]) => Promise<unknown>;
  const $transaction = (...args: unknown[]) =>
    startTransaction(...args).catch((error: unknown) => {
      throw isTransactionStartTimeout(error) ? new ServiceUnavailableError(BUSY_MESSAGE) : error;
    });
  return Object.assign(prisma, { $transaction: $transaction as PrismaClient['$transaction'] });
}

/** An SQL statement and its values, passed as parameters only; and its name when the caller keeps it (statementName of its text). */
export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
  readonly name?: string;
}

/** Rows of one SQL statement (a Prisma.Sql is one). */
export type PreparedQuery = (statement: Statement) => Promise<Record<string, unknown>[]>;

const preparedQueries = new WeakMap<PrismaClient, PreparedQuery>();

/**
 * Runs a statement directly as a named prepared statement, parsed once per connection and planned
 * once with its generic plan (`plan_cache_mode = force_generic_plan`), without Prisma's raw-query
 * path: on PostgreSQL on a pool of its own, on PGlite on its one session, the setting switched around
 * it (sessionQuery). PostgreSQL would otherwise plan the listing on every execution (its generic plan
 * is estimated dearer than it runs), which cost more than running it. The statement's text must
 * carry as literals the values that decide its best plan (a LIMIT), and as parameters only those that
 * do not. A caller that keeps its statement's name passes it; else it is named from the text.
 * Undefined for any other client (a transaction's, which must keep its own connection).
 */
export function preparedQueryOf(prisma: object): PreparedQuery | undefined {
  return preparedQueries.get(prisma as PrismaClient);
}

// Prisma reads DATE and TIMESTAMP (without time zone) as UTC; node-postgres would read them in the
// process's time zone. Every other type as node-postgres reads it (int4 a number, json parsed, text).
const UTC_DATE = 1082;
const UTC_TIMESTAMP = 1114;
const utcTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === UTC_DATE) return (value: string) => new Date(`${value}T00:00:00Z`);
    if (oid === UTC_TIMESTAMP) return (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** Names a statement by its text: the same text is the same prepared statement on every connection. */
const statementNames = new Map<string, string>();
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `direct_${createHash('sha1').update(text).digest('hex')}`;
    // texts vary by shape only (the values are parameters); bounded all the same
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/** How many connections each process opens for the generic-plan statements, besides the app's pool. */
export const STATEMENT_POOL_SIZE = 5;

/**
 * Connection settings whose sessions plan every prepared statement once, generically. The setting
 * joins any `options` the URL already carries (node-postgres would let the URL's replace it).
 */
function withGenericPlans(url: string): pg.PoolConfig {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { connectionString: url, options: '-c plan_cache_mode=force_generic_plan' };
  }
  const own = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  return {
    connectionString: parsed.toString(),
    options: [own, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
  };
}

function poolQuery(pool: pg.Pool, onQuery?: QueryObserver): PreparedQuery {
  return async (statement) => {
    const text = statement.text;
    const values = statement.values;
    onQuery?.(text, values);
    const result = await pool.query({
      name: statement.name ?? statementName(text),
      text,
      values: values as unknown[],
      types: utcTypes,
    });
    return result.rows as Record<string, unknown>[];
  };
}

/** The protocol messages node-postgres's connection writes; the ones GenericPlanQuery adds. */
interface PgConnection {
  parse(message: { text: string; name?: string }): void;
  bind(message: object): void;
  execute(message: object): void;
  sync(): void;
}

/**
 * node-postgres's query with the generic-plan setting switched on before it and off after it, in the
 * same exchange: one Sync, so one round trip to the database, and three results (SET, the
 * statement's, RESET). For a session whose other statements keep their custom plans. The exchange is
 * one implicit transaction: when the statement fails, it is rolled back, the SET with it.
 */
class GenericPlanQuery extends (pg.Query as unknown as new (config: pg.QueryConfig) => {
  prepare(connection: PgConnection): void;
}) {
  override prepare(connection: PgConnection) {
    connection.parse({ text: 'SET plan_cache_mode = force_generic_plan' });
    connection.bind({});
    connection.execute({});
    const sync = connection.sync;
    connection.sync = () => {
      connection.sync = sync;
      connection.parse({ text: 'RESET plan_cache_mode' });
      connection.bind({});
      connection.execute({});
      sync.call(connection);
    };
    super.prepare(connection);
  }
}

/** As poolQuery, on a pool whose one session also serves Prisma's statements (the embedded database). */
function sessionQuery(pool: pg.Pool, onQuery?: QueryObserver): PreparedQuery {
  return async (statement) => {
    const text = statement.text;
    const values = statement.values;
    onQuery?.(text, values);
    const client = await pool.connect();
    try {
      const query = new GenericPlanQuery({
        name: statement.name ?? statementName(text),
        text,
        values: values as unknown[],
        types: utcTypes,
      }) as unknown as NodeJS.EventEmitter;
      const [, result] = await new Promise<pg.QueryResult[]>((resolve, reject) => {
        query.once('end', resolve);
        query.once('error', reject);
        client.query(query as never);
      });
      client.release();
      return result!.rows as Record<string, unknown>[];
    } catch (error) {
      // node-postgres takes the SET's ParseComplete for the statement's: a statement that failed to
      // parse would be taken as prepared on this connection. It is dropped instead; the next one
      // starts a clean session (errors here are the database's or ours, not a visitor's)
      client.release(error as Error);
      throw error;
    }
  };
}

/** Opens the database and checks that it answers. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // an idle client whose connection drops emits 'error' on the pool: unhandled, it would end the
    // process; the pool discards that client and the next query opens a new connection
    pool.on('error', (error) => options.onConnectionLost?.(error));
    try {
      // checked on the pool itself: Prisma would wrap a refused connection in an empty P2010
      await pool.query('SELECT 1');
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    // the generic-plan statements' own connections: the setting would also give Prisma's statements
    // (unnamed, their LIMIT a parameter) generic plans, some of them far slower
    const statementPool = new pg.Pool({ ...withGenericPlans(target.url), max: STATEMENT_POOL_SIZE });
    statementPool.on('error', (error) => options.onConnectionLost?.(error));
    const adapterFactory = new PgAdapterFactory(pool, options.onQuery);
    const prisma = createPrismaClient(adapterFactory, options.transactionStartWaitMs ?? TRANSACTION_START_WAIT_MS);
    preparedQueries.set(prisma, poolQuery(statementPool, options.onQuery));
    return {
      prisma,
      kind: 'postgres',
      adapterFactory,
      openMigrationAdapter: () => {
        const migrationPool = new pg.Pool({ connectionString: target.url, max: 1 });
        migrationPool.on('error', (error) => options.onConnectionLost?.(error));
        return { factory: new PgAdapterFactory(migrationPool), close: () => migrationPool.end() };
      },
      location: redactUrl(target.url),
      pool,
      close: async () => {
        await prisma.$disconnect();
        await Promise.all([pool.end(), statementPool.end()]);
      },
    };
  }
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  const thread = new PGliteThread(target);
  try {
    await thread.ready;
  } catch (error) {
    await thread.close();
    throw error;
  }
  const pool = thread.pool(options.onConnectionLost);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    await thread.close();
    throw error;
  }
  const adapterFactory = new PgAdapterFactory(pool, options.onQuery);
  const prisma = createPrismaClient(adapterFactory, options.transactionStartWaitMs ?? TRANSACTION_START_WAIT_MS);
  preparedQueries.set(prisma, sessionQuery(pool, options.onQuery));
  return {
    prisma,
    kind: 'pglite',
    adapterFactory,
    location: 'dataDir' in target ? target.dataDir : 'memory',
    dump: () => thread.dump(),
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
      await thread.close();
    },
  };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
