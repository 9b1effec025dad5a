// Issue 14, findings 4 and 7: headers from a trusted source only, and the headers a public site
// sends. Each test reproduces an attack or a missing protection of the code before the issue.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOnly, todayInIndia } from '../lib/dates.ts';
import { createTestApp } from '../test/app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const clientDist = mkdtempSync(join(tmpdir(), 'directory-dist-'));
writeFileSync(
  join(clientDist, 'index.html'),
  '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>',
);

/** One public ad with a photo, so public answers carry absolute media URLs. */
async function publishAdWithPhoto(t: TestApp) {
  const db = t.database.prisma;
  const owner = await t.createUser();
  const state = await db.state.create({ data: { name: 'Kerala' } });
  const city = await db.location.create({ data: { name: 'Kochi', stateId: state.id } });
  const category = await db.category.create({ data: { name: 'Classic' } });
  const today = dateOnly(todayInIndia());
  const ad = await db.ad.create({
    data: {
      userId: owner.id,
      name: 'Mira',
      contact: '9876543210',
      description: 'Hello',
      categoryId: category.id,
      locationId: city.id,
      startDate: today,
      endDate: today,
      creditsUsed: 1,
    },
  });
  await db.adImage.create({ data: { adId: ad.id, path: 'ab/cd/photo.webp', width: 640, height: 800, position: 0 } });
}

const LISTING = JSON.stringify({ query: '{ ads(first: 5) { edges { node { images { url } } } } }' });

async function listingImageUrls(t: TestApp, host: string): Promise<string[]> {
  const response = await t.app.request(`http://${host}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: LISTING,
  });
  const body = (await response.json()) as {
    data: { ads: { edges: Array<{ node: { images: Array<{ url: string }> } }> } };
  };
  return body.data.ads.edges.flatMap((edge) => edge.node.images.map((image) => image.url));
}

function expectSiteHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';
  expect(directive('default-src')).toBe("default-src 'self'");
  // no inline script, no eval: only the site's own files
  expect(directive('script-src')).toBe("script-src 'self'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('img-src')).toContain("'self'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  expect(headers.get('permissions-policy')).toMatch(/geolocation=\(\)/);
}

describe('headers a public site sends', () => {
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clientDist });
    production = await createTestApp({
      clientDist,
      env: { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://directory.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    await production.close();
  });

  it('sends the CSP and the other protections on pages, API answers, media and errors', async () => {
    for (const path of ['/', '/call-girls', '/robots.txt', '/media/ab/cd/missing.webp', '/api/nothing-here']) {
      expectSiteHeaders((await t.app.request(path)).headers);
    }
    const graphql = await t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expectSiteHeaders(graphql.headers);
  });

  it('sends HSTS in production only, with the media origin allowed for images', async () => {
    expect((await t.app.request('/')).headers.get('strict-transport-security')).toBeNull();
    const page = await production.app.request('/');
    expectSiteHeaders(page.headers);
    expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    expect(page.headers.get('content-security-policy')).toMatch(/img-src [^;]*https:\/\/directory\.example/);
  });

  it('answers CORS only for the configured origins', async () => {
    const ask = (origin: string) =>
      t.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: '{"query":"{ __typename }"}',
      });
    const stranger = await ask('https://evil.example');
    expect(stranger.status).toBe(200);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(stranger.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await t.app.request('/graphql', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // createTestApp configures CORS_ORIGINS=http://localhost:5173
    expect((await ask('http://localhost:5173')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:5173',
    );
  });

  it('tells the public only whether it is up; details go to this machine or an admin', async () => {
    const publicAnswer = await t.app.request('/healthz');
    expect(publicAnswer.status).toBe(200);
    expect(await publicAnswer.json()).toEqual({ status: 'ok' });
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect(await (await t.app.request('/healthz', {}, local)).json()).toMatchObject({
      status: 'ok',
      database: { state: 'up' },
    });
    // relayed by a proxy on this machine: a visitor, not the operator
    const relayed = await t.app.request('/healthz', { headers: { 'x-forwarded-for': '203.0.113.9' } }, local);
    expect(await relayed.json()).toEqual({ status: 'ok' });
    const advertiser = await t.createUser();
    const notAdmin = await t.app.request('/healthz', {
      headers: { authorization: `Bearer ${await t.tokenFor(advertiser)}` },
    });
    expect(await notAdmin.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 to a malformed media path', async () => {
    for (const path of ['/media/%E0%A4%A', '/media/%', '/media/..%2F..%2Fetc%2Fpasswd']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(404);
    }
  });
});

describe('a forged Host header', () => {
  let development: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    // no PUBLIC_ORIGIN, and the visitors' response cache on: the shape that leaked before
    development = await createTestApp({
      clientDist,
      env: { NODE_ENV: 'development', PUBLIC_ORIGIN: '', PUBLIC_CACHE_SECONDS: '60' },
    });
    production = await createTestApp({
      clientDist,
      env: { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://directory.example', PUBLIC_CACHE_SECONDS: '60' },
    });
    await publishAdWithPhoto(development);
    await publishAdWithPhoto(production);
  });
  afterAll(async () => {
    await development.close();
    await production.close();
  });

  it('outside production, never reaches another visitor through the response cache', async () => {
    const forged = await listingImageUrls(development, 'evil.example');
    expect(forged.length).toBeGreaterThan(0);
    const honest = await listingImageUrls(development, 'localhost:4000');
    expect(honest.length).toBeGreaterThan(0);
    for (const url of honest) expect(url.startsWith('http://localhost:4000/media/')).toBe(true);
  });

  it('in production, is ignored: addresses, canonical files and the cache use PUBLIC_ORIGIN', async () => {
    for (const url of await listingImageUrls(production, 'evil.example'))
      expect(url.startsWith('https://directory.example/media/')).toBe(true);
    const robots = await (await production.app.request('http://evil.example/robots.txt')).text();
    expect(robots).toContain('https://directory.example/sitemap.xml');
    expect(robots).not.toContain('evil.example');
    const sitemap = await (await production.app.request('http://evil.example/sitemap.xml')).text();
    expect(sitemap).toContain('https://directory.example/');
    expect(sitemap).not.toContain('evil.example');
  });

  it('production refuses to start without PUBLIC_ORIGIN', async () => {
    await expect(createTestApp({ env: { NODE_ENV: 'production', PUBLIC_ORIGIN: '' } })).rejects.toThrow(
      /PUBLIC_ORIGIN/,
    );
  });
});
