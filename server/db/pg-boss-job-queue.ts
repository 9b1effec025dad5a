// The job queue on PostgreSQL: pg-boss, in its own schema of the app's database. A job is taken by
// one worker of one process (SKIP LOCKED), retried with backoff when it fails, and kept across
// restarts; periodic jobs are scheduled once for all processes (pg-boss's cron, one run a tick).
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { redactUrl } from './client.ts';
import { holdStartupLock, JOB_QUEUE_SETUP_LOCK_KEY } from './startup-lock.ts';
import {
  cronEvery,
  PERIODIC_RETRY,
  type JobDefinition,
  type JobQueue,
  type PeriodicJob,
  type RetryPolicy,
} from '../lib/jobs/queue.ts';

/** Seconds a worker waits between looks for new jobs. */
const POLLING_SECONDS = 1;
/** Jobs taken at one look (a burst of mails goes out without a second's wait between each). */
const BATCH = 20;
/** The schema pg-boss creates and migrates itself; apart from Prisma's, which never sees it. */
const SCHEMA = 'pgboss';

export function createPgBossQueue(url: string, logger: Pick<Logger, 'info' | 'warn' | 'error'>): JobQueue {
  const boss = new PgBoss({
    connectionString: url,
    schema: SCHEMA,
    application_name: 'directory-jobs',
    max: 4,
    // finished jobs (mails carry addresses and codes) leave the job table within an hour and are gone a day later
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  // the pool's and the maintenance's errors: logged, never an unhandled 'error' that ends the process
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, JobDefinition<unknown>>();
  let started = false;

  /** createQueue does nothing to an existing queue (another process's, an earlier start's): its policy is set again after. */
  async function createOrUpdateQueue(name: string, retry: RetryPolicy, policy: PgBoss.QueuePolicy) {
    const options = {
      name,
      policy,
      retryLimit: retry.retryLimit,
      retryDelay: retry.retryDelaySeconds,
      retryBackoff: retry.retryDelaySeconds > 0,
    };
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }

  /**
   * Works the jobs of `name`, up to BATCH at a look, one after the other; each job fails or
   * completes on its own (pg-boss completes the batch's jobs still active after the handler).
   */
  async function work<Data>(name: string, run: (data: Data) => Promise<unknown>, doneMessage: string) {
    await boss.work<Data>(name, { batchSize: BATCH, pollingIntervalSeconds: POLLING_SECONDS }, async (jobs) => {
      for (const job of jobs) {
        try {
          await run(job.data);
          logger.info({ job: name, jobId: job.id }, doneMessage);
        } catch (error) {
          logger.warn({ err: error, job: name, jobId: job.id }, 'job failed; it is retried while its retries last');
          await boss.fail(name, job.id, {
            message: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          });
        }
      }
    });
  }

  return {
    define(definition) {
      definitions.set(definition.name, definition as JobDefinition<unknown>);
    },

    async send(name, data) {
      if (!definitions.has(name)) throw new Error(`no job is defined as ${name}`);
      if (!started) throw new Error('the job queue has not started');
      // the queue's retry policy applies: pg-boss copies it into each job
      await boss.send(name, data as object);
    },

    async start(periodic: readonly PeriodicJob[], intervalMinutes: number) {
      // one process at a time creates the schema and the queues: pg-boss deadlocks on concurrent setup
      const release = await holdStartupLock(url, JOB_QUEUE_SETUP_LOCK_KEY);
      try {
        await boss.start().catch(async (error: unknown) => {
          // pg-boss opened its pool before failing, and its stop does nothing unless it started
          await (boss.getDb() as PgBoss.Db & { close?: () => Promise<void> }).close?.().catch(() => {});
          throw error;
        });
        started = true;
        for (const definition of definitions.values())
          await createOrUpdateQueue(definition.name, definition.retry, 'standard');
        // stately: at most one waiting and one running, so a slow run never piles up turns behind it
        for (const job of periodic) await createOrUpdateQueue(job.name, PERIODIC_RETRY, 'stately');
      } finally {
        await release();
      }
      for (const definition of definitions.values()) await work(definition.name, definition.run, 'job done');
      for (const job of periodic) {
        if (intervalMinutes <= 0) {
          // the schedule is shared: 0 in this process turns the periodic work off for the deployment
          await boss.unschedule(job.name);
          continue;
        }
        await boss.schedule(job.name, cronEvery(job.everyMinutes ?? intervalMinutes), {}, { tz: 'UTC' });
        // soon after a start, as before the queue; processes starting in the same minute send it once
        await boss.send(job.name, {}, { singletonKey: 'start', singletonSeconds: 60 });
        await work(job.name, job.run, 'periodic job done');
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      // a job under way gets 20 s to finish; one cut off is retried by its policy
      await boss.stop({ graceful: true, timeout: 20_000, wait: true });
    },

    dependency: {
      name: 'job queue',
      location: `${redactUrl(url)} (schema ${SCHEMA})`,
      probe: async () => {
        if (!started) throw new Error('not started');
        await boss.getQueues();
      },
    },
  };
}
