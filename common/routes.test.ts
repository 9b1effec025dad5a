import { describe, expect, it } from 'vitest';
import { adIdOfPath, adPathOf, isRenderedInBrowser, isSignedInPage, matchRoute, SIGNED_IN_AREAS } from './routes.ts';

describe('the route table', () => {
  it('tells a city listing from an ad at /call-girls/{segment}', () => {
    expect(matchRoute('/call-girls/new-delhi')).toMatchObject({ id: 'cityListing', params: { id: 'new-delhi' } });
    expect(matchRoute('/call-girls/new-delhi/')).toMatchObject({ id: 'cityListing' });
    expect(matchRoute('/call-girls/42')).toMatchObject({ id: 'adById', params: { id: '42' } });
    expect(matchRoute(`/call-girls/${btoa('Ad:42')}`)).toMatchObject({ id: 'adById' });
    expect(matchRoute('/call-girls/pune/independent')).toMatchObject({
      id: 'categoryListing',
      params: { citySlug: 'pune', categorySlug: 'independent' },
    });
    expect(matchRoute('/call-girls')).toMatchObject({ id: 'listing' });
  });

  it("tells an ad's readable address from a city and category's by its last segment (issue 33)", () => {
    expect(matchRoute('/call-girls/mumbai/priya-139')).toMatchObject({
      id: 'ad',
      params: { citySlug: 'mumbai', categorySlug: 'priya-139' },
    });
    expect(matchRoute('/call-girls/mumbai/139')).toMatchObject({ id: 'ad' });
    expect(matchRoute('/call-girls/new-delhi/riya-sharma-7/')).toMatchObject({ id: 'ad' });
    for (const listing of ['/call-girls/mumbai/independent', '/call-girls/mumbai/vip24', '/call-girls/mumbai/a-b'])
      expect(matchRoute(listing), listing).toMatchObject({ id: 'categoryListing' });
    // no city can be all digits: not an ad's address either
    expect(matchRoute('/call-girls/12/priya-139')).toMatchObject({ id: 'categoryListing' });
  });

  it("builds every ad's address in one place and reads its number back", () => {
    expect(adPathOf({ citySlug: 'mumbai', name: 'Priya', databaseId: 139 })).toBe('/call-girls/mumbai/priya-139');
    expect(adPathOf({ citySlug: 'goa', name: 'Riya Sharma (VIP) 24/7', databaseId: '8' })).toBe(
      '/call-girls/goa/riya-sharma-vip-24-7-8',
    );
    expect(adPathOf({ citySlug: 'pune', name: 'प्रिया', databaseId: 5 })).toBe('/call-girls/pune/5');
    for (const [name, id] of [
      ['Priya', 139],
      ['Riya Sharma (VIP) 24/7', 8],
      ['प्रिया', 5],
      ['x'.repeat(300), 2147483647],
    ] as const) {
      const path = adPathOf({ citySlug: 'mumbai', name, databaseId: id });
      expect(matchRoute(path)?.id, path).toBe('ad');
      expect(adIdOfPath(path), path).toBe(id);
    }
    expect(adIdOfPath('/call-girls/42')).toBe(42);
    expect(adIdOfPath('/call-girls/mumbai')).toBeNull();
    expect(adIdOfPath('/call-girls/mumbai/independent')).toBeNull();
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
