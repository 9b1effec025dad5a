// Renders a screen as the app does (Chakra system, Relay environment, a memory router), against a
// relay-test-utils mock environment the test resolves operations on.
import { ChakraProvider } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { PageRoute } from '../app/PageRoute.tsx';
// the dashboards' system is the public one plus tables and checkboxes: it renders every screen
import { dashboardSystem as system } from '../app/dashboardTheme.ts';
import { AppToaster } from '../components/AppToaster.tsx';
import { SiteSettingsContext, type SiteSettings } from '../lib/siteSettings.ts';
import { englishI18n } from '../lib/i18n.ts';

/** The site settings screens are rendered with unless a test gives its own (the server's configured first values). */
export const TEST_SITE_SETTINGS: SiteSettings = {
  siteName: 'Companion Directory',
  contactEmail: 'support@companiondirectory.in',
  contactPhone: '',
  supportHours: '',
  grievanceOfficer: { name: 'Grievance Officer', email: 'admin@example.com', phone: '' },
};

function WithSiteSettings({
  settings = TEST_SITE_SETTINGS,
  children,
}: {
  settings?: SiteSettings;
  children: ReactNode;
}) {
  return (
    <SiteSettingsContext.Provider value={{ settings, replace: () => {} }}>{children}</SiteSettingsContext.Provider>
  );
}

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

export function renderWithProviders(
  ui: ReactNode,
  options: { environment?: MockEnvironment; siteSettings?: SiteSettings; i18n?: I18n } = {},
) {
  const environment = options.environment ?? createMockEnvironment();
  const result = render(
    <I18nProvider i18n={options.i18n ?? englishI18n}>
      <ChakraProvider value={system}>
        <RelayEnvironmentProvider environment={environment}>
          <WithSiteSettings settings={options.siteSettings}>
            <Suspense fallback={<p>Loading…</p>}>{ui}</Suspense>
          </WithSiteSettings>
          <AppToaster />
        </RelayEnvironmentProvider>
      </ChakraProvider>
    </I18nProvider>,
  );
  return { ...result, environment };
}

/** Routes with a `loader` get it run the way the app runs it (app/PageRoute.tsx). */
function withPageRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withPageRoutes(route.children) : undefined;
    if (typeof route.loader !== 'function' || !route.element) return { ...route, children } as RouteObject;
    const { loader, element, ...rest } = route;
    return { ...rest, children, element: <PageRoute loader={loader}>{element}</PageRoute> } as RouteObject;
  });
}

/**
 * Renders routes in a memory router at `path`; `initialState` is the navigation state
 * (the home search passes selectedCategory that way).
 */
export function renderRoutes(
  routes: RouteObject[],
  options: {
    path: string;
    initialState?: unknown;
    environment?: MockEnvironment;
    siteSettings?: SiteSettings;
    /** the app's texts: English unless a test gives another language's */
    i18n?: I18n;
  },
) {
  const environment = options.environment ?? createMockEnvironment();
  const [pathname = '/', search] = options.path.split('?');
  const router = createMemoryRouter(withPageRoutes(routes), {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state: options.initialState }],
  });
  const result = render(
    <I18nProvider i18n={options.i18n ?? englishI18n}>
      <ChakraProvider value={system}>
        <RelayEnvironmentProvider environment={environment}>
          <WithSiteSettings settings={options.siteSettings}>
            <Suspense fallback={<p>Loading…</p>}>
              <RouterProvider router={router} />
            </Suspense>
          </WithSiteSettings>
          <AppToaster />
        </RelayEnvironmentProvider>
      </ChakraProvider>
    </I18nProvider>,
  );
  return { ...result, environment, router };
}
