import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { ROUTE_IDS, ROUTES } from '../../../common/routes.ts';
import { HEAD_ONLY_ROUTES, isPageModule, pageExports } from './routes.tsx';

describe("the client's route table", () => {
  it('has a page module for every route of the shared table', () => {
    for (const id of ROUTE_IDS) expect(isPageModule(ROUTES[id].module), `${id}: ${ROUTES[id].module}`).toBe(true);
  });

  it("reads a page module's component and loader by its file's name", () => {
    const environment = createMockEnvironment();
    const HomePage = () => null;
    const exports = pageExports(
      'src/features/home/HomePage.tsx',
      { HomePage, homePageLoader: () => () => 'loaded' },
      environment,
    );
    expect(exports.Component).toBe(HomePage);
    expect(exports.loader).toBeTypeOf('function');
    expect(
      pageExports('src/features/not-found/NotFoundPage.tsx', { NotFoundPage: HomePage }, environment).loader,
    ).toBeUndefined();
    expect(() => pageExports('src/features/home/HomePage.tsx', {}, environment)).toThrow('exports no HomePage');
  });

  it('gives a route whose head the table declares the head query as its loader, and its page under the head', () => {
    const environment = createMockEnvironment();
    const TermsPage = () => null;
    for (const id of HEAD_ONLY_ROUTES) expect(['public', 'signIn'], id).toContain(ROUTES[id].area);
    const exports = pageExports('src/features/content/info/TermsPage.tsx', { TermsPage }, environment, true);
    expect(exports.Component).not.toBe(TermsPage);
    expect(exports.loader).toBeTypeOf('function');
  });
});
