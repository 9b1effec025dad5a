// Advertiser self-service on a running ad (issue 18): editing its contents and photos with the rules
// and messages of creation, and stopping it early with the unused whole days refunded through the
// ledger. Dates and cities stay as bought; renewal (./renewal.ts) sells more days.
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { addDays, dateOnly, daysInclusive, isoDate, todayInIndia } from '../../lib/dates.ts';
import { requireAdvertiser } from '../../lib/access.ts';
import { NotFoundError, ValidationError, WrongStateError } from '../../lib/errors.ts';
import { AD_NOT_FOUND_MESSAGE } from '../../lib/messages.ts';
import { databaseIdField, parseDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { prepareImage, storePreparedImage, type PreparedImage, type StoredImage } from '../../lib/media/images.ts';
import { photoWatermark } from '../settings/service.ts';
import { recordOwnerAudit } from '../audit/service.ts';
import { checkAdPerson } from '../adulthood/service.ts';
import { changeBalance, CREDIT_SCHEME_ID, lockAccount } from '../credits/service.ts';
import { photosTakenDown, photosUsedByOthers, refuseBlockedPhoto } from '../moderation/service.ts';
import { heldEditedAd, holdReasonsFor } from '../screening/service.ts';
import { AD_CARD_INCLUDE, AD_MESSAGES, adUploadsInput, checkImageCount, serviceIdsFor } from './service.ts';
import { adContentsShape, checkedAdContents } from '../../../common/forms/ads.ts';
import { refundFor } from '../../../common/creditMath.ts';

export const EDIT_MESSAGES = {
  adNotFound: AD_NOT_FOUND_MESSAGE,
  keptImageNotFound: 'One of the photos to keep is no longer in this ad. Please reload and try again.',
  alreadyEnded: 'This ad has already ended.',
  takenDownStop: 'This ad was taken down by moderation: it is already off the site, and its credits are not refunded.',
} as const;

// the contents as creation checks them (common/forms/ads.ts), then the lists and the age
const editAdInput = z
  .object({
    ...adContentsShape,
    adId: databaseIdField(EDIT_MESSAGES.adNotFound),
    /** the ad's photos to keep, in the order shown; photos not named are removed */
    keepImageIds: z
      .array(z.unknown(), { error: EDIT_MESSAGES.keptImageNotFound })
      .nullish()
      .transform((ids) => [...new Set((ids ?? []).map((id) => parseDatabaseId(id) ?? 0))]),
    images: z.nullish(adUploadsInput).transform((files) => files ?? []),
  })
  .transform(checkedAdContents);

export interface EditAdInput {
  adId?: unknown;
  name?: unknown;
  contact?: unknown;
  description?: unknown;
  services?: unknown;
  quickSummaries?: unknown;
  customSections?: unknown;
  /** the person's age, 18 to 99: required, an old ad without one included */
  age?: unknown;
  /** an agency account's declaration that it holds proof the person is 18 or over: true to declare */
  adultDeclaration?: unknown;
  keepImageIds?: unknown;
  images?: unknown;
}

/** What the audit log keeps of an ad's contents, before and after an edit. */
const AUDITED_CONTENTS = {
  id: true,
  name: true,
  description: true,
  contact: true,
  age: true,
  moderationQueuedAt: true,
  heldAt: true,
  holdReasons: true,
  images: { select: { id: true, path: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  services: { select: { service: { select: { name: true } } }, orderBy: { position: 'asc' } },
  quickSummaries: { select: { name: true, value: true }, orderBy: { position: 'asc' } },
  customSections: { select: { title: true, description: true }, orderBy: { position: 'asc' } },
} as const satisfies Prisma.AdSelect;

async function auditedContents(tx: Prisma.TransactionClient, adId: number) {
  const ad = await tx.ad.findUniqueOrThrow({ where: { id: adId }, select: AUDITED_CONTENTS });
  return { ...ad, services: ad.services.map((entry) => entry.service.name) };
}

/** Whether moderation has a say on the ad: queued, hidden by reports, or taken down. */
function underModeration(ad: {
  moderationQueuedAt: Date | null;
  hiddenAt: Date | null;
  takenDownAt: Date | null;
}): boolean {
  return ad.moderationQueuedAt !== null || ad.hiddenAt !== null || ad.takenDownAt !== null;
}

/**
 * Replaces an ad's texts, contact, services, quick summaries, custom sections and photos, with the
 * rules and messages of creation. Everything is checked before anything is stored: new photos are
 * decoded and vetted against blocked photos first, and stored only once the whole edit passed.
 * The ad's contents, its return to the moderation queue (when it was under moderation, or a new
 * photo is in another advertiser's ad, or is one a moderator took down: then hidden until decided)
 * and the audit entry are one transaction.
 */
export async function editAd(ctx: RequestContext, input: EditAdInput, now = new Date()) {
  const ownerId = requireAdvertiser(ctx, AD_MESSAGES.advertisersOnly).id;
  const data = parseInput(editAdInput, input);
  const { services, quickSummaries, customSections, age } = data;

  const current = await ctx.db.ad.findFirst({
    where: { id: data.adId, userId: ownerId },
    select: { id: true, startDate: true, endDate: true, images: { select: { id: true } } },
  });
  if (!current) throw new NotFoundError(EDIT_MESSAGES.adNotFound);
  // issue 31: an independent's own age during the ad's run, or an agency's declaration (../adulthood/service.ts)
  const run = { startDate: isoDate(current.startDate), endDate: isoDate(current.endDate) };
  const { adultDeclaredAt } = await checkAdPerson(
    ctx.db,
    ownerId,
    { age, adultDeclaration: input.adultDeclaration, ...run },
    now,
  );
  const imageIds = new Set(current.images.map((image) => image.id));
  if (data.keepImageIds.some((id) => !imageIds.has(id)))
    throw new ValidationError(EDIT_MESSAGES.keptImageNotFound, 'keepImageIds');
  checkImageCount(data.keepImageIds.length + data.images.length);

  // every new photo is checked before any is stored: a refused edit stores nothing
  const prepared: PreparedImage[] = [];
  // the site's mark on the public copies, unless the settings turned it off (issue 31)
  const watermark = data.images.length > 0 ? await photoWatermark(ctx) : null;
  for (const [index, upload] of data.images.entries()) {
    const photoNumber = data.keepImageIds.length + index + 1;
    prepared.push(
      await prepareImage(upload, {
        vetFingerprint: (fingerprint) => refuseBlockedPhoto(ctx.db, fingerprint, photoNumber),
        watermark,
      }),
    );
  }
  const newFingerprints = prepared.flatMap((image) => (image.fingerprint === null ? [] : [image.fingerprint]));
  const stolenSuspect = await photosUsedByOthers(ctx.db, ownerId, newFingerprints);
  // a photo a moderator took down comes back only through review: the ad waits hidden in the queue
  const takenDownReturns = await photosTakenDown(ctx.db, newFingerprints);
  // issue 31: risky texts, contacts or photos hold the ad for the desk (../screening/service.ts)
  const texts = { name: data.name, description: data.description, services, quickSummaries, customSections };
  const holdReasons = await holdReasonsFor(ctx, { ownerId, texts, contact: data.contact ?? null, newFingerprints });
  const stored: StoredImage[] = [];
  for (const image of prepared) stored.push(await storePreparedImage(ctx.storage, image));

  const result = await ctx.db.$transaction(async (tx) => {
    // the row is locked: two edits of one ad, or an edit and a moderator's decision, queue here
    const [locked] = await tx.$queryRaw<
      { id: number }[]
    >`SELECT id FROM ads WHERE id = ${data.adId} AND user_id = ${ownerId} FOR UPDATE`;
    if (!locked) throw new NotFoundError(EDIT_MESSAGES.adNotFound);
    const ad = await tx.ad.findUniqueOrThrow({
      where: { id: data.adId },
      select: { moderationQueuedAt: true, hiddenAt: true, takenDownAt: true, heldAt: true, holdReasons: true },
    });
    const before = await auditedContents(tx, data.adId);
    // a photo removed by a moderator since the form was read: the edit was made on a stale ad
    const stillThere = new Set(before.images.map((image) => image.id));
    if (data.keepImageIds.some((id) => !stillThere.has(id)))
      throw new ValidationError(EDIT_MESSAGES.keptImageNotFound, 'keepImageIds');

    const serviceIds = await serviceIdsFor(tx, services);
    // held: hidden and queued until the desk decides; an edit of a held ad never publishes it
    const held = heldEditedAd(ad, holdReasons, now);
    const requeue = underModeration(ad) || stolenSuspect || takenDownReturns || held !== null;
    await tx.adImage.deleteMany({ where: { adId: data.adId, id: { notIn: data.keepImageIds } } });
    for (const [position, id] of data.keepImageIds.entries())
      await tx.adImage.update({ where: { id }, data: { position } });
    await tx.ad.update({
      where: { id: data.adId },
      data: {
        name: data.name,
        description: data.description,
        contact: data.contact ?? null,
        age,
        ...(adultDeclaredAt ? { adultDeclaredAt } : {}),
        ...(requeue ? { moderationQueuedAt: now } : {}),
        ...(takenDownReturns ? { hiddenAt: now } : {}),
        ...held,
        images: {
          create: stored.map((image, index) => ({
            path: image.key,
            width: image.width,
            height: image.height,
            fingerprint: image.fingerprint,
            position: data.keepImageIds.length + index,
          })),
        },
        services: { deleteMany: {}, create: serviceIds.map((serviceId, position) => ({ serviceId, position })) },
        quickSummaries: {
          deleteMany: {},
          create: quickSummaries.map((summary, position) => ({ ...summary, position })),
        },
        customSections: {
          deleteMany: {},
          create: customSections.map((section, position) => ({ ...section, position })),
        },
      },
    });
    const after = await auditedContents(tx, data.adId);
    await recordOwnerAudit(tx, ownerId, { action: 'ad.edit', subjectType: 'Ad', subjectId: data.adId, before, after });
    return {
      ad: await tx.ad.findUniqueOrThrow({ where: { id: data.adId }, include: AD_CARD_INCLUDE }),
      requeued: requeue,
    };
  });
  // visitors see the new texts and photos at once
  await ctx.publicCache?.forgetAll();
  return result;
}

// ---- stopping early ---------------------------------------------------------------------------------

const stopAdInput = z.object({ adId: databaseIdField(EDIT_MESSAGES.adNotFound) });

/**
 * The whole days of a run that a stop today leaves unused: the days after today (today was shown),
 * or every day of a run that has not begun. Zero for a run that has ended.
 */
export function unusedDays(startDate: string, endDate: string, today = todayInIndia()): number {
  if (endDate < today) return 0;
  const firstUnused = startDate > today ? startDate : addDays(today, 1);
  return firstUnused > endDate ? 0 : daysInclusive(firstUnused, endDate);
}

// the credits given back for unused days: one rule with the desk's refusal of a held ad (./service.ts)

/**
 * Takes one of the advertiser's ads off the site now: it ends yesterday (an ad that had not begun
 * runs no day at all), and the whole credits its unused days cost are refunded through the ledger.
 * The new dates, the refund entry and the audit entry are one transaction under a lock on the ad.
 */
export async function stopAd(ctx: RequestContext, input: { adId: unknown }, today = todayInIndia()) {
  const ownerId = requireAdvertiser(ctx, AD_MESSAGES.advertisersOnly).id;
  const { adId } = parseInput(stopAdInput, input);

  const result = await ctx.db.$transaction(async (tx) => {
    // the account before the ad, as a change of its status takes them (credits/ledger.ts lockAccount)
    await lockAccount(tx, ownerId);
    const [locked] = await tx.$queryRaw<
      { id: number }[]
    >`SELECT id FROM ads WHERE id = ${adId} AND user_id = ${ownerId} FOR UPDATE`;
    if (!locked) throw new NotFoundError(EDIT_MESSAGES.adNotFound);
    const ad = await tx.ad.findUniqueOrThrow({ where: { id: adId } });
    if (ad.takenDownAt) throw new WrongStateError(EDIT_MESSAGES.takenDownStop);
    const startDate = isoDate(ad.startDate);
    const endDate = isoDate(ad.endDate);
    if (endDate < today) throw new WrongStateError(EDIT_MESSAGES.alreadyEnded);

    const days = unusedDays(startDate, endDate, today);
    const scheme = await tx.creditScheme.findUnique({ where: { id: CREDIT_SCHEME_ID } });
    const refund = refundFor(days, scheme?.timePerCredit ?? null, ad.creditsUsed);
    const yesterday = addDays(today, -1);
    const stopped = await tx.ad.update({
      where: { id: adId },
      data: {
        // end_date >= start_date: a run that had not begun (or began today) becomes the one past day
        startDate: dateOnly(startDate > yesterday ? yesterday : startDate),
        endDate: dateOnly(yesterday),
        creditsUsed: { decrement: refund },
      },
      include: AD_CARD_INCLUDE,
    });
    let balance = (await tx.user.findUniqueOrThrow({ where: { id: ownerId }, select: { credits: true } })).credits;
    if (refund > 0) {
      balance = await changeBalance(tx, {
        userId: ownerId,
        amount: refund,
        kind: 'refund',
        adId,
        reason: `Stopped early: ${days} unused ${days === 1 ? 'day' : 'days'}`,
      });
    }
    await recordOwnerAudit(tx, ownerId, {
      action: 'ad.stop',
      subjectType: 'Ad',
      subjectId: adId,
      before: { startDate, endDate, creditsUsed: ad.creditsUsed },
      after: {
        startDate: isoDate(stopped.startDate),
        endDate: isoDate(stopped.endDate),
        creditsUsed: stopped.creditsUsed,
        unusedDays: days,
        creditsRefunded: refund,
      },
    });
    return { ad: stopped, unusedDays: days, creditsRefunded: refund, balance };
  });
  await ctx.publicCache?.forgetAll();
  return result;
}
