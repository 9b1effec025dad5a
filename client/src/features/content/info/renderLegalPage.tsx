// Test helper for the information pages: renders a page at its route and answers its head query.
import { act, waitFor } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { expect } from 'vitest';
import type { SiteSettings } from '../../../lib/siteSettings.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { RouteHead, routeHeadLoader } from '../../../components/RouteHead.tsx';

export async function renderLegalPage(
  path: string,
  Page: () => React.ReactNode,
  title: string,
  siteSettings?: SiteSettings,
) {
  document.title = '';
  const environment = createMockEnvironment();
  // the page under the head the route table declares for it (app/routes.tsx HEAD_ONLY_ROUTES)
  const element = (
    <>
      <RouteHead />
      <Page />
    </>
  );
  renderRoutes([{ path, element, loader: routeHeadLoader(environment) }], { path, environment, siteSettings });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { PageHead: () => ({ title, robots: 'index, follow' }) }),
    ),
  );
  await waitFor(() => expect(document.title).toBe(title));
}
