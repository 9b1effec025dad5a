// Erasing what a deleted account left (issue 18, issue 30): the personal values of audit entries, the
// contents of its ads that moderation keeps as records, and the files nothing uses any more. Used by
// the deletion itself (./account.ts) and by moderation's decision on an ad a deleted account left
// waiting for review (../moderation/service.ts).
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { IMAGE_LIMITS, unmarkedOriginalKey, variantKey } from '../../lib/media/images.ts';

type Transaction = Prisma.TransactionClient;

/** What an erased field reads in the audit log and in a kept ad. */
export const ERASED = '[erased]';

/** The personal fields of the records the audit log copies (users, ads, their images, credit requests). */
const PERSONAL_FIELDS = new Set([
  'name',
  'email',
  'contact',
  'address',
  'suspensionReason',
  // stated at sign-up, kept in the audit entry of an admin's correction (issue 31)
  'dateOfBirth',
  'description',
  'services',
  'quickSummaries',
  'customSections',
  'images',
  'path',
  'paymentScreenshot',
]);

/** A JSON value with every personal field replaced by ERASED, at any depth. */
export function erasePersonalFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(erasePersonalFields);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        PERSONAL_FIELDS.has(key) ? ERASED : erasePersonalFields(inner),
      ]),
    );
  }
  return value;
}

/** JSON for a Json? column: SQL NULL for nothing. */
function asJsonColumn(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue);
}

/**
 * Rewrites the audit entries about an account, its ads, its ads' images and its credit requests,
 * and those it made, without their personal values; who acted, what, on which record and when stay.
 * The audit log's trigger allows this rewrite only inside the transaction that set the flag.
 */
export async function eraseAuditEntriesOf(
  tx: Transaction,
  account: { userId: number; adIds: number[]; creditRequestIds: number[] },
): Promise<void> {
  const { userId, adIds, creditRequestIds } = account;
  // an image's entry names its ad only inside its values (the image itself may be gone)
  const imageEntries =
    adIds.length === 0
      ? []
      : await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM audit_entries
          WHERE subject_type = 'AdImage' AND jsonb_typeof(before -> 'adId') = 'number' AND (before ->> 'adId')::int IN (${Prisma.join(adIds)})`;
  await tx.$executeRaw`SELECT set_config('directory.audit_erasure', 'on', true)`;
  const entries = await tx.auditEntry.findMany({
    where: {
      OR: [
        { subjectType: 'User', subjectId: userId },
        { subjectType: 'Ad', subjectId: { in: adIds } },
        { subjectType: 'CreditRequest', subjectId: { in: creditRequestIds } },
        { id: { in: imageEntries.map((entry) => Number(entry.id)) } },
        { actorId: userId },
      ],
    },
    select: { id: true, before: true, after: true },
  });
  for (const entry of entries) {
    await tx.auditEntry.update({
      where: { id: entry.id },
      data: {
        before: asJsonColumn(erasePersonalFields(entry.before)),
        after: asJsonColumn(erasePersonalFields(entry.after)),
      },
    });
  }
  await tx.$executeRaw`SELECT set_config('directory.audit_erasure', 'off', true)`;
}

/**
 * Keeps ads of a deleted account as moderation records only: their dates, city, category, takedown
 * and reports stay; their texts, own contact, photos, lists and statistics go. Answers the photos'
 * storage keys, for removeUnusedFiles once the transaction has committed.
 */
export async function eraseAdContents(tx: Transaction, adIds: number[]): Promise<string[]> {
  if (adIds.length === 0) return [];
  const where = { adId: { in: adIds } };
  const images = await tx.adImage.findMany({ where, select: { path: true } });
  await tx.adImage.deleteMany({ where });
  await tx.adService.deleteMany({ where });
  await tx.adQuickSummary.deleteMany({ where });
  await tx.adCustomSection.deleteMany({ where });
  await tx.adDailyStat.deleteMany({ where });
  await tx.ad.updateMany({
    where: { id: { in: adIds } },
    data: { name: ERASED, description: '', contact: null, moderationQueuedAt: null, reminderSentFor: null },
  });
  return images.map((image) => image.path);
}

/**
 * Removes photo and screenshot files of a deleted account that nothing else uses (content-addressed:
 * another advertiser may have uploaded the same bytes; a blocked photo's file stays for the
 * moderators, and so does a photo of an ad kept for review). A file that cannot be removed now stays
 * unreferenced, which is harmless.
 */
export async function removeUnusedFiles(
  ctx: RequestContext,
  files: { photos: string[]; screenshots?: string[] },
): Promise<void> {
  for (const key of new Set(files.photos)) {
    const [adImages, blogImages, blocked] = await Promise.all([
      ctx.db.adImage.count({ where: { path: key } }),
      ctx.db.blogImage.count({ where: { path: key } }),
      ctx.db.blockedImage.count({ where: { path: key } }),
    ]);
    if (adImages + blogImages + blocked > 0) continue;
    await removeQuietly(ctx, key);
    for (const width of IMAGE_LIMITS.variantWidths) await removeQuietly(ctx, variantKey(key, width));
    // the unmarked original of a photo whose public copies carry the site's mark (issue 31)
    await removeQuietly(ctx, unmarkedOriginalKey(key));
  }
  for (const key of new Set(files.screenshots ?? [])) {
    if (
      (await ctx.db.creditRequest.count({ where: { paymentScreenshot: key, user: { status: { not: 'deleted' } } } })) >
      0
    )
      continue;
    await removeQuietly(ctx, key);
  }
}

async function removeQuietly(ctx: RequestContext, key: string): Promise<void> {
  await ctx.storage
    .remove(key)
    .catch((error: unknown) => ctx.logger.warn({ err: error, key }, 'file of a deleted account not removed'));
}
