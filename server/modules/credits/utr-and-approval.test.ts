// Issue 34: a credit request names its UPI payment by UTR (normalised, 12 digits, never twice on any
// request), is refused while the operator has set no UPI ID, and an admin's approval may change the
// amount with a reason (credits from the approved amount, audited with both amounts, mailed).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ValidationError, WrongStateError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import { nextUtr, setUpiPayments } from '../../test/payments.ts';
import { approveCreditRequest, createCreditRequest, decideCreditRequest } from './service.ts';
import { forgetSiteSettings } from '../settings/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];
let admin: Awaited<ReturnType<typeof t.createUser>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin);
  await setUpiPayments(prisma);
  await prisma.creditScheme.create({ data: { id: 1, creditRate: '0.01', timePerCredit: '7' } });
});
afterAll(() => t.close());
// every test asks for several requests; the daily limits have their own tests
beforeEach(() => t.resetRateLimits());

const CREATE = /* GraphQL */ `
  mutation ($amount: Int!, $utr: String) {
    createCreditRequest(amount: $amount, utr: $utr) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationCreateCreditRequestSuccess {
        creditRequest {
          databaseId
          utr
          paymentScreenshot {
            url
          }
        }
      }
    }
  }
`;

const DECIDE = /* GraphQL */ `
  mutation ($id: ID!, $status: CreditRequestDecision!, $amount: Int, $reason: String) {
    decideCreditRequest(id: $id, status: $status, amount: $amount, reason: $reason) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationDecideCreditRequestSuccess {
        creditRequest {
          databaseId
          status
          amount
          approvedAmount
          amountChangeReason
          creditsAdded
          bonusCredits
          utr
        }
      }
    }
  }
`;

const LIST = /* GraphQL */ `
  query {
    creditRequests(first: 100) {
      edges {
        node {
          databaseId
          status
          utr
        }
      }
    }
  }
`;

const globalId = (id: number) => Buffer.from(`CreditRequest:${id}`).toString('base64');

async function advertiser() {
  const user = await t.createUser();
  return { user, token: await t.tokenFor(user), ctx: t.contextFor(user, `visitor-${user.id}`) };
}

function pendingRequest(userId: number, amount: number, data: { bonusCredits?: number } = {}) {
  return prisma.creditRequest.create({ data: { userId, amount, utr: nextUtr(), ...data } });
}

describe('the UTR of a credit request', () => {
  it('is stored normalised: spaces removed (a pasted, spaced reference), letters upper-cased first', async () => {
    const { ctx, user } = await advertiser();
    const utr = nextUtr();
    const spaced = `  ${utr.slice(0, 3)} ${utr.slice(3, 6)}\t${utr.slice(6, 9)} ${utr.slice(9)} `;
    const request = await createCreditRequest(ctx, { amount: 500, utr: spaced });
    expect(request).toMatchObject({ userId: user.id, amount: 500, utr, paymentScreenshot: null, status: 'pending' });
  });

  it.each([
    [undefined, 'Please enter the UTR: the 12-digit UPI transaction reference shown in your UPI app.'],
    ['   ', 'Please enter the UTR: the 12-digit UPI transaction reference shown in your UPI app.'],
    ['12345678901', 'The UTR has exactly 12 digits; you entered 11. Please copy it from your UPI app.'],
    ['1234 5678 9012 3', 'The UTR has exactly 12 digits; you entered 13. Please copy it from your UPI app.'],
    ['axis12345678', 'The UTR has only digits (0 to 9): please copy it from the payment details in your UPI app.'],
    ["1' OR '1'='1", 'The UTR has only digits (0 to 9): please copy it from the payment details in your UPI app.'],
    [123456789012, 'Please enter the UTR: the 12-digit UPI transaction reference shown in your UPI app.'],
  ])('%j is refused with a clear message; nothing is written', async (utr, message) => {
    const { ctx } = await advertiser();
    const before = await prisma.creditRequest.count();
    await expect(createCreditRequest(ctx, { amount: 500, utr })).rejects.toThrow(new ValidationError(message, 'utr'));
    expect(await prisma.creditRequest.count()).toBe(before);
  });

  it('is refused when already used on any request: any account, any state', async () => {
    const first = await advertiser();
    const second = await advertiser();
    const utr = nextUtr();
    const request = await createCreditRequest(first.ctx, { amount: 500, utr });
    await decideCreditRequest(t.contextFor(admin), { id: request.id, status: 'rejected' });
    const before = await prisma.creditRequest.count();
    const used = new ValidationError(
      'This UTR has already been used on a credit request. Please check the 12-digit reference of your payment in your UPI app.',
      'utr',
    );
    // the same advertiser again, another advertiser, and the same reference typed with spaces
    await expect(createCreditRequest(first.ctx, { amount: 500, utr })).rejects.toThrow(used);
    await expect(createCreditRequest(second.ctx, { amount: 700, utr })).rejects.toThrow(used);
    await expect(
      createCreditRequest(second.ctx, { amount: 700, utr: ` ${utr.slice(0, 6)} ${utr.slice(6)}` }),
    ).rejects.toThrow(used);
    expect(await prisma.creditRequest.count()).toBe(before);

    // through GraphQL it is a ValidationError on the utr field
    const { body } = await t.graphql(CREATE, { amount: 100, utr }, second.token);
    expect(body.data.createCreditRequest).toEqual({
      __typename: 'ValidationError',
      message: used.message,
      field: 'utr',
    });
  });

  it('a refused used UTR keeps its place in the daily limit; other refusals give theirs back', async () => {
    const { ctx } = await advertiser();
    const used = (await pendingRequest((await advertiser()).user.id, 100)).utr!;
    for (let attempt = 0; attempt < 10; attempt++)
      await expect(createCreditRequest(ctx, { amount: 100, utr: '123' })).rejects.toThrow(ValidationError);
    for (let attempt = 0; attempt < 10; attempt++)
      await expect(createCreditRequest(ctx, { amount: 100, utr: used })).rejects.toThrow(/already been used/);
    await expect(createCreditRequest(ctx, { amount: 100, utr: nextUtr() })).rejects.toThrow(
      /You have sent many credit requests today/,
    );
  });

  it.runIf(onRealPostgres)(
    'of 12 parallel submissions of one UTR by different advertisers, exactly one wins',
    async () => {
      const utr = nextUtr();
      const people = await Promise.all(Array.from({ length: 12 }, () => advertiser()));
      const outcomes = await Promise.allSettled(
        people.map(({ ctx }) => createCreditRequest(ctx, { amount: 300, utr })),
      );
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(11);
      for (const outcome of lost)
        expect(outcome.reason).toMatchObject({ field: 'utr', message: expect.stringContaining('already been used') });
      expect(await prisma.creditRequest.count({ where: { utr } })).toBe(1);
    },
  );
});

describe('without a UPI ID in the settings', () => {
  it('a credit request is refused with the operator has not set up payments; nothing is written', async () => {
    const { ctx, token } = await advertiser();
    await prisma.siteSettings.update({ where: { id: 1 }, data: { upiId: null } });
    forgetSiteSettings(prisma);
    try {
      const before = await prisma.creditRequest.count();
      const message =
        'The operator has not set up payments yet (no UPI ID), so credits cannot be bought now. Please try again later.';
      await expect(createCreditRequest(ctx, { amount: 500, utr: nextUtr() })).rejects.toThrow(
        new WrongStateError(message),
      );
      const { body } = await t.graphql(CREATE, { amount: 500, utr: nextUtr() }, token);
      expect(body.data.createCreditRequest).toEqual({ __typename: 'WrongStateError', message });
      const form = new FormData();
      form.set('amount', '500');
      form.set('utr', nextUtr());
      const answer = await t.rest('POST', '/credit-requests', form, { token });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: message });
      expect(await prisma.creditRequest.count()).toBe(before);
    } finally {
      await setUpiPayments(prisma);
    }
  });
});

describe("the admin's list", () => {
  it('shows pending requests first, then the decided ones, with their UTR', async () => {
    const { user } = await advertiser();
    const oldPending = await pendingRequest(user.id, 100);
    const approved = await pendingRequest(user.id, 200);
    await decideCreditRequest(t.contextFor(admin), { id: approved.id, status: 'approved' });
    const rejected = await pendingRequest(user.id, 300);
    await decideCreditRequest(t.contextFor(admin), { id: rejected.id, status: 'rejected' });
    const newPending = await pendingRequest(user.id, 400);

    const nodes = (await t.graphql(LIST, {}, adminToken)).body.data.creditRequests.edges.map((edge: any) => edge.node);
    const statuses = nodes.map((node: any) => node.status);
    const firstDecided = statuses.findIndex((status: string) => status !== 'pending');
    expect(statuses.slice(firstDecided)).not.toContain('pending');
    const ids = nodes.map((node: any) => node.databaseId);
    expect(ids.indexOf(newPending.id)).toBeLessThan(ids.indexOf(oldPending.id));
    expect(ids.indexOf(oldPending.id)).toBeLessThan(ids.indexOf(approved.id));
    expect(ids.indexOf(oldPending.id)).toBeLessThan(ids.indexOf(rejected.id));
    expect(nodes.find((node: any) => node.databaseId === newPending.id).utr).toBe(newPending.utr);
  });
});

describe('approving a credit request', () => {
  it('grants the credits of the amount asked plus the bonus credits when the amount is kept', async () => {
    const { user } = await advertiser();
    const request = await pendingRequest(user.id, 1000, { bonusCredits: 3 });
    const { body } = await t.graphql(DECIDE, { id: globalId(request.id), status: 'approved' }, adminToken);
    expect(body.data.decideCreditRequest.creditRequest).toMatchObject({
      status: 'approved',
      amount: 1000,
      approvedAmount: null,
      amountChangeReason: null,
      creditsAdded: 10 + 3,
      bonusCredits: 3,
    });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(13);
  });

  it('with a changed amount needs a reason; nothing changes without one', async () => {
    const { user } = await advertiser();
    const request = await pendingRequest(user.id, 1000);
    for (const reason of [undefined, '', '   ']) {
      const { body } = await t.graphql(
        DECIDE,
        { id: globalId(request.id), status: 'approved', amount: 500, reason },
        adminToken,
      );
      expect(body.data.decideCreditRequest).toEqual({
        __typename: 'ValidationError',
        message: 'Please give the reason for changing the amount (the advertiser and the audit log read it).',
        field: 'reason',
      });
    }
    expect(await prisma.creditRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: 'pending',
      approvedAmount: null,
      creditsAdded: 0,
    });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(0);
    // an amount the form would refuse is refused too
    await expect(
      decideCreditRequest(t.contextFor(admin), { id: request.id, status: 'approved', amount: 0, reason: 'x' }),
    ).rejects.toThrow(new ValidationError('Please Enter Payment Amount', 'amount'));
    // a rejection has no amount
    await expect(
      decideCreditRequest(t.contextFor(admin), { id: request.id, status: 'rejected', amount: 500, reason: 'x' }),
    ).rejects.toThrow(new ValidationError('Only an approval can change the amount.', 'amount'));
  });

  it('with a changed amount and its reason: credits from the approved amount, both amounts stored, audited and mailed', async () => {
    const { user } = await advertiser();
    const request = await pendingRequest(user.id, 1000, { bonusCredits: 2 });
    const mark = t.mailer.sent.length;
    const { body } = await t.graphql(
      DECIDE,
      { id: globalId(request.id), status: 'approved', amount: 700, reason: '  The statement shows ₹700.  ' },
      adminToken,
    );
    expect(body.data.decideCreditRequest.creditRequest).toMatchObject({
      status: 'approved',
      amount: 1000,
      approvedAmount: 700,
      amountChangeReason: 'The statement shows ₹700.',
      creditsAdded: 7 + 2,
    });
    const entries = await prisma.creditLedgerEntry.findMany({ where: { userId: user.id } });
    expect(entries).toMatchObject([{ kind: 'grant', amount: 9, balanceAfter: 9, creditRequestId: request.id }]);

    const audit = await prisma.auditEntry.findFirstOrThrow({
      where: { subjectType: 'CreditRequest', subjectId: request.id },
    });
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'creditRequest.decide',
      before: expect.objectContaining({ amount: 1000, approvedAmount: null, status: 'pending' }),
      after: expect.objectContaining({
        amount: 1000,
        approvedAmount: 700,
        amountChangeReason: 'The statement shows ₹700.',
        creditsAdded: 9,
      }),
    });

    const mail = t.mailer.sent.slice(mark).find((sent) => sent.to === user.email);
    expect(mail?.subject).toBe('9 credits added to your account');
    expect(mail?.text).toContain('payment of ₹700 was approved: 9 credits were added');
  });

  it('the same amount given again is no change: nothing stored as changed, no reason needed', async () => {
    const { user } = await advertiser();
    const request = await pendingRequest(user.id, 1000);
    const decided = await approveCreditRequest(t.contextFor(admin), { id: request.id, amount: 1000 });
    expect(decided).toMatchObject({
      status: 'approved',
      approvedAmount: null,
      amountChangeReason: null,
      creditsAdded: 10,
    });
  });

  it('approveCreditRequest (for matched statement lines) approves once, with the admin as the actor', async () => {
    const { user } = await advertiser();
    const request = await pendingRequest(user.id, 1200);
    const decided = await approveCreditRequest(t.contextFor(admin), {
      id: request.id,
      amount: 1100,
      reason: 'Statement line 4: ₹1,100',
    });
    expect(decided).toMatchObject({
      status: 'approved',
      decidedById: admin.id,
      approvedAmount: 1100,
      creditsAdded: 11,
    });
    await expect(approveCreditRequest(t.contextFor(admin), { id: request.id })).rejects.toThrow(
      'This credit request has already been approved.',
    );
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(11);
  });
});
