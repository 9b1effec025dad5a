import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestContext } from '../../context.ts';
import { LoginRefusedError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import { OTP_LIFETIME_SECONDS } from './otp.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { logIn, resetPassword, sendPasswordResetOtp, sendSignupOtp, signUp } from './service.ts';
import { TOKEN_LIFETIME_SECONDS } from './tokens.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: RequestContext;
beforeAll(async () => {
  t = await createTestApp();
});
// each test is another visitor, so the per-network caps of the whole file do not add up
let visitors = 0;
beforeEach(() => {
  visitors += 1;
  ctx = { ...t.contextFor(null, `accounts-visitor-${visitors}`), logger: createLogger('silent') };
});
afterAll(() => t.close());

const SEND_SIGNUP_OTP = /* GraphQL */ `
  mutation ($input: SendSignupOtpInput!) {
    sendSignupOtp(input: $input) {
      __typename
      ... on MutationSendSignupOtpSuccess {
        otpSent {
          sentTo
          resendAfterSeconds
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
    }
  }
`;
const SIGN_UP = /* GraphQL */ `
  mutation ($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on MutationSignUpSuccess {
        accountRequest {
          status
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;
const LOG_IN = /* GraphQL */ `
  mutation ($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on MutationLogInSuccess {
        session {
          token
          name
          contact
          role
          credits
          expiresAt
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on LoginRefusedError {
        reason
      }
    }
  }
`;
const SEND_RESET_OTP = /* GraphQL */ `
  mutation ($input: SendPasswordResetOtpInput!) {
    sendPasswordResetOtp(input: $input) {
      __typename
      ... on MutationSendPasswordResetOtpSuccess {
        otpSent {
          sentTo
          resendAfterSeconds
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
    }
  }
`;
const RESET_PASSWORD = /* GraphQL */ `
  mutation ($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on MutationResetPasswordSuccess {
        session {
          token
          name
          contact
          role
          credits
          expiresAt
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on LoginRefusedError {
        reason
      }
    }
  }
`;
const VIEWER = /* GraphQL */ `
  query {
    viewer {
      name
      email
      status
      credits
    }
  }
`;

let counter = 0;
function freshEmail(prefix = 'new') {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.com`;
}

/** The code of the last mail to `email`, read from its first line as a person (or the outbox log) would. */
function codeSentTo(email: string): string {
  const mail = t.mailer.lastTo(email);
  const match = /^Your verification code is (\d{6})$/.exec(mail?.text.split('\n')[0] ?? '');
  if (!match) throw new Error(`no code was mailed to ${email}`);
  return match[1]!;
}

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

function signUpInput(email: string, emailOTP: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Rao',
    contact: '9876543210',
    email,
    emailOTP,
    password: 'long-enough-password',
    confirmPassword: 'long-enough-password',
    address: '12 MG Road, Bengaluru',
    dateOfBirth: '1994-03-12',
    ...overrides,
  };
}

async function otpRows(email: string, purpose: 'signup' | 'password_reset' = 'signup') {
  return t.database.prisma.otpCode.findMany({ where: { email, purpose }, orderBy: { id: 'asc' } });
}

/** An account made through the real sign-up flow, then put in `status` by hand. */
async function registeredAccount(
  status: 'requested' | 'active' | 'rejected' | 'suspended' = 'active',
  suspensionReason: string | null = null,
) {
  const email = freshEmail('member');
  await sendSignupOtp(ctx, { email, contact: '9876543210' });
  await signUp(ctx, signUpInput(email, codeSentTo(email)));
  const user = await t.database.prisma.user.update({ where: { email }, data: { status, suspensionReason } });
  return { user, email, password: 'long-enough-password' };
}

describe('sign-up code', () => {
  it('mails a 6-digit code and stores only its keyed hash, valid 10 minutes', async () => {
    const email = freshEmail();
    const { body } = await t.graphql(SEND_SIGNUP_OTP, {
      input: { email: `  ${email.toUpperCase()} `, contact: '9876543210' },
    });
    expect(body.data.sendSignupOtp).toEqual({
      __typename: 'MutationSendSignupOtpSuccess',
      otpSent: { sentTo: email, resendAfterSeconds: 60 },
    });
    const mail = t.mailer.lastTo(email)!;
    expect(mail.subject).toBe('Your sign-up code');
    const code = codeSentTo(email);
    const [row] = await otpRows(email);
    expect(row).toMatchObject({ purpose: 'signup', attempts: 0, consumedAt: null });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(OTP_LIFETIME_SECONDS * 1000);
  });

  it.each([
    [{ contact: '12345' }, 'contact', 'Contact Number must have 10 characters'],
    [{ contact: '98765432101' }, 'contact', 'Contact Number must have 10 characters'],
    [{ contact: 'abcdefghij' }, 'contact', 'Contact Number must have 10 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please Enter a valid email address'],
    [{ email: 'a@b' }, 'email', 'Please Enter a valid email address'],
    [{ email: `${'a'.repeat(10_000)}@example.com` }, 'email', 'Please Enter a valid email address'],
    [{ email: "x' OR 1=1; --@example.com" }, 'email', 'Please Enter a valid email address'],
  ])('refuses %o with the SPEC message, stores and sends nothing', async (change, field, message) => {
    const rowsBefore = await t.database.prisma.otpCode.count();
    const mailsBefore = t.mailer.sent.length;
    const { body } = await t.graphql(SEND_SIGNUP_OTP, {
      input: { email: freshEmail(), contact: '9876543210', ...change },
    });
    expect(body.data.sendSignupOtp).toEqual({ __typename: 'ValidationError', message, field });
    expect(await t.database.prisma.otpCode.count()).toBe(rowsBefore);
    expect(t.mailer.sent.length).toBe(mailsBefore);
  });

  it('answers an address that already has an account like a new one, and tells its owner by mail (no code)', async () => {
    const email = freshEmail('member');
    await t.createUser({ email });
    const fresh = freshEmail();
    const mailsBefore = t.mailer.sent.length;
    const known = await t.graphql(SEND_SIGNUP_OTP, { input: { email: email.toUpperCase(), contact: '9876543210' } });
    const unknown = await t.graphql(SEND_SIGNUP_OTP, { input: { email: fresh, contact: '9876543210' } });
    expect(known.body.data.sendSignupOtp).toEqual({
      __typename: 'MutationSendSignupOtpSuccess',
      otpSent: { sentTo: email, resendAfterSeconds: 60 },
    });
    expect(unknown.body.data.sendSignupOtp).toEqual({
      __typename: 'MutationSendSignupOtpSuccess',
      otpSent: { sentTo: fresh, resendAfterSeconds: 60 },
    });
    expect(t.mailer.sent.length).toBe(mailsBefore + 2);
    const notice = t.mailer.lastTo(email)!;
    expect(notice.subject).toBe('Someone tried to register with your address');
    expect(notice.text).not.toMatch(/\d{6}/);
    // the same database work on both paths: a code is stored (never mailed), and the resend lock holds alike
    expect(await otpRows(email)).toHaveLength(1);
    const again = await t.graphql(SEND_SIGNUP_OTP, { input: { email, contact: '9876543210' } });
    const againFresh = await t.graphql(SEND_SIGNUP_OTP, { input: { email: fresh, contact: '9876543210' } });
    expect(again.body.data.sendSignupOtp).toMatchObject({
      __typename: 'RateLimitedError',
      message: expect.stringMatching(/^Please wait \d+ seconds? before requesting another OTP\.$/),
    });
    expect(againFresh.body.data.sendSignupOtp.__typename).toBe('RateLimitedError');
  });

  it('holds a 60-second resend lock on the server, then a new code replaces the old one', async () => {
    const email = freshEmail();
    const start = new Date('2030-03-01T10:00:00Z');
    await sendSignupOtp(ctx, { email, contact: '9876543210' }, start);
    const first = codeSentTo(email);

    const { body } = await t.graphql(SEND_SIGNUP_OTP, { input: { email, contact: '9876543210' } });
    expect(body.data.sendSignupOtp.__typename).toBe('RateLimitedError');

    const refused = await sendSignupOtp(
      ctx,
      { email, contact: '9876543210' },
      new Date(start.getTime() + 18_000),
    ).catch((error) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({
      message: 'Please wait 42 seconds before requesting another OTP.',
      retryAfterSeconds: 42,
    });
    const lastSecond = await sendSignupOtp(
      ctx,
      { email, contact: '9876543210' },
      new Date(start.getTime() + 59_500),
    ).catch((error) => error);
    expect(lastSecond).toMatchObject({
      message: 'Please wait 1 second before requesting another OTP.',
      retryAfterSeconds: 1,
    });
    expect(await otpRows(email)).toHaveLength(1);

    const later = new Date(start.getTime() + 60_000);
    await sendSignupOtp(ctx, { email, contact: '9876543210' }, later);
    const second = codeSentTo(email);
    expect(await otpRows(email)).toHaveLength(1);
    if (second !== first) {
      await expect(signUp(ctx, signUpInput(email, first), later)).rejects.toThrow('Invalid or expired OTP');
    }
    await expect(signUp(ctx, signUpInput(email, second), later)).resolves.toEqual({ status: 'requested' });
  });

  it.runIf(onRealPostgres)('of 5 parallel requests for one address, exactly one sends a code', async () => {
    const email = freshEmail('burst');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => sendSignupOtp(ctx, { email, contact: '9876543210' })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(RateLimitedError);
    }
    expect(t.mailer.sent.filter((mail) => mail.to === email)).toHaveLength(1);
    expect(await otpRows(email)).toHaveLength(1);
  });

  it('answers before the mail goes out, and keeps no code when it cannot be sent, so the user may ask again at once', async () => {
    const email = freshEmail();
    const failing = { ...ctx, mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    await expect(sendSignupOtp(failing, { email, contact: '9876543210' })).resolves.toEqual({
      sentTo: email,
      resendAfterSeconds: 60,
    });
    await vi.waitFor(async () => expect(await otpRows(email)).toHaveLength(0), { timeout: 10_000 });
    await expect(sendSignupOtp(ctx, { email, contact: '9876543210' })).resolves.toMatchObject({ sentTo: email });
  });
});

describe('sign-up', () => {
  it('creates an account request (requested, user, argon2id) and uses the code up', async () => {
    const email = freshEmail();
    await t.graphql(SEND_SIGNUP_OTP, { input: { email, contact: '9876543210' } });
    const code = codeSentTo(email);
    const usersBefore = await t.database.prisma.user.count();
    const { body } = await t.graphql(SIGN_UP, { input: signUpInput(email.toUpperCase(), code) });
    expect(body.data.signUp).toEqual({ __typename: 'MutationSignUpSuccess', accountRequest: { status: 'requested' } });
    expect(await t.database.prisma.user.count()).toBe(usersBefore + 1);
    const user = await t.database.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({
      name: 'Asha Rao',
      contact: '9876543210',
      address: '12 MG Road, Bengaluru',
      role: 'user',
      status: 'requested',
      credits: 0,
      suspensionReason: null,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, 'long-enough-password')).toBe(true);
    expect((await otpRows(email))[0]!.consumedAt).not.toBeNull();

    // the same code again: used up (and an address with an account is answered like a wrong code)
    const again = await t.graphql(SIGN_UP, { input: signUpInput(email, code) });
    expect(again.body.data.signUp).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid or expired OTP',
      field: 'emailOTP',
    });
    expect(await t.database.prisma.user.count()).toBe(usersBefore + 1);
  });

  it('makes the address optional', async () => {
    const email = freshEmail();
    await sendSignupOtp(ctx, { email, contact: '9876543210' });
    const { address: _address, ...withoutAddress } = signUpInput(email, codeSentTo(email));
    const { body } = await t.graphql(SIGN_UP, { input: withoutAddress });
    expect(body.data.signUp.accountRequest.status).toBe('requested');
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { email } })).address).toBe('');
  });

  it.each([
    [{ name: '   ' }, 'name', 'Please Enter a name'],
    [{ name: 'x'.repeat(10_000) }, 'name', 'Must be at most 100 characters'],
    [{ contact: '123' }, 'contact', 'Contact Number must have 10 characters'],
    [{ contact: '98765-4321' }, 'contact', 'Contact Number must have 10 characters'],
    [{ email: 'asha@example' }, 'email', 'Please Enter a valid email address'],
    [{ emailOTP: '12345' }, 'emailOTP', 'Email OTP must have 6 digits'],
    [{ emailOTP: '12a456' }, 'emailOTP', 'Email OTP must have 6 digits'],
    [{ emailOTP: "' OR '1'='1" }, 'emailOTP', 'Email OTP must have 6 digits'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ confirmPassword: 'something-else' }, 'confirmPassword', 'Password and Confirm Password must be the same'],
    [{ address: 'a'.repeat(10_000) }, 'address', 'Address must be at most 500 characters'],
  ])('refuses %o with its message, creates nothing and spends no try', async (change, field, message) => {
    const email = freshEmail();
    await sendSignupOtp(ctx, { email, contact: '9876543210' });
    const usersBefore = await t.database.prisma.user.count();
    const { body } = await t.graphql(SIGN_UP, { input: { ...signUpInput(email, codeSentTo(email)), ...change } });
    expect(body.data.signUp).toEqual({ __typename: 'ValidationError', message, field });
    expect(await t.database.prisma.user.count()).toBe(usersBefore);
    expect((await otpRows(email))[0]).toMatchObject({ attempts: 0, consumedAt: null });
  });

  it('refuses wrong-typed values (GraphQL types, and the service for REST callers)', async () => {
    const email = freshEmail();
    const typed = await t.graphql(SIGN_UP, { input: { ...signUpInput(email, '123456'), name: 12345 } });
    expect(typed.status).toBe(400);
    await expect(signUp(ctx, { ...signUpInput(email, '123456'), name: 12345 } as never)).rejects.toMatchObject({
      message: 'Please Enter a name',
      field: 'name',
    });
    await expect(signUp(ctx, { ...signUpInput(email, '123456'), emailOTP: 123456 } as never)).rejects.toMatchObject({
      message: 'Email OTP must have 6 digits',
    });
    await expect(signUp(ctx, null as never)).rejects.toBeInstanceOf(ValidationError);
  });

  it('stores hostile text inertly, as given', async () => {
    const email = freshEmail();
    await sendSignupOtp(ctx, { email, contact: '9876543210' });
    const name = `<script>alert(1)</script>'); DROP TABLE users; --`;
    const address = `<img src=x onerror=alert(1)> Robert'); DELETE FROM users; --`;
    await signUp(ctx, signUpInput(email, codeSentTo(email), { name, address }));
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ name, address });
  });

  it('refuses a wrong code (counting the try); 5 wrong tries burn the code', async () => {
    const email = freshEmail();
    await sendSignupOtp(ctx, { email, contact: '9876543210' });
    const code = codeSentTo(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { body } = await t.graphql(SIGN_UP, { input: signUpInput(email, wrongCode(code)) });
      expect(body.data.signUp).toEqual({
        __typename: 'ValidationError',
        message: 'Invalid or expired OTP',
        field: 'emailOTP',
      });
      expect((await otpRows(email))[0]!.attempts).toBe(attempt);
    }
    const { body } = await t.graphql(SIGN_UP, { input: signUpInput(email, code) });
    expect(body.data.signUp).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid or expired OTP',
      field: 'emailOTP',
    });
    expect(await t.database.prisma.user.findUnique({ where: { email } })).toBeNull();
  });

  it('accepts the right code on the fifth try', async () => {
    const email = freshEmail();
    await sendSignupOtp(ctx, { email, contact: '9876543210' });
    const code = codeSentTo(email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(signUp(ctx, signUpInput(email, wrongCode(code)))).rejects.toThrow('Invalid or expired OTP');
    }
    await expect(signUp(ctx, signUpInput(email, code))).resolves.toEqual({ status: 'requested' });
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = freshEmail();
    const sent = new Date('2030-03-01T10:00:00Z');
    await sendSignupOtp(ctx, { email, contact: '9876543210' }, sent);
    const code = codeSentTo(email);
    const expired = new Date(sent.getTime() + OTP_LIFETIME_SECONDS * 1000);
    await expect(signUp(ctx, signUpInput(email, code), expired)).rejects.toMatchObject({
      message: 'Invalid or expired OTP',
      field: 'emailOTP',
    });
    expect(await t.database.prisma.user.findUnique({ where: { email } })).toBeNull();
    const justInTime = new Date(expired.getTime() - 1000);
    await expect(signUp(ctx, signUpInput(email, code), justInTime)).resolves.toEqual({ status: 'requested' });
  });

  it('refuses a code sent to another address, or for a password reset', async () => {
    const email = freshEmail();
    const other = freshEmail();
    await sendSignupOtp(ctx, { email, contact: '9876543210' });
    await sendSignupOtp(ctx, { email: other, contact: '9876543210' });
    await expect(signUp(ctx, signUpInput(other, codeSentTo(email)))).rejects.toThrow('Invalid or expired OTP');
    const { email: member } = await registeredAccount();
    await sendPasswordResetOtp(ctx, { email: member });
    const noCode = freshEmail();
    await expect(signUp(ctx, signUpInput(noCode, codeSentTo(member)))).rejects.toThrow('Invalid or expired OTP');
  });

  it('refuses an address registered after the code was sent like a wrong code, and keeps the code', async () => {
    const email = freshEmail();
    await sendSignupOtp(ctx, { email, contact: '9876543210' });
    await t.createUser({ email });
    await expect(signUp(ctx, signUpInput(email, codeSentTo(email)))).rejects.toThrow(
      new ValidationError('Invalid or expired OTP', 'emailOTP'),
    );
    expect(await t.database.prisma.user.count({ where: { email } })).toBe(1);
    expect((await otpRows(email))[0]!.consumedAt).toBeNull();
  });

  it.runIf(onRealPostgres)(
    '10 parallel sign-ups with one address and one valid code create exactly one account',
    async () => {
      const email = freshEmail('race');
      await sendSignupOtp(ctx, { email, contact: '9876543210' });
      const code = codeSentTo(email);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, index) => signUp(ctx, signUpInput(email, code, { name: `Racer ${index}` }))),
      );
      const succeeded = results.filter((result) => result.status === 'fulfilled');
      expect(succeeded).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ValidationError);
      }
      expect(await t.database.prisma.user.count({ where: { email } })).toBe(1);
      expect((await otpRows(email))[0]!.consumedAt).not.toBeNull();
    },
  );
});

describe('log-in', () => {
  it('answers a session whose token reads the viewer with its credits', async () => {
    const { user, email, password } = await registeredAccount('active');
    await t.database.prisma.user.update({ where: { id: user.id }, data: { credits: 7 } });
    const before = Date.now();
    const { body } = await t.graphql(LOG_IN, { input: { email: ` ${email.toUpperCase()}`, password } });
    const after = Date.now();
    const session = body.data.logIn.session;
    expect(body.data.logIn.__typename).toBe('MutationLogInSuccess');
    expect(session).toMatchObject({ name: 'Asha Rao', contact: '9876543210', role: 'user', credits: 7 });
    // the lifetime counts from the moment of log-in (whole seconds), however long the request took
    const expiresAt = new Date(session.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThan(before + (TOKEN_LIFETIME_SECONDS - 1) * 1000);
    expect(expiresAt).toBeLessThanOrEqual(after + TOKEN_LIFETIME_SECONDS * 1000);
    const viewer = await t.graphql(VIEWER, {}, session.token);
    expect(viewer.body.data.viewer).toEqual({ name: 'Asha Rao', email, status: 'active', credits: 7 });
  });

  it('answers an admin session with the admin role', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const session = await logIn(ctx, { email: admin.email, password: 'password123' });
    expect(session.role).toBe('admin');
  });

  it('gives one answer for a wrong password and an unknown address', async () => {
    const { email } = await registeredAccount('active');
    const wrong = await t.graphql(LOG_IN, { input: { email, password: 'wrong-password' } });
    const unknown = await t.graphql(LOG_IN, { input: { email: freshEmail('nobody'), password: 'wrong-password' } });
    const refusal = { __typename: 'LoginRefusedError', message: 'Invalid email or password', reason: null };
    expect(wrong.body.data.logIn).toEqual(refusal);
    expect(unknown.body.data.logIn).toEqual(refusal);
    const injected = await t.graphql(LOG_IN, {
      input: { email: "admin@example.com' OR '1'='1", password: "' OR '1'='1' --" },
    });
    expect(injected.body.data.logIn).toEqual({
      __typename: 'ValidationError',
      message: 'Please Enter a valid email address',
      field: 'email',
    });
  });

  it.each([
    [{ email: 'nobody' }, 'email', 'Please Enter a valid email address'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(10_000) }, 'password', 'Password must be at most 200 characters'],
  ])('refuses %o with its message', async (change, field, message) => {
    const { body } = await t.graphql(LOG_IN, {
      input: { email: 'someone@example.com', password: 'long-enough', ...change },
    });
    expect(body.data.logIn).toEqual({ __typename: 'ValidationError', message, field });
  });

  it.each([
    ['suspended', 'Payment dispute', 'Your account has been suspended.', 'Payment dispute'],
    ['suspended', null, 'Your account has been suspended.', null],
    ['rejected', 'Incomplete details', 'Your account request was rejected.', 'Incomplete details'],
    ['requested', null, 'Your account is awaiting approval.', null],
  ] as const)('refuses a %s account (reason %s) with its banner', async (status, reason, message, shown) => {
    const { email, password } = await registeredAccount(status, reason);
    const { body } = await t.graphql(LOG_IN, { input: { email, password } });
    expect(body.data.logIn).toEqual({ __typename: 'LoginRefusedError', message, reason: shown });
  });

  it('tells nothing about the account state without the right password', async () => {
    const { email } = await registeredAccount('suspended', 'Private reason');
    await expect(logIn(ctx, { email, password: 'not-the-password' })).rejects.toEqual(
      new LoginRefusedError('Invalid email or password', null),
    );
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    const { email } = await registeredAccount('active');
    const unknown = freshEmail('nobody');
    const known = await t.graphql(SEND_RESET_OTP, { input: { email } });
    const stranger = await t.graphql(SEND_RESET_OTP, { input: { email: unknown } });
    expect(known.body.data.sendPasswordResetOtp).toEqual({
      __typename: 'MutationSendPasswordResetOtpSuccess',
      otpSent: { sentTo: email, resendAfterSeconds: 60 },
    });
    expect(stranger.body.data.sendPasswordResetOtp).toEqual({
      __typename: 'MutationSendPasswordResetOtpSuccess',
      otpSent: { sentTo: unknown, resendAfterSeconds: 60 },
    });
    expect(t.mailer.lastTo(email)!.subject).toBe('Your password reset code');
    expect(codeSentTo(email)).toMatch(/^\d{6}$/);
    expect(t.mailer.lastTo(unknown)).toBeUndefined();
    expect(await otpRows(unknown, 'password_reset')).toHaveLength(0);
  });

  it('holds the resend lock for an account, with the same answer and no new mail', async () => {
    const { email } = await registeredAccount('active');
    const start = new Date('2030-04-01T08:00:00Z');
    await sendPasswordResetOtp(ctx, { email }, start);
    const mailsBefore = t.mailer.sent.length;
    await expect(sendPasswordResetOtp(ctx, { email }, new Date(start.getTime() + 30_000))).resolves.toEqual({
      sentTo: email,
      resendAfterSeconds: 60,
    });
    expect(t.mailer.sent.length).toBe(mailsBefore);
    await sendPasswordResetOtp(ctx, { email }, new Date(start.getTime() + 60_000));
    expect(t.mailer.sent.length).toBe(mailsBefore + 1);
  });

  it('answers before the mail goes out, and drops the code when the mail fails', async () => {
    const { email } = await registeredAccount('active');
    const failing = { ...ctx, mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    await expect(sendPasswordResetOtp(failing, { email })).resolves.toEqual({ sentTo: email, resendAfterSeconds: 60 });
    await vi.waitFor(async () => expect(await otpRows(email, 'password_reset')).toHaveLength(0), { timeout: 10_000 });
    await sendPasswordResetOtp(ctx, { email });
    expect(await otpRows(email, 'password_reset')).toHaveLength(1);
  });

  it('refuses a malformed address', async () => {
    const { body } = await t.graphql(SEND_RESET_OTP, { input: { email: '<script>@x' } });
    expect(body.data.sendPasswordResetOtp).toEqual({
      __typename: 'ValidationError',
      message: 'Please Enter a valid email address',
      field: 'email',
    });
  });

  it('sets the new password, ends the old sessions, uses the code up and signs in', async () => {
    const { email, password } = await registeredAccount('active');
    const old = await logIn(ctx, { email, password });
    expect((await t.graphql(VIEWER, {}, old.token)).body.data.viewer.email).toBe(email);

    await t.graphql(SEND_RESET_OTP, { input: { email } });
    const code = codeSentTo(email);
    const input = { email, emailOTP: code, password: 'brand-new-password', confirmPassword: 'brand-new-password' };
    const { body } = await t.graphql(RESET_PASSWORD, { input });
    expect(body.data.resetPassword.__typename).toBe('MutationResetPasswordSuccess');
    expect(body.data.resetPassword.session).toMatchObject({
      name: 'Asha Rao',
      contact: '9876543210',
      role: 'user',
      credits: 0,
    });

    const oldViewer = await t.graphql(VIEWER, {}, old.token);
    expect(oldViewer.body.data.viewer).toBeNull();
    expect((await t.graphql(VIEWER, {}, body.data.resetPassword.session.token)).body.data.viewer.email).toBe(email);
    await expect(logIn(ctx, { email, password })).rejects.toThrow('Invalid email or password');
    await expect(logIn(ctx, { email, password: 'brand-new-password' })).resolves.toMatchObject({ name: 'Asha Rao' });

    const reused = await t.graphql(RESET_PASSWORD, {
      input: { ...input, password: 'third-password', confirmPassword: 'third-password' },
    });
    expect(reused.body.data.resetPassword).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid or expired OTP',
      field: 'emailOTP',
    });
  });

  it.each([
    [{ email: 'bad' }, 'email', 'Please Enter a valid email address'],
    [{ emailOTP: '1234567' }, 'emailOTP', 'Email OTP must have 6 digits'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ confirmPassword: 'different-password' }, 'confirmPassword', 'Password and Confirm Password must be the same'],
  ])('refuses %o with its message and changes nothing', async (change, field, message) => {
    const { user, email } = await registeredAccount('active');
    await sendPasswordResetOtp(ctx, { email });
    const input = {
      email,
      emailOTP: codeSentTo(email),
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
      ...change,
    };
    const { body } = await t.graphql(RESET_PASSWORD, { input });
    expect(body.data.resetPassword).toEqual({ __typename: 'ValidationError', message, field });
    const after = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.passwordHash).toBe(user.passwordHash);
    expect(after.tokenVersion).toBe(user.tokenVersion);
  });

  it('refuses a wrong, expired or burned code without changing the password', async () => {
    const { user, email, password } = await registeredAccount('active');
    const sent = new Date('2030-05-01T08:00:00Z');
    await sendPasswordResetOtp(ctx, { email }, sent);
    const code = codeSentTo(email);
    const input = { email, emailOTP: code, password: 'brand-new-password', confirmPassword: 'brand-new-password' };
    await expect(resetPassword(ctx, input, new Date(sent.getTime() + OTP_LIFETIME_SECONDS * 1000 + 1))).rejects.toThrow(
      'Invalid or expired OTP',
    );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(resetPassword(ctx, { ...input, emailOTP: wrongCode(code) }, sent)).rejects.toThrow(
        'Invalid or expired OTP',
      );
    }
    await expect(resetPassword(ctx, input, sent)).rejects.toThrow('Invalid or expired OTP');
    const after = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.passwordHash).toBe(user.passwordHash);
    await expect(logIn(ctx, { email, password })).resolves.toMatchObject({ name: 'Asha Rao' });
  });

  it('answers an unknown address like a wrong code', async () => {
    const input = {
      email: freshEmail('nobody'),
      emailOTP: '123456',
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    };
    const { body } = await t.graphql(RESET_PASSWORD, { input });
    expect(body.data.resetPassword).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid or expired OTP',
      field: 'emailOTP',
    });
  });

  it("changes a suspended account's password but answers its login refusal", async () => {
    const { user, email } = await registeredAccount('suspended', 'Fake photos');
    await sendPasswordResetOtp(ctx, { email });
    const input = {
      email,
      emailOTP: codeSentTo(email),
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    };
    const { body } = await t.graphql(RESET_PASSWORD, { input });
    expect(body.data.resetPassword).toEqual({
      __typename: 'LoginRefusedError',
      message: 'Your account has been suspended.',
      reason: 'Fake photos',
    });
    const after = await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(after.passwordHash, 'brand-new-password')).toBe(true);
    expect(after.tokenVersion).toBe(user.tokenVersion + 1);
  });
});

describe('authorisation of the account fields', () => {
  it('lets anyone call them, even with a dead session in the header', async () => {
    const active = await t.createUser();
    const suspended = await t.createUser();
    const suspendedToken = await t.tokenFor(suspended);
    await t.database.prisma.user.update({
      where: { id: suspended.id },
      data: { status: 'suspended', tokenVersion: { increment: 1 } },
    });
    const admin = await t.createUser({ role: 'admin' });
    const callers = {
      visitor: undefined,
      user: await t.tokenFor(active),
      suspended: suspendedToken,
      admin: await t.tokenFor(admin),
    };
    for (const [caller, token] of Object.entries(callers)) {
      const email = freshEmail(caller);
      const sent = await t.graphql(SEND_SIGNUP_OTP, { input: { email, contact: '9876543210' } }, token);
      expect(sent.body.data.sendSignupOtp.__typename, caller).toBe('MutationSendSignupOtpSuccess');
      const signedUp = await t.graphql(SIGN_UP, { input: signUpInput(email, codeSentTo(email)) }, token);
      expect(signedUp.body.data.signUp.__typename, caller).toBe('MutationSignUpSuccess');
      const loggedIn = await t.graphql(LOG_IN, { input: { email: active.email, password: 'password123' } }, token);
      expect(loggedIn.body.data.logIn.__typename, caller).toBe('MutationLogInSuccess');
      const resetSent = await t.graphql(SEND_RESET_OTP, { input: { email: freshEmail('nobody') } }, token);
      expect(resetSent.body.data.sendPasswordResetOtp.__typename, caller).toBe('MutationSendPasswordResetOtpSuccess');
    }
  });

  it("shows the viewer only to a live session, and null to a visitor or a suspended user's old token", async () => {
    const active = await t.createUser();
    const token = await t.tokenFor(active);
    expect((await t.graphql(VIEWER, {}, token)).body.data.viewer).toMatchObject({ email: active.email, credits: 0 });
    expect((await t.graphql(VIEWER, {})).body).toEqual({ data: { viewer: null } });
    await t.database.prisma.user.update({
      where: { id: active.id },
      data: { status: 'suspended', tokenVersion: { increment: 1 } },
    });
    expect((await t.graphql(VIEWER, {}, token)).body).toEqual({ data: { viewer: null } });
  });

  it('exposes no password hash, token version or code on the session and code answers', async () => {
    const { body } = await t.graphql(/* GraphQL */ `
      {
        session: __type(name: "Session") {
          fields {
            name
          }
        }
        otpSent: __type(name: "OtpSent") {
          fields {
            name
          }
        }
        accountRequest: __type(name: "AccountRequest") {
          fields {
            name
          }
        }
      }
    `);
    const names = (type: { fields: { name: string }[] }) => type.fields.map((field) => field.name).sort();
    expect(names(body.data.session)).toEqual(['contact', 'credits', 'expiresAt', 'name', 'role', 'token']);
    expect(names(body.data.otpSent)).toEqual(['resendAfterSeconds', 'sentTo']);
    expect(names(body.data.accountRequest)).toEqual(['status']);
  });
});
