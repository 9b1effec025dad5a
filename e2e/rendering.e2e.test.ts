// Public pages rendered on the server (server/page-rendering.ts) as a browser meets them: the HTML already
// holds the page, the app hydrates it without a mismatch or a CSP refusal, and without fetching the
// page's query again. A first-time visitor gets the age disclaimer over the rendered page at once.
import { readFileSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { graphqlAt } from './graphql.ts';
import { startTestServer } from './server.ts';
import { collectErrors } from './sessions.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

/** The ids relay-compiler gave the app's queries (mutations, the visitors' beacons among them, left out). */
const QUERY_IDS: ReadonlyMap<string, string> = (() => {
  const documents = JSON.parse(
    readFileSync(new URL('../client/src/__generated__/persisted-documents.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const ids = new Map<string, string>();
  for (const [id, text] of Object.entries(documents)) {
    const name = /^query (\w+)\b/.exec(text)?.[1];
    if (name) ids.set(id, name);
  }
  return ids;
})();

/** The queries a page fetched from the browser: none, when hydration used the store the server sent and changed nothing. */
function queriesOf(requests: Request[]): string[] {
  return requests.flatMap((request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return [];
    const documentId =
      url.searchParams.get('documentId') ??
      (JSON.parse(request.postData() ?? '{}') as { documentId?: string }).documentId;
    const name = documentId ? QUERY_IDS.get(documentId) : undefined;
    return name ? [name] : [];
  });
}

/** What React says when the HTML it hydrates is not what it renders (development text or a production code). */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

async function visit(path: string, options: { adult: boolean } = { adult: true }) {
  const context = await browser.newContext();
  if (options.adult) {
    await context.addInitScript(() =>
      localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true })),
    );
  }
  const page = await context.newPage();
  const errors = await collectErrors(page);
  page.on('console', (message) => {
    if (HYDRATION_TROUBLE.test(message.text())) errors.push(message.text());
  });
  const requests: Request[] = [];
  page.on('request', (request) => void requests.push(request));
  const response = await page.goto(`${server.baseUrl}${path}`);
  return { context, page, errors, requests, status: response?.status() };
}

/** Hydration is over once the app marks the page live (client/src/app/AppRouter.tsx). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
}

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('pages rendered on the server', () => {
  it('hydrate every public page without a mismatch, a CSP refusal or fetching any query again', async () => {
    const firsts = await graphqlAt<{
      ads: { edges: { node: { id: string; location: { slug: string } } }[] };
      blogs: { edges: { node: { slug: string } }[] };
    }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          ads(first: 1) {
            edges {
              node {
                id
                location {
                  slug
                }
              }
            }
          }
          blogs(first: 1) {
            edges {
              node {
                slug
              }
            }
          }
        }
      `,
    );
    const cityPath = `/call-girls/${firsts.ads.edges[0]!.node.location.slug}`;
    const adPath = `/call-girls/${encodeURIComponent(firsts.ads.edges[0]!.node.id).replace(/%3D/g, '=')}`;
    const blogPath = `/blogs/${firsts.blogs.edges[0]!.node.slug}`;
    const pages = [
      '/',
      '/call-girls',
      cityPath,
      adPath,
      '/blogs',
      blogPath,
      '/about-us',
      '/contact-us',
      '/terms-&-conditions',
      '/privacy-policy',
      '/grievance',
      '/grievance/status',
      '/no-such-page',
    ];
    for (const path of pages) {
      const { context, page, errors, requests, status } = await visit(path);
      expect(status, path).toBe(path === '/no-such-page' ? 404 : 200);
      await hydrated(page);
      expect(errors, path).toEqual([]);
      // a list's next page is asked for early, while its foot is still a screen and a half below (decision
      // 0103): that is loading more, not hydrating again; the page's own query must not run in the browser
      expect(
        queriesOf(requests).filter((name) => !name.endsWith('PaginationQuery')),
        path,
      ).toEqual([]);
      // the page's styles came in its head, once: hydrating wrote none of them again, and none sit in the body
      const styles = await page.evaluate(() => {
        const inHead = document.getElementById('page-styles');
        const added = [...document.styleSheets]
          .filter((sheet) => sheet.ownerNode instanceof Element && sheet.ownerNode.hasAttribute('data-emotion'))
          .flatMap((sheet) =>
            [...sheet.cssRules].flatMap((rule) =>
              [...rule.cssText.matchAll(/\.css-([a-z0-9]+)/g)].map((match) => match[1]!),
            ),
          );
        return {
          headNames: inHead?.dataset.names?.split(' ').length ?? 0,
          inBody: document.body.querySelectorAll('style').length,
          added,
        };
      });
      expect(styles.headNames, path).toBeGreaterThan(10);
      expect(styles.inBody, path).toBe(0);
      const pageNames = new Set((await page.locator('#page-styles').getAttribute('data-names'))!.split(' '));
      expect(
        styles.added.filter((name) => pageNames.has(name)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  it('hydrate the one not-found page served for any made-up address without a mismatch', async () => {
    // every 404 is the same page rendered once (issue 30): at a made-up city, ad or blog address the browser's
    // route asks its own query, finds nothing and shows the same not-found body the server sent
    for (const path of [
      '/call-girls/no-such-city',
      '/call-girls/no-such-city/no-such-category',
      `/call-girls/${Buffer.from('Ad:999999').toString('base64')}`,
      '/blogs/no-such-blog',
      '/no-such-page?utm_source=x',
      '/call-girls?location=999999',
    ]) {
      const { context, page, errors, status } = await visit(path);
      expect(status, path).toBe(404);
      await hydrated(page);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.locator('link[rel="canonical"]').count(), path).toBe(0);
      // routed by the address again once the visitor moves on
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.getByRole('heading', { name: 'Find Your Perfect Companion Anywhere in India' }).waitFor();
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('shows a first-time visitor the age disclaimer over the rendered page from the first paint, until Accept', async () => {
    const { context, page, errors } = await visit('/blogs', { adult: false });
    const disclaimer = page.getByRole('alertdialog', { name: 'I am 18 or older and I wish to enter' });
    // in the HTML itself, over the page, which is there underneath (what a crawler reads too)
    const html = await (await fetch(`${server.baseUrl}/blogs`)).text();
    expect(html).toContain('I am 18 or older and I wish to enter');
    expect(html).not.toContain('needs JavaScript');
    await disclaimer.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Blogs');
    await hydrated(page);
    await disclaimer.getByRole('button', { name: 'Accept' }).click();
    await disclaimer.waitFor({ state: 'detached' });
    // the acceptance reaches the server as a cookie: the next page comes without the disclaimer
    const cookie = (await context.cookies()).find((entry) => entry.name === 'adult_ok');
    expect(cookie?.value).toBe('1');
    const next = await (await fetch(`${server.baseUrl}/about-us`, { headers: { cookie: 'adult_ok=1' } })).text();
    expect(next).not.toContain('I am 18 or older and I wish to enter');
    await page.goto(`${server.baseUrl}/about-us`);
    await hydrated(page);
    expect(await disclaimer.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates in the browser after hydrating: a link to another page renders it there', async () => {
    const { context, page, errors } = await visit('/about-us');
    await hydrated(page);
    /** The head's tags as the browser has them: each once, the app's taking over the server's (React 19). */
    const headTags = () =>
      page.evaluate(() => ({
        titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      }));
    const before = await headTags();
    expect(before.titles).toHaveLength(1);
    expect(before.titles[0]).toMatch(/^About Us \| /);
    expect(before.descriptions).toBe(1);
    expect(before.canonicals).toEqual([`${server.baseUrl}/about-us`]);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy' }).first().waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/privacy-policy`);
    expect(documents).toEqual([]); // the app navigated; the browser did not load a new page
    // the head follows: the new page's tags from the same route head, the old ones gone
    await page.waitForFunction(() => document.title.startsWith('Privacy Policy'));
    const after = await headTags();
    expect(after.titles).toHaveLength(1);
    expect(after.descriptions).toBe(1);
    expect(after.canonicals).toEqual([`${server.baseUrl}/privacy-policy`]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads the app's code only once a rendered page has loaded, its lead photo first; a dashboard's at once", async () => {
    const { context, page, errors } = await visit('/call-girls');
    await hydrated(page);
    const timings = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        loadStart: navigation!.loadEventStart,
        htmlRead: navigation!.domInteractive,
        scripts: resources
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
        leadPhotoEnd: resources.find((entry) => entry.name.includes('/media/'))?.responseEnd ?? null,
      };
    });
    // the page's one script (the entry) starts with the page; everything else on the load event, or 2 s
    // after the HTML was read if the page has not loaded by then (a slow machine)
    const entry = new URL((await page.locator('script[type="module"]').getAttribute('src'))!, server.baseUrl).href;
    const appScripts = timings.scripts.filter((script) => script.name !== entry);
    expect(appScripts.length).toBeGreaterThan(3);
    expect(timings.leadPhotoEnd).not.toBeNull();
    const loadedFirst = timings.loadStart <= timings.htmlRead + 2000;
    for (const script of appScripts) {
      expect(script.start, script.name).toBeGreaterThanOrEqual(Math.min(timings.loadStart, timings.htmlRead + 2000));
      if (loadedFirst) expect(script.start, script.name).toBeGreaterThanOrEqual(timings.leadPhotoEnd!);
    }
    // the server named the page's chunks for the entry to preload; they are fetched, and once each
    const named = JSON.parse((await page.locator('#page-chunks').textContent())!) as string[];
    expect(named.some((file) => /\/ListingPage-/.test(file))).toBe(true);
    for (const file of named)
      expect(
        appScripts.filter((script) => script.name === new URL(file, server.baseUrl).href),
        file,
      ).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();

    // a page the browser renders has nothing to show without the app: it names its chunks as preloads
    const login = await visit('/login');
    await login.page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await login.page.locator('#page-chunks').count()).toBe(0);
    expect(await login.page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
    expect(login.errors).toEqual([]);
    await login.context.close();
  });
});
