import { ReportReason } from '../../db/generated/prisma/enums.ts';
import { builder } from '../../graphql/builder.ts';
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { AdType } from '../ads/graphql.ts';
import { reportAd, type ReportReceipt } from './service.ts';

// registered on the database's enum object, by which moderation/graphql.ts names it too
const ReportReasonEnum = builder.enumType(ReportReason, {
  name: 'ReportReason',
  description: 'Why a visitor reports an ad.',
});

const ReportAdInput = builder.inputType('ReportAdInput', {
  fields: (t) => ({
    adId: t.globalID({ required: true, for: AdType }),
    reason: t.field({ type: ReportReasonEnum, required: true }),
    details: t.string({ required: false, description: 'What the visitor saw (up to 1000 characters).' }),
    contact: t.string({
      required: false,
      description: 'How to reach the reporter, if they wish (up to 200 characters).',
    }),
  }),
});

const ReportReceiptType = builder.objectRef<ReportReceipt>('ReportReceipt').implement({
  fields: (t) => ({
    reference: t.exposeString('reference', {
      description: 'The number the reporter quotes to follow up, e.g. RPT-7KQ2M9XA.',
    }),
  }),
});

builder.mutationField('reportAd', (t) =>
  t.field({
    type: ReportReceiptType,
    authScopes: { public: true },
    description:
      'Reports an ad (once per visitor and ad, a few an hour and a day per network). Visitors of three different networks reporting a minor or photos used without consent hide the ad until an admin decides.',
    errors: {
      types: [ValidationError, NotFoundError, ConflictError, RateLimitedError],
      dataField: { name: 'receipt' },
    },
    args: { input: t.arg({ type: ReportAdInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      reportAd(ctx, {
        adId: input.adId.id,
        reason: input.reason,
        details: input.details ?? undefined,
        contact: input.contact ?? undefined,
      }),
  }),
);
