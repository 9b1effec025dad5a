// Opening a page as a visitor does: its route's loader over a fresh mock Relay environment, waiting
// for the query the loader starts, then answering it; most page tests begin this way.
import { act, waitFor } from '@testing-library/react';
import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { expect } from 'vitest';
import type { SiteSettings } from '../lib/siteSettings.ts';
import { resolveWith } from './mockConnection.ts';
import { renderRoutes, type MockEnvironment } from './render.tsx';

export interface PageOptions {
  /** the address opened, with its query string if any */
  path: string;
  /** the route's pattern when it has parameters; the address's path otherwise */
  route?: string;
  element: ReactNode;
  /** the page's loader, made over the environment (as app/routes.tsx makes it) */
  loader: (environment: MockEnvironment) => LoaderFunction;
  /** the name of the query the page must start (checked) */
  query?: string;
  /** how many items the query's first page asks for, the argument inlined in the query (checked) */
  firstPage?: number;
  /** routes beside the page: where its links and redirects lead (a function when their loaders need the environment) */
  routes?: RouteObject[] | ((environment: MockEnvironment) => RouteObject[]);
  siteSettings?: SiteSettings;
  initialState?: unknown;
  /** the page's texts (English unless given: lib/i18n.ts i18nFor, with the page's messages loaded) */
  i18n?: I18n;
}

/** Renders the page at `path` and waits for the one query its loader starts; it is left unanswered. */
export async function renderPage(options: PageOptions) {
  const environment = createMockEnvironment();
  const page: RouteObject = {
    path: options.route ?? options.path.split('?')[0],
    element: options.element,
    loader: options.loader(environment),
  };
  const routes = typeof options.routes === 'function' ? options.routes(environment) : (options.routes ?? []);
  const result = renderRoutes([page, ...routes], {
    path: options.path,
    environment,
    siteSettings: options.siteSettings,
    initialState: options.initialState,
    i18n: options.i18n,
  });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = environment.mock.getMostRecentOperation();
  if (options.query) expect(operation.request.node.params.name).toBe(options.query);
  if (options.firstPage !== undefined) {
    expect(JSON.stringify(operation.request.node.operation)).toContain(
      `{"kind":"Literal","name":"first","value":${options.firstPage}}`,
    );
  }
  return { ...result, environment, operation };
}

/** Answers the latest operation with data generated for what it selects, `resolvers` giving types' values. */
export function resolveGenerated(environment: MockEnvironment, resolvers: MockResolvers = {}): void {
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers)),
  );
}

/** Renders the page (see `renderPage`) and answers its query with `data`. */
export async function renderPageWith(options: PageOptions, data: Record<string, unknown>) {
  const result = await renderPage(options);
  resolveWith(result.environment, data);
  return result;
}

/** Renders the page (see `renderPage`) and answers its query with generated data (see `resolveGenerated`). */
export async function renderPageGenerated(options: PageOptions, resolvers: MockResolvers) {
  const result = await renderPage(options);
  resolveGenerated(result.environment, resolvers);
  return result;
}
