// The moderation queue and decisions, and the blocked photos, through GraphQL [staff: admins and moderators]:
// a thin adapter over ./service.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { ReportReason } from '../../db/generated/prisma/enums.ts';
import { builder, rowQuery, modelType } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity, HEAVY_FIELD_COST } from '../../graphql/limits.ts';
import { imageUrl } from '../../lib/media/images.ts';
import {
  adsOfOthersWithSamePhoto,
  advertiserOf,
  countBlockedPhotos,
  countModerationQueue,
  countOpenReports,
  dismissAdReports,
  hiddenByReportsOf,
  listBlockedPhotos,
  listModerationQueue,
  MODERATION_LIMITS,
  openReportsOf,
  queuedSinceOf,
  restoreAd,
  takeDownAd,
  takeDownAdImage,
  unblockPhoto,
} from './service.ts';

const AdReportType = builder.prismaObject('AdReport', {
  description: "A visitor's report of an ad, as the moderators read it.",
  fields: (t) => ({
    // the enum the reports module registers, named by the database's enum object
    reason: t.field({ type: ReportReason, resolve: (report) => report.reason }),
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
    description:
      "Whether visitors' reports hid the ad until the staff decide; null unless the viewer owns the ad or is staff.",
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
    type: modelType('User'),
    nullable: true,
    description: "The ad's owner; null for anyone but staff.",
    select: { user: true },
    resolve: (ad, _args, ctx) => advertiserOf(ctx, ad),
  }),
}));

builder.prismaObjectFields('AdImage', (t) => ({
  sameFingerprintElsewhere: t.prismaField({
    type: ['Ad'],
    nullable: true,
    complexity: { field: HEAVY_FIELD_COST, multiplier: MODERATION_LIMITS.similarAds },
    description:
      'Ads of other advertisers showing the same photo (a possible stolen photo), up to 10; null for anyone but staff.',
    resolve: (query, image, _args, ctx) => adsOfOthersWithSamePhoto(ctx, image.id, query),
  }),
}));

builder.queryField('moderationQueue', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: 'Ad',
    cursor: 'id',
    authScopes: { staff: true },
    description:
      'Ads awaiting a moderation decision (reported, or with a photo matching another advertiser’s), most recently flagged first.',
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
    adId: t.globalID({ required: true, for: modelType('Ad') }),
    reason: t.string({ required: true, description: 'Shown to the advertiser in My ads (up to 500 characters).' }),
    blockImageIds: t.globalIDList({
      required: false,
      for: modelType('AdImage'),
      description: 'Photos of this ad to block: removed everywhere on the site, and refused when uploaded again.',
    }),
  }),
});

const TakeDownAdImageInput = builder.inputType('TakeDownAdImageInput', {
  fields: (t) => ({
    imageId: t.globalID({ required: true, for: modelType('AdImage') }),
    reason: t.string({ required: true, description: 'Kept in the audit log (up to 500 characters).' }),
    block: t.boolean({
      required: false,
      description:
        'Also block the photo: removed everywhere on the site, and refused when uploaded again. Without it, the same photo uploaded again hides its ad until a moderator decides.',
    }),
  }),
});

builder.mutationField('takeDownAd', (t) =>
  t.prismaField({
    type: 'Ad',
    authScopes: { staff: true },
    description: 'Takes an ad off the site with the reason its advertiser reads; its open reports are actioned.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'ad' } },
    args: { input: t.arg({ type: TakeDownAdInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await takeDownAd(ctx, {
        adId: input.adId.id,
        reason: input.reason,
        blockImageIds: (input.blockImageIds ?? []).map((image) => image.id),
      });
      return ctx.db.ad.findUniqueOrThrow({ ...rowQuery(query), where: { id } });
    },
  }),
);

builder.mutationField('restoreAd', (t) =>
  t.prismaField({
    type: 'Ad',
    authScopes: { staff: true },
    description: 'Puts a taken-down or report-hidden ad back on the site; its open reports are dismissed.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'ad' } },
    args: { adId: t.arg.globalID({ required: true, for: modelType('Ad') }) },
    resolve: async (query, _root, { adId }, ctx) => {
      const { id } = await restoreAd(ctx, adId.id);
      return ctx.db.ad.findUniqueOrThrow({ ...rowQuery(query), where: { id } });
    },
  }),
);

builder.mutationField('dismissAdReports', (t) =>
  t.prismaField({
    type: 'Ad',
    authScopes: { staff: true },
    description:
      "Closes an ad's open reports as unfounded: it leaves the queue, visible again if reports had hidden it.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'ad' } },
    args: { adId: t.arg.globalID({ required: true, for: modelType('Ad') }) },
    resolve: async (query, _root, { adId }, ctx) => {
      const { id } = await dismissAdReports(ctx, adId.id);
      return ctx.db.ad.findUniqueOrThrow({ ...rowQuery(query), where: { id } });
    },
  }),
);

builder.mutationField('takeDownAdImage', (t) =>
  t.prismaField({
    type: 'Ad',
    authScopes: { staff: true },
    description: 'Removes one image from an ad, optionally blocking the photo; answers the ad.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'ad' } },
    args: { input: t.arg({ type: TakeDownAdImageInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await takeDownAdImage(ctx, {
        imageId: input.imageId.id,
        reason: input.reason,
        block: input.block ?? false,
      });
      return ctx.db.ad.findUniqueOrThrow({ ...rowQuery(query), where: { id } });
    },
  }),
);

// The photos moderation blocked, listed on the blocklist screen beside its entries.
const BlockedPhotoType = builder.prismaNode('BlockedImage', {
  name: 'BlockedPhoto',
  id: { field: 'id' },
  authScopes: { staff: true },
  description: 'A photo moderation blocked: uploads like it are refused.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    url: t.string({
      description: 'The blocked photo as it was on the site.',
      resolve: (photo, _args, ctx) => imageUrl(ctx.origin, photo),
    }),
    reason: t.exposeString('reason'),
    blockedBy: t.string({
      description: 'The name of the staff member who blocked it.',
      select: { blockedBy: { select: { name: true } } },
      resolve: (photo) => photo.blockedBy.name,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('blockedPhotos', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: BlockedPhotoType,
    cursor: 'id',
    authScopes: { staff: true },
    description: 'The photos moderation blocked, newest first.',
    totalCount: (_parent, _args, ctx) => countBlockedPhotos(ctx),
    resolve: (query, _parent, _args, ctx) => listBlockedPhotos(ctx, query),
  }),
);

builder.mutationField('unblockPhoto', (t) =>
  t.field({
    type: 'ID',
    authScopes: { staff: true },
    description:
      'Unblocks a photo: it may be uploaded again (the images removed when it was blocked do not come back); answers the global id it had.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'unblockedId' } },
    args: { id: t.arg.globalID({ required: true, for: BlockedPhotoType }) },
    resolve: async (_root, { id }, ctx) => encodeGlobalID('BlockedPhoto', (await unblockPhoto(ctx, id.id)).id),
  }),
);
