// The database: embedded PGlite when no DATABASE_URL is set, a PostgreSQL server otherwise.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PGliteAdapterFactory } from './pglite-adapter.ts';
import { PrismaClient } from './generated/prisma/client.ts';

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** The factory the schema engine migrates through. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /** Where the data lives, without credentials, for logs and /healthz. */
  location: string;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; instance: PGlite };

/** Opens the database and checks that it answers. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const adapterFactory = new PrismaPg({ connectionString: target.url, max: 10 });
    const prisma = new PrismaClient({ adapter: adapterFactory });
    const database: Database = {
      prisma,
      kind: 'postgres',
      adapterFactory,
      location: redactUrl(target.url),
      close: () => prisma.$disconnect(),
    };
    await ping(database);
    return database;
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
  const adapterFactory = new PGliteAdapterFactory(pglite);
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

async function ping(database: Database): Promise<void> {
  await database.prisma.$queryRawUnsafe('SELECT 1');
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
