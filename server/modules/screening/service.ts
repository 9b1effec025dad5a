// Screening (issue 31): before an ad is published, and whenever its advertiser edits it, its texts,
// phone numbers and new photos are checked; a hit holds the ad for the desk instead of publishing it.
// What holds an ad:
//   - a term of the site's list in any of its texts (name, description, services, quick summaries,
//     custom sections), read through look-alike letters, spacing and repeats (./terms.ts);
//   - an age under 18 stated in any of its texts ("16 year old", "16 saal": common/age.ts);
//   - its own phone number, or its advertiser's, on the blocklist; the advertiser's e-mail address or
//     its domain on the blocklist;
//   - a new photo close to one moderation blocked: within SAME_PHOTO_DISTANCE bits it is refused
//     outright (moderation/photos.ts); from there to CLOSE_PHOTO_DISTANCE bits it is held for the desk;
//   - the site setting holdNewAdvertisers, for an advertiser none of whose ads has been published.
// A held ad is hidden (hiddenAt: out of every public path by the public rule) and queued for the desk
// (moderationQueuedAt), with heldAt and the reasons (holdReasons). The desk publishes or refuses it
// (./review.ts). Nothing else changes for an ad that holds nothing.
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { canManage, isStaff } from '../../lib/access.ts';
import { SAME_PHOTO_DISTANCE } from '../../lib/media/fingerprint.ts';
import { termsOf } from '../../lib/screening-terms.ts';
import { MIN_AD_AGE, statedAgesIn } from '../../../common/age.ts';
import {
  BLOCKED_EMAIL,
  BLOCKED_PHONE,
  CLOSE_TO_BLOCKED_PHOTO,
  NEW_ADVERTISER,
  statedAgeReason,
  termReason,
} from '../../../common/holdReasons.ts';
import { findBlockedContacts } from '../blocklist/service.ts';
import { readSiteSettings } from '../settings/service.ts';
import { termsFoundIn } from './terms.ts';

export { foldedForScreening, termsFoundIn } from './terms.ts';

/**
 * Fingerprints at most this many bits from a blocked photo's hold the ad for the desk (those within
 * SAME_PHOTO_DISTANCE are refused at upload). Measured on the test photos: a copy cropped by 5% on
 * each side lands 4 to 16 bits away (7 of 8 within 12, 5 of 8 within 10), two unrelated photos 11 or
 * more (median 32; 1 pair of 780 within 14). Every false hit costs the desk a review and grows with the
 * number of blocked photos, so the band stays narrow (docs/decisions/0086-screening-holds-risky-ads.md).
 */
export const CLOSE_PHOTO_DISTANCE = 12;

/** At most this many reasons are kept on one ad (the desk reads them; the first ones say enough). */
export const MAX_HOLD_REASONS = 20;

/** What an ad says, as creation and edits keep it. */
export interface ScreenedTexts {
  name: string;
  description: string;
  services: readonly string[];
  quickSummaries: readonly { name: string; value: string }[];
  customSections: readonly { title: string; description: string }[];
}

export interface ScreenedAd {
  ownerId: number;
  texts: ScreenedTexts;
  /** the ad's own phone number; null when it shows its advertiser's */
  contact: string | null;
  /** fingerprints of the photos uploaded with this request (kept photos were screened when they came) */
  newFingerprints: readonly bigint[];
}

type ScreeningContext = Pick<RequestContext, 'db' | 'config'>;
type Db = RequestContext['db'] | Prisma.TransactionClient;

/** Each text an ad shows, read alone: a summary and a section with their titles. */
export function textsOf(texts: ScreenedTexts): string[] {
  return [
    texts.name,
    texts.description,
    ...texts.services,
    ...texts.quickSummaries.map((summary) => `${summary.name}: ${summary.value}`),
    ...texts.customSections.map((section) => `${section.title}: ${section.description}`),
  ];
}

// the age reader reads up to 1,000 characters of a text; longer ones are read in overlapping pieces
const AGE_PIECE = 900;
const AGE_OVERLAP = 100;

function piecesForAges(text: string): string[] {
  const pieces: string[] = [];
  for (const line of text.split(/\n/)) {
    if (line.length <= AGE_PIECE + AGE_OVERLAP) pieces.push(line);
    else
      for (let start = 0; start < line.length; start += AGE_PIECE)
        pieces.push(line.slice(start, start + AGE_PIECE + AGE_OVERLAP));
  }
  return pieces;
}

/** The ages under 18 the texts state, each once, in the order found. */
export function minorAgesIn(texts: readonly string[]): number[] {
  const ages = new Set<number>();
  for (const text of texts) {
    for (const piece of piecesForAges(text)) {
      for (const age of statedAgesIn(piece)) if (age < MIN_AD_AGE) ages.add(age);
    }
  }
  return [...ages];
}

/** Whether any of these photos is close to one moderation blocked (CLOSE_PHOTO_DISTANCE bits or fewer). */
export async function photosCloseToBlocked(db: Db, fingerprints: readonly bigint[]): Promise<boolean> {
  if (fingerprints.length === 0) return false;
  const wanted = Prisma.join(fingerprints.map((fingerprint) => Prisma.sql`(${fingerprint}::bigint)`));
  const [match] = await db.$queryRaw<{ id: number }[]>`
    SELECT blocked_images.id FROM blocked_images
    JOIN (VALUES ${wanted}) AS wanted(fingerprint)
      ON bit_count((blocked_images.fingerprint # wanted.fingerprint)::bit(64)) <= ${CLOSE_PHOTO_DISTANCE}
    LIMIT 1`;
  return match !== undefined;
}

/** Whether the desk has published an ad of this advertiser: one not held and not taken down (any ad from before holds existed counts). */
async function hasPublishedAd(db: Db, ownerId: number): Promise<boolean> {
  return (
    (await db.ad.findFirst({ where: { userId: ownerId, heldAt: null, takenDownAt: null }, select: { id: true } })) !==
    null
  );
}

/**
 * Why the ad must be held for the desk: the reasons in the desk's order (terms, stated ages, blocked
 * contacts, photos, new advertiser), each once, at most MAX_HOLD_REASONS; empty when nothing holds it.
 */
export async function holdReasonsFor(ctx: ScreeningContext, ad: ScreenedAd): Promise<string[]> {
  const settings = await readSiteSettings(ctx);
  const texts = textsOf(ad.texts);
  const reasons = [
    ...termsFoundIn(termsOf(settings.screeningTerms), texts).map(termReason),
    ...minorAgesIn(texts).map(statedAgeReason),
  ];
  const owner = await ctx.db.user.findUniqueOrThrow({
    where: { id: ad.ownerId },
    select: { contact: true, email: true },
  });
  const blocked = await findBlockedContacts(ctx.db, {
    phones: [owner.contact, ...(ad.contact ? [ad.contact] : [])],
    emails: [owner.email],
  });
  if (blocked.some((hit) => hit.kind === 'phone')) reasons.push(BLOCKED_PHONE);
  if (blocked.some((hit) => hit.kind !== 'phone')) reasons.push(BLOCKED_EMAIL);
  if (SAME_PHOTO_DISTANCE < CLOSE_PHOTO_DISTANCE && (await photosCloseToBlocked(ctx.db, ad.newFingerprints)))
    reasons.push(CLOSE_TO_BLOCKED_PHOTO);
  if (settings.holdNewAdvertisers && !(await hasPublishedAd(ctx.db, ad.ownerId))) reasons.push(NEW_ADVERTISER);
  return [...new Set(reasons)].slice(0, MAX_HOLD_REASONS);
}

export interface HoldColumns {
  heldAt: Date;
  hiddenAt: Date;
  moderationQueuedAt: Date;
  holdReasons: string[];
}

/** The columns of a new ad that `reasons` hold; null when they are none (the ad is published as ever). */
export function heldNewAd(reasons: readonly string[], now: Date): HoldColumns | null {
  if (reasons.length === 0) return null;
  return { heldAt: now, hiddenAt: now, moderationQueuedAt: now, holdReasons: [...reasons] };
}

/**
 * The columns of an edited ad that `reasons` hold, or null when they are none: then an ad that was
 * held stays held as it was (an edit never publishes it: the desk decides), and any other ad is as
 * before. A held ad keeps when it was first held and adds the new reasons to the old.
 */
export function heldEditedAd(
  current: { heldAt: Date | null; hiddenAt: Date | null; holdReasons: readonly string[] },
  reasons: readonly string[],
  now: Date,
): HoldColumns | null {
  if (reasons.length === 0) return null;
  return {
    heldAt: current.heldAt ?? now,
    hiddenAt: current.hiddenAt ?? now,
    moderationQueuedAt: now,
    holdReasons: [...new Set([...current.holdReasons, ...reasons])].slice(0, MAX_HOLD_REASONS),
  };
}

// ---- what the owner and the desk read of a held ad ------------------------------------------------

/** Whether the ad is held for the desk ("Under review"); null unless the viewer owns the ad or is staff. */
export function underReviewOf(
  ctx: Pick<RequestContext, 'viewer'>,
  ad: { userId: number; heldAt: Date | null },
): boolean | null {
  return canManage(ctx.viewer, ad.userId) || isStaff(ctx.viewer) ? ad.heldAt !== null : null;
}

/**
 * Why the screening held the ad, and since when; null for anyone but staff. The advertiser reads only
 * that it is under review: the term that held it would teach how to write around the list.
 */
export function holdOf(
  ctx: Pick<RequestContext, 'viewer'>,
  ad: { heldAt: Date | null; holdReasons: string[] },
): { heldAt: Date | null; reasons: string[] } | null {
  return isStaff(ctx.viewer) ? { heldAt: ad.heldAt, reasons: ad.holdReasons } : null;
}
