// The client's half of the route table (common/routes.ts holds the facts both sides read: patterns, areas,
// modules): each route's view and query loader, from its page module. A page module `FooPage.tsx` exports
// its component `FooPage` and, when the page has a query, `fooPageLoader(environment)`, which PageRoute runs
// (Relay's loadQuery) as soon as the chunk arrives. Every page is its own chunk.
import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { PageRoute } from './PageRoute.tsx';
import { RouteHead, routeHeadLoader } from '../components/RouteHead.tsx';
import { ROUTES, type RouteId } from '../../../common/routes.ts';

/**
 * The routes whose page needs nothing from the server but its head: the table declares it, and the page
 * module exports its component alone (no query of its own).
 */
export const HEAD_ONLY_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['aboutUs', 'terms', 'privacyPolicy', 'contactUs', 'login', 'register', 'forgotPassword']);

/** What a page module exports, by the convention above. */
type PageModule = Record<string, unknown>;

// every page module, each loaded on its own (the render* helpers are no pages)
const PAGE_MODULES = import.meta.glob<PageModule>('../features/**/[A-Z]*Page.tsx');

/** The glob's key of a module the route table names (`src/features/...`, relative to client/). */
export function pageModuleKey(module: string): string {
  return module.replace(/^src\//, '../');
}

/** Loads a page module the table names (the server's renderer runs its loader before rendering). */
export function loadPageModule(module: string): Promise<PageModule> {
  const load = PAGE_MODULES[pageModuleKey(module)];
  if (!load) throw new Error(`No page module ${module}.`);
  return load();
}

/** Whether the table's module is a page module the app can load. */
export function isPageModule(module: string): boolean {
  return pageModuleKey(module) in PAGE_MODULES;
}

interface PageExports {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/**
 * The component and loader a page module exports, by its file's name; for a route whose head the table
 * declares (`headOnly`), the head's query and the page under its head.
 */
export function pageExports(module: string, exports: PageModule, environment: IEnvironment, headOnly = false): PageExports {
  const name = module.slice(module.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
  const Page = exports[name] as ComponentType | undefined;
  if (!Page) throw new Error(`${module} exports no ${name}.`);
  if (headOnly) {
    const Component = () => (
      <>
        <RouteHead />
        <Page />
      </>
    );
    return { Component, loader: routeHeadLoader(environment) };
  }
  const loaderFactory = exports[`${name[0]!.toLowerCase()}${name.slice(1)}Loader`] as ((environment: IEnvironment) => LoaderFunction) | undefined;
  return { Component: Page, loader: loaderFactory?.(environment) };
}

/**
 * Marks the document once a page's content is live (hydrated, or rendered in the browser):
 * `<html data-page-live>`. A page the server rendered can be clicked before its script runs; the
 * browser tests wait for this before they use a page.
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.pageLive = '';
  }, []);
  return null;
}

/** A view loaded when first shown (`name`: its module's file name), with its query started as soon as its code arrives. */
export function lazyView(name: string, load: () => Promise<PageModule>, environment: IEnvironment, headOnly = false): ReactNode {
  const Page = lazy(async () => {
    const { Component, loader } = pageExports(name, await load(), environment, headOnly);
    const Loaded = loader
      ? () => (
          <PageRoute loader={loader}>
            <Component />
            <PageLive />
          </PageRoute>
        )
      : () => (
          <>
            <Component />
            <PageLive />
          </>
        );
    return { default: Loaded };
  });
  return <Page />;
}

/** A page module of the table, loaded when first shown. */
export function lazyPage(module: string, environment: IEnvironment, headOnly = false): ReactNode {
  const load = PAGE_MODULES[pageModuleKey(module)];
  if (!load) throw new Error(`No page module ${module}.`);
  return lazyView(module, load, environment, headOnly);
}

/** The page of a route of the table. */
export function routePage(id: RouteId, environment: IEnvironment): ReactNode {
  return lazyPage(ROUTES[id].module, environment, HEAD_ONLY_ROUTES.has(id));
}
