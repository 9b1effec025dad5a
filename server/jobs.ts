// The server's background work: the job queue its database calls for (lib/jobs/queue.ts) and the
// periodic jobs, run every REMINDER_INTERVAL_MINUTES and soon after a start, once across processes.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createLocalQueue } from './db/local-job-queue.ts';
import { createPgBossQueue } from './db/pg-boss-job-queue.ts';
import type { JobQueue, PeriodicJob } from './lib/jobs/queue.ts';
import type { Mailer } from './lib/mailer.ts';
import type { MediaStorage } from './lib/media/storage.ts';
import { purgeExpiredRateLimitCounters } from './lib/rate-limits.ts';
import { sendRenewalReminders } from './modules/ads/reminders.ts';
import { purgeExpiredRegistrationBlocks } from './modules/auth/registration-blocks.ts';
import { purgeRevokedSessions } from './modules/auth/service.ts';
import { ACKNOWLEDGE_WITHIN_HOURS } from './modules/grievances/service.ts';
import { remindGrievancesAwaitingAcknowledgement, sendReportDigest } from './modules/notifications/service.ts';
import { makeScreenshotsPrivate } from './modules/credits/screenshots.ts';
import { runDueBumps } from './modules/placements/bumps.ts';
import { purgeCountedVisitors } from './modules/stats/service.ts';
import { deleteExpiredVerificationFiles } from './modules/verification/service.ts';

/** pg-boss on PostgreSQL (shared by every process); on the embedded database, this process's own queue in it. */
export function createJobQueue(config: Config, database: Database, logger: Logger): JobQueue {
  return config.database.kind === 'postgres'
    ? createPgBossQueue(config.database.url, logger)
    : createLocalQueue(database.prisma, logger);
}

interface PeriodicServices {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: MediaStorage;
  logger: Logger;
}

export function periodicJobs({ config, database, mailer, storage, logger }: PeriodicServices): PeriodicJob[] {
  const db = database.prisma;
  return [
    { name: 'renewal-reminders', run: () => sendRenewalReminders({ db, mailer, config, logger }) },
    // the admins' notices (issue 18): each claimed per admin before it is queued, so sent once
    { name: 'report-digest', run: () => sendReportDigest({ db, mailer, config, logger }) },
    {
      name: 'grievance-acknowledgement-reminders',
      run: () => remindGrievancesAwaitingAcknowledgement({ db, mailer, config, logger }, ACKNOWLEDGE_WITHIN_HOURS),
    },
    { name: 'statistics-visitors-purge', run: () => purgeCountedVisitors(db) },
    { name: 'logged-out-sessions-purge', run: () => purgeRevokedSessions(db) },
    // a block past its period already refuses nothing: dropping its row keeps no hash longer than needed
    { name: 'registration-blocks-purge', run: () => purgeExpiredRegistrationBlocks(db) },
    // the embedded database's counters are in memory; the table is empty there and the purge costs nothing
    { name: 'rate-limit-counters-purge', run: () => purgeExpiredRateLimitCounters(db) },
    // screenshots an older process still stored in public while this one started
    { name: 'private-payment-screenshots', run: () => makeScreenshotsPrivate(db, storage) },
    // identity documents and verification photos, a set time after the desk's decision (issue 31)
    { name: 'verification-files-purge', run: () => deleteExpiredVerificationFiles({ db, storage, logger }) },
    // bumps bought for a time of day (issue 34): every minute, so each runs within a minute of its time
    // (pg-boss's cron: once across processes, and each run is claimed once: placements/bumps.ts)
    { name: 'due-bumps', run: () => runDueBumps({ db, logger }), everyMinutes: 1 },
  ];
}
