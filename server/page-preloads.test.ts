import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryFiles, pageChunks, readManifests } from './page-preloads.ts';
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
};

/** Hindi's build of the same code: the files with Hindi in them are others, the libraries the same. */
const HINDI_MANIFEST = {
  ...MANIFEST,
  'index.html': { ...MANIFEST['index.html'], file: 'assets/index-hi1.js' },
  'src/main.tsx': { ...MANIFEST['src/main.tsx'], file: 'assets/main-hi1.js' },
  'src/features/ads/listing/ListingPage.tsx': {
    ...MANIFEST['src/features/ads/listing/ListingPage.tsx'],
    file: 'assets/ListingPage-hi6.js',
  },
};

describe('page preloads', () => {
  // the app
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

  it('are worked out once for each build and page module, not on every page', () => {
    const first = pageChunks(MANIFEST, '/call-girls/new-delhi');
    // another city's page is the same module: the same list, not walked again
    expect(pageChunks(MANIFEST, '/call-girls/mumbai')).toBe(first);
    // another build (another language's, or a new deploy's) has its own
    const rebuilt = structuredClone(MANIFEST);
    rebuilt['src/features/ads/listing/ListingPage.tsx'].file = 'assets/ListingPage-z9.js';
    expect(pageChunks(rebuilt, '/call-girls/mumbai')).not.toBe(first);
    expect(pageChunks(rebuilt, '/call-girls/mumbai')).toContain('assets/ListingPage-z9.js');
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
      // Hindi's build: the same modules, its own files (its messages are in its code, decision 0131)
      writeFileSync(join(clientDist, '.vite', 'manifest.hi.json'), JSON.stringify(HINDI_MANIFEST));
      writeFileSync(
        join(clientDist, 'index.html'),
        '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
      );
      expect(readManifests(clientDist)).toEqual({ en: MANIFEST, hi: HINDI_MANIFEST });
      expect(readManifests(join(clientDist, 'none'))).toEqual({ en: null, hi: null });
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
    });

    it("name a Hindi page's entry and chunks from Hindi's build, and an English page's from English's", async () => {
      const hindi = await (await t.app.request('/hi/call-girls/new-delhi')).text();
      expect(hindi).toContain('<script type="module" crossorigin src="/assets/index-hi1.js"></script>');
      expect(hindi).toContain('<link rel="modulepreload" crossorigin href="/assets/ListingPage-hi6.js">');
      expect(hindi).not.toMatch(/assets\/(index-a1|ListingPage-f6|main-m1)\.js/);
      const english = await (await t.app.request('/call-girls/new-delhi')).text();
      expect(english).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
      expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/ListingPage-f6.js">');
      expect(english).not.toContain('-hi');
    });
  });
});
