// Catalogue queries and mutations over the types of ./types.ts; the rules live in ./service.ts.
import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import {
  addCategory,
  addLocation,
  listCategories,
  listCities,
  listLocations,
  listStates,
  nameStateInHindi,
  renameCategory,
  resolveListingAddress,
  updateLocation,
  type ListingAddress,
} from './service.ts';
import { CategoryType, LocationType, StateType } from './types.ts';
import { CITY_CHOICE_LIMITS, nearestCitiesWithAds, suggestCities, topCities, type CityWithAds } from './cities.ts';

/** List sizes for the query cost: the seeded catalogue has 36 states, 554 cities, at most 30 in a state; room for additions. */
const PRICED_SIZES = { states: 40, citiesOfState: 100, locations: 1000, categories: 100 };

const LocationInput = builder.inputType('LocationInput', {
  fields: (t) => ({
    name: t.string(),
    hindiName: t.string({
      required: false,
      description:
        'Its name in Hindi, in Devanagari (issue 35); null or blank clears it, absent keeps it on an update.',
    }),
    // optional, so that "no state chosen" is answered with the SPEC's message rather than a schema error
    stateId: t.globalID({ for: StateType, required: false }),
    latitude: t.float({
      required: false,
      description: 'Degrees, -90 to 90, with the longitude (issue 33); null clears; absent keeps on an update.',
    }),
    longitude: t.float({ required: false, description: 'Degrees, -180 to 180, with the latitude.' }),
  }),
});

const CategoryInput = builder.inputType('CategoryInput', {
  fields: (t) => ({
    name: t.string(),
    hindiName: t.string({
      required: false,
      description:
        'Its name in Hindi, in Devanagari (issue 35); null or blank clears it, absent keeps it on an update.',
    }),
  }),
});

const StateInput = builder.inputType('StateInput', {
  fields: (t) => ({
    hindiName: t.string({ required: false, description: 'Its name in Hindi, in Devanagari; null or blank clears it.' }),
  }),
});

builder.queryField('states', (t) =>
  t.prismaField({
    type: [StateType],
    authScopes: { public: true },
    complexity: { multiplier: PRICED_SIZES.states },
    description: 'All states and union territories, by name.',
    resolve: (query, _root, _args, ctx) => listStates(ctx, query),
  }),
);

builder.queryField('cities', (t) =>
  t.prismaField({
    type: [LocationType],
    authScopes: { public: true },
    complexity: { multiplier: PRICED_SIZES.citiesOfState },
    description: 'The cities of a state, by name.',
    args: { stateId: t.arg.globalID({ for: StateType, required: true }) },
    resolve: (query, _root, { stateId }, ctx) => listCities(ctx, stateId.id, query),
  }),
);

builder.queryField('locations', (t) =>
  t.prismaField({
    type: [LocationType],
    authScopes: { admin: true },
    complexity: { multiplier: PRICED_SIZES.locations },
    description: 'Every location with its state (or those of one state), by state name then location name.',
    args: { stateId: t.arg.globalID({ for: StateType, required: false }) },
    resolve: (query, _root, { stateId }, ctx) => listLocations(ctx, { stateId: stateId?.id }, query),
  }),
);

builder.queryField('categories', (t) =>
  t.prismaField({
    type: [CategoryType],
    authScopes: { public: true },
    complexity: { multiplier: PRICED_SIZES.categories },
    description: 'All categories, by name, each with the number of ads it shows today.',
    resolve: (query, _root, _args, ctx) => listCategories(ctx, query),
  }),
);

type FoundPlace = Extract<ListingAddress, { kind: 'found' }>;

const ListingPlaceType = builder.objectRef<FoundPlace>('ListingPlace').implement({
  description: 'The city (and category) a readable listing address names.',
  fields: (t) => ({
    location: t.field({ type: LocationType, resolve: (place) => place.location }),
    category: t.field({ type: CategoryType, nullable: true, resolve: (place) => place.category }),
  }),
});

builder.queryField('listingPlace', (t) =>
  t.field({
    type: ListingPlaceType,
    nullable: true,
    authScopes: { public: true },
    description:
      'The city (and category) of the listing at /call-girls/{citySlug}[/{categorySlug}], by their current slugs; null when they name nothing now (an old slug included: the page answers 301 to the new address).',
    args: { citySlug: t.arg.string({ required: true }), categorySlug: t.arg.string({ required: false }) },
    resolve: async (_root, { citySlug, categorySlug }, ctx) => {
      const address = await resolveListingAddress(ctx, citySlug, categorySlug);
      return address.kind === 'found' ? address : null;
    },
  }),
);

builder.mutationField('addLocation', (t) =>
  t.field({
    type: LocationType,
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'location' } },
    args: { input: t.arg({ type: LocationInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addLocation(ctx, {
        name: input.name,
        hindiName: input.hindiName,
        stateId: input.stateId?.id,
        latitude: input.latitude,
        longitude: input.longitude,
      }),
  }),
);

builder.mutationField('updateLocation', (t) =>
  t.field({
    type: LocationType,
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'location' } },
    args: {
      id: t.arg.globalID({ for: LocationType, required: true }),
      input: t.arg({ type: LocationInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) =>
      updateLocation(ctx, id.id, {
        name: input.name,
        hindiName: input.hindiName,
        stateId: input.stateId?.id,
        latitude: input.latitude,
        longitude: input.longitude,
      }),
  }),
);

builder.mutationField('updateState', (t) =>
  t.field({
    type: StateType,
    authScopes: { admin: true },
    description: "A state's Hindi name (issue 35): the states themselves are India's and fixed.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'state' } },
    args: {
      id: t.arg.globalID({ for: StateType, required: true }),
      input: t.arg({ type: StateInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) => nameStateInHindi(ctx, id.id, { hindiName: input.hindiName ?? null }),
  }),
);

builder.mutationField('addCategory', (t) =>
  t.field({
    type: CategoryType,
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'category' } },
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_root, { input }, ctx) => addCategory(ctx, input),
  }),
);

builder.mutationField('renameCategory', (t) =>
  t.field({
    type: CategoryType,
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'category' } },
    args: {
      id: t.arg.globalID({ for: CategoryType, required: true }),
      input: t.arg({ type: CategoryInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) => renameCategory(ctx, id.id, input),
  }),
);

// ---- choosing a city (issue 33): suggestions as one types, the cities with most ads, the nearest ones ----

const CityWithAdsType = builder.objectRef<CityWithAds>('CityWithAds').implement({
  description: 'A city with the number of ads its listing shows today.',
  fields: (t) => ({
    location: t.field({ type: LocationType, resolve: (city) => city.location }),
    adsCount: t.exposeInt('adsCount', { description: 'Ads its public listing shows today.' }),
    distanceKm: t.exposeInt('distanceKm', {
      nullable: true,
      description: 'Straight-line kilometres from the city asked about, when both have coordinates.',
    }),
  }),
});

builder.queryField('citySuggestions', (t) =>
  t.field({
    type: [LocationType],
    authScopes: { public: true },
    complexity: { multiplier: CITY_CHOICE_LIMITS.suggestions },
    description: `Cities whose name (or a later word of it) starts with the text, by name: at most ${CITY_CHOICE_LIMITS.suggestions}; only the first ${CITY_CHOICE_LIMITS.searchLength} characters are read, punctuation alone finds none.`,
    args: { search: t.arg.string({ required: true }), first: t.arg.int({ required: false }) },
    resolve: (_root, { search, first }, ctx) => suggestCities(ctx, search, first),
  }),
);

builder.queryField('topCities', (t) =>
  t.field({
    type: [CityWithAdsType],
    authScopes: { public: true },
    complexity: { multiplier: CITY_CHOICE_LIMITS.topCities },
    description: `The cities with the most ads today, the most first (at most ${CITY_CHOICE_LIMITS.topCities}).`,
    args: { first: t.arg.int({ required: false }) },
    resolve: (_root, { first }, ctx) => topCities(ctx, first),
  }),
);

builder.queryField('nearestCities', (t) =>
  t.field({
    type: [CityWithAdsType],
    authScopes: { public: true },
    complexity: { multiplier: CITY_CHOICE_LIMITS.nearest },
    description: `The nearest cities with ads today to the city of /call-girls/{citySlug}: its own state first, then by distance (at most ${CITY_CHOICE_LIMITS.nearest}); none for a slug that names no city.`,
    args: { citySlug: t.arg.string({ required: true }), first: t.arg.int({ required: false }) },
    resolve: async (_root, { citySlug, first }, ctx) => {
      const address = await resolveListingAddress(ctx, citySlug);
      return address.kind === 'found' ? nearestCitiesWithAds(ctx, address.location.id, first) : [];
    },
  }),
);
