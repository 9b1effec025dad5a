// The site in Hindi (issue 35): /hi/... renders the same pages in Hindi (lang="hi", Hindi texts, the app's
// links under /hi), every page names its address in each language (hreflang, x-default) and its own
// canonical, an unknown language prefix names nothing, and the home page opens in the language chosen.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from './lib/dates.ts';
import { createTestApp } from './test/app.ts';
import type { PageRenderer } from './page-rendering.ts';

const clientDist = mkdtempSync(join(tmpdir(), 'directory-languages-dist-'));
writeFileSync(
  join(clientDist, 'index.html'),
  '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
);

const ORIGIN = 'https://directory.example';
let t: Awaited<ReturnType<typeof createTestApp>>;
let adId = 0;

beforeAll(async () => {
  const pageRenderer = (await import('../client/src/renderPage.tsx')) as PageRenderer;
  t = await createTestApp({ clientDist, pageRenderer, env: { PUBLIC_ORIGIN: ORIGIN } });
  const db = t.database.prisma;
  const state = await db.state.create({ data: { name: 'Maharashtra', hindiName: 'महाराष्ट्र' } });
  const mumbai = await db.location.create({ data: { name: 'Mumbai', hindiName: 'मुंबई', stateId: state.id } });
  const category = await db.category.create({ data: { name: 'Independent', hindiName: 'इंडिपेंडेंट' } });
  const owner = await t.createUser();
  const today = todayInIndia();
  const ad = await db.ad.create({
    data: {
      userId: owner.id,
      name: 'Riya',
      description: 'Friendly company',
      startDate: dateOnly(today),
      endDate: dateOnly(addDays(today, 2)),
      creditsUsed: 1,
      categoryId: category.id,
      locationId: mumbai.id,
    },
  });
  adId = ad.id;
});
afterAll(() => t.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(path, { headers });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body'));
  return { status: response.status, html, head, body, location: response.headers.get('location') };
}

/** The alternates every page with an address names: each language's, and English as x-default. */
function alternates(path: string) {
  const hindi = path === '/' ? '/hi' : `/hi${path}`;
  return [
    `<link rel="alternate" hreflang="en" href="${ORIGIN}${path}" />`,
    `<link rel="alternate" hreflang="hi" href="${ORIGIN}${hindi}" />`,
    `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}" />`,
  ];
}

describe('pages in Hindi', () => {
  it('renders a city listing under /hi in Hindi, its links under /hi, with its own canonical', async () => {
    const city = await page('/hi/call-girls/mumbai');
    expect(city.status).toBe(200);
    expect(city.html).toContain('<html lang="hi">');
    expect(city.head).toContain(`<link rel="canonical" href="${ORIGIN}/hi/call-girls/mumbai" />`);
    for (const alternate of alternates('/call-girls/mumbai')) expect(city.head).toContain(alternate);
    expect(city.head).toContain('<meta property="og:url" content="https://directory.example/hi/call-girls/mumbai" />');
    expect(city.head).toContain('<meta property="og:locale" content="hi_IN" />');
    // the frame in Hindi, its links in Hindi's addresses, and the way back to English
    expect(city.body).toContain('अपना विज्ञापन डालें');
    expect(city.body).toContain('>कॉल गर्ल्स</a>');
    expect(city.body).toContain('href="/hi/call-girls"');
    expect(city.body).toContain('href="/hi/about-us"');
    expect(city.body).toMatch(/<a href="\/call-girls\/mumbai" hrefLang="en" lang="en"[^>]*>English<\/a>/i);
    expect(city.body).not.toContain('Post Your Ad');
    // the ads' own texts stay as their authors wrote them
    expect(city.body).toContain('Riya');
    // the head and the places in Hindi (decision 0122): what search engines and link previews read
    expect(city.head).toMatch(/<title>मुंबई में कॉल गर्ल्स \| [^<]+<\/title>/);
    expect(city.head).toContain('मुंबई में कॉल गर्ल और एस्कॉर्ट विज्ञापन देखें');
    expect(city.body).toContain('मुंबई');
    expect(city.body).toContain('इंडिपेंडेंट');
    expect(city.body).not.toMatch(/>Mumbai</);

    const category = await page('/hi/call-girls/mumbai/independent');
    expect(category.head).toMatch(/<title>मुंबई में इंडिपेंडेंट कॉल गर्ल्स \| [^<]+<\/title>/);
  });

  it('renders the same page in English at its old address, naming the Hindi one', async () => {
    const city = await page('/call-girls/mumbai');
    expect(city.status).toBe(200);
    expect(city.html).toContain('<html lang="en">');
    expect(city.head).toContain(`<link rel="canonical" href="${ORIGIN}/call-girls/mumbai" />`);
    for (const alternate of alternates('/call-girls/mumbai')) expect(city.head).toContain(alternate);
    expect(city.head).toContain('<meta property="og:locale" content="en_IN" />');
    expect(city.head).toMatch(/<title>Call Girls in Mumbai \| [^<]+<\/title>/);
    // the Hindi name travels in the page's data, never in its English text
    expect(city.body).not.toMatch(/>मुंबई</);
    expect(city.body).toMatch(/>Mumbai</);
    expect(city.body).toContain('Post Your Ad');
    expect(city.body).toContain('href="/call-girls"');
    expect(city.body).toMatch(/<a href="\/hi\/call-girls\/mumbai" hrefLang="hi" lang="hi"[^>]*>हिन्दी<\/a>/i);
  });

  it('renders the home page and an ad page in Hindi', async () => {
    const home = await page('/hi');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<html lang="hi">');
    expect(home.head).toContain(`<link rel="canonical" href="${ORIGIN}/hi" />`);
    for (const alternate of alternates('/')) expect(home.head).toContain(alternate);
    expect(home.body).toContain('अपना विज्ञापन डालें');
    // a module the page loads lazily (the age disclaimer, for a first visit) is in Hindi too: its own catalog
    expect(home.body).toContain('इस वेबसाइट में वयस्क सामग्री है। प्रवेश करके आप पुष्टि करते हैं कि:');
    expect(home.head).toMatch(/<title>[^<|]+ \| पूरे भारत की कॉल गर्ल्स और एस्कॉर्ट्स<\/title>/);

    const ad = await page(`/hi/call-girls/mumbai/riya-${adId}`);
    expect(ad.status).toBe(200);
    expect(ad.html).toContain('<html lang="hi">');
    expect(ad.head).toContain(`<link rel="canonical" href="${ORIGIN}/hi/call-girls/mumbai/riya-${adId}" />`);
    // the ad's own name as written, its city and state in Hindi
    expect(ad.head).toMatch(/<title>मुंबई, महाराष्ट्र में Riya \| [^<]+<\/title>/);
    expect(ad.body).toContain('मुंबई, महाराष्ट्र');
  });

  it('renders the blogs in Hindi: the page heads in Hindi, a blog in the words its author wrote', async () => {
    await t.database.prisma.blog.create({
      data: {
        slug: 'staying-safe',
        title: 'Staying safe',
        description: '<p>Meet in public first.</p>',
        published: true,
      },
    });
    const list = await page('/hi/blogs');
    expect(list.status).toBe(200);
    expect(list.html).toContain('<html lang="hi">');
    expect(list.head).toMatch(/<title>ब्लॉग \| [^<]+<\/title>/);
    expect(list.head).toContain(`<link rel="canonical" href="${ORIGIN}/hi/blogs" />`);
    for (const alternate of alternates('/blogs')) expect(list.head).toContain(alternate);
    expect(list.body).toContain('Staying safe');

    const blog = await page('/hi/blogs/staying-safe');
    expect(blog.status).toBe(200);
    expect(blog.html).toContain('<html lang="hi">');
    expect(blog.head).toContain(`<link rel="canonical" href="${ORIGIN}/hi/blogs/staying-safe" />`);
    expect(blog.head).toMatch(/<title>Staying safe<\/title>|<title>Staying safe \|/);
    expect(blog.body).toContain('Meet in public first.');
    // the English page's head stays English
    expect((await page('/blogs')).head).toMatch(/<title>Blogs \| [^<]+<\/title>/);
  });

  it("answers an ad's old address in Hindi with 301 to its readable Hindi one", async () => {
    const old = await page(`/hi/call-girls/${adId}`);
    expect(old.status).toBe(301);
    expect(old.location).toBe(`/hi/call-girls/mumbai/riya-${adId}`);
  });

  it('answers an address that names nothing in its language, and an unknown language prefix with 404', async () => {
    const hindi = await page('/hi/nowhere');
    expect(hindi.status).toBe(404);
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.body).toContain('अपना विज्ञापन डालें');
    // the English not-found page is another page (each is rendered once for all such addresses)
    const english = await page('/nowhere');
    expect(english.status).toBe(404);
    expect(english.html).toContain('<html lang="en">');
    expect(english.body).toContain('Post Your Ad');

    for (const path of ['/fr/call-girls', '/hindi/call-girls', '/hi-in']) {
      const unknown = await page(path);
      expect({ path, status: unknown.status }).toEqual({ path, status: 404 });
      expect(unknown.html).toContain('<html lang="en">');
    }
  });

  it('opens the home page in the language the visitor chose, and nothing else', async () => {
    const chosen = await page('/?utm_source=x', { cookie: 'lang=hi' });
    expect(chosen.status).toBe(302);
    expect(chosen.location).toBe('/hi');
    expect((await page('/', { cookie: 'lang=en' })).status).toBe(200);
    expect((await page('/', { cookie: 'lang=xx' })).status).toBe(200);
    // a chosen language leaves every other address as it is: a link to an English page stays English
    expect((await page('/call-girls/mumbai', { cookie: 'lang=hi' })).status).toBe(200);
    expect((await page('/hi', { cookie: 'lang=en' })).status).toBe(200);
  });
});
