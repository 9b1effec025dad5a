// The database: embedded PGlite when no DATABASE_URL is set, a PostgreSQL server otherwise.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite, protocol, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PgAdapterFactory, PGliteAdapterFactory, type QueryObserver } from './adapters.ts';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';

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
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; instance: PGlite };

export interface DatabaseOptions {
  /** sees the SQL of every statement (benchmarks) */
  onQuery?: QueryObserver;
  /** told when an idle pooled connection dies (server restart, network): the pool replaces it */
  onConnectionLost?: (error: Error) => void;
}

/** Rows of one SQL statement, its values passed as parameters only. */
export type PreparedQuery = (statement: Prisma.Sql) => Promise<Record<string, unknown>[]>;

const preparedQueries = new WeakMap<PrismaClient, PreparedQuery>();

/**
 * Runs a statement directly as a named prepared statement, parsed once per connection and planned
 * once with its generic plan (`plan_cache_mode = force_generic_plan`), without Prisma's raw-query
 * path: on PostgreSQL on a pool of its own, on PGlite on its one session. PostgreSQL would otherwise
 * plan the listing on every execution (its generic plan is estimated dearer than it runs), which cost
 * more than running it. The statement's text must carry as literals the values that decide its best
 * plan (a LIMIT), and as parameters only those that do not. Undefined for any other client (a
 * transaction's, which must keep its own connection).
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
function statementName(text: string): string {
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
  return { connectionString: parsed.toString(), options: [own, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' ') };
}

function poolQuery(pool: pg.Pool, onQuery?: QueryObserver): PreparedQuery {
  return async (statement) => {
    const text = statement.text;
    const values = statement.values;
    onQuery?.(text, values);
    const result = await pool.query({ name: statementName(text), text, values, types: utcTypes });
    return result.rows as Record<string, unknown>[];
  };
}

const joined = (parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
};

/** A parameter as text, as PGlite's own query sends it; only the kinds the direct statements pass. */
function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  throw new TypeError(`unsupported statement parameter: ${typeof value}`);
}

const pgliteParsers: Record<number, (value: string) => unknown> = {
  [UTC_DATE]: (value) => new Date(`${value}T00:00:00Z`),
  [UTC_TIMESTAMP]: (value) => new Date(`${value.replace(' ', 'T')}Z`),
};

/**
 * On PGlite, the same as a named statement of the extended protocol: parsed once on the instance
 * (its one session), then bound and executed with the request's values under a generic plan, the
 * setting restored for Prisma's statements in the same exchange; PGlite's own query parses and plans
 * every statement each time.
 */
function pgliteQuery(pglite: PGlite, onQuery?: QueryObserver): PreparedQuery {
  const parsed = new Set<string>();
  const { serialize } = protocol;
  const genericOn = { name: 'direct_generic_plans', text: 'SET plan_cache_mode = force_generic_plan' };
  const genericOff = { name: 'direct_custom_plans', text: 'RESET plan_cache_mode' };
  // a named statement's messages: parsed when not known to be (closed first: a failed exchange may
  // have parsed it; closing a statement that does not exist is no error), bound, run
  const messages = (statement: { name: string; text: string }, values: (string | null)[], describe: boolean) => [
    ...(parsed.has(statement.name) ? [] : [serialize.close({ type: 'S', name: statement.name }), serialize.parse(statement)]),
    serialize.bind({ statement: statement.name, values }),
    ...(describe ? [serialize.describe({ type: 'P' })] : []),
    serialize.execute({}),
  ];
  return async (statement) => {
    const text = statement.text;
    const values = statement.values;
    onQuery?.(text, values);
    const query = { name: statementName(text), text };
    const exchange = () => [
      ...messages(genericOn, [], false),
      ...messages(query, values.map(parameterText), true),
      ...messages(genericOff, [], false),
      serialize.sync(),
    ];
    // as PGlite's query: after any open transaction (Prisma's run in PGlite's), then alone
    const run = () =>
      pglite._runExclusiveTransaction(() =>
        pglite.runExclusive(async () => {
          try {
            return await pglite.execProtocol(joined(exchange()));
          } catch (error) {
            // a failed statement skips the rest of the exchange: custom plans again for Prisma's
            await pglite.execProtocol(serialize.query(genericOff.text));
            throw error;
          }
        }),
      );
    let result: Awaited<ReturnType<PGlite['execProtocol']>>;
    try {
      result = await run();
    } catch (error) {
      // forgotten by the session (DEALLOCATE): parsed again, once
      if ((error as { code?: string }).code !== '26000') throw error;
      parsed.clear();
      result = await run();
    }
    for (const { name } of [genericOn, query, genericOff]) parsed.add(name);
    const rows: Record<string, unknown>[] = [];
    let fields: { name: string; dataTypeID: number }[] = [];
    for (const message of result.messages) {
      if (message instanceof protocol.messages.RowDescriptionMessage) fields = message.fields;
      else if (message instanceof protocol.messages.DataRowMessage) {
        const row: Record<string, unknown> = {};
        message.fields.forEach((value, index) => {
          const field = fields[index]!;
          const parse = pgliteParsers[field.dataTypeID];
          row[field.name] = value === null ? null : parse ? parse(value) : pgliteTypes.parseType(value, field.dataTypeID);
        });
        rows.push(row);
      }
    }
    return rows;
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
    const prisma = new PrismaClient({ adapter: adapterFactory });
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
  let pglite: PGlite;
  let location: string;
  if ('instance' in target) {
    pglite = target.instance;
    location = 'memory';
  } else {
    mkdirSync(target.dataDir, { recursive: true });
    pglite = new PGlite(target.dataDir);
    location = target.dataDir;
  }
  await pglite.waitReady;
  const adapterFactory = new PGliteAdapterFactory(pglite, options.onQuery);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  preparedQueries.set(prisma, pgliteQuery(pglite, options.onQuery));
  return {
    prisma,
    kind: 'pglite',
    adapterFactory,
    location,
    close: async () => {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
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
