// The owner's status kept on each ad (`ads.owner_active`, migration 20261126040000_ad_owner_active):
// the public rule reads it, so the triggers that keep it are what hides a suspended advertiser's ads.
// ads/listing-count.test.ts checks the listing through the admin's own action; this checks the column
// itself, whoever writes the account or the ad, and the two orders of an ad written while its owner's
// status changes (two sessions: on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import { changeBalance } from '../credits/ledger.ts';
import { stopAd } from './editing.ts';
import { renewAd } from './renewal.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let place: { categoryId: number; locationId: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  const state = await db.state.create({ data: { name: 'Owner State' } });
  const city = await db.location.create({ data: { name: 'Owner City', stateId: state.id } });
  const category = await db.category.create({ data: { name: 'Owner Category' } });
  place = { categoryId: category.id, locationId: city.id };
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '2' } });
});
afterAll(() => t.close());

const adData = (userId: number, name = 'Kept in step') => {
  const today = todayInIndia();
  return {
    userId,
    name,
    description: 'Warm and friendly.',
    startDate: dateOnly(today),
    endDate: dateOnly(addDays(today, 3)),
    creditsUsed: 1,
    ...place,
  };
};

const ownerActiveOf = async (adId: number) =>
  (await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId }, select: { ownerActive: true } })).ownerActive;

/** Resolves once some session waits for a row lock held by another (a state, not a delay). */
async function someoneWaitsForALock(settled: () => boolean) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !settled()) {
    const [row] = await t.database.prisma.$queryRawUnsafe<{ waiting: number }[]>(
      "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if (row!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * `work` in a transaction left open until `commit` is called; `done` answers what `work` answered
 * once it ran, or its failure (so a test fails at once rather than waiting for `done` to its timeout).
 */
function heldOpen<T>(work: (tx: Prisma.TransactionClient) => Promise<T>) {
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  let ran!: (value: T) => void;
  let failed!: (error: unknown) => void;
  const done = new Promise<T>((resolve, reject) => {
    ran = resolve;
    failed = reject;
  });
  const committed = t.database.prisma.$transaction(
    async (tx) => {
      try {
        ran(await work(tx));
      } catch (error) {
        failed(error);
        throw error;
      }
      await held;
    },
    { timeout: 60_000 },
  );
  // a failure is reported through `done`; a test that stops there never awaits `committed`
  committed.catch(() => {});
  return { done, commit, committed };
}

/** Starts `action` and resolves once it waits for a lock, having checked that it did not finish first; `finished` is the action. */
async function waitingForALock<T>(action: Promise<T>): Promise<{ finished: Promise<T> }> {
  let settled = false;
  const finished = action.finally(() => (settled = true));
  await someoneWaitsForALock(() => settled);
  expect(settled).toBe(false);
  // wrapped: an async function answering a promise would wait for it
  return { finished };
}

describe("an ad's owner_active", () => {
  it("is the owner's status when the ad is written, whatever the code sends", async () => {
    const active = await t.createUser();
    const suspended = await t.createUser({ status: 'suspended' });
    const db = t.database.prisma;

    const ofActive = await db.ad.create({ data: { ...adData(active.id), ownerActive: false } });
    expect(ofActive.ownerActive).toBe(true);
    const ofSuspended = await db.ad.create({ data: { ...adData(suspended.id), ownerActive: true } });
    expect(ofSuspended.ownerActive).toBe(false);

    await db.ad.update({ where: { id: ofSuspended.id }, data: { ownerActive: true } });
    expect(await ownerActiveOf(ofSuspended.id)).toBe(false);
    // moved to the active owner: theirs
    await db.ad.update({ where: { id: ofSuspended.id }, data: { userId: active.id } });
    expect(await ownerActiveOf(ofSuspended.id)).toBe(true);
  });

  it("follows every change of the owner's status, on each of their ads and no one else's", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const db = t.database.prisma;
    const first = await db.ad.create({ data: adData(owner.id, 'First') });
    const second = await db.ad.create({ data: adData(owner.id, 'Second') });
    const others = await db.ad.create({ data: adData(other.id, 'Other') });

    for (const [status, expected] of [
      ['suspended', false],
      ['active', true],
      ['deleted', false],
    ] as const) {
      // as any writer of the account would (the admin's action is in listing-count.test.ts)
      await db.$executeRawUnsafe('UPDATE users SET status = $1::"UserStatus" WHERE id = $2', status, owner.id);
      expect([await ownerActiveOf(first.id), await ownerActiveOf(second.id)]).toEqual([expected, expected]);
      expect(await ownerActiveOf(others.id)).toBe(true);
    }
  });

  it.runIf(onRealPostgres)(
    'an ad written while its owner is being suspended waits, and is not public after',
    async () => {
      const owner = await t.createUser();
      const suspension = heldOpen((tx) => tx.user.update({ where: { id: owner.id }, data: { status: 'suspended' } }));
      await suspension.done;
      const creation = await waitingForALock(
        t.database.prisma.ad.create({ data: adData(owner.id, 'Written meanwhile') }),
      );
      suspension.commit();
      await suspension.committed;
      expect(await ownerActiveOf((await creation.finished).id)).toBe(false);
    },
  );

  it.runIf(onRealPostgres)("an owner's suspension waits for an ad being written, and hides it too", async () => {
    const owner = await t.createUser();
    const creation = heldOpen((tx) => tx.ad.create({ data: adData(owner.id, 'Being written') }));
    const ad = await creation.done;
    const suspension = await waitingForALock(
      t.database.prisma.user.update({ where: { id: owner.id }, data: { status: 'suspended' } }),
    );
    creation.commit();
    await creation.committed;
    await suspension.finished;
    expect(await ownerActiveOf(ad.id)).toBe(false);
  });

  it.runIf(onRealPostgres)(
    "renewing or stopping an ad takes its owner's account before the ad, as a change of the account's status does",
    async () => {
      // the other order could deadlock with a suspension: it takes the account, then (its trigger) the ads
      const owner = await t.createUser();
      const db = t.database.prisma;
      await db.$transaction((tx) => changeBalance(tx, { userId: owner.id, amount: 10, kind: 'grant' }));
      const acts: ((adId: number) => Promise<unknown>)[] = [
        (adId) => renewAd(t.contextFor(owner), { adId, days: 1 }),
        (adId) => stopAd(t.contextFor(owner), { adId }),
      ];
      for (const act of acts) {
        const adId = (await db.ad.create({ data: adData(owner.id) })).id;
        // the account held, as by a change of its status being made
        const account = heldOpen((tx) => tx.$queryRaw`SELECT id FROM users WHERE id = ${owner.id} FOR NO KEY UPDATE`);
        await account.done;
        const acting = await waitingForALock(act(adId));
        // while it waits for the account it holds no lock on the ad, which the status change's trigger would need
        expect(await db.$queryRaw`SELECT id FROM ads WHERE id = ${adId} FOR UPDATE SKIP LOCKED`).toEqual([
          { id: adId },
        ]);
        account.commit();
        await account.committed;
        await acting.finished;
      }
    },
  );
});
