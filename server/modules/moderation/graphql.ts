// The moderation queue and decisions through GraphQL [staff: admins and moderators]: a thin adapter over ./service.ts.
import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity, HEAVY_FIELD_COST } from '../../graphql/limits.ts';
import { AdImageType, AdType } from '../ads/graphql.ts';
import { adWithCard } from '../ads/service.ts';
import { ReportReasonEnum } from '../reports/graphql.ts';
import { UserType } from '../users/graphql.ts';
import {
  adsOfOthersWithSamePhoto,
  advertiserOf,
  countModerationQueue,
  countOpenReports,
  dismissAdReports,
  hiddenByReportsOf,
  listModerationQueue,
  MODERATION_LIMITS,
  openReportsOf,
  queuedSinceOf,
  restoreAd,
  takeDownAd,
  takeDownAdImage,
} from './service.ts';

const AdReportType = builder.prismaObject('AdReport', {
  description: "A visitor's report of an ad, as the moderators read it.",
  fields: (t) => ({
    reason: t.field({ type: ReportReasonEnum, resolve: (report) => report.reason }),
    details: t.exposeString('details'),
    contact: t.exposeString('contact', { description: 'How to reach the reporter; empty when they did not say.' }),
    reference: t.exposeString('reference'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** Open reports on one ad counted by the query cost: no rule bounds them, more than 20 are rare. */
const OPEN_REPORTS_PRICED = 20;

builder.prismaObjectFields('Ad', (t) => ({
  hiddenByReports: t.boolean({
    nullable: true,
    description: "Whether visitors' reports hid the ad until the staff decide; null unless the viewer owns the ad or is staff.",
    resolve: (ad, _args, ctx) => hiddenByReportsOf(ctx, ad),
  }),
  moderationQueuedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'Since when the ad waits for a moderation decision; null when it does not, or for anyone but staff.',
    resolve: (ad, _args, ctx) => queuedSinceOf(ctx, ad),
  }),
  openReports: t.field({
    type: [AdReportType],
    nullable: true,
    complexity: { field: HEAVY_FIELD_COST, multiplier: OPEN_REPORTS_PRICED },
    description: 'The reports nobody of the staff has decided on yet, newest first; null for anyone but staff.',
    resolve: (ad, _args, ctx) => openReportsOf(ctx, ad.id),
  }),
  advertiser: t.field({
    type: UserType,
    nullable: true,
    description: "The ad's owner; null for anyone but staff.",
    select: { user: true },
    resolve: (ad, _args, ctx) => advertiserOf(ctx, ad),
  }),
}));

builder.prismaObjectFields('AdImage', (t) => ({
  sameFingerprintElsewhere: t.prismaField({
    type: [AdType],
    nullable: true,
    complexity: { field: HEAVY_FIELD_COST, multiplier: MODERATION_LIMITS.similarAds },
    description: "Ads of other advertisers showing the same photo (a possible stolen photo), up to 10; null for anyone but staff.",
    resolve: (query, image, _args, ctx) => adsOfOthersWithSamePhoto(ctx, image.id, query),
  }),
}));

builder.queryField('moderationQueue', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: AdType,
    cursor: 'id',
    authScopes: { staff: true },
    description: 'Ads awaiting a moderation decision (reported, or with a photo matching another advertiser’s), most recently flagged first.',
    totalCount: (_parent, _args, ctx) => countModerationQueue(ctx),
    resolve: (query, _parent, _args, ctx) => listModerationQueue(ctx, query),
  }),
);

builder.queryField('openReportCount', (t) =>
  t.int({
    authScopes: { staff: true },
    description: 'How many reports await a decision (the dashboard sidebar badge of admins and moderators).',
    resolve: (_root, _args, ctx) => countOpenReports(ctx),
  }),
);

const TakeDownAdInput = builder.inputType('TakeDownAdInput', {
  fields: (t) => ({
    adId: t.globalID({ required: true, for: AdType }),
    reason: t.string({ required: true, description: 'Shown to the advertiser in My ads (up to 500 characters).' }),
    blockImageIds: t.globalIDList({
      required: false,
      for: AdImageType,
      description: 'Photos of this ad to block: removed everywhere on the site, and refused when uploaded again.',
    }),
  }),
});

const TakeDownAdImageInput = builder.inputType('TakeDownAdImageInput', {
  fields: (t) => ({
    imageId: t.globalID({ required: true, for: AdImageType }),
    reason: t.string({ required: true, description: 'Kept in the audit log (up to 500 characters).' }),
    block: t.boolean({ required: false, description: 'Also block the photo: removed everywhere on the site, and refused when uploaded again. Without it, the same photo uploaded again hides its ad until a moderator decides.' }),
  }),
});

builder.mutationField('takeDownAd', (t) =>
  t.field({
    type: AdType,
    authScopes: { staff: true },
    description: 'Takes an ad off the site with the reason its advertiser reads; its open reports are actioned.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'ad' } },
    args: { input: t.arg({ type: TakeDownAdInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      adWithCard(ctx, (await takeDownAd(ctx, { adId: input.adId.id, reason: input.reason, blockImageIds: (input.blockImageIds ?? []).map((image) => image.id) })).id),
  }),
);

builder.mutationField('restoreAd', (t) =>
  t.field({
    type: AdType,
    authScopes: { staff: true },
    description: 'Puts a taken-down or report-hidden ad back on the site; its open reports are dismissed.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'ad' } },
    args: { adId: t.arg.globalID({ required: true, for: AdType }) },
    resolve: async (_root, { adId }, ctx) => adWithCard(ctx, (await restoreAd(ctx, adId.id)).id),
  }),
);

builder.mutationField('dismissAdReports', (t) =>
  t.field({
    type: AdType,
    authScopes: { staff: true },
    description: "Closes an ad's open reports as unfounded: it leaves the queue, visible again if reports had hidden it.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'ad' } },
    args: { adId: t.arg.globalID({ required: true, for: AdType }) },
    resolve: async (_root, { adId }, ctx) => adWithCard(ctx, (await dismissAdReports(ctx, adId.id)).id),
  }),
);

builder.mutationField('takeDownAdImage', (t) =>
  t.field({
    type: AdType,
    authScopes: { staff: true },
    description: 'Removes one image from an ad, optionally blocking the photo; answers the ad.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'ad' } },
    args: { input: t.arg({ type: TakeDownAdImageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => adWithCard(ctx, (await takeDownAdImage(ctx, { imageId: input.imageId.id, reason: input.reason, block: input.block ?? false })).id),
  }),
);
