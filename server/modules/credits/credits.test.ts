import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotAllowedError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { MAX_REQUEST_BYTES } from '../../graphql/yoga.ts';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import { nextUtr, setUpiPayments } from '../../test/payments.ts';
import { changeBalance } from './ledger.ts';
import {
  countCreditLedger,
  createCreditRequest,
  creditRequestsOfCaller,
  decideCreditRequest,
  getCreditScheme,
  listCreditLedger,
  listCreditRequests,
  listMyCreditRequests,
  updateCreditScheme,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];
let admin: Person;
let adminToken: string;
let png: Uint8Array;

type Person = Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin);
  await setUpiPayments(prisma);
  png = new Uint8Array(
    await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => t.close());

// ---- documents ---------------------------------------------------------------------------------

const SCHEME = /* GraphQL */ `
  query {
    creditScheme {
      creditRate
      timePerCredit
      updatedAt
    }
  }
`;
const UPDATE_SCHEME = /* GraphQL */ `
  mutation ($creditRate: Float!, $timePerCredit: Float!) {
    updateCreditScheme(creditRate: $creditRate, timePerCredit: $timePerCredit) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationUpdateCreditSchemeSuccess {
        creditScheme {
          creditRate
          timePerCredit
        }
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($amount: Int!, $utr: String, $file: File) {
    createCreditRequest(amount: $amount, utr: $utr, paymentScreenshot: $file) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationCreateCreditRequestSuccess {
        creditRequest {
          id
          databaseId
          amount
          utr
          status
          creditsAdded
          createdAt
          decidedAt
          paymentScreenshot {
            url
            srcSet
          }
          user {
            name
            email
          }
        }
      }
    }
  }
`;
const MINE = /* GraphQL */ `
  query ($first: Int, $after: String) {
    myCreditRequests(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          databaseId
          amount
          status
        }
      }
    }
  }
`;
const ALL = /* GraphQL */ `
  query ($first: Int, $after: String, $status: CreditRequestStatus) {
    creditRequests(first: $first, after: $after, status: $status) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          databaseId
          amount
          status
          creditsAdded
          user {
            name
            email
            contact
          }
        }
      }
    }
  }
`;
const DECIDE = /* GraphQL */ `
  mutation ($id: ID!, $status: CreditRequestDecision!) {
    decideCreditRequest(id: $id, status: $status) {
      __typename
      ... on Error {
        message
      }
      ... on MutationDecideCreditRequestSuccess {
        creditRequest {
          databaseId
          status
          creditsAdded
          decidedAt
        }
      }
    }
  }
`;
const LEDGER = /* GraphQL */ `
  query ($userId: ID, $first: Int, $after: String) {
    creditLedger(userId: $userId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          databaseId
          kind
          amount
          balanceAfter
          reason
          adId
          createdAt
          creditRequest {
            databaseId
          }
        }
      }
    }
  }
`;
const NODE = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      __typename
      ... on CreditRequest {
        databaseId
        amount
        user {
          name
        }
      }
      ... on CreditLedgerEntry {
        databaseId
        amount
      }
    }
  }
`;

// ---- helpers -----------------------------------------------------------------------------------

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const codesOf = (body: { errors?: any[] }) => (body.errors ?? []).map((error) => error.extensions?.code);

async function advertiser() {
  const user = await t.createUser();
  return { user, token: await t.tokenFor(user) };
}

/** An advertiser whose token was issued before an admin suspended them (suspension bumps the token version). */
async function suspendedAdvertiser() {
  const { user, token } = await advertiser();
  await prisma.user.update({ where: { id: user.id }, data: { status: 'suspended', tokenVersion: { increment: 1 } } });
  return { user, token };
}

async function setScheme(creditRate: string, timePerCredit = '1') {
  await prisma.creditScheme.upsert({
    where: { id: 1 },
    create: { id: 1, creditRate, timePerCredit },
    update: { creditRate, timePerCredit },
  });
}

/** A pending request written straight to the database (the upload path has its own tests). */
function pendingRequest(userId: number, amount: number) {
  return prisma.creditRequest.create({ data: { userId, amount, paymentScreenshot: 'aa/bb/screenshot.webp' } });
}

function uploadRequest(
  token: string,
  amount: number,
  file = { name: 'payment.png', type: 'image/png', bytes: png },
  utr = nextUtr(),
) {
  return t.upload(CREATE, { amount, utr, file: null }, { file }, token);
}

async function decide(id: number, status: 'approved' | 'rejected', token = adminToken) {
  return (await t.graphql(DECIDE, { id: globalId('CreditRequest', id), status }, token)).body;
}

/** The balance, after checking it equals the sum of the account's ledger entries. */
async function balanceMatchingLedger(userId: number): Promise<number> {
  const { credits } = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const sum = await prisma.creditLedgerEntry.aggregate({ where: { userId }, _sum: { amount: true } });
  expect(credits).toBe(sum._sum.amount ?? 0);
  return credits;
}

function mediaFiles(): string[] {
  try {
    return readdirSync(t.config.mediaDir, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.webp'));
  } catch {
    return [];
  }
}

async function snapshot() {
  return {
    requests: await prisma.creditRequest.findMany({ orderBy: { id: 'asc' } }),
    ledger: await prisma.creditLedgerEntry.count(),
    scheme: await prisma.creditScheme.findUnique({ where: { id: 1 } }),
    credits: (await prisma.user.findMany({ orderBy: { id: 'asc' }, select: { credits: true } })).map(
      (user) => user.credits,
    ),
    media: mediaFiles().length,
  };
}

// ---- credit scheme -----------------------------------------------------------------------------

describe('credit scheme', () => {
  it('is null until an admin sets it; the first update creates record 1, later ones update it', async () => {
    await prisma.creditScheme.deleteMany();
    const { token } = await advertiser();
    expect((await t.graphql(SCHEME, {}, token)).body).toEqual({ data: { creditScheme: null } });

    const created = (await t.graphql(UPDATE_SCHEME, { creditRate: 0.0333, timePerCredit: 1.5 }, adminToken)).body;
    expect(created.data.updateCreditScheme).toEqual({
      __typename: 'MutationUpdateCreditSchemeSuccess',
      creditScheme: { creditRate: 0.0333, timePerCredit: 1.5 },
    });
    const row = await prisma.creditScheme.findUniqueOrThrow({ where: { id: 1 } });
    expect([row.creditRate.toString(), row.timePerCredit.toString(), row.updatedById]).toEqual([
      '0.0333',
      '1.5',
      admin.id,
    ]);

    const updating = Date.now();
    await t.graphql(UPDATE_SCHEME, { creditRate: 2, timePerCredit: 0.25 }, adminToken);
    expect(await prisma.creditScheme.count()).toBe(1);
    const read = (await t.graphql(SCHEME, {}, token)).body.data.creditScheme;
    expect(read).toMatchObject({ creditRate: 2, timePerCredit: 0.25 });
    expect(new Date(read.updatedAt).getTime()).toBeGreaterThanOrEqual(updating);
    expect((await t.graphql(SCHEME, {}, adminToken)).body.data.creditScheme).toMatchObject({ creditRate: 2 });
  });

  it.each([
    [{ creditRate: 0 }, 'creditRate', 'Credit Rate must be more than 0.'],
    [{ creditRate: -1 }, 'creditRate', 'Credit Rate must be more than 0.'],
    [{ creditRate: 100.5 }, 'creditRate', 'Credit Rate must be at most 100.'],
    [{ creditRate: 0.00001 }, 'creditRate', 'Credit Rate can have at most 4 decimal places.'],
    [{ creditRate: 0.1 + 0.2 }, 'creditRate', 'Credit Rate can have at most 4 decimal places.'],
    [{ timePerCredit: 0 }, 'timePerCredit', 'Time Per Credit must be more than 0.'],
    [{ timePerCredit: -0.5 }, 'timePerCredit', 'Time Per Credit must be more than 0.'],
    [{ timePerCredit: 366 }, 'timePerCredit', 'Time Per Credit must be at most 365.'],
    [{ timePerCredit: 1.23456 }, 'timePerCredit', 'Time Per Credit can have at most 4 decimal places.'],
  ])('refuses %o with a clear message and changes nothing', async (change, field, message) => {
    await setScheme('1', '1');
    const before = await snapshot();
    const { body } = await t.graphql(UPDATE_SCHEME, { creditRate: 1, timePerCredit: 1, ...change }, adminToken);
    expect(body.data.updateCreditScheme).toEqual({ __typename: 'ValidationError', message, field });
    expect(await snapshot()).toEqual(before);
  });

  it('validates plain (REST) inputs itself: missing, empty, text, hostile', async () => {
    const ctx = t.contextFor(admin);
    await expect(updateCreditScheme(ctx, {})).rejects.toThrow(
      new ValidationError('Please Enter Credit Rate', 'creditRate'),
    );
    await expect(updateCreditScheme(ctx, { creditRate: '', timePerCredit: 1 })).rejects.toThrow(
      'Please Enter Credit Rate',
    );
    await expect(updateCreditScheme(ctx, { creditRate: 1 })).rejects.toThrow('Please Enter Time Per Credit');
    await expect(
      updateCreditScheme(ctx, { creditRate: '1; DROP TABLE credit_schemes', timePerCredit: 1 }),
    ).rejects.toThrow('Credit Rate must be a number.');
    await expect(
      updateCreditScheme(ctx, { creditRate: 1, timePerCredit: '<script>alert(1)</script>' }),
    ).rejects.toThrow('Time Per Credit must be a number.');
    await expect(updateCreditScheme(ctx, { creditRate: true, timePerCredit: 1 })).rejects.toThrow(
      'Credit Rate must be a number.',
    );
    const saved = await updateCreditScheme(ctx, { creditRate: ' 0.5 ', timePerCredit: '2' });
    expect([saved.creditRate.toString(), saved.timePerCredit.toString()]).toEqual(['0.5', '2']);
  });

  it('refuses a wrongly typed value at the schema, changing nothing', async () => {
    await setScheme('1', '1');
    const before = await snapshot();
    const { body } = await t.graphql(UPDATE_SCHEME, { creditRate: 'lots', timePerCredit: 1 }, adminToken);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/creditRate/);
    expect(await snapshot()).toEqual(before);
  });

  it('only an admin updates it; any signed-in account reads it', async () => {
    await setScheme('1', '1');
    const { user, token } = await advertiser();
    const suspended = await suspendedAdvertiser();
    const before = await snapshot();
    expect(codesOf((await t.graphql(UPDATE_SCHEME, { creditRate: 5, timePerCredit: 5 }, token)).body)).toEqual([
      'FORBIDDEN',
    ]);
    expect(codesOf((await t.graphql(UPDATE_SCHEME, { creditRate: 5, timePerCredit: 5 })).body)).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(
      codesOf((await t.graphql(UPDATE_SCHEME, { creditRate: 5, timePerCredit: 5 }, suspended.token)).body),
    ).toEqual(['UNAUTHENTICATED']);
    expect(await snapshot()).toEqual(before);
    expect(codesOf((await t.graphql(SCHEME, {})).body)).toEqual(['UNAUTHENTICATED']);
    expect(codesOf((await t.graphql(SCHEME, {}, suspended.token)).body)).toEqual(['UNAUTHENTICATED']);
    await expect(updateCreditScheme(t.contextFor(user), { creditRate: 1, timePerCredit: 1 })).rejects.toThrow(
      NotAllowedError,
    );
    expect(await snapshot()).toEqual(before);
    expect(() => getCreditScheme(t.contextFor(null))).toThrow(NotAllowedError);
  });
});

// ---- credit requests ---------------------------------------------------------------------------

describe('creating a credit request', () => {
  it('stores the screenshot as an image and answers the pending request with absolute URLs', async () => {
    const { user, token } = await advertiser();
    const { body } = await uploadRequest(token, 1500);
    const result = body.data.createCreditRequest;
    expect(result.__typename).toBe('MutationCreateCreditRequestSuccess');
    expect(result.creditRequest).toMatchObject({
      amount: 1500,
      status: 'pending',
      creditsAdded: 0,
      decidedAt: null,
      user: { name: user.name, email: user.email },
    });
    const row = await prisma.creditRequest.findUniqueOrThrow({ where: { id: result.creditRequest.databaseId } });
    expect(row).toMatchObject({ userId: user.id, amount: 1500, status: 'pending', creditsAdded: 0, decidedById: null });
    expect(row.paymentScreenshot).toMatch(/^private\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
    const { url, srcSet } = result.creditRequest.paymentScreenshot;
    expect(srcSet).toBe('');
    expect(url).toMatch(
      new RegExp(`^http://api\\.test/media/${row.paymentScreenshot}\\?expires=\\d+&signature=[\\w-]+$`),
    );
    // the stored file is a re-encoded WebP, served from the private media route by its signed URL
    const served = await t.app.request(url.slice('http://api.test'.length));
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    expect(await balanceMatchingLedger(user.id)).toBe(0);
  });

  it('keeps the uploaded file name out of what it stores', async () => {
    const { token } = await advertiser();
    const { body } = await uploadRequest(token, 10, {
      name: `<script>alert(1)</script>'; DROP TABLE users; --.png`,
      type: 'image/png',
      bytes: png,
    });
    const url: string = body.data.createCreditRequest.creditRequest.paymentScreenshot.url;
    expect(url).toMatch(/^http:\/\/api\.test\/media\/private\/[0-9a-f/]+\.webp\?expires=\d+&signature=[\w-]+$/);
    expect(await prisma.user.count()).toBeGreaterThan(0);
  });

  it.each([
    [0, 'Please Enter Payment Amount'],
    [-5, 'Payment amount must be more than 0 rupees.'],
    [1_000_001, 'Payment amount must be at most 10,00,000 rupees.'],
  ])('refuses amount %s with a clear message; nothing is stored', async (amount, message) => {
    const { token } = await advertiser();
    const before = await snapshot();
    const { body } = await uploadRequest(token, amount);
    expect(body.data.createCreditRequest).toEqual({ __typename: 'ValidationError', message, field: 'amount' });
    expect(await snapshot()).toEqual(before);
  });

  it('takes a request without a screenshot: the UTR is the proof, the screenshot optional (issue 34)', async () => {
    const { user, token } = await advertiser();
    const utr = nextUtr();
    const { body } = await t.graphql(CREATE, { amount: 100, utr: ` ${utr.slice(0, 4)} ${utr.slice(4)} ` }, token);
    const result = body.data.createCreditRequest;
    expect(result.__typename).toBe('MutationCreateCreditRequestSuccess');
    expect(result.creditRequest).toMatchObject({ amount: 100, utr, status: 'pending', paymentScreenshot: null });
    const row = await prisma.creditRequest.findUniqueOrThrow({ where: { id: result.creditRequest.databaseId } });
    expect(row).toMatchObject({ userId: user.id, utr, paymentScreenshot: null });
  });

  it('refuses a file that is not an image, even named .jpg; nothing is written', async () => {
    const { token } = await advertiser();
    const before = await snapshot();
    const fake = {
      name: 'payment.jpg',
      type: 'image/jpeg',
      bytes: new TextEncoder().encode('<?php system($_GET["c"]); ?>'),
    };
    const { body } = await uploadRequest(token, 100, fake);
    expect(body.data.createCreditRequest).toEqual({
      __typename: 'UnsupportedMediaError',
      message: 'Please upload an image file (JPEG, PNG, WebP, AVIF or GIF).',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image over 10 MB with a typed error; nothing is written', async () => {
    const { token } = await advertiser();
    const before = await snapshot();
    const large = { name: 'payment.jpg', type: 'image/jpeg', bytes: new Uint8Array(11 * 1024 * 1024) };
    const { body } = await uploadRequest(token, 100, large);
    expect(body.data.createCreditRequest).toEqual({
      __typename: 'TooLargeError',
      message: 'Each image must be at most 10 MB.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a 30 MB upload with the size limit; nothing is written', async () => {
    const { token } = await advertiser();
    const before = await snapshot();
    const huge = { name: 'payment.jpg', type: 'image/jpeg', bytes: new Uint8Array(30 * 1024 * 1024) };
    const { body } = await uploadRequest(token, 100, huge);
    expect(body.data.createCreditRequest).toEqual({
      __typename: 'TooLargeError',
      message: 'Each image must be at most 10 MB.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a request body over the whole request limit before reading it', async () => {
    const { token } = await advertiser();
    const before = await snapshot();
    const enormous = { name: 'payment.jpg', type: 'image/jpeg', bytes: new Uint8Array(MAX_REQUEST_BYTES + 1024) };
    const { status, body } = await uploadRequest(token, 100, enormous);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.errors?.[0]?.message).toMatch(/too large/i);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses wrongly typed amounts at the schema', async () => {
    const { token } = await advertiser();
    const before = await snapshot();
    for (const amount of ['100', 12.5, 2 ** 31, null]) {
      const { body } = await t.upload(
        CREATE,
        { amount, utr: nextUtr(), file: null },
        { file: { name: 'p.png', type: 'image/png', bytes: png } },
        token,
      );
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/amount/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('validates plain (REST) inputs itself', async () => {
    const { user } = await advertiser();
    const ctx = t.contextFor(user);
    const required = new ValidationError('Please Enter Payment Amount', 'amount');
    const whole = new ValidationError('Payment amount must be a whole number of rupees.', 'amount');
    await expect(createCreditRequest(ctx, { paymentScreenshot: png, utr: nextUtr() })).rejects.toThrow(required);
    await expect(createCreditRequest(ctx, { amount: '', paymentScreenshot: png, utr: nextUtr() })).rejects.toThrow(
      required,
    );
    await expect(createCreditRequest(ctx, { amount: '  ', paymentScreenshot: png, utr: nextUtr() })).rejects.toThrow(
      required,
    );
    await expect(createCreditRequest(ctx, { amount: '0', paymentScreenshot: png, utr: nextUtr() })).rejects.toThrow(
      required,
    );
    await expect(createCreditRequest(ctx, { amount: '12.5', paymentScreenshot: png, utr: nextUtr() })).rejects.toThrow(
      whole,
    );
    await expect(createCreditRequest(ctx, { amount: 12.5, paymentScreenshot: png, utr: nextUtr() })).rejects.toThrow(
      whole,
    );
    await expect(
      createCreditRequest(ctx, { amount: "1' OR '1'='1", paymentScreenshot: png, utr: nextUtr() }),
    ).rejects.toThrow(whole);
    await expect(
      createCreditRequest(ctx, { amount: '<b>5</b>', paymentScreenshot: png, utr: nextUtr() }),
    ).rejects.toThrow(whole);
    await expect(
      createCreditRequest(ctx, { amount: 'x'.repeat(10_000), paymentScreenshot: png, utr: nextUtr() }),
    ).rejects.toThrow(whole);
    await expect(
      createCreditRequest(ctx, { amount: 100, utr: nextUtr(), paymentScreenshot: 'aa/bb/file.webp' }),
    ).rejects.toThrow(
      new ValidationError(
        'Please choose an image of the payment (JPEG, PNG, WebP, AVIF or GIF), or leave it empty.',
        'paymentScreenshot',
      ),
    );
    expect(await prisma.creditRequest.count({ where: { userId: user.id } })).toBe(0);
    const created = await createCreditRequest(ctx, { amount: ' 250 ', paymentScreenshot: png, utr: nextUtr() });
    expect(created).toMatchObject({ userId: user.id, amount: 250, status: 'pending' });
  });

  it('only an advertiser creates one', async () => {
    const before = await snapshot();
    const suspended = await suspendedAdvertiser();
    const afterSetup = await snapshot();
    expect(afterSetup.requests).toEqual(before.requests);
    expect(codesOf((await uploadRequest(adminToken, 100)).body)).toEqual(['FORBIDDEN']);
    expect(
      codesOf(
        (
          await t.upload(
            CREATE,
            { amount: 100, utr: nextUtr(), file: null },
            { file: { name: 'p.png', type: 'image/png', bytes: png } },
          )
        ).body,
      ),
    ).toEqual(['UNAUTHENTICATED']);
    expect(codesOf((await uploadRequest(suspended.token, 100)).body)).toEqual(['UNAUTHENTICATED']);
    expect((await snapshot()).requests).toEqual(before.requests);
    await expect(createCreditRequest(t.contextFor(admin), { amount: 100, utr: nextUtr() })).rejects.toThrow(
      NotAllowedError,
    );
  });
});

describe('listing credit requests', () => {
  it("an advertiser pages through their own requests, newest first, and sees nobody else's", async () => {
    const { user, token } = await advertiser();
    const other = await advertiser();
    const [first, second, third] = [
      await pendingRequest(user.id, 100),
      await pendingRequest(user.id, 200),
      await pendingRequest(user.id, 300),
    ];
    await pendingRequest(other.user.id, 999);

    const page = (await t.graphql(MINE, { first: 2 }, token)).body.data.myCreditRequests;
    expect(page.totalCount).toBe(3);
    expect(page.edges.map((edge: any) => edge.node.databaseId)).toEqual([third!.id, second!.id]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = (await t.graphql(MINE, { first: 2, after: page.pageInfo.endCursor }, token)).body.data
      .myCreditRequests;
    expect(next.edges.map((edge: any) => edge.node)).toEqual([
      { databaseId: first!.id, amount: 100, status: 'pending' },
    ]);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it('an admin pages through everyone’s, pending first (each status newest first), optionally by status, with the owner', async () => {
    const { user } = await advertiser();
    const pending = await pendingRequest(user.id, 700);
    const rejected = await pendingRequest(user.id, 800);
    await decide(rejected.id, 'rejected');
    const newerPending = await pendingRequest(user.id, 900);

    const all = (await t.graphql(ALL, { first: 100 }, adminToken)).body.data.creditRequests;
    expect(all.totalCount).toBe(await prisma.creditRequest.count());
    const ids = all.edges.map((edge: any) => edge.node.databaseId);
    const rank = { pending: 0, approved: 1, rejected: 2 } as const;
    const expected = [...all.edges]
      .sort(
        (a: any, b: any) =>
          rank[a.node.status as keyof typeof rank] - rank[b.node.status as keyof typeof rank] ||
          b.node.databaseId - a.node.databaseId,
      )
      .map((edge: any) => edge.node.databaseId);
    expect(ids).toEqual(expected);
    // the newest pending leads; the rejected one, newer than the older pending, comes after every pending one
    expect(all.edges[0].node).toMatchObject({
      databaseId: newerPending.id,
      status: 'pending',
      user: { name: user.name, email: user.email, contact: user.contact },
    });
    expect(ids.indexOf(rejected.id)).toBeGreaterThan(ids.indexOf(pending.id));

    const onlyPending = (await t.graphql(ALL, { first: 100, status: 'pending' }, adminToken)).body.data.creditRequests;
    expect(onlyPending.totalCount).toBe(await prisma.creditRequest.count({ where: { status: 'pending' } }));
    expect(onlyPending.edges.every((edge: any) => edge.node.status === 'pending')).toBe(true);
    expect(onlyPending.edges.map((edge: any) => edge.node.databaseId)).not.toContain(rejected.id);

    const page = (await t.graphql(ALL, { first: 1 }, adminToken)).body.data.creditRequests;
    const next = (await t.graphql(ALL, { first: 1, after: page.pageInfo.endCursor }, adminToken)).body.data
      .creditRequests;
    expect(next.edges[0].node.databaseId).toBe(ids[1]);
  });

  it('the services check the caller and the filter themselves', async () => {
    const { user } = await advertiser();
    expect(() => listCreditRequests(t.contextFor(user), {}, {})).toThrow(NotAllowedError);
    expect(() => listMyCreditRequests(t.contextFor(admin), {})).toThrow(NotAllowedError);
    expect(() => listCreditRequests(t.contextFor(admin), { status: "pending' OR 1=1" }, {})).toThrow(
      new ValidationError('Please choose pending, approved or rejected.', 'status'),
    );
  });

  it('refuses the wrong callers', async () => {
    const { token } = await advertiser();
    const suspended = await suspendedAdvertiser();
    expect(codesOf((await t.graphql(ALL, {}, token)).body)).toEqual(['FORBIDDEN']);
    expect(codesOf((await t.graphql(ALL, {})).body)).toEqual(['UNAUTHENTICATED']);
    expect(codesOf((await t.graphql(ALL, {}, suspended.token)).body)).toEqual(['UNAUTHENTICATED']);
    expect(codesOf((await t.graphql(MINE, {}, adminToken)).body)).toEqual(['FORBIDDEN']);
    expect(codesOf((await t.graphql(MINE, {})).body)).toEqual(['UNAUTHENTICATED']);
    expect(codesOf((await t.graphql(MINE, {}, suspended.token)).body)).toEqual(['UNAUTHENTICATED']);
  });
});

describe("nobody reads another advertiser's credit requests or ledger", () => {
  it('through node(id): the owner and an admin read a request, another advertiser is refused', async () => {
    const owner = await advertiser();
    const other = await advertiser();
    const suspended = await suspendedAdvertiser();
    const request = await pendingRequest(owner.user.id, 450);
    const id = globalId('CreditRequest', request.id);

    expect((await t.graphql(NODE, { id }, owner.token)).body.data.node).toEqual({
      __typename: 'CreditRequest',
      databaseId: request.id,
      amount: 450,
      user: { name: owner.user.name },
    });
    expect((await t.graphql(NODE, { id }, adminToken)).body.data.node).toMatchObject({ databaseId: request.id });

    for (const [token, code] of [
      [other.token, 'NOT_FOUND'],
      [undefined, 'UNAUTHENTICATED'],
      [suspended.token, 'UNAUTHENTICATED'],
    ] as const) {
      const { body } = await t.graphql(NODE, { id }, token);
      expect(body.data?.node ?? null).toBeNull();
      expect(codesOf(body)).toContain(code);
      expect(JSON.stringify(body)).not.toContain('450');
    }
  });

  it('through node(id) of a ledger entry, and through creditLedger(userId)', async () => {
    const owner = await advertiser();
    const other = await advertiser();
    await setScheme('1');
    const request = await pendingRequest(owner.user.id, 77);
    await decide(request.id, 'approved');
    const entry = await prisma.creditLedgerEntry.findFirstOrThrow({ where: { userId: owner.user.id } });
    const id = globalId('CreditLedgerEntry', entry.id);

    expect((await t.graphql(NODE, { id }, owner.token)).body.data.node).toEqual({
      __typename: 'CreditLedgerEntry',
      databaseId: entry.id,
      amount: 77,
    });
    const refused = (await t.graphql(NODE, { id }, other.token)).body;
    expect(refused.data.node).toBeNull();
    expect(codesOf(refused)).toEqual(['NOT_FOUND']);

    const ledger = (await t.graphql(LEDGER, { userId: globalId('User', owner.user.id) }, other.token)).body;
    expect(ledger.data).toBeNull();
    expect(ledger.errors).toMatchObject([
      { message: 'This account does not exist.', extensions: { code: 'NOT_FOUND' } },
    ]);
    // their own id is fine
    const own = (await t.graphql(LEDGER, { userId: globalId('User', other.user.id) }, other.token)).body;
    expect(own.data.creditLedger.totalCount).toBe(0);
  });
});

// ---- decisions ---------------------------------------------------------------------------------

describe('deciding a credit request', () => {
  it('refuses to approve before a scheme exists, changing nothing; rejecting still works', async () => {
    await prisma.creditScheme.deleteMany();
    const { user } = await advertiser();
    const request = await pendingRequest(user.id, 500);
    const before = await snapshot();
    expect((await decide(request.id, 'approved')).data.decideCreditRequest).toEqual({
      __typename: 'WrongStateError',
      message: 'Set a credit scheme before approving credit requests.',
    });
    expect(await snapshot()).toEqual(before);
    expect((await decide(request.id, 'rejected')).data.decideCreditRequest.creditRequest).toMatchObject({
      status: 'rejected',
      creditsAdded: 0,
    });
  });

  it('approval grants floor(amount x rate) once, with a ledger entry carrying the balance after it', async () => {
    await setScheme('0.0333');
    const { user, token } = await advertiser();
    const request = await pendingRequest(user.id, 1000);
    const deciding = Date.now();
    const answer = (await decide(request.id, 'approved')).data.decideCreditRequest;
    expect(answer.__typename).toBe('MutationDecideCreditRequestSuccess');
    expect(answer.creditRequest).toMatchObject({ databaseId: request.id, status: 'approved', creditsAdded: 33 });
    expect(new Date(answer.creditRequest.decidedAt).getTime()).toBeGreaterThanOrEqual(deciding);

    const row = await prisma.creditRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({ status: 'approved', creditsAdded: 33, decidedById: admin.id });
    const entries = await prisma.creditLedgerEntry.findMany({ where: { userId: user.id } });
    expect(entries).toMatchObject([
      { kind: 'grant', amount: 33, balanceAfter: 33, creditRequestId: request.id, actorId: admin.id, adId: null },
    ]);
    expect(await balanceMatchingLedger(user.id)).toBe(33);

    // a second request adds on top; the entry records the new balance
    const second = await pendingRequest(user.id, 2000);
    await decide(second.id, 'approved');
    expect(await balanceMatchingLedger(user.id)).toBe(33 + 66);
    const ledger = (await t.graphql(LEDGER, {}, token)).body.data.creditLedger;
    expect(ledger.totalCount).toBe(2);
    expect(ledger.edges.map((edge: any) => edge.node)).toMatchObject([
      {
        kind: 'grant',
        amount: 66,
        balanceAfter: 99,
        reason: null,
        adId: null,
        creditRequest: { databaseId: second.id },
      },
      { kind: 'grant', amount: 33, balanceAfter: 33, creditRequest: { databaseId: request.id } },
    ]);
  });

  it.each([
    ['0.0333', 1000, 33],
    ['0.29', 100, 29],
    ['0.57', 100, 57],
    ['1.005', 1000, 1005],
    ['0.0001', 9999, 0],
    ['0.0001', 10_000, 1],
    ['100', 1_000_000, 100_000_000],
  ])('rate %s on %s rupees grants %s credits', async (rate, amount, credits) => {
    await t.graphql(UPDATE_SCHEME, { creditRate: Number(rate), timePerCredit: 1 }, adminToken);
    const { user } = await advertiser();
    const request = await pendingRequest(user.id, amount);
    expect((await decide(request.id, 'approved')).data.decideCreditRequest.creditRequest).toMatchObject({
      status: 'approved',
      creditsAdded: credits,
    });
    expect(await balanceMatchingLedger(user.id)).toBe(credits);
    // a grant of nothing writes no ledger entry (a ledger entry is a change of the balance)
    expect(await prisma.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(credits > 0 ? 1 : 0);
  });

  it('rejection changes no balance; a decided request cannot be decided again', async () => {
    await setScheme('2');
    const { user } = await advertiser();
    const rejected = await pendingRequest(user.id, 100);
    const answer = (await decide(rejected.id, 'rejected')).data.decideCreditRequest;
    expect(answer.creditRequest).toMatchObject({ status: 'rejected', creditsAdded: 0 });
    expect(await prisma.creditRequest.findUniqueOrThrow({ where: { id: rejected.id } })).toMatchObject({
      decidedById: admin.id,
    });
    expect(await balanceMatchingLedger(user.id)).toBe(0);
    expect(await prisma.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(0);

    const approved = await pendingRequest(user.id, 100);
    await decide(approved.id, 'approved');
    expect(await balanceMatchingLedger(user.id)).toBe(200);

    const before = await snapshot();
    for (const [id, status, was] of [
      [rejected.id, 'approved', 'rejected'],
      [rejected.id, 'rejected', 'rejected'],
      [approved.id, 'approved', 'approved'],
      [approved.id, 'rejected', 'approved'],
    ] as const) {
      expect((await decide(id, status)).data.decideCreditRequest).toEqual({
        __typename: 'WrongStateError',
        message: `This credit request has already been ${was}.`,
      });
    }
    expect(await snapshot()).toEqual(before);
    expect(await balanceMatchingLedger(user.id)).toBe(200);
  });

  it('answers a request that does not exist, and refuses a decision other than approve or reject', async () => {
    expect((await decide(999_999, 'approved')).data.decideCreditRequest).toEqual({
      __typename: 'NotFoundError',
      message: 'This credit request does not exist.',
    });
    const { user } = await advertiser();
    const request = await pendingRequest(user.id, 100);
    const pending = (
      await t.graphql(DECIDE, { id: globalId('CreditRequest', request.id), status: 'pending' }, adminToken)
    ).body;
    expect(pending.data).toBeUndefined();
    const ctx = t.contextFor(admin);
    for (const status of ['pending', 'APPROVED', "approved'; --", undefined]) {
      await expect(decideCreditRequest(ctx, { id: request.id, status })).rejects.toThrow(
        new ValidationError('Please choose approved or rejected.', 'status'),
      );
    }
    for (const id of [0, -1, 1.5, 'abc', null]) {
      await expect(decideCreditRequest(ctx, { id, status: 'approved' })).rejects.toThrow(NotFoundError);
    }
    expect(await prisma.creditRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: 'pending',
    });
  });

  it('only an admin decides', async () => {
    await setScheme('1');
    const owner = await advertiser();
    const suspended = await suspendedAdvertiser();
    const request = await pendingRequest(owner.user.id, 100);
    const before = await snapshot();
    expect(codesOf(await decide(request.id, 'approved', owner.token))).toEqual(['FORBIDDEN']);
    expect(
      codesOf((await t.graphql(DECIDE, { id: globalId('CreditRequest', request.id), status: 'approved' })).body),
    ).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await decide(request.id, 'approved', suspended.token))).toEqual(['UNAUTHENTICATED']);
    await expect(decideCreditRequest(t.contextFor(owner.user), { id: request.id, status: 'approved' })).rejects.toThrow(
      NotAllowedError,
    );
    expect(await snapshot()).toEqual(before);
  });

  it.runIf(onRealPostgres)(
    '20 parallel approvals of one request grant the credits exactly once (real PostgreSQL)',
    async () => {
      await setScheme('0.5');
      const { user } = await advertiser();
      const request = await pendingRequest(user.id, 1000);
      const answers = await Promise.all(Array.from({ length: 20 }, () => decide(request.id, 'approved')));
      const kinds = answers.map((body) => body.data?.decideCreditRequest?.__typename);
      expect(kinds.filter((kind) => kind === 'MutationDecideCreditRequestSuccess')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'WrongStateError')).toHaveLength(19);
      expect(await prisma.creditLedgerEntry.count({ where: { creditRequestId: request.id } })).toBe(1);
      expect(await balanceMatchingLedger(user.id)).toBe(500);
    },
  );

  it.runIf(onRealPostgres)(
    'parallel approvals and rejections of one request: exactly one decision wins (real PostgreSQL)',
    async () => {
      await setScheme('1');
      const { user } = await advertiser();
      const request = await pendingRequest(user.id, 40);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => decide(request.id, index % 2 ? 'approved' : 'rejected')),
      );
      const winners = answers.filter(
        (body) => body.data?.decideCreditRequest?.__typename === 'MutationDecideCreditRequestSuccess',
      );
      expect(winners).toHaveLength(1);
      const final = await prisma.creditRequest.findUniqueOrThrow({ where: { id: request.id } });
      expect(await balanceMatchingLedger(user.id)).toBe(final.status === 'approved' ? 40 : 0);
    },
  );
});

// ---- ledger ------------------------------------------------------------------------------------

describe('credit ledger', () => {
  it('an advertiser reads their own entries newest first; the balance is always their sum', async () => {
    await setScheme('1');
    const { user, token } = await advertiser();
    const request = await pendingRequest(user.id, 50);
    await decide(request.id, 'approved');
    await prisma.$transaction((tx) =>
      changeBalance(tx, { userId: user.id, amount: -20, kind: 'spend', reason: '<script>x</script>' }),
    );
    await prisma.$transaction((tx) =>
      changeBalance(tx, { userId: user.id, amount: 5, kind: 'adjustment', reason: 'Goodwill', actorId: admin.id }),
    );
    expect(await balanceMatchingLedger(user.id)).toBe(35);

    const page = (await t.graphql(LEDGER, { first: 2 }, token)).body.data.creditLedger;
    expect(page.totalCount).toBe(3);
    expect(page.edges.map((edge: any) => edge.node)).toMatchObject([
      { kind: 'adjustment', amount: 5, balanceAfter: 35, reason: 'Goodwill', creditRequest: null },
      { kind: 'spend', amount: -20, balanceAfter: 30, reason: '<script>x</script>', creditRequest: null },
    ]);
    const next = (await t.graphql(LEDGER, { first: 2, after: page.pageInfo.endCursor }, token)).body.data.creditLedger;
    expect(next.edges.map((edge: any) => edge.node)).toMatchObject([
      { kind: 'grant', amount: 50, balanceAfter: 50, creditRequest: { databaseId: request.id } },
    ]);
  });

  it("an admin reads anyone's, naming the account", async () => {
    await setScheme('1');
    const { user } = await advertiser();
    await decide((await pendingRequest(user.id, 12)).id, 'approved');
    const read = (await t.graphql(LEDGER, { userId: globalId('User', user.id) }, adminToken)).body.data.creditLedger;
    expect(read.totalCount).toBe(1);
    expect(read.edges[0].node).toMatchObject({ kind: 'grant', amount: 12, balanceAfter: 12 });

    const unnamed = (await t.graphql(LEDGER, {}, adminToken)).body;
    expect(unnamed.errors).toMatchObject([
      {
        message: 'Please choose the account whose credit ledger you want to read.',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    const missing = (await t.graphql(LEDGER, { userId: globalId('User', 999_999) }, adminToken)).body;
    expect(missing.errors).toMatchObject([
      { message: 'This account does not exist.', extensions: { code: 'NOT_FOUND' } },
    ]);
    const wrongType = (await t.graphql(LEDGER, { userId: globalId('CreditRequest', user.id) }, adminToken)).body;
    expect(wrongType.errors?.[0]?.message).toMatch(/is not of type: User/);
    expect(wrongType.data).toBeNull();
  });

  it('the services check the caller themselves', async () => {
    const { user } = await advertiser();
    const other = await advertiser();
    await expect(listCreditLedger(t.contextFor(null), {}, {})).rejects.toThrow(NotAllowedError);
    await expect(listCreditLedger(t.contextFor(user), { userId: other.user.id }, {})).rejects.toThrow(NotFoundError);
    await expect(countCreditLedger(t.contextFor(user), { userId: '1 OR 1=1' })).rejects.toThrow(NotFoundError);
    await expect(countCreditLedger(t.contextFor(admin), {})).rejects.toThrow(ValidationError);
    expect(await countCreditLedger(t.contextFor(user), { userId: user.id })).toBe(0);
  });

  it('refuses visitors and dead sessions', async () => {
    const suspended = await suspendedAdvertiser();
    expect(codesOf((await t.graphql(LEDGER, {})).body)).toEqual(['UNAUTHENTICATED']);
    expect(codesOf((await t.graphql(LEDGER, {}, suspended.token)).body)).toEqual(['UNAUTHENTICATED']);
    expect(
      codesOf((await t.graphql(LEDGER, { userId: globalId('User', suspended.user.id) }, suspended.token)).body),
    ).toEqual(['UNAUTHENTICATED']);
  });
});

// ---- authorisation matrix ----------------------------------------------------------------------

describe('authorisation matrix of the credits fields', () => {
  type Caller = 'visitor' | 'user' | 'suspended' | 'admin';
  type Policy = 'authenticated' | 'user' | 'admin';
  const allowed: Record<Policy, Caller[]> = { authenticated: ['user', 'admin'], user: ['user'], admin: ['admin'] };

  it('every field works for its callers and is refused to the others', async () => {
    await setScheme('1');
    const user = await advertiser();
    const suspended = await suspendedAdvertiser();
    const tokens: Record<Caller, string | undefined> = {
      visitor: undefined,
      user: user.token,
      suspended: suspended.token,
      admin: adminToken,
    };
    const request = await pendingRequest(user.user.id, 10);
    const fields: [string, Policy, string, Record<string, unknown>][] = [
      ['creditScheme', 'authenticated', SCHEME, {}],
      ['updateCreditScheme', 'admin', UPDATE_SCHEME, { creditRate: 1, timePerCredit: 1 }],
      ['createCreditRequest', 'user', CREATE, { amount: 100, file: null }],
      ['myCreditRequests', 'user', MINE, {}],
      ['creditRequests', 'admin', ALL, {}],
      ['decideCreditRequest', 'admin', DECIDE, { id: globalId('CreditRequest', 999_999), status: 'approved' }],
      ['creditLedger', 'authenticated', LEDGER, { userId: globalId('User', user.user.id) }],
    ];
    const outcomes: string[] = [];
    for (const [field, policy, document, variables] of fields) {
      for (const caller of ['visitor', 'user', 'suspended', 'admin'] as const) {
        const before = await snapshot();
        const { body } = await t.graphql(document, variables, tokens[caller]);
        const codes = codesOf(body);
        const expected = allowed[policy].includes(caller)
          ? 'answered'
          : caller === 'visitor' || caller === 'suspended'
            ? 'UNAUTHENTICATED'
            : 'FORBIDDEN';
        const got = codes.length === 0 && body.data?.[field] !== undefined ? 'answered' : codes.join(',');
        outcomes.push(`${field} ${caller} ${got === expected ? 'ok' : `expected ${expected}, got ${got}`}`);
        if (expected !== 'answered') expect(await snapshot()).toEqual(before);
      }
    }
    expect(outcomes.filter((line) => !line.endsWith(' ok'))).toEqual([]);
    expect(await prisma.creditRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: 'pending',
    });
  });
});

describe("the caller's list of credit requests", () => {
  it("is everyone's for an admin (optionally of one status), the advertiser's own for an advertiser, and asks a visitor to log in", async () => {
    const { user } = await advertiser();
    const other = await advertiser();
    const mine = await pendingRequest(user.id, 150);
    await pendingRequest(other.user.id, 250);

    const own = await creditRequestsOfCaller(t.contextFor(user), { status: 'approved' }, {});
    expect({ ids: own.rows.map((row) => row.id), total: own.total }).toEqual({ ids: [mine.id], total: 1 });

    const everyone = await creditRequestsOfCaller(t.contextFor(admin), {}, {});
    expect(everyone.total).toBe(await prisma.creditRequest.count());
    expect(everyone.rows.map((row) => row.userId)).toEqual(expect.arrayContaining([user.id, other.user.id]));
    const pending = await creditRequestsOfCaller(t.contextFor(admin), { status: 'pending' }, {});
    expect(pending.total).toBe(await prisma.creditRequest.count({ where: { status: 'pending' } }));

    await expect(creditRequestsOfCaller(t.contextFor(null), {}, {})).rejects.toThrow(
      new NotAllowedError('Please log in to continue.'),
    );
  });
});
