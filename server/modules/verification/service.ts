// Identity and photo verification (issue 31). An advertiser sends a photo or scan of an identity
// document and a photo of themselves holding a code the site shows; the desk (an admin or a
// moderator) looks at both through signed short-lived URLs and approves (the account's verified
// mark, which the database copies to its ads) or refuses with a reason. Staff can also remove a mark
// later, with a reason. Each decision is mailed and audited with its actor. The two files are kept
// private and deleted VERIFICATION_FILE_RETENTION_DAYS after the decision (a periodic job), or at
// once when the account is deleted; the decision and who made it stay on the row and in the audit log.
import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_FILE_RETENTION_DAYS,
  VERIFICATION_MESSAGES,
} from '../../../common/verification.ts';
import type { AppServices, RequestContext } from '../../context.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { VerificationStatus } from '../../db/generated/prisma/enums.ts';
import { isStaff, requireAdvertiser, requireStaff } from '../../lib/access.ts';
import {
  isUniqueViolation,
  NotFoundError,
  TooLargeError,
  UnsupportedMediaError,
  ValidationError,
  WrongStateError,
} from '../../lib/errors.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { fingerprintDistance, SAME_PHOTO_DISTANCE } from '../../lib/media/fingerprint.ts';
import { prepareImage, storePreparedImage, type PreparedImage } from '../../lib/media/images.ts';
import { signedMediaUrl } from '../../lib/media/private-media.ts';
import { contentKey, privateKeyOf, type MediaStorage } from '../../lib/media/storage.ts';
import { isUpload, type ImageUpload } from '../../lib/uploads.ts';
import { parseInput } from '../../lib/validation.ts';
import { verificationReasonSchema, verificationSchema } from '../../../common/forms/verification.ts';
import { audited } from '../audit/service.ts';
import {
  noticeVerificationDecided,
  noticeVerificationRequested,
  noticeVerificationRevoked,
} from '../notifications/service.ts';

export { VERIFICATION_FILE_RETENTION_DAYS, VERIFICATION_MESSAGES } from '../../../common/verification.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Transaction = Prisma.TransactionClient;

// ---- the code held in the photo ---------------------------------------------------------------

/**
 * The code of an account's `attempt`th request (1 for the first): derived from the server's secret,
 * so the page shows the same code until the request is sent, and each new attempt (after a refusal
 * or a removed mark) gets another one. Nothing is stored until the request is.
 */
export function verificationCode(secret: Uint8Array, userId: number, attempt: number): string {
  const digest = createHmac('sha256', secret).update(`verification-code:${userId}:${attempt}`).digest();
  let code = '';
  // each byte picks a character; 256 is not a multiple of the alphabet's 21, a bias too small to matter here
  for (let index = 0; index < VERIFICATION_CODE_LENGTH; index += 1)
    code += VERIFICATION_CODE_ALPHABET[digest[index]! % VERIFICATION_CODE_ALPHABET.length];
  return code;
}

async function nextCode(
  ctx: RequestContext,
  db: Pick<Transaction, 'verificationRequest'>,
  userId: number,
): Promise<string> {
  const attempts = await db.verificationRequest.count({ where: { userId } });
  return verificationCode(ctx.config.jwtSecret, userId, attempts + 1);
}

// ---- what the advertiser sees -----------------------------------------------------------------

export type VerificationState = 'none' | 'pending' | 'approved' | 'refused' | 'revoked';

export interface MyVerification {
  state: VerificationState;
  /** the code to hold in the photo: the pending request's, or the next attempt's; null once approved */
  code: string | null;
  /** the refusal's or the removal's reason */
  reason: string | null;
  submittedAt: Date | null;
  decidedAt: Date | null;
  verifiedAt: Date | null;
}

/** The signed-in advertiser's verification: its state, and the code to hold in the photo. */
export async function myVerification(ctx: RequestContext): Promise<MyVerification> {
  const viewer = requireAdvertiser(ctx, VERIFICATION_MESSAGES.advertisersOnly);
  return verificationOf(ctx, viewer.id);
}

async function verificationOf(ctx: RequestContext, userId: number): Promise<MyVerification> {
  const [account, latest] = await Promise.all([
    ctx.db.user.findUnique({ where: { id: userId }, select: { verifiedAt: true } }),
    ctx.db.verificationRequest.findFirst({ where: { userId }, orderBy: { id: 'desc' } }),
  ]);
  const verifiedAt = account?.verifiedAt ?? null;
  const base = { submittedAt: latest?.createdAt ?? null, decidedAt: latest?.decidedAt ?? null, verifiedAt };
  if (verifiedAt) return { ...base, state: 'approved', code: null, reason: null };
  if (latest?.status === 'pending') return { ...base, state: 'pending', code: latest.code, reason: null };
  const code = await nextCode(ctx, ctx.db, userId);
  if (!latest) return { ...base, state: 'none', code, reason: null };
  if (latest.status === 'refused') return { ...base, state: 'refused', code, reason: latest.reason };
  // approved, and the mark is gone: removed by the desk
  return { ...base, state: 'revoked', code, reason: latest.revokeReason };
}

// ---- sending ----------------------------------------------------------------------------------

// the page's schema too (common/forms/verification.ts), with the uploads this side receives
const submitInput = verificationSchema<ImageUpload>(isUpload);

export type SubmitVerificationInput = { document?: unknown; photo?: unknown };

async function startsWithPdf(upload: ImageUpload): Promise<boolean> {
  const head =
    upload instanceof Uint8Array ? upload.subarray(0, 5) : new Uint8Array(await upload.arrayBuffer()).subarray(0, 5);
  return Buffer.from(head).toString('latin1') === '%PDF-';
}

/** Decodes and re-encodes one of the two files (nothing stored), with messages naming which one was refused. */
async function prepared(upload: ImageUpload, which: 'document' | 'photo'): Promise<PreparedImage> {
  try {
    return await prepareImage(upload, { private: true });
  } catch (error) {
    if (error instanceof TooLargeError) {
      throw new TooLargeError(
        which === 'document' ? VERIFICATION_MESSAGES.documentTooLarge : VERIFICATION_MESSAGES.photoTooLarge,
      );
    }
    if (error instanceof UnsupportedMediaError) {
      if (which === 'document' && (await startsWithPdf(upload)))
        throw new UnsupportedMediaError(VERIFICATION_MESSAGES.documentPdf);
      throw new UnsupportedMediaError(
        which === 'document' ? VERIFICATION_MESSAGES.documentNotImage : VERIFICATION_MESSAGES.photoNotImage,
      );
    }
    if (error instanceof ValidationError) throw new ValidationError(error.message, which);
    throw error;
  }
}

function privateKeyOfPrepared(image: PreparedImage): string {
  return privateKeyOf(contentKey(image.data, 'webp'));
}

/** The same picture twice (the very bytes, or a copy the fingerprints cannot tell apart). */
function samePicture(document: PreparedImage, photo: PreparedImage): boolean {
  if (privateKeyOfPrepared(document) === privateKeyOfPrepared(photo)) return true;
  return (
    document.fingerprint !== null &&
    photo.fingerprint !== null &&
    fingerprintDistance(document.fingerprint, photo.fingerprint) <= SAME_PHOTO_DISTANCE
  );
}

/**
 * The advertiser sends the identity document and the photo holding the code. Both are decoded and
 * re-encoded (no metadata kept) before anything is stored, the request is written (one pending per
 * account, the database's unique index deciding a race), then the files are stored privately; a
 * refusal at any step stores nothing.
 */
export async function submitVerification(ctx: RequestContext, input: SubmitVerificationInput): Promise<MyVerification> {
  const viewer = requireAdvertiser(ctx, VERIFICATION_MESSAGES.advertisersOnly);
  const files = parseInput(submitInput, input);
  // the account's state first: a refused send costs no decoding
  await refuseUnlessFree(ctx, viewer.id);
  const document = await prepared(files.document, 'document');
  const photo = await prepared(files.photo, 'photo');
  if (samePicture(document, photo)) throw new ValidationError(VERIFICATION_MESSAGES.sameFile, 'photo');

  const documentKey = privateKeyOfPrepared(document);
  const photoKey = privateKeyOfPrepared(photo);
  let request: { id: number };
  try {
    request = await ctx.db.$transaction(async (tx) => {
      await refuseUnlessFree(ctx, viewer.id, tx);
      return tx.verificationRequest.create({
        data: { userId: viewer.id, code: await nextCode(ctx, tx, viewer.id), documentKey, photoKey },
        select: { id: true },
      });
    });
  } catch (error) {
    // a second send at the same moment: the first one's request is pending
    if (isUniqueViolation(error)) throw new WrongStateError(VERIFICATION_MESSAGES.pending);
    throw error;
  }
  try {
    await storePreparedImage(ctx.storage, document);
    await storePreparedImage(ctx.storage, photo);
  } catch (error) {
    // the store failed: the request goes, and whichever file was stored goes unless another record holds it
    await ctx.db.verificationRequest.delete({ where: { id: request.id } });
    await removeFilesNobodyHolds(ctx, [documentKey, photoKey]);
    throw error;
  }
  await noticeVerificationRequested(ctx, { userId: viewer.id });
  return verificationOf(ctx, viewer.id);
}

/** Refuses a send while a request is pending or the account is verified. */
async function refuseUnlessFree(
  ctx: RequestContext,
  userId: number,
  db: Pick<Transaction, 'user' | 'verificationRequest'> = ctx.db,
): Promise<void> {
  const [account, pending] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { verifiedAt: true } }),
    db.verificationRequest.count({ where: { userId, status: 'pending' } }),
  ]);
  if (account?.verifiedAt) throw new WrongStateError(VERIFICATION_MESSAGES.alreadyVerified);
  if (pending > 0) throw new WrongStateError(VERIFICATION_MESSAGES.pending);
}

// ---- the desk ---------------------------------------------------------------------------------

type RequestPage = Omit<Prisma.VerificationRequestFindManyArgs, 'where' | 'orderBy'>;

const statusFilter = z.enum(['pending', 'approved', 'refused']).default('pending');

/**
 * The desk's list: pending requests oldest first (the queue, in the order they came), or the decided
 * ones of one status newest first. `query` carries the page and the caller's selection.
 */
export function listVerificationRequests<Query extends RequestPage>(
  ctx: RequestContext,
  filter: { status?: VerificationStatus | null },
  query: Query,
) {
  requireStaff(ctx);
  const status = statusFilter.parse(filter.status ?? undefined);
  return ctx.db.verificationRequest.findMany({
    ...query,
    where: { status },
    orderBy: { id: status === 'pending' ? 'asc' : 'desc' },
  });
}

export function countVerificationRequests(
  ctx: RequestContext,
  filter: { status?: VerificationStatus | null },
): Promise<number> {
  requireStaff(ctx);
  return ctx.db.verificationRequest.count({ where: { status: statusFilter.parse(filter.status ?? undefined) } });
}

/** How many requests wait for the desk (the dashboard's count). */
export function countPendingVerifications(ctx: RequestContext): Promise<number> {
  return countVerificationRequests(ctx, { status: 'pending' });
}

/**
 * The signed URL of a request's document or photo for staff, working for one to two hours
 * (media/private-media.ts); null once the files are deleted, and for anyone but staff.
 */
export function verificationFileUrl(
  ctx: RequestContext,
  request: { documentKey: string | null; photoKey: string | null },
  which: 'document' | 'photo',
  now = new Date(),
): string | null {
  if (!isStaff(ctx.viewer)) return null;
  const key = which === 'document' ? request.documentKey : request.photoKey;
  return key ? signedMediaUrl(ctx.origin, key, ctx.config.jwtSecret, now) : null;
}

/** When the request's files are (or were, or will be) deleted: the period after the decision; null while pending. */
export function filesDeletedAfter(request: { decidedAt: Date | null; filesDeletedAt: Date | null }): Date | null {
  if (request.filesDeletedAt) return request.filesDeletedAt;
  return request.decidedAt && new Date(request.decidedAt.getTime() + VERIFICATION_FILE_RETENTION_DAYS * DAY_MS);
}

const requestIdField = databaseIdField(VERIFICATION_MESSAGES.requestNotFound);
// the desk's reason dialog checks with it too (common/forms/verification.ts)
const reasonField = verificationReasonSchema;

const approveInput = z.object({ id: requestIdField });
const refuseInput = z.object({ id: requestIdField, reason: reasonField });

type RequestRow = Prisma.VerificationRequestGetPayload<object>;

/** What the audit log keeps of a request: its state, never its file names. */
function auditedRequest(request: RequestRow) {
  const { id, userId, status, reason, decidedById, decidedAt, revokedAt, revokedById, revokeReason, filesDeletedAt } =
    request;
  return { id, userId, status, reason, decidedById, decidedAt, revokedAt, revokedById, revokeReason, filesDeletedAt };
}

/** The request, locked until the transaction ends: two staff members' decisions cannot interleave. */
async function lockedRequest(tx: Transaction, id: number): Promise<RequestRow> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM verification_requests WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new NotFoundError(VERIFICATION_MESSAGES.requestNotFound);
  return tx.verificationRequest.findUniqueOrThrow({ where: { id } });
}

/**
 * Approves a pending request: the account gets its verified mark (users.verified_at), which the
 * database copies to every ad of the account (the ads_owner_verified triggers); visitors' cached
 * answers are forgotten and the advertiser is mailed.
 */
export async function approveVerification(
  ctx: RequestContext,
  input: { id: unknown },
  now = new Date(),
): Promise<RequestRow> {
  const actor = requireStaff(ctx);
  const { id } = parseInput(approveInput, input);
  const request = await audited(ctx, async (tx) => {
    const before = await lockedRequest(tx, id);
    if (before.status !== 'pending') throw new WrongStateError(VERIFICATION_MESSAGES.alreadyDecided);
    const after = await tx.verificationRequest.update({
      where: { id },
      data: { status: 'approved', decidedById: actor.id, decidedAt: now },
    });
    await tx.user.update({ where: { id: before.userId }, data: { verifiedAt: now } });
    return {
      audit: {
        action: 'verification.approve',
        subjectType: 'VerificationRequest',
        subjectId: id,
        before: auditedRequest(before),
        after: auditedRequest(after),
      },
      result: after,
    };
  });
  await ctx.publicCache?.forgetAll();
  await noticeVerificationDecided(ctx, request);
  return request;
}

/** Refuses a pending request with the reason the advertiser reads (mailed and shown on their screen); they may send again. */
export async function refuseVerification(
  ctx: RequestContext,
  input: { id: unknown; reason: unknown },
  now = new Date(),
): Promise<RequestRow> {
  const actor = requireStaff(ctx);
  const { id, reason } = parseInput(refuseInput, input);
  const request = await audited(ctx, async (tx) => {
    const before = await lockedRequest(tx, id);
    if (before.status !== 'pending') throw new WrongStateError(VERIFICATION_MESSAGES.alreadyDecided);
    const after = await tx.verificationRequest.update({
      where: { id },
      data: { status: 'refused', reason, decidedById: actor.id, decidedAt: now },
    });
    return {
      audit: {
        action: 'verification.refuse',
        subjectType: 'VerificationRequest',
        subjectId: id,
        before: auditedRequest(before),
        after: auditedRequest(after),
      },
      result: after,
    };
  });
  await noticeVerificationDecided(ctx, request);
  return request;
}

/**
 * Removes the verified mark an approved request gave (a complaint, a document found false), with the
 * reason the advertiser reads; the mark leaves every ad of the account. The advertiser may send a new
 * request afterwards.
 */
export async function revokeVerification(
  ctx: RequestContext,
  input: { id: unknown; reason: unknown },
  now = new Date(),
): Promise<RequestRow> {
  const actor = requireStaff(ctx);
  const { id, reason } = parseInput(refuseInput, input);
  const request = await audited(ctx, async (tx) => {
    const before = await lockedRequest(tx, id);
    if (before.status !== 'approved' || before.revokedAt) throw new WrongStateError(VERIFICATION_MESSAGES.notApproved);
    const [account] = await tx.$queryRaw<
      { verifiedAt: Date | null }[]
    >`SELECT verified_at AS "verifiedAt" FROM users WHERE id = ${before.userId} FOR UPDATE`;
    if (!account?.verifiedAt) throw new WrongStateError(VERIFICATION_MESSAGES.notVerified);
    const after = await tx.verificationRequest.update({
      where: { id },
      data: { revokedAt: now, revokedById: actor.id, revokeReason: reason },
    });
    await tx.user.update({ where: { id: before.userId }, data: { verifiedAt: null } });
    return {
      audit: {
        action: 'verification.revoke',
        subjectType: 'VerificationRequest',
        subjectId: id,
        before: auditedRequest(before),
        after: auditedRequest(after),
      },
      result: after,
    };
  });
  await ctx.publicCache?.forgetAll();
  await noticeVerificationRevoked(ctx, request);
  return request;
}

// ---- the files' end ---------------------------------------------------------------------------

/**
 * Whether another record still holds a private file (names are content-addressed: a document sent
 * again after a refusal, or an image also sent as a payment screenshot, has the same key).
 */
async function fileHeldElsewhere(db: AppServices['db'], key: string, exceptRequestIds: number[]): Promise<boolean> {
  const [requests, screenshots] = await Promise.all([
    db.verificationRequest.count({
      where: { id: { notIn: exceptRequestIds }, OR: [{ documentKey: key }, { photoKey: key }] },
    }),
    db.creditRequest.count({ where: { paymentScreenshot: key } }),
  ]);
  return requests + screenshots > 0;
}

async function removeFilesNobodyHolds(
  services: Pick<AppServices, 'db' | 'storage'>,
  keys: string[],
  exceptRequestIds: number[] = [],
): Promise<void> {
  for (const key of new Set(keys)) {
    if (!(await fileHeldElsewhere(services.db, key, exceptRequestIds))) await services.storage.remove(key);
  }
}

/** Requests whose files one run of the job deletes at most; the next run takes the rest. */
const FILES_DELETED_PER_RUN = 200;

/**
 * A periodic job: deletes the document and photo of every request decided more than
 * VERIFICATION_FILE_RETENTION_DAYS ago from the media store, then clears their keys and sets
 * filesDeletedAt. A file the store cannot remove now keeps its row as it was, so the next run tries
 * again. Answers how many requests lost their files.
 */
export async function deleteExpiredVerificationFiles(
  services: { db: AppServices['db']; storage: MediaStorage; logger: Pick<Logger, 'info' | 'warn'> },
  now = new Date(),
): Promise<number> {
  const due = await services.db.verificationRequest.findMany({
    where: {
      filesDeletedAt: null,
      decidedAt: { not: null, lte: new Date(now.getTime() - VERIFICATION_FILE_RETENTION_DAYS * DAY_MS) },
    },
    select: { id: true, documentKey: true, photoKey: true },
    orderBy: { decidedAt: 'asc' },
    take: FILES_DELETED_PER_RUN,
  });
  let deleted = 0;
  for (const request of due) {
    const keys = [request.documentKey, request.photoKey].filter((key): key is string => key !== null);
    try {
      await removeFilesNobodyHolds(services, keys, [request.id]);
    } catch (error) {
      services.logger.warn(
        { err: error, verificationRequestId: request.id },
        'verification files not deleted; the next run tries again',
      );
      continue;
    }
    const { count } = await services.db.verificationRequest.updateMany({
      where: { id: request.id, filesDeletedAt: null },
      data: { documentKey: null, photoKey: null, filesDeletedAt: now },
    });
    deleted += count;
  }
  if (deleted > 0) services.logger.info({ requests: deleted }, 'verification files deleted after their period');
  return deleted;
}

/**
 * Account deletion (users/account.ts), inside its transaction: a pending request goes (nobody will
 * decide it), a decided one keeps its decision and loses its files' keys now. Answers the keys, whose
 * files removeVerificationFiles deletes once the transaction has committed.
 */
export async function eraseVerificationsOf(tx: Transaction, userId: number, now = new Date()): Promise<string[]> {
  const requests = await tx.verificationRequest.findMany({
    where: { userId },
    select: { documentKey: true, photoKey: true },
  });
  await tx.verificationRequest.deleteMany({ where: { userId, status: 'pending' } });
  await tx.verificationRequest.updateMany({
    where: { userId, filesDeletedAt: null },
    data: { documentKey: null, photoKey: null, filesDeletedAt: now },
  });
  return requests
    .flatMap((request) => [request.documentKey, request.photoKey])
    .filter((key): key is string => key !== null);
}

/** Deletes the files eraseVerificationsOf let go, unless another record holds one; a failure is logged (the file stays unreferenced and private). */
export async function removeVerificationFiles(
  ctx: Pick<AppServices, 'db' | 'storage' | 'logger'>,
  keys: string[],
): Promise<void> {
  try {
    await removeFilesNobodyHolds(ctx, keys);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'verification files of a deleted account not removed');
  }
}
