// The job queue on the embedded database, where one process is all there is: jobs are rows of
// queued_jobs in that database, taken by this process in order of their time, deleted when done,
// retried with backoff when they fail; a restart finds the ones not yet done. Periodic jobs run on
// a timer here, one run at a time.
import type { Logger } from 'pino';
import type { Db } from './client.ts';
import type { Prisma } from './generated/prisma/client.ts';
import { retryDelaySeconds, type JobDefinition, type JobQueue, type PeriodicJob } from '../lib/jobs/queue.ts';

/** How often due jobs are looked for besides right after a send (retries come due on their own). */
const POLL_MS = 1000;
/** Jobs taken at a time. */
const BATCH = 10;
/** Given-up jobs are kept this long for an operator to read. */
const FAILED_KEPT_DAYS = 7;
/** The first periodic run after the start. */
const FIRST_PERIODIC_MS = 1000;

export function createLocalQueue(db: Db, logger: Pick<Logger, 'info' | 'warn' | 'error'>): JobQueue {
  const definitions = new Map<string, JobDefinition<unknown>>();
  let stopped = true;
  let draining: Promise<void> | null = null;
  let wantsAnotherPass = false;
  let periodicChain: Promise<unknown> = Promise.resolve();
  const timers: NodeJS.Timeout[] = [];

  async function runOne(job: { id: number; name: string; data: Prisma.JsonValue; attempts: number }) {
    const definition = definitions.get(job.name);
    try {
      if (!definition) throw new Error(`no job is defined as ${job.name}`);
      await definition.run(job.data);
      await db.queuedJob.delete({ where: { id: job.id } });
      logger.info({ job: job.name, jobId: job.id }, 'job done');
    } catch (error) {
      const attempts = job.attempts + 1;
      const givenUp = !definition || attempts > definition.retry.retryLimit;
      await db.queuedJob.update({
        where: { id: job.id },
        data: {
          attempts,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          ...(givenUp
            ? { failedAt: new Date() }
            : { runAt: new Date(Date.now() + retryDelaySeconds(definition.retry, attempts) * 1000) }),
        },
      });
      logger.warn(
        { err: error, job: job.name, jobId: job.id, attempts },
        givenUp ? 'job failed and was given up' : 'job failed; it is retried while its retries last',
      );
    }
  }

  /** Runs every due job; a call while a pass is under way asks for one more pass after it. */
  function drain(): Promise<void> {
    if (draining) {
      wantsAnotherPass = true;
      return draining;
    }
    draining = (async () => {
      do {
        wantsAnotherPass = false;
        for (;;) {
          if (stopped) return;
          const due = await db.queuedJob.findMany({
            where: { failedAt: null, runAt: { lte: new Date() } },
            orderBy: [{ runAt: 'asc' }, { id: 'asc' }],
            take: BATCH,
          });
          if (due.length === 0) break;
          for (const job of due) {
            if (stopped) return;
            await runOne(job);
          }
        }
      } while (wantsAnotherPass && !stopped);
    })()
      .catch((error: unknown) => logger.error({ err: error }, 'job queue pass failed; the next one tries again'))
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  function runPeriodic(periodic: readonly PeriodicJob[]) {
    periodicChain = periodicChain.then(async () => {
      for (const job of periodic) {
        if (stopped) return;
        try {
          await job.run();
          logger.info({ job: job.name }, 'periodic job done');
        } catch (error) {
          logger.error({ err: error, job: job.name }, 'periodic job failed');
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
      await db.queuedJob.create({ data: { name, data: data as Prisma.InputJsonValue } });
      if (!stopped) void drain();
    },

    async start(periodic, intervalMinutes) {
      stopped = false;
      timers.push(setInterval(() => void drain(), POLL_MS));
      if (intervalMinutes > 0 && periodic.length > 0) {
        timers.push(setTimeout(() => runPeriodic(periodic), FIRST_PERIODIC_MS));
        const shared = periodic.filter((job) => job.everyMinutes === undefined);
        if (shared.length > 0) timers.push(setInterval(() => runPeriodic(shared), intervalMinutes * 60_000));
        for (const job of periodic) {
          if (job.everyMinutes !== undefined)
            timers.push(setInterval(() => runPeriodic([job]), job.everyMinutes * 60_000));
        }
      }
      // given-up jobs leave after a week, at each start and with the periodic work
      const purge = () =>
        db.queuedJob
          .deleteMany({ where: { failedAt: { lt: new Date(Date.now() - FAILED_KEPT_DAYS * 86_400_000) } } })
          .catch((error: unknown) => logger.error({ err: error }, 'given-up jobs purge failed'));
      await purge();
      timers.push(setInterval(() => void purge(), 3_600_000));
      for (const timer of timers) timer.unref();
      void drain();
    },

    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await draining;
      await periodicChain;
    },
  };
}
