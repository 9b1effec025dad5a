// The driver adapters the schema engine migrates through, with fixes its scripts need
// (both found by server/db/migrate.test.ts; see docs/decisions/0002-migrations-without-the-native-engine.md):
// - pglite-prisma-adapter's executeScript does not await the script, so a failing migration was
//   recorded as applied; its shadow databases are never closed.
// - @prisma/adapter-pg's executeScript splits the script on ';' (comments and strings included) and
//   runs the pieces one by one, so a failing migration was left half applied.
// Here every script is sent whole, as one simple-protocol query: PostgreSQL runs a multi-statement
// query as one implicit transaction, so a migration applies entirely or not at all.
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PGLITE_EXTENSIONS } from './pglite-extensions.mjs';

interface AdapterInternals {
  /** both adapters turn a driver error into Prisma's DriverAdapterError and throw it */
  onError(error: unknown): never;
}

/** Called with the SQL and arguments of every statement Prisma sends (benchmarks count and explain them). */
export type QueryObserver = (sql: string, args: readonly unknown[]) => void;

function observed(adapter: SqlDriverAdapter, onQuery?: QueryObserver): SqlDriverAdapter {
  if (!onQuery) return adapter;
  const queryRaw = adapter.queryRaw.bind(adapter);
  const executeRaw = adapter.executeRaw.bind(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  return Object.assign(adapter, {
    queryRaw: (query: Parameters<typeof queryRaw>[0]) => (onQuery(query.sql, query.args), queryRaw(query)),
    executeRaw: (query: Parameters<typeof executeRaw>[0]) => (onQuery(query.sql, query.args), executeRaw(query)),
    startTransaction: async (...args: Parameters<typeof startTransaction>) => {
      const transaction = await startTransaction(...args);
      const txQuery = transaction.queryRaw.bind(transaction);
      const txExecute = transaction.executeRaw.bind(transaction);
      return Object.assign(transaction, {
        queryRaw: (query: Parameters<typeof txQuery>[0]) => (onQuery(query.sql, query.args), txQuery(query)),
        executeRaw: (query: Parameters<typeof txExecute>[0]) => (onQuery(query.sql, query.args), txExecute(query)),
      });
    },
  });
}

function withWholeScripts(
  adapter: SqlDriverAdapter,
  runScript: (script: string) => Promise<unknown>,
  onDispose?: () => Promise<void>,
): SqlDriverAdapter {
  const internals = adapter as unknown as AdapterInternals;
  const dispose = adapter.dispose.bind(adapter);
  return Object.assign(adapter, {
    executeScript: async (script: string) => {
      try {
        await runScript(script);
      } catch (error) {
        internals.onError(error);
      }
    },
    dispose: async () => {
      await dispose();
      await onDispose?.();
    },
  });
}

/** For the schema engine's throw-away in-memory databases (migrate.ts); the app reaches PGlite through pg (pglite-thread.ts). */
export class PGliteAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName: string;
  private readonly inner: PrismaPGlite;

  constructor(private readonly client: PGlite) {
    this.inner = new PrismaPGlite(client);
    this.adapterName = this.inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return withWholeScripts(await this.inner.connect(), (script) => this.client.exec(script));
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const shadow = new PGlite({ extensions: PGLITE_EXTENSIONS });
    return withWholeScripts(
      await new PrismaPGlite(shadow).connect(),
      (script) => shadow.exec(script),
      async () => {
        if (!shadow.closed) await shadow.close();
      },
    );
  }
}

export class PgAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName: string;
  private readonly inner: PrismaPg;

  constructor(
    pool: pg.Pool,
    private readonly onQuery?: QueryObserver,
  ) {
    // Named statements are prepared once per connection and reused: no parsing and planning of
    // the same SQL on every request. Prisma's SQL text depends only on the query's shape.
    this.inner = new PrismaPg(pool, {
      statementNameGenerator: (query) => `prisma_${createHash('sha1').update(query.sql).digest('hex')}`,
    });
    this.adapterName = this.inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return observed(this.wrap(await this.inner.connect()), this.onQuery);
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return this.wrap(await this.inner.connectToShadowDb());
  }

  private wrap(adapter: Awaited<ReturnType<PrismaPg['connect']>>): SqlDriverAdapter {
    const driver = adapter.underlyingDriver() as pg.Pool | pg.PoolClient;
    // no parameters: node-postgres uses the simple query protocol, which accepts many statements
    return withWholeScripts(adapter, (script) => driver.query(script));
  }
}
