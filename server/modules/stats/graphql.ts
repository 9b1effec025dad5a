// Statistics per ad through GraphQL: a thin adapter over ./service.ts.
import { builder } from '../../graphql/builder.ts';
import { HEAVY_FIELD_COST } from '../../graphql/limits.ts';
import { ValidationError } from '../../lib/errors.ts';
import { AdType } from '../ads/graphql.ts';
import { PlacementKindEnum } from '../placements/graphql.ts';
import {
  AD_EVENT_KINDS,
  adStatisticsOf,
  dailyStatisticsOf,
  placementEffectsOf,
  PLACEMENT_EFFECTS_LIMIT,
  recordAdEvents,
  type AdDayStatistics,
  type AdStatistics,
  type EffectWindow,
  type PlacementEffect,
} from './service.ts';

const AdEventKindEnum = builder.enumType('AdEventKind', {
  description: 'What a visitor did with an ad: opened its page, saw it in a listing, or tapped call or WhatsApp.',
  values: AD_EVENT_KINDS,
});

const AdStatisticsType = builder.objectRef<AdStatistics>('AdStatistics').implement({
  description: 'Counts of an ad, each visitor once per day.',
  fields: (t) => ({
    views: t.exposeInt('views', { description: 'Visits of its details page.' }),
    impressions: t.exposeInt('impressions', { description: 'Times it was shown in a listing.' }),
    phoneClicks: t.exposeInt('phoneClicks'),
    whatsappClicks: t.exposeInt('whatsappClicks'),
  }),
});

const AdDayStatisticsType = builder.objectRef<AdDayStatistics>('AdDayStatistics').implement({
  description: "One day's counts of an ad (India date).",
  fields: (t) => ({
    day: t.field({ type: 'Date', resolve: (row) => row.day }),
    views: t.exposeInt('views'),
    impressions: t.exposeInt('impressions'),
    phoneClicks: t.exposeInt('phoneClicks'),
    whatsappClicks: t.exposeInt('whatsappClicks'),
  }),
});

const EffectWindowType = builder.objectRef<EffectWindow>('PlacementEffectWindow').implement({
  description: "An ad's figures over a window of days (India dates), counting only the days of its run up to today.",
  fields: (t) => ({
    firstDay: t.field({ type: 'Date', resolve: (window) => window.firstDay }),
    lastDay: t.field({ type: 'Date', resolve: (window) => window.lastDay }),
    days: t.exposeInt('days', { description: 'Days of the window counted (within the run, not after today).' }),
    views: t.exposeInt('views', { description: 'Details-page views over the days counted.' }),
    taps: t.exposeInt('taps', { description: 'Phone and WhatsApp taps over the days counted.' }),
  }),
});

const PlacementEffectType = builder.objectRef<PlacementEffect>('PlacementEffect').implement({
  description:
    'A placement bought for an ad and its figures over as many days before it as it covers, beside those of its own days (a bump now: its day and the six after).',
  fields: (t) => ({
    purchaseId: t.exposeInt('purchaseId'),
    kind: t.expose('kind', { type: PlacementKindEnum }),
    credits: t.exposeInt('credits'),
    boughtAt: t.field({ type: 'DateTime', resolve: (effect) => effect.boughtAt }),
    firstDay: t.field({ type: 'Date', resolve: (effect) => effect.firstDay }),
    lastDay: t.field({ type: 'Date', resolve: (effect) => effect.lastDay }),
    cancelled: t.exposeBoolean('cancelled'),
    before: t.field({ type: EffectWindowType, resolve: (effect) => effect.before }),
    after: t.field({ type: EffectWindowType, resolve: (effect) => effect.after }),
  }),
});

/** Days of one ad's run counted by the query cost: a year; runs are renewable, longer ones are rare. */
const STATISTICS_DAYS_PRICED = 366;

builder.prismaObjectFields('Ad', (t) => ({
  statistics: t.field({
    type: AdStatisticsType,
    nullable: true,
    complexity: HEAVY_FIELD_COST,
    description: 'Totals over the whole run; null unless the viewer owns the ad or is an admin.',
    resolve: (ad, _args, ctx) => adStatisticsOf(ctx, ad),
  }),
  dailyStatistics: t.field({
    type: [AdDayStatisticsType],
    nullable: true,
    complexity: { field: HEAVY_FIELD_COST, multiplier: STATISTICS_DAYS_PRICED },
    description: 'Each day of the run up to today; null unless the viewer owns the ad or is an admin.',
    resolve: (ad, _args, ctx) => dailyStatisticsOf(ctx, ad),
  }),
  placementEffects: t.field({
    type: [PlacementEffectType],
    nullable: true,
    complexity: { field: HEAVY_FIELD_COST, multiplier: PLACEMENT_EFFECTS_LIMIT },
    description: `The placements bought for the ad (the newest ${PLACEMENT_EFFECTS_LIMIT}) with its views and taps before and during each; null unless the viewer owns the ad or is staff.`,
    resolve: (ad, _args, ctx) => placementEffectsOf(ctx, ad),
  }),
}));

builder.mutationField('recordAdEvent', (t) =>
  t.int({
    authScopes: { public: true },
    description:
      'Counts what a visitor did with these ads (at most 20; each visitor once per ad, day and kind; crawlers are not counted). Answers how many were counted.',
    errors: { types: [ValidationError], directResult: false, dataField: { name: 'counted' } },
    args: {
      kind: t.arg({ type: AdEventKindEnum, required: true }),
      adIds: t.arg.globalIDList({ for: AdType, required: true }),
    },
    resolve: (_root, { kind, adIds }, ctx) => recordAdEvents(ctx, { kind, adIds: adIds.map((id) => id.id) }),
  }),
);
