import { describe, expect, it } from 'vitest';
import { isRenderedInBrowser, isSignedInPage, matchRoute, SIGNED_IN_AREAS } from './routes.ts';

describe('the route table', () => {
  it('tells a city listing from an ad at /call-girls/{segment}', () => {
    expect(matchRoute('/call-girls/new-delhi')).toMatchObject({ id: 'cityListing', params: { id: 'new-delhi' } });
    expect(matchRoute('/call-girls/new-delhi/')).toMatchObject({ id: 'cityListing' });
    expect(matchRoute('/call-girls/42')).toMatchObject({ id: 'ad', params: { id: '42' } });
    expect(matchRoute(`/call-girls/${btoa('Ad:42')}`)).toMatchObject({ id: 'ad' });
    expect(matchRoute('/call-girls/pune/independent')).toMatchObject({
      id: 'categoryListing',
      params: { citySlug: 'pune', categorySlug: 'independent' },
    });
    expect(matchRoute('/call-girls')).toMatchObject({ id: 'listing' });
  });

  it('names the pages and nothing else', () => {
    expect(matchRoute('/')).toMatchObject({ id: 'home' });
    expect(matchRoute('/terms-&-conditions')).toMatchObject({ id: 'terms' });
    expect(matchRoute('/terms-%26-conditions')).toMatchObject({ id: 'terms' });
    expect(matchRoute('/grievance/status')).toMatchObject({ id: 'grievanceStatus' });
    for (const path of ['/no-such-page', '/blogs/a/b', '/call-girls/a/b/c', '/login/x', '/ads/1', '/ads/1/delete'])
      expect(matchRoute(path), path).toBeNull();
  });

  it('puts the dashboards in signed-in areas, the admin area answering every path below it', () => {
    expect(SIGNED_IN_AREAS).toEqual([
      '/admin',
      '/ads',
      '/create-ad',
      '/credit-requests',
      '/credit-history',
      '/account',
      '/verification',
    ]);
    for (const path of [
      '/admin',
      '/admin/users/account-requests',
      '/admin/anything/else',
      '/ads',
      '/ads/7/edit',
      '/ads/7/statistics',
      '/account',
    ]) {
      expect(isSignedInPage(path), path).toBe(true);
    }
    for (const path of ['/ads/7', '/adsx', '/', '/call-girls', '/login'])
      expect(isSignedInPage(path), path).toBe(false);
  });

  it('leaves the signed-in areas and sign-in forms (and what lies below them) to the browser', () => {
    for (const path of ['/admin/x', '/ads/1', '/login', '/login/x', '/register', '/forgot-password/'])
      expect(isRenderedInBrowser(path), path).toBe(true);
    for (const path of ['/', '/call-girls/pune', '/blogs', '/no-such-page', '/loginx', '/grievance'])
      expect(isRenderedInBrowser(path), path).toBe(false);
  });
});
