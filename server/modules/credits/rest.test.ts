// Contract tests of the credits REST routes (SPEC section 7), through the real HTTP app:
// GET/PUT /api/credit-scheme, GET/POST /api/credit-requests, PUT /api/credit-requests/{id}.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { createCallers } from '../../test/rest-callers.ts';
import { nextUtr, setUpiPayments } from '../../test/payments.ts';
import { getCreditRequest } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];
type Person = Awaited<ReturnType<typeof t.createUser>>;

let admin: Person;
let adminToken: string;
let advertiser: Person;
let advertiserToken: string;
let other: Person;
let otherToken: string;
/** a token issued before its account was suspended */
let suspendedToken: string;
/** a token issued to an admin before that admin was suspended */
let suspendedAdminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  const callers = await createCallers(t);
  ({ admin, advertiser } = callers);
  adminToken = callers.tokens.admin!;
  advertiserToken = callers.tokens.user!;
  other = await t.createUser();
  otherToken = await t.tokenFor(other);
  suspendedToken = callers.tokens.suspended!;
  suspendedAdminToken = callers.tokens.suspendedAdmin!;
  await setUpiPayments(prisma);
});
afterAll(() => t.close());

// ---- helpers -----------------------------------------------------------------------------------

// the answer's parts these tests compare
async function api(...args: Parameters<typeof t.rest>) {
  const { status, body, type } = await t.rest(...args);
  return { status, body, type };
}

async function pngFile(colour = '#3a7', name = 'payment.png') {
  const bytes = await sharp({ create: { width: 48, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

/** The form of a credit request; a fresh UTR unless `utr` is given (null: none sent). */
function creditForm(fields: { amount?: string; utr?: string | null; screenshot?: File | string }) {
  const form = new FormData();
  if (fields.amount !== undefined) form.set('amount', fields.amount);
  const utr = fields.utr === undefined ? nextUtr() : fields.utr;
  if (utr !== null) form.set('utr', utr);
  if (fields.screenshot !== undefined) form.set('payment_screenshot', fields.screenshot);
  return form;
}

async function setScheme(creditRate: string, timePerCredit = '1') {
  await prisma.creditScheme.upsert({
    where: { id: 1 },
    create: { id: 1, creditRate, timePerCredit },
    update: { creditRate, timePerCredit },
  });
}

/** A pending request written straight to the database (the REST create is tested on its own). */
async function pendingRequest(userId: number, amount: number) {
  return prisma.creditRequest.create({ data: { userId, amount, paymentScreenshot: 'ab/cd/screenshot.webp' } });
}

/** Everything a refused request must leave untouched. */
async function snapshot() {
  return {
    requests: await prisma.creditRequest.findMany({ orderBy: { id: 'asc' } }),
    ledger: await prisma.creditLedgerEntry.count(),
    balances: await prisma.user.findMany({ orderBy: { id: 'asc' }, select: { id: true, credits: true } }),
    scheme: await prisma.creditScheme.findUnique({ where: { id: 1 } }),
  };
}

/** a signed URL of the private namespace (issue 14: screenshots only for their owner and admins) */
const MEDIA_URL =
  /^http:\/\/api\.test\/media\/private\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp\?expires=\d+&signature=[\w-]+$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function expectRequestShape(request: Record<string, unknown>) {
  expect(Object.keys(request).sort()).toEqual(
    [
      'amount',
      'amount_change_reason',
      'approved_amount',
      'bonus_credits',
      'createdAt',
      'credits_added',
      'id',
      'payment_screenshot',
      'status',
      'user',
      'utr',
    ].sort(),
  );
  expect(request).toMatchObject({
    id: expect.any(Number),
    amount: expect.any(Number),
    status: expect.stringMatching(/^(pending|approved|rejected)$/),
    credits_added: expect.any(Number),
    bonus_credits: expect.any(Number),
    createdAt: expect.stringMatching(ISO_TIMESTAMP),
  });
  // optional proof since the UTR (issue 34); requests made before it have no UTR
  if (request.payment_screenshot !== null) expect(request.payment_screenshot).toMatch(/^http:\/\/api\.test\/media\//);
  if (request.utr !== null) expect(request.utr).toMatch(/^\d{12}$/);
  expect(Object.keys(request.user as object).sort()).toEqual(['contact', 'email', 'name']);
}

// ---- GET /credit-scheme ------------------------------------------------------------------------

describe('GET /api/credit-scheme', () => {
  it('answers 404 with the SPEC message while no scheme exists', async () => {
    await prisma.creditScheme.deleteMany();
    expect(await api('GET', '/credit-scheme', undefined, { token: adminToken })).toEqual({
      status: 404,
      body: { error: 'No Credit Scheme found' },
      type: expect.stringContaining('application/json'),
    });
  });

  it('answers { id: 1, credit_rate, time_per_credit } as numbers to any signed-in account', async () => {
    await setScheme('0.25', '1.5');
    for (const token of [adminToken, advertiserToken]) {
      const answer = await api('GET', '/credit-scheme', undefined, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toStrictEqual({ id: 1, credit_rate: 0.25, time_per_credit: 1.5 });
    }
    // a bare token works too
    expect(await api('GET', '/credit-scheme', undefined, { token: advertiserToken, bare: true })).toMatchObject({
      status: 200,
      body: { credit_rate: 0.25 },
    });
  });

  it('answers 401 without a usable session', async () => {
    expect(await api('GET', '/credit-scheme')).toMatchObject({
      status: 401,
      body: { error: 'Please log in to continue.' },
    });
    expect(await api('GET', '/credit-scheme', undefined, { token: suspendedToken })).toMatchObject({
      status: 401,
      body: { error: expect.any(String) },
    });
    expect(await api('GET', '/credit-scheme', undefined, { token: 'not-a-token' })).toMatchObject({ status: 401 });
  });
});

// ---- PUT /credit-scheme ------------------------------------------------------------------------

describe('PUT /api/credit-scheme', () => {
  it('lets an admin save the scheme, from numbers or numeric strings, and answers it', async () => {
    await prisma.creditScheme.deleteMany();
    const first = await api(
      'PUT',
      '/credit-scheme',
      { credit_rate: '0.5', time_per_credit: '2' },
      { token: adminToken },
    );
    expect(first).toMatchObject({ status: 200 });
    expect(first.body).toStrictEqual({ id: 1, credit_rate: 0.5, time_per_credit: 2 });

    const second = await api(
      'PUT',
      '/credit-scheme',
      { credit_rate: 0.1, time_per_credit: 1 },
      { token: adminToken, bare: true },
    );
    expect(second.body).toStrictEqual({ id: 1, credit_rate: 0.1, time_per_credit: 1 });
    expect(await api('GET', '/credit-scheme', undefined, { token: advertiserToken })).toMatchObject({
      body: { id: 1, credit_rate: 0.1, time_per_credit: 1 },
    });
    const stored = await prisma.creditScheme.findUniqueOrThrow({ where: { id: 1 } });
    expect(stored.updatedById).toBe(admin.id);
  });

  it('refuses other callers and changes nothing', async () => {
    await setScheme('1', '1');
    const before = await snapshot();
    const payload = { credit_rate: 9, time_per_credit: 9 };
    expect(await api('PUT', '/credit-scheme', payload)).toMatchObject({ status: 401 });
    expect(await api('PUT', '/credit-scheme', payload, { token: advertiserToken })).toMatchObject({
      status: 403,
      body: { error: expect.any(String) },
    });
    expect(await api('PUT', '/credit-scheme', payload, { token: suspendedAdminToken })).toMatchObject({ status: 401 });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ time_per_credit: 1 }, 'Please Enter Credit Rate'],
    [{ credit_rate: 1 }, 'Please Enter Time Per Credit'],
    [{ credit_rate: 'abc', time_per_credit: 1 }, 'Credit Rate must be a number.'],
    [{ credit_rate: -1, time_per_credit: 1 }, 'Credit Rate must be more than 0.'],
    [{ credit_rate: 1, time_per_credit: '1e3' }, 'Time Per Credit must be a number.'],
  ])('answers 400 for %j and changes nothing', async (payload, message) => {
    await setScheme('1', '1');
    const before = await snapshot();
    expect(await api('PUT', '/credit-scheme', payload, { token: adminToken })).toEqual({
      status: 400,
      body: { error: message },
      type: expect.stringContaining('application/json'),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const answer = await api('PUT', '/credit-scheme', undefined, {
      token: adminToken,
      raw: { body: '{nope', type: 'application/json' },
    });
    expect(answer).toMatchObject({ status: 400, body: { error: expect.any(String) } });
  });
});

// ---- POST /credit-requests ---------------------------------------------------------------------

describe('POST /api/credit-requests', () => {
  it('creates a pending request from a multipart form and answers it with 201', async () => {
    const answer = await api('POST', '/credit-requests', creditForm({ amount: '1500', screenshot: await pngFile() }), {
      token: advertiserToken,
    });
    expect(answer.status).toBe(201);
    expectRequestShape(answer.body);
    expect(answer.body).toMatchObject({
      amount: 1500,
      status: 'pending',
      credits_added: 0,
      user: { name: advertiser.name, email: advertiser.email, contact: advertiser.contact },
    });
    expect(answer.body.payment_screenshot).toMatch(MEDIA_URL);
    const stored = await prisma.creditRequest.findUniqueOrThrow({ where: { id: answer.body.id } });
    expect(stored).toMatchObject({ userId: advertiser.id, amount: 1500, status: 'pending' });

    // the screenshot is served at its signed absolute URL, as a cleaned WebP
    const signed = new URL(answer.body.payment_screenshot);
    const media = await t.app.request(`${signed.pathname}${signed.search}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
  });

  it('accepts a bare token', async () => {
    const answer = await api(
      'POST',
      '/credit-requests',
      creditForm({ amount: '10', screenshot: await pngFile('#123') }),
      {
        token: otherToken,
        bare: true,
      },
    );
    expect(answer).toMatchObject({ status: 201, body: { amount: 10, user: { email: other.email } } });
  });

  it('refuses callers who are not signed-in advertisers', async () => {
    const before = await snapshot();
    const form = async () => creditForm({ amount: '100', screenshot: await pngFile() });
    expect(await api('POST', '/credit-requests', await form())).toMatchObject({ status: 401 });
    expect(await api('POST', '/credit-requests', await form(), { token: suspendedToken })).toMatchObject({
      status: 401,
    });
    expect(await api('POST', '/credit-requests', await form(), { token: adminToken })).toMatchObject({ status: 403 });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no amount', async () => creditForm({ screenshot: await pngFile() }), 400, 'Please Enter Payment Amount'],
    [
      'an empty amount',
      async () => creditForm({ amount: '', screenshot: await pngFile() }),
      400,
      'Please Enter Payment Amount',
    ],
    [
      'no UTR',
      async () => creditForm({ amount: '100', utr: null }),
      400,
      'Please enter the UTR: the 12-digit UPI transaction reference shown in your UPI app.',
    ],
    [
      'a UTR of 11 digits',
      async () => creditForm({ amount: '100', utr: '12345 678901' }),
      400,
      'The UTR has exactly 12 digits; you entered 11. Please copy it from your UPI app.',
    ],
    [
      'a screenshot sent as text',
      async () => creditForm({ amount: '100', screenshot: 'photo.png' }),
      400,
      'Please choose an image of the payment (JPEG, PNG, WebP, AVIF or GIF), or leave it empty.',
    ],
    [
      'an amount that is not a number',
      async () => creditForm({ amount: '12abc', screenshot: await pngFile() }),
      400,
      'Payment amount must be a whole number of rupees.',
    ],
    [
      'a negative amount',
      async () => creditForm({ amount: '-5', screenshot: await pngFile() }),
      400,
      'Payment amount must be more than 0 rupees.',
    ],
    [
      'a non-image named .jpg',
      async () =>
        creditForm({
          amount: '100',
          screenshot: new File([new TextEncoder().encode('#!/bin/sh\necho not an image\n')], 'payment.jpg', {
            type: 'image/jpeg',
          }),
        }),
      415,
      'Please upload an image file (JPEG, PNG, WebP, AVIF or GIF).',
    ],
    [
      'a 30 MB file',
      async () =>
        creditForm({
          amount: '100',
          screenshot: new File([new Uint8Array(30 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
        }),
      413,
      'Each image must be at most 10 MB.',
    ],
  ])('answers %s with the status and message, and stores nothing', async (_label, makeForm, status, message) => {
    const before = await snapshot();
    const answer = await api('POST', '/credit-requests', await makeForm(), { token: advertiserToken });
    expect(answer).toEqual({ status, body: { error: message }, type: expect.stringContaining('application/json') });
    expect(await snapshot()).toEqual(before);
  });

  it('takes a request without a screenshot, the UTR normalised, and refuses the UTR a second time (issue 34)', async () => {
    const utr = nextUtr();
    const form = creditForm({ amount: '400', utr: ` ${utr.slice(0, 6)} ${utr.slice(6)} ` });
    form.set('payment_screenshot', '');
    const answer = await api('POST', '/credit-requests', form, { token: advertiserToken });
    expect(answer.status).toBe(201);
    expectRequestShape(answer.body);
    expect(answer.body).toMatchObject({ amount: 400, utr, payment_screenshot: null, bonus_credits: 0 });

    const before = await snapshot();
    const again = await api('POST', '/credit-requests', creditForm({ amount: '400', utr }), { token: otherToken });
    expect(again).toMatchObject({
      status: 400,
      body: {
        error:
          'This UTR has already been used on a credit request. Please check the 12-digit reference of your payment in your UPI app.',
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a JSON body instead of a multipart form', async () => {
    const answer = await api('POST', '/credit-requests', { amount: 100 }, { token: advertiserToken });
    expect(answer).toMatchObject({ status: 400, body: { error: 'The request body must be multipart/form-data.' } });
  });
});

// ---- GET /credit-requests ----------------------------------------------------------------------

describe('GET /api/credit-requests', () => {
  let lister: Person;
  let listerToken: string;
  let mine: number[];

  beforeAll(async () => {
    lister = await t.createUser();
    listerToken = await t.tokenFor(lister);
    mine = [];
    for (let amount = 1; amount <= 12; amount += 1) mine.push((await pendingRequest(lister.id, amount * 100)).id);
    await pendingRequest(other.id, 777);
  });

  it("answers an advertiser's own requests, newest first, 10 per page by default, with the total", async () => {
    const first = await api('GET', '/credit-requests', undefined, { token: listerToken });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['creditRequests', 'totalCreditRequests']);
    expect(first.body.totalCreditRequests).toBe(12);
    expect(first.body.creditRequests).toHaveLength(10);
    first.body.creditRequests.forEach(expectRequestShape);
    expect(first.body.creditRequests.map((request: { id: number }) => request.id)).toEqual(
      [...mine].reverse().slice(0, 10),
    );
    expect(first.body.creditRequests[0]).toMatchObject({
      amount: 1200,
      status: 'pending',
      payment_screenshot: expect.stringMatching(
        /^http:\/\/api\.test\/media\/ab\/cd\/screenshot\.webp\?expires=\d+&signature=/,
      ),
      user: { name: lister.name, email: lister.email, contact: lister.contact },
    });

    const second = await api('GET', '/credit-requests?page=2&pageSize=10', undefined, {
      token: listerToken,
      bare: true,
    });
    expect(second.body.creditRequests.map((request: { amount: number }) => request.amount)).toEqual([200, 100]);
    expect(second.body.totalCreditRequests).toBe(12);

    const small = await api('GET', '/credit-requests?page=3&pageSize=5', undefined, { token: listerToken });
    expect(small.body.creditRequests.map((request: { amount: number }) => request.amount)).toEqual([200, 100]);
  });

  it("answers an admin everyone's requests, pending first (here all are), newest first", async () => {
    const answer = await api('GET', '/credit-requests?page=1&pageSize=5', undefined, { token: adminToken });
    expect(answer.status).toBe(200);
    const total = await prisma.creditRequest.count();
    expect(answer.body.totalCreditRequests).toBe(total);
    expect(answer.body.creditRequests).toHaveLength(5);
    const newest = await prisma.creditRequest.findMany({ orderBy: { id: 'desc' }, take: 5 });
    expect(answer.body.creditRequests.map((request: { id: number }) => request.id)).toEqual(
      newest.map((request) => request.id),
    );
    expect(answer.body.creditRequests[0]).toMatchObject({ amount: 777, user: { email: other.email } });
    const owners = new Set(
      (await api('GET', '/credit-requests?pageSize=100', undefined, { token: adminToken })).body.creditRequests.map(
        (request: { user: { email: string } }) => request.user.email,
      ),
    );
    expect(owners).toContain(lister.email);
    expect(owners).toContain(other.email);
  });

  it('lets an admin narrow the list to one status', async () => {
    const answer = await api('GET', '/credit-requests?status=pending&pageSize=100', undefined, { token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body.totalCreditRequests).toBe(await prisma.creditRequest.count({ where: { status: 'pending' } }));
    expect(answer.body.creditRequests.every((request: { status: string }) => request.status === 'pending')).toBe(true);
    expect(await api('GET', '/credit-requests?status=lost', undefined, { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: 'Please choose pending, approved or rejected.' },
    });
  });

  it('answers an empty page past the end, and 400 for a bad page', async () => {
    expect(await api('GET', '/credit-requests?page=9', undefined, { token: listerToken })).toMatchObject({
      status: 200,
      body: { creditRequests: [], totalCreditRequests: 12 },
    });
    for (const query of ['page=0', 'page=abc', 'pageSize=0', 'pageSize=1000', 'page=1.5']) {
      expect(await api('GET', `/credit-requests?${query}`, undefined, { token: listerToken })).toMatchObject({
        status: 400,
        body: { error: expect.any(String) },
      });
    }
  });

  it('answers 401 without a usable session', async () => {
    expect(await api('GET', '/credit-requests')).toMatchObject({ status: 401 });
    expect(await api('GET', '/credit-requests', undefined, { token: suspendedToken })).toMatchObject({ status: 401 });
    expect(await api('GET', '/credit-requests', undefined, { token: suspendedAdminToken })).toMatchObject({
      status: 401,
    });
  });
});

// ---- PUT /credit-requests/{id} -----------------------------------------------------------------

describe('PUT /api/credit-requests/{id}', () => {
  it('approves over REST, granting floor(amount x credit_rate) credits exactly once, with a ledger entry', async () => {
    await setScheme('0.3', '1');
    const buyer = await t.createUser();
    const buyerToken = await t.tokenFor(buyer);
    const created = await api(
      'POST',
      '/credit-requests',
      creditForm({ amount: '1001', screenshot: await pngFile('#456') }),
      {
        token: buyerToken,
      },
    );
    expect(created.status).toBe(201);

    const approved = await api(
      'PUT',
      `/credit-requests/${created.body.id}`,
      { status: 'approved' },
      { token: adminToken },
    );
    expect(approved.status).toBe(200);
    expectRequestShape(approved.body);
    // 1001 x 0.3 = 300.3, rounded down
    expect(approved.body).toMatchObject({
      id: created.body.id,
      amount: 1001,
      status: 'approved',
      credits_added: 300,
      payment_screenshot: created.body.payment_screenshot,
      user: { name: buyer.name, email: buyer.email, contact: buyer.contact },
    });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: buyer.id } })).credits).toBe(300);

    // deciding again is refused with 409 and grants nothing more
    for (const status of ['approved', 'rejected']) {
      expect(await api('PUT', `/credit-requests/${created.body.id}`, { status }, { token: adminToken })).toMatchObject({
        status: 409,
        body: { error: 'This credit request has already been approved.' },
      });
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: buyer.id } })).credits).toBe(300);
    const ledger = await prisma.creditLedgerEntry.findMany({ where: { userId: buyer.id } });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'grant',
      amount: 300,
      balanceAfter: 300,
      creditRequestId: created.body.id,
      actorId: admin.id,
    });

    // the advertiser sees the decision in their own list
    const own = await api('GET', '/credit-requests', undefined, { token: buyerToken });
    expect(own.body.creditRequests[0]).toMatchObject({ id: created.body.id, status: 'approved', credits_added: 300 });
  });

  it('rejects a pending request without granting anything', async () => {
    const request = await pendingRequest(other.id, 500);
    const before = (await prisma.user.findUniqueOrThrow({ where: { id: other.id } })).credits;
    const answer = await api(
      'PUT',
      `/credit-requests/${request.id}`,
      { status: 'rejected' },
      { token: adminToken, bare: true },
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { id: request.id, status: 'rejected', credits_added: 0, amount: 500 },
    });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: other.id } })).credits).toBe(before);
    expect(await prisma.creditLedgerEntry.count({ where: { creditRequestId: request.id } })).toBe(0);
  });

  it('answers 404 for an unknown request, 400 for a bad decision, 409 without a scheme; nothing changes', async () => {
    const request = await pendingRequest(other.id, 200);
    let before = await snapshot();
    expect(await api('PUT', '/credit-requests/999999', { status: 'approved' }, { token: adminToken })).toMatchObject({
      status: 404,
      body: { error: 'This credit request does not exist.' },
    });
    expect(await api('PUT', '/credit-requests/abc', { status: 'approved' }, { token: adminToken })).toMatchObject({
      status: 404,
      body: { error: expect.any(String) },
    });
    for (const payload of [{ status: 'pending' }, { status: 'APPROVED' }, {}, { status: ['approved'] }]) {
      expect(await api('PUT', `/credit-requests/${request.id}`, payload, { token: adminToken })).toEqual({
        status: 400,
        body: { error: 'Please choose approved or rejected.' },
        type: expect.stringContaining('application/json'),
      });
    }
    expect(await snapshot()).toEqual(before);

    await prisma.creditScheme.deleteMany();
    before = await snapshot();
    expect(
      await api('PUT', `/credit-requests/${request.id}`, { status: 'approved' }, { token: adminToken }),
    ).toMatchObject({
      status: 409,
      body: { error: 'Set a credit scheme before approving credit requests.' },
    });
    expect(await snapshot()).toEqual(before);
    await setScheme('1', '1');
  });

  it('approves a changed amount with its reason (issue 34): credits from the approved amount; no reason, 400', async () => {
    await setScheme('0.1', '1');
    const request = await pendingRequest(other.id, 1000);
    const before = await snapshot();
    expect(
      await api('PUT', `/credit-requests/${request.id}`, { status: 'approved', amount: 600 }, { token: adminToken }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Please give the reason for changing the amount (the advertiser and the audit log read it).' },
    });
    expect(await snapshot()).toEqual(before);
    const approved = await api(
      'PUT',
      `/credit-requests/${request.id}`,
      { status: 'approved', amount: '600', reason: 'Paid ₹600 by the statement' },
      { token: adminToken },
    );
    expect(approved.status).toBe(200);
    expectRequestShape(approved.body);
    expect(approved.body).toMatchObject({
      amount: 1000,
      approved_amount: 600,
      amount_change_reason: 'Paid ₹600 by the statement',
      credits_added: 60,
    });
    await setScheme('1', '1');
  });

  it('is for admins only', async () => {
    const request = await pendingRequest(advertiser.id, 300);
    const before = await snapshot();
    expect(await api('PUT', `/credit-requests/${request.id}`, { status: 'approved' })).toMatchObject({ status: 401 });
    expect(
      await api('PUT', `/credit-requests/${request.id}`, { status: 'approved' }, { token: advertiserToken }),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await api('PUT', `/credit-requests/${request.id}`, { status: 'approved' }, { token: suspendedAdminToken }),
    ).toMatchObject({
      status: 401,
    });
    expect(await snapshot()).toEqual(before);
  });
});

// ---- getCreditRequest (added to the service for these answers) ----------------------------------

describe('getCreditRequest', () => {
  it('answers a request to its owner and to admins only; null to anyone else or for a bad id', async () => {
    const request = await pendingRequest(advertiser.id, 123);
    const asViewer = (person: Person) => t.contextFor(person);
    expect(await getCreditRequest(asViewer(advertiser), request.id, {})).toMatchObject({ id: request.id, amount: 123 });
    expect(await getCreditRequest(asViewer(admin), String(request.id), {})).toMatchObject({ id: request.id });
    expect(await getCreditRequest(asViewer(other), request.id, {})).toBeNull();
    expect(await getCreditRequest(asViewer(admin), 'abc', {})).toBeNull();
    expect(await getCreditRequest(asViewer(admin), -1, {})).toBeNull();
    expect(() => getCreditRequest(t.contextFor(null), request.id, {})).toThrow('Please log in to continue.');
  });
});
