// Where the home page shows today's spotlight (issue 34). The block draws the listing's ad cards, which
// belong to the ads feature, and features never import each other (docs/architecture.md section 12):
// the app, which assembles the features, puts the block here, loaded lazily so that the home page's
// own JavaScript does not grow by the cards, and the home page renders whatever the app put.
import { createContext, type ComponentType } from 'react';
import type { HomeSpotlight_query$key } from '../__generated__/HomeSpotlight_query.graphql';

export type HomeSpotlightBlock = ComponentType<{ query: HomeSpotlight_query$key }>;

export const HomeSpotlightSlot = createContext<HomeSpotlightBlock | null>(null);
