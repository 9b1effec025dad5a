// Issue 14, finding 7: a token stayed valid for 7 days after logout, and pending payment
// screenshots were served to anyone who had their URL. Each test fails on the code before the fix.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../lib/media/images.ts';
import { signedMediaUrl } from '../lib/media/private-media.ts';
import { makeScreenshotsPrivate } from '../modules/credits/screenshots.ts';
import { authenticate } from '../modules/auth/sessions.ts';
import { createTestApp } from '../test/app.ts';
import { nextUtr, setUpiPayments } from '../test/payments.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** The SQL statements sent while a test collects them. */
let statements: string[] | null = null;

beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => statements?.push(sql) });
  await setUpiPayments(t.database.prisma);
});
afterAll(() => t.close());

const VIEWER = 'query { viewer { email } }';

/** A fresh sign-in through the real log-in mutation, as the client gets its token. */
async function signIn(email: string) {
  const { body } = await t.graphql(
    'mutation ($input: LogInInput!) { logIn(input: $input) { ... on MutationLogInSuccess { session { token } } } }',
    {
      input: { email, password: 'password123' },
    },
  );
  return body.data.logIn.session.token as string;
}

async function viewerOf(token: string) {
  return (await t.graphql(VIEWER, {}, token)).body.data?.viewer ?? null;
}

describe('logging out ends the token on the server', () => {
  it('refuses a token after its own logout, over GraphQL and REST, and keeps the other sessions', async () => {
    const person = await t.createUser();
    const [phone, laptop] = [await signIn(person.email), await signIn(person.email)];
    expect(await viewerOf(phone)).toEqual({ email: person.email });

    const { body } = await t.graphql(
      'mutation { logOut { __typename ... on MutationLogOutSuccess { loggedOut } } }',
      {},
      phone,
    );
    expect(body.data.logOut).toEqual({ __typename: 'MutationLogOutSuccess', loggedOut: true });

    expect(await viewerOf(phone)).toBeNull();
    const refused = await t.rest('GET', '/users/credits', undefined, { token: phone });
    expect(refused).toMatchObject({ status: 401, body: { error: 'Session Expired. Please log in again.' } });
    // the same account's other session goes on
    expect(await viewerOf(laptop)).toEqual({ email: person.email });
    expect((await t.rest('POST', '/users/logout', undefined, { token: laptop })).body).toEqual({
      message: 'Logged out successfully',
    });
    expect(await viewerOf(laptop)).toBeNull();
  });

  it('checks a token, revoked or not, with one database statement', async () => {
    const person = await t.createUser();
    const [kept, ended] = [await signIn(person.email), await signIn(person.email)];
    await t.graphql('mutation { logOut { __typename } }', {}, ended);
    for (const [token, failure] of [
      [kept, null],
      [ended, 'stale'],
    ] as const) {
      statements = [];
      expect((await authenticate(t.database.prisma, t.config.jwtSecret, `Bearer ${token}`)).failure).toBe(failure);
      expect(statements).toHaveLength(1);
      statements = null;
    }
  });

  it('answers a logout without a usable token alike, changing nothing', async () => {
    expect((await t.graphql('mutation { logOut { __typename } }')).body.data.logOut).toEqual({
      __typename: 'MutationLogOutSuccess',
    });
    expect(await t.rest('POST', '/users/logout')).toMatchObject({
      status: 200,
      body: { message: 'Logged out successfully' },
    });
  });

  it('log out everywhere ends every token of the account, and no one else’s', async () => {
    const [admin, bystander] = [await t.createUser({ role: 'admin' }), await t.createUser()];
    const adminTokens = [await signIn(admin.email), await signIn(admin.email)];
    const bystanderToken = await signIn(bystander.email);

    const { body } = await t.graphql(
      'mutation { logOutEverywhere { __typename ... on MutationLogOutEverywhereSuccess { loggedOut } } }',
      {},
      adminTokens[0],
    );
    expect(body.data.logOutEverywhere).toEqual({ __typename: 'MutationLogOutEverywhereSuccess', loggedOut: true });
    for (const token of adminTokens) expect(await viewerOf(token)).toBeNull();
    expect(await viewerOf(bystanderToken)).toEqual({ email: bystander.email });

    // and over REST, for an advertiser; a new sign-in works again
    const advertiserTokens = [await signIn(bystander.email), bystanderToken];
    const answer = await t.rest('POST', '/users/logout-everywhere', undefined, { token: advertiserTokens[0] });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Logged out of every session successfully' } });
    for (const token of advertiserTokens) expect(await viewerOf(token)).toBeNull();
    expect(await viewerOf(await signIn(bystander.email))).toEqual({ email: bystander.email });
    expect(await t.rest('POST', '/users/logout-everywhere')).toMatchObject({
      status: 401,
      body: { error: 'Please log in to continue.' },
    });
  });
});

// ---- payment screenshots --------------------------------------------------------------------------

async function png(colour: string) {
  return new Uint8Array(
    await sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}

async function requestCredits(token: string, colour: string) {
  const form = new FormData();
  form.set('amount', '500');
  form.set('utr', nextUtr());
  form.set(
    'payment_screenshot',
    new File([(await png(colour)) as Uint8Array<ArrayBuffer>], 'payment.png', { type: 'image/png' }),
  );
  const answer = await t.rest('POST', '/credit-requests', form, { token });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; payment_screenshot: string };
}

/** Path and query of an absolute URL, as the app is asked for it. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('payment screenshots are served only to their owner and admins', () => {
  it('gives the owner and an admin a working signed URL, and the public none of the bytes', async () => {
    const owner = await t.createUser();
    const ownerToken = await t.tokenFor(owner);
    const adminToken = await t.tokenFor(await t.createUser({ role: 'admin' }));
    const created = await requestCredits(ownerToken, '#3a7');
    expect(created.payment_screenshot).toMatch(
      /^http:\/\/api\.test\/media\/private\/[0-9a-f/]+\.webp\?expires=\d+&signature=[\w-]+$/,
    );

    const ownerList = await t.rest('GET', '/credit-requests', undefined, { token: ownerToken });
    const adminList = await t.rest('GET', '/credit-requests', undefined, { token: adminToken });
    const ownerUrl = ownerList.body.creditRequests[0].payment_screenshot as string;
    const adminUrl = (adminList.body.creditRequests as Array<{ id: number; payment_screenshot: string }>).find(
      (row) => row.id === created.id,
    )!.payment_screenshot;
    for (const url of [ownerUrl, adminUrl]) {
      const served = await t.app.request(pathOf(url));
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    }

    // the same file by its plain address, under the public namespace, or with an altered or missing signature
    const { pathname, searchParams } = new URL(ownerUrl);
    const key = pathname.slice('/media/private/'.length);
    const expires = Number(searchParams.get('expires'));
    const signature = searchParams.get('signature')!;
    const attempts = [
      pathname,
      `/media/${key}`,
      `/media/${encodeURIComponent(`private/${key}`)}`,
      `${pathname}?expires=${expires}`,
      `${pathname}?expires=${expires + 86_400}&signature=${signature}`,
      `${pathname}?expires=${expires}&signature=${signature.slice(0, -2)}AA`,
      `/media/private/${key.replace(/\.webp$/, '-w640.webp')}?expires=${expires}&signature=${signature}`,
    ];
    for (const attempt of attempts)
      expect({ attempt, status: (await t.app.request(attempt)).status }).toEqual({ attempt, status: 404 });

    // GraphQL hands the URL to the owner; another advertiser cannot read the request at all
    const query = 'query { myCreditRequests(first: 1) { edges { node { paymentScreenshot { url } } } } }';
    const mine = (await t.graphql(query, {}, ownerToken)).body.data.myCreditRequests.edges[0].node.paymentScreenshot
      .url as string;
    expect((await t.app.request(pathOf(mine))).status).toBe(200);
    const stranger = await t.tokenFor(await t.createUser());
    expect((await t.graphql(query, {}, stranger)).body.data.myCreditRequests.edges).toEqual([]);
  });

  it('refuses a signed URL once it has expired', async () => {
    const owner = await t.createUser();
    const created = await requestCredits(await t.tokenFor(owner), '#a37');
    const { pathname } = new URL(created.payment_screenshot);
    const key = pathname.slice('/media/'.length);
    // a URL signed two hours and a second ago has run out
    const old = signedMediaUrl(
      'http://api.test',
      key,
      t.config.jwtSecret,
      new Date(Date.now() - (2 * 3600 + 1) * 1000),
    );
    expect((await t.app.request(pathOf(old))).status).toBe(404);
    const fresh = signedMediaUrl('http://api.test', key, t.config.jwtSecret);
    expect((await t.app.request(pathOf(fresh))).status).toBe(200);
  });

  it('moves a screenshot stored in public before the fix to private storage, keeping a public image of the same bytes', async () => {
    const owner = await t.createUser();
    const legacy = await storeImage(t.storage, await png('#7a3'));
    const shared = await storeImage(t.storage, await png('#37a'));
    // a blog shows the very same picture (content-addressed: one key for both)
    await t.database.prisma.blog.create({
      data: {
        slug: 'shared-picture',
        title: 'Shared',
        description: '<p>x</p>',
        images: { create: [{ path: shared.key, width: shared.width, height: shared.height }] },
      },
    });
    const rows = await Promise.all(
      [legacy.key, shared.key].map((key) =>
        t.database.prisma.creditRequest.create({ data: { userId: owner.id, amount: 10, paymentScreenshot: key } }),
      ),
    );
    expect((await t.app.request(`/media/${legacy.key}`)).status).toBe(200);

    expect(await makeScreenshotsPrivate(t.database.prisma, t.storage)).toBe(2);
    expect(await makeScreenshotsPrivate(t.database.prisma, t.storage)).toBe(0);

    expect((await t.app.request(`/media/${legacy.key}`)).status).toBe(404);
    expect((await t.app.request(`/media/${legacy.key.replace(/\.webp$/, '-w640.webp')}`)).status).toBe(404);
    // the blog's picture stays public; the request's copy is private
    expect((await t.app.request(`/media/${shared.key}`)).status).toBe(200);
    const ownerToken = await t.tokenFor(owner);
    const list = await t.rest('GET', '/credit-requests', undefined, { token: ownerToken });
    for (const row of rows) {
      const url = (list.body.creditRequests as Array<{ id: number; payment_screenshot: string }>).find(
        (entry) => entry.id === row.id,
      )!.payment_screenshot;
      expect(url).toContain('/media/private/');
      expect((await t.app.request(pathOf(url))).status).toBe(200);
    }
  });
});
