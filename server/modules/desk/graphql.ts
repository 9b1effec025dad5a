// The desk through GraphQL [staff: admins and moderators] (issue 31): every ad searched and filtered,
// bulk take-down and restore, and the counts of waiting work. A thin adapter over ./service.ts.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID, resolveCursorConnection } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity, COUNT_COST } from '../../graphql/limits.ts';
import { AD_CARD_INCLUDE, type AdWithCard } from '../ads/service.ts';
import { AdType } from '../ads/graphql.ts';
import { PlacementPurchaseType } from '../placements/graphql.ts';
import { databaseIdOfGlobalId } from '../../lib/ids.ts';
import { countCreditRequests } from '../credits/service.ts';
import { countOpenReports } from '../moderation/service.ts';
import { countUsers } from '../users/service.ts';
import { countPendingVerifications } from '../verification/service.ts';
import {
  countDeskAds,
  countGrievancesDueSoon,
  countHeldAds,
  countIfAllowed,
  DESK_AD_FILTERS,
  DESK_AD_STATES,
  DESK_LIMITS,
  DESK_SEARCH_LIMITS,
  deskCursor,
  deskPlacementPurchasesForViewer,
  deskPlacementsForViewer,
  deskPlacementsSelect,
  DESK_PURCHASES_SHOWN,
  deskStateForViewer,
  type DeskPlacements,
  GRIEVANCE_DUE_SOON_HOURS,
  listDeskAds,
  parseDeskCursor,
  restoreAds,
  takeDownAds,
  type BulkOutcome,
  type DeskCount,
} from './service.ts';
import type { RequestContext } from '../../context.ts';

const DeskAdStateEnum = builder.enumType('DeskAdState', {
  description:
    'Where an ad stands, one state each (the first that holds): taken_down (by the desk), held (by the screening, for review), ' +
    "hidden_by_reports (visitors' reports hid it until the desk decides), ended, scheduled (starts later), " +
    "inactive_account (running, but its advertiser's account is not active), live (what the public sees).",
  values: DESK_AD_STATES,
});

const DeskAdFilterEnum = builder.enumType('DeskAdFilter', {
  description:
    "The desk's status filter: one of the states of DeskAdState, or in_review (waiting in the moderation queue) or no_age (an old ad whose summaries stated no adult age).",
  values: DESK_AD_FILTERS,
});

const DeskAdPlacementsType = builder.objectRef<DeskPlacements>('DeskAdPlacements').implement({
  description: "An ad's placements now and next, as the desk sees them (India's dates).",
  fields: (t) => ({
    featuredToday: t.exposeBoolean('featuredToday', { description: "Featured in its city's listing today." }),
    nextFeaturedDay: t.field({
      type: 'Date',
      nullable: true,
      description: 'The next day it is featured (today or later).',
      resolve: (placements) => placements.nextFeaturedDay,
    }),
    spotlightSlotToday: t.exposeInt('spotlightSlotToday', {
      nullable: true,
      description: "Its place in today's home spotlight.",
    }),
    nextSpotlightDay: t.field({
      type: 'Date',
      nullable: true,
      description: 'The next day it holds a home spotlight place (today or later).',
      resolve: (placements) => placements.nextSpotlightDay,
    }),
    nextBumpAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When its next bump paid for runs.',
      resolve: (placements) => placements.nextBumpAt,
    }),
  }),
});

builder.prismaObjectFields('Ad', (t) => ({
  deskState: t.field({
    type: DeskAdStateEnum,
    nullable: true,
    description: 'Where the ad stands (DeskAdState); null for anyone but staff.',
    resolve: (ad, _args, ctx) => deskStateForViewer(ctx, ad),
  }),
  // read with the ad (the desk's list: one read of its page), not per ad
  deskPlacements: t.field({
    type: DeskAdPlacementsType,
    nullable: true,
    select: () => deskPlacementsSelect(),
    description: 'Its placements now and next (featured, home spotlight, bump); null for anyone but staff.',
    resolve: (ad, _args, ctx) => deskPlacementsForViewer(ctx, ad),
  }),
  deskPlacementPurchases: t.field({
    type: [PlacementPurchaseType],
    nullable: true,
    select: { placementPurchases: { orderBy: { id: 'desc' }, take: DESK_PURCHASES_SHOWN } },
    // at most that many, read with the ad: priced as such, not as an unbounded list
    complexity: { multiplier: DESK_PURCHASES_SHOWN },
    description: `The newest ${DESK_PURCHASES_SHOWN} purchases of placements for the ad; null for anyone but staff.`,
    resolve: (ad, _args, ctx) => deskPlacementPurchasesForViewer(ctx, ad),
  }),
}));

/** What deskAds answers beside its page: its count, found when asked for. */
type DeskConnection = { count: () => Promise<DeskCount> };

builder.queryField('deskAds', (t) =>
  t.connection(
    {
      type: AdType,
      authScopes: { staff: true },
      complexity: connectionComplexity,
      description:
        'Every ad, public or not, newest first: the desk\'s list. `search` is read as an e-mail address (or part of one with its "@"), ' +
        "a phone number (the ad's own or its advertiser's), an ad's or advertiser's number (up to 9 digits, \"#\" optional), " +
        `or words of at least ${DESK_SEARCH_LIMITS.textMin} characters an ad's name or description, or its advertiser's name, contains ` +
        `(at most ${DESK_SEARCH_LIMITS.max} characters).`,
      args: {
        search: t.arg.string({ required: false }),
        status: t.arg({ type: DeskAdFilterEnum, required: false }),
        // plain IDs read in the resolver, after the staff check: a typed one is refused before it
        cityId: t.arg.id({ required: false, description: 'A city (Location) by its id.' }),
        categoryId: t.arg.id({ required: false, description: 'A category by its id.' }),
        verified: t.arg.boolean({
          required: false,
          description: 'True: only ads of verified advertisers; false: only the others.',
        }),
      },
      resolve: async (_root, args, ctx, info) => {
        const filter = {
          search: args.search,
          status: args.status,
          // a malformed id, or one of another type, names no row: refused with the filter's message
          cityId: args.cityId == null ? null : (databaseIdOfGlobalId(String(args.cityId), 'Location') ?? -1),
          categoryId:
            args.categoryId == null ? null : (databaseIdOfGlobalId(String(args.categoryId), 'Category') ?? -1),
          verified: args.verified,
        };
        const adQuery = queryFromInfo({ context: ctx, info, path: ['edges', 'node'] });
        const connection = await resolveCursorConnection<Promise<AdWithCard[]>>(
          { args, toCursor: (ad) => deskCursor(ad.id) },
          async ({ after, before, limit, inverted }) =>
            (await listDeskAds(
              ctx,
              filter,
              {
                take: limit,
                afterId: after ? parseDeskCursor(after, 'after') : undefined,
                beforeId: before ? parseDeskCursor(before, 'before') : undefined,
                backward: inverted,
              },
              adQuery,
            )) as AdWithCard[],
        );
        let counted: Promise<DeskCount> | undefined;
        return Object.assign(connection, { count: () => (counted ??= countDeskAds(ctx, filter)) });
      },
    },
    {
      fields: (connection) => ({
        totalCount: connection.int({
          description: `How many ads match: exact up to ${DESK_LIMITS.count}; above, ${DESK_LIMITS.count} with totalCountIsLowerBound true.`,
          resolve: async (parent) => (await (parent as unknown as DeskConnection).count()).count,
        }),
        totalCountIsLowerBound: connection.boolean({
          description: `True when more than ${DESK_LIMITS.count} ads match (shown as "${DESK_LIMITS.count.toLocaleString('en')}+").`,
          resolve: async (parent) => (await (parent as unknown as DeskConnection).count()).isLowerBound,
        }),
      }),
    },
  ),
);

// ---- bulk decisions --------------------------------------------------------------------------------

const DeskAdOutcomeType = builder.objectRef<BulkOutcome<AdWithCard>>('DeskAdOutcome').implement({
  description: "One ad's outcome in a bulk decision: the ad as it now is, or why it was left as it was.",
  fields: (t) => ({
    adId: t.id({
      description: "The ad's global id, as it was asked.",
      resolve: (outcome) => encodeGlobalID('Ad', outcome.adId),
    }),
    ad: t.field({
      type: AdType,
      nullable: true,
      description: 'The ad after the decision; null when it was left as it was.',
      resolve: (outcome) => outcome.ad,
    }),
    error: t.string({
      nullable: true,
      description:
        'Why this ad was left as it was (already taken down, gone, held by the screening...); null when it changed.',
      resolve: (outcome) => outcome.error,
    }),
  }),
});

const DeskBulkAdsResultType = builder
  .objectRef<{ outcomes: BulkOutcome<AdWithCard>[] }>('DeskBulkAdsResult')
  .implement({
    description:
      'A bulk decision, ad by ad: each is its own decision (audit entry, mail), so one refused leaves the others done.',
    fields: (t) => ({
      outcomes: t.field({
        type: [DeskAdOutcomeType],
        complexity: { multiplier: DESK_LIMITS.bulk },
        description: 'In the order asked, each ad once.',
        resolve: (result) => result.outcomes,
      }),
      changed: t.int({
        description: 'How many ads changed.',
        resolve: (result) => result.outcomes.filter((outcome) => outcome.error === null).length,
      }),
      failed: t.int({
        description: 'How many ads were left as they were.',
        resolve: (result) => result.outcomes.filter((outcome) => outcome.error !== null).length,
      }),
    }),
  });

/**
 * A bulk decision's price: each ad is a transaction of several statements and a mail. Priced at a
 * full batch whatever its length (prices are kept per operation by sizes alone, graphql/limits.ts),
 * and low enough that the desk's own mutation, with its cards, stays within half the ceiling.
 */
const BULK_COST = 50 * DESK_LIMITS.bulk;

/** The outcomes with each changed ad read again as AdType answers it (its card), in one statement. */
async function withCards(
  ctx: RequestContext,
  outcomes: BulkOutcome<unknown>[],
): Promise<{ outcomes: BulkOutcome<AdWithCard>[] }> {
  const changedIds = outcomes.filter((outcome) => outcome.error === null).map((outcome) => outcome.adId);
  const ads =
    changedIds.length === 0
      ? []
      : await ctx.db.ad.findMany({ where: { id: { in: changedIds } }, include: AD_CARD_INCLUDE });
  const byId = new Map(ads.map((ad) => [ad.id, ad]));
  return {
    outcomes: outcomes.map((outcome): BulkOutcome<AdWithCard> => {
      if (outcome.error !== null) return outcome;
      const ad = byId.get(outcome.adId);
      return ad
        ? { adId: outcome.adId, ad, error: null }
        : { adId: outcome.adId, ad: null, error: 'This ad no longer exists.' };
    }),
  };
}

const TakeDownAdsInput = builder.inputType('TakeDownAdsInput', {
  fields: (t) => ({
    adIds: t.globalIDList({ required: true, for: AdType, description: `1 to ${DESK_LIMITS.bulk} ads.` }),
    reason: t.string({
      required: true,
      description: 'Shown to each advertiser in My ads and mailed (up to 500 characters).',
    }),
  }),
});

builder.mutationField('takeDownAds', (t) =>
  t.field({
    type: DeskBulkAdsResultType,
    authScopes: { staff: true },
    complexity: BULK_COST,
    description:
      `Takes down up to ${DESK_LIMITS.bulk} ads with one reason, each as takeDownAd does (its open reports actioned, its advertiser mailed, ` +
      'an audit entry). A bad reason or list refuses the whole batch; an ad that cannot be taken down is reported in its outcome and the others go on.',
    errors: { types: INPUT_ERRORS, directResult: true },
    args: { input: t.arg({ type: TakeDownAdsInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      withCards(ctx, await takeDownAds(ctx, { adIds: input.adIds.map((id) => id.id), reason: input.reason })),
  }),
);

builder.mutationField('restoreAds', (t) =>
  t.field({
    type: DeskBulkAdsResultType,
    authScopes: { staff: true },
    complexity: BULK_COST,
    description:
      `Puts up to ${DESK_LIMITS.bulk} taken-down or report-hidden ads back, each as restoreAd does (its open reports dismissed, its advertiser mailed, ` +
      'an audit entry). An ad that cannot be restored (not taken down, held by the screening) is reported in its outcome and the others go on.',
    errors: { types: INPUT_ERRORS, directResult: true },
    args: { adIds: t.arg.globalIDList({ required: true, for: AdType, description: `1 to ${DESK_LIMITS.bulk} ads.` }) },
    resolve: async (_root, { adIds }, ctx) =>
      withCards(ctx, await restoreAds(ctx, { adIds: adIds.map((id) => id.id) })),
  }),
);

// ---- the desk's home ---------------------------------------------------------------------------------

/** The desk's counts of one answer: each runs once, however many aliases ask for it. */
class DeskCounts {
  private readonly counted = new Map<string, Promise<number | null>>();
  constructor(private readonly ctx: RequestContext) {}
  /** `count` once per answer, or null when the caller may not open its screen. */
  once(name: string, count: (ctx: RequestContext) => Promise<number>): Promise<number | null> {
    let counted = this.counted.get(name);
    if (!counted) this.counted.set(name, (counted = countIfAllowed(() => count(this.ctx))));
    return counted;
  }
}

const DeskCountsType = builder.objectRef<DeskCounts>('DeskCounts').implement({
  description:
    "The waiting work on the desk's home. Each count is null when the caller may not open its screen (a moderator: account and credit requests).",
  fields: (t) => ({
    accountRequests: t.int({
      nullable: true,
      description: 'Accounts waiting for approval (status requested).',
      resolve: (counts) => counts.once('countUsers', (ctx) => countUsers(ctx, ['requested'])),
    }),
    creditRequests: t.int({
      nullable: true,
      description: 'Credit requests waiting for a decision (admins only).',
      resolve: (counts) => counts.once('countCreditRequests', (ctx) => countCreditRequests(ctx, { status: 'pending' })),
    }),
    heldAds: t.int({
      nullable: true,
      description: 'Ads the screening holds for review.',
      resolve: (counts) => counts.once('countHeldAds', (ctx) => countHeldAds(ctx)),
    }),
    openReports: t.int({
      nullable: true,
      description: "Visitors' reports waiting for a decision.",
      resolve: (counts) => counts.once('countOpenReports', (ctx) => countOpenReports(ctx)),
    }),
    pendingVerifications: t.int({
      nullable: true,
      description: 'Identity and photo verifications waiting for a decision.',
      resolve: (counts) => counts.once('countPendingVerifications', (ctx) => countPendingVerifications(ctx)),
    }),
    grievancesDueSoon: t.int({
      nullable: true,
      description: `Complaints not yet acknowledged with less than ${GRIEVANCE_DUE_SOON_HOURS} hours of their 24 left, or overdue.`,
      resolve: (counts) => counts.once('countGrievancesDueSoon', (ctx) => countGrievancesDueSoon(ctx)),
    }),
  }),
});

builder.queryField('deskCounts', (t) =>
  t.field({
    type: DeskCountsType,
    authScopes: { staff: true },
    // six counts, each of a small indexed set of waiting rows, once per answer
    complexity: COUNT_COST,
    description: "The desk's home: how much work waits, each count a link to its screen.",
    resolve: (_root, _args, ctx) => new DeskCounts(ctx),
  }),
);
