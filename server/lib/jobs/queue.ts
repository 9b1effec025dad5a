// The server's background work: jobs sent by requests (every outgoing mail) and periodic jobs
// (renewal reminders, purges). One interface, two implementations chosen by the database:
// pg-boss on PostgreSQL, so each job runs once across every process and survives restarts
// (server/db/pg-boss-job-queue.ts); on the embedded database, a queue in this process kept in a table of that
// database (server/db/local-job-queue.ts), so a restart loses nothing there either.
import type { Dependency } from '../dependencies.ts';

export interface RetryPolicy {
  /** failed runs retried before the job is given up (kept as failed for an operator) */
  retryLimit: number;
  /** seconds before the first retry; each next one waits twice as long */
  retryDelaySeconds: number;
}

export interface JobDefinition<Data> {
  name: string;
  /** Runs one job; a rejection is a failed run, retried by the policy. */
  run: (data: Data) => Promise<unknown>;
  retry: RetryPolicy;
}

export interface PeriodicJob {
  name: string;
  run: () => Promise<unknown>;
  /** runs this often instead of the queue's interval, while periodic work is on (due bumps: every minute) */
  everyMinutes?: number;
}

export interface JobQueue {
  /** What runs the jobs of a name; every name is defined before `start`. */
  define<Data>(definition: JobDefinition<Data>): void;
  /** Keeps a job to run as soon as a worker is free; resolves once it is stored. */
  send<Data>(name: string, data: Data): Promise<void>;
  /**
   * Starts working: the defined jobs, and the periodic ones every `intervalMinutes` (0: none)
   * and once soon after the start, each run once across processes.
   */
  start(periodic: readonly PeriodicJob[], intervalMinutes: number): Promise<void>;
  /** Stops taking jobs and waits for the ones under way. */
  stop(): Promise<void>;
  /** Probed on /healthz when the queue lives outside the process's own database connection. */
  dependency?: Dependency;
}

/** Retries of an outgoing mail: 30 s, 1, 2, 4... minutes, about 8.5 hours in all, then given up. */
export const MAIL_RETRY: RetryPolicy = { retryLimit: 10, retryDelaySeconds: 30 };

/** A periodic job that fails waits for its next turn. */
export const PERIODIC_RETRY: RetryPolicy = { retryLimit: 0, retryDelaySeconds: 0 };

/** Seconds before retry number `attempt` (1 for the first retry). */
export function retryDelaySeconds(policy: RetryPolicy, attempt: number): number {
  return policy.retryDelaySeconds * 2 ** (attempt - 1);
}

/**
 * A cron expression for "every `minutes`": from the hour's start below an hour (`*\/15`), in whole
 * hours from 60 on (rounded up), daily from 1440.
 */
export function cronEvery(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`no cron for every ${minutes} minutes`);
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.ceil(minutes / 60);
  if (hours >= 24) return '0 0 * * *';
  return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
}
