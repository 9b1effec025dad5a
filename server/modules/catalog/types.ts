// The catalogue's object types (states, cities, categories), referenced by ads and admin screens.
// Queries and mutations over them live in ./graphql.ts.
import { builder } from '../../graphql/builder.ts';
import { categoryAdsCountWhere, cityHasAdsTodaySelect } from './service.ts';

export const StateType = builder.prismaNode('State', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name'),
    hindiName: t.exposeString('hindiName', {
      nullable: true,
      description: 'Its name in Hindi, in Devanagari, when an admin or the seed gave one (Hindi pages show it).',
    }),
  }),
});

// loaded with its state wherever it is answered, so `state` reads the row (as AdType's card fields do)
export const LocationType = builder.prismaNode('Location', {
  id: { field: 'id' },
  description: 'A city.',
  include: { state: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name'),
    hindiName: t.exposeString('hindiName', {
      nullable: true,
      description: 'Its name in Hindi, in Devanagari, when an admin or the seed gave one (Hindi pages show it).',
    }),
    slug: t.exposeString('slug', { description: 'The readable address of its listing: /call-girls/{slug}.' }),
    stateId: t.exposeInt('stateId'),
    latitude: t.exposeFloat('latitude', {
      nullable: true,
      description: 'Approximate latitude in degrees, when known (the nearest cities of an empty one).',
    }),
    longitude: t.exposeFloat('longitude', {
      nullable: true,
      description: 'Approximate longitude in degrees, when known.',
    }),
    state: t.field({ type: StateType, resolve: (city) => city.state }),
    hasAdsToday: t.boolean({
      description:
        'Whether the public listing of this city shows any ad today (the home search marks the cities without).',
      select: () => ({ ads: cityHasAdsTodaySelect() }),
      resolve: (city) => city.ads.length > 0,
    }),
  }),
});

export const CategoryType = builder.prismaNode('Category', {
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API uses.' }),
    name: t.exposeString('name'),
    hindiName: t.exposeString('hindiName', {
      nullable: true,
      description: 'Its name in Hindi, in Devanagari, when an admin or the seed gave one (Hindi pages show it).',
    }),
    slug: t.exposeString('slug', {
      description: 'The readable address of its listing in a city: /call-girls/{city}/{slug}.',
    }),
    adsCount: t.relationCount('ads', {
      description: 'Ads of this category shown in the public listing today.',
      where: () => categoryAdsCountWhere(),
    }),
  }),
});
