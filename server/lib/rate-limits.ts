// Every rate limit of the site in one table, counted with rate-limiter-flexible (issue 14).
// A limit is reserved before the work it guards (a point is taken atomically, then the password,
// code or form is looked at), so N parallel requests can never pass more than its points.
// On PostgreSQL the counters are rows of rate_limit_counters, so every process counts together
// (issue 17); on the embedded database, which has one process, they are in its memory.
// Numbers and reasons: docs/decisions/0034-rate-limits.md and 0054-rate-limits-shared-by-every-process.md.
import { createHmac } from 'node:crypto';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { RateLimitedError } from './errors.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface LimitRule {
  /** attempts allowed per window */
  points: number;
  /** window length in seconds, from the first attempt */
  duration: number;
  /** seconds a key stays refused once it goes over (0: until its window ends) */
  blockDuration: number;
}

/** Keys: an account is its lower-cased e-mail or user id; address and network are the context's keyed hashes. */
export const LIMITS = {
  /** failed sign-ins for one account from one address (IPv4 address, IPv6 /64): the strict one */
  signInFailuresPerAccountAndAddress: { points: 10, duration: 15 * MINUTE, blockDuration: 15 * MINUTE },
  /** failed sign-ins from one network (IPv4 /24, IPv6 /48) across all accounts: credential stuffing */
  signInFailuresPerNetwork: { points: 100, duration: HOUR, blockDuration: HOUR },
  /** failed sign-ins for one account from networks that have not signed in to it lately: many-address guessing */
  signInFailuresPerAccount: { points: 50, duration: DAY, blockDuration: 0 },
  /** (account, network) pairs with a successful sign-in or reset: exempt from the per-account limit (below 24.8 days: the memory store's timers) */
  recentSignInNetworks: { points: 1, duration: 14 * DAY, blockDuration: 0 },
  /** sign-up and password-reset code requests from one network */
  codeRequestsPerNetwork: { points: 20, duration: HOUR, blockDuration: 0 },
  /** code mails (and "someone tried to register" notices) to one e-mail address, per purpose */
  codeMailsPerAddress: { points: 5, duration: HOUR, blockDuration: 0 },
  /** wrong sign-up and reset codes tried from one network */
  codeChecksPerNetwork: { points: 30, duration: HOUR, blockDuration: 0 },
  contactMessagesPerAddress: { points: 5, duration: HOUR, blockDuration: 0 },
  contactMessagesPerNetwork: { points: 20, duration: DAY, blockDuration: 0 },
  reportsPerAddress: { points: 5, duration: HOUR, blockDuration: 0 },
  reportsPerNetwork: { points: 10, duration: DAY, blockDuration: 0 },
  grievancesPerAddress: { points: 5, duration: HOUR, blockDuration: 0 },
  grievancesPerNetwork: { points: 10, duration: DAY, blockDuration: 0 },
  creditRequestsPerAccount: { points: 10, duration: DAY, blockDuration: 0 },
  creditRequestsPerNetwork: { points: 30, duration: DAY, blockDuration: 0 },
  /** coupon codes an advertiser's credit form checks (issue 34): enough for typos, too few to guess codes */
  couponChecksPerAccount: { points: 30, duration: HOUR, blockDuration: 0 },
  /** receipts drawn for one network (issue 34): each draws a PDF, so a leaked link cannot keep a core busy */
  receiptDownloadsPerNetwork: { points: 120, duration: HOUR, blockDuration: 0 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** One limiter per limit; an app (and each test app) has its own. */
export type RateLimits = Record<LimitName, RateLimiterAbstract>;

/**
 * Where the counters live: this process's memory, or PostgreSQL's rate_limit_counters through a
 * pool, where keys are stored as keyed hashes made with `keySecret`.
 */
export type RateLimitStore = { kind: 'memory' } | { kind: 'postgres'; pool: pg.Pool; keySecret: Uint8Array };

/** The table every PostgreSQL limiter shares (prisma/schema.prisma, RateLimitCounter). */
const COUNTERS_TABLE = 'rate_limit_counters';

/**
 * A limiter on rate_limit_counters whose rows hold the limit's name and a keyed hash of the key:
 * keys carry e-mail addresses (of accounts or not), which a table would keep readable, and NUL
 * separators, which PostgreSQL's text cannot hold.
 */
class PostgresRateLimiter extends RateLimiterPostgres {
  constructor(
    options: ConstructorParameters<typeof RateLimiterPostgres>[0],
    private readonly keySecret: Uint8Array,
  ) {
    super(options);
  }

  override getKey(key: string | number): string {
    return super.getKey(createHmac('sha256', this.keySecret).update(`rate-limit:${key}`).digest('hex').slice(0, 32));
  }
}

/**
 * PostgreSQL's counters whenever the app has a pool, keys hashed with `keySecret` (the app's
 * JWT_SECRET, as the context's visitor keys); memory on the embedded database (one process).
 */
export function rateLimitStoreFor(database: { pool?: pg.Pool }, keySecret: Uint8Array): RateLimitStore {
  return database.pool ? { kind: 'postgres', pool: database.pool, keySecret } : { kind: 'memory' };
}

/**
 * The store is chosen here and only here, with the same rules for both. On PostgreSQL every
 * process (and every instance made here on the same pool) reads and writes the same rows, so the
 * limits hold across processes; the table comes from a migration, and its expired rows are purged
 * by `purgeExpiredRateLimitCounters`, not by a timer in each limiter. `namespace` prefixes every key,
 * so counts made under another namespace are not seen (tests forget counts by changing it).
 */
export function createRateLimits(store: RateLimitStore, options: { namespace?: string } = {}): RateLimits {
  const prefix = options.namespace ? `${options.namespace}:` : '';
  const limiterOf = (name: string, rule: LimitRule): RateLimiterAbstract =>
    store.kind === 'memory'
      ? new RateLimiterMemory({ keyPrefix: prefix + name, ...rule })
      : new PostgresRateLimiter(
          {
            keyPrefix: prefix + name,
            ...rule,
            storeClient: store.pool,
            storeType: 'pool',
            tableName: COUNTERS_TABLE,
            tableCreated: true,
            // one table for every limiter: one purge job rather than a timer in each of them
            clearExpiredByTimeout: false,
          },
          store.keySecret,
        );
  const entries = Object.entries(LIMITS).map(([name, rule]) => [name, limiterOf(name, rule)]);
  return Object.fromEntries(entries) as RateLimits;
}

/** The library's own timer's margin: a row just expired does no harm (reads skip it, the next write restarts it). */
const EXPIRED_COUNTER_GRACE_MS = 60 * 60 * 1000;

/** The app's Prisma client (Db), as far as the purge uses it: server/lib imports no database code. */
interface RawStatements {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): PromiseLike<number>;
}

/** Deletes the counters that expired over an hour ago (the periodic jobs); answers how many. */
export async function purgeExpiredRateLimitCounters(db: RawStatements, now = new Date()): Promise<number> {
  const before = BigInt(now.getTime() - EXPIRED_COUNTER_GRACE_MS);
  return db.$executeRaw`DELETE FROM rate_limit_counters WHERE expire < ${before}`;
}

/** Points taken by `reserve`, to give back when what they guarded did not count. */
export interface Reservation {
  refund(): Promise<void>;
}

/** '1 minute', '15 minutes', or from two hours on '24 hours': rounded up. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Takes one point of each (limit, key), in order: list the narrowest first (account and address
 * before network), so a burst against one account is stopped by its own limit without filling
 * the wider ones. When one is used up, RateLimitedError is thrown with `message(seconds until it
 * frees, that limit)` and nothing stays counted: a refused attempt is never evaluated, so it is
 * not an attempt, and it creates no keys when a limit is already used up.
 */
export async function reserve(
  limits: RateLimits,
  claims: ReadonlyArray<readonly [LimitName, string]>,
  message: (retryAfterSeconds: number, limit: LimitName) => string,
): Promise<Reservation> {
  const refusal = (name: LimitName, msBeforeNext: number) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new RateLimitedError(message(seconds, name), seconds);
  };
  for (const [name, key] of claims) {
    const current = await limits[name].get(key);
    // msBeforeNext <= 0: the window has ended (the memory store drops keys on a timer, a little late)
    if (current && current.consumedPoints >= LIMITS[name].points && current.msBeforeNext > 0)
      throw refusal(name, current.msBeforeNext);
  }
  const taken: Array<readonly [LimitName, string]> = [];
  const refund = async () => {
    await Promise.all(taken.map(([name, key]) => limits[name].reward(key, 1)));
  };
  for (const [name, key] of claims) {
    try {
      await limits[name].consume(key, 1);
      taken.push([name, key]);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        // the store failed (the database does not answer): an unexpected error, never a refusal;
        // a refund failing the same way must not hide it
        await refund().catch(() => {});
        throw rejection;
      }
      // the refused point stays counted: crossing the limit, the library writes the block's count as a
      // value, not an increment, so giving back the points of refusals racing it lowered the counter
      // below the reservations that hold (a burst of parallel guesses had 12 passwords checked for 10)
      await refund();
      throw refusal(name, rejection.msBeforeNext);
    }
  }
  return { refund };
}
