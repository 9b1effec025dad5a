// Every domain's REST routes, in the order they are matched (fixed paths before parameters).
import type { RestApp } from './app.ts';

export const REST_ROUTES: Array<(app: RestApp) => void> = [];
