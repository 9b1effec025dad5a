// Public pages as a crawler gets them, without JavaScript: rendered on the server with the client's own
// routes and queries (page-rendering.ts), their real content in the HTML and the Relay store embedded for
// the browser; dashboards left to the browser; a page that fails to render answers an error page.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from './lib/dates.ts';
import { createTestApp } from './test/app.ts';
import { createRenderGate, type PageRenderer } from './page-rendering.ts';
import { renderedDocument, shellDocument, storeScript } from './page-document.ts';
import { renderingWith } from './test/renderers.ts';

// the client's own shell (client/index.html), as the build ships it but for the script's name
const SHELL = readFileSync(new URL('../client/index.html', import.meta.url), 'utf8');
const clientDist = mkdtempSync(join(tmpdir(), 'directory-ssr-dist-'));
writeFileSync(join(clientDist, 'index.html'), SHELL);

const HOSTILE = '</script><script>alert("x")</script><!--';

let t: Awaited<ReturnType<typeof createTestApp>>;
let renderer: PageRenderer;
const ids = { riya: 0, meera: 0, ended: 0 };

beforeAll(async () => {
  renderer = (await import('../client/src/renderPage.tsx')) as PageRenderer;
  t = await createTestApp({ clientDist, pageRenderer: renderer });
  const makeAd = await t.adMaker({ state: 'Maharashtra', city: 'Mumbai', category: 'Independent' });
  ids.riya = await makeAd({ name: 'Riya Sharma', description: 'Warm, friendly and well travelled.' });
  ids.meera = await makeAd({ name: 'Meera Kapoor', description: `Loves old films. ${HOSTILE}` });
  ids.ended = await makeAd({ name: 'Ended Ad', startDate: new Date('2020-01-01'), endDate: new Date('2020-01-05') });
  // public too, but after Mumbai's in the listing's order (it started a day earlier)
  // a city of Mumbai's state with no ads: its nearest cities with ads are suggested (issue 33)
  const maharashtra = await t.database.prisma.state.findUniqueOrThrow({ where: { name: 'Maharashtra' } });
  await t.database.prisma.location.create({ data: { name: 'Pune', stateId: maharashtra.id } });
  const makeGoaAd = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Elite' });
  await makeGoaAd({ name: 'Tara Panaji', startDate: dateOnly(addDays(todayInIndia(), -1)) });
  await t.database.prisma.blog.create({
    data: {
      slug: 'mumbai-nights',
      title: 'Mumbai Nights',
      description: '<p>The best of <em>Mumbai</em> after dark.</p>',
    },
  });
}, 180_000);

afterAll(() => t?.close());

/** The page's visible text: tags, styles and scripts removed, spaces collapsed. */
function textOf(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The records the page embeds for the browser's Relay store. */
function storeOf(html: string): Record<string, Record<string, unknown>> {
  const match = /<script type="application\/json" id="relay-store">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no embedded store');
  return JSON.parse(match[1]!) as Record<string, Record<string, unknown>>;
}

/** A link to an ad's page at its readable address (issue 33), as the cards and breadcrumbs write it. */
function adLink(city: string, name: string, id: number): string {
  return `href="/call-girls/${city}/${name}-${id}"`;
}

async function page(path: string, headers: Record<string, string> = { cookie: 'adult_ok=1' }) {
  const response = await t.app.request(path, { headers });
  const html = await response.text();
  return { status: response.status, html, text: textOf(html), type: response.headers.get('content-type') };
}

describe('public pages rendered on the server', () => {
  it('renders the home page: its search and its marketing text', async () => {
    const { status, html, text, type } = await page('/');
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=utf-8');
    expect(text).toContain('Find Your Perfect Companion Anywhere in India');
    expect(text).toContain('Find Your Partner');
    expect(text).toContain('Why Choose Us');
    expect(html).toContain('<option value="'); // the search's states are in the HTML, not fetched later
    expect(html).not.toContain('needs JavaScript');
  });

  it("renders the city chooser at /call-girls above all of India's latest ads: no city picked (issue 33)", async () => {
    const { status, html, text } = await page('/call-girls');
    expect(status).toBe(200);
    expect(text).toContain("Explore India's Escort Directory");
    expect(text).toContain('Choose your city');
    expect(html).toMatch(/<input[^>]*role="combobox"/);
    // the cities with most ads today, with their counts, each at its address
    expect(text).toContain('Most ads today');
    expect(text).toMatch(/Mumbai 2 ads/);
    expect(text).toMatch(/Panaji 1 ad\b/);
    expect(html).toContain('href="/call-girls/mumbai"');
    // all of India's latest ads, whatever their city
    expect(text).toContain('Riya Sharma');
    expect(text).toContain('Meera Kapoor');
    expect(text).toContain('Tara Panaji');
    expect(text).not.toContain('Ended Ad');
    expect(text).toMatch(/3 results? found/);
    expect(text).not.toContain("Explore Mumbai's Escort Directory");
    // its own head
    expect(html).toContain('<title>Call Girls in India by City | ');
    expect(html).toMatch(/<meta name="description" content="Choose your city/);
    expect(html).toContain('<link rel="canonical" href="http://api.test/call-girls"');
  });

  it('answers an unknown city or category with 404 and the chooser, not a bare not-found (issue 33)', async () => {
    for (const path of ['/call-girls/atlantis', '/call-girls/mumbai/no-such-category']) {
      const { status, html, text } = await page(path);
      expect(status, path).toBe(404);
      expect(text, path).toContain('Page not found');
      expect(text, path).toContain('Looking for a city?');
      expect(html, path).toMatch(/<input[^>]*role="combobox"/);
      expect(text, path).toMatch(/Mumbai 2 ads/);
      expect(html, path).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('suggests the nearest cities with ads in an empty city: its own state first (issue 33)', async () => {
    const { status, html, text } = await page('/call-girls/pune');
    expect(status).toBe(200);
    expect(text).toContain("Explore Pune's Escort Directory");
    expect(text).toContain('No Ads. Try to Change Location');
    expect(text).toContain('Nearest cities with ads');
    const nearest = text.slice(text.indexOf('Nearest cities with ads'));
    // Mumbai (same state) before Panaji (another state)
    expect(nearest.indexOf('Mumbai')).toBeGreaterThan(-1);
    expect(nearest.indexOf('Mumbai')).toBeLessThan(nearest.indexOf('Panaji'));
    expect(html).toContain('href="/call-girls/panaji"');
  });

  it("answers a search of punctuation or of 500 characters in a city as an ordinary empty result, in the city's address (issue 33)", async () => {
    for (const words of ['!!! ...', 'x'.repeat(500)]) {
      const { status, html, text } = await page(`/call-girls/mumbai?q=${encodeURIComponent(words)}`);
      expect(status, words.slice(0, 10)).toBe(200);
      expect(text, words.slice(0, 10)).toMatch(/\b0 results? found/);
      expect(text, words.slice(0, 10)).toContain('No ads match your search.');
      // the breadcrumb names the city searched, at its address (and the crawler's breadcrumb list alike)
      expect(text, words.slice(0, 10)).toContain('Home Call Girls Mumbai');
      expect(html, words.slice(0, 10)).toMatch(/"name":"Mumbai","item":"http:\/\/api\.test\/call-girls\/mumbai"/);
      expect(html, words.slice(0, 10)).toMatch(/<meta name="robots" content="noindex, follow"/);
    }
  });

  it("renders a city's readable listing under the city's name, not the whole country's", async () => {
    const { status, text } = await page('/call-girls/mumbai');
    expect(status).toBe(200);
    expect(text).toContain("Explore Mumbai's Escort Directory");
    expect(text).not.toContain("Explore World's Escort Directory");
    expect(text).toContain('Riya Sharma');
  });

  it("renders a listing narrowed by the visitor's age and verified filters, each card with its age (issue 31)", async () => {
    const db = t.database.prisma;
    await db.ad.update({ where: { id: ids.riya }, data: { age: 24 } });
    await db.ad.update({ where: { id: ids.meera }, data: { age: 31 } });
    try {
      const all = await page('/call-girls/mumbai');
      expect(all.text).toContain('24 yrs');
      expect(all.text).toContain('31 yrs');
      const { status, html, text } = await page('/call-girls/mumbai?minAge=30&utm_source=x');
      expect(status).toBe(200);
      expect(text).toContain('Meera Kapoor');
      expect(text).toContain('31 yrs');
      expect(text).toContain('Age 30+');
      expect(text).not.toContain('Riya Sharma');
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
      expect((await page('/call-girls/mumbai?verified=1')).text).toContain('No Ads. Try to Change Location');
    } finally {
      await db.ad.updateMany({ where: { id: { in: [ids.riya, ids.meera] } }, data: { age: null } });
    }
  });

  it("names the site's address the page was made for, in its share links and greetings and for the browser", async () => {
    // the test app's PUBLIC_ORIGIN: whatever host a request names, the page is made for the public address
    const origin = 'http://api.test';
    const html = await (
      await t.app.request('http://elsewhere.example/call-girls', { headers: { cookie: 'adult_ok=1' } })
    ).text();
    // the browser hydrates with this address (lib/siteSettings.ts), so its render matches the server's
    expect(html).toContain(`id="site-settings" data-origin="${origin}"`);
    // the footer shares the page itself (issue 33)
    expect(html).toContain(`href="https://wa.me/?text=${encodeURIComponent(`${origin}/call-girls`)}"`);
    expect(html).toContain(encodeURIComponent(`${origin}/call-girls/`));
    expect(html).not.toContain('elsewhere.example');
  });

  it("carries the page's styles once, in its head: a rule for every class its HTML uses, none in the body", async () => {
    const { html } = await page('/call-girls');
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    expect(body).not.toContain('<style');
    const element = /<style id="page-styles" data-names="([\w -]+)">([\s\S]*?)<\/style>/.exec(head);
    expect(element).not.toBeNull();
    const [, names, css] = element!;
    // Chakra's layer order first, as its provider declares it, then its global styles
    expect(css!.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-');
    const used = new Set(
      [...body.matchAll(/class="([^"]*)"/g)]
        .flatMap((match) => match[1]!.split(' '))
        .filter((name) => name.startsWith('css-')),
    );
    expect(used.size).toBeGreaterThan(20);
    for (const className of used) {
      expect(css, className).toContain(`.${className}`);
      expect(names!.split(' '), className).toContain(className.slice('css-'.length));
    }
  });

  it("renders an ad's name and description", async () => {
    const { status, text } = await page(`/call-girls/mumbai/riya-sharma-${ids.riya}`);
    expect(status).toBe(200);
    // the city's listing links its cards there
    const listing = await page('/call-girls/mumbai');
    expect(listing.html).toContain(adLink('mumbai', 'riya-sharma', ids.riya));
    expect(listing.html).toContain(adLink('mumbai', 'meera-kapoor', ids.meera));
    expect(text).toContain('Riya Sharma');
    expect(text).toContain('Warm, friendly and well travelled.');
    expect(text).toContain('Mumbai');
  });

  it("renders the blogs and a blog's title and body", async () => {
    const list = await page('/blogs');
    expect(list.status).toBe(200);
    expect(list.text).toContain('Mumbai Nights');
    expect(list.html).toContain('href="/blogs/mumbai-nights"');
    const blog = await page('/blogs/mumbai-nights');
    expect(blog.status).toBe(200);
    expect(blog.text).toContain('Mumbai Nights');
    expect(blog.html).toContain('The best of <em>Mumbai</em> after dark.');
  });

  it('renders the information and grievance pages', async () => {
    const expected: Record<string, string> = {
      '/about-us': 'About Us',
      '/contact-us': 'Contact Us',
      '/terms-&-conditions': 'General Terms',
      '/privacy-policy': 'Privacy Policy',
      '/grievance': 'Grievance Redressal',
      '/grievance/status': 'Complaint Status',
    };
    for (const [path, heading] of Object.entries(expected)) {
      const { status, text } = await page(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(heading);
      expect(text, path).toContain('Grievance Redressal'); // the footer: the whole page is there
    }
  });

  it('answers 404 with the not-found page for a path, an ad or a blog that names nothing', async () => {
    for (const path of ['/no-such-page', '/call-girls/999999', '/blogs/no-such-blog']) {
      const { status, text, html } = await page(path);
      expect(status, path).toBe(404);
      expect(text, path).toContain('Page not found');
      expect(html, path).toContain('<meta name="robots" content="noindex"');
      // the mark the browser's router hydrates the page by, whatever the address (client/src/lib/notFoundPage.ts)
      expect(html, path).toContain('<div data-page-not-found="">');
    }
  });

  it('leaves the dashboards and the sign-in forms to the browser: the shell without a rendered page or store', async () => {
    for (const path of [
      '/admin',
      '/admin/users',
      '/ads',
      '/create-ad',
      '/credit-requests',
      '/credit-history',
      '/login',
      '/register',
      '/forgot-password',
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      // a dashboard's first paint is its frame; a sign-in form's, the site's header bar
      const signIn = ['/login', '/register', '/forgot-password'].includes(path);
      expect(html, path).toContain(signIn ? '<header class="app-shell">' : '<div class="dash-shell"');
      expect(html, path).not.toContain(signIn ? '<div class="dash-shell"' : '<header class="app-shell">');
      expect(html, path).not.toContain('relay-store');
    }
  });

  it('embeds the store the page was rendered from, so the browser fetches nothing again', async () => {
    const { html } = await page(`/call-girls/mumbai/riya-sharma-${ids.riya}`);
    const records = Object.values(storeOf(html));
    expect(records.some((record) => record.name === 'Riya Sharma' && record.__typename === 'Ad')).toBe(true);
    expect(records.some((record) => record.__typename === 'PageHead')).toBe(true);
  });

  it("renders the forms of public pages with their submit buttons disabled until the app runs, not the disclaimer's", async () => {
    for (const path of ['/', '/contact-us', '/grievance', '/grievance/status']) {
      const { html } = await page(path);
      const submits = [...html.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map((match) => match[0]);
      expect(submits.length, path).toBeGreaterThan(0);
      for (const button of submits) expect(button, path).toMatch(/\sdisabled=""/);
    }
    // but not the age disclaimer's: a plain form the server answers, working before the app runs (decision 0099)
    // it returns to the address as the page reads it (a parameter no page reads is not part of it)
    const { html } = await page('/blogs?utm_source=x', {});
    const form = /<form[^>]*action="\/adult-consent"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(form).toMatch(/method="post"/);
    expect(form).toContain('<input type="hidden" name="returnTo" value="/blogs"/>');
    for (const label of ['Accept', 'Decline']) {
      const button = new RegExp(`<button[^>]*>${label}</button>`).exec(form)?.[0];
      expect(button, label).toMatch(/type="submit"/);
      expect(button, label).toContain(`value="${label.toLowerCase()}"`);
      expect(button, label).not.toMatch(/\sdisabled=""/);
    }
  });

  it('keeps hostile texts inert in the HTML and in the store, and runs no inline script', async () => {
    const { html } = await page('/call-girls');
    expect(html).not.toContain('<script>alert');
    // every script is a file of ours or a data block the browser never runs (the CSP allows no inline script)
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) expect(attributes).toMatch(/type="application\/(ld\+)?json"|src="/);
    // the store still holds the text as written
    const records = Object.values(storeOf(html));
    expect(records.some((record) => String(record.description ?? '').endsWith(HOSTILE))).toBe(true);
  });
});

describe('the age disclaimer on a rendered page', () => {
  const DISCLAIMER = 'I am 18 or older and I wish to enter';

  it('is open over the content for a visitor who has not accepted it, the content still there for crawlers', async () => {
    const { status, html, text } = await page('/blogs', {});
    expect(status).toBe(200);
    expect(text).toContain(DISCLAIMER);
    expect(html).toMatch(/<dialog[^>]* open=""[^>]*role="alertdialog"|<dialog[^>]*role="alertdialog"[^>]* open=""/);
    expect(text).toContain('Mumbai Nights');
  });

  it('is absent once the visitor accepted it (its cookie)', async () => {
    const { text } = await page('/blogs', { cookie: 'theme=dark; adult_ok=1' });
    expect(text).not.toContain(DISCLAIMER);
    expect(text).toContain('Mumbai Nights');
  });

  it('reads only the exact cookie', async () => {
    for (const cookie of ['adult_ok=0', 'not_adult_ok=1', 'adult_ok=10']) {
      expect((await page('/blogs', { cookie })).text, cookie).toContain(DISCLAIMER);
    }
  });
});

describe('a page that cannot be rendered', () => {
  it('answers 500 with the request id, and nothing of the failure', async () => {
    const failing = renderingWith(renderer, async (_request, render) => ({
      ...(await render()),
      errors: [new Error('secret detail at Component (file.tsx:1:1)')],
    }));
    const app = (await createTestApp({ clientDist, pageRenderer: failing })).app;
    const response = await app.request('/about-us', { headers: { 'x-request-id': 'req-render-1' } });
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('req-render-1');
    expect(html).not.toContain('secret detail');
    expect(html).not.toContain('file.tsx');
  });

  it('answers 500 when rendering throws', async () => {
    const throwing = renderingWith(renderer, () => Promise.reject(new Error('boom')));
    const app = (await createTestApp({ clientDist, pageRenderer: throwing })).app;
    const response = await app.request('/');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('boom');
  });
});

describe('a flood of page requests', () => {
  it('renders at most the bound at once; past it a page gets the shell and renders in the browser', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const slow = renderingWith(renderer, async (_request, render) => {
      started();
      await released;
      return render();
    });
    const gate = createRenderGate(1);
    const app = (await createTestApp({ clientDist, pageRenderer: slow, renderGate: gate })).app;
    const first = app.request('/about-us', { headers: { cookie: 'adult_ok=1' } });
    await firstStarted;
    expect(gate.inFlight).toBe(1);
    const second = await app.request('/about-us', { headers: { cookie: 'adult_ok=1' } });
    const shell = await second.text();
    expect(second.status).toBe(200);
    expect(shell).toContain('<header class="app-shell">');
    expect(shell).not.toContain('relay-store');
    release();
    const rendered = await (await first).text();
    expect(rendered).toContain('relay-store');
    expect(gate.inFlight).toBe(0);
  });
});

describe('the document around a rendered page', () => {
  const MANIFEST = {
    'index.html': {
      file: 'assets/index-a1.js',
      isEntry: true,
      imports: ['_preload-helper-h8.js'],
      css: ['assets/index-c1.css'],
    },
    '_preload-helper-h8.js': { file: 'assets/preload-helper-h8.js' },
  };
  const site = {
    siteName: 'Priya $` Directory',
    contactEmail: '',
    contactPhone: '',
    supportHours: '',
    grievanceOfficer: { name: '', email: '', phone: '' },
  };
  const parts = {
    head: ['<title>Page</title>'],
    manifest: MANIFEST,
    chunks: ['assets/page-p1.js'],
    site,
    origin: 'https://directory.example',
    language: 'en' as const,
  };

  it('puts the page into the root with its head, styles and store, and no no-JavaScript notice nor first paint', () => {
    const document = renderedDocument(parts, '<style>x</style>');
    const html = `${document.start}<main>page</main>${document.end({ a: { b: 1 } })}`;
    expect(html).toContain('<div id="root"><main>page</main></div>');
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('app-shell');
    expect(html).toMatch(/<script type="application\/json" id="relay-store">\{"a":\{"b":1\}\}<\/script>\s*<\/body>/);
    expect(html).toMatch(/<title>Page<\/title>[\s\S]*<style>x<\/style>\s*<\/head>/);
    // the page's chunks listed for its script to preload after its images, never as a script that runs
    expect(html).toContain('<script type="application/json" id="page-chunks">["/assets/page-p1.js"]</script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c1.css">');
  });

  it("writes a store and a site name whose text holds replacement patterns as it is: $`, $', $& and $1 stay text", () => {
    const text = "Priya $` $' $& $1 $$ </script> <!-- \u2028";
    const document = renderedDocument(parts, '');
    const html = `${document.start}${document.end({ a: { name: text } })}`;
    const store = /<script type="application\/json" id="relay-store">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(store)).toEqual({ a: { name: text } });
    const settings =
      /<script type="application\/json" id="site-settings" data-origin="https:\/\/directory.example">([\s\S]*?)<\/script>/.exec(
        html,
      )![1]!;
    expect(JSON.parse(settings)).toEqual(site);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  });

  it('escapes the store so no text in it can close its element', () => {
    expect(storeScript({ text: '</script><script>x</script>\u2028' })).toBe(
      '<script type="application/json" id="relay-store">{"text":"\\u003c/script\\u003e\\u003cscript\\u003ex\\u003c/script\\u003e\\u2028"}</script>',
    );
  });

  it('fetches the scripts of a rendered page at low priority, leaving its images first; a page the browser renders at once', () => {
    const rendered = renderedDocument(parts, '').start;
    expect(rendered).toContain(
      '<script type="module" crossorigin src="/assets/index-a1.js" fetchpriority="low"></script>',
    );
    expect(rendered).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/preload-helper-h8.js" fetchpriority="low">',
    );
    const shell = shellDocument(parts);
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/page-p1.js">');
    expect(shell).toContain('<header class="app-shell"><a href="/">Priya $` Directory</a></header>');
    expect(shell).toContain('<noscript>Priya $` Directory needs JavaScript');
  });

  it("writes the static head of client/index.html (Vite's entry) into every document", () => {
    for (const line of [
      '<meta charset="utf-8" />',
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
      '<meta name="theme-color" content="#9d174d" />',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<link rel="manifest" href="/manifest.webmanifest" />',
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
    ]) {
      expect(SHELL, line).toContain(line);
      expect(shellDocument(parts), line).toContain(line);
      expect(renderedDocument(parts, '').start, line).toContain(line);
    }
  });
});
