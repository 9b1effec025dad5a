// Placements in GraphQL (issue 34): the admin's prices, the purchases, and "Featured in a city". Thin
// adapters over service.ts and featured.ts; expected failures are union results in the user's words.
import { PlacementKind } from '../../db/generated/prisma/enums.ts';
import { builder, modelType } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { HEAVY_FIELD_COST } from '../../graphql/limits.ts';
import { buyFeaturedDays, featuredDaysForViewer } from './featured.ts';
import {
  canReadPlacementPurchase,
  placementScheme,
  updatePlacementScheme,
  type PlacementPurchaseRecord,
  type PlacementScheme,
} from './service.ts';

export const PlacementKindEnum = builder.enumType(PlacementKind, {
  name: 'PlacementKind',
  description: 'A placement product: featured in a city, bump, home spotlight.',
});

const PlacementSchemeType = builder.objectRef<PlacementScheme>('PlacementScheme').implement({
  description: "The placement products' prices in credits, set by an admin (a null price: not sold), and their limits.",
  fields: (t) => ({
    featuredCreditsPerDay: t.exposeInt('featuredCreditsPerDay', {
      nullable: true,
      description: 'Credits for one day of "Featured in a city"; null: not sold.',
    }),
    bumpCredits: t.exposeInt('bumpCredits', { nullable: true, description: 'Credits for one bump; null: not sold.' }),
    spotlightCreditsPerDay: t.exposeInt('spotlightCreditsPerDay', {
      nullable: true,
      description: 'Credits for one day in the home spotlight; null: not sold.',
    }),
    featuredBlockSize: t.exposeInt('featuredBlockSize', {
      description: "At most this many featured ads are shown above a city's listing at once.",
    }),
    spotlightSlots: t.exposeInt('spotlightSlots', { description: "The home spotlight's slots a day." }),
    bumpIntervalMinutes: t.exposeInt('bumpIntervalMinutes', {
      description: 'The least minutes between two bumps of one ad.',
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When an admin last saved it; null while never saved.',
      resolve: (scheme) => scheme.updatedAt,
    }),
  }),
});

/** One purchase of a placement: readable by its advertiser and by staff. */
export const PlacementPurchaseType = builder.prismaObject('PlacementPurchase', {
  description: 'One purchase of a placement for an ad, and the credits it took.',
  authScopes: (purchase, context) =>
    canReadPlacementPurchase(context.viewer, purchase) ? { authenticated: true } : { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    kind: t.expose('kind', { type: PlacementKindEnum }),
    credits: t.exposeInt('credits'),
    firstDay: t.expose('firstDay', { type: 'Date', nullable: true }),
    lastDay: t.expose('lastDay', { type: 'Date', nullable: true }),
    bumpMinute: t.exposeInt('bumpMinute', {
      nullable: true,
      description: "A daily bump's time in India, minutes after midnight; null for a bump now.",
    }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    ad: t.relation('ad'),
  }),
});

builder.queryField('placementScheme', (t) =>
  t.field({
    type: PlacementSchemeType,
    authScopes: { authenticated: true },
    description: "The placement products' prices and limits (the defaults, nothing sold, until an admin saves them).",
    resolve: (_root, _args, ctx) => placementScheme(ctx.db),
  }),
);

builder.mutationField('updatePlacementScheme', (t) =>
  t.field({
    type: PlacementSchemeType,
    authScopes: { admin: true },
    description: "Sets the placement products' prices (null or absent: not sold) and limits; audited.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'placementScheme' } },
    args: {
      featuredCreditsPerDay: t.arg.int({ required: false }),
      bumpCredits: t.arg.int({ required: false }),
      spotlightCreditsPerDay: t.arg.int({ required: false }),
      featuredBlockSize: t.arg.int({ required: true }),
      spotlightSlots: t.arg.int({ required: true }),
      bumpIntervalMinutes: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) => updatePlacementScheme(ctx, args),
  }),
);

/**
 * What a placement's purchase answers (each product's mutation, `Mutation<Field>Success`): the purchase,
 * its ad and the balance after the spend.
 */
export function placementBoughtPayload(name: string) {
  const payload = builder.objectRef<{ purchase: PlacementPurchaseRecord; balance: number }>(name);
  payload.implement({
    description: 'The purchase, its ad, and the credits balance after the spend.',
    fields: (t) => ({
      purchase: t.field({ type: PlacementPurchaseType, resolve: (result) => result.purchase }),
      ad: t.prismaField({
        type: modelType('Ad'),
        resolve: (query, result, _args, ctx) =>
          ctx.db.ad.findUniqueOrThrow({ ...query, where: { id: result.purchase.adId } }),
      }),
      balance: t.exposeInt('balance', { description: 'The credits balance after the spend.' }),
    }),
  });
  return payload;
}

builder.mutationField('buyFeaturedDays', (t) =>
  t.field({
    type: placementBoughtPayload('MutationBuyFeaturedDaysSuccess'),
    authScopes: { user: true },
    description:
      "Buys days (first to last, India's dates, within the ad's run, from today on) of \"Featured in <city>\" for one of the caller's ads: the price per day times the days, from the balance.",
    errors: { types: INPUT_ERRORS, directResult: true },
    args: {
      adId: t.arg.globalID({ required: true, for: modelType('Ad') }),
      // strings, so a malformed day is answered in our words rather than as a schema error
      firstDay: t.arg.string({ required: true, description: 'YYYY-MM-DD, India.' }),
      lastDay: t.arg.string({ required: true, description: 'YYYY-MM-DD, India.' }),
    },
    resolve: (_root, { adId, firstDay, lastDay }, ctx) => buyFeaturedDays(ctx, { adId: adId.id, firstDay, lastDay }),
  }),
);

builder.prismaObjectFields('Ad', (t) => ({
  featuredDays: t.field({
    type: ['Date'],
    nullable: true,
    // a statement of its own per ad: priced so that aliases cannot repeat it cheaply
    complexity: HEAVY_FIELD_COST,
    description: 'The days from today on on which the ad is featured in its city; null unless the viewer owns it.',
    resolve: (ad, _args, ctx) => featuredDaysForViewer(ctx, ad),
  }),
}));
