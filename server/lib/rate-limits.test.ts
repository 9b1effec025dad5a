// The rate limits' counters (issue 17): in memory on the embedded database, in PostgreSQL's
// rate_limit_counters whenever the app has a pool, where every process counts together.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { sendPasswordResetOtp } from '../modules/auth/service.ts';
import { createTestApp } from '../test/app.ts';
import { createTestDatabase, onRealPostgres } from '../test/database.ts';
import { RateLimitedError } from './errors.ts';
import {
  createRateLimits,
  LIMITS,
  purgeExpiredRateLimitCounters,
  rateLimitStoreFor,
  reserve,
  type LimitName,
  type RateLimitStore,
  type RateLimits,
} from './rate-limits.ts';

let database: Database;
const keySecret = new TextEncoder().encode('rate-limits-test-secret');
/** The test database's counters, as one more process on its pool would count. */
const postgres = (pool = database.pool!): RateLimitStore => ({ kind: 'postgres', pool, keySecret });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const refused = (seconds: number, limit: LimitName) => `${limit}: wait ${seconds} s`;

/** Settles `count` parallel reservations of one key: how many passed, and every refusal. */
async function reserveInParallel(limitsOf: (index: number) => RateLimits, name: LimitName, key: string, count: number) {
  const outcomes = await Promise.allSettled(
    Array.from({ length: count }, (_, index) => reserve(limitsOf(index), [[name, key]], refused)),
  );
  const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  return { passed: outcomes.length - refusals.length, refusals };
}

const storeKinds = onRealPostgres ? (['memory', 'postgres'] as const) : (['memory'] as const);

describe.each(storeKinds)('counters in %s', (kind) => {
  const store = (): RateLimitStore => (kind === 'memory' ? { kind } : postgres());
  let limits: RateLimits;
  let key = 0;
  const freshKey = () => `${kind}-key-${(key += 1)}@example.com`;

  beforeAll(() => {
    limits = createRateLimits(store(), { namespace: `test-${kind}` });
  });

  it(`passes exactly the limit's points of ${LIMITS.contactMessagesPerAddress.points * 6} parallel reservations of one key`, async () => {
    const { points } = LIMITS.contactMessagesPerAddress;
    const { passed, refusals } = await reserveInParallel(
      () => limits,
      'contactMessagesPerAddress',
      freshKey(),
      points * 6,
    );
    expect(passed).toBe(points);
    expect(refusals).toHaveLength(points * 5);
    for (const refusal of refusals) expect(refusal).toBeInstanceOf(RateLimitedError);
  });

  it(`passes exactly the limit's points of 200 parallel reservations of a key the limit blocks, every time`, async () => {
    // crossing the limit, the library writes the block's count as a value: refusals racing it must not lower it
    const { points } = LIMITS.signInFailuresPerAccountAndAddress;
    for (let round = 0; round < 5; round += 1) {
      const key = freshKey();
      const { passed, refusals } = await reserveInParallel(
        () => limits,
        'signInFailuresPerAccountAndAddress',
        key,
        200,
      );
      expect(passed).toBe(points);
      expect(refusals).toHaveLength(200 - points);
      expect((await limits.signInFailuresPerAccountAndAddress.get(key))?.consumedPoints).toBeGreaterThanOrEqual(points);
    }
  });

  it('refuses with the seconds until the window ends, or until the block ends', async () => {
    const windowKey = freshKey();
    for (let index = 0; index < LIMITS.reportsPerAddress.points; index += 1)
      await reserve(limits, [['reportsPerAddress', windowKey]], refused);
    const windowRefusal = (await reserve(limits, [['reportsPerAddress', windowKey]], refused).catch(
      (error: unknown) => error,
    )) as RateLimitedError;
    expect(windowRefusal).toBeInstanceOf(RateLimitedError);
    expect(windowRefusal.retryAfterSeconds).toBeGreaterThan(LIMITS.reportsPerAddress.duration - 30);
    expect(windowRefusal.retryAfterSeconds).toBeLessThanOrEqual(LIMITS.reportsPerAddress.duration);
    expect(windowRefusal.message).toBe(`reportsPerAddress: wait ${windowRefusal.retryAfterSeconds} s`);

    const blockedKey = freshKey();
    const rule = LIMITS.signInFailuresPerAccountAndAddress;
    for (let index = 0; index < rule.points; index += 1)
      await reserve(limits, [['signInFailuresPerAccountAndAddress', blockedKey]], refused);
    const blockRefusal = (await reserve(limits, [['signInFailuresPerAccountAndAddress', blockedKey]], refused).catch(
      (error: unknown) => error,
    )) as RateLimitedError;
    expect(blockRefusal).toBeInstanceOf(RateLimitedError);
    expect(blockRefusal.retryAfterSeconds).toBeGreaterThan(rule.blockDuration - 30);
    expect(blockRefusal.retryAfterSeconds).toBeLessThanOrEqual(rule.blockDuration);
    // refused again while the block holds, without counting
    await expect(reserve(limits, [['signInFailuresPerAccountAndAddress', blockedKey]], refused)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect((await limits.signInFailuresPerAccountAndAddress.get(blockedKey))?.consumedPoints).toBe(rule.points);
  });

  it('a refund gives its points back, on every limit of the reservation', async () => {
    const address = freshKey();
    const network = freshKey();
    const { points } = LIMITS.grievancesPerAddress;
    for (let index = 0; index < points - 1; index += 1) {
      await reserve(
        limits,
        [
          ['grievancesPerAddress', address],
          ['grievancesPerNetwork', network],
        ],
        refused,
      );
    }
    const last = await reserve(
      limits,
      [
        ['grievancesPerAddress', address],
        ['grievancesPerNetwork', network],
      ],
      refused,
    );
    await expect(reserve(limits, [['grievancesPerAddress', address]], refused)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    await last.refund();
    expect((await limits.grievancesPerAddress.get(address))?.consumedPoints).toBe(points - 1);
    expect((await limits.grievancesPerNetwork.get(network))?.consumedPoints).toBe(points - 1);
    await reserve(limits, [['grievancesPerAddress', address]], refused);
    await expect(reserve(limits, [['grievancesPerAddress', address]], refused)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });

  it('keeps keys joined with NUL apart from look-alikes written with backslashes', async () => {
    const { points } = LIMITS.reportsPerAddress;
    const joined = `owner@example.com\u0000${freshKey()}`;
    const lookAlikes = [joined.replace('\u0000', '\\0'), joined.replace('\u0000', '\\\u0000')];
    for (let index = 0; index < points; index += 1) await reserve(limits, [['reportsPerAddress', joined]], refused);
    await expect(reserve(limits, [['reportsPerAddress', joined]], refused)).rejects.toBeInstanceOf(RateLimitedError);
    for (const key of lookAlikes)
      await expect(reserve(limits, [['reportsPerAddress', key]], refused)).resolves.toBeDefined();
  });

  it('a namespace does not see the counts of another', async () => {
    const shared = freshKey();
    for (let index = 0; index < LIMITS.reportsPerAddress.points; index += 1)
      await reserve(limits, [['reportsPerAddress', shared]], refused);
    const fresh = createRateLimits(store(), { namespace: `test-${kind}-other` });
    await expect(reserve(fresh, [['reportsPerAddress', shared]], refused)).resolves.toBeDefined();
  });
});

describe.runIf(onRealPostgres)('counters in PostgreSQL, shared by processes', () => {
  it('lives in rate_limit_counters, one row per limit and key, the key a keyed hash: no e-mail address is kept', async () => {
    const limits = createRateLimits(postgres());
    const email = `${'long'.repeat(80)}@example.com`;
    await reserve(limits, [['codeMailsPerAddress', `password_reset\u0000${email}`]], refused);
    const rows = await database.prisma.rateLimitCounter.findMany({
      where: { key: { startsWith: 'codeMailsPerAddress:' } },
    });
    expect(rows).toEqual([
      { key: expect.stringMatching(/^codeMailsPerAddress:[0-9a-f]{32}$/), points: 1, expire: expect.any(BigInt) },
    ]);
    expect(Number(rows[0]!.expire) - Date.now()).toBeGreaterThan((LIMITS.codeMailsPerAddress.duration - 30) * 1000);
    // another secret: other rows, so the hash is keyed and not a plain digest anyone can recompute
    const elsewhere = createRateLimits({
      kind: 'postgres',
      pool: database.pool!,
      keySecret: new TextEncoder().encode('another-secret'),
    });
    expect(await elsewhere.codeMailsPerAddress.get(`password_reset\u0000${email}`)).toBeNull();
    expect((await limits.codeMailsPerAddress.get(`password_reset\u0000${email}`))?.consumedPoints).toBe(1);
  });

  it('two processes (two instances on one pool) count together, one after the other and in parallel', async () => {
    const first = createRateLimits(postgres());
    const second = createRateLimits(postgres());
    const { points } = LIMITS.contactMessagesPerAddress;
    for (let index = 0; index < points - 1; index += 1)
      await reserve(first, [['contactMessagesPerAddress', 'one-after-the-other']], refused);
    await reserve(second, [['contactMessagesPerAddress', 'one-after-the-other']], refused);
    await expect(
      reserve(first, [['contactMessagesPerAddress', 'one-after-the-other']], refused),
    ).rejects.toBeInstanceOf(RateLimitedError);
    await expect(
      reserve(second, [['contactMessagesPerAddress', 'one-after-the-other']], refused),
    ).rejects.toBeInstanceOf(RateLimitedError);

    const { passed } = await reserveInParallel(
      (index) => (index % 2 ? first : second),
      'contactMessagesPerAddress',
      'in-parallel',
      points * 6,
    );
    expect(passed).toBe(points);
  });

  it('two processes on pools of their own count together too', async () => {
    const otherPool = new pg.Pool({ connectionString: database.pool!.options.connectionString, max: 4 });
    try {
      const first = createRateLimits(postgres());
      const second = createRateLimits(postgres(otherPool));
      const { points } = LIMITS.reportsPerNetwork;
      const { passed } = await reserveInParallel(
        (index) => (index % 2 ? first : second),
        'reportsPerNetwork',
        'two-pools',
        points * 4,
      );
      expect(passed).toBe(points);
    } finally {
      await otherPool.end();
    }
  });
});

describe('the store chosen from the database', () => {
  it(onRealPostgres ? 'is PostgreSQL, on its pool' : 'is memory on the embedded database', () => {
    expect(rateLimitStoreFor(database, keySecret)).toEqual(
      onRealPostgres ? { kind: 'postgres', pool: database.pool, keySecret } : { kind: 'memory' },
    );
  });
});

describe('purging expired counters', () => {
  it('deletes the rows expired over an hour ago, and only those', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const at = (offsetMinutes: number) => BigInt(now.getTime() + offsetMinutes * 60_000);
    await database.prisma.rateLimitCounter.createMany({
      data: [
        { key: 'purge:expired-two-hours-ago', points: 3, expire: at(-120) },
        { key: 'purge:expired-61-minutes-ago', points: 3, expire: at(-61) },
        { key: 'purge:expired-59-minutes-ago', points: 3, expire: at(-59) },
        { key: 'purge:running', points: 3, expire: at(30) },
        { key: 'purge:never-expires', points: 1, expire: null },
      ],
    });
    expect(await purgeExpiredRateLimitCounters(database.prisma, now)).toBe(2);
    const left = await database.prisma.rateLimitCounter.findMany({
      where: { key: { startsWith: 'purge:' } },
      orderBy: { key: 'asc' },
    });
    expect(left.map((row) => row.key)).toEqual([
      'purge:expired-59-minutes-ago',
      'purge:never-expires',
      'purge:running',
    ]);
  });
});

describe('a store that does not answer', () => {
  // nothing listens on port 1: every query is refused at once
  const deadStore = (): RateLimitStore =>
    postgres(new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/nothing', max: 1 }));

  it('fails a reservation with its own error: neither a refusal nor a pass', async () => {
    const limits = createRateLimits(deadStore());
    const outcome = await reserve(limits, [['contactMessagesPerAddress', 'anyone']], refused).then(
      () => 'passed',
      (error: unknown) => error,
    );
    expect(outcome).toBeInstanceOf(Error);
    expect(outcome).not.toBeInstanceOf(RateLimitedError);
    expect((outcome as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it("is an unexpected error on the API: GraphQL's masked error and REST's 500, never a refusal or a sign-in", async () => {
    const t = await createTestApp({ rateLimitStore: deadStore() });
    try {
      await t.createUser({ email: 'owner@example.com' });
      const graphql = await t.graphql('mutation ($input: LogInInput!) { logIn(input: $input) { __typename } }', {
        input: { email: 'owner@example.com', password: 'password123' },
      });
      expect(graphql.body.errors?.[0]?.message).toBe('Unexpected error.');
      expect(graphql.body.data?.logIn ?? null).toBeNull();
      const rest = await t.rest('POST', '/users/login', { email: 'owner@example.com', password: 'password123' });
      expect(rest).toMatchObject({ status: 500, body: { error: 'Something went wrong. Please try again.' } });
    } finally {
      await t.close();
    }
  });

  it('on the silent cap of reset mails is an unexpected error too, not a capped address', async () => {
    const t = await createTestApp();
    try {
      await t.createUser({ email: 'owner@example.com' });
      t.rateLimits.codeMailsPerAddress = createRateLimits(deadStore()).codeMailsPerAddress;
      const outcome = await sendPasswordResetOtp(t.contextFor(null), { email: 'owner@example.com' }).catch(
        (error: unknown) => error,
      );
      expect((outcome as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
      expect(t.mailer.sent).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
