// The server's periodic work (renewal reminders, forgetting old statistics rows): run soon after the
// start and then every REMINDER_INTERVAL_MINUTES, one run at a time in this process. Each job is safe
// with several processes running it (their writes are claims or idempotent deletes).
import type { Logger } from 'pino';

export interface PeriodicJob {
  name: string;
  run: () => Promise<unknown>;
}

/** Answers the function that stops the timer (after a run under way). */
export function startPeriodicJobs(jobs: readonly PeriodicJob[], intervalMinutes: number, logger: Pick<Logger, 'error'>): () => Promise<void> {
  if (intervalMinutes <= 0) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  const runAll = () => {
    running = running.then(async () => {
      for (const job of jobs) await job.run().catch((error: unknown) => logger.error({ err: error, job: job.name }, 'periodic job failed'));
    });
  };
  const first = setTimeout(runAll, 1000);
  const timer = setInterval(runAll, intervalMinutes * 60_000);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
