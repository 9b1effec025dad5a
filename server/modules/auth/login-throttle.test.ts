// Password guessing: after 10 failed sign-ins in 15 minutes an address is refused, the right
// password included, until the window ends or the owner resets the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptWindow } from '../../lib/rate-limit.ts';
import { createTestApp } from '../../test/app.ts';
import { hashPassword } from './passwords.ts';
import { failedLogins } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = /* GraphQL */ `
  mutation ($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on Error { message }
      ... on RateLimitedError { retryAfterSeconds }
      ... on MutationLogInSuccess { session { name } }
    }
  }
`;

async function account(email: string) {
  await t.database.prisma.user.create({
    data: { name: 'Meera', email, contact: '9876543210', status: 'active', passwordHash: await hashPassword('right-password') },
  });
}

describe('failed sign-ins', () => {
  it('refuses an address after 10 failures, even with the right password, over GraphQL and REST', async () => {
    await account('meera@example.com');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { body } = await t.graphql(LOGIN, { input: { email: 'meera@example.com', password: 'wrong-password' } });
      expect(body.data.logIn.__typename).toBe('LoginRefusedError');
    }
    const blocked = (await t.graphql(LOGIN, { input: { email: 'meera@example.com', password: 'right-password' } })).body.data.logIn;
    expect(blocked).toMatchObject({ __typename: 'RateLimitedError', message: expect.stringMatching(/^Too many failed sign-in attempts\. Please try again in 15 minutes/) });
    expect(blocked.retryAfterSeconds).toBeGreaterThan(14 * 60);

    const rest = await t.rest('POST', '/users/login', { email: 'meera@example.com', password: 'right-password' });
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    // another address is not affected
    await account('other@example.com');
    expect((await t.graphql(LOGIN, { input: { email: 'other@example.com', password: 'right-password' } })).body.data.logIn.__typename).toBe(
      'MutationLogInSuccess',
    );
  });

  it('lets the owner back in at once after resetting the password', async () => {
    await account('kavya@example.com');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await t.graphql(LOGIN, { input: { email: 'kavya@example.com', password: 'wrong-password' } });
    }
    expect(failedLogins.state('kavya@example.com').blocked).toBe(true);
    await t.rest('PATCH', '/users/forgot-password-otp', { email: 'kavya@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the reset mail goes out after the answer
    const code = /\b(\d{6})\b/.exec(t.mailer.lastTo('kavya@example.com')!.text)![1];
    const reset = await t.rest('PATCH', '/users/forgot-password', {
      email: 'kavya@example.com',
      emailOTP: code,
      password: 'new-password',
      confirmPassword: 'new-password',
    });
    expect(reset.status).toBe(200);
    expect(failedLogins.state('kavya@example.com').blocked).toBe(false);
    expect((await t.graphql(LOGIN, { input: { email: 'kavya@example.com', password: 'new-password' } })).body.data.logIn.__typename).toBe('MutationLogInSuccess');
  });

  it('forgets the failures after a successful sign-in', async () => {
    await account('asha@example.com');
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await t.graphql(LOGIN, { input: { email: 'asha@example.com', password: 'wrong-password' } });
    }
    expect((await t.graphql(LOGIN, { input: { email: 'asha@example.com', password: 'right-password' } })).body.data.logIn.__typename).toBe('MutationLogInSuccess');
    expect(failedLogins.state('asha@example.com').blocked).toBe(false);
    await t.graphql(LOGIN, { input: { email: 'asha@example.com', password: 'wrong-password' } });
    expect((await t.graphql(LOGIN, { input: { email: 'asha@example.com', password: 'right-password' } })).body.data.logIn.__typename).toBe('MutationLogInSuccess');
  });
});

describe('AttemptWindow', () => {
  it('blocks at the limit until the window ends', () => {
    const window = new AttemptWindow(3, 60_000);
    const start = 1_000_000;
    for (let attempt = 0; attempt < 3; attempt += 1) window.record('k', start + attempt);
    expect(window.state('k', start + 10)).toEqual({ blocked: true, retryAfterSeconds: 60 });
    expect(window.state('k', start + 60_000)).toEqual({ blocked: false, retryAfterSeconds: 0 });
    window.record('k', start + 60_001);
    expect(window.state('k', start + 60_002).blocked).toBe(false);
  });

  it('keeps at most its capacity of keys', () => {
    const window = new AttemptWindow(1, 60_000, 10);
    for (let key = 0; key < 25; key += 1) window.record(`k${key}`, 1_000);
    expect(window.state('k24', 1_001).blocked).toBe(true);
    let kept = 0;
    for (let key = 0; key < 25; key += 1) if (window.state(`k${key}`, 1_001).blocked) kept += 1;
    expect(kept).toBeLessThanOrEqual(10);
  });
});
