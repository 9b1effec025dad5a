// The Promote page of ad 12 ("Meera", in Pune) opened by a signed-in owner with 20 credits: the
// Featured, Bump and Home spotlight tests each answer its query with their own days and prices.
import type { I18n } from '@lingui/core';
import { addDays, todayInIndia } from '../../../common/india.ts';
import { PromoteAdPage, promoteAdPageLoader } from '../features/placements/PromoteAdPage.tsx';
import { session } from '../lib/session.ts';
import { renderPage, resolveGenerated } from './page.tsx';

/** The prices on sale unless a test gives its own: featured and spotlight days, no bump. */
export const PROMOTE_SCHEME = {
  featuredCreditsPerDay: 5,
  bumpCredits: null as number | null,
  spotlightCreditsPerDay: 4 as number | null,
  spotlightSlots: 4,
  featuredBlockSize: 3,
  bumpIntervalMinutes: 240,
};

/**
 * Opens the page and answers its query: `ad` overrides the ad's fields (null: no such ad), which run
 * from today for two days with no placement bought; `scheme` overrides the prices.
 */
export async function renderPromotePage({
  ad = {},
  scheme = {},
  i18n,
}: { ad?: Record<string, unknown> | null; scheme?: Record<string, unknown>; i18n?: I18n } = {}) {
  const today = todayInIndia();
  session.logIn({ token: 'token', name: 'Asha', contact: '9876543210', role: 'user', credits: 20 });
  const { environment } = await renderPage({
    path: '/ads/12/promote',
    route: '/ads/:id/promote',
    element: <PromoteAdPage />,
    loader: promoteAdPageLoader,
    i18n,
  });
  resolveGenerated(environment, {
    Query: () => ({ ad: ad === null ? null : undefined }),
    Ad: () => ({
      id: btoa('Ad:12'),
      name: 'Meera',
      startDate: today,
      endDate: addDays(today, 2),
      location: { name: 'Pune' },
      featuredDays: [],
      bumpSchedule: null,
      spotlightDays: [],
      ...ad,
    }),
    PlacementScheme: () => ({ ...PROMOTE_SCHEME, ...scheme }),
  });
  return environment;
}
