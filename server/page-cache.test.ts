// Rendered public pages cached like the visitors' answers (issue 16, page-cache.ts): a repeat within
// PUBLIC_CACHE_SECONDS is answered without rendering, keyed on what the HTML depends on, forgotten
// whenever the visitors' answers are, bounded, never the error page or the unrendered shell.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { createTestApp } from './test/app.ts';
import { renderingWith } from './test/renderers.ts';
import { createTestDatabase } from './test/database.ts';
import { createPageCache, NOT_FOUND_LOCATION, pageKey, readWhole } from './page-cache.ts';
import type { PageRenderer, RenderGate } from './page-rendering.ts';

const SHELL = readFileSync(new URL('../client/index.html', import.meta.url), 'utf8');
const clientDist = mkdtempSync(join(tmpdir(), 'directory-page-cache-dist-'));
writeFileSync(join(clientDist, 'index.html'), SHELL);

const DISCLAIMER = 'I am 18 or older and I wish to enter';
const ADULT = { cookie: 'adult_ok=1' };
const CACHED = { PUBLIC_CACHE_SECONDS: '10' };

let database: Database;
let renderer: PageRenderer;
let adId = 0;

beforeAll(async () => {
  renderer = (await import('../client/src/renderPage.tsx')) as PageRenderer;
  database = await createTestDatabase();
}, 180_000);

afterAll(() => database?.close());

/** A renderer that counts its renders (and keeps the cookies each was given), rendering with the client's own. */
function countingRenderer() {
  const renders: { location: string; cookies: string | null }[] = [];
  const counting = renderingWith(renderer, (request, render) => {
    renders.push({ location: request.location, cookies: request.cookies });
    return render();
  });
  return {
    renderer: counting,
    renders,
    count: (location: string) => renders.filter((render) => render.location === location).length,
  };
}

/** An app on the shared database, with a counting renderer and a clock `offset.ms` ahead of the real one. */
async function appWith(
  options: {
    env?: Record<string, string>;
    pageCache?: { maxEntries?: number; maxBytes?: number; maxPageBytes?: number };
    renderGate?: RenderGate;
    pageRenderer?: PageRenderer;
  } = {},
) {
  const counting = countingRenderer();
  const offset = { ms: 0 };
  const t = await createTestApp({
    clientDist,
    database,
    env: { ...CACHED, ...options.env },
    pageRenderer: options.pageRenderer ?? counting.renderer,
    renderGate: options.renderGate,
    pageCache: { ...options.pageCache, now: () => Date.now() + offset.ms },
  });
  const get = async (path: string, headers: Record<string, string> = ADULT) => {
    const response = await t.app.request(path, { headers });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  return { ...t, ...counting, offset, get };
}

describe('a rendered public page, requested again', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    t = await appWith();
    const makeAd = await t.adMaker({ state: 'Karnataka', city: 'Bengaluru', category: 'Elite' });
    adId = await makeAd({ name: 'Anaya Rao', description: 'Loves long walks.' });
    await makeAd({ name: 'Kiara Das', description: 'Reads a lot.' });
  }, 60_000);

  it('is answered from the cache, as the first answer was, without rendering again', async () => {
    const first = await t.get('/call-girls');
    const again = await t.get('/call-girls', { cookie: 'theme=dark; adult_ok=1; other=x' });
    expect(first.status).toBe(200);
    expect(first.html).toContain('Anaya Rao');
    expect(t.count('/call-girls')).toBe(1);
    expect(again.status).toBe(first.status);
    expect(again.html).toBe(first.html);
    for (const header of ['content-type', 'cache-control'])
      expect(again.headers.get(header), header).toBe(first.headers.get(header));
    expect(again.headers.get('cache-control')).toBe('no-cache');
    // each answer its own request id, the security headers on both
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('is rendered with the acceptance cookie alone, never the rest of what the visitor sends', async () => {
    await t.get('/about-us', { cookie: 'theme=dark; adult_ok=1; session=secret' });
    await t.get('/contact-us', { cookie: 'session=secret' });
    expect(t.renders.find((render) => render.location === '/about-us')?.cookies).toBe('adult_ok=1');
    expect(t.renders.find((render) => render.location === '/contact-us')?.cookies).toBeNull();
  });

  it('is kept apart for visitors with and without the age disclaimer accepted', async () => {
    const without = await t.get('/blogs', {});
    const withCookie = await t.get('/blogs', ADULT);
    expect(without.html).toContain(DISCLAIMER);
    expect(withCookie.html).not.toContain(DISCLAIMER);
    // each from the cache now, each its own
    for (const cookie of ['', 'adult_ok=0', 'not_adult_ok=1'])
      expect((await t.get('/blogs', { cookie })).html, cookie).toContain(DISCLAIMER);
    for (const cookie of ['adult_ok=1', 'x=1; adult_ok=1'])
      expect((await t.get('/blogs', { cookie })).html, cookie).not.toContain(DISCLAIMER);
    expect(t.count('/blogs')).toBe(2);
  });

  it('keeps a 404 apart from the found pages, with its status: one not-found page for every path that names nothing', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await t.get('/call-girls/999999')).status).toBe(404);
      expect((await t.get('/no-such-page')).status).toBe(404);
    }
    expect(t.count('/call-girls/999999')).toBe(0);
    expect(t.count('/no-such-page')).toBe(0);
    expect(t.count(NOT_FOUND_LOCATION)).toBe(1);
  });

  it('shows an ad taken down by moderation no more, at once', async () => {
    expect((await t.get('/call-girls')).html).toContain('Anaya Rao');
    const rendered = t.count('/call-girls');
    const admin = await t.createUser({ role: 'admin' });
    const TAKE_DOWN = /* GraphQL */ `
      mutation ($input: TakeDownAdInput!) {
        takeDownAd(input: $input) {
          __typename
          ... on Error {
            message
          }
        }
      }
    `;
    const globalId = Buffer.from(`Ad:${adId}`).toString('base64');
    const takenDown = await t.graphql(
      TAKE_DOWN,
      { input: { adId: globalId, reason: 'Page cache test' } },
      await t.tokenFor(admin),
    );
    expect(takenDown.body.data.takeDownAd.__typename).toBe('MutationTakeDownAdSuccess');
    const after = await t.get('/call-girls');
    expect(after.html).not.toContain('Anaya Rao');
    expect(after.html).toContain('Kiara Das');
    expect(t.count('/call-girls')).toBe(rendered + 1);
    // its own page answers 410 (or 404) now, not the page cached before
    expect([404, 410]).toContain((await t.get(`/call-girls/${adId}`)).status);
  });

  it('is forgotten after a GraphQL mutation that invalidates cached answers, not after a visit being counted', async () => {
    await t.get('/privacy-policy');
    // what every visitor's browser sends: nothing cached names what they return
    const VISIT = /* GraphQL */ `
      mutation {
        logVisit(route: "/privacy-policy")
      }
    `;
    const EVENT = /* GraphQL */ `
      mutation ($ids: [ID!]!) {
        recordAdEvent(adIds: $ids, kind: impression) {
          __typename
        }
      }
    `;
    expect((await t.graphql(VISIT)).status).toBe(200);
    expect((await t.graphql(EVENT, { ids: [Buffer.from(`Ad:${adId}`).toString('base64')] })).status).toBe(200);
    await t.get('/privacy-policy');
    expect(t.count('/privacy-policy')).toBe(1);
    // a refused sign-in as the client asks it: its `reason` is null, and the response cache invalidates the
    // answers holding a null of that type (the plugin's entity invalidation, which only anonymous mutations reach)
    const LOG_IN = /* GraphQL */ `
      mutation ($input: LogInInput!) {
        logIn(input: $input) {
          __typename
          ... on LoginRefusedError {
            message
            reason
          }
        }
      }
    `;
    const refused = await t.graphql(LOG_IN, { input: { email: 'nobody@example.com', password: 'wrong-password' } });
    expect(refused.body.data.logIn).toMatchObject({ __typename: 'LoginRefusedError', reason: null });
    await t.get('/privacy-policy');
    expect(t.count('/privacy-policy')).toBe(2);
  });

  it('is rendered again once PUBLIC_CACHE_SECONDS have passed', async () => {
    await t.get('/terms-&-conditions');
    t.offset.ms = 5_000;
    await t.get('/terms-&-conditions');
    expect(t.count('/terms-&-conditions')).toBe(1);
    t.offset.ms = 10_000;
    await t.get('/terms-&-conditions');
    expect(t.count('/terms-&-conditions')).toBe(2);
    t.offset.ms = 0;
  });
});

describe('the lifetime of a cached page', () => {
  it('ends with that of the oldest cached answer it was rendered from', async () => {
    const t = await appWith();
    // renders the page, its answers cached now
    await t.get('/about-us', ADULT);
    // 5 seconds later (for this cache; the answers' own clock is the real one), the other variant from the same answers
    t.offset.ms = 5_000;
    await t.get('/about-us', {});
    await t.get('/about-us', {});
    expect(t.count('/about-us')).toBe(2);
    // 10.5 seconds after the answers: gone, though the page itself was made 5.5 seconds ago
    t.offset.ms = 10_500;
    await t.get('/about-us', {});
    expect(t.count('/about-us')).toBe(3);
  });
});

describe('the cache of rendered pages, bounded', () => {
  it('keeps at most its number of pages, the least recently read going first', async () => {
    const t = await appWith({ pageCache: { maxEntries: 2 } });
    await t.get('/about-us');
    await t.get('/contact-us');
    await t.get('/about-us'); // read: the most recent now
    await t.get('/privacy-policy'); // the third: /contact-us goes
    await t.get('/about-us');
    await t.get('/privacy-policy');
    expect([t.count('/about-us'), t.count('/privacy-policy')]).toEqual([1, 1]);
    await t.get('/contact-us');
    expect(t.count('/contact-us')).toBe(2);
  });

  it('serves a page above the size limit whole, and does not keep it', async () => {
    const t = await appWith({ pageCache: { maxPageBytes: 1000 } });
    const first = await t.get('/about-us');
    const again = await t.get('/about-us');
    expect(first.html.length).toBeGreaterThan(1000);
    expect(first.html.trimEnd()).toMatch(/<\/html>$/);
    expect(again.html).toBe(first.html);
    expect(t.count('/about-us')).toBe(2);
  });

  it('keeps a page per origin when the origin is the request’s (no PUBLIC_ORIGIN)', async () => {
    const t = await appWith({ env: { PUBLIC_ORIGIN: '' } });
    const one = await t.app.request('http://one.test/about-us', { headers: ADULT });
    const two = await t.app.request('http://two.test/about-us', { headers: ADULT });
    expect(await one.text()).toContain('http://one.test/about-us');
    expect(await two.text()).toContain('http://two.test/about-us');
    expect(t.count('/about-us')).toBe(2);
    const oneAgain = await t.app.request('http://one.test/about-us', { headers: ADULT });
    expect(await oneAgain.text()).not.toContain('two.test');
    expect(t.count('/about-us')).toBe(2);
  });
});

describe('pages never cached', () => {
  it('with PUBLIC_CACHE_SECONDS=0', async () => {
    const t = await appWith({ env: { PUBLIC_CACHE_SECONDS: '0' } });
    await t.get('/about-us');
    await t.get('/about-us');
    expect(t.count('/about-us')).toBe(2);
  });

  it('the error page of a render that failed', async () => {
    let failures = 1;
    const counting = countingRenderer();
    const failingOnce = renderingWith(counting.renderer, async (_request, render) => {
      const rendered = await render();
      if (failures === 0) return rendered;
      failures -= 1;
      return { ...rendered, errors: [new Error('a component failed')] };
    });
    const t = await appWith({ pageRenderer: failingOnce });
    expect((await t.get('/about-us')).status).toBe(500);
    const rendered = await t.get('/about-us');
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain('relay-store');
    await t.get('/about-us');
    expect(counting.count('/about-us')).toBe(2);
  });

  it('a page made with an answer the response cache does not keep (a live field)', async () => {
    const counting = countingRenderer();
    const LIVE = /* GraphQL */ `
      {
        categories {
          name
        }
        grievanceProgress(trackingNumber: "GRV-AAAA2222") {
          __typename
        }
      }
    `;
    const withLiveQuery = renderingWith(counting.renderer, async (_request, render, execute) => {
      await execute({ query: LIVE }, {});
      return render();
    });
    const t = await appWith({ pageRenderer: withLiveQuery });
    await t.get('/about-us');
    await t.get('/about-us');
    expect(counting.count('/about-us')).toBe(2);
  });

  it('a page made with an answer that has errors; answers read as Yoga would have written them (decision 0130)', async () => {
    const counting = countingRenderer();
    const answers: unknown[] = [];
    const withQueries = renderingWith(counting.renderer, async (_request, render, execute) => {
      answers.push(await execute({ query: '{ categories { name } }' }, {}));
      answers.push(await execute({ documentId: 'no-such-document' }, {}));
      answers.push(await execute({ query: '{ noSuchField }' }, {}));
      return render();
    });
    const t = await appWith({ pageRenderer: withQueries });
    await t.get('/about-us');
    await t.get('/about-us');
    expect(counting.count('/about-us')).toBe(2);
    const [kept, unknownDocument, invalid] = answers as Record<string, unknown>[];
    // the data as it is; the response cache's own headers (an `http` extension) are not part of an answer
    expect(kept).toEqual({ data: { categories: expect.any(Array) } });
    expect(unknownDocument).toEqual({ data: null, errors: [expect.objectContaining({ message: expect.any(String) })] });
    expect(invalid).toMatchObject({ data: null, errors: [{ message: expect.stringContaining('noSuchField') }] });
    // plain JSON, as the page's Relay store and the document carry it
    for (const answer of answers) expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
  });

  it('the shell served past the bound of renders in flight', async () => {
    let open = false;
    const gate: RenderGate = { tryEnter: () => open, leave: () => {}, inFlight: 0 };
    const t = await appWith({ renderGate: gate });
    const shell = await t.get('/about-us');
    expect(shell.html).not.toContain('relay-store');
    open = true;
    const rendered = await t.get('/about-us');
    expect(rendered.html).toContain('relay-store');
    expect(t.count('/about-us')).toBe(1);
  });

  it('the dashboards and sign-in forms (rendered in the browser)', async () => {
    const t = await appWith();
    const first = await t.get('/login');
    expect(first.html).not.toContain('relay-store');
    expect(t.renders).toHaveLength(0);
  });
});

describe('createPageCache', () => {
  const page = (text: string) => ({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: new TextEncoder().encode(text),
  });
  const key = pageKey({ origin: 'http://a.test', location: '/', adultOk: true });

  it('does not keep a page made while everything was forgotten', () => {
    const cache = createPageCache({ ttlMs: 10_000 });
    const ticket = cache.begin();
    cache.forgetAll();
    expect(cache.set(key, page('old'), ticket)).toBe(false);
    expect(cache.get(key)).toBeNull();
    expect(cache.set(key, page('new'), cache.begin())).toBe(true);
    expect(cache.get(key)?.body).toEqual(page('new').body);
  });

  it('holds its byte bound', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 5_000 });
    for (let index = 0; index < 10; index += 1) cache.set(`k${index}`, page('x'.repeat(1_000)), cache.begin());
    expect(cache.bytes).toBeLessThanOrEqual(5_000);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.get('k9')).not.toBeNull();
    expect(cache.get('k0')).toBeNull();
  });

  it('keys on origin, location and the disclaimer state alone', () => {
    const keys = new Set([
      pageKey({ origin: 'http://a.test', location: '/', adultOk: true }),
      pageKey({ origin: 'http://a.test', location: '/', adultOk: false }),
      pageKey({ origin: 'http://b.test', location: '/', adultOk: true }),
      pageKey({ origin: 'http://a.test', location: '/?x=1', adultOk: true }),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('readWhole', () => {
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it('reads a stream within the limit whole', async () => {
    const read = await readWhole(streamOf('ab', 'cd'), 10);
    expect('whole' in read && new TextDecoder().decode(read.whole)).toBe('abcd');
  });

  it('past the limit, answers the same bytes as a stream', async () => {
    const read = await readWhole(streamOf('ab', 'cd', 'ef'), 3);
    expect('partial' in read).toBe(true);
    if ('partial' in read) expect(await new Response(read.partial).text()).toBe('abcdef');
  });
});
