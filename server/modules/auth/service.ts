// Who is calling: the session token of a request, checked against the user on every request.
// Below it, the public account services: sign-up, log-in and password reset.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Role, UserStatus } from '../../db/generated/prisma/enums.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { ConflictError, isUniqueViolation, LoginRefusedError, NotAllowedError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { AttemptWindow } from '../../lib/rate-limit.ts';
import { contactSchema, emailSchema, MESSAGES, otpSchema, parseInput, passwordSchema, requiredText } from '../../lib/validation.ts';
import { checkOtp, consumeOtp, createOtp, discardOtp, INVALID_OTP_MESSAGE, OTP_LIFETIME_SECONDS, OTP_RESEND_SECONDS } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { issueToken, TOKEN_LIFETIME_SECONDS, tokenFromHeader, verifyToken } from './tokens.ts';

export interface Viewer {
  id: number;
  name: string;
  role: Role;
  status: UserStatus;
  tokenVersion: number;
  /** The session (token) of this request; absent on viewers built outside a request (tests, scripts). */
  session?: ViewerSession;
}

export interface ViewerSession {
  /** The token's id (`jti`); null for a token issued before tokens had one. */
  id: string | null;
  expiresAt: Date;
}

/**
 * Why a request that carried a token is treated as anonymous:
 * invalid (bad signature, malformed, wrong issuer), expired, stale (the user's token version
 * moved on: suspension, password reset or "log out everywhere"; or this token was logged out), inactive (the account is no longer active or is gone).
 */
export type AuthFailure = 'invalid' | 'expired' | 'stale' | 'inactive';

export interface Authentication {
  viewer: Viewer | null;
  failure: AuthFailure | null;
}

const ANONYMOUS: Authentication = { viewer: null, failure: null };

/** Resolves the viewer of an `Authorization` header value (`Bearer <token>` or a bare token). */
export async function authenticate(
  db: Db,
  secret: Uint8Array,
  authorization: string | null | undefined,
  now = new Date(),
): Promise<Authentication> {
  const token = tokenFromHeader(authorization);
  if (!token) return authorization?.trim() ? { viewer: null, failure: 'invalid' } : ANONYMOUS;
  const verified = await verifyToken(token, secret, now);
  if (!verified.ok) return { viewer: null, failure: verified.failure };
  const { sessionId, expiresAt } = verified.claims;
  // one statement (relationJoins): the user and whether this token was logged out
  const user = await db.user.findUnique({
    where: { id: verified.claims.userId },
    select: {
      id: true,
      name: true,
      role: true,
      status: true,
      tokenVersion: true,
      // a token without an id (issued before ids) matches no row
      revokedSessions: { where: { jti: sessionId ?? '' }, select: { jti: true }, take: 1 },
    },
  });
  if (!user) return { viewer: null, failure: 'inactive' };
  if (user.tokenVersion !== verified.claims.tokenVersion) return { viewer: null, failure: 'stale' };
  if (user.revokedSessions.length > 0) return { viewer: null, failure: 'stale' };
  if (user.status !== 'active') return { viewer: null, failure: 'inactive' };
  const { revokedSessions: _revoked, ...viewer } = user;
  return { viewer: { ...viewer, session: { id: sessionId, expiresAt } }, failure: null };
}

/**
 * Ends the session of this request on the server: its token is refused from now on, until it
 * expires anyway. A token issued before tokens had an id cannot be named alone, so logging it out
 * ends every session of the account. Without a usable session there is nothing to end.
 */
export async function logOut(ctx: RequestContext): Promise<void> {
  const session = ctx.viewer?.session;
  if (!ctx.viewer || !session) return;
  if (session.id === null) return endEverySession(ctx.db, ctx.viewer.id);
  // skipDuplicates: logging the same token out twice is not an error
  await ctx.db.revokedSession.createMany({
    data: [{ jti: session.id, userId: ctx.viewer.id, expiresAt: session.expiresAt }],
    skipDuplicates: true,
  });
}

/** "Log out everywhere": every token of the signed-in account, this one included, stops working. */
export async function logOutEverywhere(ctx: RequestContext): Promise<void> {
  if (!ctx.viewer) throw new NotAllowedError('Please log in to continue.');
  await endEverySession(ctx.db, ctx.viewer.id);
}

async function endEverySession(db: Db, userId: number): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { tokenVersion: { increment: 1 } }, select: { id: true } });
}

/** Forgets logged-out sessions whose tokens have expired anyway (a periodic job). */
export async function purgeRevokedSessions(db: Db, now = new Date()): Promise<number> {
  const { count } = await db.revokedSession.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

/** The words a user reads when their session cannot be used. */
export function authFailureMessage(failure: AuthFailure | null): string {
  switch (failure) {
    case 'expired':
    case 'stale':
      return 'Session Expired. Please log in again.';
    case 'inactive':
      return 'Your account is not active. Please log in again.';
    case 'invalid':
      return 'Invalid session token. Please log in again.';
    default:
      return 'Please log in to continue.';
  }
}

// ---------------------------------------------------------------------------------------------
// Accounts: sign-up with an e-mailed code, log-in, and password reset (SPEC sections 4 and 5,
// DESIGN.md section 6). Everything here is public: the rules are the only protection.

/** What a successful log-in or password reset answers (SPEC section 3, Session). */
export interface Session {
  token: string;
  name: string;
  contact: string;
  role: Role;
  credits: number;
  expiresAt: Date;
}

export interface OtpSent {
  sentTo: string;
  resendAfterSeconds: number;
}

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

const NAME_MAX = 100;
const ADDRESS_MAX = 500;

/** A confirmation that must equal the password; checked after the password's own rules. */
const confirmPasswordSchema = z.string({ error: MESSAGES.passwordsDiffer }).max(200, MESSAGES.passwordsDiffer);

function passwordsMatch(value: { password: string; confirmPassword: string }) {
  return value.password === value.confirmPassword;
}
const PASSWORDS_MATCH = { message: MESSAGES.passwordsDiffer, path: ['confirmPassword'] };

export const signupOtpInput = z.object({
  contact: contactSchema,
  email: emailSchema,
});

export const signUpInput = z
  .object({
    name: requiredText(MESSAGES.name, NAME_MAX),
    contact: contactSchema,
    email: emailSchema,
    emailOTP: otpSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    address: z
      .string({ error: 'Address must be text' })
      .trim()
      .max(ADDRESS_MAX, `Address must be at most ${ADDRESS_MAX} characters`)
      .nullish()
      .transform((value) => value ?? ''),
  })
  .refine(passwordsMatch, PASSWORDS_MATCH);

export const logInInput = z.object({
  email: emailSchema,
  password: passwordSchema,
});

export const passwordResetOtpInput = z.object({ email: emailSchema });

export const resetPasswordInput = z
  .object({
    email: emailSchema,
    emailOTP: otpSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch, PASSWORDS_MATCH);

export type SignupOtpInput = z.input<typeof signupOtpInput>;
export type SignUpInput = z.input<typeof signUpInput>;
export type LogInInput = z.input<typeof logInInput>;
export type PasswordResetOtpInput = z.input<typeof passwordResetOtpInput>;
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

function otpMail(to: string, subject: string, code: string, purpose: string) {
  return {
    to,
    subject,
    // the development outbox logs the first line: it must carry the code
    text: [
      `Your verification code is ${code}`,
      '',
      `Use it to ${purpose}. It is valid for ${OTP_LIFETIME_SECONDS / 60} minutes and can be used once.`,
      'If you did not ask for it, ignore this message: nothing changes without the code.',
    ].join('\n'),
  };
}

/** Sends a sign-up code to an address that has no account yet. */
export async function sendSignupOtp(ctx: RequestContext, input: SignupOtpInput, now = new Date()): Promise<OtpSent> {
  const { email } = parseInput(signupOtpInput, input);
  const existing = await ctx.db.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) throw new ConflictError(ACCOUNT_EXISTS_MESSAGE, 'email');
  const otp = await createOtp(ctx.db, ctx.config.jwtSecret, { email, purpose: 'signup' }, now);
  try {
    await ctx.mailer.send(otpMail(email, 'Your sign-up code', otp.code, 'finish creating your account'));
  } catch (error) {
    await discardOtp(ctx.db, otp.id);
    throw error;
  }
  return { sentTo: email, resendAfterSeconds: OTP_RESEND_SECONDS };
}

/** Creates an account request (status requested, role user) once the e-mailed code checks out. */
export async function signUp(ctx: RequestContext, input: SignUpInput, now = new Date()): Promise<{ status: UserStatus }> {
  const data = parseInput(signUpInput, input);
  const existing = await ctx.db.user.findUnique({ where: { email: data.email }, select: { id: true } });
  if (existing) throw new ConflictError(ACCOUNT_EXISTS_MESSAGE, 'email');
  const otpId = await checkOtp(ctx.db, ctx.config.jwtSecret, { email: data.email, purpose: 'signup' }, data.emailOTP, now);
  // hashed before the transaction: argon2 takes tens of milliseconds and needs no lock
  const passwordHash = await hashPassword(data.password);
  try {
    const user = await ctx.db.$transaction(async (tx) => {
      await consumeOtp(tx, otpId, now);
      return tx.user.create({
        data: {
          name: data.name,
          contact: data.contact,
          email: data.email,
          address: data.address,
          passwordHash,
          role: 'user',
          status: 'requested',
        },
        select: { status: true },
      });
    });
    return { status: user.status };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ACCOUNT_EXISTS_MESSAGE, 'email');
    throw error;
  }
}

// Unknown addresses are checked against this hash, so they take as long as a wrong password.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64'));
  return dummyHash;
}

interface AccountForSession {
  id: number;
  name: string;
  contact: string;
  role: Role;
  status: UserStatus;
  suspensionReason: string | null;
  credits: number;
  tokenVersion: number;
}

/** The refusal an account that may not sign in gets, or null when it may (SPEC: login 401 reason). */
export function loginRefusal(account: { status: UserStatus; suspensionReason: string | null }): LoginRefusedError | null {
  switch (account.status) {
    case 'active':
      return null;
    case 'suspended':
      return new LoginRefusedError('Your account has been suspended.', account.suspensionReason);
    case 'rejected':
      return new LoginRefusedError('Your account request was rejected.', account.suspensionReason);
    case 'requested':
      return new LoginRefusedError('Your account is awaiting approval.', null);
  }
}

async function openSession(ctx: RequestContext, account: AccountForSession, now: Date): Promise<Session> {
  const refusal = loginRefusal(account);
  if (refusal) throw refusal;
  const token = await issueToken(account, ctx.config.jwtSecret, now);
  // the token's expiry counts from whole seconds; answer exactly that instant
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_SECONDS) * 1000);
  return { token, name: account.name, contact: account.contact, role: account.role, credits: account.credits, expiresAt };
}

const SESSION_FIELDS = {
  id: true,
  name: true,
  contact: true,
  role: true,
  status: true,
  suspensionReason: true,
  credits: true,
  tokenVersion: true,
  passwordHash: true,
} as const;

/** Answers a session for the right e-mail and password of an active account. */
/** Failed sign-ins per e-mail address: 10 in 15 minutes, then refused until the window ends. */
export const failedLogins = new AttemptWindow(10, 15 * 60 * 1000);

export async function logIn(ctx: RequestContext, input: LogInInput, now = new Date()): Promise<Session> {
  const { email, password } = parseInput(logInInput, input);
  // password guessing: checked before the password, so the right one is refused too while blocked
  const window = failedLogins.state(email, now.getTime());
  if (window.blocked) {
    const minutes = Math.ceil(window.retryAfterSeconds / 60);
    throw new RateLimitedError(
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
      window.retryAfterSeconds,
    );
  }
  const account = await ctx.db.user.findUnique({ where: { email }, select: SESSION_FIELDS });
  const matches = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!account || !matches) {
    failedLogins.record(email, now.getTime());
    throw new LoginRefusedError(INVALID_CREDENTIALS_MESSAGE, null);
  }
  failedLogins.clear(email);
  return openSession(ctx, account, now);
}

/**
 * Sends a reset code when the address has an account. The answer is the same whether or not it
 * has one, and the mail goes out after answering, so neither the answer nor its timing tells.
 * Inside the resend lock an existing account gets the same answer and no new mail.
 */
export async function sendPasswordResetOtp(ctx: RequestContext, input: PasswordResetOtpInput, now = new Date()): Promise<OtpSent> {
  const { email } = parseInput(passwordResetOtpInput, input);
  const answer = { sentTo: email, resendAfterSeconds: OTP_RESEND_SECONDS };
  const account = await ctx.db.user.findUnique({ where: { email }, select: { id: true } });
  if (!account) return answer;
  const target = { email, purpose: 'password_reset' } as const;
  let otp: { id: number; code: string };
  try {
    otp = await createOtp(ctx.db, ctx.config.jwtSecret, target, now);
  } catch (error) {
    if (error instanceof RateLimitedError) return answer;
    throw error;
  }
  ctx.mailer.send(otpMail(email, 'Your password reset code', otp.code, 'set a new password')).catch(async (error: unknown) => {
    ctx.logger.error({ err: error, reqId: ctx.requestId }, 'password reset mail not sent');
    await discardOtp(ctx.db, otp.id).catch(() => {});
  });
  return answer;
}

/**
 * Sets a new password with an e-mailed code, ends every older session (token version bump) and
 * answers a new one; an account that may not sign in gets its login refusal after the change.
 */
export async function resetPassword(ctx: RequestContext, input: ResetPasswordInput, now = new Date()): Promise<Session> {
  const data = parseInput(resetPasswordInput, input);
  const account = await ctx.db.user.findUnique({ where: { email: data.email }, select: { id: true } });
  // no account: the same answer as a wrong code, so the form does not reveal who is registered
  if (!account) throw new ValidationError(INVALID_OTP_MESSAGE, 'emailOTP');
  const otpId = await checkOtp(ctx.db, ctx.config.jwtSecret, { email: data.email, purpose: 'password_reset' }, data.emailOTP, now);
  const passwordHash = await hashPassword(data.password);
  const updated = await ctx.db.$transaction(async (tx) => {
    await consumeOtp(tx, otpId, now);
    return tx.user.update({
      where: { id: account.id },
      data: { passwordHash, tokenVersion: { increment: 1 } },
      select: SESSION_FIELDS,
    });
  });
  // the e-mailed code proved the owner: the failed sign-ins of a guesser no longer count
  failedLogins.clear(data.email);
  return openSession(ctx, updated, now);
}
