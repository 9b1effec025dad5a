// Several processes starting at once on one PostgreSQL (docker compose --scale app=3) take turns at
// migrating and seeding: a session advisory lock on a connection of its own, held until both are done.
import pg from 'pg';

/** Any fixed number of ours: PostgreSQL advisory locks are keyed by a bigint. */
const STARTUP_LOCK_KEY = 4_711_202_611;

/** Processes setting up the job queue's schema and queues (pg-boss deadlocks on concurrent setup). */
export const JOB_QUEUE_SETUP_LOCK_KEY = 4_711_202_612;

/** Waits for the lock and answers the function that releases it (and closes its connection). */
export async function holdStartupLock(url: string, key = STARTUP_LOCK_KEY): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  // a lost connection releases the lock by itself; the error must not end the process
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    try {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    } finally {
      await client.end().catch(() => {});
    }
  };
}
