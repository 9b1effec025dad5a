// Migrations in Prisma's own format (prisma/migrations/<timestamp>_<name>/migration.sql),
// applied and created by the WebAssembly schema engine, exactly as `prisma migrate deploy`
// and `prisma migrate diff` would.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import { PGliteAdapterFactory } from './adapters.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.mjs';
import type { Database } from './client.ts';
import { openSchemaEngine } from './schema-engine.ts';

export const PRISMA_DIR = resolve(import.meta.dirname, '../../prisma');
export const MIGRATIONS_DIR = join(PRISMA_DIR, 'migrations');
export const SCHEMA_PATH = join(PRISMA_DIR, 'schema.prisma');

const NO_FILTERS = { externalTables: [], externalEnums: [] };

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migrationName?: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

export async function readMigrationList(dir = MIGRATIONS_DIR): Promise<MigrationList> {
  const lockPath = join(dir, 'migration_lock.toml');
  const entries = existsSync(dir) ? await readdir(dir, { withFileTypes: true }) : [];
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name, 'migration.sql');
      const content = existsSync(file)
        ? ({ tag: 'ok', value: await readFile(file, 'utf8') } as const)
        : ({ tag: 'error', value: `${file} is missing` } as const);
      return { path: name, migrationFile: { path: 'migration.sql', content } };
    }),
  );
  return {
    baseDir: dir,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

async function readDatamodel(schemaPath = SCHEMA_PATH) {
  return { path: schemaPath, content: await readFile(schemaPath, 'utf8') };
}

/**
 * Applies every pending migration and answers their names (empty when the database is
 * current). A migration that fails is rolled back by PostgreSQL (each script runs as one
 * transaction) and marked rolled back, so the database is as it was and a fixed migration
 * can be applied later.
 */
export async function applyMigrations(
  database: Database,
  options: { dir?: string; schemaPath?: string } = {},
): Promise<string[]> {
  const migrationsList = await readMigrationList(options.dir);
  if (migrationsList.migrationDirectories.length === 0) {
    throw new MigrationError(`No migrations found in ${migrationsList.baseDir}`);
  }
  const migrationAdapter = database.openMigrationAdapter?.();
  const engine = await openSchemaEngine(
    migrationAdapter?.factory ?? database.adapterFactory,
    await readDatamodel(options.schemaPath),
  ).catch(async (error: unknown) => {
    await migrationAdapter?.close();
    throw error;
  });
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    return appliedMigrationNames;
  } catch (error) {
    const failed = await findFailedMigration(database);
    if (failed) {
      await engine.markMigrationRolledBack({ migrationName: failed }).catch(() => {});
    }
    throw new MigrationError(
      `Migration ${failed ?? '(unknown)'} failed and was rolled back: ${firstLine(error)}`,
      failed,
    );
  } finally {
    engine.free();
    // ends the connection, and with it any lock the engine left on it
    await migrationAdapter?.close();
  }
}

async function findFailedMigration(database: Database): Promise<string | undefined> {
  const rows = await database.prisma
    .$queryRawUnsafe<{ migration_name: string }[]>(
      `SELECT migration_name FROM _prisma_migrations
       WHERE finished_at IS NULL AND rolled_back_at IS NULL ORDER BY started_at DESC LIMIT 1`,
    )
    .catch(() => []);
  return rows[0]?.migration_name;
}

/** Names of applied migrations, oldest first (for /healthz and tests). */
export async function appliedMigrations(database: Database): Promise<string[]> {
  const rows = await database.prisma.$queryRawUnsafe<{ migration_name: string }[]>(
    `SELECT migration_name FROM _prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.migration_name);
}

/**
 * The SQL that takes the migration history to the current schema.prisma, computed against
 * a throw-away in-memory PGlite (the engine replays the history in its shadow database).
 * Empty when the history already matches.
 */
export async function diffSchemaAgainstMigrations(
  options: { dir?: string; schemaPath?: string } = {},
): Promise<string> {
  const migrationsList = await readMigrationList(options.dir);
  const datamodel = await readDatamodel(options.schemaPath);
  const scratch = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const engine = await openSchemaEngine(new PGliteAdapterFactory(scratch), datamodel);
  try {
    const from =
      migrationsList.migrationDirectories.length > 0
        ? ({ tag: 'migrations', ...migrationsList } as const)
        : ({ tag: 'empty' } as const);
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [datamodel] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    const sql = (result.stdout ?? '').trim();
    return sql === '-- This is an empty migration.' ? '' : sql;
  } finally {
    engine.free();
    await scratch.close();
  }
}

/** Writes a new migration folder for the current schema; answers its path, or null when nothing changed. */
export async function createMigration(
  name: string,
  options: { dir?: string; schemaPath?: string; now?: Date } = {},
): Promise<string | null> {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) throw new MigrationError('Give the migration a name: npm run db:migrate:new -- <name>');
  const sql = await diffSchemaAgainstMigrations(options);
  if (!sql) return null;
  const dir = options.dir ?? MIGRATIONS_DIR;
  const stamp = (options.now ?? new Date()).toISOString().replace(/\D/g, '').slice(0, 14);
  const folder = join(dir, `${stamp}_${slug}`);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'migration.sql'), `${sql}\n`);
  const lockPath = join(dir, 'migration_lock.toml');
  if (!existsSync(lockPath)) {
    await writeFile(
      lockPath,
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  return folder;
}

/** Drops everything in the public schema (for db:reset and tests). */
export async function dropAll(database: Database): Promise<void> {
  await database.prisma.$executeRawUnsafe('DROP SCHEMA public CASCADE');
  await database.prisma.$executeRawUnsafe('CREATE SCHEMA public');
}

/** The database's own words when the engine has them ("Error querying the database: ..."), else the first line. */
function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const fromDatabase = /^Error querying the database: (.+)$/m.exec(text)?.[1];
  return (
    fromDatabase?.trim() ??
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ??
    'unknown error'
  );
}
