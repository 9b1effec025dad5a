// One-time codes sent by e-mail (docs/architecture.md section 6): 6 digits from a CSPRNG, stored only as an
// HMAC keyed with the server secret, valid 10 minutes, burned after 5 tries, and at most one new
// code per address and purpose every 60 seconds. Sending a new code deletes the older ones.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { OtpPurpose } from '../../db/generated/prisma/enums.ts';
import { RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { OTP_RESEND_SECONDS } from '../../../common/formPatterns.ts';

export const OTP_LIFETIME_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
// SPEC section 9's resend lock, which the forms count down too
export { OTP_RESEND_SECONDS };

export const INVALID_OTP_MESSAGE = 'Invalid or expired OTP';

export interface OtpTarget {
  /** lower-cased address */
  email: string;
  purpose: OtpPurpose;
}

export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a code: bound to its address and purpose, useless without the server secret. */
export function hashOtp(secret: Uint8Array, target: OtpTarget, code: string): string {
  return createHmac('sha256', secret)
    .update(`otp\u0000${target.purpose}\u0000${target.email}\u0000${code}`)
    .digest('hex');
}

export function resendLockMessage(seconds: number): string {
  return `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting another OTP.`;
}

/** Seconds left of the resend lock of `target`, 0 when a new code may be sent. */
async function secondsUntilResend(db: Prisma.TransactionClient, target: OtpTarget, now: Date): Promise<number> {
  const latest = await db.otpCode.findFirst({
    where: { email: target.email, purpose: target.purpose },
    orderBy: { id: 'desc' },
    select: { createdAt: true },
  });
  if (!latest) return 0;
  const elapsedMs = now.getTime() - latest.createdAt.getTime();
  // clamped: a clock that moved backwards must not lock anyone out for longer than the lock itself
  return Math.min(OTP_RESEND_SECONDS, Math.max(0, Math.ceil((OTP_RESEND_SECONDS * 1000 - elapsedMs) / 1000)));
}

/**
 * Stores a new code for `target` (older ones are deleted) and answers it with its row id, or
 * throws RateLimitedError inside the resend lock. The advisory lock serialises concurrent
 * requests for one address, so two of them cannot both pass the resend check.
 */
export async function createOtp(
  db: Db,
  secret: Uint8Array,
  target: OtpTarget,
  now: Date,
): Promise<{ id: number; code: string }> {
  const code = generateOtpCode();
  const id = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`otp:${target.purpose}:${target.email}`}, 0))`;
    const wait = await secondsUntilResend(tx, target, now);
    if (wait > 0) throw new RateLimitedError(resendLockMessage(wait), wait);
    await tx.otpCode.deleteMany({ where: { email: target.email, purpose: target.purpose } });
    const created = await tx.otpCode.create({
      data: {
        email: target.email,
        purpose: target.purpose,
        codeHash: hashOtp(secret, target, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000),
      },
      select: { id: true },
    });
    return created.id;
  });
  return { id, code };
}

/** Whether `target` is inside its resend lock (without sending anything). */
export async function isResendLocked(db: Db, target: OtpTarget, now: Date): Promise<boolean> {
  return (await secondsUntilResend(db, target, now)) > 0;
}

/** Removes a code whose mail could not be sent, so the resend lock does not hold the user back. */
export async function discardOtp(db: Db, id: number): Promise<void> {
  await db.otpCode.deleteMany({ where: { id } });
}

/**
 * Checks `code` against the live code of `target` and answers its id; throws ValidationError
 * (field emailOTP) otherwise. Every check first claims one of the 5 tries with a conditional
 * update, so even parallel guesses get at most 5 comparisons per code; the claim is kept when
 * the code is wrong, which is what burns it.
 */
export async function checkOtp(
  db: Db,
  secret: Uint8Array,
  target: OtpTarget,
  code: string,
  now: Date,
): Promise<number> {
  const live = await db.otpCode.findFirst({
    where: { email: target.email, purpose: target.purpose, consumedAt: null },
    orderBy: { id: 'desc' },
    select: { id: true, codeHash: true },
  });
  if (!live) throw new ValidationError(INVALID_OTP_MESSAGE, 'emailOTP');
  const claimed = await db.otpCode.updateMany({
    where: { id: live.id, consumedAt: null, expiresAt: { gt: now }, attempts: { lt: OTP_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (claimed.count === 0) throw new ValidationError(INVALID_OTP_MESSAGE, 'emailOTP');
  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(hashOtp(secret, target, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new ValidationError(INVALID_OTP_MESSAGE, 'emailOTP');
  }
  return live.id;
}

/**
 * Marks a checked code used, inside the transaction that acts on it: of several requests holding
 * the same code, exactly one gets through; the others are told the code is no longer valid.
 */
export async function consumeOtp(tx: Prisma.TransactionClient, id: number, now: Date): Promise<void> {
  const consumed = await tx.otpCode.updateMany({
    where: { id, consumedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  if (consumed.count === 0) throw new ValidationError(INVALID_OTP_MESSAGE, 'emailOTP');
}
