import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryFiles, pageCatalogs, pageChunks, readManifest } from './page-preloads.ts';
import { createTestApp } from './test/app.ts';

const MANIFEST = {
  // the entry (client/src/boot.ts) and the app it imports (client/src/main.tsx)
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_preload-helper-h8.js'] },
  '_preload-helper-h8.js': { file: 'assets/preload-helper-h8.js' },
  'src/main.tsx': {
    file: 'assets/main-m1.js',
    src: 'src/main.tsx',
    imports: ['_react-b2.js', '_preload-helper-h8.js'],
    // the router's pages are loaded lazily too
    dynamicImports: ['src/app/layout/AgeDisclaimer.tsx', 'src/app/theme.ts', 'src/features/home/HomePage.tsx'],
  },
  'src/app/layout/AgeDisclaimer.tsx': { file: 'assets/AgeDisclaimer-a2.js', src: 'src/app/layout/AgeDisclaimer.tsx' },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_card-c3.js': { file: 'assets/card-c3.js', imports: ['_react-b2.js'] },
  'src/features/content/blogs/BlogDetailPage.tsx': {
    file: 'assets/BlogDetailPage-d4.js',
    imports: ['_card-c3.js', '_react-b2.js'],
  },
  'src/features/home/HomePage.tsx': { file: 'assets/HomePage-e5.js', imports: ['_react-b2.js'] },
  'src/features/ads/listing/ListingPage.tsx': { file: 'assets/ListingPage-f6.js', imports: ['_react-b2.js'] },
  'src/features/ads/details/AdDetailsPage.tsx': {
    file: 'assets/AdDetailsPage-g7.js',
    src: 'src/features/ads/details/AdDetailsPage.tsx',
    imports: ['_react-b2.js'],
    dynamicImports: ['src/features/ads/details/MoreAds.tsx'],
  },
  'src/features/ads/details/MoreAds.tsx': { file: 'assets/MoreAds-m2.js', src: 'src/features/ads/details/MoreAds.tsx' },
  // the messages (issue 35): where each catalog is, and the frame's and each page's in Hindi (English's are
  // in the code; an English catalog in a manifest is never named)
  'src/lib/catalogChunks.ts': { file: 'assets/catalogChunks-k9.js' },
  'src/locales/main/en.ts': { file: 'assets/en-main.js' },
  'src/locales/main/hi.ts': { file: 'assets/hi-main.js' },
  'src/locales/ListingPage/en.ts': { file: 'assets/en-listing.js' },
  'src/locales/ListingPage/hi.ts': { file: 'assets/hi-listing.js' },
  'src/locales/AdDetailsPage/hi.ts': { file: 'assets/hi-ad.js' },
  'src/locales/AgeDisclaimer/hi.ts': { file: 'assets/hi-disclaimer.js' },
  'src/locales/MoreAds/hi.ts': { file: 'assets/hi-more-ads.js' },
  'src/locales/HomePage/hi.ts': { file: 'assets/hi-home.js' },
};

describe('page preloads', () => {
  // the app (an English page loads no catalog)
  const APP = ['assets/main-m1.js', 'assets/react-b2.js'];

  it('name the app, the page chunk and what they import, leaving out what the entry already loads', () => {
    expect(pageChunks(MANIFEST, '/blogs/my-first-post')).toEqual([
      ...APP,
      'assets/BlogDetailPage-d4.js',
      'assets/card-c3.js',
    ]);
    expect(pageChunks(MANIFEST, '/')).toEqual([...APP, 'assets/HomePage-e5.js']);
    // a page without a chunk of its own (the dashboards' routes load theirs in the app): the app
    expect(pageChunks(MANIFEST, '/admin/users')).toEqual(APP);
    expect(pageChunks(MANIFEST, '/no-such-page')).toEqual(APP);
    // a readable listing address is the listing; digits or an ad's global id, the ad page
    for (const path of ['/call-girls', '/call-girls/new-delhi', '/call-girls/pune/independent/'])
      expect(pageChunks(MANIFEST, path), path).toEqual([...APP, 'assets/ListingPage-f6.js']);
    for (const path of ['/call-girls/42', '/call-girls/QWQ6NDI='])
      expect(pageChunks(MANIFEST, path), path).toEqual([...APP, 'assets/AdDetailsPage-g7.js']);
  });

  it("name the frame's and the page's messages in any language but English (issue 35)", () => {
    expect(pageChunks(MANIFEST, '/call-girls/new-delhi', 'hi')).toEqual([
      ...APP,
      'assets/ListingPage-f6.js',
      'assets/hi-main.js',
      'assets/hi-listing.js',
    ]);
    expect(pageChunks(MANIFEST, '/', 'hi')).toEqual([
      ...APP,
      'assets/HomePage-e5.js',
      'assets/hi-main.js',
      'assets/hi-home.js',
    ]);
    // a page whose code has no messages has no catalog to name
    expect(pageChunks(MANIFEST, '/blogs/my-first-post', 'hi')).toEqual([
      ...APP,
      'assets/BlogDetailPage-d4.js',
      'assets/card-c3.js',
      'assets/hi-main.js',
    ]);
  });

  it("say where the page's catalogs are, and those of what the app and the page load lazily (decision 0127)", () => {
    expect(pageCatalogs(MANIFEST, '/call-girls/42', 'hi')).toEqual({
      main: '/assets/hi-main.js',
      AgeDisclaimer: '/assets/hi-disclaimer.js',
      AdDetailsPage: '/assets/hi-ad.js',
      MoreAds: '/assets/hi-more-ads.js',
    });
    expect(pageCatalogs(MANIFEST, '/call-girls/new-delhi', 'hi')).toEqual({
      main: '/assets/hi-main.js',
      AgeDisclaimer: '/assets/hi-disclaimer.js',
      ListingPage: '/assets/hi-listing.js',
    });
    // English's messages are in the code
    expect(pageCatalogs(MANIFEST, '/call-girls/42', 'en')).toEqual({});
  });

  it('are worked out once for each build, page module and language, not on every page', () => {
    const first = pageChunks(MANIFEST, '/call-girls/new-delhi', 'hi');
    // another city's page is the same module: the same list, not walked again
    expect(pageChunks(MANIFEST, '/call-girls/mumbai', 'hi')).toBe(first);
    expect(pageCatalogs(MANIFEST, '/call-girls/mumbai', 'hi')).toBe(pageCatalogs(MANIFEST, '/call-girls/pune', 'hi'));
    expect(pageChunks(MANIFEST, '/call-girls/mumbai', 'en')).not.toBe(first);
    // a new build (another manifest) has its own
    const rebuilt = structuredClone(MANIFEST);
    rebuilt['src/features/ads/listing/ListingPage.tsx'].file = 'assets/ListingPage-z9.js';
    expect(pageChunks(rebuilt, '/call-girls/mumbai', 'en')).toContain('assets/ListingPage-z9.js');
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("name the entry's file and the chunks it imports", () => {
    expect(entryFiles(MANIFEST)).toEqual({
      file: 'assets/index-a1.js',
      css: [],
      imports: ['assets/preload-helper-h8.js'],
    });
    expect(entryFiles({})).toEqual({ file: null, css: [], imports: [] });
  });

  describe('in the served HTML', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      const clientDist = mkdtempSync(join(tmpdir(), 'client-dist-'));
      mkdirSync(join(clientDist, '.vite'));
      writeFileSync(join(clientDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      writeFileSync(
        join(clientDist, 'index.html'),
        '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
      );
      expect(readManifest(clientDist)).toEqual(MANIFEST);
      t = await createTestApp({ clientDist });
    });
    afterAll(() => t?.close());

    it('announce the home page chunk on /, and the app alone on a path that names nothing', async () => {
      // a page the browser renders (no server build here): its chunks preloaded at once
      expect(await (await t.app.request('/')).text()).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/HomePage-e5.js">',
      );
      const missing = await t.app.request('/no-such-page');
      expect(missing.status).toBe(404);
      const html = await missing.text();
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/main-m1.js">');
      expect(html).not.toContain('HomePage');
      expect(html).not.toContain('page-catalogs');
    });

    it('name where a Hindi page finds its catalogs', async () => {
      const html = await (await t.app.request('/hi/call-girls/new-delhi')).text();
      expect(html).toContain(
        '<script type="application/json" id="page-catalogs" data-language="hi">{"main":"/assets/hi-main.js","AgeDisclaimer":"/assets/hi-disclaimer.js","ListingPage":"/assets/hi-listing.js"}</script>',
      );
    });
  });
});
