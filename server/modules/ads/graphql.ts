// Ads through GraphQL: a thin adapter over ./service.ts, where the rules and authorisation live.
import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type GraphQLNamedType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import { prismaConnectionHelpers, queryFromInfo } from '@pothos/plugin-prisma';
import { resolveCursorConnection } from '@pothos/plugin-relay';
import type { RequestContext } from '../../context.ts';
import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS, UPLOAD_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity, HEAVY_FIELD_COST } from '../../graphql/limits.ts';
import { CategoryType, LocationType } from '../catalog/types.ts';
import { cityOfSlug, listingFilterOfSlugs } from '../catalog/service.ts';
import { imageSources, imageUrl } from '../../lib/media/images.ts';
import {
  AD_CARD_INCLUDE,
  AD_LIMITS,
  countMyAds,
  createAds,
  getAd,
  getMyAdsByIds,
  listMyAds,
  LISTING_COUNT_LIMIT,
  listPublicAdsPage,
  type AdWithCard,
  type ListingCount,
  type ListingFilter,
  ownerFactsOf,
  readableAdById,
  readableAdImageById,
  suggestServices,
  adContact,
  AD_NEIGHBOURS_MAX,
  adNeighbours,
  type AdNeighbours,
} from './service.ts';
import { renewAd } from './renewal.ts';

import { parseDatabaseId } from '../../lib/ids.ts';
import { editAd, stopAd } from './editing.ts';
import { parseSearchCursor, searchCursor, SEARCH_LIMITS, searchPublicAds, type SearchPosition } from './search.ts';
import { PLACEMENT_LIMITS } from '../../../common/forms/placements.ts';

// readable through `node(id:)` to whoever may read its ad
export const AdImageType = builder.prismaNode('AdImage', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => readableAdImageById(ctx.viewer, id),
  description: 'An image of an ad, as absolute URLs (the WebP image and its narrower variants).',
  fields: (t) => ({
    url: t.string({ resolve: (image, _args, ctx) => imageUrl(ctx.origin, image) }),
    srcSet: t.string({ resolve: (image, _args, ctx) => imageSources(ctx.origin, image).srcSet }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
  }),
});

const QuickSummaryType = builder.objectRef<{ name: string; value: string }>('AdQuickSummary').implement({
  description: 'A name and value shown at the top of an ad (age, height, ...).',
  fields: (t) => ({
    name: t.exposeString('name'),
    value: t.exposeString('value'),
  }),
});

const CustomSectionType = builder.objectRef<{ title: string; description: string }>('AdCustomSection').implement({
  description: 'A titled section of free text in an ad.',
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description'),
  }),
});

// An ad is one city over a date range. `node(id:)` answers it only to whom it is visible: anyone
// while it is in the public listing, otherwise only its owner and admins.
// Every ad is loaded with what its card shows (AD_CARD_INCLUDE), so the card's fields read the row:
// Pothos planning each relation per request cost the listing a fifth of its CPU (issue 17).
export const AdType = builder.prismaNode('Ad', {
  id: { field: 'id' },
  nullable: true,
  include: AD_CARD_INCLUDE,
  findUnique: (id, ctx) => readableAdById(ctx.viewer, id),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    contact: t.string({
      description: "The number to call: the ad's own contact, else its owner's.",
      resolve: (ad) => adContact(ad),
    }),
    ownContact: t.string({
      nullable: true,
      description:
        "The ad's own contact as the advertiser set it (null: the account's is shown); null unless the viewer owns the ad or is staff.",
      resolve: (ad, _args, ctx) => ownerFactsOf(ctx, ad)?.ownContact ?? null,
    }),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date' }),
    age: t.exposeInt('age', {
      nullable: true,
      description:
        'The age of the person in the ad, 18 to 99; null only for an ad made before ages were asked whose quick summaries stated none.',
    }),
    verified: t.exposeBoolean('ownerVerified', {
      description: "Whether the advertiser's identity and photos were verified by the site (the verified mark).",
    }),
    creditsUsed: t.int({
      nullable: true,
      description: 'Credits the ad cost; null unless the viewer owns the ad or is an admin.',
      resolve: (ad, _args, ctx) => ownerFactsOf(ctx, ad)?.creditsUsed ?? null,
    }),
    category: t.field({ type: CategoryType, resolve: (ad) => ad.category }),
    location: t.field({ type: LocationType, description: 'The city, with its state.', resolve: (ad) => ad.location }),
    images: t.field({
      type: [AdImageType],
      complexity: { multiplier: AD_LIMITS.maxImages },
      resolve: (ad) => ad.images,
    }),
    services: t.stringList({
      select: { services: { select: { service: { select: { name: true } } }, orderBy: { position: 'asc' } } },
      resolve: (ad) => ad.services.map((entry) => entry.service.name),
    }),
    quickSummaries: t.field({
      type: [QuickSummaryType],
      complexity: { multiplier: AD_LIMITS.maxQuickSummaries },
      select: { quickSummaries: { select: { name: true, value: true }, orderBy: { position: 'asc' } } },
      resolve: (ad) => ad.quickSummaries,
    }),
    customSections: t.field({
      type: [CustomSectionType],
      complexity: { multiplier: AD_LIMITS.maxCustomSections },
      select: { customSections: { select: { title: true, description: true }, orderBy: { position: 'asc' } } },
      resolve: (ad) => ad.customSections,
    }),
    takenDown: t.boolean({
      nullable: true,
      description: 'Whether moderation took the ad down; null unless the viewer owns the ad or is staff.',
      resolve: (ad, _args, ctx) => ownerFactsOf(ctx, ad)?.takenDown ?? null,
    }),
    takedownReason: t.string({
      nullable: true,
      description: 'Why moderation took the ad down; null unless taken down and the viewer owns the ad or is staff.',
      resolve: (ad, _args, ctx) => ownerFactsOf(ctx, ad)?.takedownReason ?? null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const QuickSummaryInput = builder.inputType('AdQuickSummaryInput', {
  description: 'Only summaries with a value are kept; a value needs a name.',
  fields: (t) => ({
    name: t.string({ required: false }),
    value: t.string({ required: false }),
  }),
});

const CustomSectionInput = builder.inputType('AdCustomSectionInput', {
  description: 'Only sections with a description are kept; a description needs a title.',
  fields: (t) => ({
    title: t.string({ required: false }),
    description: t.string({ required: false }),
  }),
});

// optional where the SPEC has a message for "missing", so the answer is that message, not a schema error
const CreateAdsInput = builder.inputType('CreateAdsInput', {
  fields: (t) => ({
    name: t.string(),
    contact: t.string({ required: false, description: "10 digits; without it the ad shows the advertiser's contact." }),
    description: t.string(),
    startDate: t.field({ type: 'Date', required: false }),
    endDate: t.field({ type: 'Date', required: false, description: 'Inclusive.' }),
    categoryId: t.globalID({ for: CategoryType, required: false }),
    locationIds: t.globalIDList({ for: LocationType, required: false, description: 'One ad is created per city.' }),
    services: t.stringList({ required: false }),
    quickSummaries: t.field({ type: [QuickSummaryInput], required: false }),
    customSections: t.field({ type: [CustomSectionInput], required: false }),
    age: t.int({
      required: false,
      description:
        'The age of the person in the ad: required, 18 to 99; quick summaries that state an age must agree with it.',
    }),
    adultDeclaration: t.boolean({
      required: false,
      description:
        "An agency account's declaration that it holds proof the person in the ad is 18 or over: required (true) on each of its ads.",
    }),
  }),
});

const CreateAdsPayload = builder.objectRef<{ adIds: number[]; creditsSpent: number; balance: number }>(
  'MutationCreateAdsSuccess',
);
CreateAdsPayload.implement({
  description: 'The ads created (one per city) and what they cost.',
  fields: (t) => ({
    ads: t.prismaField({
      type: [AdType],
      // one ad per chosen city
      complexity: { field: HEAVY_FIELD_COST, multiplier: AD_LIMITS.maxLocations },
      resolve: (query, payload, _args, ctx) => getMyAdsByIds(ctx, payload.adIds, query),
    }),
    creditsSpent: t.exposeInt('creditsSpent'),
    balance: t.exposeInt('balance', { description: 'The credits balance after the spend.' }),
  }),
});

builder.mutationField('createAds', (t) =>
  t.field({
    type: CreateAdsPayload,
    authScopes: { user: true },
    description: 'Publishes the ad in each chosen city for the chosen dates, paying its credits.',
    errors: { types: UPLOAD_ERRORS, directResult: true },
    args: {
      input: t.arg({ type: CreateAdsInput, required: true }),
      // nullable, so missing images are answered with the SPEC message rather than a schema error
      images: t.arg({ type: ['File'], required: false, description: '1 to 10 images, shared by every ad created.' }),
    },
    resolve: async (_root, { input, images }, ctx) => {
      const created = await createAds(ctx, {
        ...input,
        categoryId: input.categoryId?.id,
        locationIds: input.locationIds?.map((id) => id.id),
        images,
      });
      return { adIds: created.ads.map((ad) => ad.id), creditsSpent: created.creditsSpent, balance: created.balance };
    },
  }),
);

const RenewAdPayload = builder.objectRef<{
  ad: Awaited<ReturnType<typeof renewAd>>['ad'];
  creditsSpent: number;
  balance: number;
}>('MutationRenewAdSuccess');
RenewAdPayload.implement({
  description: 'The renewed ad and what the renewal cost.',
  fields: (t) => ({
    ad: t.field({ type: AdType, resolve: (payload) => payload.ad }),
    creditsSpent: t.exposeInt('creditsSpent'),
    balance: t.exposeInt('balance', { description: 'The credits balance after the spend.' }),
  }),
});

builder.mutationField('renewAd', (t) =>
  t.field({
    type: RenewAdPayload,
    authScopes: { user: true },
    description:
      "Extends one of the advertiser's ads by `days` at the current price (an ad that has ended runs again from today).",
    errors: { types: INPUT_ERRORS, directResult: true },
    args: {
      adId: t.arg.globalID({ for: AdType, required: true }),
      days: t.arg.int({ required: true, description: '1 to 365.' }),
    },
    resolve: (_root, { adId, days }, ctx) => renewAd(ctx, { adId: adId.id, days }),
  }),
);

const EditAdInput = builder.inputType('EditAdInput', {
  description: "An ad's new contents; dates and city stay as bought. The same rules and messages as creation.",
  fields: (t) => ({
    adId: t.globalID({ for: AdType }),
    name: t.string(),
    contact: t.string({ required: false, description: "10 digits; without it the ad shows the advertiser's contact." }),
    description: t.string(),
    services: t.stringList({ required: false }),
    quickSummaries: t.field({ type: [QuickSummaryInput], required: false }),
    customSections: t.field({ type: [CustomSectionInput], required: false }),
    age: t.int({
      required: false,
      description:
        'The age of the person in the ad: required, 18 to 99; quick summaries that state an age must agree with it.',
    }),
    adultDeclaration: t.boolean({
      required: false,
      description:
        "An agency account's declaration that it holds proof the person in the ad is 18 or over: required (true) on each of its ads.",
    }),
    keepImageIds: t.globalIDList({
      for: AdImageType,
      required: false,
      description: "The ad's photos to keep, in order; the others are removed. New photos follow them.",
    }),
  }),
});

const EditAdPayload = builder.objectRef<Awaited<ReturnType<typeof editAd>>>('MutationEditAdSuccess');
EditAdPayload.implement({
  description: 'The edited ad.',
  fields: (t) => ({
    ad: t.field({ type: AdType, resolve: (payload) => payload.ad }),
    inModerationQueue: t.boolean({
      description:
        "Whether the edit put the ad (back) in the moderation queue: it was under moderation, or a new photo is in another advertiser's ad.",
      resolve: (payload) => payload.requeued,
    }),
  }),
});

builder.mutationField('editAd', (t) =>
  t.field({
    type: EditAdPayload,
    authScopes: { user: true },
    description:
      "Changes one of the advertiser's ads: texts, contact, services, quick summaries, custom sections and photos.",
    errors: { types: UPLOAD_ERRORS, directResult: true },
    args: {
      input: t.arg({ type: EditAdInput, required: true }),
      images: t.arg({
        type: ['File'],
        required: false,
        description: 'New photos, after the kept ones; 1 to 10 photos in all.',
      }),
    },
    resolve: (_root, { input, images }, ctx) =>
      editAd(ctx, { ...input, adId: input.adId.id, keepImageIds: input.keepImageIds?.map((id) => id.id), images }),
  }),
);

const StopAdPayload = builder.objectRef<Awaited<ReturnType<typeof stopAd>>>('MutationStopAdSuccess');
StopAdPayload.implement({
  description: 'The stopped ad and the credits its unused days gave back.',
  fields: (t) => ({
    ad: t.field({ type: AdType, resolve: (payload) => payload.ad }),
    unusedDays: t.exposeInt('unusedDays', { description: 'Whole days of the run left unused (after today).' }),
    creditsRefunded: t.exposeInt('creditsRefunded'),
    balance: t.exposeInt('balance', { description: 'The credits balance after the refund.' }),
  }),
});

builder.mutationField('stopAd', (t) =>
  t.field({
    type: StopAdPayload,
    authScopes: { user: true },
    description:
      "Takes one of the advertiser's ads off the site now, refunding the whole credits its unused days cost.",
    errors: { types: INPUT_ERRORS, directResult: true },
    args: { adId: t.arg.globalID({ for: AdType, required: true }) },
    resolve: (_root, { adId }, ctx) => stopAd(ctx, { adId: adId.id }),
  }),
);

builder.queryField('myAds', (t) =>
  t.prismaConnection({
    type: AdType,
    cursor: 'id',
    authScopes: { user: true },
    description: "The advertiser's own ads, running or not, newest first.",
    complexity: connectionComplexity,
    totalCount: (_parent, _args, ctx) => countMyAds(ctx),
    resolve: (query, _parent, _args, ctx) => listMyAds(ctx, query),
  }),
);

/** The listing's filter from its arguments: a city's slug (a readable address) wins over the ids; the age range and verified mark apply to either. */
async function listingFilterOf(
  ctx: RequestContext,
  args: {
    locationId?: { id: string } | null;
    categoryId?: { id: string } | null;
    citySlug?: string | null;
    categorySlug?: string | null;
    minAge?: number | null;
    maxAge?: number | null;
    verified?: boolean | null;
  },
): Promise<ListingFilter> {
  const facets = { minAge: args.minAge, maxAge: args.maxAge, verified: args.verified };
  if (args.citySlug != null)
    return { ...(await listingFilterOfSlugs(ctx, args.citySlug, args.categorySlug)), ...facets };
  return { locationId: args.locationId?.id, categoryId: args.categoryId?.id, ...facets };
}

/** Whether the field's selection names any of `fields` (through fragments; @skip and @include not read, so at worst it counts for nothing). */
function selectsAnyOf(info: GraphQLResolveInfo, fields: readonly string[]): boolean {
  const visited = new Set<string>();
  const selects = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return fields.includes(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet);
      if (visited.has(selection.name.value)) return false;
      visited.add(selection.name.value);
      return selects(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => selects(node.selectionSet));
}

// The listing's page arguments and cursors as Pothos's prisma connections read and write them (both
// sort keys in the cursor: a next page is a range condition, see listPublicAdsPage).
const listingConnection = prismaConnectionHelpers(builder, AdType, { cursor: 'listedAt_id' });

/**
 * The fields, by type, that an ad loaded with AD_CARD_INCLUDE answers from its row alone: what the
 * listing's cards ask. A field not named here (another module's fields on Ad too) may need more than
 * the card, so a selection with it has Pothos plan the page's query: the list fails safe.
 */
export const CARD_FIELDS: Record<string, ReadonlySet<string>> = {
  Ad: new Set([
    'id',
    'databaseId',
    'name',
    'description',
    'contact',
    'startDate',
    'endDate',
    'createdAt',
    'category',
    'location',
    'images',
    'age',
    'verified',
  ]),
  Category: new Set(['id', 'databaseId', 'name', 'hindiName', 'slug']),
  Location: new Set(['id', 'databaseId', 'name', 'hindiName', 'slug', 'stateId', 'state']),
  State: new Set(['id', 'databaseId', 'name', 'hindiName']),
  AdImage: new Set(['id', 'url', 'srcSet', 'width', 'height']),
};

/** Whether `selectionSet`, on `type`, asks only CARD_FIELDS (through fragments; @skip and @include not read, so at worst a field counts). */
function asksOnlyTheCard(
  info: GraphQLResolveInfo,
  selectionSet: SelectionSetNode,
  type: GraphQLNamedType,
  visited: Set<string>,
): boolean {
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__typename') return true;
      const field =
        CARD_FIELDS[type.name]?.has(selection.name.value) && isObjectType(type)
          ? type.getFields()[selection.name.value]
          : undefined;
      if (!field) return false;
      return (
        !selection.selectionSet || asksOnlyTheCard(info, selection.selectionSet, getNamedType(field.type), visited)
      );
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : info.fragments[selection.name.value];
    if (!fragment) return false;
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      // a fragment already read on this type; on another type it is read again
      const seen = `${selection.name.value}@${type.name}`;
      if (visited.has(seen)) return true;
      visited.add(seen);
    }
    // a fragment on an interface (Node) or on the type itself; any other type is not the card's
    const on = fragment.typeCondition ? info.schema.getType(fragment.typeCondition.name.value) : type;
    if (!on || (on !== type && !isInterfaceType(on))) return false;
    return asksOnlyTheCard(info, fragment.selectionSet, type, visited);
  });
}

/** Ads of the featured block counted by the query cost: the largest block an admin can set. */
const FEATURED_BLOCK_PRICED = PLACEMENT_LIMITS.featuredBlockSize.max;

/** What a listing's selection asks, as its resolver reads it on every request. */
interface ListingSelection {
  /** its `edges { node }` ask only what the card's include answers */
  cardOnly: boolean;
  /** it asks totalCount or totalCountIsLowerBound */
  counts: boolean;
  /** it asks the featured block (issue 34) */
  featured: boolean;
  /** the block, when asked, asks only what the card's include answers too */
  featuredCardOnly: boolean;
}

// by the listing field's node in the parsed document, which Yoga's parser cache keeps for repeats of a query
const listingSelections = new WeakMap<object, ListingSelection>();

function listingSelectionOf(info: GraphQLResolveInfo): ListingSelection {
  const key = info.fieldNodes[0]!;
  let known = listingSelections.get(key);
  if (known === undefined) {
    const ad = info.schema.getType('Ad')!;
    const edgesOf = (selectionSet: SelectionSetNode | undefined) =>
      (selectionSet?.selections ?? []).every((selection) => {
        if (selection.kind !== Kind.FIELD) return false; // fragments on the connection: let Pothos read them
        if (selection.name.value !== 'edges') return true;
        return (selection.selectionSet?.selections ?? []).every((inner) => {
          if (inner.kind !== Kind.FIELD) return false;
          return (
            inner.name.value !== 'node' ||
            !inner.selectionSet ||
            asksOnlyTheCard(info, inner.selectionSet, ad, new Set())
          );
        });
      });
    const featuredOf = (selectionSet: SelectionSetNode | undefined) =>
      (selectionSet?.selections ?? []).every(
        (selection) =>
          selection.kind === Kind.FIELD &&
          (selection.name.value !== 'featured' ||
            !selection.selectionSet ||
            asksOnlyTheCard(info, selection.selectionSet, ad, new Set())),
      );
    known = {
      cardOnly: info.fieldNodes.every((node) => edgesOf(node.selectionSet)),
      counts: selectsAnyOf(info, ['totalCount', 'totalCountIsLowerBound']),
      featured: selectsAnyOf(info, ['featured']),
      featuredCardOnly: info.fieldNodes.every((node) => featuredOf(node.selectionSet)),
    };
    listingSelections.set(key, known);
  }
  return known;
}

/** What the listing's connection fields read: its count, found with its page when asked for, and the featured block. */
type ListingConnection = { count: () => ListingCount | Promise<ListingCount>; featured: AdWithCard[] };

/** A part of the listing's count: at once when the page's statement brought it, else when it is read. */
function countPart<Part>(parent: unknown, part: (count: ListingCount) => Part): Part | Promise<Part> {
  const counted = (parent as ListingConnection).count();
  return counted instanceof Promise ? counted.then(part) : part(counted);
}

// The listing's cards (what the site asks) are read with AD_CARD_INCLUDE, in one statement with the
// count, and Pothos does not plan the query from the selection: that planning, per request, cost the
// busiest public query more than its SQL (issue 17). A selection beyond the card (an integrator asking
// an ad's services, ...) is planned by Pothos as any other field's.
builder.queryField('ads', (t) =>
  t.connection(
    {
      type: AdType,
      authScopes: { public: true },
      complexity: connectionComplexity,
      description:
        'The public listing: running ads, newest first by their last bump or start (then id), of a city (else the whole country) and a category (else all).',
      args: {
        locationId: t.arg.globalID({ for: LocationType, required: false }),
        categoryId: t.arg.globalID({ for: CategoryType, required: false }),
        citySlug: t.arg.string({
          required: false,
          description: 'A city by its slug (the readable address); when given, locationId and categoryId are not read.',
        }),
        categorySlug: t.arg.string({ required: false, description: 'With citySlug: a category by its slug.' }),
        minAge: t.arg.int({
          required: false,
          description: 'Only ads of people this age or older (18 to 99; ads without an age are left out).',
        }),
        maxAge: t.arg.int({
          required: false,
          description: 'Only ads of people this age or younger (18 to 99; ads without an age are left out).',
        }),
        verified: t.arg.boolean({ required: false, description: 'True: only ads of verified advertisers.' }),
      },
      resolve: async (parent, args, ctx, info) => {
        const { take, skip, cursor } = listingConnection.getQuery(args, ctx, () => null);
        const asked = listingSelectionOf(info);
        const selection = asked.cardOnly
          ? { include: AD_CARD_INCLUDE }
          : queryFromInfo({ context: ctx, info, path: ['edges', 'node'] });
        const filter = await listingFilterOf(ctx, args);
        const page = await listPublicAdsPage(
          ctx,
          filter,
          { ...selection, take, skip, cursor },
          {
            count: asked.counts,
            ...(asked.featured ? { featured: {} } : {}),
            // rows with only the card's columns, when nothing else of the ads is read
            cardRows: asked.cardOnly && (!asked.featured || asked.featuredCardOnly),
          },
        );
        // the count once, when asked for (a page after a cursor found it with its ids)
        let counted: ListingCount | Promise<ListingCount> | undefined;
        const count = () => (counted ??= page.count());
        // either query loads the card: Pothos's plan adds AdType's include
        return Object.assign(listingConnection.resolve(page.ads as AdWithCard[], args, ctx, parent), {
          count,
          featured: page.featured,
        });
      },
    },
    {
      fields: (connection) => ({
        totalCount: connection.int({
          description: `How many ads the listing holds: exact up to ${LISTING_COUNT_LIMIT}; above, ${LISTING_COUNT_LIMIT} with totalCountIsLowerBound true.`,
          resolve: (parent) => countPart(parent, (count) => count.count),
        }),
        featured: connection.field({
          type: [AdType],
          complexity: { field: 1, multiplier: FEATURED_BLOCK_PRICED },
          description:
            "The featured block above a city's listing (issue 34): at most the admin's block size of the city's ads featured today (in the category when one is given), taking turns through the day; empty for the whole country. Each page answers it (a next page's too). Featured ads stay in the listing too.",
          resolve: (parent) => (parent as unknown as ListingConnection).featured,
        }),
        totalCountIsLowerBound: connection.boolean({
          description: `True when the listing holds more ads than totalCount (more than ${LISTING_COUNT_LIMIT}: shown as "${LISTING_COUNT_LIMIT.toLocaleString('en')}+").`,
          resolve: (parent) => countPart(parent, (count) => count.isLowerBound),
        }),
      }),
    },
  ),
);

builder.queryField('ad', (t) =>
  t.prismaField({
    type: AdType,
    nullable: true,
    authScopes: { public: true },
    description:
      'One ad for its details page; null unless it is publicly visible, or the viewer owns it or is an admin.',
    args: { id: t.arg.globalID({ for: AdType, required: true }) },
    resolve: (query, _root, { id }, ctx) => getAd(ctx, id.id, query),
  }),
);

builder.queryField('serviceSuggestions', (t) =>
  t.stringList({
    authScopes: { user: true },
    description: 'Up to 10 service names for the create-ad form, the most used first, not those already chosen.',
    args: {
      search: t.arg.string({ required: false, description: 'Case-insensitive text the name contains.' }),
      exclude: t.arg.stringList({ required: false, description: 'Names already chosen (case-insensitive).' }),
    },
    resolve: (_root, args, ctx) => suggestServices(ctx, args),
  }),
);

// Pothos plans the search's query from AdType, whose include brings what a card shows
type SearchEntry = { ad: AdWithCard; position: SearchPosition };

/** What searchAds answers: its page and the count found with it (null when not asked). */
type SearchConnection = { count: ListingCount | null };

builder.queryField('searchAds', (t) =>
  t.connection(
    {
      type: AdType,
      authScopes: { public: true },
      complexity: connectionComplexity,
      description:
        'The keyword search of the public listing: running ads whose name, services or description hold the words of `search` ' +
        '(as a search engine reads them: "quoted phrase", or, -word; a word also finds its other forms, such as a plural, and the ' +
        'last word of three or more characters is also a prefix), of a city (else the whole country) and a category (else all), ' +
        `the most relevant first (a match in the name above one in the services above one in the description), then newest first. ` +
        `Among the ${LISTING_COUNT_LIMIT} newest matches; a search is cut to ${SEARCH_LIMITS.textMax} characters and its first ${SEARCH_LIMITS.termsMax} words; a search with no word answers no ads.`,
      args: {
        search: t.arg.string({
          required: true,
          description: `The words to find, up to ${SEARCH_LIMITS.textMax} characters (more are cut at a word).`,
        }),
        locationId: t.arg.globalID({ for: LocationType, required: false }),
        categoryId: t.arg.globalID({ for: CategoryType, required: false }),
        citySlug: t.arg.string({
          required: false,
          description: 'A city by its slug; when given, locationId and categoryId are not read.',
        }),
        categorySlug: t.arg.string({ required: false, description: 'With citySlug: a category by its slug.' }),
        minAge: t.arg.int({
          required: false,
          description: 'Only ads of people this age or older (18 to 99; ads without an age are left out).',
        }),
        maxAge: t.arg.int({
          required: false,
          description: 'Only ads of people this age or younger (18 to 99; ads without an age are left out).',
        }),
        verified: t.arg.boolean({ required: false, description: 'True: only ads of verified advertisers.' }),
      },
      resolve: async (_root, args, ctx, info) => {
        const filter = await listingFilterOf(ctx, args);
        let counted: ListingCount | null = null;
        const adQuery = queryFromInfo({ context: ctx, info, path: ['edges', 'node'] });
        const connection = await resolveCursorConnection<Promise<SearchEntry[]>>(
          { args, toCursor: (entry) => searchCursor(entry.position) },
          async ({ after, before, limit, inverted }) => {
            const page = await searchPublicAds(
              ctx,
              filter,
              args.search,
              {
                take: limit,
                after: after ? parseSearchCursor(after, 'after') : undefined,
                before: before ? parseSearchCursor(before, 'before') : undefined,
                backward: inverted,
              },
              adQuery,
              { count: selectsAnyOf(info, ['totalCount', 'totalCountIsLowerBound']) },
            );
            counted = page.count;
            return page.ads as SearchEntry[];
          },
        );
        // the edges hold the ads loaded as the selection asks (adQuery), so Pothos reads their relations without another query
        return {
          count: counted,
          pageInfo: connection.pageInfo,
          edges: connection.edges.map((edge) => ({ cursor: edge!.cursor, node: edge!.node.ad })),
        };
      },
    },
    {
      fields: (connection) => ({
        totalCount: connection.int({
          description: `How many ads match: exact up to ${LISTING_COUNT_LIMIT}; above, ${LISTING_COUNT_LIMIT} with totalCountIsLowerBound true.`,
          resolve: (parent) => (parent as unknown as SearchConnection).count?.count ?? 0,
        }),
        totalCountIsLowerBound: connection.boolean({
          description: `True when more than ${LISTING_COUNT_LIMIT} ads match (only the ${LISTING_COUNT_LIMIT} newest are ranked and listed).`,
          resolve: (parent) => (parent as unknown as SearchConnection).count?.isLowerBound ?? false,
        }),
      }),
    },
  ),
);

const AdPlaceType = builder
  .objectRef<{ name: string; hindiName: string | null; slug: string }>('AdPagePlace')
  .implement({
    description: "A city or category of an ad's page, by name and readable slug.",
    fields: (t) => ({
      name: t.exposeString('name'),
      hindiName: t.exposeString('hindiName', { nullable: true, description: 'Its name in Hindi, when it has one.' }),
      slug: t.exposeString('slug'),
    }),
  });

const AdNeighboursType = builder.objectRef<AdNeighbours>('AdNeighbours').implement({
  description:
    "The running ads an ad's page shows (issue 33): others of its city and category while it runs, the city's current ads once it is gone.",
  fields: (t) => ({
    ended: t.exposeBoolean('ended', {
      description: "True when the ad has ended or was removed: the ads are then its city's current ones.",
    }),
    city: t.field({ type: AdPlaceType, resolve: (parent) => parent.city }),
    category: t.field({
      type: AdPlaceType,
      nullable: true,
      description: "The ad's category while it runs (the ads are of it); null once it is gone.",
      resolve: (parent) => parent.category,
    }),
    ads: t.field({
      type: [AdType],
      complexity: { multiplier: AD_NEIGHBOURS_MAX },
      resolve: (parent) => parent.ads,
    }),
  }),
});

builder.queryField('adNeighbours', (t) =>
  t.field({
    type: AdNeighboursType,
    nullable: true,
    authScopes: { public: true },
    description:
      "The running ads shown with an ad's page, newest first: while the ad is public, others of its city and category; once it has ended or was removed, its city's current ads (nothing of the ad itself); null for an ad visitors may not see. `citySlug` (the address's) names the city of an ad deleted with its account.",
    args: {
      id: t.arg.globalID({ for: AdType, required: true }),
      citySlug: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, defaultValue: 4, description: `At most ${AD_NEIGHBOURS_MAX}.` }),
    },
    resolve: (_root, { id, citySlug, first }, ctx) => {
      const adId = parseDatabaseId(id.id);
      const city = citySlug == null ? null : () => cityOfSlug(ctx, citySlug);
      return adId === null ? null : adNeighbours(ctx, adId, city, first ?? 4);
    },
  }),
);
