// The client's half of the route table (common/routes.ts holds the facts both sides read: patterns, areas,
// modules): each route's view and query loader, from its page module. A page module `FooPage.tsx` exports
// its component `FooPage` and, when the page has a query, `fooPageLoader(environment)`, which PageRoute runs
// (Relay's loadQuery) as soon as the chunk arrives. Every page is its own chunk.
import { lazy, useEffect, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { PageRoute } from './PageRoute.tsx';
import { RouteHead, routeHeadLoader } from '../components/RouteHead.tsx';
import { ROUTES, type RouteId } from '../../../common/routes.ts';
import { loadModuleMessages, sessionI18n } from '../lib/moduleMessages.ts';

/**
 * The routes whose page needs nothing from the server but its head: the table declares it, and the page
 * module exports its component alone (no query of its own).
 */
export const HEAD_ONLY_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'aboutUs',
  'terms',
  'privacyPolicy',
  'contactUs',
  'login',
  'register',
  'forgotPassword',
]);

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
export function pageExports(
  module: string,
  exports: PageModule,
  environment: IEnvironment,
  headOnly = false,
): PageExports {
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
  const loaderFactory = exports[`${name[0]!.toLowerCase()}${name.slice(1)}Loader`] as
    ((environment: IEnvironment) => LoaderFunction) | undefined;
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

// one lazy view per module for the process (the server renders many pages): made anew per render, each
// would suspend its first render again and load its module again
const views = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * A view loaded when first shown (`name`: its module's file name), with its query started as soon as its code
 * arrives, in the environment of the app it renders in.
 */
export function lazyView(name: string, load: () => Promise<PageModule>, headOnly = false): ReactNode {
  const key = headOnly ? `${name}#head` : name;
  let View = views.get(key);
  if (!View) {
    View = lazy(async () => {
      // in the browser, the page's messages with its code (the server loads them per request: renderPage.tsx)
      const texts = sessionI18n();
      const [exports] = await Promise.all([load(), texts ? loadModuleMessages(texts, name) : undefined]);
      function Loaded() {
        const environment = useRelayEnvironment();
        const { Component, loader } = useMemo(() => pageExports(name, exports, environment, headOnly), [environment]);
        return loader ? (
          <PageRoute loader={loader}>
            <Component />
            <PageLive />
          </PageRoute>
        ) : (
          <>
            <Component />
            <PageLive />
          </>
        );
      }
      return { default: Loaded };
    });
    views.set(key, View);
  }
  return <View />;
}

/** A page module of the table, loaded when first shown. */
export function lazyPage(module: string, headOnly = false): ReactNode {
  const load = PAGE_MODULES[pageModuleKey(module)];
  if (!load) throw new Error(`No page module ${module}.`);
  return lazyView(module, load, headOnly);
}

/** The page of a route of the table. */
export function routePage(id: RouteId): ReactNode {
  return lazyPage(ROUTES[id].module, HEAD_ONLY_ROUTES.has(id));
}
