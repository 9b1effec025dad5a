// Issue 30, finding 3: every made-up address cost a full render. Unknown cities, ads and blogs, and
// junk query strings (`?utm_source=...`), each missed the page cache and cost a React render (about
// 30 ms of CPU), 404s included; one client with 16 connections took both cores and every render slot.
// Now a path that names nothing is answered with the one cached not-found page, a query parameter no
// page reads is not part of the page's cache key nor of its canonical link, and each client has a
// budget of renders (page-render-budget.ts) past which it gets the cached page or the shell.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createHttpApp } from '../http.ts';
import { MemoryMailer } from '../lib/mailer.ts';
import { LocalDiskStorage } from '../lib/media/storage.ts';
import { createLogger } from '../logger.ts';
import { NOT_FOUND_LOCATION } from '../page-cache.ts';
import { createRenderBudget, renderBudgetKey, type RenderBudget } from '../page-render-budget.ts';
import type { PageRenderer } from '../page-rendering.ts';
import { createTestDatabase } from '../test/database.ts';
import { renderingWith } from '../test/renderers.ts';
import { mergeHeadParts } from '../../common/pageHead.ts';
import { addDays, dateOnly, todayInIndia } from '../lib/dates.ts';
import { forgetSiteSettings } from '../modules/settings/service.ts';

const SHELL = readFileSync(new URL('../../client/index.html', import.meta.url), 'utf8');
const clientDist = mkdtempSync(join(tmpdir(), 'directory-made-up-dist-'));
writeFileSync(join(clientDist, 'index.html'), SHELL);

const ORIGIN = 'http://api.test';
const ADULT = { cookie: 'adult_ok=1' };
const DISCLAIMER = 'I am 18 or older and I wish to enter';

let database: Database;
let clientRenderer: PageRenderer;
let adId = 0;

beforeAll(async () => {
  clientRenderer = (await import('../../client/src/renderPage.tsx')) as PageRenderer;
  database = await createTestDatabase();
  const db = database.prisma;
  const state = await db.state.create({ data: { name: 'Karnataka' } });
  const location = await db.location.create({ data: { name: 'Bengaluru', stateId: state.id } });
  const category = await db.category.create({ data: { name: 'Elite' } });
  const owner = await db.user.create({
    data: {
      name: 'Owner',
      email: 'owner@example.com',
      contact: '9876543210',
      passwordHash: 'x',
      role: 'user',
      status: 'active',
    },
  });
  const today = todayInIndia();
  adId = (
    await db.ad.create({
      data: {
        userId: owner.id,
        name: 'Anaya Rao',
        description: 'Loves long walks.',
        startDate: dateOnly(today),
        endDate: dateOnly(addDays(today, 3)),
        creditsUsed: 1,
        categoryId: category.id,
        locationId: location.id,
      },
    })
  ).id;
  await db.blog.create({
    data: { slug: 'bengaluru-nights', title: 'Bengaluru Nights', description: '<p>After dark.</p>' },
  });
}, 180_000);

afterAll(() => database?.close());

/** A renderer that counts its renders: the client's own, or a stand-in that writes the location it was given. */
function countingRenderer(real: boolean) {
  const renders: string[] = [];
  // the route's query runs as ever (a made-up address answers 404 from it); the render is counted
  const renderer = renderingWith(clientRenderer, async (request, render) => {
    renders.push(request.location);
    if (real) return render();
    return {
      html: new Response(`<main>rendered ${request.location.replace(/</g, '&lt;')}</main>`).body!,
      records: () => ({}),
      errors: [],
      stylesElement: '',
      head: () => mergeHeadParts([]),
    };
  });
  return { renderer, renders };
}

/** The real HTTP app on the shared database with a counting renderer; requests come from `client`'s address. */
function appWith(options: { real?: boolean; cacheSeconds?: string; renderBudget?: RenderBudget } = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'directory-made-up-')),
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_ORIGIN: ORIGIN,
    PUBLIC_CACHE_SECONDS: options.cacheSeconds ?? '10',
  });
  const counting = countingRenderer(options.real ?? false);
  const app = createHttpApp(
    {
      config,
      logger: createLogger('silent'),
      storage: new LocalDiskStorage(config.mediaDir),
      mailer: new MemoryMailer(),
      db: database.prisma,
      database,
    },
    { clientDist, pageRenderer: counting.renderer, renderBudget: options.renderBudget },
  );
  const get = async (path: string, headers: Record<string, string> = ADULT, client = '203.0.113.7') => {
    // the connection's address, as Node's server gives it to Hono
    const response = await app.request(path, { headers }, { incoming: { socket: { remoteAddress: client } } });
    const html = await response.text();
    return { status: response.status, html, head: html.slice(0, html.indexOf('</head>')) };
  };
  return { get, renders: counting.renders };
}

const madeUp = (index: number) => [
  `/call-girls/atlantis-${index}`,
  // a last word of digits would name an ad (issue 33)
  `/call-girls/bengaluru/no-such-category-x${index}`,
  `/call-girls/${9_000_000 + index}`,
  `/blogs/no-such-post-${index}`,
  `/nowhere-${index}`,
  `/call-girls?location=${8_000_000 + index}`,
];

describe('made-up addresses', () => {
  it('are answered 404 by one not-found page rendered once, which names none of them', async () => {
    const t = appWith({ real: true });
    const paths = Array.from({ length: 5 }, (_, index) => madeUp(index)).flat();
    // some at once, as a flood's connections come, then one after another
    const answers = [
      ...(await Promise.all(paths.slice(0, 12).map((path) => t.get(path)))),
      ...(await Promise.all(paths.slice(12).map((path) => t.get(path)))),
    ];
    expect(t.renders).toEqual([NOT_FOUND_LOCATION]);
    for (const [index, answer] of answers.entries()) {
      const path = paths[index]!;
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.html, path).toContain('Page not found');
      expect(answer.head, path).toContain('<meta name="robots" content="noindex" />');
      // nothing of the address asked for: no canonical link, no og:url, no slug anywhere in the page
      expect(answer.head, path).not.toMatch(/rel="canonical"|og:url/);
      expect(answer.html, path).not.toMatch(/atlantis|no-such|nowhere|900000|800000/);
    }
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
  });

  it('share the not-found page per disclaimer state and site settings, and see a new site name at once', async () => {
    const t = appWith({ real: true, cacheSeconds: '0' });
    for (let index = 0; index < 4; index += 1) {
      expect((await t.get(`/call-girls/lost-city-${index}`, {})).html).toContain(DISCLAIMER);
      expect((await t.get(`/blogs/lost-post-${index}`, ADULT)).html).not.toContain(DISCLAIMER);
    }
    expect(t.renders).toEqual([NOT_FOUND_LOCATION, NOT_FOUND_LOCATION]);
    await database.prisma.siteSettings.upsert({
      where: { id: 1 },
      create: { id: 1, siteName: 'Renamed Directory' },
      update: { siteName: 'Renamed Directory' },
    });
    forgetSiteSettings(database.prisma);
    try {
      const renamed = await t.get('/call-girls/lost-city-9');
      expect(renamed.status).toBe(404);
      expect(renamed.head).toContain('<title>Page not found | Renamed Directory</title>');
      expect(t.renders).toHaveLength(3);
    } finally {
      await database.prisma.siteSettings.deleteMany({});
      forgetSiteSettings(database.prisma);
    }
  });
});

describe('query strings no page reads', () => {
  it('share the page cache entry and the canonical link of the page without them', async () => {
    const t = appWith();
    const variants = [
      '/call-girls/bengaluru',
      '/call-girls/bengaluru?utm_source=a',
      '/call-girls/bengaluru?utm_source=b&fbclid=x&page=2',
      '/call-girls/bengaluru?q=&cursor=abc',
    ];
    const answers = [];
    for (const path of variants) answers.push(await t.get(path));
    expect(t.renders).toEqual(['/call-girls/bengaluru']);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.html).toBe(answers[0]!.html);
      expect(answer.head).toContain(`<link rel="canonical" href="${ORIGIN}/call-girls/bengaluru" />`);
    }

    // a search reads its words (trimmed, as the page does), and nothing else
    for (const path of [
      '/call-girls/bengaluru?q=anaya&utm_source=a',
      '/call-girls/bengaluru?utm_medium=b&q=%20anaya%20',
      '/call-girls/bengaluru?q=anaya&category=whatever',
    ]) {
      const answer = await t.get(path);
      expect(answer.head).toContain(`<link rel="canonical" href="${ORIGIN}/call-girls/bengaluru" />`);
      expect(answer.head).toContain('<meta name="robots" content="noindex, follow" />');
    }
    expect(t.renders).toEqual(['/call-girls/bengaluru', '/call-girls/bengaluru?q=anaya']);

    // an ad, a blog, an information page read none
    for (const path of [
      `/call-girls/bengaluru/anaya-rao-${adId}`,
      `/call-girls/bengaluru/anaya-rao-${adId}?q=x&ref=y`,
      '/blogs/bengaluru-nights?utm_campaign=z',
      '/blogs/bengaluru-nights',
      '/about-us?gclid=1',
      '/about-us',
    ]) {
      expect((await t.get(path)).status, path).toBe(200);
    }
    expect(t.renders.slice(2)).toEqual([
      `/call-girls/bengaluru/anaya-rao-${adId}`,
      '/blogs/bengaluru-nights',
      '/about-us',
    ]);
  });
});

describe('the render budget', () => {
  it('stops one client from rendering past it, while another client still gets rendered pages', async () => {
    const t = appWith({ renderBudget: createRenderBudget({ points: 2, duration: 3600 }) });
    const flooder = '203.0.113.7';
    expect((await t.get('/about-us', ADULT, flooder)).html).toContain('rendered /about-us');
    expect((await t.get('/call-girls/bengaluru?q=one', ADULT, flooder)).html).toContain('rendered');
    // past its budget: the shell with the page's head, rendered in its browser; from anywhere in its /24 too
    for (const [path, from] of [
      ['/call-girls/bengaluru?q=two', flooder],
      ['/call-girls/bengaluru?q=three', '203.0.113.200'],
      ['/contact-us', flooder],
    ] as const) {
      const answer = await t.get(path, ADULT, from);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(answer.html, path).not.toContain('<main>rendered');
      expect(answer.head, path).toContain('<meta name="robots"');
    }
    expect(t.renders).toHaveLength(2);
    // a page already rendered still comes from the cache
    expect((await t.get('/about-us', ADULT, flooder)).html).toContain('rendered /about-us');

    // another client, in another network, is rendered as ever
    expect((await t.get('/call-girls/bengaluru?q=two', ADULT, '198.51.100.9')).html).toContain(
      'rendered /call-girls/bengaluru?q=two',
    );
    expect((await t.get('/contact-us', ADULT, '2001:db8:1:2::5')).html).toContain('rendered /contact-us');
    expect(t.renders).toHaveLength(4);
  });

  it('counts an IPv4 client by its /24 and an IPv6 client by its /64', () => {
    expect(renderBudgetKey('203.0.113.7')).toBe(renderBudgetKey('203.0.113.250'));
    expect(renderBudgetKey('203.0.113.7')).not.toBe(renderBudgetKey('203.0.114.7'));
    expect(renderBudgetKey('::ffff:203.0.113.7')).toBe(renderBudgetKey('203.0.113.9'));
    expect(renderBudgetKey('2001:db8:1:2::5')).toBe(renderBudgetKey('2001:db8:1:2:ffff::1'));
    expect(renderBudgetKey('2001:db8:1:2::5')).not.toBe(renderBudgetKey('2001:db8:1:3::5'));
  });
});
