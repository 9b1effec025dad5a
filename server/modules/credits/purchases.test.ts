// A credit request with a package and a coupon (issue 34), through the credits service and GraphQL: the
// server computes the amount and the bonus, claims the coupon's use with the request, grants the
// package's credits and the bonus on approval, gives the use back on rejection; the ledger names both.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import { nextUtr, setUpiPayments } from '../../test/payments.ts';
import { COUPON_MESSAGES } from '../../../common/forms/packages.ts';
import { createCoupon } from './coupons.ts';
import { createCreditPackage, PACKAGE_SERVICE_MESSAGES, updateCreditPackage } from './packages.ts';
import { createCreditRequest, decideCreditRequest } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
let codes = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  await setUpiPayments(t.database.prisma);
  // 0.1 credit per rupee: a package's credits are plainly not the scheme's
  await t.database.prisma.creditScheme.create({ data: { id: 1, creditRate: 0.1, timePerCredit: 1 } });
});
afterAll(() => t.close());
beforeEach(() => t.resetRateLimits());

const prisma = () => t.database.prisma;

function gold(terms: Record<string, unknown> = {}) {
  return createCreditPackage(t.contextFor(admin), {
    name: 'Gold',
    priceRupees: 1000,
    credits: 150,
    bonusCredits: 20,
    active: true,
    ...terms,
  });
}

function coupon(terms: Record<string, unknown> = {}) {
  codes += 1;
  return createCoupon(t.contextFor(admin), { code: `BUY${codes}`, kind: 'percent', value: 10, active: true, ...terms });
}

describe('a purchase with a package and a coupon', () => {
  it("is asked at the package's price with both bonuses, whatever amount the client sent; approval grants them", async () => {
    const pack = await gold();
    const tenPercent = await coupon();
    const advertiser = await t.createUser();
    const request = await createCreditRequest(t.contextFor(advertiser), {
      amount: 1,
      utr: nextUtr(),
      packageId: String(pack.id),
      couponCode: ` ${tenPercent.code.toLowerCase()} `,
    });
    // 150 credits; 20 from the package, 10 % of 150 = 15 from the coupon
    expect(request).toMatchObject({ amount: 1000, packageId: pack.id, couponId: tenPercent.id, bonusCredits: 35 });
    expect(await prisma().couponUse.count({ where: { creditRequestId: request.id } })).toBe(1);

    const approved = await decideCreditRequest(t.contextFor(admin), { id: request.id, status: 'approved' });
    expect(approved.creditsAdded).toBe(185);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: advertiser.id } })).credits).toBe(185);
  });

  it('gives the coupon back when rejected, recorded in the audit entry', async () => {
    const once = await coupon({ kind: 'fixed', value: 50, maxUses: 1 });
    const advertiser = await t.createUser();
    const request = await createCreditRequest(t.contextFor(advertiser), {
      amount: 300,
      utr: nextUtr(),
      couponCode: once.code,
    });
    expect(request).toMatchObject({ amount: 300, packageId: null, bonusCredits: 50 });
    await expect(
      createCreditRequest(t.contextFor(await t.createUser()), { amount: 300, utr: nextUtr(), couponCode: once.code }),
    ).rejects.toMatchObject({ message: COUPON_MESSAGES.usedUp, field: 'couponCode' });

    await decideCreditRequest(t.contextFor(admin), { id: request.id, status: 'rejected' });
    expect((await prisma().coupon.findUniqueOrThrow({ where: { id: once.id } })).usedCount).toBe(0);
    const entry = await prisma().auditEntry.findFirstOrThrow({
      where: { action: 'creditRequest.decide', subjectId: request.id },
    });
    expect(entry.after).toMatchObject({ status: 'rejected', couponUseReleased: true });
    // the same advertiser may use it again
    await expect(
      createCreditRequest(t.contextFor(advertiser), { amount: 300, utr: nextUtr(), couponCode: once.code }),
    ).resolves.toMatchObject({ couponId: once.id, bonusCredits: 50 });
  });

  it('refuses an inactive package or an unusable coupon, writing nothing', async () => {
    const pack = await gold();
    await updateCreditPackage(t.contextFor(admin), pack.id, { ...pack, active: false });
    const advertiser = await t.createUser();
    await expect(
      createCreditRequest(t.contextFor(advertiser), { amount: 1000, utr: nextUtr(), packageId: pack.id }),
    ).rejects.toMatchObject({ message: PACKAGE_SERVICE_MESSAGES.notOffered });
    await expect(
      createCreditRequest(t.contextFor(advertiser), { amount: 1000, utr: nextUtr(), couponCode: 'NOT-A-CODE' }),
    ).rejects.toMatchObject({ message: COUPON_MESSAGES.unknown });
    expect(await prisma().creditRequest.count({ where: { userId: advertiser.id } })).toBe(0);
  });

  it('shows the package and coupon in the ledger, for the advertiser and the admin', async () => {
    const pack = await gold({ name: 'Platinum' });
    const fixed = await coupon({ kind: 'fixed', value: 5 });
    const advertiser = await t.createUser();
    const request = await createCreditRequest(t.contextFor(advertiser), {
      amount: 1000,
      utr: nextUtr(),
      packageId: pack.id,
      couponCode: fixed.code,
    });
    await decideCreditRequest(t.contextFor(admin), { id: request.id, status: 'approved' });
    const LEDGER = /* GraphQL */ `
      query ($userId: ID) {
        creditLedger(first: 5, userId: $userId) {
          edges {
            node {
              amount
              creditRequest {
                amount
                bonusCredits
                couponCode
                package {
                  name
                  priceRupees
                  credits
                  bonusCredits
                }
              }
            }
          }
        }
      }
    `;
    const expected = {
      amount: 175,
      creditRequest: {
        amount: 1000,
        bonusCredits: 25,
        couponCode: fixed.code,
        package: { name: 'Platinum', priceRupees: 1000, credits: 150, bonusCredits: 20 },
      },
    };
    const own = await t.graphql(LEDGER, {}, await t.tokenFor(advertiser));
    expect(own.body.data.creditLedger.edges[0].node).toEqual(expected);
    const userId = Buffer.from(`User:${advertiser.id}`).toString('base64');
    const admins = await t.graphql(LEDGER, { userId }, await t.tokenFor(admin));
    expect(admins.body.data.creditLedger.edges[0].node).toEqual(expected);
  });

  it('takes package_id and coupon_code over REST, and answers the request with its bonus', async () => {
    const pack = await gold();
    const fixed = await coupon({ kind: 'fixed', value: 10 });
    const advertiser = await t.createUser();
    const form = new FormData();
    form.set('amount', '5');
    form.set('utr', nextUtr());
    form.set('package_id', String(pack.id));
    form.set('coupon_code', fixed.code.toLowerCase());
    const created = await t.rest('POST', '/credit-requests', form, { token: await t.tokenFor(advertiser) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: 1000, bonus_credits: 30 });

    const again = new FormData();
    again.set('amount', '100');
    again.set('utr', nextUtr());
    again.set('coupon_code', fixed.code);
    const refused = await t.rest('POST', '/credit-requests', again, { token: await t.tokenFor(advertiser) });
    expect(refused).toMatchObject({ status: 400, body: { error: COUPON_MESSAGES.usedByYou } });
  });

  it.runIf(onRealPostgres)(
    'of 30 parallel requests with a 5-use coupon, exactly 5 are written (real PostgreSQL)',
    async () => {
      const limited = await coupon({ kind: 'fixed', value: 10, maxUses: 5 });
      const advertisers = await Promise.all(Array.from({ length: 30 }, () => t.createUser()));
      const results = await Promise.allSettled(
        advertisers.map((advertiser) =>
          createCreditRequest(t.contextFor(advertiser, `visitor-${advertiser.id}`), {
            amount: 100,
            utr: nextUtr(),
            couponCode: limited.code,
          }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
      for (const result of results)
        if (result.status === 'rejected') expect(result.reason).toMatchObject({ message: COUPON_MESSAGES.usedUp });
      expect((await prisma().coupon.findUniqueOrThrow({ where: { id: limited.id } })).usedCount).toBe(5);
      expect(await prisma().creditRequest.count({ where: { couponId: limited.id } })).toBe(5);
    },
  );
});
