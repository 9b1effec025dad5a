// The sitemap index and its children (issue 16): what each lists from the data, the split at the
// protocol's limit (injectable), the cache, and 404 for a name the index does not list.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, isoDate, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { acceptsGzip, createSitemaps, escapeXml, SITEMAP_LIMIT } from './sitemap.ts';
import { languageOfPath } from '../../../common/languages.ts';

const ORIGIN = 'https://directory.example';
let t: Awaited<ReturnType<typeof createTestApp>>;
const ids = { riya: 0, asha: 0, goaAd: 0, ended: 0, future: 0, takenDown: 0, hidden: 0, suspended: 0 };
const dates = { riya: '', asha: '', goaAd: '', blog: '' };
const slugs = { mumbai: '', independent: '', agency: '', panaji: '' };

/** The later of an ad's start date and last change, as the sitemap dates it. */
async function adLastmod(id: number): Promise<string> {
  const ad = await t.database.prisma.ad.findUniqueOrThrow({
    where: { id },
    select: { startDate: true, updatedAt: true },
  });
  return isoDate(ad.startDate > ad.updatedAt ? ad.startDate : ad.updatedAt);
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
  const db = t.database.prisma;
  const today = todayInIndia();
  const mumbaiAd = await t.adMaker({ state: 'Maharashtra', city: 'Mumbai', category: 'Independent' });
  ids.riya = await mumbaiAd({ name: 'Riya' });
  ids.ended = await mumbaiAd({ startDate: dateOnly(addDays(today, -5)), endDate: dateOnly(addDays(today, -1)) });
  ids.future = await mumbaiAd({ startDate: dateOnly(addDays(today, 1)), endDate: dateOnly(addDays(today, 3)) });
  ids.takenDown = await mumbaiAd({ takenDownAt: new Date() });
  ids.hidden = await mumbaiAd({ hiddenAt: new Date() });
  const mumbai = await db.location.findFirstOrThrow({ where: { name: 'Mumbai' } });
  const agency = await db.category.create({ data: { name: 'Agency' } });
  ids.asha = await mumbaiAd({ name: 'Asha', categoryId: agency.id });

  const suspendedOwner = await t.createUser({ status: 'suspended' });
  ids.suspended = await mumbaiAd({ userId: suspendedOwner.id, categoryId: agency.id });

  // Pune only had ads in the past; a city without ads today is no page of the sitemap
  const puneAd = await t.adMaker({ state: 'Karnataka', city: 'Pune', category: 'Escort' });
  await puneAd({ startDate: dateOnly(addDays(today, -9)), endDate: dateOnly(addDays(today, -2)) });
  const goaAd = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Massage' });
  ids.goaAd = await goaAd({ startDate: dateOnly(addDays(today, -1)) });

  for (const [key, id] of [
    ['riya', ids.riya],
    ['asha', ids.asha],
    ['goaAd', ids.goaAd],
  ] as const)
    dates[key] = await adLastmod(id);
  slugs.mumbai = mumbai.slug;
  slugs.independent = (await db.category.findFirstOrThrow({ where: { name: 'Independent' } })).slug;
  slugs.agency = agency.slug;
  slugs.panaji = (await db.location.findFirstOrThrow({ where: { name: 'Panaji' } })).slug;

  dates.blog = isoDate(
    (await db.blog.create({ data: { slug: 'mumbai-nights', title: 'Mumbai Nights', description: '<p>x</p>' } }))
      .updatedAt,
  );
  await db.blog.create({ data: { slug: 'draft-post', title: 'Draft', description: '<p>d</p>', published: false } });
  await db.blog.create({
    data: { slug: 'hidden-post', title: 'Hidden', description: '<p>h</p>', metaRobots: 'noindex, follow' },
  });
});
afterAll(() => t.close());

async function fetchXml(path: string) {
  const response = await t.app.request(path);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    xml: await response.text(),
  };
}

/** Every <url> (or <sitemap>) of a document: its <loc>, <lastmod> and alternates (`hreflang href` each). */
function allEntriesOf(xml: string): { loc: string; lastmod: string | null; alternates: string[] }[] {
  return [
    ...xml.matchAll(
      /<(?:url|sitemap)><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?((?:<xhtml:link [^>]*\/>)*)<\/(?:url|sitemap)>/g,
    ),
  ].map((match) => ({
    loc: match[1]!,
    lastmod: match[2] ?? null,
    alternates: [...match[3]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((link) => `${link[1]} ${link[2]}`),
  }));
}

/** The <loc> and <lastmod> of each English <url> (each page; its Hindi address follows it) or <sitemap>. */
function entriesOf(xml: string): [string, string | null][] {
  return allEntriesOf(xml)
    .filter((entry) => languageOfPath(new URL(entry.loc).pathname).language === 'en')
    .map((entry) => [entry.loc, entry.lastmod]);
}

const locsOf = (xml: string) => entriesOf(xml).map(([loc]) => loc);
const text = (document: Uint8Array | null) => (document ? gunzipSync(document).toString('utf8') : null);

/** The test database with every call to its ads table recorded by method name. */
function countingAdQueries() {
  const queries: string[] = [];
  const counted = new Proxy(t.database.prisma, {
    get(target, property) {
      if (property !== 'ad') return Reflect.get(target, property);
      return new Proxy(target.ad, {
        get: (ad, method) => {
          const value = Reflect.get(ad, method) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            queries.push(String(method));
            return (value as (...a: unknown[]) => unknown).apply(ad, args);
          };
        },
      });
    },
  });
  return { counted, queries };
}

describe('/sitemap.xml', () => {
  it('is an index naming each child sitemap with its lastmod', async () => {
    const { status, type, cache, xml } = await fetchXml('/sitemap.xml');
    expect({ status, type, cache }).toEqual({
      status: 200,
      type: 'application/xml; charset=utf-8',
      cache: 'public, max-age=3600',
    });
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      ),
    ).toBe(true);
    const latestAd = [dates.riya, dates.asha, dates.goaAd].sort().at(-1)!;
    expect(entriesOf(xml)).toEqual([
      [`${ORIGIN}/sitemaps/pages-1.xml`, [latestAd, dates.blog].sort().at(-1)],
      [`${ORIGIN}/sitemaps/cities-1.xml`, latestAd],
      [`${ORIGIN}/sitemaps/city-categories-1.xml`, latestAd],
      [`${ORIGIN}/sitemaps/ads-1.xml`, latestAd],
      [`${ORIGIN}/sitemaps/blogs-1.xml`, dates.blog],
    ]);
  });
});

describe('the child sitemaps', () => {
  it('lists the public pages, the all-India listing dated by its latest ad and the blogs page by its latest blog', async () => {
    const { status, xml } = await fetchXml('/sitemaps/pages-1.xml');
    expect(status).toBe(200);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
      ),
    ).toBe(true);
    expect(entriesOf(xml)).toEqual([
      [`${ORIGIN}/`, null],
      [`${ORIGIN}/call-girls`, [dates.riya, dates.asha, dates.goaAd].sort().at(-1)],
      [`${ORIGIN}/blogs`, dates.blog],
      [`${ORIGIN}/about-us`, null],
      [`${ORIGIN}/contact-us`, null],
      [`${ORIGIN}/terms-&amp;-conditions`, null],
      [`${ORIGIN}/privacy-policy`, null],
      [`${ORIGIN}/grievance`, null],
    ]);
    // every & is an entity: the document is well-formed
    expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
  });

  it('lists the cities with ads today at their readable addresses, and not a city whose ads ended', async () => {
    expect(slugs.mumbai).toBe('mumbai');
    const { xml } = await fetchXml('/sitemaps/cities-1.xml');
    expect(entriesOf(xml)).toEqual([
      [`${ORIGIN}/call-girls/mumbai`, [dates.riya, dates.asha].sort().at(-1)],
      [`${ORIGIN}/call-girls/${slugs.panaji}`, dates.goaAd],
    ]);
  });

  it('lists every page in each language, each address naming all of them and English as x-default (issue 35)', async () => {
    const { xml } = await fetchXml('/sitemaps/cities-1.xml');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = allEntriesOf(xml);
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${ORIGIN}/call-girls/mumbai`,
      `${ORIGIN}/hi/call-girls/mumbai`,
      `${ORIGIN}/call-girls/${slugs.panaji}`,
      `${ORIGIN}/hi/call-girls/${slugs.panaji}`,
    ]);
    const mumbai = [
      `en ${ORIGIN}/call-girls/mumbai`,
      `hi ${ORIGIN}/hi/call-girls/mumbai`,
      `x-default ${ORIGIN}/call-girls/mumbai`,
    ];
    expect(entries[0]!.alternates).toEqual(mumbai);
    expect(entries[1]!.alternates).toEqual(mumbai);
    // both addresses of a page carry its date
    expect(entries[1]!.lastmod).toBe(entries[0]!.lastmod);
    const pages = allEntriesOf((await fetchXml('/sitemaps/pages-1.xml')).xml).map((entry) => entry.loc);
    expect(pages.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/hi`]);
  });

  it('lists each city and category that has ads today', async () => {
    const { xml } = await fetchXml('/sitemaps/city-categories-1.xml');
    expect(entriesOf(xml)).toEqual(
      [
        [`${ORIGIN}/call-girls/mumbai/${slugs.agency}`, dates.asha],
        [`${ORIGIN}/call-girls/mumbai/${slugs.independent}`, dates.riya],
        [`${ORIGIN}/call-girls/${slugs.panaji}/massage`, dates.goaAd],
      ].sort(([a], [b]) => a!.localeCompare(b!)),
    );
  });

  it('lists every publicly visible ad: not ended, not yet started, taken down, hidden or of a suspended owner', async () => {
    const { xml } = await fetchXml('/sitemaps/ads-1.xml');
    expect(entriesOf(xml)).toEqual([
      // the readable addresses (issue 33): the city's slug, the ad's name and its number
      [`${ORIGIN}/call-girls/mumbai/riya-${ids.riya}`, dates.riya],
      [`${ORIGIN}/call-girls/mumbai/asha-${ids.asha}`, dates.asha],
      [`${ORIGIN}/call-girls/${slugs.panaji}/riya-${ids.goaAd}`, dates.goaAd],
    ]);
  });

  it('lists the published blogs an admin left indexable, dated by their last change', async () => {
    const { xml } = await fetchXml('/sitemaps/blogs-1.xml');
    expect(entriesOf(xml)).toEqual([[`${ORIGIN}/blogs/mumbai-nights`, dates.blog]]);
  });

  it('sends the kept gzip to a client that accepts it, and the same XML decompressed to one that does not', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/ads-1.xml']) {
      const plain = await t.app.request(path);
      const zipped = await t.app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([plain.headers.get('content-encoding'), zipped.headers.get('content-encoding')]).toEqual([null, 'gzip']);
      expect([plain.headers.get('vary'), zipped.headers.get('vary')]).toEqual(['Accept-Encoding', 'Accept-Encoding']);
      const xml = await plain.text();
      expect(locsOf(xml).length).toBeGreaterThan(0);
      expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(xml);
    }
  });

  it('answers 404 for a name the index does not list', async () => {
    for (const name of [
      'ads-2.xml',
      'ads-0.xml',
      'ads-01.xml',
      'blogs-9999999.xml',
      'nope.xml',
      'pages-1.xml.gz',
      'ads-1',
      '..%2Fsitemap.xml',
    ]) {
      const { status } = await fetchXml(`/sitemaps/${name}`);
      expect({ name, status }).toEqual({ name, status: 404 });
    }
  });
});

describe('createSitemaps', () => {
  const read = async (sitemaps: ReturnType<typeof createSitemaps>, name: string) =>
    text(await sitemaps.child(ORIGIN, name));

  it('splits every kind at the limit: 3 ads, each in 2 languages, with a limit of 4 addresses are two files', async () => {
    expect(SITEMAP_LIMIT).toBe(50_000);
    const sitemaps = createSitemaps(t.database.prisma, { limit: 4 });
    const index = locsOf(text(await sitemaps.index(ORIGIN))!);
    expect(index.filter((loc) => loc.includes('/ads-'))).toEqual([
      `${ORIGIN}/sitemaps/ads-1.xml`,
      `${ORIGIN}/sitemaps/ads-2.xml`,
    ]);
    expect(index.filter((loc) => loc.includes('/city-categories-'))).toEqual([
      `${ORIGIN}/sitemaps/city-categories-1.xml`,
      `${ORIGIN}/sitemaps/city-categories-2.xml`,
    ]);
    expect(locsOf((await read(sitemaps, 'ads-1.xml'))!)).toEqual([
      `${ORIGIN}/call-girls/mumbai/riya-${ids.riya}`,
      `${ORIGIN}/call-girls/mumbai/asha-${ids.asha}`,
    ]);
    expect(locsOf((await read(sitemaps, 'ads-2.xml'))!)).toEqual([
      `${ORIGIN}/call-girls/${slugs.panaji}/riya-${ids.goaAd}`,
    ]);
    expect(await read(sitemaps, 'ads-3.xml')).toBeNull();
    expect(locsOf((await read(sitemaps, 'city-categories-2.xml'))!)).toHaveLength(1);
  });

  it('leaves out the pages an admin marked noindex, and the listings with the listing page', async () => {
    await t.database.prisma.seoPage.create({
      data: { path: '/call-girls', title: 'Listing', robots: 'noindex, nofollow' },
    });
    await t.database.prisma.seoPage.create({ data: { path: '/privacy-policy', title: 'Privacy', robots: 'none' } });
    try {
      const sitemaps = createSitemaps(t.database.prisma);
      const pages = locsOf((await read(sitemaps, 'pages-1.xml'))!);
      expect(pages).not.toContain(`${ORIGIN}/call-girls`);
      expect(pages).not.toContain(`${ORIGIN}/privacy-policy`);
      expect(pages).toContain(`${ORIGIN}/about-us`);
      expect(locsOf(text(await sitemaps.index(ORIGIN))!).some((loc) => loc.includes('/cities-'))).toBe(false);
      expect(await read(sitemaps, 'cities-1.xml')).toBeNull();
      // ad pages keep their own robots: they stay listed
      expect(locsOf((await read(sitemaps, 'ads-1.xml'))!)).toHaveLength(3);
    } finally {
      await t.database.prisma.seoPage.deleteMany({ where: { path: { in: ['/call-girls', '/privacy-policy'] } } });
    }
  });

  it('serves a document from memory until it is older than the time to live, per origin', async () => {
    let clock = 1_000_000;
    const sitemaps = createSitemaps(t.database.prisma, { ttlMs: 60_000, now: () => clock });
    const before = locsOf((await read(sitemaps, 'blogs-1.xml'))!);
    await t.database.prisma.blog.create({ data: { slug: 'goa-beaches', title: 'Goa', description: '<p>g</p>' } });
    try {
      expect(locsOf((await read(sitemaps, 'blogs-1.xml'))!)).toEqual(before);
      // another origin is another document, from the same (cached) layout
      expect(locsOf(text(await sitemaps.child('http://other.example/', 'blogs-1.xml'))!)).toEqual([
        'http://other.example/blogs/mumbai-nights',
      ]);
      clock += 60_000;
      expect(locsOf((await read(sitemaps, 'blogs-1.xml'))!)).toEqual([`${ORIGIN}/blogs/goa-beaches`, ...before]);
    } finally {
      await t.database.prisma.blog.delete({ where: { slug: 'goa-beaches' } });
    }
  });

  it('keeps at most its bound of documents', async () => {
    const { counted, queries } = countingAdQueries();
    const sitemaps = createSitemaps(counted, { maxEntries: 1 });
    await sitemaps.child(ORIGIN, 'ads-1.xml');
    const afterFirst = queries.filter((method) => method === 'findMany').length;
    await sitemaps.child(ORIGIN, 'ads-1.xml');
    expect(queries.filter((method) => method === 'findMany').length).toBe(afterFirst);
    // a second document pushes the first out: reading it again queries again
    await sitemaps.child(ORIGIN, 'pages-1.xml');
    await sitemaps.child(ORIGIN, 'ads-1.xml');
    expect(queries.filter((method) => method === 'findMany').length).toBe(afterFirst + 1);
  });
});

describe('the cache at catalogue size', () => {
  // bench:sitemaps at 1,000,000 ads: 84 MB of XML against a 48 MB bound, so a crawler going
  // through the files in order found none of them still kept; gzipped they take about 8 MB
  it('counts a document by its gzipped size: one larger than the bound as text but not gzipped stays kept', async () => {
    const { counted, queries } = countingAdQueries();
    const findManys = () => queries.filter((method) => method === 'findMany').length;
    const document = (await createSitemaps(t.database.prisma).child(ORIGIN, 'ads-1.xml'))!;
    const textBytes = Buffer.byteLength(text(document)!);
    expect(document.byteLength).toBeLessThan(textBytes);
    const sitemaps = createSitemaps(counted, { maxBytes: textBytes - 1 });
    expect(text(await sitemaps.child(ORIGIN, 'ads-1.xml'))).toBe(text(document));
    expect(findManys()).toBe(1);
    expect(text(await sitemaps.child(ORIGIN, 'ads-1.xml'))).toBe(text(document));
    expect(findManys()).toBe(1);
  });
});

describe('acceptsGzip', () => {
  it('takes gzip named or as *, unless its weight is 0', () => {
    const cases = [
      'gzip, deflate, br',
      'br;q=1.0, gzip;q=0.8',
      'x-gzip',
      '*',
      'identity',
      'gzip;q=0',
      'deflate, br',
      '*;q=0',
      '',
    ];
    expect(cases.map((header) => [header, acceptsGzip(header)])).toEqual([
      ['gzip, deflate, br', true],
      ['br;q=1.0, gzip;q=0.8', true],
      ['x-gzip', true],
      ['*', true],
      ['identity', false],
      ['gzip;q=0', false],
      ['deflate, br', false],
      ['*;q=0', false],
      ['', false],
    ]);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});
