// Bump (issue 34, docs/decisions/0110-listing-order-by-bump.md): moves an ad to the top of its city's
// listing, now or daily at a time of day in India the advertiser picks for chosen days of the ad's run.
// The listing is ordered by ads.listed_at (the last bump or start, newest first); a bump sets it. Every
// bump is paid at purchase through chargePlacement (service.ts), one AdBump row per run; the periodic
// job (runDueBumps, server/jobs.ts) runs the due ones, each once whatever the processes, and gives a
// run's credits back when its ad can no longer be shown (ended, taken down, held, hidden). Two bumps of
// one ad are at least the scheme's bumpIntervalMinutes apart, checked with the ad locked.
import type { Logger } from 'pino';
import { type Prisma } from '../../db/generated/prisma/client.ts';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../context.ts';
import { canManage, requireAdvertiser } from '../../lib/access.ts';
import { dateOnly, isoDate, todayInIndia } from '../../lib/dates.ts';
import { NotFoundError, ValidationError, WrongStateError } from '../../lib/errors.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { recordOwnerAudit } from '../audit/service.ts';
import { changeBalance, lockAccount } from '../credits/service.ts';
import {
  BUMP_MESSAGES,
  dailyBumpRuns,
  dailyBumpSchema,
  intervalInWords,
  minuteOfDay,
  momentInWords,
  nextBumpAllowed,
  timeOfDay,
} from '../../../common/bumps.ts';
import { daysInclusive } from '../../../common/india.ts';
import {
  chargePlacement,
  parsePlacementDays,
  PLACEMENT_MESSAGES,
  placementScheme,
  priceOf,
  requirePlaceableAd,
  type PlacementPurchaseRecord,
} from './service.ts';

/** The daily bumps an ad's schedule lists at most: the newest, ended within the week. */
export const DAILY_BUMPS_SHOWN = 20;

type Tx = Prisma.TransactionClient;

const MINUTE_MS = 60_000;

/** Locks the ad for its bumps' interval check and run (after its owner's account: ledger.ts lockAccount). */
async function lockAd(tx: Tx, adId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM ads WHERE id = ${adId} FOR UPDATE`;
}

/** The ad's bumps done or due (not given up) from `from` on: the times the interval is kept from. */
async function bumpTimesFrom(tx: Pick<Tx, 'adBump'>, adId: number, from: Date): Promise<Date[]> {
  const rows = await tx.adBump.findMany({
    where: { adId, skippedAt: null, runAt: { gt: from } },
    orderBy: { runAt: 'asc' },
    select: { runAt: true },
  });
  return rows.map((row) => row.runAt);
}

/** Moves the ad to the top of its listing as of `at` (never below where it already is). */
async function moveToTop(tx: Tx, adId: number, at: Date): Promise<void> {
  await tx.$executeRaw`UPDATE ads SET listed_at = GREATEST(listed_at, ${at.toISOString()}::timestamp) WHERE id = ${adId}`;
}

/**
 * Bumps the caller's ad now: charged the scheme's bumpCredits, refused (with when it may bump next) when
 * it would come within the interval of another bump of the ad, done or due.
 */
export async function bumpAdNow(ctx: RequestContext, input: { adId: unknown }, now = new Date()) {
  const scheme = await placementScheme(ctx.db);
  const credits = priceOf(scheme, 'bump');
  const interval = scheme.bumpIntervalMinutes;
  const { purchase, balance } = await chargePlacement(
    ctx,
    { kind: 'bump', adId: input.adId, credits },
    async (tx, bought, ad) => {
      await lockAd(tx, ad.id);
      const near = await bumpTimesFrom(tx, ad.id, new Date(now.getTime() - interval * MINUTE_MS));
      const next = nextBumpAllowed(now, near, interval);
      if (next.getTime() > now.getTime()) {
        throw new WrongStateError(BUMP_MESSAGES.tooSoon(intervalInWords(interval), momentInWords(next, now)));
      }
      await tx.adBump.create({ data: { adId: ad.id, purchaseId: bought.id, runAt: now, doneAt: now } });
      await moveToTop(tx, ad.id, now);
    },
  );
  await ctx.publicCache?.forgetAll();
  return { purchase, balance };
}

/**
 * Buys a daily bump of the caller's ad: at `time` (India's, HH:MM) on each day from firstDay to lastDay
 * within the ad's run, the runs still ahead charged at once (bumpCredits each). Refused when a run would
 * come within the interval of another bump of the ad (or of the next day's run).
 */
export async function buyDailyBump(
  ctx: RequestContext,
  input: { adId: unknown; time?: unknown; firstDay?: unknown; lastDay?: unknown },
  now = new Date(),
) {
  const values = parseInput(dailyBumpSchema, input);
  const days = parsePlacementDays(values);
  const minute = minuteOfDay(values.time)!;
  const scheme = await placementScheme(ctx.db);
  const price = priceOf(scheme, 'bump');
  const interval = scheme.bumpIntervalMinutes;
  if (daysInclusive(days.firstDay, days.lastDay) > 1 && interval > 24 * 60) {
    throw new ValidationError(BUMP_MESSAGES.dailyIntervalTooLong(intervalInWords(interval)), 'lastDay');
  }
  const runs = dailyBumpRuns(days.firstDay, days.lastDay, minute, now);
  if (runs.length === 0) throw new ValidationError(BUMP_MESSAGES.noRunsLeft, 'time');
  const { purchase, balance } = await chargePlacement(
    ctx,
    { kind: 'bump', adId: input.adId, credits: price * runs.length, days, bumpMinute: minute },
    async (tx, bought, ad) => {
      await lockAd(tx, ad.id);
      const others = await bumpTimesFrom(tx, ad.id, new Date(runs[0]!.getTime() - interval * MINUTE_MS));
      for (const run of runs) {
        const close = others.find((other) => Math.abs(other.getTime() - run.getTime()) < interval * MINUTE_MS);
        if (close) {
          throw new WrongStateError(
            BUMP_MESSAGES.dailyTooClose(momentInWords(run, now), momentInWords(close, now), intervalInWords(interval)),
          );
        }
      }
      await tx.adBump.createMany({ data: runs.map((runAt) => ({ adId: ad.id, purchaseId: bought.id, runAt })) });
    },
  );
  return { purchase, balance };
}

/** Credits of one run of a purchase: its price was the same for each of its runs. */
async function creditsPerRun(tx: Tx, purchase: { id: number; credits: number }): Promise<number> {
  const runs = await tx.adBump.count({ where: { purchaseId: purchase.id } });
  return runs === 0 ? 0 : purchase.credits / runs;
}

/** Cancels the caller's daily bump: the runs not yet done are given up and their credits given back. */
export async function cancelDailyBump(ctx: RequestContext, input: { purchaseId: unknown }, now = new Date()) {
  const owner = requireAdvertiser(ctx, PLACEMENT_MESSAGES.advertisersOnly);
  const purchaseId = parseDatabaseId(input.purchaseId);
  if (purchaseId === null) throw new NotFoundError(BUMP_MESSAGES.purchaseNotFound);
  const cancelled = await ctx.db.$transaction(async (tx) => {
    // the account first (as a due run's job takes it), then the purchase
    await lockAccount(tx, owner.id);
    const [locked] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM placement_purchases
      WHERE id = ${purchaseId} AND user_id = ${owner.id} AND kind = 'bump' AND bump_minute IS NOT NULL FOR UPDATE`;
    if (!locked) throw new NotFoundError(BUMP_MESSAGES.purchaseNotFound);
    const purchase = await tx.placementPurchase.findUniqueOrThrow({
      where: { id: purchaseId },
      include: { ad: { select: { name: true } } },
    });
    if (purchase.cancelledAt) throw new WrongStateError(BUMP_MESSAGES.alreadyCancelled);
    const pending = await tx.adBump.findMany({
      where: { purchaseId, doneAt: null, skippedAt: null },
      select: { id: true },
    });
    if (pending.length === 0) throw new WrongStateError(BUMP_MESSAGES.nothingToCancel);
    const refund = pending.length * (await creditsPerRun(tx, purchase));
    await tx.adBump.updateMany({ where: { id: { in: pending.map((run) => run.id) } }, data: { skippedAt: now } });
    const after = await tx.placementPurchase.update({ where: { id: purchaseId }, data: { cancelledAt: now } });
    let balance = (await tx.user.findUniqueOrThrow({ where: { id: owner.id }, select: { credits: true } })).credits;
    if (refund > 0) {
      balance = await changeBalance(tx, {
        userId: owner.id,
        amount: refund,
        kind: 'refund',
        adId: purchase.adId,
        placementPurchaseId: purchase.id,
        reason: `Daily bump at ${timeOfDay(purchase.bumpMinute!)} cancelled: ${purchase.ad.name}, ${pending.length} ${pending.length === 1 ? 'bump' : 'bumps'} not run`,
      });
    }
    await recordOwnerAudit(tx, owner.id, {
      action: 'placement.cancel',
      subjectType: 'PlacementPurchase',
      subjectId: purchase.id,
      before: { cancelledAt: null, runsLeft: pending.length },
      after: { cancelledAt: after.cancelledAt, creditsRefunded: refund },
    });
    return { purchase: after satisfies PlacementPurchaseRecord, balance };
  });
  return cancelled;
}

// ---- the scheduled job --------------------------------------------------------------------------

/** Due runs taken at most per turn of the job (the rest wait a minute). */
const DUE_BATCH = 500;

/** The start of a refusal in the advertiser's words, for the ledger ("This ad has ended"). */
const shortReason = (message: string) => message.split(/[,:;.]/)[0]!.trim();

/**
 * Runs the bumps due by `now`, each in its own transaction and once (claimed under its owner's account
 * lock, then only while neither done nor given up): the ad moves to the top of its listing; when the
 * public listing would not show it today (ended, taken down, held, hidden, its owner inactive), the run
 * is given up and its credits given back.
 */
export async function runDueBumps(
  { db, logger }: { db: Db; logger?: Pick<Logger, 'info'> },
  now = new Date(),
): Promise<{ done: number; skipped: number }> {
  const due = await db.adBump.findMany({
    where: { doneAt: null, skippedAt: null, runAt: { lte: now } },
    orderBy: { runAt: 'asc' },
    take: DUE_BATCH,
    select: { id: true, adId: true, ad: { select: { userId: true } } },
  });
  const today = todayInIndia(now);
  let done = 0;
  let skipped = 0;
  for (const run of due) {
    const outcome = await db.$transaction(async (tx) => {
      await lockAccount(tx, run.ad.userId);
      await lockAd(tx, run.adId);
      const bump = await tx.adBump.findFirst({
        where: { id: run.id, doneAt: null, skippedAt: null },
        include: { purchase: { select: { id: true, credits: true } }, ad: { select: { name: true } } },
      });
      // another process ran it, or the daily bump was cancelled
      if (!bump) return 'gone' as const;
      let refusal: string | null = null;
      try {
        // the shared rule: the caller's own ad, shown today by the public listing's rule
        await requirePlaceableAd(tx, run.ad.userId, run.adId, undefined, today);
      } catch (error) {
        if (!(error instanceof ValidationError || error instanceof NotFoundError)) throw error;
        refusal = error.message;
      }
      if (refusal === null) {
        await moveToTop(tx, run.adId, bump.runAt);
        await tx.adBump.update({ where: { id: bump.id }, data: { doneAt: now } });
        return 'done' as const;
      }
      await tx.adBump.update({ where: { id: bump.id }, data: { skippedAt: now } });
      const refund = await creditsPerRun(tx, bump.purchase);
      if (refund > 0) {
        await changeBalance(tx, {
          userId: run.ad.userId,
          amount: refund,
          kind: 'refund',
          adId: run.adId,
          placementPurchaseId: bump.purchase.id,
          reason: `Bump of ${momentInWords(bump.runAt, now)} not run (${shortReason(refusal)}): ${bump.ad.name}`,
        });
      }
      return 'skipped' as const;
    });
    if (outcome === 'done') done += 1;
    if (outcome === 'skipped') skipped += 1;
  }
  if (done + skipped > 0) logger?.info({ done, skipped }, 'due bumps run');
  return { done, skipped };
}

// ---- the owner's view ---------------------------------------------------------------------------

export interface DailyBumpView {
  purchaseId: number;
  /** HH:MM, India */
  time: string;
  firstDay: string;
  lastDay: string;
  credits: number;
  runsLeft: number;
  cancelledAt: Date | null;
}

export interface AdBumpSchedule {
  /** the last bump done */
  lastBumpAt: Date | null;
  /** the next bump due */
  nextBumpAt: Date | null;
  /** when a bump now may be bought (the interval from the bumps done and due); now when it may */
  bumpNowFrom: Date;
  /** the ad's daily bumps with runs ahead, or cancelled or ended within the last week */
  dailyBumps: DailyBumpView[];
}

/** The bumps of an ad as its owner's Promote page shows them; null unless the viewer owns it. */
export async function adBumpSchedule(
  ctx: RequestContext,
  ad: { id: number; userId: number },
  now = new Date(),
): Promise<AdBumpSchedule | null> {
  if (!canManage(ctx.viewer, ad.userId)) return null;
  const scheme = await placementScheme(ctx.db);
  const interval = scheme.bumpIntervalMinutes;
  const [last, next, near, purchases] = await Promise.all([
    ctx.db.adBump.findFirst({
      where: { adId: ad.id, doneAt: { not: null } },
      orderBy: { runAt: 'desc' },
      select: { runAt: true },
    }),
    ctx.db.adBump.findFirst({
      where: { adId: ad.id, doneAt: null, skippedAt: null },
      orderBy: { runAt: 'asc' },
      select: { runAt: true },
    }),
    ctx.db.adBump.findMany({
      where: { adId: ad.id, skippedAt: null, runAt: { gt: new Date(now.getTime() - interval * MINUTE_MS) } },
      orderBy: { runAt: 'asc' },
      select: { runAt: true },
    }),
    ctx.db.placementPurchase.findMany({
      where: {
        adId: ad.id,
        kind: 'bump',
        bumpMinute: { not: null },
        lastDay: { gte: dateOnly(todayInIndia(new Date(now.getTime() - 7 * 86_400_000))) },
      },
      orderBy: { id: 'desc' },
      take: DAILY_BUMPS_SHOWN,
      include: { _count: { select: { bumps: { where: { doneAt: null, skippedAt: null } } } } },
    }),
  ]);
  return {
    lastBumpAt: last?.runAt ?? null,
    nextBumpAt: next?.runAt ?? null,
    bumpNowFrom: nextBumpAllowed(
      now,
      near.map((row) => row.runAt),
      interval,
    ),
    dailyBumps: purchases.map((purchase) => ({
      purchaseId: purchase.id,
      time: timeOfDay(purchase.bumpMinute!),
      firstDay: isoDate(purchase.firstDay!),
      lastDay: isoDate(purchase.lastDay!),
      credits: purchase.credits,
      runsLeft: purchase._count.bumps,
      cancelledAt: purchase.cancelledAt,
    })),
  };
}
