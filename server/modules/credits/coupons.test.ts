import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, NotAllowedError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import { addDays, todayInIndia } from '../../../common/india.ts';
import {
  checkCoupon,
  claimCouponUse,
  COUPON_SERVICE_MESSAGES,
  createCoupon,
  expiryOfLastDay,
  lastDayOfExpiry,
  purchaseTermsFor,
  releaseCouponUse,
  removeCoupon,
  updateCoupon,
} from './coupons.ts';
import { createCreditPackage } from './packages.ts';
import { creditsOnApproval } from '../../../common/forms/credits.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
let codes = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  // 1 credit per rupee
  await t.database.prisma.creditScheme.create({ data: { id: 1, creditRate: 1, timePerCredit: 1 } });
});
afterAll(() => t.close());
beforeEach(() => t.resetRateLimits());

const prisma = () => t.database.prisma;

function newCode() {
  codes += 1;
  return `TEST${codes}`;
}

function coupon(terms: Record<string, unknown> = {}) {
  return createCoupon(t.contextFor(admin), {
    code: newCode(),
    kind: 'percent',
    value: 10,
    maxUses: null,
    lastDay: null,
    active: true,
    ...terms,
  });
}

/** A credit request with the coupon, as createCreditRequest writes it: terms, the row, the claim, in one transaction. */
function requestWith(userId: number, input: { amount?: number | null; couponCode?: unknown; packageId?: unknown }) {
  return prisma().$transaction(async (tx) => {
    const terms = await purchaseTermsFor(tx, { userId, amount: input.amount ?? null, ...input });
    const request = await tx.creditRequest.create({
      data: {
        userId,
        amount: terms.amount,
        packageId: terms.packageId,
        couponId: terms.couponId,
        bonusCredits: terms.bonusCredits,
      },
    });
    if (terms.couponId !== null)
      await claimCouponUse(tx, { couponId: terms.couponId, userId, creditRequestId: request.id });
    return { request, terms };
  });
}

describe("an admin's coupons", () => {
  it('are created upper-cased with their terms, and audited', async () => {
    const lastDay = addDays(todayInIndia(), 10);
    const created = await createCoupon(t.contextFor(admin), {
      code: '  diwali-25 ',
      kind: 'fixed',
      value: '25',
      maxUses: '100',
      lastDay,
      active: true,
    });
    expect(created).toMatchObject({ code: 'DIWALI-25', kind: 'fixed', value: 25, maxUses: 100, usedCount: 0 });
    expect(lastDayOfExpiry(created.expiresAt)).toBe(lastDay);
    // it stops at midnight in India after its last day: 18:30 UTC on that day
    expect(created.expiresAt!.toISOString()).toBe(`${lastDay}T18:30:00.000Z`);
    const entry = await prisma().auditEntry.findFirstOrThrow({
      where: { action: 'coupon.create', subjectId: created.id },
    });
    expect(entry.actorId).toBe(admin.id);
    await expect(
      createCoupon(t.contextFor(admin), { code: 'Diwali-25', kind: 'fixed', value: 5, active: true }),
    ).rejects.toThrow(new ConflictError(COUPON_SERVICE_MESSAGES.codeTaken, 'code'));
  });

  it.each([
    [{ code: 'a b' }, COUPON_SERVICE_MESSAGES.code],
    [{ kind: 'percent', value: 101 }, COUPON_SERVICE_MESSAGES.percent],
    [{ kind: 'fixed', value: 0 }, COUPON_SERVICE_MESSAGES.fixed],
    [{ value: 2.5 }, COUPON_SERVICE_MESSAGES.percent],
    [{ maxUses: 0 }, COUPON_SERVICE_MESSAGES.maxUses],
    [{ lastDay: '2026-02-30' }, COUPON_SERVICE_MESSAGES.expiresOn],
  ])('refuses %o with its message', async (terms, message) => {
    const before = await prisma().coupon.count();
    await expect(coupon(terms)).rejects.toMatchObject({ name: 'ValidationError', message });
    expect(await prisma().coupon.count()).toBe(before);
  });

  it('are for admins alone', async () => {
    const advertiser = await t.createUser();
    await expect(
      createCoupon(t.contextFor(advertiser), { code: 'MINE', kind: 'fixed', value: 5, active: true }),
    ).rejects.toBeInstanceOf(NotAllowedError);
  });

  it('keep their limit at or above the uses made', async () => {
    const limited = await coupon({ maxUses: 3 });
    for (let i = 0; i < 2; i += 1)
      await requestWith((await t.createUser()).id, { amount: 100, couponCode: limited.code });
    await expect(
      updateCoupon(t.contextFor(admin), limited.id, { kind: 'percent', value: 10, maxUses: 1, active: true }),
    ).rejects.toMatchObject({ message: COUPON_SERVICE_MESSAGES.limitBelowUses(2), field: 'maxUses' });
    const updated = await updateCoupon(t.contextFor(admin), limited.id, {
      kind: 'fixed',
      value: 7,
      maxUses: 2,
      active: true,
    });
    expect(updated).toMatchObject({ code: limited.code, kind: 'fixed', value: 7, maxUses: 2, usedCount: 2 });
  });

  it('are deleted while unused, else deactivated', async () => {
    const unused = await coupon();
    expect(await removeCoupon(t.contextFor(admin), unused.id)).toMatchObject({ deleted: true });
    expect(await prisma().coupon.findUnique({ where: { id: unused.id } })).toBeNull();

    const used = await coupon();
    await requestWith((await t.createUser()).id, { amount: 100, couponCode: used.code });
    expect(await removeCoupon(t.contextFor(admin), used.id)).toMatchObject({
      deleted: false,
      coupon: { active: false },
    });
    expect(
      (
        await prisma().auditEntry.findMany({
          where: { subjectType: 'Coupon', subjectId: { in: [unused.id, used.id] } },
        })
      )
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['coupon.create', 'coupon.create', 'coupon.delete', 'coupon.update']);
  });
});

describe("an advertiser's coupon", () => {
  it('adds a percentage of the credits bought (rounded down) or fixed credits, fixed on the request', async () => {
    const percent = await coupon({ kind: 'percent', value: 15 });
    const user = await t.createUser();
    const { request, terms } = await requestWith(user.id, { amount: 99, couponCode: percent.code.toLowerCase() });
    // 99 credits x 15 % = 14.85: 14
    expect(terms.credits).toMatchObject({ base: 99, couponBonus: 14, total: 113 });
    expect(request).toMatchObject({ amount: 99, couponId: percent.id, bonusCredits: 14 });
    expect(creditsOnApproval(request.amount, 1, request.bonusCredits)).toBe(113);

    const fixed = await coupon({ kind: 'fixed', value: 40 });
    const second = await requestWith(user.id, { amount: 10, couponCode: fixed.code });
    expect(second.request.bonusCredits).toBe(40);
    expect(creditsOnApproval(second.request.amount, 1, second.request.bonusCredits)).toBe(50);
  });

  it("with a package: the package's price is the amount, its bonus and the coupon's add up", async () => {
    const pack = await createCreditPackage(t.contextFor(admin), {
      name: 'Gold',
      priceRupees: 1000,
      credits: 1200,
      bonusCredits: 100,
      active: true,
    });
    const percent = await coupon({ kind: 'percent', value: 10 });
    const { request, terms } = await requestWith((await t.createUser()).id, {
      amount: 1,
      packageId: pack.id,
      couponCode: percent.code,
    });
    expect(terms.credits).toEqual({ base: 1200, packageBonus: 100, couponBonus: 120, bonus: 220, total: 1420 });
    expect(request).toMatchObject({ amount: 1000, packageId: pack.id, bonusCredits: 220 });
    expect(creditsOnApproval(request.amount, 1, request.bonusCredits, pack)).toBe(1420);
    // approved for another amount than the price: the scheme's credits for it, and the bonus fixed at request
    expect(creditsOnApproval(500, 1, request.bonusCredits, pack)).toBe(720);
  });

  it('is refused in words when unknown, inactive, expired, used up or already used by this account', async () => {
    const user = await t.createUser();
    const ctx = t.contextFor(user);
    await expect(checkCoupon(ctx, 'NO-SUCH-CODE')).rejects.toMatchObject({ message: COUPON_SERVICE_MESSAGES.unknown });
    await expect(checkCoupon(ctx, '')).rejects.toMatchObject({ message: COUPON_SERVICE_MESSAGES.unknown });
    const inactive = await coupon({ active: false });
    await expect(checkCoupon(ctx, inactive.code)).rejects.toMatchObject({ message: COUPON_SERVICE_MESSAGES.inactive });
    const expired = await coupon({ lastDay: addDays(todayInIndia(), -1) });
    await expect(checkCoupon(ctx, expired.code)).rejects.toMatchObject({ message: COUPON_SERVICE_MESSAGES.expired });
    // its last day is today in India: still usable, whatever the hour
    const lastDayToday = await coupon({ lastDay: todayInIndia() });
    await expect(checkCoupon(ctx, lastDayToday.code)).resolves.toMatchObject({ code: lastDayToday.code });

    const once = await coupon({ maxUses: 1 });
    await requestWith((await t.createUser()).id, { amount: 100, couponCode: once.code });
    await expect(checkCoupon(ctx, once.code)).rejects.toMatchObject({ message: COUPON_SERVICE_MESSAGES.usedUp });
    await expect(requestWith(user.id, { amount: 100, couponCode: once.code })).rejects.toMatchObject({
      message: COUPON_SERVICE_MESSAGES.usedUp,
      field: 'couponCode',
    });

    const open = await coupon();
    await requestWith(user.id, { amount: 100, couponCode: open.code });
    await expect(checkCoupon(ctx, open.code)).rejects.toMatchObject({ message: COUPON_SERVICE_MESSAGES.usedByYou });
    await expect(requestWith(user.id, { amount: 100, couponCode: open.code })).rejects.toMatchObject({
      message: COUPON_SERVICE_MESSAGES.usedByYou,
    });
    // the refused requests were undone whole
    expect(await prisma().creditRequest.count({ where: { userId: user.id } })).toBe(1);
    expect((await prisma().coupon.findUniqueOrThrow({ where: { id: open.id } })).usedCount).toBe(1);
  });

  it('is refused when it would add nothing, rather than spend the one use', async () => {
    const percent = await coupon({ kind: 'percent', value: 5 });
    await expect(
      requestWith((await t.createUser()).id, { amount: 19, couponCode: percent.code }),
    ).rejects.toMatchObject({ message: COUPON_SERVICE_MESSAGES.noBonus });
    expect((await prisma().coupon.findUniqueOrThrow({ where: { id: percent.id } })).usedCount).toBe(0);
  });

  it('is given back when the request is rejected, so it can be used again (the request keeps naming it)', async () => {
    const once = await coupon({ maxUses: 1 });
    const user = await t.createUser();
    const { request } = await requestWith(user.id, { amount: 100, couponCode: once.code });
    expect(await prisma().$transaction((tx) => releaseCouponUse(tx, request.id))).toBe(true);
    expect(await prisma().$transaction((tx) => releaseCouponUse(tx, request.id))).toBe(false);
    expect((await prisma().coupon.findUniqueOrThrow({ where: { id: once.id } })).usedCount).toBe(0);
    expect((await prisma().creditRequest.findUniqueOrThrow({ where: { id: request.id } })).couponId).toBe(once.id);
    const again = await requestWith(user.id, { amount: 100, couponCode: once.code });
    expect(again.request.couponId).toBe(once.id);
    expect((await prisma().coupon.findUniqueOrThrow({ where: { id: once.id } })).usedCount).toBe(1);
  });

  it('checks are counted per account', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 30; i += 1)
      await expect(checkCoupon(t.contextFor(user), `GUESS${i}`)).rejects.toMatchObject({
        message: 'This coupon code does not exist.',
      });
    await expect(checkCoupon(t.contextFor(user), 'GUESS31')).rejects.toMatchObject({ name: 'RateLimitedError' });
  });

  it('answers the credit form through GraphQL with its terms, or the reason as a typed error', async () => {
    const fixed = await coupon({ kind: 'fixed', value: 30 });
    const user = await t.createUser();
    const token = await t.tokenFor(user);
    const CHECK = /* GraphQL */ `
      query ($code: String!) {
        checkCoupon(code: $code) {
          __typename
          ... on QueryCheckCouponSuccess {
            coupon {
              code
              kind
              value
            }
          }
          ... on Error {
            message
          }
        }
      }
    `;
    expect((await t.graphql(CHECK, { code: fixed.code.toLowerCase() }, token)).body.data.checkCoupon).toEqual({
      __typename: 'QueryCheckCouponSuccess',
      coupon: { code: fixed.code, kind: 'fixed', value: 30 },
    });
    expect((await t.graphql(CHECK, { code: 'NOPE1' }, token)).body.data.checkCoupon).toEqual({
      __typename: 'ValidationError',
      message: COUPON_SERVICE_MESSAGES.unknown,
    });
  });

  it('expiry instants round-trip through the last day', () => {
    expect(lastDayOfExpiry(expiryOfLastDay('2026-12-31'))).toBe('2026-12-31');
    expect(expiryOfLastDay(null)).toBeNull();
  });

  it.runIf(onRealPostgres)('of 30 parallel claims of a 5-use coupon, exactly 5 succeed (real PostgreSQL)', async () => {
    const limited = await coupon({ kind: 'fixed', value: 10, maxUses: 5 });
    const users = await Promise.all(Array.from({ length: 30 }, () => t.createUser()));
    const results = await Promise.allSettled(
      users.map((user) => requestWith(user.id, { amount: 100, couponCode: limited.code })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ message: COUPON_SERVICE_MESSAGES.usedUp });
    }
    expect((await prisma().coupon.findUniqueOrThrow({ where: { id: limited.id } })).usedCount).toBe(5);
    expect(await prisma().couponUse.count({ where: { couponId: limited.id } })).toBe(5);
    expect(await prisma().creditRequest.count({ where: { couponId: limited.id } })).toBe(5);
  });

  it.runIf(onRealPostgres)('of 10 parallel claims by one account, exactly one succeeds (real PostgreSQL)', async () => {
    const open = await coupon({ kind: 'fixed', value: 10 });
    const user = await t.createUser();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => requestWith(user.id, { amount: 100, couponCode: open.code })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await prisma().coupon.findUniqueOrThrow({ where: { id: open.id } })).usedCount).toBe(1);
    expect(await prisma().creditRequest.count({ where: { userId: user.id } })).toBe(1);
  });
});
