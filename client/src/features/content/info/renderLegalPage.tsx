// Test helper for the information pages: renders a page at its route and answers its head query.
import { act, waitFor } from '@testing-library/react';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { expect } from 'vitest';
import type { SiteSettings } from '../../../lib/siteSettings.ts';
import { renderRoutes } from '../../../test/render.tsx';

export async function renderLegalPage(
  path: string,
  Page: () => React.ReactNode,
  loader: (environment: IEnvironment) => LoaderFunction,
  title: string,
  siteSettings?: SiteSettings,
) {
  document.title = '';
  const environment = createMockEnvironment();
  renderRoutes([{ path, element: <Page />, loader: loader(environment) }], { path, environment, siteSettings });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { PageHead: () => ({ title, robots: 'index, follow' }) }),
    ),
  );
  await waitFor(() => expect(document.title).toBe(title));
}
