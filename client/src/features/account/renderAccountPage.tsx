// Shared by the account form tests: render a page at its path under its route's head, answer the head query,
// and read what was sent.
import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { expect } from 'vitest';
import { toaster } from '../../components/toasts.ts';
import { RouteHead, routeHeadLoader } from '../../components/RouteHead.tsx';
import { renderRoutes, type MockEnvironment } from '../../test/render.tsx';

/** Where the account lands after signing in; stand-ins for the dashboards. */
export const landingRoutes: RouteObject[] = [
  { path: '/', element: <p>Home page</p> },
  { path: '/admin', element: <p>Admin dashboard</p> },
  { path: '/ads', element: <p>My ads</p> },
];

export async function renderAccountPage(path: string, page: React.ReactElement, heading: string) {
  document.title = '';
  // the toaster is a module-wide store: a toast of an earlier test must not satisfy this one
  toaster.remove();
  const environment = createMockEnvironment();
  // the page under the head the route table declares for it (app/routes.tsx HEAD_ONLY_ROUTES)
  const element = (
    <>
      <RouteHead />
      {page}
    </>
  );
  const rendered = renderRoutes([{ path, element, loader: routeHeadLoader(environment) }, ...landingRoutes], {
    path,
    environment,
  });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  let headPath: unknown;
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        PageHead: (context) => {
          headPath = context.args?.path;
          return { title: `${heading} | Directory` };
        },
      }),
    ),
  );
  await screen.findByRole('heading', { level: 1, name: heading });
  // the page's SEO record is the one of its own path
  expect(headPath).toBe(path);
  await waitFor(() => expect(document.title).toBe(`${heading} | Directory`));
  return { ...rendered, environment };
}

/** The mutation sent last, with its name and input. */
export function lastMutation(environment: MockEnvironment): { name: string; input: Record<string, unknown> } {
  const operation = environment.mock.getMostRecentOperation();
  return {
    name: operation.request.node.params.name,
    input: operation.request.variables.input as Record<string, unknown>,
  };
}

export function signedInSession(role: 'admin' | 'user') {
  return {
    token: `token-of-${role}`,
    name: role === 'admin' ? 'Root' : 'Asha',
    contact: '9876543210',
    role,
    credits: role === 'user' ? 12 : 0,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  };
}
