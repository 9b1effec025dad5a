// Every domain's REST routes, in the order they are matched (fixed paths before parameters).
import type { RestApp } from './rest/app.ts';
import { registerAdRoutes } from './modules/ads/rest.ts';
import { registerBlogRoutes } from './modules/blogs/rest.ts';
import { registerCreditRoutes } from './modules/credits/rest.ts';
import { registerCatalogRoutes } from './modules/catalog/rest.ts';
import { registerContactRoutes } from './modules/contacts/rest.ts';
import { registerSeoRoutes } from './modules/seo/rest.ts';
import { registerVisitRoutes } from './modules/visits/rest.ts';
import { registerUserRoutes } from './modules/users/rest.ts';

export const REST_ROUTES: Array<(app: RestApp) => void> = [
  registerCreditRoutes,
  registerAdRoutes,
  registerBlogRoutes,
  registerCatalogRoutes,
  registerSeoRoutes,
  registerContactRoutes,
  registerVisitRoutes,
  registerUserRoutes,
];
