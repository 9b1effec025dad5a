// The router over the route table (routes.tsx, over common/routes.ts): the public pages and sign-in forms
// in the public layout, the staff's area and the advertiser's behind their roles. Declarative routes: the
// data router's extra machinery would cost a visitor some 17 KB of JavaScript for nothing we use.
import { Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { DashboardFrameSkeleton } from '../components/DashboardFrameSkeleton.tsx';
import { PublicLayout } from './layout/PublicLayout.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RequireRole } from './RequireRole.tsx';
import { lazyPage, lazyView, routePage } from './routes.tsx';
import { hydratingNotFoundPage } from '../lib/notFoundPage.ts';
import { NOT_FOUND_LOCATION } from '../../../common/notFoundPage.ts';
import { NOT_FOUND_MODULE, ROUTE_IDS, ROUTES, type RouteFact, type RouteId } from '../../../common/routes.ts';

/** Routes of one pattern (a city's listing and an ad at /call-girls/:x): the first that accepts the parameters. */
function FirstAccepting({ choices }: { choices: { route: RouteFact; page: ReactNode }[] }) {
  const params = useParams() as Record<string, string>;
  return choices.find((choice) => !choice.route.accepts || choice.route.accepts(params))?.page ?? choices.at(-1)?.page;
}

/** The table's routes of `ids` as react-router routes under `base` (one route per pattern). */
function routesOf(ids: RouteId[], base: string): RouteObject[] {
  const byPath = new Map<string, { route: RouteFact; page: ReactNode }[]>();
  for (const id of ids) {
    const route: RouteFact = ROUTES[id];
    const choices = byPath.get(route.path) ?? [];
    choices.push({ route, page: routePage(id) });
    byPath.set(route.path, choices);
  }
  return [...byPath].map(([path, choices]) => {
    const relative = path.slice(base.length).replace(/^\//, '');
    const element = choices.length === 1 ? choices[0]!.page : <FirstAccepting choices={choices} />;
    return relative === '' ? { index: true, element } : { path: relative, element };
  });
}

function idsWhere(test: (route: RouteFact) => boolean): RouteId[] {
  return ROUTE_IDS.filter((id) => test(ROUTES[id]));
}

export function createRoutes(): RouteObject[] {
  // the dashboard's frame shows a skeleton of itself while its code loads (decision 0107), not a spinner
  const protectedArea = (
    <Suspense fallback={<DashboardFrameSkeleton />}>
      {lazyView('ProtectedLayout.tsx', () => import('./layout/ProtectedLayout.tsx'))}
    </Suspense>
  );
  const notFound = lazyPage(NOT_FOUND_MODULE);
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...routesOf(
              idsWhere((route) => route.area !== 'signedIn'),
              '/',
            ),
            { path: '*', element: notFound },
          ],
        },
        {
          // the staff's area (issue 31): admins and moderators; a moderator's screens are listed first, the admins' own
          // inside, refused where they are to a moderator who types them
          element: <RequireRole role={['admin', 'moderator']} />,
          children: [
            {
              path: 'admin',
              element: protectedArea,
              children: [
                ...routesOf(
                  idsWhere((route) => route.role === 'staff' && !route.path.endsWith('*')),
                  '/admin',
                ),
                {
                  element: <RequireRole role="admin" refuse />,
                  children: routesOf(
                    idsWhere((route) => route.role === 'admin'),
                    '/admin',
                  ),
                },
                ...routesOf(
                  idsWhere((route) => route.role === 'staff' && route.path.endsWith('*')),
                  '/admin',
                ),
              ],
            },
          ],
        },
        {
          element: <RequireRole role="user" />,
          children: [
            {
              element: protectedArea,
              children: routesOf(
                idsWhere((route) => route.role === 'user'),
                '/',
              ),
            },
          ],
        },
      ],
    },
  ];
}

let appRoutes: RouteObject[] | null = null;

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // the server answered this address with its one not-found page: the first entry is routed as that
  // page, so hydration matches; a navigation (a new entry) routes by the address again
  const [notFoundEntry] = useState(() => (hydratingNotFoundPage() ? location.key : null));
  return useRoutes(routes, location.key === notFoundEntry ? NOT_FOUND_LOCATION : undefined);
}

/**
 * The router: the browser's address, or on the server (`location` given) the requested address, where
 * the same routes render the page's HTML (server/page-rendering.ts); under the page's language prefix
 * (`basename`, '' for English: common/languages.ts), so the app's links stay in the page's language.
 */
export function AppRouter({ location, basename = '' }: { location?: string; basename?: string }) {
  // the table holds lazy components, each loaded once: one table for the process, never made per render
  appRoutes ??= createRoutes();
  const routes = appRoutes;
  if (location !== undefined) {
    return (
      <StaticRouter location={location} basename={basename || undefined}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    );
  }
  return (
    <BrowserRouter basename={basename || undefined}>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
