// Issue 14, findings 3, 5, 6 and the form limits of 7, as an attacker would try them: parallel
// password guessing, locking an owner out, forged X-Forwarded-For, one person hiding an ad,
// sign-up telling who is registered, and floods of codes, contact messages and reports.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestContext } from '../context.ts';
import { RateLimitedError } from '../lib/errors.ts';
import { LIMITS } from '../lib/rate-limits.ts';
import * as passwords from '../lib/passwords.ts';
import { logIn, resetPassword, sendPasswordResetOtp, sendSignupOtp, signUp } from '../modules/auth/service.ts';
import { sendContactMessage } from '../modules/contacts/service.ts';
import { NETWORKS_TO_HIDE, reportAd } from '../modules/reports/service.ts';
import { createTestApp } from '../test/app.ts';

// every argon2 verification of a sign-in is counted
vi.mock('../lib/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifications = vi.mocked(passwords.verifyPassword);

let t: Awaited<ReturnType<typeof createTestApp>>;
let newAd: () => Promise<number>;

beforeAll(async () => {
  // one proxy in front: its rightmost X-Forwarded-For entry is the client, the rest is the client's own writing
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  newAd = await t.adMaker({ state: 'Karnataka', city: 'Bengaluru', category: 'Independent' });
});
afterAll(() => t.close());
beforeEach(() => {
  t.resetRateLimits();
  verifications.mockClear();
});

/** A caller at `address` in `network` (the context's keyed hashes, named plainly here). */
function caller(address: string, network = `network-of-${address}`): RequestContext {
  return { ...t.contextFor(null, address), networkKey: network };
}

/** An HTTP request arriving on a connection from `socketAddress`, as Node's server hands it to Hono. */
async function request(path: string, init: RequestInit, socketAddress: string): Promise<Response> {
  return t.app.request(path, init, { incoming: { socket: { remoteAddress: socketAddress } } });
}

function postJson(path: string, body: unknown, socketAddress: string, headers: Record<string, string> = {}) {
  return request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    socketAddress,
  );
}

async function account(email: string, password = 'right-password') {
  return t.database.prisma.user.create({
    data: {
      name: 'Meera',
      email,
      contact: '9876543210',
      status: 'active',
      passwordHash: await passwords.hashPassword(password),
    },
  });
}

const codeIn = (text: string | undefined) => /^Your verification code is (\d{6})$/m.exec(text ?? '')?.[1];

describe('password guessing (finding 3)', () => {
  it('of 200 parallel sign-ins for one e-mail, at most the limit are evaluated, and the right password sent last is refused', async () => {
    await account('target@example.com');
    const limit = LIMITS.signInFailuresPerAccountAndAddress.points;
    const attempts = Array.from({ length: 200 }, (_, index) =>
      postJson(
        '/api/users/login',
        { email: 'target@example.com', password: index === 199 ? 'right-password' : `wrong-password-${index}` },
        '203.0.113.10',
      ),
    );
    const answers = await Promise.all(
      attempts.map(async (response) => ({ status: (await response).status, body: await (await response).json() })),
    );
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(limit);
    const refused = answers.filter((answer) => answer.status === 401);
    expect(refused.length).toBeLessThanOrEqual(limit);
    for (const answer of refused) expect(answer.body.error).toBe('Invalid email or password');
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(200 - refused.length);
    expect(answers.at(-1)).toMatchObject({
      status: 429,
      body: {
        error: expect.stringMatching(
          /^Too many failed sign-in attempts\. Please try again in 15 minutes, or reset your password\.$/,
        ),
      },
    });
  });

  it('limits guesses per network across accounts (credential stuffing), not only per account', async () => {
    const limit = LIMITS.signInFailuresPerNetwork.points;
    // many accounts, many addresses of one network: each (account, address) stays far below its own limit
    for (let index = 0; index < limit; index += 1) {
      await expect(
        logIn(caller(`10.1.1.${index % 50}`, 'stuffing-net'), {
          email: `victim${index}@example.com`,
          password: 'guess-guess',
        }),
      ).rejects.toThrow('Invalid email or password');
    }
    verifications.mockClear();
    const blocked = await logIn(caller('10.1.1.99', 'stuffing-net'), {
      email: 'victim-next@example.com',
      password: 'guess-guess',
    }).catch((error) => error);
    expect(blocked).toBeInstanceOf(RateLimitedError);
    expect(verifications).not.toHaveBeenCalled();
  });
});

describe('locking the owner out (finding 6)', () => {
  it('a stranger on another network cannot keep the owner out, however many times they guess', async () => {
    await account('owner@example.com');
    const attacker = caller('198.51.100.7');
    for (let attempt = 0; attempt < 200; attempt += 1) {
      await logIn(attacker, { email: 'owner@example.com', password: 'wrong-password' }).catch(() => undefined);
    }
    await expect(logIn(attacker, { email: 'owner@example.com', password: 'right-password' })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    // the owner, from a network that never signed in before, is not refused
    await expect(
      logIn(caller('192.0.2.20'), { email: 'owner@example.com', password: 'right-password' }),
    ).resolves.toMatchObject({ name: 'Meera' });
  });

  it("guesses from many networks leave the owner's usual network open, and the owner's reset lifts the limit everywhere", async () => {
    await account('admin-like@example.com');
    const home = caller('192.0.2.30', 'owner-home');
    await expect(logIn(home, { email: 'admin-like@example.com', password: 'right-password' })).resolves.toMatchObject({
      name: 'Meera',
    });
    // a botnet: each network guesses a few times, so only the per-account limit can stop it
    const perAccount = LIMITS.signInFailuresPerAccount.points;
    for (let attempt = 0; attempt < perAccount; attempt += 1) {
      await expect(
        logIn(caller(`bot-${attempt}`), { email: 'admin-like@example.com', password: `guess-password-${attempt}` }),
      ).rejects.toThrow('Invalid email or password');
    }
    verifications.mockClear();
    await expect(
      logIn(caller('bot-next'), { email: 'admin-like@example.com', password: 'right-password' }),
    ).rejects.toBeInstanceOf(RateLimitedError);
    expect(verifications).not.toHaveBeenCalled();
    // the owner at home signs in as usual
    await expect(logIn(home, { email: 'admin-like@example.com', password: 'right-password' })).resolves.toMatchObject({
      name: 'Meera',
    });
    // travelling, the owner is refused until they reset the password with the e-mailed code
    const travelling = caller('192.0.2.40', 'hotel-wifi');
    await expect(logIn(travelling, { email: 'admin-like@example.com', password: 'right-password' })).rejects.toThrow(
      /or reset your password\.$/,
    );
    await sendPasswordResetOtp(travelling, { email: 'admin-like@example.com' });
    const code = codeIn(t.mailer.lastTo('admin-like@example.com')?.text)!;
    await resetPassword(travelling, {
      email: 'admin-like@example.com',
      emailOTP: code,
      password: 'new-password',
      confirmPassword: 'new-password',
    });
    await expect(
      logIn(caller('192.0.2.41', 'airport'), { email: 'admin-like@example.com', password: 'new-password' }),
    ).resolves.toMatchObject({ name: 'Meera' });
  });
});

describe('forged X-Forwarded-For (finding 5)', () => {
  const REPORT = /* GraphQL */ `
    mutation ($input: ReportAdInput!) {
      reportAd(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `;
  const reportOverHttp = (adId: number, socketAddress: string, forwardedFor: string) =>
    request(
      '/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
          'x-forwarded-for': forwardedFor,
        },
        body: JSON.stringify({
          query: REPORT,
          variables: { input: { adId: Buffer.from(`Ad:${adId}`).toString('base64'), reason: 'underage' } },
        }),
      },
      socketAddress,
    ).then(async (response: Response) => (await response.json()).data.reportAd);

  it('makes no new visitors: entries the client writes in front of what the proxy appended are ignored', async () => {
    const adId = await newAd();
    // the proxy (10.0.0.2) appends the client's real address, 203.0.113.50; the client forged the rest
    const first = await reportOverHttp(adId, '10.0.0.2', '1.1.1.1, 203.0.113.50');
    expect(first.__typename).toBe('MutationReportAdSuccess');
    for (const forged of ['2.2.2.2, 203.0.113.50', '3.3.3.3, 4.4.4.4, 203.0.113.50', '203.0.113.50']) {
      expect(await reportOverHttp(adId, '10.0.0.2', forged)).toEqual({
        __typename: 'ConflictError',
        message: 'You have already reported this ad. Thank you: we are looking into it.',
      });
    }
    expect(await t.database.prisma.adReport.count({ where: { adId } })).toBe(1);
    expect((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } })).hiddenAt).toBeNull();
  });
});

describe('reports one person cannot weaponise (finding 5)', () => {
  it('one network, however many addresses, cannot hide an ad; grave reports from three networks do', async () => {
    const adId = await newAd();
    for (let host = 1; host <= 6; host += 1) {
      await reportAd(caller(`203.0.113.${host}`, 'one-network'), {
        adId,
        reason: host % 2 ? 'underage' : 'no_consent',
      });
    }
    expect((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } })).hiddenAt).toBeNull();
    // a second network: still not enough
    await reportAd(caller('198.51.100.1', 'second-network'), { adId, reason: 'underage' });
    expect((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } })).hiddenAt).toBeNull();
    expect(NETWORKS_TO_HIDE).toBe(3);
    await reportAd(caller('192.0.2.1', 'third-network'), { adId, reason: 'underage' });
    expect((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } })).hiddenAt).toBeInstanceOf(Date);
  });

  it('lesser reasons never hide an ad, from any number of networks', async () => {
    const adId = await newAd();
    for (const network of ['a', 'b', 'c', 'd'])
      await reportAd(caller(`visitor-${network}`, `net-${network}`), { adId, reason: 'scam' });
    expect((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } })).hiddenAt).toBeNull();
  });

  it(`takes at most ${LIMITS.reportsPerNetwork.points} reports a day from one network`, async () => {
    const limit = LIMITS.reportsPerNetwork.points;
    for (let index = 0; index < limit; index += 1) {
      await reportAd(caller(`203.0.113.${100 + index}`, 'busy-network'), { adId: await newAd(), reason: 'spam' });
    }
    const adId = await newAd();
    await expect(reportAd(caller('203.0.113.250', 'busy-network'), { adId, reason: 'spam' })).rejects.toThrow(
      'Many reports have come from your network today. Please try again tomorrow.',
    );
    expect(await t.database.prisma.adReport.count({ where: { adId } })).toBe(0);
  });
});

describe('sign-up does not tell who is registered (finding 6)', () => {
  it('answers a known e-mail exactly like a new one, over REST, and mails the owner instead of sending a code', async () => {
    await account('registered@example.com');
    const known = await postJson(
      '/api/users/signup-otp',
      { email: 'registered@example.com', contact: '9876543210' },
      '203.0.113.60',
    );
    const fresh = await postJson(
      '/api/users/signup-otp',
      { email: 'nobody-yet@example.com', contact: '9876543210' },
      '203.0.113.60',
    );
    expect(known.status).toBe(fresh.status);
    const knownBody = JSON.stringify(await known.json()).replace('registered@example.com', 'ADDRESS');
    const freshBody = JSON.stringify(await fresh.json()).replace('nobody-yet@example.com', 'ADDRESS');
    expect(knownBody).toBe(freshBody);
    expect(t.mailer.lastTo('registered@example.com')).toMatchObject({
      subject: 'Someone tried to register with your address',
    });
    expect(codeIn(t.mailer.lastTo('registered@example.com')?.text)).toBeUndefined();
    expect(codeIn(t.mailer.lastTo('nobody-yet@example.com')?.text)).toMatch(/^\d{6}$/);
    // the final step answers a known e-mail like a wrong code too
    const registering = await postJson(
      '/api/users/signup',
      {
        name: 'Someone',
        contact: '9876543210',
        email: 'registered@example.com',
        emailOTP: '123456',
        password: 'long-enough-password',
        confirmPassword: 'long-enough-password',
      },
      '203.0.113.60',
    );
    expect({ status: registering.status, body: await registering.json() }).toEqual({
      status: 400,
      body: { error: 'Invalid or expired OTP' },
    });
  });
});

describe('one-time codes', () => {
  it(`mails at most ${LIMITS.codeMailsPerAddress.points} sign-up codes or notices an hour to one address, whoever asks`, async () => {
    const stranger = 'stranger@example.com';
    const start = Date.now();
    for (let index = 0; index < LIMITS.codeMailsPerAddress.points; index += 1) {
      // each from another network, each past the 60-second resend lock
      await sendSignupOtp(
        caller(`ask-${index}`),
        { email: stranger, contact: '9876543210' },
        new Date(start + index * 61_000),
      );
    }
    const refused = await sendSignupOtp(
      caller('ask-last'),
      { email: stranger, contact: '9876543210' },
      new Date(start + 10 * 61_000),
    ).catch((error) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.message).toMatch(
      /^Too many codes have been sent to this address\. Please try again in \d+ minutes?\.$/,
    );
    expect(t.mailer.sent.filter((mail) => mail.to === stranger)).toHaveLength(LIMITS.codeMailsPerAddress.points);
  });

  it(`takes at most ${LIMITS.codeRequestsPerNetwork.points} code requests an hour from one network`, async () => {
    const network = (host: number) => caller(`203.0.113.${host}`, 'code-network');
    for (let index = 0; index < LIMITS.codeRequestsPerNetwork.points; index += 1) {
      await sendPasswordResetOtp(network(index), { email: `someone${index}@example.com` });
    }
    await expect(sendSignupOtp(network(200), { email: 'one-more@example.com', contact: '9876543210' })).rejects.toThrow(
      /^Too many codes have been asked for from your network\./,
    );
    await expect(sendPasswordResetOtp(network(201), { email: 'one-more@example.com' })).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });

  it(`checks at most ${LIMITS.codeChecksPerNetwork.points} wrong codes an hour from one network, then refuses before looking`, async () => {
    const network = (host: number) => caller(`198.51.100.${host}`, 'guessing-network');
    const input = (index: number) => ({
      email: `guess${index}@example.com`,
      emailOTP: '000000',
      password: 'long-enough-password',
      confirmPassword: 'long-enough-password',
    });
    for (let index = 0; index < LIMITS.codeChecksPerNetwork.points; index += 1) {
      await expect(resetPassword(network(index), input(index))).rejects.toThrow('Invalid or expired OTP');
    }
    await expect(
      signUp(network(99), { ...input(99), name: 'Guess', contact: '9876543210', dateOfBirth: '1994-03-12' }),
    ).rejects.toThrow(/^Too many wrong codes have been tried from your network\./);
    await expect(resetPassword(network(98), input(98))).rejects.toBeInstanceOf(RateLimitedError);
  });
});

describe('contact messages (finding 7)', () => {
  const message = { name: 'Asha', email: 'asha@example.com', contact: '9876543210', message: 'Hello' };

  it(`takes ${LIMITS.contactMessagesPerAddress.points} messages an hour from one address and ${LIMITS.contactMessagesPerNetwork.points} a day from one network`, async () => {
    const before = await t.database.prisma.contactMessage.count();
    // through the proxy at 10.0.0.2, which appends the client's address
    const viaProxy = (forwardedFor: string) =>
      postJson('/api/contacts', message, '10.0.0.2', { 'x-forwarded-for': forwardedFor });
    for (let index = 0; index < LIMITS.contactMessagesPerAddress.points; index += 1) {
      expect((await viaProxy('203.0.113.80')).status).toBe(201);
    }
    const refused = await viaProxy('203.0.113.80');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: 'You have sent several messages in the last hour. Please try again later.',
    });
    // forging X-Forwarded-For does not make another sender
    expect((await viaProxy('9.9.9.9, 203.0.113.80')).status).toBe(429);
    // one message from each of many addresses of one network, up to its daily cap
    for (let index = 0; index < LIMITS.contactMessagesPerNetwork.points; index += 1) {
      await sendContactMessage(caller(`198.51.100.${index}`, 'contact-network'), message);
    }
    await expect(sendContactMessage(caller('198.51.100.200', 'contact-network'), message)).rejects.toThrow(
      'Many messages have come from your network today. Please try again tomorrow.',
    );
    expect(await t.database.prisma.contactMessage.count()).toBe(
      before + LIMITS.contactMessagesPerAddress.points + LIMITS.contactMessagesPerNetwork.points,
    );
  });
});
