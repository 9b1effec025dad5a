// Contract tests of the account and user-management REST routes (SPEC section 7), through the real
// HTTP app: POST /api/users/login, POST /api/users/signup-otp, POST /api/users/signup,
// PATCH /api/users/forgot-password-otp, PATCH /api/users/forgot-password, GET /api/users/credits,
// POST /api/users and PUT /api/users/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { createCallers } from '../../test/rest-callers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];
type Person = Awaited<ReturnType<typeof t.createUser>>;

let admin: Person;
let adminToken: string;
let advertiser: Person;
let advertiserToken: string;
/** a token issued before its account was suspended */
let suspendedToken: string;
/** a token issued to an admin before that admin was suspended */
let suspendedAdminToken: string;

/** the password t.createUser gives every account */
const PASSWORD = 'password123';
const USER_KEYS = ['address', 'contact', 'credits', 'email', 'id', 'name', 'role', 'status', 'suspension_reason'];
const SESSION_KEYS = ['contact', 'credits', 'name', 'role', 'token'];

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  const callers = await createCallers(t);
  ({ admin, advertiser } = callers);
  adminToken = callers.tokens.admin!;
  advertiserToken = callers.tokens.user!;
  suspendedToken = callers.tokens.suspended!;
  suspendedAdminToken = callers.tokens.suspendedAdmin!;
});
afterAll(() => t.close());

// ---- helpers -----------------------------------------------------------------------------------

async function suspend(id: number, reason: string | null = null) {
  await prisma.user.update({
    where: { id },
    data: { status: 'suspended', suspensionReason: reason, tokenVersion: { increment: 1 } },
  });
}

// the answer's parts these tests compare
async function api(...args: Parameters<typeof t.rest>) {
  const { status, body, headers } = await t.rest(...args);
  return { status, body, headers };
}

/** The 6-digit code of the last mail to `email`. */
function codeMailedTo(email: string): string {
  const mail = t.mailer.lastTo(email);
  expect(mail).toBeDefined();
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

function mailsTo(email: string): number {
  return t.mailer.sent.filter((mail) => mail.to === email).length;
}

/** A code different from `code` (6 digits too). */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

let emailCounter = 0;
function freshEmail(prefix: string): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}@example.com`;
}

async function statusOf(id: number) {
  return (await prisma.user.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
}

function expectUserShape(user: Record<string, unknown>) {
  expect(Object.keys(user).sort()).toEqual(USER_KEYS);
  expect(typeof user.id).toBe('number');
  expect(typeof user.name).toBe('string');
  expect(typeof user.email).toBe('string');
  expect(typeof user.contact).toBe('string');
  expect(typeof user.address).toBe('string');
  expect(['requested', 'active', 'rejected', 'suspended']).toContain(user.status);
  expect(['admin', 'user']).toContain(user.role);
  expect(Number.isInteger(user.credits)).toBe(true);
  expect(user.suspension_reason === null || typeof user.suspension_reason === 'string').toBe(true);
}

function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  for (const secret of ['passwordHash', 'password_hash', 'tokenVersion', 'token_version', 'argon2', 'codeHash']) {
    expect(text).not.toContain(secret);
  }
}

// ---- POST /users/login ---------------------------------------------------------------------------

describe('POST /users/login', () => {
  it('answers 200 { token, name, contact, role, credits } and the token opens a session', async () => {
    const person = await t.createUser();
    await prisma.user.update({ where: { id: person.id }, data: { credits: 7 } });
    const answer = await api('POST', '/users/login', { email: person.email, password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(SESSION_KEYS);
    expect(answer.body).toMatchObject({ name: person.name, contact: '9876543210', role: 'user', credits: 7 });
    expect(typeof answer.body.token).toBe('string');
    expectNoSecrets(answer.body);
    expect(await api('GET', '/users/credits', undefined, { token: answer.body.token })).toMatchObject({
      status: 200,
      body: { credits: 7 },
    });
  });

  it('accepts the e-mail in any case and answers role admin for an admin', async () => {
    const answer = await api('POST', '/users/login', { email: admin.email.toUpperCase(), password: PASSWORD });
    expect(answer).toMatchObject({ status: 200, body: { name: admin.name, role: 'admin' } });
  });

  it('answers 401 { error, reason: null } for a wrong password or an unknown address, alike', async () => {
    const person = await t.createUser();
    const wrong = await api('POST', '/users/login', { email: person.email, password: 'not-the-password' });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid email or password', reason: null } });
    expect(Object.keys(wrong.body).sort()).toEqual(['error', 'reason']);
    const unknown = await api('POST', '/users/login', { email: 'nobody@example.com', password: PASSWORD });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Invalid email or password', reason: null } });
  });

  it('answers 401 with the reason for a suspended account', async () => {
    const person = await t.createUser();
    await suspend(person.id, 'Fake photos reported');
    const answer = await api('POST', '/users/login', { email: person.email, password: PASSWORD });
    expect(answer).toMatchObject({
      status: 401,
      body: { error: 'Your account has been suspended.', reason: 'Fake photos reported' },
    });
  });

  it('answers 401 for a suspended account without a reason, with reason null', async () => {
    const person = await t.createUser({ status: 'suspended' });
    const answer = await api('POST', '/users/login', { email: person.email, password: PASSWORD });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Your account has been suspended.', reason: null } });
  });

  it('answers 401 with the reason for a rejected account request', async () => {
    const person = await t.createUser({ status: 'rejected' });
    await prisma.user.update({ where: { id: person.id }, data: { suspensionReason: 'Incomplete details' } });
    const answer = await api('POST', '/users/login', { email: person.email, password: PASSWORD });
    expect(answer).toMatchObject({
      status: 401,
      body: { error: 'Your account request was rejected.', reason: 'Incomplete details' },
    });
  });

  it('answers 401 with reason null for an account still awaiting approval', async () => {
    const person = await t.createUser({ status: 'requested' });
    const answer = await api('POST', '/users/login', { email: person.email, password: PASSWORD });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Your account is awaiting approval.', reason: null } });
  });

  it('does not tell a wrong password from a refused account: a wrong password on a suspended account is "Invalid email or password"', async () => {
    const person = await t.createUser();
    await suspend(person.id, 'Spam');
    const answer = await api('POST', '/users/login', { email: person.email, password: 'wrong-password' });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Invalid email or password', reason: null } });
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 'Please Enter a valid email address'],
    [{ password: PASSWORD }, 'Please Enter a valid email address'],
    [{ email: 'someone@example.com', password: 'short' }, 'Password must be at least 8 characters'],
    [{ email: 'someone@example.com' }, 'Password must be at least 8 characters'],
    [{ email: 42, password: PASSWORD }, 'Please Enter a valid email address'],
  ])('answers 400 with the SPEC message for bad input %j', async (body, error) => {
    expect(await api('POST', '/users/login', body)).toMatchObject({ status: 400, body: { error } });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    expect(
      await api('POST', '/users/login', undefined, { raw: { body: '{nope', type: 'application/json' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'The request body must be JSON.' },
    });
    expect(await api('POST', '/users/login', ['a', 'b'])).toMatchObject({
      status: 400,
      body: { error: 'The request body must be a JSON object.' },
    });
  });

  it('is public: a stale token sent along changes nothing', async () => {
    const person = await t.createUser();
    const answer = await api(
      'POST',
      '/users/login',
      { email: person.email, password: PASSWORD },
      { token: suspendedToken },
    );
    expect(answer.status).toBe(200);
  });
});

// ---- sign-up: POST /users/signup-otp and POST /users/signup --------------------------------------

describe('sign-up over REST', () => {
  it('walks the whole flow: OTP by mail, account request, admin accepts, log-in', async () => {
    const email = freshEmail('anita');
    const otp = await api('POST', '/users/signup-otp', { email, contact: '9123456780' });
    expect(otp).toMatchObject({ status: 201, body: { message: 'OTP Sent successfully' } });
    expect(Object.keys(otp.body)).toEqual(['message']);
    const code = codeMailedTo(email);
    expect(JSON.stringify(otp.body)).not.toContain(code);

    const signup = await api('POST', '/users/signup', {
      name: 'Anita',
      contact: '9123456780',
      email,
      emailOTP: code,
      password: 'anita-password',
      confirmPassword: 'anita-password',
      address: 'Pune',
    });
    expect(signup).toMatchObject({ status: 201, body: { message: 'Account Requested successfully' } });
    expect(Object.keys(signup.body)).toEqual(['message']);
    const stored = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(stored).toMatchObject({
      name: 'Anita',
      contact: '9123456780',
      address: 'Pune',
      role: 'user',
      status: 'requested',
      credits: 0,
    });

    expect(await api('POST', '/users/login', { email, password: 'anita-password' })).toMatchObject({
      status: 401,
      body: { error: 'Your account is awaiting approval.', reason: null },
    });

    const requests = await api('POST', '/users', { type: ['requested', 'rejected'] }, { token: adminToken });
    const anita = requests.body.find((user: { email: string }) => user.email === email);
    expect(anita).toMatchObject({ id: stored.id, name: 'Anita', status: 'requested', role: 'user' });

    expect(await api('PUT', `/users/${stored.id}`, { status: 'active' }, { token: adminToken })).toMatchObject({
      status: 200,
      body: { id: stored.id, status: 'active' },
    });
    const login = await api('POST', '/users/login', { email, password: 'anita-password' });
    expect(login).toMatchObject({
      status: 200,
      body: { name: 'Anita', contact: '9123456780', role: 'user', credits: 0 },
    });

    // the code was used once: it cannot make a second account (answered like any wrong code)
    expect(
      await api('POST', '/users/signup', {
        name: 'Anita again',
        contact: '9123456780',
        email,
        emailOTP: code,
        password: 'anita-password',
        confirmPassword: 'anita-password',
        address: '',
      }),
    ).toMatchObject({ status: 400, body: { error: 'Invalid or expired OTP' } });
  });

  it('accepts a sign-up without an address (stored empty)', async () => {
    const email = freshEmail('noaddress');
    await api('POST', '/users/signup-otp', { email, contact: '9123456780' });
    const signup = await api('POST', '/users/signup', {
      name: 'No Address',
      contact: '9123456780',
      email,
      emailOTP: codeMailedTo(email),
      password: 'some-password',
      confirmPassword: 'some-password',
    });
    expect(signup.status).toBe(201);
    expect(await prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ address: '' });
  });

  it('answers an address that already has an account like a new one (201), and mails its owner a notice, not a code', async () => {
    const before = mailsTo(advertiser.email);
    const known = await api('POST', '/users/signup-otp', { email: advertiser.email, contact: '9876543210' });
    const fresh = await api('POST', '/users/signup-otp', { email: freshEmail('fresh'), contact: '9876543210' });
    expect({ status: known.status, body: known.body }).toEqual({ status: fresh.status, body: fresh.body });
    expect(known.status).toBe(201);
    expect(mailsTo(advertiser.email)).toBe(before + 1);
    expect(t.mailer.lastTo(advertiser.email)!.subject).toBe('Someone tried to register with your address');
  });

  it('answers 429 with Retry-After inside the 60-second resend lock, and sends no second mail', async () => {
    const email = freshEmail('hasty');
    expect((await api('POST', '/users/signup-otp', { email, contact: '9123456780' })).status).toBe(201);
    const again = await api('POST', '/users/signup-otp', { email, contact: '9123456780' });
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(/^Please wait \d+ seconds? before requesting another OTP\.$/);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(mailsTo(email)).toBe(1);
  });

  it.each([
    [{ email: 'x@example.com', contact: '12345' }, 'Contact Number must have 10 characters'],
    [{ email: 'x@example.com', contact: '98765432100' }, 'Contact Number must have 10 characters'],
    [{ email: 'x@example.com' }, 'Contact Number must have 10 characters'],
    [{ email: 'x@', contact: '9876543210' }, 'Please Enter a valid email address'],
    [{ contact: '9876543210' }, 'Please Enter a valid email address'],
  ])('POST /users/signup-otp answers 400 with the SPEC message for %j, and sends nothing', async (body, error) => {
    const before = t.mailer.sent.length;
    expect(await api('POST', '/users/signup-otp', body)).toMatchObject({ status: 400, body: { error } });
    expect(t.mailer.sent.length).toBe(before);
  });

  describe('POST /users/signup refusals', () => {
    let email: string;
    let code: string;
    beforeAll(async () => {
      email = freshEmail('careful');
      await api('POST', '/users/signup-otp', { email, contact: '9123456780' });
      code = codeMailedTo(email);
    });
    const valid = () => ({
      name: 'Careful',
      contact: '9123456780',
      email,
      emailOTP: code,
      password: 'careful-password',
      confirmPassword: 'careful-password',
      address: 'Delhi',
    });

    it.each([
      [{ name: '' }, 'Please Enter a name'],
      [{ name: '   ' }, 'Please Enter a name'],
      [{ name: undefined }, 'Please Enter a name'],
      [{ contact: '123' }, 'Contact Number must have 10 characters'],
      [{ email: 'careful.example.com' }, 'Please Enter a valid email address'],
      [{ emailOTP: '12345' }, 'Email OTP must have 6 digits'],
      [{ emailOTP: 'abcdef' }, 'Email OTP must have 6 digits'],
      [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
      [{ confirmPassword: 'different-password' }, 'Password and Confirm Password must be the same'],
    ])('answers 400 with the SPEC message for %j and creates nothing', async (change, error) => {
      const answer = await api('POST', '/users/signup', { ...valid(), ...change });
      expect(answer).toMatchObject({ status: 400, body: { error } });
      expect(await prisma.user.count({ where: { email } })).toBe(0);
    });

    it('answers 400 for a wrong code and creates nothing', async () => {
      const answer = await api('POST', '/users/signup', { ...valid(), emailOTP: wrongCode(code) });
      expect(answer).toMatchObject({ status: 400, body: { error: 'Invalid or expired OTP' } });
      expect(await prisma.user.count({ where: { email } })).toBe(0);
    });

    it('answers 400 for an address that was never sent a code', async () => {
      const answer = await api('POST', '/users/signup', { ...valid(), email: freshEmail('uninvited') });
      expect(answer).toMatchObject({ status: 400, body: { error: 'Invalid or expired OTP' } });
    });

    it('then accepts the right code', async () => {
      expect(await api('POST', '/users/signup', valid())).toMatchObject({
        status: 201,
        body: { message: 'Account Requested successfully' },
      });
    });
  });
});

// ---- password reset: PATCH /users/forgot-password-otp and PATCH /users/forgot-password -----------

describe('password reset over REST', () => {
  it('answers 201 { message } and mails a code to an existing account', async () => {
    const person = await t.createUser();
    const answer = await api('PATCH', '/users/forgot-password-otp', { email: person.email });
    expect(answer).toMatchObject({ status: 201, body: { message: 'OTP Sent successfully' } });
    expect(Object.keys(answer.body)).toEqual(['message']);
    expect(mailsTo(person.email)).toBe(1);
    codeMailedTo(person.email);
  });

  it('answers exactly the same for an address without an account, and mails nothing', async () => {
    const email = freshEmail('stranger');
    const answer = await api('PATCH', '/users/forgot-password-otp', { email });
    expect(answer).toMatchObject({ status: 201, body: { message: 'OTP Sent successfully' } });
    expect(mailsTo(email)).toBe(0);
  });

  it('answers the same inside the resend lock, without a second mail', async () => {
    const person = await t.createUser();
    expect((await api('PATCH', '/users/forgot-password-otp', { email: person.email })).status).toBe(201);
    expect(await api('PATCH', '/users/forgot-password-otp', { email: person.email })).toMatchObject({
      status: 201,
      body: { message: 'OTP Sent successfully' },
    });
    expect(mailsTo(person.email)).toBe(1);
  });

  it('answers 400 for a bad address', async () => {
    expect(await api('PATCH', '/users/forgot-password-otp', { email: 'nope' })).toMatchObject({
      status: 400,
      body: { error: 'Please Enter a valid email address' },
    });
    expect(await api('PATCH', '/users/forgot-password-otp', {})).toMatchObject({
      status: 400,
      body: { error: 'Please Enter a valid email address' },
    });
  });

  it('sets the new password with the code: 200 { token, name, contact, role, credits }, older sessions end', async () => {
    const person = await t.createUser();
    const oldToken = await t.tokenFor(person);
    await api('PATCH', '/users/forgot-password-otp', { email: person.email });
    const answer = await api('PATCH', '/users/forgot-password', {
      email: person.email,
      emailOTP: codeMailedTo(person.email),
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(SESSION_KEYS);
    expect(answer.body).toMatchObject({ name: person.name, contact: '9876543210', role: 'user', credits: 0 });
    expectNoSecrets(answer.body);

    expect(await api('GET', '/users/credits', undefined, { token: answer.body.token })).toMatchObject({ status: 200 });
    expect(await api('GET', '/users/credits', undefined, { token: oldToken })).toMatchObject({
      status: 401,
      body: { error: 'Session Expired. Please log in again.' },
    });
    expect((await api('POST', '/users/login', { email: person.email, password: PASSWORD })).status).toBe(401);
    expect((await api('POST', '/users/login', { email: person.email, password: 'brand-new-password' })).status).toBe(
      200,
    );
  });

  it("changes a suspended account's password but answers its login refusal with the reason", async () => {
    const person = await t.createUser();
    await suspend(person.id, 'Under review');
    await api('PATCH', '/users/forgot-password-otp', { email: person.email });
    const answer = await api('PATCH', '/users/forgot-password', {
      email: person.email,
      emailOTP: codeMailedTo(person.email),
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(answer).toMatchObject({
      status: 401,
      body: { error: 'Your account has been suspended.', reason: 'Under review' },
    });
  });

  describe('PATCH /users/forgot-password refusals', () => {
    let person: Person;
    let code: string;
    let hashBefore: string;
    beforeAll(async () => {
      person = await t.createUser();
      await api('PATCH', '/users/forgot-password-otp', { email: person.email });
      code = codeMailedTo(person.email);
      hashBefore = (await prisma.user.findUniqueOrThrow({ where: { id: person.id } })).passwordHash;
    });
    const valid = () => ({
      email: person.email,
      emailOTP: code,
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });

    it.each([
      [{ email: 'bad' }, 'Please Enter a valid email address'],
      [{ emailOTP: '1234567' }, 'Email OTP must have 6 digits'],
      [{ emailOTP: undefined }, 'Email OTP must have 6 digits'],
      [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
      [{ confirmPassword: 'something-else' }, 'Password and Confirm Password must be the same'],
    ])('answers 400 with the SPEC message for %j and changes nothing', async (change, error) => {
      expect(await api('PATCH', '/users/forgot-password', { ...valid(), ...change })).toMatchObject({
        status: 400,
        body: { error },
      });
      expect((await prisma.user.findUniqueOrThrow({ where: { id: person.id } })).passwordHash).toBe(hashBefore);
    });

    it('answers 400 for a wrong code and changes nothing', async () => {
      expect(await api('PATCH', '/users/forgot-password', { ...valid(), emailOTP: wrongCode(code) })).toMatchObject({
        status: 400,
        body: { error: 'Invalid or expired OTP' },
      });
      expect((await prisma.user.findUniqueOrThrow({ where: { id: person.id } })).passwordHash).toBe(hashBefore);
    });

    it('answers the wrong-code message for an address without an account', async () => {
      expect(await api('PATCH', '/users/forgot-password', { ...valid(), email: freshEmail('ghost') })).toMatchObject({
        status: 400,
        body: { error: 'Invalid or expired OTP' },
      });
    });
  });
});

// ---- GET /users/credits --------------------------------------------------------------------------

describe('GET /users/credits', () => {
  it('answers 200 { credits } with the balance, for a Bearer or a bare token', async () => {
    const person = await t.createUser();
    await prisma.user.update({ where: { id: person.id }, data: { credits: 42 } });
    const token = await t.tokenFor(person);
    const answer = await api('GET', '/users/credits', undefined, { token });
    expect(answer).toMatchObject({ status: 200, body: { credits: 42 } });
    expect(Object.keys(answer.body)).toEqual(['credits']);
    expect(Number.isInteger(answer.body.credits)).toBe(true);
    expect(await api('GET', '/users/credits', undefined, { token, bare: true })).toMatchObject({
      status: 200,
      body: { credits: 42 },
    });
  });

  it('follows the authorisation matrix', async () => {
    expect(await api('GET', '/users/credits')).toMatchObject({
      status: 401,
      body: { error: 'Please log in to continue.' },
    });
    expect(await api('GET', '/users/credits', undefined, { token: 'garbage' })).toMatchObject({
      status: 401,
      body: { error: 'Invalid session token. Please log in again.' },
    });
    expect(await api('GET', '/users/credits', undefined, { token: suspendedToken })).toMatchObject({
      status: 401,
      body: { error: 'Session Expired. Please log in again.' },
    });
    expect(await api('GET', '/users/credits', undefined, { token: adminToken })).toMatchObject({
      status: 403,
      body: { error: 'You are not allowed to do this.' },
    });
    expect(await api('GET', '/users/credits', undefined, { token: advertiserToken })).toMatchObject({ status: 200 });
  });
});

// ---- POST /users ---------------------------------------------------------------------------------

describe('POST /users', () => {
  let active: Person;
  let suspended: Person;
  let requested: Person;
  let rejected: Person;
  beforeAll(async () => {
    active = await t.createUser();
    suspended = await t.createUser();
    await suspend(suspended.id, 'Misleading ad');
    requested = await t.createUser({ status: 'requested' });
    rejected = await t.createUser({ status: 'rejected' });
    await prisma.user.update({ where: { id: active.id }, data: { address: 'Mumbai', credits: 15 } });
  });

  it('answers 200 with the accounts of the statuses asked for, newest first, in the SPEC shape', async () => {
    const answer = await api('POST', '/users', { type: ['active', 'suspended'] }, { token: adminToken });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    for (const user of answer.body) {
      expectUserShape(user);
      expect(['active', 'suspended']).toContain(user.status);
    }
    expectNoSecrets(answer.body);
    const ids: number[] = answer.body.map((user: { id: number }) => user.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).not.toContain(requested.id);
    expect(ids).not.toContain(rejected.id);
    expect(answer.body.find((user: { id: number }) => user.id === active.id)).toEqual({
      id: active.id,
      name: active.name,
      email: active.email,
      contact: '9876543210',
      address: 'Mumbai',
      status: 'active',
      role: 'user',
      credits: 15,
      suspension_reason: null,
    });
    expect(answer.body.find((user: { id: number }) => user.id === suspended.id)).toMatchObject({
      status: 'suspended',
      suspension_reason: 'Misleading ad',
    });
    // the admin's own account is listed too (as the original does); the client shows no actions for it
    expect(answer.body.find((user: { id: number }) => user.id === admin.id)).toMatchObject({ role: 'admin' });
    expect(Number(answer.headers.get('x-total-count'))).toBe(answer.body.length);
  });

  it('lists account requests with [requested, rejected]', async () => {
    const answer = await api('POST', '/users', { type: ['rejected', 'requested'] }, { token: adminToken });
    expect(answer.status).toBe(200);
    const ids: number[] = answer.body.map((user: { id: number }) => user.id);
    expect(ids).toContain(requested.id);
    expect(ids).toContain(rejected.id);
    expect(answer.body.every((user: { status: string }) => ['requested', 'rejected'].includes(user.status))).toBe(true);
  });

  it('takes a single status name as a one-element list, and repeated names once', async () => {
    const single = await api('POST', '/users', { type: 'requested' }, { token: adminToken });
    expect(single.status).toBe(200);
    expect(single.body.length).toBeGreaterThan(0);
    expect(single.body.every((user: { status: string }) => user.status === 'requested')).toBe(true);
    const repeated = await api('POST', '/users', { type: ['requested', 'requested'] }, { token: adminToken });
    expect(repeated.body).toEqual(single.body);
  });

  it('answers an empty list for an empty list of statuses', async () => {
    expect(await api('POST', '/users', { type: [] }, { token: adminToken })).toMatchObject({ status: 200, body: [] });
  });

  it('pages with ?page=&pageSize=', async () => {
    const all = await api('POST', '/users', { type: ['active', 'suspended'] }, { token: adminToken });
    const second = await api(
      'POST',
      '/users?page=2&pageSize=1',
      { type: ['active', 'suspended'] },
      { token: adminToken },
    );
    expect(second.status).toBe(200);
    expect(second.body).toEqual([all.body[1]]);
    expect(second.headers.get('x-total-count')).toBe(String(all.body.length));
    expect(await api('POST', '/users?page=0', { type: ['active'] }, { token: adminToken })).toMatchObject({
      status: 400,
    });
  });

  it.each([
    [{ type: ['active', 'deleted'] }, 'Status must be one of requested, active, rejected, suspended'],
    [{ type: 'everyone' }, 'Status must be one of requested, active, rejected, suspended'],
    [{ type: [1, 2] }, 'Status must be one of requested, active, rejected, suspended'],
    [{}, 'Please choose the statuses to list'],
    [{ type: { active: true } }, 'Please choose the statuses to list'],
  ])('answers 400 for %j', async (body, error) => {
    expect(await api('POST', '/users', body, { token: adminToken })).toMatchObject({ status: 400, body: { error } });
  });

  it('follows the authorisation matrix', async () => {
    const body = { type: ['active'] };
    expect(await api('POST', '/users', body)).toMatchObject({
      status: 401,
      body: { error: 'Please log in to continue.' },
    });
    expect(await api('POST', '/users', body, { token: advertiserToken })).toMatchObject({
      status: 403,
      body: { error: 'You are not allowed to do this.' },
    });
    expect(await api('POST', '/users', body, { token: suspendedToken })).toMatchObject({ status: 401 });
    expect(await api('POST', '/users', body, { token: suspendedAdminToken })).toMatchObject({
      status: 401,
      body: { error: 'Session Expired. Please log in again.' },
    });
    expect(await api('POST', '/users', body, { token: adminToken, bare: true })).toMatchObject({ status: 200 });
  });
});

// ---- PUT /users/{id} -----------------------------------------------------------------------------

describe('PUT /users/{id}', () => {
  it('accepts an account request: 200 with the updated account', async () => {
    const person = await t.createUser({ status: 'requested' });
    const answer = await api('PUT', `/users/${person.id}`, { status: 'active' }, { token: adminToken });
    expect(answer.status).toBe(200);
    expectUserShape(answer.body);
    expectNoSecrets(answer.body);
    expect(answer.body).toEqual({
      id: person.id,
      name: person.name,
      email: person.email,
      contact: '9876543210',
      address: '',
      status: 'active',
      role: 'user',
      credits: 0,
      suspension_reason: null,
    });
    expect(await statusOf(person.id)).toBe('active');
  });

  it('rejects a request with a reason, then activates it (clearing the reason)', async () => {
    const person = await t.createUser({ status: 'requested' });
    expect(
      await api('PUT', `/users/${person.id}`, { status: 'rejected', reason: 'Blurry ID' }, { token: adminToken }),
    ).toMatchObject({
      status: 200,
      body: { status: 'rejected', suspension_reason: 'Blurry ID' },
    });
    expect(await api('PUT', `/users/${person.id}`, { status: 'active' }, { token: adminToken })).toMatchObject({
      status: 200,
      body: { status: 'active', suspension_reason: null },
    });
  });

  it("suspends with a reason: the account's sessions end and its login shows the reason", async () => {
    const person = await t.createUser();
    const token = await t.tokenFor(person);
    expect((await api('GET', '/users/credits', undefined, { token })).status).toBe(200);
    const answer = await api(
      'PUT',
      `/users/${person.id}`,
      { status: 'suspended', reason: 'Spam' },
      { token: adminToken, bare: true },
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { id: person.id, status: 'suspended', suspension_reason: 'Spam' },
    });
    expect(await api('GET', '/users/credits', undefined, { token })).toMatchObject({
      status: 401,
      body: { error: 'Session Expired. Please log in again.' },
    });
    expect(await api('POST', '/users/login', { email: person.email, password: PASSWORD })).toMatchObject({
      status: 401,
      body: { error: 'Your account has been suspended.', reason: 'Spam' },
    });
    // re-activated: the user may sign in again
    expect(await api('PUT', `/users/${person.id}`, { status: 'active' }, { token: adminToken })).toMatchObject({
      status: 200,
    });
    expect((await api('POST', '/users/login', { email: person.email, password: PASSWORD })).status).toBe(200);
  });

  it('answers 409 for a transition the SPEC does not allow, and changes nothing', async () => {
    const person = await t.createUser();
    expect(await api('PUT', `/users/${person.id}`, { status: 'requested' }, { token: adminToken })).toMatchObject({
      status: 409,
      body: { error: 'An active account cannot be moved back to requested.' },
    });
    expect(await api('PUT', `/users/${person.id}`, { status: 'rejected' }, { token: adminToken })).toMatchObject({
      status: 409,
    });
    expect(await api('PUT', `/users/${person.id}`, { status: 'active' }, { token: adminToken })).toMatchObject({
      status: 409,
      body: { error: 'This account is already active.' },
    });
    const requested = await t.createUser({ status: 'requested' });
    expect(await api('PUT', `/users/${requested.id}`, { status: 'suspended' }, { token: adminToken })).toMatchObject({
      status: 409,
      body: { error: 'A requested account cannot be suspended.' },
    });
    expect(await statusOf(person.id)).toBe('active');
    expect(await statusOf(requested.id)).toBe('requested');
  });

  it('answers 403 for an admin account, and changes nothing', async () => {
    const other = await t.createUser({ role: 'admin' });
    expect(await api('PUT', `/users/${other.id}`, { status: 'suspended' }, { token: adminToken })).toMatchObject({
      status: 403,
      body: { error: 'Admin accounts cannot be changed.' },
    });
    expect(await api('PUT', `/users/${admin.id}`, { status: 'suspended' }, { token: adminToken })).toMatchObject({
      status: 403,
    });
    expect(await statusOf(other.id)).toBe('active');
    expect(await statusOf(admin.id)).toBe('active');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(await api('PUT', '/users/999999', { status: 'active' }, { token: adminToken })).toMatchObject({
      status: 404,
      body: { error: 'This account does not exist.' },
    });
    expect(await api('PUT', '/users/abc', { status: 'active' }, { token: adminToken })).toMatchObject({ status: 404 });
    expect(await api('PUT', '/users/0', { status: 'active' }, { token: adminToken })).toMatchObject({ status: 404 });
  });

  it.each([
    [{ status: 'deleted' }, 'Status must be one of requested, active, rejected, suspended'],
    [{}, 'Status must be one of requested, active, rejected, suspended'],
    [{ status: 'suspended', reason: 12 }, 'Reason must be text'],
    [{ status: 'suspended', reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
  ])('answers 400 for %j and changes nothing', async (body, error) => {
    const person = await t.createUser();
    expect(await api('PUT', `/users/${person.id}`, body, { token: adminToken })).toMatchObject({
      status: 400,
      body: { error },
    });
    expect(await statusOf(person.id)).toBe('active');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const person = await t.createUser();
    expect(
      await api('PUT', `/users/${person.id}`, undefined, {
        token: adminToken,
        raw: { body: 'status=active', type: 'text/plain' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'The request body must be JSON.' },
    });
    expect(await statusOf(person.id)).toBe('active');
  });

  it('follows the authorisation matrix, changing nothing when refused', async () => {
    const person = await t.createUser({ status: 'requested' });
    const path = `/users/${person.id}`;
    const body = { status: 'active' };
    expect(await api('PUT', path, body)).toMatchObject({ status: 401, body: { error: 'Please log in to continue.' } });
    expect(await api('PUT', path, body, { token: advertiserToken })).toMatchObject({
      status: 403,
      body: { error: 'You are not allowed to do this.' },
    });
    expect(await api('PUT', path, body, { token: suspendedToken })).toMatchObject({ status: 401 });
    expect(await api('PUT', path, body, { token: suspendedAdminToken })).toMatchObject({ status: 401 });
    expect(await statusOf(person.id)).toBe('requested');
    expect(await api('PUT', path, body, { token: adminToken })).toMatchObject({
      status: 200,
      body: { status: 'active' },
    });
  });
});
