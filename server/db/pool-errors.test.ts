// A PostgreSQL connection that dies while idle (server restart, network) must not end the process.
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase, onRealPostgres } from '../test/database.ts';

describe('a lost pooled connection', () => {
  it.runIf(onRealPostgres)('is reported and replaced, and the next query works (real PostgreSQL)', async () => {
    const lost: Error[] = [];
    const database = await createTestDatabase({ onConnectionLost: (error) => lost.push(error) });
    try {
      await database.prisma.user.count();
      // terminate every other connection to this database, as a server restart would
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const [current] = await database.prisma.$queryRawUnsafe<{ name: string }[]>('SELECT current_database() AS name');
      const name = current!.name;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      // the pool hears of the loss when the socket closes, not at once
      await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0), { timeout: 10_000 });
      expect(await database.prisma.user.count()).toBe(0);
    } finally {
      await database.close();
    }
  });
});
