// Who is calling: the session token of a request, checked against the user on every request.
// Below it, the public account services: sign-up, log-in and password reset.
import { randomBytes } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Role, UserStatus } from '../../db/generated/prisma/enums.ts';
import type { RequestContext } from '../../context.ts';
import { requireViewer } from '../../lib/access.ts';
import {
  isUniqueViolation,
  LoginRefusedError,
  RateLimitedError,
  ServiceUnavailableError,
  ValidationError,
} from '../../lib/errors.ts';
import { LIMITS, waitText, reserve } from '../../lib/rate-limits.ts';
import type { Mail } from '../../lib/mailer.ts';
import { parseInput } from '../../lib/validation.ts';
// the forms' schemas, shared with the register, login, forgot-password and account pages
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordSchema,
  logInSchema,
  passwordResetOtpSchema,
  resetPasswordSchema,
  signUpSchema,
  signupOtpSchema,
} from '../../../common/forms/account.ts';
import { checkOtp, consumeOtp, createOtp, discardOtp, INVALID_OTP_MESSAGE, OTP_RESEND_SECONDS } from './otp.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { issueToken, TOKEN_LIFETIME_SECONDS } from './tokens.ts';
import { noticeAccountRequested } from '../notifications/service.ts';
import { emailBlockedUntil, registrationRefusal } from './registration-blocks.ts';
import { accountExistsMail, addressBlockedMail, codeMail } from './mails.ts';

// what a deletion or a suspension writes, and the periodic purge (./registration-blocks.ts)
export {
  blockRegistration,
  liftSuspensionBlocks,
  purgeExpiredRegistrationBlocks,
  REGISTRATION_BLOCK_DAYS,
} from './registration-blocks.ts';
import { readSiteSettings } from '../settings/service.ts';
import { signUpBlocklistRefusal } from '../blocklist/service.ts';
import { parseDateOfBirth } from '../adulthood/service.ts';
import { todayInIndia } from '../../lib/dates.ts';

/** The signed-in account of a request, for the modules that filter by it. */
export type { Viewer } from './sessions.ts';

/** The signed-in account, with the caller's selection; null for a visitor (or a session that can no longer be used). */
export function viewerAccount<Query extends Omit<Prisma.UserFindUniqueArgs, 'where'>>(
  ctx: RequestContext,
  query: Query,
) {
  return ctx.viewer ? ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null;
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
  await endEverySession(ctx.db, requireViewer(ctx).id);
}

async function endEverySession(db: Db, userId: number): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { tokenVersion: { increment: 1 } }, select: { id: true } });
}

/** Forgets logged-out sessions whose tokens have expired anyway (a periodic job). */
export async function purgeRevokedSessions(db: Db, now = new Date()): Promise<number> {
  const { count } = await db.revokedSession.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

// ---------------------------------------------------------------------------------------------
// Accounts: sign-up with an e-mailed code, log-in, and password reset (SPEC sections 4 and 5,
// docs/architecture.md section 6). Everything here is public: the rules are the only protection.

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

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** The words of each refusal of a rate limit (server/lib/rate-limits.ts) on these forms. */
export const ACCOUNT_LIMIT_MESSAGES = {
  signIn: (seconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${waitText(seconds)}, or reset your password.`,
  codeRequests: (seconds: number) =>
    `Too many codes have been asked for from your network. Please try again in ${waitText(seconds)}.`,
  codeMails: (seconds: number) =>
    `Too many codes have been sent to this address. Please try again in ${waitText(seconds)}.`,
  codeChecks: (seconds: number) =>
    `Too many wrong codes have been tried from your network. Please try again in ${waitText(seconds)}.`,
} as const;

export type SignupOtpInput = z.input<typeof signupOtpSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type LogInInput = z.input<typeof logInSchema>;
export type PasswordResetOtpInput = z.input<typeof passwordResetOtpSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Hands `mail` to the queue without waiting for it; when that fails, its code is discarded so the user may ask again at once. */
function mailAfterAnswer(ctx: RequestContext, mail: Mail, otpId: number, siteName: string): void {
  // signed with the site's name (its settings)
  ctx.mailer
    .send({ ...mail, fromName: siteName, text: `${mail.text}\n\n${siteName}` })
    .catch(async (error: unknown) => {
      ctx.logger.error({ err: error, reqId: ctx.requestId, subject: mail.subject }, 'account mail not sent');
      await discardOtp(ctx.db, otpId).catch(() => {});
    });
}

/** Reserves one code mail to `email`; given back when the resend lock refuses the request. */
async function reserveCodeMail(ctx: RequestContext, purpose: 'signup' | 'password_reset', email: string) {
  await reserve(ctx.rateLimits, [['codeRequestsPerNetwork', ctx.networkKey]], ACCOUNT_LIMIT_MESSAGES.codeRequests);
  return reserve(
    ctx.rateLimits,
    [['codeMailsPerAddress', `${purpose}\u0000${email}`]],
    ACCOUNT_LIMIT_MESSAGES.codeMails,
  );
}

/**
 * Sends a sign-up code. An address that already has an account, or that of an account deleted
 * within its period (./registration-blocks.ts), gets the same answer, the same resend lock and the
 * same database work (a code is stored, never mailed); its owner is told by mail that someone tried
 * to register, or until when the address cannot. Mail goes out after answering on both paths, so neither
 * the answer nor its timing tells whether the address has an account (issue 14, finding 6).
 */
export async function sendSignupOtp(ctx: RequestContext, input: SignupOtpInput, now = new Date()): Promise<OtpSent> {
  const { email, contact, language } = parseInput(signupOtpSchema, input);
  const mailReservation = await reserveCodeMail(ctx, 'signup', email);
  // issue 31: a phone, address or domain on the desk's blocklist gets no code and nothing is stored
  // (the network's request still counts, so the list cannot be read out quickly)
  const blocklisted = await signUpBlocklistRefusal(ctx.db, { contact, email });
  if (blocklisted) {
    await mailReservation.refund();
    throw blocklisted;
  }
  // the mail's signature, read on both paths alike
  const { siteName } = await readSiteSettings(ctx);
  const [existing, blockedUntil] = await Promise.all([
    ctx.db.user.findUnique({ where: { email }, select: { id: true, language: true } }),
    emailBlockedUntil(ctx.db, ctx.config.jwtSecret, email, now),
  ]);
  let otp: { id: number; code: string };
  try {
    otp = await createOtp(ctx.db, ctx.config.jwtSecret, { email, purpose: 'signup' }, now);
  } catch (error) {
    await mailReservation.refund();
    throw error;
  }
  // the account's owner reads the notice in their own language; a new address, in the register page's
  const mail = existing
    ? accountExistsMail(email, existing.language)
    : blockedUntil
      ? addressBlockedMail(email, blockedUntil, language)
      : codeMail(email, 'signup', otp.code, language, now);
  mailAfterAnswer(ctx, mail, otp.id, siteName);
  return { sentTo: email, resendAfterSeconds: OTP_RESEND_SECONDS };
}

/** Reserves one code check from the caller's network, before the code is compared; a right code gives it back. */
function reserveCodeCheck(ctx: RequestContext) {
  return reserve(ctx.rateLimits, [['codeChecksPerNetwork', ctx.networkKey]], ACCOUNT_LIMIT_MESSAGES.codeChecks);
}

/**
 * Creates an account request (status requested, role user) once the e-mailed code checks out.
 * An address that already has an account is answered like a wrong code (it was never mailed one);
 * the address or phone of a deleted account within its period, or the phone of a suspended one, is
 * refused in words (./registration-blocks.ts). The date of birth (issue 31) is checked before the code,
 * so a refusal spends no guess and stores nothing; the REST layer passes `dateOfBirthRequired: false`
 * for the SPEC's clients, which do not send one (the account then states it once, on its account page).
 */
export async function signUp(
  ctx: RequestContext,
  input: SignUpInput,
  now = new Date(),
  { dateOfBirthRequired = true }: { dateOfBirthRequired?: boolean } = {},
): Promise<{ status: UserStatus }> {
  const data = parseInput(signUpSchema, input);
  // issue 31: an adult's date of birth, by India's date; REST's SPEC clients may leave it out (docs/api.md)
  const dateOfBirth =
    dateOfBirthRequired || data.dateOfBirth != null ? parseDateOfBirth(data.dateOfBirth, todayInIndia(now)) : null;
  const check = await reserveCodeCheck(ctx);
  const otpId = await checkOtp(
    ctx.db,
    ctx.config.jwtSecret,
    { email: data.email, purpose: 'signup' },
    data.emailOTP,
    now,
  );
  // after the code: only the mailbox's owner learns that the address or phone may not register now
  const refusal =
    (await registrationRefusal(ctx.db, ctx.config.jwtSecret, data, now)) ??
    (await signUpBlocklistRefusal(ctx.db, data));
  if (refusal) {
    await check.refund();
    throw refusal;
  }
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
          dateOfBirth,
          accountKind: data.accountKind,
          language: data.language,
        },
        select: { status: true, name: true, email: true },
      });
    });
    await check.refund();
    await noticeAccountRequested(ctx, user);
    return { status: user.status };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError(INVALID_OTP_MESSAGE, 'emailOTP');
    // the right code, but the database too busy to start the account's transaction: no guess was spent
    if (error instanceof ServiceUnavailableError) await check.refund();
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
export function loginRefusal(account: {
  status: UserStatus;
  suspensionReason: string | null;
}): LoginRefusedError | null {
  switch (account.status) {
    case 'active':
      return null;
    case 'suspended':
      return new LoginRefusedError('Your account has been suspended.', account.suspensionReason);
    case 'rejected':
      return new LoginRefusedError('Your account request was rejected.', account.suspensionReason);
    case 'requested':
      return new LoginRefusedError('Your account is awaiting approval.', null);
    case 'deleted':
      // its e-mail was erased, so no sign-in finds it; answered like an unknown account all the same
      return new LoginRefusedError(INVALID_CREDENTIALS_MESSAGE, null);
  }
}

async function openSession(ctx: RequestContext, account: AccountForSession, now: Date): Promise<Session> {
  const refusal = loginRefusal(account);
  if (refusal) throw refusal;
  const token = await issueToken(account, ctx.config.jwtSecret, now);
  // the token's expiry counts from whole seconds; answer exactly that instant
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + TOKEN_LIFETIME_SECONDS) * 1000);
  return {
    token,
    name: account.name,
    contact: account.contact,
    role: account.role,
    credits: account.credits,
    expiresAt,
  };
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

// Sign-in limits (server/lib/rate-limits.ts), keyed by the account's e-mail and the caller's
// address or network hashes. A stranger elsewhere cannot lock the owner out: the strict limit is
// per (account, address), the per-network one counts only that network, and the per-account one
// spares networks that signed in to the account lately and is lifted by the owner's reset.
const accountAtAddress = (ctx: RequestContext, email: string) => `${email}\u0000${ctx.visitorKey}`;
const accountAtNetwork = (ctx: RequestContext, email: string) => `${email}\u0000${ctx.networkKey}`;

/** After the owner proved themselves (password or e-mailed code): forget this address's failures, trust this network. */
async function rememberSignIn(ctx: RequestContext, email: string, lift: boolean): Promise<void> {
  const limits = ctx.rateLimits;
  await limits.signInFailuresPerAccountAndAddress.delete(accountAtAddress(ctx, email));
  await limits.recentSignInNetworks.set(accountAtNetwork(ctx, email), 1, LIMITS.recentSignInNetworks.duration);
  if (lift) await limits.signInFailuresPerAccount.delete(email);
}

/**
 * Answers a session for the right e-mail and password of an active account. A failure is
 * reserved before the password is checked, so parallel guesses evaluate at most the limits, and
 * the right password is refused too while one holds; a right password gives its point back.
 */
export async function logIn(ctx: RequestContext, input: LogInInput, now = new Date()): Promise<Session> {
  const { email, password } = parseInput(logInSchema, input);
  const knownNetwork = (await ctx.rateLimits.recentSignInNetworks.get(accountAtNetwork(ctx, email))) !== null;
  const failure = await reserve(
    ctx.rateLimits,
    [
      ['signInFailuresPerAccountAndAddress', accountAtAddress(ctx, email)],
      ...(knownNetwork ? [] : ([['signInFailuresPerAccount', email]] as const)),
      ['signInFailuresPerNetwork', ctx.networkKey],
    ],
    ACCOUNT_LIMIT_MESSAGES.signIn,
  );
  const account = await ctx.db.user.findUnique({ where: { email }, select: SESSION_FIELDS });
  const matches = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!account || !matches) throw new LoginRefusedError(INVALID_CREDENTIALS_MESSAGE, null);
  await failure.refund();
  await rememberSignIn(ctx, email, false);
  return openSession(ctx, account, now);
}

/**
 * Sends a reset code when the address has an account. The answer is the same whether or not it
 * has one, and the mail goes out after answering, so neither the answer nor its timing tells.
 * Inside the resend lock an existing account gets the same answer and no new mail.
 */
export async function sendPasswordResetOtp(
  ctx: RequestContext,
  input: PasswordResetOtpInput,
  now = new Date(),
): Promise<OtpSent> {
  const { email } = parseInput(passwordResetOtpSchema, input);
  const answer = { sentTo: email, resendAfterSeconds: OTP_RESEND_SECONDS };
  await reserve(ctx.rateLimits, [['codeRequestsPerNetwork', ctx.networkKey]], ACCOUNT_LIMIT_MESSAGES.codeRequests);
  // the mail's signature, read whether or not the address has an account
  const { siteName } = await readSiteSettings(ctx);
  const account = await ctx.db.user.findUnique({ where: { email }, select: { id: true, language: true } });
  if (!account) return answer;
  // the cap per address is silent, like the resend lock: unknown addresses have neither
  const mailLimit = ctx.rateLimits.codeMailsPerAddress;
  const mailKey = `password_reset\u0000${email}`;
  // only the limit's own refusal caps: a store that does not answer is an unexpected error
  const capped = await mailLimit.consume(mailKey).then(
    () => false,
    (rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) return true;
      throw rejection;
    },
  );
  if (capped) return answer;
  const target = { email, purpose: 'password_reset' } as const;
  let otp: { id: number; code: string };
  try {
    otp = await createOtp(ctx.db, ctx.config.jwtSecret, target, now);
  } catch (error) {
    await mailLimit.reward(mailKey);
    if (error instanceof RateLimitedError) return answer;
    throw error;
  }
  mailAfterAnswer(ctx, codeMail(email, 'password_reset', otp.code, account.language, now), otp.id, siteName);
  return answer;
}

/**
 * Sets a new password with an e-mailed code, ends every older session (token version bump) and
 * answers a new one; an account that may not sign in gets its login refusal after the change.
 */
export async function resetPassword(
  ctx: RequestContext,
  input: ResetPasswordInput,
  now = new Date(),
): Promise<Session> {
  const data = parseInput(resetPasswordSchema, input);
  const check = await reserveCodeCheck(ctx);
  const account = await ctx.db.user.findUnique({ where: { email: data.email }, select: { id: true } });
  // no account: the same answer as a wrong code, so the form does not reveal who is registered
  if (!account) throw new ValidationError(INVALID_OTP_MESSAGE, 'emailOTP');
  const otpId = await checkOtp(
    ctx.db,
    ctx.config.jwtSecret,
    { email: data.email, purpose: 'password_reset' },
    data.emailOTP,
    now,
  );
  const passwordHash = await hashPassword(data.password);
  const updated = await ctx.db.$transaction(async (tx) => {
    await consumeOtp(tx, otpId, now);
    return tx.user.update({
      where: { id: account.id },
      data: { passwordHash, tokenVersion: { increment: 1 } },
      select: SESSION_FIELDS,
    });
  });
  await check.refund();
  // the e-mailed code proved the owner: the failed sign-ins of guessers no longer hold them back
  await rememberSignIn(ctx, data.email, true);
  return openSession(ctx, updated, now);
}

// ---------------------------------------------------------------------------------------------
// Changing the password of the signed-in account (issue 18).

export { CHANGE_PASSWORD_MESSAGES };

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * Sets a new password once the current one checks out, ends every other session of the account
 * (token version bump, as a reset does) and answers a new session for this one. A wrong current
 * password changes nothing and counts as a failed sign-in of the account from this address, so a
 * stolen session cannot guess it faster than the sign-in form.
 */
export async function changePassword(
  ctx: RequestContext,
  input: ChangePasswordInput,
  now = new Date(),
): Promise<Session> {
  const viewer = requireViewer(ctx);
  const data = parseInput(changePasswordSchema, input);
  const account = await ctx.db.user.findUnique({
    where: { id: viewer.id },
    select: { ...SESSION_FIELDS, email: true },
  });
  if (!account) throw new ValidationError(CHANGE_PASSWORD_MESSAGES.currentWrong, 'currentPassword');
  const failure = await reserve(
    ctx.rateLimits,
    [['signInFailuresPerAccountAndAddress', accountAtAddress(ctx, account.email)]],
    ACCOUNT_LIMIT_MESSAGES.signIn,
  );
  if (!(await verifyPassword(account.passwordHash, data.currentPassword))) {
    throw new ValidationError(CHANGE_PASSWORD_MESSAGES.currentWrong, 'currentPassword');
  }
  await failure.refund();
  if (data.password === data.currentPassword)
    throw new ValidationError(CHANGE_PASSWORD_MESSAGES.sameAsCurrent, 'password');
  const passwordHash = await hashPassword(data.password);
  // conditional on the token version read: a session ended meanwhile cannot change the password
  const updated = await ctx.db.user.updateMany({
    where: { id: account.id, tokenVersion: account.tokenVersion },
    data: { passwordHash, tokenVersion: { increment: 1 } },
  });
  if (updated.count === 0) throw new ValidationError(CHANGE_PASSWORD_MESSAGES.currentWrong, 'currentPassword');
  const after = await ctx.db.user.findUniqueOrThrow({ where: { id: account.id }, select: SESSION_FIELDS });
  return openSession(ctx, after, now);
}
