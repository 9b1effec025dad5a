// Ads: an advertiser publishes one ad per chosen city over a date range, paying credits in the
// same transaction (docs/architecture.md section 7); everyone reads the public listing and the details of
// an ad that is publicly visible; owners and admins also see the ads that are not.
import { z } from 'zod';
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { dateOnly, daysInclusive, todayInIndia } from '../../lib/dates.ts';
import { canManage, isStaff, requireAdvertiser } from '../../lib/access.ts';
import type { Viewer } from '../auth/service.ts';
import { ValidationError, WrongStateError } from '../../lib/errors.ts';
import { databaseIdField, parseDatabaseId } from '../../lib/ids.ts';
import { isUpload, type ImageUpload } from '../../lib/uploads.ts';
import { parseInput } from '../../lib/validation.ts';
import { changeBalance, CREDIT_SCHEME_ID, InsufficientCreditsError } from '../credits/service.ts';
import { storeImage, type StoredImage } from '../../lib/media/images.ts';
import { photoWatermark } from '../settings/service.ts';
import { photosTakenDown, photosUsedByOthers, refuseBlockedPhoto } from '../moderation/service.ts';
import { heldNewAd, holdReasonsFor } from '../screening/service.ts';
import { publicAdSql, publicAdWhere } from './visibility.ts';
import {
  featuredBlockAlone,
  isOneStatementPage,
  oneStatementPage,
  type FeaturedBlockQuery,
  type ListingInclude,
} from './listing-page.ts';
import { featuredSlotAt } from './featured-rotation.ts';
import { checkAdAge, MAX_AD_AGE, MIN_AD_AGE } from '../../../common/age.ts';
import { checkAdPerson } from '../adulthood/service.ts';
import { creditsPerAd, maxDaysPerLocation } from '../../../common/creditMath.ts';
import {
  AD_FIELD_LIMITS,
  AD_FIELD_MESSAGES,
  adUploadsSchema,
  createAdsSchema,
  imageCountProblem,
} from '../../../common/forms/ads.ts';

// the public-listing rule, for the modules that count or list what the public sees
export { publicAdSql, publicAdWhere };

export const AD_LIMITS = {
  // the fields' limits, the forms' too (common/forms/ads.ts)
  ...AD_FIELD_LIMITS,
  /** SPEC section 9: up to 10 service suggestions */
  suggestions: 10,
  suggestionSearchMax: 60,
  suggestionExcludeMax: 100,
};

// SPEC section 5 (create ad) where it has a message; clear words of our own where it has none.
export const AD_MESSAGES = {
  // the fields' words, the forms' too (common/forms/ads.ts)
  ...AD_FIELD_MESSAGES,
  categoryNotFound: 'The selected category does not exist.',
  locationNotFound: 'One of the selected locations does not exist.',
  imageNotFile: 'Each image must be an uploaded file.',
  noScheme: 'Ads cannot be published yet: no credit scheme has been set.',
  advertisersOnly: 'Only advertisers have ads.',
  searchTooLong: `Please search with at most ${AD_LIMITS.suggestionSearchMax} characters.`,
  tooManyExcluded: `Please exclude at most ${AD_LIMITS.suggestionExcludeMax} services.`,
} as const;

// ---- authorisation --------------------------------------------------------------------------

/** The ads a viewer may read: the staff (admins, moderators) every ad, an advertiser the public ones and their own, a visitor the public ones. */
export function readableAdWhere(viewer: Viewer | null, today = todayInIndia()): Prisma.AdWhereInput {
  if (isStaff(viewer)) return {};
  if (viewer) return { OR: [publicAdWhere(today), { userId: viewer.id }] };
  return publicAdWhere(today);
}

type AdOwnerFacts = {
  userId: number;
  creditsUsed: number;
  takenDownAt: Date | null;
  takedownReason: string | null;
  contact: string | null;
};

/**
 * What only the ad's owner and the staff read of it: whether and why moderation took it down, its own
 * contact, and (owner and admins only: a moderator has no part in money) the credits it cost; null for anyone else.
 */
export function ownerFactsOf(ctx: RequestContext, ad: AdOwnerFacts) {
  const manages = canManage(ctx.viewer, ad.userId);
  if (!manages && !isStaff(ctx.viewer)) return null;
  return {
    creditsUsed: manages ? ad.creditsUsed : null,
    takenDown: ad.takenDownAt !== null,
    takedownReason: ad.takedownReason,
    ownContact: ad.contact,
  };
}

// ---- create ----------------------------------------------------------------------------------

/** One uploaded image of a request. */
export const adUpload = z.custom<ImageUpload>(isUpload, { error: AD_MESSAGES.imageNotFile });

/** New uploads of a request: files only; how many in all is checked with the photos an ad keeps. */
export const adUploadsInput = adUploadsSchema(adUpload);

/** An ad's photos in all (kept and new): at least one (the SPEC's message), at most the limit. */
export function checkImageCount(count: number): void {
  const problem = imageCountProblem(count);
  if (problem) throw new ValidationError(problem, 'images');
}

// the fields in creation's order, the lists and the age, then the dates (common/forms/ads.ts)
const createAdsInput = createAdsSchema({ id: (message) => databaseIdField(message), upload: adUpload });

/** What a caller sends: GraphQL and REST both pass plain values; ids are database ids. */
export interface CreateAdsInput {
  name?: unknown;
  contact?: unknown;
  description?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  categoryId?: unknown;
  locationIds?: unknown;
  services?: unknown;
  quickSummaries?: unknown;
  customSections?: unknown;
  /** the person's age, 18 to 99: a number, or digits as text (REST) */
  age?: unknown;
  /** an agency account's declaration that it holds proof the person is 18 or over: true to declare */
  adultDeclaration?: unknown;
  images?: unknown;
}

/**
 * The age of the person in an ad (issue 31), the one rule of creation and edits: a whole number from
 * 18 to 99 (common/age.ts, shared with the forms), and quick summaries that state no age under
 * 18 and none but this one ("Umar: 16 saal", "Age 17", "२५ साल"). `quickSummaries` as sent (trimmed),
 * so a refusal names the summary the caller sent.
 */
export function checkedAdAge(age: unknown, quickSummaries: readonly { name: string; value: string }[]): number {
  const checked = checkAdAge(age, quickSummaries);
  if (!checked.ok) throw new ValidationError(checked.message, checked.field);
  return checked.age;
}

export interface CreatedAds<Ad> {
  ads: Ad[];
  creditsSpent: number;
  /** the advertiser's balance after the spend */
  balance: number;
}

/**
 * Creates one ad per chosen city and spends their cost, all in one transaction: either every ad
 * exists and every credit is spent (one ledger entry per ad), or nothing happened. Images are
 * decoded and stored before the transaction; the same images belong to each ad.
 */
export async function createAds(ctx: RequestContext, input: CreateAdsInput) {
  const viewer = requireAdvertiser(ctx, AD_MESSAGES.advertisersOnly);
  // the lists as kept and the age as a number; the dates checked against India's today
  const data = parseInput(createAdsInput, input);
  const { services, quickSummaries, customSections, age } = data;
  // issue 31: an independent's own age, or an agency's declaration (../adulthood/service.ts)
  const { adultDeclaredAt } = await checkAdPerson(ctx.db, viewer.id, {
    age,
    adultDeclaration: input.adultDeclaration,
    startDate: data.startDate,
    endDate: data.endDate,
  });

  const category = await ctx.db.category.findUnique({ where: { id: data.categoryId }, select: { id: true } });
  if (!category) throw new ValidationError(AD_MESSAGES.categoryNotFound, 'categoryId');
  const locationIds = data.locationIds;
  const found = await ctx.db.location.count({ where: { id: { in: locationIds } } });
  if (found !== locationIds.length) throw new ValidationError(AD_MESSAGES.locationNotFound, 'locationIds');

  const scheme = await ctx.db.creditScheme.findUnique({ where: { id: CREDIT_SCHEME_ID } });
  if (!scheme || scheme.timePerCredit.lte(0)) throw new WrongStateError(AD_MESSAGES.noScheme);
  const { credits } = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { credits: true } });
  const days = daysInclusive(data.startDate, data.endDate);
  const costPerAd = creditsPerAd(days, scheme.timePerCredit);
  const totalCost = costPerAd * locationIds.length;
  const maxDays = maxDaysPerLocation(credits, scheme.timePerCredit, locationIds.length);
  // with no day to offer, "less than 0 days" would say nothing useful: say what is missing
  if (maxDays < 1) throw new InsufficientCreditsError(totalCost, credits);
  if (days > maxDays) throw new ValidationError(AD_MESSAGES.maxDays(maxDays), 'endDate');
  if (totalCost > credits) throw new InsufficientCreditsError(totalCost, credits);

  const images: StoredImage[] = [];
  // the site's mark on the public copies, unless the settings turned it off (issue 31)
  const watermark = await photoWatermark(ctx);
  for (const [index, upload] of data.images.entries()) {
    images.push(
      await storeImage(ctx.storage, upload, {
        vetFingerprint: (fingerprint) => refuseBlockedPhoto(ctx.db, fingerprint, index + 1),
        watermark,
      }),
    );
  }
  const fingerprints = images.flatMap((image) => (image.fingerprint === null ? [] : [image.fingerprint]));
  // a photo a moderator took down comes back only through review: the new ads wait hidden in the queue
  const hiddenAt = (await photosTakenDown(ctx.db, fingerprints)) ? new Date() : null;
  // a photo already in another advertiser's ad may be stolen: the new ads wait in the moderation queue
  const moderationQueuedAt =
    hiddenAt ?? ((await photosUsedByOthers(ctx.db, viewer.id, fingerprints)) ? new Date() : null);
  // issue 31: a risky ad is held for the desk, hidden and queued, instead of published (../screening/service.ts)
  const texts = { name: data.name, description: data.description, services, quickSummaries, customSections };
  const held = heldNewAd(
    await holdReasonsFor(ctx, {
      ownerId: viewer.id,
      texts,
      contact: data.contact ?? null,
      newFingerprints: fingerprints,
    }),
    new Date(),
  );

  return ctx.db.$transaction(
    async (tx) => {
      const serviceIds = await serviceIdsFor(tx, services);
      const ads = [];
      let balance = credits;
      for (const locationId of locationIds) {
        const ad = await tx.ad.create({
          data: {
            userId: viewer.id,
            name: data.name,
            description: data.description,
            contact: data.contact ?? null,
            startDate: dateOnly(data.startDate),
            endDate: dateOnly(data.endDate),
            creditsUsed: costPerAd,
            categoryId: category.id,
            locationId,
            age,
            adultDeclaredAt,
            moderationQueuedAt,
            hiddenAt,
            ...held,
            images: {
              create: images.map((image, position) => ({
                path: image.key,
                width: image.width,
                height: image.height,
                fingerprint: image.fingerprint,
                position,
              })),
            },
            services: { create: serviceIds.map((serviceId, position) => ({ serviceId, position })) },
            quickSummaries: { create: quickSummaries.map((summary, position) => ({ ...summary, position })) },
            customSections: { create: customSections.map((section, position) => ({ ...section, position })) },
          },
        });
        try {
          balance = await changeBalance(tx, { userId: viewer.id, amount: -costPerAd, kind: 'spend', adId: ad.id });
        } catch (error) {
          // another spend committed since the check above: report the whole cost against the balance before this request
          if (error instanceof InsufficientCreditsError) {
            throw new InsufficientCreditsError(totalCost, error.balance + costPerAd * ads.length);
          }
          throw error;
        }
        ads.push(ad);
      }
      return { ads, creditsSpent: totalCost, balance } satisfies CreatedAds<(typeof ads)[number]>;
    },
    // a request may carry up to maxLocations cities; concurrent spends of one account queue on its row
    { maxWait: 10_000, timeout: 60_000 },
  );
}

/**
 * The ids of the services, in the order given, adding the new ones to the vocabulary. Names are
 * unique case-insensitively (a unique index on lower(name)): an existing spelling is reused.
 * Inserted in a fixed order, so concurrent requests adding the same names cannot deadlock.
 */
export async function serviceIdsFor(tx: Prisma.TransactionClient, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const wanted = Prisma.join(names.map((name, index) => Prisma.sql`(${name}::text, ${index}::int)`));
  await tx.$executeRaw`
    INSERT INTO services (name)
    SELECT wanted.name FROM (VALUES ${wanted}) AS wanted(name, position) ORDER BY lower(wanted.name)
    ON CONFLICT DO NOTHING`;
  const rows = await tx.$queryRaw<{ id: number; position: number }[]>`
    SELECT services.id, min(wanted.position) AS position
    FROM (VALUES ${wanted}) AS wanted(name, position)
    JOIN services ON lower(services.name) = lower(wanted.name)
    GROUP BY services.id
    ORDER BY position`;
  return rows.map((row) => Number(row.id));
}

// ---- read ------------------------------------------------------------------------------------

/**
 * What an ad's card shows beside the ad's own columns: its owner's contact (adContact), category,
 * city with its state, and images in their order. AdType (graphql.ts) has every ad it answers loaded
 * with them, so the card's fields read the row; the listing's one statement loads exactly these
 * (listing-page.ts). A service that answers an ad to GraphQL reads it with this include.
 */
export const AD_CARD_INCLUDE = {
  user: { select: { contact: true } },
  category: true,
  location: { include: { state: true } },
  images: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.AdInclude;

/** An ad with what its card shows, as AdType answers every ad. */
export type AdWithCard = Prisma.AdGetPayload<{ include: typeof AD_CARD_INCLUDE }>;

/** The number a visitor calls (SPEC section 3): the ad's own contact, else its owner's. */
export function adContact(ad: { contact: string | null; user: { contact: string } }): string {
  return ad.contact ?? ad.user.contact;
}

type AdPage = Omit<Prisma.AdFindManyArgs, 'where' | 'orderBy'>;

/** The ads of the signed-in advertiser, running or not, newest first. */
export function listMyAds<Query extends AdPage>(ctx: RequestContext, query: Query) {
  const viewer = requireAdvertiser(ctx, AD_MESSAGES.advertisersOnly);
  return ctx.db.ad.findMany({ ...query, where: { userId: viewer.id }, orderBy: { id: 'desc' } });
}

export function countMyAds(ctx: RequestContext) {
  const viewer = requireAdvertiser(ctx, AD_MESSAGES.advertisersOnly);
  return ctx.db.ad.count({ where: { userId: viewer.id } });
}

export interface ListingFilter {
  /** a city; absent means the whole country */
  locationId?: unknown;
  categoryId?: unknown;
  /** the visitors' filters (issue 31): ads of this age or older, of this age or younger, of verified advertisers only (true) */
  minAge?: unknown;
  maxAge?: unknown;
  verified?: unknown;
}

/** The visitors' age range and verified mark as the listing applies them (absent: not filtered). */
interface ListingFacets {
  minAge?: number;
  maxAge?: number;
  verified?: true;
}

/**
 * The filter's age bounds and verified mark, or null when a bound is not a whole number (no ad
 * matches, as an id that names no row). A bound beyond the ages an ad can have is the nearest one
 * (18 or 99); an age range leaves out the old ads without an age.
 */
function listingFacets(filter: ListingFilter): ListingFacets | null {
  const facets: ListingFacets = {};
  for (const field of ['minAge', 'maxAge'] as const) {
    const raw = filter[field];
    if (raw === undefined || raw === null || raw === '') continue;
    const bound =
      typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,3}\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(bound)) return null;
    facets[field] = Math.min(MAX_AD_AGE, Math.max(MIN_AD_AGE, bound));
  }
  if (filter.verified === true || filter.verified === 'true' || filter.verified === '1') facets.verified = true;
  return facets;
}

/** The facets as a Prisma where. */
function facetsWhere(facets: ListingFacets): Prisma.AdWhereInput {
  return {
    ...(facets.minAge !== undefined || facets.maxAge !== undefined
      ? { age: { gte: facets.minAge, lte: facets.maxAge } }
      : {}),
    ...(facets.verified ? { ownerVerified: true } : {}),
  };
}

// an id that can name no row matches no ad
const NO_AD: Prisma.AdWhereInput = { id: { in: [] } };

/** The filter's database ids (absent: not filtered), or null when one can name no row. */
function listingFilterIds(filter: ListingFilter): { locationId?: number; categoryId?: number } | null {
  const ids: { locationId?: number; categoryId?: number } = {};
  for (const [field, raw] of [
    ['locationId', filter.locationId],
    ['categoryId', filter.categoryId],
  ] as const) {
    if (raw === undefined || raw === null) continue;
    const id = parseDatabaseId(raw);
    if (id === null) return null;
    ids[field] = id;
  }
  return ids;
}

/** The listing's filter as a Prisma where: the public rule, the city, the category, the age range and the verified mark (the search reuses it). */
export function listingWhere(filter: ListingFilter): Prisma.AdWhereInput {
  const ids = listingFilterIds(filter);
  const facets = listingFacets(filter);
  const today = todayInIndia();
  return {
    AND: [
      publicAdWhere(today),
      { listedAt: { lt: new Date(`${listedBefore(today)}Z`) } },
      ids === null || facets === null ? NO_AD : { ...ids, ...facetsWhere(facets) },
    ],
  };
}

/**
 * The moment (UTC, as ads.listed_at holds it) every running ad was listed before: the start of
 * India's next day (18:30 UTC today; India keeps no daylight saving). Implied by the public rule (an
 * ad is listed at its start, its creation on that day or a bump, never later than now), it bounds the
 * index's range, so a page's scan starts at the newest running ad, past the ads not started yet.
 */
function listedBefore(today: string): string {
  return `${today}T18:30:00`;
}

/**
 * The listing's order (issue 34, docs/decisions/0110-listing-order-by-bump.md): newest first by the
 * last bump or start (ads.listed_at), then id; the listing's indexes hold it.
 */
const LISTING_ORDER: Prisma.AdOrderByWithRelationInput[] = [{ listedAt: 'desc' }, { id: 'desc' }];

/** A position in the listing: its sort keys (the Relay cursor carries both). */
interface ListingCursor {
  listedAt_id?: { listedAt: Date | string; id: number };
}

/**
 * The listing counts its ads exactly up to this many; beyond, it answers this number flagged as a
 * lower bound ("1,000+"): an exact count grows with the catalogue, a bounded one does not
 * (docs/decisions/0051-listing-count-and-indexes-at-a-million.md).
 */
export const LISTING_COUNT_LIMIT = 1000;

export interface ListingCount {
  /** the number of ads in the listing, or the bound it reaches */
  count: number;
  /** true when the listing holds more ads than `count` */
  isLowerBound: boolean;
}

function boundedCount(counted: number, limit: number): ListingCount {
  return counted > limit ? { count: limit, isLowerBound: true } : { count: counted, isLowerBound: false };
}

/**
 * How many ads the listing holds: exact up to LISTING_COUNT_LIMIT, or up to `atLeast` when a page
 * reaches further (a REST client pages while the count exceeds its pages), else that bound flagged.
 */
export async function countPublicAds(
  ctx: Pick<RequestContext, 'db'>,
  filter: ListingFilter,
  atLeast = 0,
): Promise<ListingCount> {
  const limit = Math.max(LISTING_COUNT_LIMIT, atLeast);
  // one more than the bound tells "exactly the bound" from "more"; in the listing's order (Prisma
  // would sort by id), so the count reads the first entries of the listing's index
  const counted = await ctx.db.ad.count({ where: listingWhere(filter), orderBy: LISTING_ORDER, take: limit + 1 });
  return boundedCount(counted, limit);
}

type ListingQuery = AdPage & { cursor?: unknown; skip?: number };

/** The ads Prisma answers to findMany with `Query` (its include or select), whichever way the page is read. */
type ListedAds<Query extends ListingQuery> = Prisma.AdGetPayload<Query>[];

/**
 * The public listing (docs/architecture.md section 7): running ads of active owners, newest first by
 * their last bump or start, then id; a first page (or `skip` ads in) and after or before a Relay cursor.
 */
export async function listPublicAds<Query extends ListingQuery>(
  ctx: Pick<RequestContext, 'db'>,
  filter: ListingFilter,
  query: Query,
) {
  return (await listPublicAdsPage(ctx, filter, query)).ads;
}

/** The listing's filter as an SQL condition on an ad aliased `a`: the public rule, the city, the category, the age range and the verified mark (the search reuses it). */
export function listingSql(filter: ListingFilter): Prisma.Sql {
  const filters = listingFilterIds(filter);
  const facets = listingFacets(filter);
  // the age and the verified mark are the last columns of the listing's indexes: read there, not in the rows
  const today = todayInIndia();
  return Prisma.join(
    [
      publicAdSql(today),
      Prisma.sql`a.listed_at < ${listedBefore(today)}::timestamp`,
      ...(filters === null || facets === null ? [Prisma.sql`FALSE`] : []),
      ...(filters?.locationId !== undefined ? [Prisma.sql`a.location_id = ${filters.locationId}`] : []),
      ...(filters?.categoryId !== undefined ? [Prisma.sql`a.category_id = ${filters.categoryId}`] : []),
      ...(facets?.minAge !== undefined ? [Prisma.sql`a.age >= ${facets.minAge}`] : []),
      ...(facets?.maxAge !== undefined ? [Prisma.sql`a.age <= ${facets.maxAge}`] : []),
      ...(facets?.verified ? [Prisma.sql`a.owner_verified`] : []),
    ],
    ' AND ',
  );
}

/** The ads beyond a cursor: below it for a forward page (take > 0), above it for a backward one. */
function seekSql(position: NonNullable<ListingCursor['listedAt_id']>, forward: boolean): Prisma.Sql {
  // milliseconds, as the column holds them; a timestamp without a zone reads the UTC time and ignores the Z
  const listedAt = new Date(position.listedAt).toISOString();
  return forward
    ? Prisma.sql`(a.listed_at, a.id) < (${listedAt}::timestamp, ${position.id}::int)`
    : Prisma.sql`(a.listed_at, a.id) > (${listedAt}::timestamp, ${position.id}::int)`;
}

/**
 * A page of the public listing and its count (LISTING_COUNT_LIMIT). The page the listing's
 * GraphQL cards ask (ads with their city, category, images and contact) is one SQL statement with
 * the count when `count` is asked (listing-page.ts). Other pages take 2: a first page is one joined
 * statement, and the count another when asked for; a page after (or before) a cursor seeks to it
 * with a row comparison on both sort keys, which Prisma cannot write: the ids of the page and the
 * count in one statement, then the page, joined. Prisma's own cursor, or its OR of the two keys,
 * would read every ad above the cursor with its listed_at (issue 17).
 */
export async function listPublicAdsPage<Query extends ListingQuery>(
  ctx: Pick<RequestContext, 'db'>,
  filter: ListingFilter,
  query: Query,
  options: ListingPageOptions = { count: true },
): Promise<{ ads: ListedAds<Query>; count: () => ListingCount | Promise<ListingCount>; featured: AdWithCard[] }> {
  const { cursor, skip, ...page } = query;
  const position = (cursor as ListingCursor | undefined)?.listedAt_id;
  // with every page, a next one's too: Relay's connection copies the block from the latest page it read
  const featured = featuredBlockOf(filter, options.featured);
  // the block's ads are read with the card's include: in the page's statement when the page reads it too
  const cardPage = (query as { include?: unknown }).include === AD_CARD_INCLUDE;
  if (isOneStatementPage(query) && (featured === null || cardPage)) {
    const seek = position ? seekSql(position, query.take > 0) : null;
    const found = await oneStatementPage<ListedAds<Query>[number]>(
      ctx.db,
      query,
      { matches: listingSql(filter), seek },
      options.count ? LISTING_COUNT_LIMIT : null,
      featured,
      cardPage && options.cardRows ? 'card' : 'prisma',
    );
    // known with the page: answered as it is, no promise for the count's two fields to wait on
    const count = found.counted === null ? null : boundedCount(found.counted, LISTING_COUNT_LIMIT);
    return {
      ads: found.ads,
      count: () => count ?? countPublicAds(ctx, filter),
      featured: (found.featured ?? []) as unknown as AdWithCard[],
    };
  }
  // a page read otherwise: the block (when asked) is a statement of its own
  const featuredAds = featured
    ? await featuredBlockAlone<AdWithCard>(ctx.db, CARD_LISTING_INCLUDE, listingSql(filter), featured)
    : [];
  const where = listingWhere(filter);
  if (!position) {
    // (Prisma's types do not follow a query spread from a generic: the rows are Query's)
    const ads = (await ctx.db.ad.findMany({
      ...page,
      skip,
      where,
      orderBy: LISTING_ORDER,
      relationLoadStrategy: 'join',
    })) as ListedAds<Query>;
    return { ads, count: () => countPublicAds(ctx, filter), featured: featuredAds };
  }

  const forward = (page.take ?? 0) >= 0;
  const size = Math.abs(page.take ?? 0);
  const matches = listingSql(filter);
  const order = forward
    ? Prisma.sql`ORDER BY a.listed_at DESC, a.id DESC`
    : Prisma.sql`ORDER BY a.listed_at ASC, a.id ASC`;
  const [found] = await ctx.db.$queryRaw<{ ids: number[]; counted: number }[]>`
    SELECT ARRAY(SELECT a.id FROM ads a WHERE ${matches} AND ${seekSql(position, forward)} ${order} LIMIT ${size}) AS ids,
           (SELECT count(*)::int FROM (SELECT 1 FROM ads a WHERE ${matches} ORDER BY a.listed_at DESC, a.id DESC LIMIT ${LISTING_COUNT_LIMIT + 1}) AS listed) AS counted`;
  const ids = found!.ids.map(Number);
  const count = Promise.resolve(boundedCount(found!.counted, LISTING_COUNT_LIMIT));
  // the rule again: an ad taken down between the two statements is not shown
  const ads =
    ids.length === 0
      ? []
      : ((await ctx.db.ad.findMany({
          ...page,
          take: undefined,
          where: { AND: [where, { id: { in: ids } }] },
          orderBy: LISTING_ORDER,
          relationLoadStrategy: 'join',
        })) as ListedAds<Query>);
  return { ads, count: () => count, featured: featuredAds };
}

// the card's include as the listing's statement reads it (the same object, typed as that statement's)
const CARD_LISTING_INCLUDE = AD_CARD_INCLUDE as unknown as ListingInclude;

/** What a page of the listing reads besides its ads. */
export interface ListingPageOptions {
  /** the bounded count with the page */
  count: boolean;
  /**
   * The featured block of a city's listing (issue 34), read with each page of a city (and of a
   * category there): `slot` is the rotation's time slot of the day (featured-rotation.ts; by default
   * the present one). Absent: no block.
   */
  featured?: { slot?: number };
  /**
   * The caller reads only the card's fields (CARD_FIELDS in graphql.ts) of the ads and the block:
   * read with AD_CARD_INCLUDE, their rows then carry those columns alone (listing-page.ts 'card').
   */
  cardRows?: boolean;
}

/** The block's query for the filter: a city's pages only (the whole country has no block). */
function featuredBlockOf(filter: ListingFilter, asked: ListingPageOptions['featured']): FeaturedBlockQuery | null {
  if (!asked) return null;
  const ids = listingFilterIds(filter);
  if (ids?.locationId === undefined) return null;
  return {
    day: todayInIndia(),
    locationId: ids.locationId,
    ...(ids.categoryId === undefined ? {} : { categoryId: ids.categoryId }),
    slot: asked.slot ?? featuredSlotAt(new Date()).slot,
  };
}

/** The where of one ad as the viewer may read it: no row when it is not theirs to see. */
export function readableAdById(viewer: Viewer | null, id: unknown): Prisma.AdWhereUniqueInput {
  // id 0 names no row
  return { id: parseDatabaseId(id) ?? 0, AND: [readableAdWhere(viewer)] };
}

export function readableAdImageById(viewer: Viewer | null, id: unknown): Prisma.AdImageWhereUniqueInput {
  return { id: parseDatabaseId(id) ?? 0, ad: readableAdWhere(viewer) };
}

/** One ad, or null unless it is publicly visible or the viewer owns it or is an admin. */
export function getAd<Query extends Omit<Prisma.AdFindUniqueArgs, 'where'>>(
  ctx: RequestContext,
  id: unknown,
  query: Query,
) {
  return ctx.db.ad.findUnique({ ...query, where: readableAdById(ctx.viewer, id) });
}

/** The ads just created by the signed-in advertiser, in id order (the answer of a create). */
export function getMyAdsByIds<Query extends AdPage>(ctx: RequestContext, ids: readonly number[], query: Query) {
  const viewer = requireAdvertiser(ctx, AD_MESSAGES.advertisersOnly);
  return ctx.db.ad.findMany({ ...query, where: { id: { in: [...ids] }, userId: viewer.id }, orderBy: { id: 'asc' } });
}

// ---- service suggestions -----------------------------------------------------------------------

const suggestionInput = z.object({
  search: z
    .string()
    .trim()
    .max(AD_LIMITS.suggestionSearchMax, AD_MESSAGES.searchTooLong)
    .nullish()
    .transform((value) => value ?? ''),
  exclude: z
    .array(z.string().trim())
    .max(AD_LIMITS.suggestionExcludeMax, AD_MESSAGES.tooManyExcluded)
    .nullish()
    .transform((value) => (value ?? []).filter(Boolean)),
});

/** Escapes LIKE's wildcards, so a search for "50%" means those characters. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Up to 10 service names for the create-ad form: the most used first, not those already chosen
 * (`exclude`, case-insensitive), containing `search` (case-insensitive) when given.
 */
export async function suggestServices(
  ctx: RequestContext,
  input: { search?: unknown; exclude?: unknown },
): Promise<string[]> {
  requireAdvertiser(ctx, AD_MESSAGES.advertisersOnly);
  const { search, exclude } = parseInput(suggestionInput, input);
  const conditions = [Prisma.sql`TRUE`];
  if (search) conditions.push(Prisma.sql`s.name ILIKE ${`%${likeLiteral(search)}%`}`);
  if (exclude.length)
    conditions.push(
      Prisma.sql`lower(s.name) <> ALL (SELECT lower(x) FROM (VALUES ${Prisma.join(exclude.map((name) => Prisma.sql`(${name}::text)`))}) AS excluded(x))`,
    );
  const rows = await ctx.db.$queryRaw<{ name: string }[]>`
    SELECT s.name
    FROM services s
    LEFT JOIN ad_services a ON a.service_id = s.id
    WHERE ${Prisma.join(conditions, ' AND ')}
    GROUP BY s.id, s.name
    ORDER BY count(a.ad_id) DESC, s.name ASC
    LIMIT ${AD_LIMITS.suggestions}`;
  return rows.map((row) => row.name);
}

// ---- an ad's public page (issue 33) -------------------------------------------------------------------
// What its address names (the ad, running or gone), read once per request for the page's head and its
// query, and the running ads shown with it: more of its city and category while it runs, the city's
// current ads once it has ended or was removed (nothing of the ad itself).

/**
 * What visitors may know of an ad: `public` (its page), `gone` (ran and ended, stopped, taken down, or its
 * advertiser deleted the account: 410, the city's ads), or `unseen` (not started yet, hidden by reports or
 * held for review, of a suspended advertiser: 404, as if it did not exist).
 */
export type AdStanding = 'public' | 'gone' | 'unseen';

export interface AdPageFacts {
  id: number;
  standing: AdStanding;
  /** the texts of the head: read only where `standing` is public */
  name: string;
  description: string;
  categoryId: number;
  category: { name: string; hindiName: string | null; slug: string };
  location: {
    id: number;
    name: string;
    hindiName: string | null;
    slug: string;
    state: { name: string; hindiName: string | null };
  };
}

/** Facts of ads a request context has read, forgotten with it (the head and the page ask the same ad). */
const factsOfRequest = new WeakMap<object, Map<number, Promise<AdPageFacts | null>>>();

/** The ad of a page's address, whatever its state (null: no such row), read once per request. */
export function adPageFacts(ctx: Pick<RequestContext, 'db'>, id: number): Promise<AdPageFacts | null> {
  if (!('requestId' in ctx)) return readAdPageFacts(ctx, id);
  let known = factsOfRequest.get(ctx);
  if (!known) factsOfRequest.set(ctx, (known = new Map()));
  let facts = known.get(id);
  if (!facts) {
    facts = readAdPageFacts(ctx, id);
    known.set(id, facts);
    facts.catch(() => known.delete(id));
  }
  return facts;
}

async function readAdPageFacts(ctx: Pick<RequestContext, 'db'>, id: number): Promise<AdPageFacts | null> {
  const ad = await ctx.db.ad.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      description: true,
      startDate: true,
      endDate: true,
      takenDownAt: true,
      hiddenAt: true,
      ownerActive: true,
      categoryId: true,
      category: { select: { name: true, hindiName: true, slug: true } },
      location: {
        select: {
          id: true,
          name: true,
          hindiName: true,
          slug: true,
          state: { select: { name: true, hindiName: true } },
        },
      },
      user: { select: { status: true } },
    },
    relationLoadStrategy: 'join',
  });
  if (!ad) return null;
  return {
    id: ad.id,
    standing: standingOf(ad),
    name: ad.name,
    description: ad.description,
    categoryId: ad.categoryId,
    category: ad.category,
    location: ad.location,
  };
}

/** The public rule (visibility.ts) read on a row, telling what is gone for good from what is not shown now. */
function standingOf(
  ad: {
    startDate: Date;
    endDate: Date;
    takenDownAt: Date | null;
    hiddenAt: Date | null;
    ownerActive: boolean;
    user: { status: string };
  },
  today = dateOnly(todayInIndia()),
): AdStanding {
  if (ad.takenDownAt !== null || ad.endDate < today || ad.user.status === 'deleted') return 'gone';
  if (ad.hiddenAt !== null || !ad.ownerActive || ad.startDate > today) return 'unseen';
  return 'public';
}

/**
 * Whether an ad of this id existed once though no row holds it now (its advertiser deleted the account):
 * a later ad exists. An id never given names nothing.
 */
async function wasDeleted(ctx: Pick<RequestContext, 'db'>, id: number): Promise<boolean> {
  return (await ctx.db.ad.findFirst({ where: { id: { gt: id } }, select: { id: true } })) !== null;
}

/** A city of an address, as the catalog finds it by its current slug (catalog/service.ts cityOfSlug). */
export type AddressCity = { id: number; name: string; hindiName: string | null; slug: string } | null;

/**
 * What the address of an ad names for a visitor: the ad's facts (public or not), or for an ad deleted
 * with its account, gone in the city the address names (`city`: null for an old address, which names
 * none); null when it names no ad at all.
 */
export async function adOfAddress(
  ctx: Pick<RequestContext, 'db'>,
  id: number,
  city: (() => Promise<AddressCity>) | null,
): Promise<{ facts: AdPageFacts | null; standing: AdStanding; city: AddressCity } | null> {
  const facts = await adPageFacts(ctx, id);
  if (facts) return { facts, standing: facts.standing, city: facts.location };
  const named = city ? await city() : null;
  if (!named || !(await wasDeleted(ctx, id))) return null;
  return { facts: null, standing: 'gone', city: named };
}

/** Most running ads an ad's page shows with it. */
export const AD_NEIGHBOURS_MAX = 12;

export interface AdNeighbours {
  /** true: the ad is gone and these are its city's current ads */
  ended: boolean;
  city: { name: string; hindiName: string | null; slug: string };
  /** the ad's category, while it runs (the ads are of it) */
  category: { name: string; hindiName: string | null; slug: string } | null;
  ads: AdWithCard[];
}

/**
 * The running ads an ad's page shows (one listing read): while the ad is public, up to `first` others of
 * its city and category, newest first; once it is gone, the city's current ads; for an ad visitors may
 * not see (or no ad), null, so nothing tells it exists.
 */
export async function adNeighbours(
  ctx: Pick<RequestContext, 'db'>,
  id: number,
  city: (() => Promise<AddressCity>) | null,
  first: number,
): Promise<AdNeighbours | null> {
  const take = Math.max(0, Math.min(AD_NEIGHBOURS_MAX, Math.trunc(first)));
  const named = await adOfAddress(ctx, id, city);
  if (!named || named.standing === 'unseen' || !named.city) return null;
  const running = named.standing === 'public' ? named.facts : null;
  const filter = running
    ? { locationId: named.city.id, categoryId: running.categoryId }
    : { locationId: named.city.id };
  const page = await listPublicAdsPage(ctx, filter, { include: AD_CARD_INCLUDE, take: take + 1 }, { count: false });
  const ads = (page.ads as AdWithCard[]).filter((ad) => ad.id !== id).slice(0, take);
  return {
    ended: running === null,
    city: { name: named.city.name, hindiName: named.city.hindiName, slug: named.city.slug },
    category: running ? running.category : null,
    ads,
  };
}
