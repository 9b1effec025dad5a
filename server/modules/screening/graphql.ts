// Held ads through GraphQL (issue 31): what the owner and the desk read of a hold, and the desk's
// decisions [staff]. A thin adapter over ./service.ts and ./review.ts.
import { builder, rowQuery, modelType } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { publishHeldAd, refuseHeldAd } from './review.ts';
import { holdOf, underReviewOf } from './service.ts';

builder.prismaObjectFields('Ad', (t) => ({
  underReview: t.boolean({
    nullable: true,
    description:
      'Whether the screening holds the ad for the desk: hidden until a moderator publishes or refuses it. Null unless the viewer owns the ad or is staff.',
    resolve: (ad, _args, ctx) => underReviewOf(ctx, ad),
  }),
  heldAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'Since when the screening holds the ad (null when it does not); null for anyone but staff.',
    resolve: (ad, _args, ctx) => holdOf(ctx, ad)?.heldAt ?? null,
  }),
  holdReasons: t.stringList({
    nullable: true,
    description:
      "Why the screening holds the ad: 'term:<a term of the list>', 'age:<an age under 18 the text states>', 'blocked_phone', 'blocked_email', 'photo' (close to a blocked photo), 'new_advertiser'. Null for anyone but staff.",
    resolve: (ad, _args, ctx) => holdOf(ctx, ad)?.reasons ?? null,
  }),
}));

builder.mutationField('publishHeldAd', (t) =>
  t.prismaField({
    type: 'Ad',
    authScopes: { staff: true },
    description: 'Publishes an ad the screening held: it is shown on its dates; its advertiser is mailed.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'ad' } },
    args: { adId: t.arg.globalID({ required: true, for: modelType('Ad') }) },
    resolve: async (query, _root, { adId }, ctx) => {
      const { ad } = await publishHeldAd(ctx, adId.id);
      return ctx.db.ad.findUniqueOrThrow({ ...rowQuery(query), where: { id: ad.id } });
    },
  }),
);

const RefuseHeldAdInput = builder.inputType('RefuseHeldAdInput', {
  fields: (t) => ({
    adId: t.globalID({ required: true, for: modelType('Ad') }),
    reason: t.string({
      required: true,
      description: 'Mailed to the advertiser and shown in My ads (up to 500 characters).',
    }),
    refundCredits: t.boolean({
      required: false,
      description:
        'Return the credits of the days the ad has not run (today included) to the advertiser; false when absent.',
    }),
  }),
});

const RefuseHeldAdPayload = builder.objectRef<{ adId: number; creditsRefunded: number }>('MutationRefuseHeldAdSuccess');
RefuseHeldAdPayload.implement({
  description: 'The refused ad (taken down with the reason) and the credits returned to its advertiser.',
  fields: (t) => ({
    // read once for the one decision, as the mutation's answer (priced with the mutation)
    ad: t.prismaField({
      type: 'Ad',
      resolve: (query, payload, _args, ctx) =>
        ctx.db.ad.findUniqueOrThrow({ ...rowQuery(query), where: { id: payload.adId } }),
    }),
    creditsRefunded: t.exposeInt('creditsRefunded'),
  }),
});

builder.mutationField('refuseHeldAd', (t) =>
  t.field({
    type: RefuseHeldAdPayload,
    authScopes: { staff: true },
    description:
      'Refuses an ad the screening held: taken down with the reason its advertiser is mailed; its credits returned if asked.',
    errors: { types: INPUT_ERRORS, directResult: true },
    args: { input: t.arg({ type: RefuseHeldAdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const decision = await refuseHeldAd(ctx, {
        adId: input.adId.id,
        reason: input.reason,
        refundCredits: input.refundCredits ?? false,
      });
      return { adId: decision.ad.id, creditsRefunded: decision.creditsRefunded };
    },
  }),
);
