// "Home spotlight" in GraphQL (issue 34): buying days, the days an owner chooses from, and today's
// spotlight on the home page. Thin adapters over ./spotlight.ts.
import { builder, modelType } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { placementBoughtPayload } from './graphql.ts';
import {
  buySpotlightDays,
  homeSpotlightAds,
  SPOTLIGHT_DAYS_SHOWN,
  spotlightDaysOf,
  type SpotlightDay,
} from './spotlight.ts';

/** The spotlight holds at most this many ads a day (the scheme's upper bound, PLACEMENT_LIMITS). */
const SPOTLIGHT_ADS_PRICED = 20;

const SpotlightDayType = builder.objectRef<SpotlightDay>('SpotlightDay').implement({
  description: "A day of the home spotlight (India's date) as an ad's owner chooses it.",
  fields: (t) => ({
    day: t.field({ type: 'Date', resolve: (day) => day.day }),
    freeSlots: t.exposeInt('freeSlots', { description: 'Places still free that day.' }),
    mine: t.exposeBoolean('mine', { description: 'Whether this ad holds a place that day.' }),
  }),
});

builder.prismaObjectFields('Ad', (t) => ({
  spotlightDays: t.field({
    type: [SpotlightDayType],
    nullable: true,
    complexity: { field: 1, multiplier: SPOTLIGHT_DAYS_SHOWN },
    description: `The days from today to the end of the run (at most ${SPOTLIGHT_DAYS_SHOWN}) with the home spotlight's free places; null unless the viewer owns the ad or is an admin.`,
    resolve: (ad, _args, ctx) => spotlightDaysOf(ctx, ad),
  }),
}));

builder.queryField('homeSpotlight', (t) =>
  t.prismaField({
    type: [modelType('Ad')],
    authScopes: { public: true },
    complexity: { multiplier: SPOTLIGHT_ADS_PRICED },
    description: "Today's home spotlight (India's date): the public ads holding a place today, in their places' order.",
    resolve: (query, _root, _args, ctx) => homeSpotlightAds(ctx, query),
  }),
);

builder.mutationField('buySpotlightDays', (t) =>
  t.field({
    type: placementBoughtPayload('MutationBuySpotlightDaysSuccess'),
    authScopes: { user: true },
    description:
      "Buys days (first to last, India's dates, within the ad's run, from today on) in the home spotlight for one of the caller's ads, first come first served: the price per day times the days. A day whose places are all taken refuses the whole purchase (\"sold out for <date>\"), charging nothing.",
    errors: { types: INPUT_ERRORS, directResult: true },
    args: {
      adId: t.arg.globalID({ required: true, for: modelType('Ad') }),
      firstDay: t.arg.string({ required: true, description: 'YYYY-MM-DD, India.' }),
      lastDay: t.arg.string({ required: true, description: 'YYYY-MM-DD, India.' }),
    },
    resolve: (_root, { adId, firstDay, lastDay }, ctx) => buySpotlightDays(ctx, { adId: adId.id, firstDay, lastDay }),
  }),
);
