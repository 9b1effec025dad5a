// Migrates one template database for the whole run; each test file then gets a copy of it
// (server/test/database.ts), which is much faster than migrating per file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';

export type DatabaseTemplate =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

// The server's suite is two projects (vitest.config.ts: its files that run isolated), whose setups run in
// one process: they share one template, made once (Prisma's schema engine runs one migration at a time), and
// the last teardown removes it.
type MadeTemplate = { template: DatabaseTemplate; remove: () => Promise<void> | void };
const SHARED = Symbol.for('directory.test.databaseTemplate');
const shared = globalThis as typeof globalThis & { [SHARED]?: { made: Promise<MadeTemplate>; users: number } };

export default async function setup(project: TestProject) {
  const entry = (shared[SHARED] ??= { made: makeTemplate(), users: 0 });
  entry.users += 1;
  const { template, remove } = await entry.made;
  project.provide('databaseTemplate', template);
  return async () => {
    entry.users -= 1;
    if (entry.users === 0) {
      delete shared[SHARED];
      await remove();
    }
  };
}

async function makeTemplate(): Promise<MadeTemplate> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = `directory_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}"`);
    await admin.query(`CREATE DATABASE "${templateName}"`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, templateName) });
    await applyMigrations(database);
    await database.close();
    return {
      template: { kind: 'postgres', url, templateName },
      remove: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'directory-test-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'template') });
  await applyMigrations(database);
  const dump = await database.dump!();
  await database.close();
  const dumpPath = join(dir, 'template.tar');
  writeFileSync(dumpPath, dump);
  return { template: { kind: 'pglite', dumpPath }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
