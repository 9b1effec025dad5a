// Password guessing: after 10 failed sign-ins in 15 minutes for one account from one address,
// that address is refused, the right password included, until the block ends or the owner resets
// the password. Limits across addresses and networks: server/security/limits.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../lib/rate-limits.ts';
import { createTestApp } from '../../test/app.ts';
import { hashPassword } from '../../lib/passwords.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = /* GraphQL */ `
  mutation ($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
      ... on MutationLogInSuccess {
        session {
          name
        }
      }
    }
  }
`;

async function account(email: string) {
  await t.database.prisma.user.create({
    data: {
      name: 'Meera',
      email,
      contact: '9876543210',
      status: 'active',
      passwordHash: await hashPassword('right-password'),
    },
  });
}

describe('failed sign-ins', () => {
  it('holds 10 failures in 15 minutes per account and address, then blocks for 15 minutes', () => {
    expect(LIMITS.signInFailuresPerAccountAndAddress).toEqual({
      points: 10,
      duration: 15 * 60,
      blockDuration: 15 * 60,
    });
  });

  it('refuses an address after 10 failures, even with the right password, over GraphQL and REST', async () => {
    await account('meera@example.com');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { body } = await t.graphql(LOGIN, { input: { email: 'meera@example.com', password: 'wrong-password' } });
      expect(body.data.logIn.__typename).toBe('LoginRefusedError');
    }
    const blocked = (await t.graphql(LOGIN, { input: { email: 'meera@example.com', password: 'right-password' } })).body
      .data.logIn;
    expect(blocked).toMatchObject({
      __typename: 'RateLimitedError',
      message: expect.stringMatching(/^Too many failed sign-in attempts\. Please try again in 15 minutes/),
    });
    expect(blocked.retryAfterSeconds).toBeGreaterThan(14 * 60);

    const rest = await t.rest('POST', '/users/login', { email: 'meera@example.com', password: 'right-password' });
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    // another address is not affected
    await account('other@example.com');
    expect(
      (await t.graphql(LOGIN, { input: { email: 'other@example.com', password: 'right-password' } })).body.data.logIn
        .__typename,
    ).toBe('MutationLogInSuccess');
  });

  it('lets the owner back in at once after resetting the password', async () => {
    await account('kavya@example.com');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await t.graphql(LOGIN, { input: { email: 'kavya@example.com', password: 'wrong-password' } });
    }
    expect(
      (await t.graphql(LOGIN, { input: { email: 'kavya@example.com', password: 'right-password' } })).body.data.logIn
        .__typename,
    ).toBe('RateLimitedError');
    await t.rest('PATCH', '/users/forgot-password-otp', { email: 'kavya@example.com' });
    // the reset mail is handed to the mailer before the answer (and sent after it)
    const code = /\b(\d{6})\b/.exec(t.mailer.lastTo('kavya@example.com')!.text)![1];
    const reset = await t.rest('PATCH', '/users/forgot-password', {
      email: 'kavya@example.com',
      emailOTP: code,
      password: 'new-password',
      confirmPassword: 'new-password',
    });
    expect(reset.status).toBe(200);
    expect(
      (await t.graphql(LOGIN, { input: { email: 'kavya@example.com', password: 'new-password' } })).body.data.logIn
        .__typename,
    ).toBe('MutationLogInSuccess');
  });

  it('forgets the failures after a successful sign-in', async () => {
    await account('asha@example.com');
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await t.graphql(LOGIN, { input: { email: 'asha@example.com', password: 'wrong-password' } });
    }
    expect(
      (await t.graphql(LOGIN, { input: { email: 'asha@example.com', password: 'right-password' } })).body.data.logIn
        .__typename,
    ).toBe('MutationLogInSuccess');
    // nine more failures (eight here, one below) would block the address, had the first nine still counted
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await t.graphql(LOGIN, { input: { email: 'asha@example.com', password: 'wrong-password' } });
    }
    await t.graphql(LOGIN, { input: { email: 'asha@example.com', password: 'wrong-password' } });
    expect(
      (await t.graphql(LOGIN, { input: { email: 'asha@example.com', password: 'right-password' } })).body.data.logIn
        .__typename,
    ).toBe('MutationLogInSuccess');
  });
});
