// The database: embedded PGlite when no DATABASE_URL is set, a PostgreSQL server otherwise.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PgAdapterFactory, PGliteAdapterFactory, type QueryObserver } from './adapters.ts';
import { PrismaClient } from './generated/prisma/client.ts';

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
    const adapterFactory = new PgAdapterFactory(pool, options.onQuery);
    const prisma = new PrismaClient({ adapter: adapterFactory });
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
        await pool.end();
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
