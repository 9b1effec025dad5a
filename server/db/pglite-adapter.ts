// pglite-prisma-adapter, with two fixes the schema engine needs:
// - its executeScript does not await the script, so a failing migration was recorded as applied
//   (and the error escaped as an unhandled rejection): here the script is awaited and its error
//   reaches the engine;
// - its shadow databases are never closed: here disposing the adapter closes them.
import { PGlite } from '@electric-sql/pglite';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';

interface PGliteAdapterInternals {
  onError(error: unknown): never;
}

function withAwaitedScripts(adapter: SqlDriverAdapter, client: PGlite, owned: boolean): SqlDriverAdapter {
  const internals = adapter as unknown as PGliteAdapterInternals;
  const dispose = adapter.dispose.bind(adapter);
  return Object.assign(adapter, {
    executeScript: async (script: string) => {
      try {
        await client.exec(script);
      } catch (error) {
        internals.onError(error);
      }
    },
    dispose: async () => {
      await dispose();
      if (owned && !client.closed) await client.close();
    },
  });
}

export class PGliteAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName: string;
  private readonly inner: PrismaPGlite;

  constructor(private readonly client: PGlite) {
    this.inner = new PrismaPGlite(client);
    this.adapterName = this.inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return withAwaitedScripts(await this.inner.connect(), this.client, false);
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const shadow = new PGlite();
    return withAwaitedScripts(await new PrismaPGlite(shadow).connect(), shadow, true);
  }
}
