// The photos moderation blocked (blocked_images) [staff], as the blocklist screen lists them (issue 31),
// and their unblocking: the same photo may be uploaded again, through the other photo checks
// (./photos.ts). The images removed when it was blocked do not come back. Unblocking is audited
// with the row as it was; its file goes once nothing else uses it.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireStaff } from '../../lib/access.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { audited } from '../audit/service.ts';
import { removeUnusedFiles } from '../users/service.ts';

export const BLOCKED_PHOTO_MESSAGES = {
  notFound: 'This blocked photo does not exist (it may have been unblocked already).',
} as const;

const photoIdSchema = databaseIdField(BLOCKED_PHOTO_MESSAGES.notFound);

/** The blocked photos, newest first. `query` carries the page and selection. */
export function listBlockedPhotos<Query extends Omit<Prisma.BlockedImageFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  query: Query,
) {
  requireStaff(ctx);
  return ctx.db.blockedImage.findMany({ ...query, orderBy: { id: 'desc' } });
}

export function countBlockedPhotos(ctx: RequestContext): Promise<number> {
  requireStaff(ctx);
  return ctx.db.blockedImage.count();
}

/** Unblocks a photo; answers the row it was. */
export async function unblockPhoto(ctx: RequestContext, idInput: unknown) {
  requireStaff(ctx);
  const id = parseInput(photoIdSchema, idInput);
  const photo = await audited(ctx, async (tx) => {
    const row = await tx.blockedImage.findUnique({ where: { id } });
    // deleted only if still there: of two unblockings at once, one is told it is gone
    const { count } = await tx.blockedImage.deleteMany({ where: { id } });
    if (!row || count === 0) throw new NotFoundError(BLOCKED_PHOTO_MESSAGES.notFound);
    const before = { ...row, fingerprint: row.fingerprint.toString() };
    return {
      audit: { action: 'blockedImage.remove', subjectType: 'BlockedImage', subjectId: row.id, before, after: null },
      result: row,
    };
  });
  await removeUnusedFiles(ctx, { photos: [photo.path] });
  return photo;
}
