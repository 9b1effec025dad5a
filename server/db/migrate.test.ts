import { cpSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onRealPostgres } from '../test/database.ts';
import type { Database } from './client.ts';
import {
  applyMigrations,
  appliedMigrations,
  diffSchemaAgainstMigrations,
  MIGRATIONS_DIR,
  MigrationError,
  readMigrationList,
} from './migrate.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  // the schema engine replays every migration on a scratch database: seconds alone, minutes on a busy machine
  it('are committed in Prisma format and match schema.prisma exactly', async () => {
    const list = await readMigrationList();
    expect(list.lockfile.content).toContain('provider = "postgresql"');
    expect(list.migrationDirectories.length).toBeGreaterThan(0);
    for (const directory of list.migrationDirectories) {
      expect(directory.path).toMatch(/^\d{14}_[a-z0-9_]+$/);
      expect(directory.migrationFile.content.tag).toBe('ok');
    }
    // @prisma/adapter-pg splits scripts on ';', comments included: a ';' in a comment breaks PostgreSQL
    for (const directory of list.migrationDirectories) {
      const sql = directory.migrationFile.content.tag === 'ok' ? directory.migrationFile.content.value : '';
      expect(sql.split('\n').filter((line) => line.trim().startsWith('--') && line.includes(';'))).toEqual([]);
    }
    // a change to schema.prisma without `npm run db:migrate:new` fails here
    expect(await diffSchemaAgainstMigrations()).toBe('');
  }, 180_000);

  it.runIf(onRealPostgres)(
    'leave no advisory lock held once applied, so another process can migrate next (real PostgreSQL)',
    async () => {
      await applyMigrations(database);
      // the schema engine's own lock (Prisma's key); left held on the app's pool, the next process's migrations time out
      const held = await database.prisma.$queryRawUnsafe<{ pid: number }[]>(
        `SELECT l.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' AND a.datname = current_database()`,
      );
      expect(held).toEqual([]);
    },
  );

  it('apply nothing the second time', async () => {
    const names = await appliedMigrations(database);
    expect(names.length).toBe((await readMigrationList()).migrationDirectories.length);
    expect(await applyMigrations(database)).toEqual([]);
    expect(await appliedMigrations(database)).toEqual(names);
  });

  it('leave the database as it was when a migration fails, and apply once it is fixed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'directory-migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const broken = join(dir, '20990101000000_broken');
    mkdirSync(broken);
    writeFileSync(
      join(broken, 'migration.sql'),
      'CREATE TABLE "half_done" ("id" INTEGER);\nALTER TABLE "users" ADD COLUMN "nickname" TEXT;\nSELECT * FROM "no_such_table";\n',
    );
    const before = await appliedMigrations(database);

    await expect(applyMigrations(database, { dir })).rejects.toThrow(MigrationError);
    await expect(applyMigrations(database, { dir })).rejects.toThrow(
      /20990101000000_broken failed and was rolled back/,
    );
    const tables = await database.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'`,
    );
    expect(tables[0]!.n).toBe(0);
    const columns = await database.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'nickname'`,
    );
    expect(columns[0]!.n).toBe(0);
    expect(await appliedMigrations(database)).toEqual(before);

    writeFileSync(join(broken, 'migration.sql'), 'CREATE TABLE "half_done" ("id" INTEGER);\n');
    expect(await applyMigrations(database, { dir })).toEqual(['20990101000000_broken']);
    expect(await applyMigrations(database, { dir })).toEqual([]);
  });
});
