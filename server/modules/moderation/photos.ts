// Photo rules at upload time (issue 7, part 3; issue 30), kept apart from the queue so the ads service
// can use them: a photo moderation blocked is refused; one a moderator took down without blocking
// comes back only through review (its ad hidden in the queue until an admin decides); one already in
// another advertiser's ad queues the new ad for review as a possible stolen photo.
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { SAME_PHOTO_DISTANCE } from '../../lib/media/fingerprint.ts';

type Db = RequestContext['db'] | Prisma.TransactionClient;

export function blockedPhotoMessage(photoNumber: number): string {
  return `Photo ${photoNumber} was removed from the site by moderation and cannot be uploaded again. Please choose another.`;
}

/** SQL: whether two fingerprints are within SAME_PHOTO_DISTANCE bits (false when either is null). */
export function samePhoto(left: Prisma.Sql, right: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`bit_count((${left} # ${right})::bit(64)) <= ${SAME_PHOTO_DISTANCE}`;
}

/** Refuses a photo within a few bits of one moderation blocked (used while an upload is stored). */
export async function refuseBlockedPhoto(db: Db, fingerprint: bigint, photoNumber: number): Promise<void> {
  const [match] = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM blocked_images
    WHERE ${samePhoto(Prisma.sql`fingerprint`, Prisma.sql`${fingerprint}::bigint`)}
    LIMIT 1`;
  if (match) throw new ValidationError(blockedPhotoMessage(photoNumber), 'images');
}

/** Whether any of these photos is already in an ad of another advertiser. */
export async function photosUsedByOthers(db: Db, userId: number, fingerprints: readonly bigint[]): Promise<boolean> {
  if (fingerprints.length === 0) return false;
  const wanted = Prisma.join(fingerprints.map((fingerprint) => Prisma.sql`(${fingerprint}::bigint)`));
  const [match] = await db.$queryRaw<{ id: number }[]>`
    SELECT ad_images.id FROM ad_images
    JOIN ads ON ads.id = ad_images.ad_id AND ads.user_id <> ${userId}
    JOIN (VALUES ${wanted}) AS wanted(fingerprint)
      ON ${samePhoto(Prisma.sql`ad_images.fingerprint`, Prisma.sql`wanted.fingerprint`)}
    LIMIT 1`;
  return match !== undefined;
}

/** Whether any of these photos is like one a moderator took off an ad without blocking it. */
export async function photosTakenDown(db: Db, fingerprints: readonly bigint[]): Promise<boolean> {
  if (fingerprints.length === 0) return false;
  const wanted = Prisma.join(fingerprints.map((fingerprint) => Prisma.sql`(${fingerprint}::bigint)`));
  const [match] = await db.$queryRaw<{ id: number }[]>`
    SELECT taken_down_photos.id FROM taken_down_photos
    JOIN (VALUES ${wanted}) AS wanted(fingerprint)
      ON ${samePhoto(Prisma.sql`taken_down_photos.fingerprint`, Prisma.sql`wanted.fingerprint`)}
    LIMIT 1`;
  return match !== undefined;
}
