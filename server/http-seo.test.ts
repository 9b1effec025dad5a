// What crawlers get without running JavaScript (docs/architecture.md section 2): the page's document with the
// head of its route (404 for a path that names nothing) and /robots.txt (the sitemaps: modules/seo/sitemap.test.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './http.ts';
import { addDays, dateOnly, todayInIndia } from './lib/dates.ts';
import { createLogger } from './logger.ts';
import { createTestApp } from './test/app.ts';
import type { PageRenderer } from './page-rendering.ts';
import { renameCategory } from './modules/catalog/service.ts';

// the head of client/index.html, as the client build ships it
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Companion Directory</title>
    <meta name="description" content="Browse companion listings by city and category across India. Adults only (18+)." />
    <meta name="keywords" content="" />
    <meta name="robots" content="index, follow" />
    <link rel="canonical" href="/" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const clientDist = mkdtempSync(join(tmpdir(), 'directory-seo-dist-'));
writeFileSync(join(clientDist, 'index.html'), SHELL);

let t: Awaited<ReturnType<typeof createTestApp>>;
const ids = { mumbai: 0, pune: 0, goa: 0, ad: 0, endedAd: 0, endedInMumbai: 0, hiddenInMumbai: 0 };
/** The readable address of the running ad (issue 33). */
const adPath = () => `/call-girls/mumbai/riya-${ids.ad}`;

beforeAll(async () => {
  const pageRenderer = (await import('../client/src/renderPage.tsx')) as PageRenderer;
  t = await createTestApp({ clientDist, pageRenderer, env: { PUBLIC_ORIGIN: 'https://directory.example' } });
  const db = t.database.prisma;
  const maharashtra = await db.state.create({ data: { name: 'Maharashtra' } });
  const goaState = await db.state.create({ data: { name: 'Goa' } });
  ids.mumbai = (await db.location.create({ data: { name: 'Mumbai', stateId: maharashtra.id } })).id;
  ids.pune = (await db.location.create({ data: { name: 'Pune', stateId: maharashtra.id } })).id;
  ids.goa = (await db.location.create({ data: { name: 'Panaji', stateId: goaState.id } })).id;
  const category = await db.category.create({ data: { name: 'Independent' } });
  const owner = await t.createUser();
  const today = todayInIndia();
  const ad = (locationId: number, start: string, end: string, more: { name?: string; hiddenAt?: Date } = {}) =>
    db.ad.create({
      data: {
        userId: owner.id,
        name: more.name ?? 'Riya',
        hiddenAt: more.hiddenAt ?? null,
        description: 'Friendly & "fun" <company>',
        startDate: dateOnly(start),
        endDate: dateOnly(end),
        creditsUsed: 1,
        categoryId: category.id,
        locationId,
      },
    });
  ids.ad = (await ad(ids.mumbai, today, addDays(today, 2))).id;
  // Pune only had ads in the past; Panaji has none
  ids.endedAd = (await ad(ids.pune, addDays(today, -9), addDays(today, -2))).id;
  ids.endedInMumbai = (await ad(ids.mumbai, addDays(today, -9), addDays(today, -1), { name: 'Zara Gone' })).id;
  ids.hiddenInMumbai = (await ad(ids.mumbai, today, addDays(today, 2), { name: 'Held Hema', hiddenAt: new Date() })).id;

  await db.blog.create({
    data: {
      slug: 'mumbai-nights',
      title: 'Mumbai Nights',
      description: '<p>The best of <em>Mumbai</em> after dark.</p>',
      metaDescription: 'A guide to Mumbai nights',
    },
  });
  await db.blog.create({
    data: {
      slug: 'hostile',
      title: `</title><script>alert("x")</script> & 'quotes'`,
      description: '<p>x</p>',
      metaDescription: '"><img src=x onerror=alert(1)>',
    },
  });
  await db.blog.create({ data: { slug: 'draft-post', title: 'Draft', description: '<p>d</p>', published: false } });
  await db.blog.create({
    data: { slug: 'hidden-post', title: 'Hidden', description: '<p>h</p>', metaRobots: 'noindex, follow' },
  });
});
afterAll(() => t.close());

async function page(path: string) {
  const response = await t.app.request(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return { status: response.status, html, head, type: response.headers.get('content-type') };
}

describe('the HTML shell', () => {
  it("carries a blog's title and meta description in <head>, for a client without JavaScript", async () => {
    const { status, head, html, type } = await page('/blogs/mumbai-nights');
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(head).toContain('<title>Mumbai Nights</title>');
    expect(head).toContain('<meta name="description" content="A guide to Mumbai nights" />');
    expect(head).toContain('<link rel="canonical" href="https://directory.example/blogs/mumbai-nights" />');
    expect(head).toContain('<meta name="robots" content="index, follow" />');
    expect(head).toContain('<meta property="og:title" content="Mumbai Nights" />');
    // the blog itself, rendered
    expect(html.slice(html.indexOf('<body'))).toContain('The best of');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('makes hostile blog texts inert', async () => {
    const { status, head } = await page('/blogs/hostile');
    expect(status).toBe(200);
    expect(head).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</title>',
    );
    expect(head).toContain('<meta name="description" content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" />');
    // the JSON-LD data blocks (common/pageHead.ts) hold no '<': nothing of the texts becomes a tag
    expect(head.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '')).not.toMatch(/<script|<img/);
  });

  it('answers the shell with 404 and a noindex not-found head for a missing blog, ad or page', async () => {
    for (const path of [
      '/blogs/draft-post',
      '/blogs/no-such-post',
      `/call-girls/999999`,
      '/nowhere',
      '/about-us/more',
      '/page.html',
    ]) {
      const { status, head, html } = await page(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(head).toContain('<title>Page not found | Companion Directory</title>');
      expect(head).toContain('<meta name="robots" content="noindex" />');
      expect(html.slice(html.indexOf('<body'))).toContain('Page not found');
    }
  });

  it('gives the pages, the city listing and an ad their heads', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.head).toContain('<link rel="canonical" href="https://directory.example/" />');

    const terms = await page('/terms-&-conditions');
    expect(terms.status).toBe(200);
    expect(terms.head).toContain('<title>Terms and Conditions | Companion Directory</title>');
    expect(terms.head).toContain('href="https://directory.example/terms-&amp;-conditions"');
    expect((await page('/terms-%26-conditions')).head).toContain(
      '<title>Terms and Conditions | Companion Directory</title>',
    );

    const city = await page('/call-girls/mumbai');
    expect(city.status).toBe(200);
    expect(city.head).toContain('<title>Call Girls in Mumbai | Companion Directory</title>');
    expect(city.head).toContain('<link rel="canonical" href="https://directory.example/call-girls/mumbai" />');

    const cityCategory = await page('/call-girls/mumbai/independent');
    expect(cityCategory.status).toBe(200);
    expect(cityCategory.head).toContain('<title>Independent Call Girls in Mumbai | Companion Directory</title>');
    expect(cityCategory.head).toContain(
      '<link rel="canonical" href="https://directory.example/call-girls/mumbai/independent" />',
    );

    const ad = await page(adPath());
    expect(ad.status).toBe(200);
    expect(ad.head).toContain(`<link rel="canonical" href="https://directory.example${adPath()}" />`);
    expect(ad.head).toContain('<title>Riya in Mumbai, Maharashtra | Companion Directory</title>');
    expect(ad.head).toContain('<meta name="description" content="Friendly &amp; &quot;fun&quot; &lt;company&gt;" />');
  });

  it("answers an ad's old addresses, and a stale name or city, with 301 to its readable one (issue 33)", async () => {
    const globalId = Buffer.from(`Ad:${ids.ad}`).toString('base64');
    for (const old of [
      `/call-girls/${ids.ad}`,
      `/call-girls/${globalId}`,
      `/call-girls/mumbai/priya-${ids.ad}`,
      `/call-girls/pune/riya-${ids.ad}`,
      `/call-girls/mumbai/${ids.ad}`,
    ]) {
      const response = await t.app.request(old, { redirect: 'manual' });
      expect({ old, status: response.status, location: response.headers.get('location') }).toEqual({
        old,
        status: 301,
        location: adPath(),
      });
    }
    // the readable address is the page itself
    expect((await t.app.request(adPath())).status).toBe(200);
  });

  it("tells an ad's address from a city and category's listing by its last segment", async () => {
    expect((await page('/call-girls/mumbai/independent')).head).toContain('<title>Independent Call Girls in Mumbai');
    expect((await page(adPath())).head).toContain('<title>Riya in Mumbai, Maharashtra');
  });

  it("answers an ended ad 410 with the city's current ads, and nothing of the ad (issue 33)", async () => {
    for (const path of [`/call-girls/mumbai/zara-gone-${ids.endedInMumbai}`, `/call-girls/${ids.endedInMumbai}`]) {
      const gone = await page(path);
      expect({ path, status: gone.status }).toEqual({ path, status: 410 });
      expect(gone.head).toContain('<meta name="robots" content="noindex" />');
      const body = gone.html.slice(gone.html.indexOf('<body'));
      expect(body).toContain('This ad has ended');
      // the city's running ad, as a card linking to its readable address, and the city's listing
      expect(body).toContain('Riya');
      expect(body).toContain(`href="${adPath()}"`);
      expect(body).toContain('href="/call-girls/mumbai"');
      expect(gone.html).not.toContain('Zara');
    }
    // from its old address, nothing names it at all (only the address asked for echoes itself)
    expect((await page(`/call-girls/${ids.endedInMumbai}`)).html.toLowerCase()).not.toContain('zara');
  });

  it('keeps an ad held or hidden from the public out of sight: 404, nothing of it', async () => {
    for (const path of [`/call-girls/mumbai/held-hema-${ids.hiddenInMumbai}`, `/call-girls/${ids.hiddenInMumbai}`]) {
      const hidden = await page(path);
      expect({ path, status: hidden.status }).toEqual({ path, status: 404 });
      expect(hidden.html).not.toContain('Hema');
    }
  });

  it('answers an old listing address with 301 to the readable one', async () => {
    const old = await t.app.request(`/call-girls?location=${ids.mumbai}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/call-girls/mumbai');

    const { id, name, role, status, tokenVersion } = await t.createUser({ role: 'admin' });
    await renameCategory(
      t.contextFor({ id, name, role, status, tokenVersion }),
      (await t.database.prisma.category.findFirstOrThrow({ where: { slug: 'independent' } })).id,
      { name: 'Independent Escorts' },
    );
    const renamed = await t.app.request('/call-girls/mumbai/independent');
    expect(renamed.status).toBe(301);
    expect(renamed.headers.get('location')).toBe('/call-girls/mumbai/independent-escorts');
    expect((await t.app.request('/call-girls/mumbai/independent-escorts')).status).toBe(200);
    await renameCategory(
      t.contextFor({ id, name, role, status, tokenVersion }),
      (await t.database.prisma.category.findFirstOrThrow({ where: { slug: 'independent-escorts' } })).id,
      { name: 'Independent' },
    );
    expect((await t.app.request('/call-girls/mumbai/independent')).status).toBe(200);
  });

  it('answers 404 with the not-found head for an unknown city, category or city id, and a slug that cannot be one', async () => {
    for (const path of [
      '/call-girls/atlantis',
      '/call-girls/mumbai/no-such-category',
      '/call-girls?location=999999',
      `/call-girls/${'x'.repeat(200)}`,
      '/call-girls/%3Cscript%3E',
      '/call-girls/mumbai/independent/more',
    ]) {
      const { status, head } = await page(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(head).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers 410 and noindex for an ad that ended, and 404 for one that never was', async () => {
    const ended = await page(`/call-girls/${ids.endedAd}`);
    expect(ended.status).toBe(410);
    expect(ended.head).toContain('<meta name="robots" content="noindex" />');
    expect(ended.head).toContain('<title>Ad no longer available | Companion Directory</title>');
    expect((await page('/call-girls/999999')).status).toBe(404);
  });

  it('applies an SEO record an admin saved', async () => {
    await t.database.prisma.seoPage.create({
      data: { path: '/contact-us', title: 'Write to us', keywords: 'contact, help' },
    });
    const { head } = await page('/contact-us/');
    expect(head).toContain('<title>Write to us</title>');
    expect(head).toContain('<meta name="keywords" content="contact, help" />');
    expect(head).toContain('<link rel="canonical" href="https://directory.example/contact-us" />');
  });

  it('still serves the plain shell when the head cannot be read', async () => {
    const brokenDb = new Proxy(t.database.prisma, {
      get: (target, property) =>
        property === 'blog'
          ? { findFirst: async () => Promise.reject(new Error('connection reset')) }
          : Reflect.get(target, property),
    });
    const app = createHttpApp(
      {
        config: t.config,
        logger: createLogger('silent'),
        storage: t.storage,
        mailer: t.mailer,
        db: brokenDb,
        database: t.database,
      },
      { clientDist, pageRenderer: (await import('../client/src/renderPage.tsx')) as PageRenderer },
    );
    const response = await app.request('/blogs/mumbai-nights');
    expect(response.status).toBe(200);
    // the app renders the page in the browser: the shell's first paint, no store
    const html = await response.text();
    expect(html).toContain('<header class="app-shell">');
    expect(html).not.toContain('relay-store');
  });

  it('gives the sign-in forms their head, the forms rendered in the browser', async () => {
    for (const [path, title] of [
      ['/login', 'Login'],
      ['/register', 'Register'],
      ['/forgot-password', 'Forgot Password'],
    ]) {
      const { status, head, html } = await page(path!);
      expect(status).toBe(200);
      expect(head).toContain(`<title>${title} | Companion Directory</title>`);
      expect(head).toContain(`<link rel="canonical" href="https://directory.example${path}" />`);
      expect(html).toContain('<header class="app-shell">');
      expect(html).not.toContain('relay-store');
    }
  });

  it('marks the signed-in areas noindex, nofollow', async () => {
    for (const path of ['/admin', '/admin/seo-pages', '/ads', '/create-ad', '/credit-requests']) {
      const { status, head } = await page(path);
      expect(status).toBe(200);
      expect(head).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });
});

/** The JSON-LD objects of a page's head. */
function jsonLdOf(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('structured data and link previews (issue 16), made from the page the server rendered', () => {
  it("lists a city's listing: the site, breadcrumbs to the city and the ads the page shows", async () => {
    const { head } = await page('/call-girls/mumbai');
    const [website, crumbs, items] = jsonLdOf(head);
    expect(website).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Companion Directory',
      url: 'https://directory.example/',
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home' },
        { name: 'Call Girls' },
        { name: 'Mumbai', item: 'https://directory.example/call-girls/mumbai' },
      ],
    });
    expect(items).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [{ position: 1, name: 'Riya', url: `https://directory.example${adPath()}` }],
    });
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('describes an ad by its breadcrumbs to its city, and a blog as a BlogPosting', async () => {
    const ad = jsonLdOf((await page(adPath())).head);
    expect(ad[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{}, {}, { name: 'Mumbai' }, { name: 'Riya', item: `https://directory.example${adPath()}` }],
    });
    const blog = await page('/blogs/mumbai-nights');
    expect(jsonLdOf(blog.head)).toContainEqual(
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Mumbai Nights',
        description: 'A guide to Mumbai nights',
        url: 'https://directory.example/blogs/mumbai-nights',
      }),
    );
    expect(blog.head).toContain('<meta property="og:type" content="article" />');
  });

  it('adds none to a page that names nothing or an ad that ended', async () => {
    for (const path of ['/nowhere', `/call-girls/${ids.endedAd}`, '/call-girls/atlantis']) {
      const { head } = await page(path);
      expect(jsonLdOf(head), path).toEqual([]);
      expect(head, path).not.toContain('og:type');
    }
  });
});

describe('/robots.txt', () => {
  it('allows everything but the signed-in areas and the endpoints, and names the sitemap', async () => {
    const response = await t.app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /ads',
        'Disallow: /create-ad',
        'Disallow: /credit-requests',
        'Disallow: /credit-history',
        'Disallow: /account',
        'Disallow: /verification',
        'Disallow: /api/',
        '',
        'Sitemap: https://directory.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
