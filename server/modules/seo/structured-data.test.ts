// Structured data and link previews of the public pages (issue 16), read back out of the HTML a
// crawler gets: JSON-LD parsed with JSON.parse and checked against schema.org's shapes (schema-dts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlogPosting, BreadcrumbList, ItemList, ListItem, Organization, WebSite, WithContext } from 'schema-dts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { ITEM_LIST_LIMIT, injectStructuredData, jsonForScript, type StructuredData } from './structured-data.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Companion Directory</title>
    <meta name="description" content="Browse companion listings." />
  </head>
  <body><div id="root"></div></body>
</html>`;

const clientDist = mkdtempSync(join(tmpdir(), 'directory-structured-dist-'));
writeFileSync(join(clientDist, 'index.html'), SHELL);

const ORIGIN = 'https://directory.example';
let t: Awaited<ReturnType<typeof createTestApp>>;
const ids = { mumbai: 0, crowded: 0, newest: 0, older: 0, noPhoto: 0, duo: 0, ended: 0, takenDown: 0, hidden: 0 };
let blog: { createdAt: Date; updatedAt: Date };

beforeAll(async () => {
  t = await createTestApp({ clientDist, env: { PUBLIC_ORIGIN: ORIGIN } });
  const db = t.database.prisma;
  const today = todayInIndia();
  const mumbaiAd = await t.adMaker({ state: 'Maharashtra', city: 'Mumbai', category: 'Independent' });
  ids.older = await mumbaiAd({ name: 'Older Ad', startDate: dateOnly(addDays(today, -2)) });
  ids.newest = await mumbaiAd({ name: 'Riya "the best" </script>' });
  ids.noPhoto = await mumbaiAd({ name: 'No Photo', startDate: dateOnly(addDays(today, -1)) });
  ids.ended = await mumbaiAd({ name: 'Ended', startDate: dateOnly(addDays(today, -5)), endDate: dateOnly(addDays(today, -1)) });
  ids.takenDown = await mumbaiAd({ name: 'Taken Down', takenDownAt: new Date() });
  ids.hidden = await mumbaiAd({ name: 'Hidden', hiddenAt: new Date() });
  ids.mumbai = (await db.ad.findUniqueOrThrow({ where: { id: ids.newest } })).locationId;
  const duo = await db.category.create({ data: { name: 'Duo' } });
  ids.duo = await mumbaiAd({ name: 'Duo Ad', categoryId: duo.id, startDate: dateOnly(addDays(today, -3)) });
  // the second photo by position is not the lead one
  await db.adImage.create({ data: { adId: ids.newest, path: 'ads/second.webp', width: 800, height: 600, position: 1 } });
  await db.adImage.create({ data: { adId: ids.newest, path: 'ads/first.webp', width: 800, height: 600, position: 0 } });

  const crowdedAd = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Agency' });
  for (let index = 0; index < ITEM_LIST_LIMIT + 2; index += 1) await crowdedAd({ name: `Crowded ${index}` });
  ids.crowded = (await db.location.findFirstOrThrow({ where: { name: 'Panaji' } })).id;

  blog = await db.blog.create({
    data: {
      slug: 'mumbai-nights',
      title: 'Mumbai Nights </script><script>alert(1)</script>\u2028',
      description: '<p>The best of <em>Mumbai</em> after dark.</p>',
      metaDescription: 'A guide to Mumbai nights',
      images: { create: [{ path: 'blogs/slide-2.webp', position: 1 }, { path: 'blogs/slide-1.webp', position: 0 }] },
    },
  });
});
afterAll(() => t.close());

interface Page {
  status: number;
  head: string;
  jsonLd: Record<string, unknown>[];
  meta: (name: string) => string[];
}

async function page(path: string): Promise<Page> {
  const response = await t.app.request(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const meta = (name: string) =>
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].filter((match) => match[1] === name).map((match) => match[2]!);
  return { status: response.status, head, jsonLd, meta };
}

function ofType<T>(objects: Record<string, unknown>[], type: string): WithContext<T & { '@type': string }> {
  const found = objects.filter((object) => object['@type'] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  expect(found[0]!['@context']).toBe('https://schema.org');
  return found[0] as WithContext<T & { '@type': string }>;
}

const crumbs = (list: BreadcrumbList) => (list.itemListElement as ListItem[]).map((item) => [item.position, item.name, item.item]);

describe('structured data', () => {
  it('gives every public page the WebSite, and previews without an image a summary card', async () => {
    for (const path of ['/', '/about-us', '/blogs', '/contact-us']) {
      const { status, jsonLd, meta } = await page(path);
      expect(status).toBe(200);
      const website = ofType<WebSite>(jsonLd, 'WebSite');
      expect(website).toEqual({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Companion Directory', url: `${ORIGIN}/` });
      expect(meta('og:type')).toEqual(['website']);
      expect(meta('og:site_name')).toEqual(['Companion Directory']);
      expect(meta('og:image')).toEqual([]);
      expect(meta('twitter:card')).toEqual(['summary']);
    }
  });

  it("describes an ad: breadcrumbs to its city and its first photo as the preview's image", async () => {
    const { status, jsonLd, meta } = await page(`/call-girls/${ids.newest}`);
    expect(status).toBe(200);
    const breadcrumbList = ofType<BreadcrumbList>(jsonLd, 'BreadcrumbList');
    expect(crumbs(breadcrumbList)).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Call Girls', `${ORIGIN}/call-girls`],
      [3, 'Mumbai', `${ORIGIN}/call-girls/mumbai`],
      [4, 'Riya "the best" </script>', `${ORIGIN}/call-girls/${ids.newest}`],
    ]);
    expect(meta('og:image')).toEqual([`${ORIGIN}/media/ads/first.webp`]);
    expect(meta('og:type')).toEqual(['website']);
    expect(meta('og:url')).toEqual([`${ORIGIN}/call-girls/${ids.newest}`]);
    expect(meta('og:title')).toHaveLength(1);
    expect(meta('twitter:card')).toEqual(['summary_large_image']);

    const plain = await page(`/call-girls/${ids.noPhoto}`);
    expect(plain.meta('og:image')).toEqual([]);
    expect(plain.meta('twitter:card')).toEqual(['summary']);
  });

  it("lists a city's listing: its running ads in the listing's order, breadcrumbs to the city", async () => {
    const { status, jsonLd } = await page('/call-girls/mumbai');
    expect(status).toBe(200);
    expect(crumbs(ofType<BreadcrumbList>(jsonLd, 'BreadcrumbList'))).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Call Girls', `${ORIGIN}/call-girls`],
      [3, 'Mumbai', `${ORIGIN}/call-girls/mumbai`],
    ]);
    const itemList = ofType<ItemList>(jsonLd, 'ItemList');
    // newest start first; ended, taken-down and hidden ads are no part of the listing
    expect((itemList.itemListElement as ListItem[]).map((item) => [item['@type'], item.position, item.name, item.url])).toEqual([
      ['ListItem', 1, 'Riya "the best" </script>', `${ORIGIN}/call-girls/${ids.newest}`],
      ['ListItem', 2, 'No Photo', `${ORIGIN}/call-girls/${ids.noPhoto}`],
      ['ListItem', 3, 'Older Ad', `${ORIGIN}/call-girls/${ids.older}`],
      ['ListItem', 4, 'Duo Ad', `${ORIGIN}/call-girls/${ids.duo}`],
    ]);
    expect(itemList.numberOfItems).toBe(4);
  });

  it("lists a city and category's listing: its ads only, breadcrumbs to the category", async () => {
    const { status, jsonLd } = await page('/call-girls/mumbai/independent');
    expect(status).toBe(200);
    expect(crumbs(ofType<BreadcrumbList>(jsonLd, 'BreadcrumbList'))).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Call Girls', `${ORIGIN}/call-girls`],
      [3, 'Mumbai', `${ORIGIN}/call-girls/mumbai`],
      [4, 'Independent', `${ORIGIN}/call-girls/mumbai/independent`],
    ]);
    expect((ofType<ItemList>(jsonLd, 'ItemList').itemListElement as ListItem[]).map((item) => item.name)).toEqual([
      'Riya "the best" </script>',
      'No Photo',
      'Older Ad',
    ]);
  });

  it("lists the whole country's listing without a city crumb", async () => {
    const { jsonLd } = await page('/call-girls');
    expect(crumbs(ofType<BreadcrumbList>(jsonLd, 'BreadcrumbList'))).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Call Girls', `${ORIGIN}/call-girls`],
    ]);
    // every city's ads, newest start first, then the highest id: the last ad made today
    const items = ofType<ItemList>(jsonLd, 'ItemList').itemListElement as ListItem[];
    expect(items[0]!.name).toBe(`Crowded ${ITEM_LIST_LIMIT + 1}`);
    expect(items).toHaveLength(ITEM_LIST_LIMIT);
  });

  it(`names at most ${ITEM_LIST_LIMIT} ads of a long listing`, async () => {
    const { jsonLd } = await page('/call-girls/panaji');
    const items = ofType<ItemList>(jsonLd, 'ItemList').itemListElement as ListItem[];
    expect(items).toHaveLength(ITEM_LIST_LIMIT);
    expect(items.map((item) => item.position)).toEqual(Array.from({ length: ITEM_LIST_LIMIT }, (_, index) => index + 1));
  });

  it('describes a blog as a BlogPosting with its first slide, inert in the HTML whatever its title holds', async () => {
    const { status, head, jsonLd, meta } = await page('/blogs/mumbai-nights');
    expect(status).toBe(200);
    const title = 'Mumbai Nights </script><script>alert(1)</script>\u2028';
    const posting = ofType<BlogPosting>(jsonLd, 'BlogPosting');
    const organization: Organization = { '@type': 'Organization', name: 'Companion Directory', url: `${ORIGIN}/` };
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: title,
      description: 'A guide to Mumbai nights',
      datePublished: blog.createdAt.toISOString(),
      dateModified: blog.updatedAt.toISOString(),
      image: `${ORIGIN}/media/blogs/slide-1.webp`,
      url: `${ORIGIN}/blogs/mumbai-nights`,
      mainEntityOfPage: `${ORIGIN}/blogs/mumbai-nights`,
      author: organization,
      publisher: organization,
    });
    expect(crumbs(ofType<BreadcrumbList>(jsonLd, 'BreadcrumbList'))).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Blogs', `${ORIGIN}/blogs`],
      [3, title, `${ORIGIN}/blogs/mumbai-nights`],
    ]);
    expect(meta('og:type')).toEqual(['article']);
    expect(meta('og:image')).toEqual([`${ORIGIN}/media/blogs/slide-1.webp`]);
    expect(meta('twitter:card')).toEqual(['summary_large_image']);
    // the only scripts in the head are the JSON-LD data blocks (the CSP allows no inline script), and no
    // text of the blog ends one early
    expect(head.match(/<script\b[^>]*>/g)).toEqual(Array(jsonLd.length).fill('<script type="application/ld+json">'));
    expect(head).not.toContain('\u2028');
  });

  it('adds nothing to a page that names nothing, an ended ad or the signed-in areas', async () => {
    const paths = [
      '/nowhere',
      '/blogs/no-such-post',
      `/call-girls/${ids.ended}`,
      `/call-girls/${ids.takenDown}`,
      `/call-girls/${ids.hidden}`,
      '/call-girls/atlantis',
      '/call-girls/mumbai/no-such-category',
      // the old address of a listing answers 301 to the readable one
      `/call-girls?location=${ids.mumbai}`,
      '/admin',
      '/ads',
      '/create-ad',
    ];
    for (const path of paths) {
      const { head, meta } = await page(path);
      expect({ path, head }).not.toEqual({ path, head: expect.stringContaining('application/ld+json') });
      expect({ path, type: meta('og:type') }).toEqual({ path, type: [] });
      expect({ path, card: meta('twitter:card') }).toEqual({ path, card: [] });
    }
  });
});

describe('injectStructuredData', () => {
  const data: StructuredData = {
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'A & B <x>', url: 'https://x.example/' }],
    metas: [
      { key: 'property', name: 'og:title', content: 'Already set' },
      { key: 'property', name: 'og:image', content: 'https://x.example/media/a"b<c>.webp' },
    ],
  };

  it('escapes attributes, keeps the metas the head set, and writes JSON that no HTML parser can end early', () => {
    const html = injectStructuredData('<html><head><meta property="og:title" content="Head" /></head><body></body></html>', data);
    expect(html).toBe(
      '<html><head><meta property="og:title" content="Head" />  <meta property="og:image" content="https://x.example/media/a&quot;b&lt;c&gt;.webp" />\n' +
        '    <script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"A \\u0026 B \\u003cx\\u003e","url":"https://x.example/"}</script>\n' +
        '  </head><body></body></html>',
    );
  });

  it('leaves the HTML as it is without data', () => {
    expect(injectStructuredData('<head></head>', null)).toBe('<head></head>');
  });

  it('escapes the characters that could end a script element or a line, and parses back to the same value', () => {
    const value = { text: '</script><!-- \u2028\u2029 & >' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
