// Both job queues against the same contract: on the embedded database the in-process queue kept in
// queued_jobs, on PostgreSQL (TEST_DATABASE_URL) pg-boss too, including two "processes" on one database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { createLocalQueue } from './local-job-queue.ts';
import { createPgBossQueue } from './pg-boss-job-queue.ts';
import { cronEvery, type JobQueue, type RetryPolicy } from '../lib/jobs/queue.ts';
import { queuedMailer, type Mail, type Mailer } from '../lib/mailer.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, onRealPostgres } from '../test/database.ts';
import { waitFor } from '../test/wait.ts';

const logger = createLogger('silent');
const QUICK_RETRY: RetryPolicy = { retryLimit: 2, retryDelaySeconds: 1 };

/** Waits until `done()` holds, or fails saying what was awaited. */
const waitUntil = (done: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) =>
  waitFor(done, Boolean, timeoutMs, `still waiting for ${what}`, 50);

describe('cronEvery', () => {
  it('writes every N minutes from the hour, whole hours from 60 on, daily from a day', () => {
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(15)).toBe('*/15 * * * *');
    expect(cronEvery(60)).toBe('0 * * * *');
    expect(cronEvery(90)).toBe('0 */2 * * *');
    expect(cronEvery(1440)).toBe('0 0 * * *');
    expect(() => cronEvery(0)).toThrow();
  });
});

interface Kind {
  name: string;
  make: (database: Database, url: string | undefined) => JobQueue;
}

const kinds: Kind[] = [
  {
    name: 'the in-process queue of the embedded database',
    make: (database) => createLocalQueue(database.prisma, logger),
  },
  ...(onRealPostgres
    ? [
        {
          name: 'pg-boss on PostgreSQL',
          make: (_database: Database, url: string | undefined) => createPgBossQueue(url!, logger),
        },
      ]
    : []),
];

describe.each(kinds)('$name', ({ make }) => {
  let database: Database;
  let url: string | undefined;
  const running: JobQueue[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.pool) {
      const { rows } = await database.pool.query<{ name: string }>('SELECT current_database() AS name');
      const base = new URL(process.env.TEST_DATABASE_URL!);
      base.pathname = `/${rows[0]!.name}`;
      url = base.href;
    }
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((queue) => queue.stop()));
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A queue as a process makes it: its jobs defined, then started. */
  async function startQueue(define: (queue: JobQueue) => void): Promise<JobQueue> {
    const queue = make(database, url);
    define(queue);
    running.push(queue);
    await queue.start([], 0);
    return queue;
  }

  it('runs a job sent to it once, with its data', async () => {
    const seen: unknown[] = [];
    const queue = await startQueue((q) =>
      q.define<{ n: number }>({ name: 'once', retry: QUICK_RETRY, run: async (data) => void seen.push(data) }),
    );
    await queue.send('once', { n: 7 });
    await waitUntil(() => seen.length >= 1, 'the job');
    // a few more polls: nothing runs it again
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('refuses to send a job nobody defined', async () => {
    const queue = await startQueue(() => {});
    await expect(queue.send('nobody', {})).rejects.toThrow(/no job is defined as nobody/);
  });

  it('retries a failed run after its delay, and the retry succeeds', async () => {
    const attempts: number[] = [];
    const queue = await startQueue((q) =>
      q.define({
        name: 'flaky',
        retry: QUICK_RETRY,
        run: async () => {
          attempts.push(Date.now());
          if (attempts.length === 1) throw new Error('SMTP is down');
        },
      }),
    );
    await queue.send('flaky', {});
    await waitUntil(() => attempts.length >= 2, 'the retry');
    // not at once: after the policy's delay (1 s; a little less for the clocks' rounding)
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(attempts).toHaveLength(2);
  });

  it('keeps a job across a restart: a process stopped with it unsent leaves it to the next one', async () => {
    const first = await startQueue((q) =>
      q.define({
        name: 'survivor',
        retry: { retryLimit: 5, retryDelaySeconds: 1 },
        run: async () => {
          throw new Error('SMTP is down');
        },
      }),
    );
    await first.send('survivor', { to: 'meera@example.com' });
    // it failed once at least, and waits for its retry
    await new Promise((resolve) => setTimeout(resolve, 500));
    await first.stop();
    const delivered: unknown[] = [];
    await startQueue((q) =>
      q.define({
        name: 'survivor',
        retry: { retryLimit: 5, retryDelaySeconds: 1 },
        run: async (data) => void delivered.push(data),
      }),
    );
    await waitUntil(() => delivered.length >= 1, 'the job, in the restarted process');
    expect(delivered).toEqual([{ to: 'meera@example.com' }]);
  });

  it('sends a queued mail through the transport, retried while the mail server fails', async () => {
    const sent: Mail[] = [];
    let failures = 1;
    const transport: Mailer = {
      send: async (mail) => {
        if (failures-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(mail);
      },
    };
    const queue = make(database, url);
    const mailer = queuedMailer(queue, transport, logger, QUICK_RETRY);
    running.push(queue);
    await queue.start([], 0);
    await mailer.send({
      to: 'meera@example.com',
      subject: 'Your sign-up code',
      text: 'Your verification code is 123456',
    });
    // stored, not sent yet: the first try fails
    await waitUntil(() => sent.length === 1, 'the mail after its retry');
    expect(sent[0]).toMatchObject({ to: 'meera@example.com', subject: 'Your sign-up code' });
    // an expired code is not worth sending
    await mailer.send({
      to: 'riya@example.com',
      subject: 'Old code',
      text: 'Your verification code is 654321',
      discardAfter: new Date(Date.now() - 1000).toISOString(),
    });
    await mailer.send({ to: 'riya@example.com', subject: 'New code', text: 'Your verification code is 111111' });
    await waitUntil(() => sent.length === 2, 'the next mail');
    expect(sent.map((mail) => mail.subject)).toEqual(['Your sign-up code', 'New code']);
  });

  it('runs every periodic job soon after the start', async () => {
    const runs: string[] = [];
    const queue = make(database, url);
    running.push(queue);
    await queue.start(
      [
        { name: 'periodic-a', run: async () => void runs.push('a') },
        { name: 'periodic-b', run: async () => void runs.push('b') },
      ],
      60,
    );
    await waitUntil(() => runs.length >= 2, 'the first periodic runs');
    expect([...runs].sort()).toEqual(['a', 'b']);
  });
});

describe.runIf(onRealPostgres)('pg-boss with two processes on one database', () => {
  let database: Database;
  let url: string;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { rows } = await database.pool!.query<{ name: string }>('SELECT current_database() AS name');
    const base = new URL(process.env.TEST_DATABASE_URL!);
    base.pathname = `/${rows[0]!.name}`;
    url = base.href;
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database?.close();
  });

  it('runs each job once, whichever process takes it, and a periodic start run once', async () => {
    const runsBy: Record<string, number[]> = { first: [], second: [] };
    const periodicRuns: string[] = [];
    const processes = ['first', 'second'].map((name) => {
      const queue = createPgBossQueue(url, logger);
      queue.define<{ n: number }>({
        name: 'shared',
        retry: QUICK_RETRY,
        run: async ({ n }) => void runsBy[name]!.push(n),
      });
      queues.push(queue);
      return { name, queue };
    });
    // started at the same moment, as docker compose --scale starts them
    await Promise.all(
      processes.map(({ name, queue }) =>
        queue.start([{ name: 'periodic-shared', run: async () => void periodicRuns.push(name) }], 60),
      ),
    );
    await Promise.all(Array.from({ length: 30 }, (_, n) => processes[n % 2]!.queue.send('shared', { n })));
    await waitUntil(() => runsBy.first!.length + runsBy.second!.length >= 30 && periodicRuns.length >= 1, 'every job');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const all = [...runsBy.first!, ...runsBy.second!].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(periodicRuns).toHaveLength(1);
  }, 60_000);
});
