// The embedded database in its own thread (pglite-thread.ts): spoken to over the wire protocol through
// node-postgres, sessions as a server keeps them, the generic-plan statement, and failures that say so.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from './generated/prisma/client.ts';
import { openDatabase, preparedQueryOf } from './client.ts';
import { PGliteThread } from './pglite-thread.ts';

const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the embedded database in its own thread', () => {
  let thread: PGliteThread;
  beforeAll(async () => {
    thread = new PGliteThread({ dataDir: join(folder, 'data') });
    await thread.ready;
  });
  afterAll(() => thread.close());

  it('answers node-postgres: plain and named statements, and a failed one leaves the connection usable', async () => {
    const pool = thread.pool();
    try {
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      const named = { name: 'plus_one', text: 'SELECT $1::int + 1 AS next' };
      expect((await pool.query({ ...named, values: [41] })).rows).toEqual([{ next: 42 }]);
      expect((await pool.query({ ...named, values: [1] })).rows).toEqual([{ next: 2 }]);
      await expect(pool.query('SELECT no_such_column')).rejects.toMatchObject({ code: '42703' });
      expect((await pool.query({ ...named, values: [9] })).rows).toEqual([{ next: 10 }]);
    } finally {
      await pool.end();
    }
  });

  it('starts a clean session for a new connection: what an earlier one left open is rolled back and forgotten', async () => {
    const first = thread.pool();
    await first.query('CREATE TABLE IF NOT EXISTS kept (n int)');
    const client = await first.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO kept VALUES (1)');
    await client.query({ name: 'left_prepared', text: 'SELECT count(*)::int AS n FROM kept' });
    await client.query('SET statement_timeout = 1234');
    // the connection ends with its transaction open, as a client that dies would leave it
    client.release(new Error('gone'));
    await first.end();

    const second = thread.pool();
    try {
      // the same name parses again: the earlier session's statement is gone
      expect((await second.query({ name: 'left_prepared', text: 'SELECT count(*)::int AS n FROM kept' })).rows).toEqual(
        [{ n: 0 }],
      );
      expect((await second.query('SHOW statement_timeout')).rows).toEqual([{ statement_timeout: '0' }]);
    } finally {
      await second.end();
    }
  });

  it('works while the server thread goes on: timers run during a long statement', async () => {
    const pool = thread.pool();
    try {
      let turns = 0;
      const ticking = setInterval(() => (turns += 1), 1);
      const started = turns;
      // long enough to span many turns of the event loop; PGlite in this thread would block them all
      await pool.query('SELECT count(*) FROM generate_series(1, 3000000)');
      clearInterval(ticking);
      // run here, the statement would be one task of hundreds of milliseconds: a turn or two at most,
      // before and after it; in its own thread the 1 ms timer keeps firing while it runs
      expect(turns - started).toBeGreaterThan(10);
    } finally {
      await pool.end();
    }
  });
});

describe('the embedded database opened', () => {
  it('runs the generic-plan statement with its generic plan, and leaves custom plans for the others, also after a failure', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(folder, 'opened') });
    try {
      const prepared = preparedQueryOf(database.prisma)!;
      const setting = async () =>
        (await database.prisma.$queryRaw<{ mode: string }[]>`SELECT current_setting('plan_cache_mode') AS mode`)[0]!
          .mode;
      expect(await prepared(Prisma.sql`SELECT current_setting('plan_cache_mode') AS mode, ${7}::int AS seven`)).toEqual(
        [{ mode: 'force_generic_plan', seven: 7 }],
      );
      expect(await setting()).toBe('auto');
      await expect(prepared(Prisma.sql`SELECT 1 / ${0}::int AS never`)).rejects.toMatchObject({ code: '22012' });
      expect(await setting()).toBe('auto');
      // and the statement runs again after the failure
      expect(await prepared(Prisma.sql`SELECT ${8}::int AS eight`)).toEqual([{ eight: 8 }]);
      // a statement that does not parse fails the same way each time (it is never taken as prepared)
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await expect(prepared(Prisma.sql`SELECT no_such_column, ${attempt}::int AS attempt`)).rejects.toMatchObject({
          code: '42703',
        });
      }
      expect(await setting()).toBe('auto');
    } finally {
      await database.close();
    }
  });

  it('keeps its data across a restart on the same folder, and starts others from a dump of it', async () => {
    const dataDir = join(folder, 'restart');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.prisma.$executeRawUnsafe('CREATE TABLE notes (body text)');
    await first.prisma.$executeRawUnsafe(`INSERT INTO notes VALUES ('kept')`);
    const dump = await first.dump!();
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    const copy = await openDatabase({ kind: 'pglite', dump });
    try {
      expect(await again.prisma.$queryRawUnsafe('SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
      expect(await copy.prisma.$queryRawUnsafe('SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
      expect(copy.location).toBe('memory');
    } finally {
      await Promise.all([again.close(), copy.close()]);
    }
  });

  it('says why when it cannot start, and a stopped one refuses queries instead of waiting', async () => {
    // a folder that is not a database of this PGlite: the thread's failure reaches the opener
    const damaged = join(folder, 'damaged');
    mkdirSync(damaged);
    writeFileSync(join(damaged, 'PG_VERSION'), '99\n');
    await expect(openDatabase({ kind: 'pglite', dataDir: damaged })).rejects.toThrow(/PGlite failed to initialize/);

    const thread = new PGliteThread({ dataDir: join(folder, 'stopped') });
    await thread.ready;
    const pool = thread.pool();
    await pool.query('SELECT 1');
    await thread.close();
    await expect(pool.query('SELECT 1')).rejects.toThrow('the embedded database has stopped');
    await pool.end().catch(() => {});
  });
});
