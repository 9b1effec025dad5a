// The moderation queue [staff: admins and moderators, issue 31] and photo fingerprints (issue 7,
// parts 2 and 3). An ad enters the queue when a visitor reports it or when one of its photos matches
// another advertiser's; it leaves when a moderator or an admin decides: take it down (with a reason,
// optionally blocking its photos), restore it, or dismiss the reports. Every decision is written to
// the audit log with its actor and the ad before and after.
import { z } from 'zod';
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { canManage, isStaff, requireStaff } from '../../lib/access.ts';
import { NotFoundError, ValidationError, WrongStateError } from '../../lib/errors.ts';
import { AD_NOT_FOUND_MESSAGE } from '../../lib/messages.ts';
import { parseInput } from '../../lib/validation.ts';
import {
  DECISION_REASON_MAX,
  DECISION_REASON_MESSAGES,
  decisionReasonSchema,
} from '../../../common/forms/moderation.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { audited, type AuditRecord } from '../audit/service.ts';
import { eraseAdContents, erasePersonalFields, removeUnusedFiles } from '../users/service.ts';
import { samePhoto } from './photos.ts';
import { noticeAdRestored, noticeAdTakenDown } from '../notifications/service.ts';

// the photo checks an ad's upload goes through (blocked photos, taken-down photos, photos of other advertisers)
export { photosTakenDown, photosUsedByOthers, refuseBlockedPhoto } from './photos.ts';
// the blocked photos as the blocklist screen lists them, and their unblocking (issue 31)
export { BLOCKED_PHOTO_MESSAGES, countBlockedPhotos, listBlockedPhotos, unblockPhoto } from './blocked-photos.ts';

export const MODERATION_LIMITS = { reason: DECISION_REASON_MAX, similarAds: 10 } as const;

export const MODERATION_MESSAGES = {
  adNotFound: AD_NOT_FOUND_MESSAGE,
  imageNotFound: 'This image does not exist.',
  reason: DECISION_REASON_MESSAGES.advertiser,
  reasonTooLong: DECISION_REASON_MESSAGES.tooLong,
  blockImageNotInAd: 'Only photos of this ad can be blocked with it.',
  alreadyTakenDown: 'This ad is already taken down.',
  nothingToRestore: 'This ad is neither taken down nor hidden.',
  nothingToDismiss: 'This ad has no open reports.',
  // issue 31: a held ad is published or refused as such (screening/review.ts), so its advertiser hears which
  held: 'This ad is held by the screening: publish it or refuse it.',
} as const;

// ---- what moderators read of an ad ------------------------------------------------------------
// The queue's facts (reports, the advertiser, matching photos) are the staff's alone (admins and
// moderators): anyone else reads null, and an ad's owner also reads whether reports hid it.

/** Whether visitors' reports hid the ad until the staff decide; null unless the viewer owns the ad or is staff. */
export function hiddenByReportsOf(ctx: RequestContext, ad: { userId: number; hiddenAt: Date | null }): boolean | null {
  return canManage(ctx.viewer, ad.userId) || isStaff(ctx.viewer) ? ad.hiddenAt !== null : null;
}

/** Since when the ad waits for a decision (null when it does not); null for anyone but staff. */
export function queuedSinceOf(ctx: RequestContext, ad: { moderationQueuedAt: Date | null }): Date | null {
  return isStaff(ctx.viewer) ? ad.moderationQueuedAt : null;
}

/** The ad's owner; null for anyone but staff. */
export function advertiserOf<User>(ctx: RequestContext, ad: { user: User }): User | null {
  return isStaff(ctx.viewer) ? ad.user : null;
}

/** An ad's undecided reports, newest first; null for anyone but staff. */
export async function openReportsOf(ctx: RequestContext, adId: number) {
  if (!isStaff(ctx.viewer)) return null;
  return ctx.db.adReport.findMany({ where: { adId, status: 'open' }, orderBy: { id: 'desc' } });
}

// ---- fingerprints ----------------------------------------------------------------------------

/**
 * The ads of other advertisers showing a photo like this image of an ad (a possible stolen photo),
 * newest first, at most MODERATION_LIMITS.similarAds; null for anyone but staff.
 */
export async function adsOfOthersWithSamePhoto<Query extends Omit<Prisma.AdFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  imageId: number,
  query: Query,
) {
  if (!isStaff(ctx.viewer)) return null;
  const ids = await idsOfOthersWithSamePhoto(ctx, imageId);
  return ctx.db.ad.findMany({ ...query, where: { id: { in: ids } }, orderBy: { id: 'desc' } });
}

async function idsOfOthersWithSamePhoto(ctx: RequestContext, imageId: number): Promise<number[]> {
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT other_ads.id FROM ad_images image
    JOIN ads ON ads.id = image.ad_id
    JOIN ad_images other ON other.id <> image.id AND ${samePhoto(Prisma.sql`other.fingerprint`, Prisma.sql`image.fingerprint`)}
    JOIN ads other_ads ON other_ads.id = other.ad_id AND other_ads.user_id <> ads.user_id
    WHERE image.id = ${imageId}
    ORDER BY other_ads.id DESC
    LIMIT ${MODERATION_LIMITS.similarAds}`;
  return rows.map((row) => Number(row.id));
}

// ---- the queue -------------------------------------------------------------------------------

const QUEUED: Prisma.AdWhereInput = { moderationQueuedAt: { not: null } };

/** Ads awaiting a decision, most recently flagged first. `query` carries the page and selection. */
export async function listModerationQueue<Query extends Omit<Prisma.AdFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  query: Query,
) {
  requireStaff(ctx);
  return ctx.db.ad.findMany({ ...query, where: QUEUED, orderBy: [{ moderationQueuedAt: 'desc' }, { id: 'desc' }] });
}

export async function countModerationQueue(ctx: RequestContext): Promise<number> {
  requireStaff(ctx);
  return ctx.db.ad.count({ where: QUEUED });
}

/** The reports nobody of the staff has decided on yet: the sidebar's badge. */
export async function countOpenReports(ctx: RequestContext): Promise<number> {
  requireStaff(ctx);
  return ctx.db.adReport.count({ where: { status: 'open' } });
}

// ---- decisions -------------------------------------------------------------------------------

/** The reason of a decision the advertiser reads (also the desk's bulk decisions', checked before any ad changes). */
export const reasonSchema = decisionReasonSchema(MODERATION_MESSAGES.reason);

const adIdSchema = databaseIdField(MODERATION_MESSAGES.adNotFound);
const imageIdSchema = databaseIdField(MODERATION_MESSAGES.imageNotFound);

const takeDownInput = z.object({
  adId: adIdSchema,
  reason: reasonSchema,
  blockImageIds: z.array(imageIdSchema).max(50).default([]),
});

const takeDownImageInput = z.object({
  imageId: imageIdSchema,
  reason: reasonSchema,
  block: z.boolean().default(false),
});

export type TakeDownAdInput = z.input<typeof takeDownInput>;
export type TakeDownImageInput = z.input<typeof takeDownImageInput>;

type Transaction = Prisma.TransactionClient;

const AUDITED_AD = {
  id: true,
  name: true,
  userId: true,
  takenDownAt: true,
  takedownReason: true,
  hiddenAt: true,
  moderationQueuedAt: true,
} satisfies Prisma.AdSelect;

type AdRow = Prisma.AdGetPayload<object>;

/** What the audit log keeps of an ad's moderation state. */
function auditedAd(ad: AdRow) {
  return Object.fromEntries(Object.keys(AUDITED_AD).map((field) => [field, ad[field as keyof AdRow]]));
}

/** The ad, locked until the transaction ends so two moderators' decisions cannot interleave. */
async function lockedAd(tx: Transaction, adId: number): Promise<AdRow> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM ads WHERE id = ${adId} FOR UPDATE`;
  if (!row) throw new NotFoundError(MODERATION_MESSAGES.adNotFound);
  return tx.ad.findUniqueOrThrow({ where: { id: adId } });
}

/**
 * Whether the ad's owner deleted their account (users/account.ts): the ad was kept only for this
 * decision, so the decision erases its contents, its audit entry keeps no personal value and no
 * mail goes to the erased address.
 */
async function ownerDeleted(tx: Transaction, ad: AdRow): Promise<boolean> {
  const owner = await tx.user.findUnique({ where: { id: ad.userId }, select: { status: true } });
  return owner?.status === 'deleted';
}

/** The audit entry of a decision on a deleted account's ad: what happened, without its personal values. */
function withoutPersonalValues(audit: AuditRecord): AuditRecord {
  return { ...audit, before: erasePersonalFields(audit.before), after: erasePersonalFields(audit.after) };
}

interface Decision {
  ad: AdRow;
  /** the owner had deleted the account: the ad's contents were erased with the decision */
  erased: boolean;
  /** the storage keys of the erased photos, whose files go once nothing uses them */
  photos: string[];
}

/**
 * Ends a decision on the ad inside its transaction: an ad a deleted account left for review loses its
 * contents now that it is decided (its takedown and reports stay as records).
 */
async function concluded(
  tx: Transaction,
  ad: AdRow,
  audit: AuditRecord,
): Promise<{ audit: AuditRecord; result: Decision }> {
  if (!(await ownerDeleted(tx, ad))) return { audit, result: { ad, erased: false, photos: [] } };
  const photos = await eraseAdContents(tx, [ad.id]);
  return {
    audit: withoutPersonalValues(audit),
    result: { ad: await tx.ad.findUniqueOrThrow({ where: { id: ad.id } }), erased: true, photos },
  };
}

/** After a decision committed: visitors' answers forgotten, the erased photos' files removed, and the advertiser told (unless the account is gone). */
async function afterDecision(
  ctx: RequestContext,
  decision: Decision,
  notice: (ad: AdRow) => Promise<void>,
): Promise<AdRow> {
  await ctx.publicCache?.forgetAll();
  if (decision.erased) await removeUnusedFiles(ctx, { photos: decision.photos });
  else await notice(decision.ad);
  return decision.ad;
}

async function closeReports(tx: Transaction, adId: number, status: 'actioned' | 'dismissed'): Promise<number> {
  const { count } = await tx.adReport.updateMany({ where: { adId, status: 'open' }, data: { status } });
  return count;
}

interface BlockedPhoto {
  path: string;
  /** the images removed from the site because they show this photo */
  removedImages: { id: number; adId: number }[];
}

const IMAGE_TO_BLOCK = {
  id: true,
  adId: true,
  path: true,
  position: true,
  fingerprint: true,
} satisfies Prisma.AdImageSelect;
type ImageToBlock = Prisma.AdImageGetPayload<{ select: typeof IMAGE_TO_BLOCK }>;

/**
 * Blocks a photo: later uploads like it are refused, and every image like it leaves the site,
 * this one included (a photo that may not be uploaded may not stay either).
 */
async function blockPhoto(
  tx: Transaction,
  actorId: number,
  image: ImageToBlock,
  reason: string,
): Promise<BlockedPhoto> {
  // an image stored before fingerprints cannot be matched: only it leaves the site
  if (image.fingerprint === null) {
    await tx.adImage.delete({ where: { id: image.id } });
    return { path: image.path, removedImages: [{ id: image.id, adId: image.adId }] };
  }
  await tx.blockedImage.create({
    data: { fingerprint: image.fingerprint, path: image.path, reason, blockedById: actorId },
  });
  const removedImages = await tx.$queryRaw<{ id: number; adId: number }[]>`
    DELETE FROM ad_images
    WHERE ${samePhoto(Prisma.sql`fingerprint`, Prisma.sql`${image.fingerprint}::bigint`)}
    RETURNING id, ad_id AS "adId"`;
  return {
    path: image.path,
    removedImages: removedImages.map((row) => ({ id: Number(row.id), adId: Number(row.adId) })),
  };
}

/** Takes the ad off the site with the reason its advertiser reads in My ads; its open reports are actioned. */
export async function takeDownAd(ctx: RequestContext, input: TakeDownAdInput, now = new Date()) {
  const actorId = requireStaff(ctx).id;
  const { adId, reason, blockImageIds } = parseInput(takeDownInput, input);
  const decision = await audited(ctx, async (tx) => {
    const before = await lockedAd(tx, adId);
    if (before.takenDownAt) throw new WrongStateError(MODERATION_MESSAGES.alreadyTakenDown);
    const toBlock = await tx.adImage.findMany({
      where: { id: { in: blockImageIds }, adId },
      select: IMAGE_TO_BLOCK,
      orderBy: { position: 'asc' },
    });
    if (toBlock.length !== new Set(blockImageIds).size)
      throw new ValidationError(MODERATION_MESSAGES.blockImageNotInAd, 'blockImageIds');

    const reportsActioned = await closeReports(tx, adId, 'actioned');
    const blockedPhotos: BlockedPhoto[] = [];
    for (const image of toBlock) blockedPhotos.push(await blockPhoto(tx, actorId, image, reason));
    // the photos taken down with the ad and not blocked may come back on another ad, but only through review (moderation/photos.ts)
    const kept = await tx.adImage.findMany({
      where: { adId, fingerprint: { not: null } },
      select: { fingerprint: true },
    });
    await tx.takenDownPhoto.createMany({
      data: kept.map((image) => ({ fingerprint: image.fingerprint!, adId, reason, takenDownById: actorId })),
    });
    // a takedown also ends a screening hold (issue 31): the ad is decided
    const after = await tx.ad.update({
      where: { id: adId },
      data: { takenDownAt: now, takedownReason: reason, moderationQueuedAt: null, heldAt: null, holdReasons: [] },
    });
    return concluded(tx, after, {
      action: 'ad.takeDown',
      subjectType: 'Ad',
      subjectId: adId,
      before: auditedAd(before),
      after: { ...auditedAd(after), reportsActioned, blockedPhotos },
    });
  });
  return afterDecision(ctx, decision, (ad) => noticeAdTakenDown(ctx, ad));
}

/** Puts a taken-down or report-hidden ad back on the site; its open reports are dismissed. */
export async function restoreAd(ctx: RequestContext, adIdInput: unknown) {
  requireStaff(ctx);
  const adId = parseInput(adIdSchema, adIdInput);
  const decision = await audited(ctx, async (tx) => {
    const before = await lockedAd(tx, adId);
    if (!before.takenDownAt && !before.hiddenAt) throw new WrongStateError(MODERATION_MESSAGES.nothingToRestore);
    if (before.heldAt) throw new WrongStateError(MODERATION_MESSAGES.held);
    const reportsDismissed = await closeReports(tx, adId, 'dismissed');
    // its photos are no longer taken down (photos removed from it one by one stay remembered: they are not on it)
    const onAd = await tx.adImage.findMany({
      where: { adId, fingerprint: { not: null } },
      select: { fingerprint: true },
    });
    await tx.takenDownPhoto.deleteMany({
      where: { adId, fingerprint: { in: onAd.map((image) => image.fingerprint!) } },
    });
    const after = await tx.ad.update({
      where: { id: adId },
      data: { takenDownAt: null, takedownReason: null, hiddenAt: null, moderationQueuedAt: null },
    });
    return concluded(tx, after, {
      action: 'ad.restore',
      subjectType: 'Ad',
      subjectId: adId,
      before: auditedAd(before),
      after: { ...auditedAd(after), reportsDismissed },
    });
  });
  return afterDecision(ctx, decision, (ad) => noticeAdRestored(ctx, ad));
}

/** The reports (and a matching-photo flag) were unfounded: they are closed and the ad leaves the queue, visible again if reports had hidden it. */
export async function dismissAdReports(ctx: RequestContext, adIdInput: unknown) {
  requireStaff(ctx);
  const adId = parseInput(adIdSchema, adIdInput);
  const decision = await audited(ctx, async (tx) => {
    const before = await lockedAd(tx, adId);
    if (before.heldAt) throw new WrongStateError(MODERATION_MESSAGES.held);
    const reportsDismissed = await closeReports(tx, adId, 'dismissed');
    if (reportsDismissed === 0 && !before.moderationQueuedAt)
      throw new WrongStateError(MODERATION_MESSAGES.nothingToDismiss);
    const after = await tx.ad.update({ where: { id: adId }, data: { hiddenAt: null, moderationQueuedAt: null } });
    return concluded(tx, after, {
      action: 'ad.dismissReports',
      subjectType: 'Ad',
      subjectId: adId,
      before: auditedAd(before),
      after: { ...auditedAd(after), reportsDismissed },
    });
  });
  // visible again if reports had hidden it (no mail: the advertiser was not told of the reports either)
  return afterDecision(ctx, decision, () => Promise.resolve());
}

/** Removes one image from an ad (optionally blocking the photo); the ad stays, in the queue until decided. */
export async function takeDownAdImage(ctx: RequestContext, input: TakeDownImageInput) {
  const actorId = requireStaff(ctx).id;
  const { imageId, reason, block } = parseInput(takeDownImageInput, input);
  const ad = await audited(ctx, async (tx) => {
    const image = await tx.adImage.findUnique({ where: { id: imageId }, select: IMAGE_TO_BLOCK });
    if (!image) throw new NotFoundError(MODERATION_MESSAGES.imageNotFound);
    const owningAd = await lockedAd(tx, image.adId);
    const blockedPhoto = block ? await blockPhoto(tx, actorId, image, reason) : null;
    // taken down without blocking: the same photo may come back, but only through review (moderation/photos.ts)
    if (!block && image.fingerprint !== null) {
      await tx.takenDownPhoto.create({
        data: { fingerprint: image.fingerprint, adId: image.adId, reason, takenDownById: actorId },
      });
    }
    // blocking removed it already, with every copy
    await tx.adImage.deleteMany({ where: { id: imageId } });
    const { fingerprint: _fingerprint, ...shown } = image;
    const audit: AuditRecord = {
      action: 'adImage.takeDown',
      subjectType: 'AdImage',
      subjectId: imageId,
      before: shown,
      after: { removed: true, reason, blockedPhoto },
    };
    // an ad a deleted account left for review: the entry keeps no storage key of its photos
    return { audit: (await ownerDeleted(tx, owningAd)) ? withoutPersonalValues(audit) : audit, result: owningAd };
  });
  await ctx.publicCache?.forgetAll();
  return ad;
}
