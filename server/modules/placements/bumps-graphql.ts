// Bump in GraphQL (issue 34): bump an ad now, buy or cancel a daily bump, and the ad's bumps as its owner
// sees them on the Promote page. Thin adapters over bumps.ts; expected failures are union results.
import { builder, modelType } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import {
  adBumpSchedule,
  bumpAdNow,
  buyDailyBump,
  cancelDailyBump,
  DAILY_BUMPS_SHOWN,
  type AdBumpSchedule,
  type DailyBumpView,
} from './bumps.ts';
import { placementBoughtPayload } from './graphql.ts';

const DailyBumpType = builder.objectRef<DailyBumpView>('DailyBump').implement({
  description: 'A daily bump of an ad: its time of day in India, its days and the runs still ahead.',
  fields: (t) => ({
    purchaseId: t.exposeInt('purchaseId', { description: 'The purchase (cancelDailyBump takes it).' }),
    time: t.exposeString('time', { description: 'HH:MM, India.' }),
    firstDay: t.field({ type: 'Date', resolve: (bump) => bump.firstDay }),
    lastDay: t.field({ type: 'Date', resolve: (bump) => bump.lastDay }),
    credits: t.exposeInt('credits', { description: 'What it cost.' }),
    runsLeft: t.exposeInt('runsLeft', { description: 'Bumps not run yet.' }),
    cancelledAt: t.field({ type: 'DateTime', nullable: true, resolve: (bump) => bump.cancelledAt }),
  }),
});

const AdBumpScheduleType = builder.objectRef<AdBumpSchedule>('AdBumpSchedule').implement({
  description: "An ad's bumps as its owner sees them.",
  fields: (t) => ({
    lastBumpAt: t.field({ type: 'DateTime', nullable: true, resolve: (schedule) => schedule.lastBumpAt }),
    nextBumpAt: t.field({ type: 'DateTime', nullable: true, resolve: (schedule) => schedule.nextBumpAt }),
    bumpNowFrom: t.field({
      type: 'DateTime',
      description: 'When a bump now may be bought (the least interval from its other bumps): now or later.',
      resolve: (schedule) => schedule.bumpNowFrom,
    }),
    dailyBumps: t.field({
      type: [DailyBumpType],
      complexity: { multiplier: DAILY_BUMPS_SHOWN },
      resolve: (schedule) => schedule.dailyBumps,
    }),
  }),
});

builder.prismaObjectFields('Ad', (t) => ({
  bumpSchedule: t.field({
    type: AdBumpScheduleType,
    nullable: true,
    description: "The ad's bumps: the last, the next, its daily bumps; null unless the viewer owns it.",
    resolve: (ad, _args, ctx) => adBumpSchedule(ctx, ad),
  }),
}));

builder.mutationField('bumpAdNow', (t) =>
  t.field({
    type: placementBoughtPayload('MutationBumpAdNowSuccess'),
    authScopes: { user: true },
    description:
      "Moves one of the caller's ads to the top of its city's listing now, for the price of a bump; refused within the least interval of its other bumps.",
    errors: { types: INPUT_ERRORS, directResult: true },
    args: { adId: t.arg.globalID({ required: true, for: modelType('Ad') }) },
    resolve: (_root, { adId }, ctx) => bumpAdNow(ctx, { adId: adId.id }),
  }),
);

builder.mutationField('buyDailyBump', (t) =>
  t.field({
    type: placementBoughtPayload('MutationBuyDailyBumpSuccess'),
    authScopes: { user: true },
    description:
      "Buys a bump of one of the caller's ads every day from firstDay to lastDay (within its run) at a time of day in India; the runs still ahead are paid at once.",
    errors: { types: INPUT_ERRORS, directResult: true },
    args: {
      adId: t.arg.globalID({ required: true, for: modelType('Ad') }),
      time: t.arg.string({ required: true, description: 'HH:MM, 24-hour, India.' }),
      firstDay: t.arg.string({ required: true, description: 'YYYY-MM-DD, India.' }),
      lastDay: t.arg.string({ required: true, description: 'YYYY-MM-DD, India.' }),
    },
    resolve: (_root, { adId, ...rest }, ctx) => buyDailyBump(ctx, { adId: adId.id, ...rest }),
  }),
);

builder.mutationField('cancelDailyBump', (t) =>
  t.field({
    type: placementBoughtPayload('MutationCancelDailyBumpSuccess'),
    authScopes: { user: true },
    description: "Cancels one of the caller's daily bumps: the bumps not run yet are given back in credits.",
    errors: { types: INPUT_ERRORS, directResult: true },
    args: { purchaseId: t.arg.int({ required: true }) },
    resolve: (_root, { purchaseId }, ctx) => cancelDailyBump(ctx, { purchaseId }),
  }),
);
