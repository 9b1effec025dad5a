// A fresh, migrated database for one test file: a copy of the run's template, in memory
// (PGlite) or, with TEST_DATABASE_URL, a new database on that PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client.ts';
import { applyMigrations, dropAll, MIGRATIONS_DIR } from '../db/migrate.ts';
import { withDatabase } from './global-setup.ts';

export const onRealPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return openDatabase({ kind: 'pglite', dump: readFileSync(template.dumpPath) }, options);
  }
  const name = `directory_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(template.url, name) }, options);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: template.url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Empties the database and applies only the migrations before `migration` (a folder name), so a
 * migration's test can write rows as they were and then apply it. The schema engine replays every
 * migration: seconds alone, minutes on a busy machine.
 */
export async function migrateUpTo(database: Database, migration: string): Promise<void> {
  const before = mkdtempSync(join(tmpdir(), 'directory-migrations-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  for (const name of readdirSync(before).filter((name) => name >= migration && name !== 'migration_lock.toml'))
    rmSync(join(before, name), { recursive: true });
  await dropAll(database);
  await applyMigrations(database, { dir: before });
}
