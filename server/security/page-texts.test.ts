// Issue 30, finding 1: no text can break a rendered page. Texts an advertiser (ad fields), an admin
// (site settings, cities, categories, services, blogs, page heads) and a visitor (search words) control
// carry every pattern `String.prototype.replace` reads in a replacement string ($`, $', $&, $1, $$) and
// what closes or hides an element (</script>, <!--, U+2028): each page's data blocks still parse, the
// store still holds the texts as written, and the page is one document, written once.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adPathOf } from '../../common/routes.ts';
import type { PageRenderer } from '../page-rendering.ts';
import { updateSiteSettings } from '../modules/settings/service.ts';
import { createTestApp } from '../test/app.ts';

const clientDist = mkdtempSync(join(tmpdir(), 'directory-page-texts-dist-'));
writeFileSync(
  join(clientDist, 'index.html'),
  readFileSync(new URL('../../client/index.html', import.meta.url), 'utf8'),
);

/** Every replacement pattern and element-breaking text, on one line (the site's name allows no other). */
const ONE_LINE = "$` $' $& $1 $$ </script><!--";
const HOSTILE = `${ONE_LINE} \u2028 $'`;

let t: Awaited<ReturnType<typeof createTestApp>>;
const paths: Record<string, string> = {};
const names = { ad: `Priya ${HOSTILE}`, city: `Pune ${ONE_LINE}`, blog: `Nights ${HOSTILE}` };

beforeAll(async () => {
  const renderer = (await import('../../client/src/renderPage.tsx')) as PageRenderer;
  t = await createTestApp({ clientDist, pageRenderer: renderer });
  const db = t.database.prisma;
  const admin = await t.createUser({ role: 'admin' });
  await updateSiteSettings(t.contextFor(admin), {
    siteName: `Site ${ONE_LINE}`.slice(0, 60),
    contactEmail: 'hello@example.in',
    contactPhone: '9876501234',
    supportHours: `Hours ${ONE_LINE}`,
    grievanceOfficerName: `Officer ${ONE_LINE}`,
    grievanceOfficerEmail: 'officer@example.in',
    grievanceOfficerPhone: '9876509999',
    notificationEmails: [],
  });
  const makeAd = await t.adMaker({ state: `State ${ONE_LINE}`, city: names.city, category: `Elite ${ONE_LINE}` });
  const service = await db.service.create({ data: { name: `Dinner ${ONE_LINE}` } });
  const adId = await makeAd({
    name: names.ad,
    description: `About ${HOSTILE}`,
    services: { create: [{ serviceId: service.id }] },
    quickSummaries: { create: [{ name: `Age ${ONE_LINE}`, value: `25 ${HOSTILE}` }] },
    customSections: { create: [{ title: `Rates ${HOSTILE}`, description: `Ask ${HOSTILE}` }] },
  });
  const ad = await db.ad.findUniqueOrThrow({ where: { id: adId }, include: { location: true, category: true } });
  await db.blog.create({
    data: {
      slug: 'nights',
      title: names.blog,
      // as the blog's sanitiser keeps it: markup escaped, the patterns as text
      description: `<p>Text $\` $' $&amp; $1 $$ &lt;/script&gt;&lt;!-- \u2028</p>`,
      metaTitle: `Meta ${HOSTILE}`,
      metaDescription: `Described ${HOSTILE}`,
      metaKeywords: `keys ${HOSTILE}`,
    },
  });
  await db.seoPage.create({
    data: { path: '/about-us', title: `About ${HOSTILE}`, description: `Us ${HOSTILE}`, keywords: `k ${HOSTILE}` },
  });
  Object.assign(paths, {
    home: '/',
    listing: '/call-girls',
    city: `/call-girls/${ad.location.slug}`,
    cityCategory: `/call-girls/${ad.location.slug}/${ad.category.slug}`,
    ad: adPathOf({ citySlug: ad.location.slug, name: ad.name, databaseId: adId }),
    blogs: '/blogs',
    blog: '/blogs/nights',
    about: '/about-us',
    contact: '/contact-us',
    search: `/call-girls?q=${encodeURIComponent(HOSTILE)}`,
    searchRaw: '/call-girls?q=$%60',
    notFound: `/no-such-page-${encodeURIComponent(ONE_LINE)}`,
  });
}, 180_000);
afterAll(() => t?.close());

/** Every data block of a page: the Relay store, the site settings, the page's chunks, the JSON-LD. */
function dataBlocks(html: string): { id: string; text: string }[] {
  return [
    ...html.matchAll(/<script type="application\/(?:ld\+)?json"(?: id="([\w-]+)")?[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => ({
    id: match[1] ?? 'ld+json',
    text: match[2]!,
  }));
}

/** Every string in a parsed JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('texts with replacement patterns and closing tags', () => {
  it.each([
    'home',
    'listing',
    'city',
    'cityCategory',
    'ad',
    'blogs',
    'blog',
    'about',
    'contact',
    'search',
    'searchRaw',
    'notFound',
  ])('leave the %s page one document whose data blocks all parse', async (name) => {
    const response = await t.app.request(paths[name]!, { headers: { cookie: 'adult_ok=1' } });
    const html = await response.text();
    expect(response.status).toBe(name === 'notFound' ? 404 : 200);
    // written once: one document, one head, one body, one store
    for (const part of [
      /<!doctype html>/gi,
      /<\/head>/gi,
      /<body\b/gi,
      /<\/body>/gi,
      /<\/html>/gi,
      /<div id="root">/g,
      /id="relay-store"/g,
      /id="site-settings"/g,
    ]) {
      expect(html.match(part), `${name}: ${part}`).toHaveLength(1);
    }
    const blocks = dataBlocks(html);
    expect(blocks.map((block) => block.id)).toEqual(expect.arrayContaining(['relay-store', 'site-settings']));
    const texts: string[] = [];
    for (const block of blocks) {
      let parsed: unknown;
      expect(() => (parsed = JSON.parse(block.text)), `${name}: ${block.id}`).not.toThrow();
      texts.push(...stringsOf(parsed));
    }
    // the site's name travels as written, whatever page
    expect(texts, name).toContain(`Site ${ONE_LINE}`);
    // no script but the data blocks and the app's own module
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    for (const attributes of scripts)
      expect(attributes, name).toMatch(/type="application\/(ld\+)?json"|type="module"[^>]* src="\/[^"]+"/);
  });

  it("keep the advertiser's, the admin's and the visitor's texts as written in the stores of the pages that show them", async () => {
    const storeTexts = async (path: string) => {
      const html = await (await t.app.request(path, { headers: { cookie: 'adult_ok=1' } })).text();
      return stringsOf(JSON.parse(dataBlocks(html).find((block) => block.id === 'relay-store')!.text));
    };
    const ad = await storeTexts(paths.ad!);
    for (const text of [
      names.ad,
      `About ${HOSTILE}`,
      `25 ${HOSTILE}`,
      `Rates ${HOSTILE}`,
      `Ask ${HOSTILE}`,
      `Dinner ${ONE_LINE}`,
      names.city,
    ])
      expect(ad).toContain(text);
    expect(await storeTexts(paths.city!)).toContain(names.ad);
    expect(await storeTexts(paths.blog!)).toContain(names.blog);
    expect(await storeTexts(paths.about!)).toContain(`About ${HOSTILE}`);
  });
});
