// /sitemap.xml, /sitemaps/{name}.xml and /robots.txt (docs/architecture.md section 2): what search
// engines may crawl, from the data. The index names child sitemaps of at most `limit` addresses
// each (the protocol's 50,000): pages, city listings, city and category listings, ads, blogs. Each page
// is listed in every language (issue 35), each address with its alternates (hreflang, x-default).
// Each child is a few set-based statements (never one per row), gzipped, and kept in memory for
// a short while per origin: crawlers ask for the same files again and again.
import { gzipSync } from 'node:zlib';
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { isoDate, todayInIndia } from '../../lib/dates.ts';
import { publicAdWhere } from '../ads/service.ts';
import { listingPath } from '../catalog/service.ts';
import { storedSeoPath } from './service.ts';
import { adPathOf, SIGNED_IN_AREAS } from '../../../common/routes.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage } from '../../../common/languages.ts';

/** The public pages a sitemap lists besides listings, ads and blogs (login and register are no content). */
export const SITEMAP_PAGES = [
  '/',
  '/call-girls',
  '/blogs',
  '/about-us',
  '/contact-us',
  '/terms-&-conditions',
  '/privacy-policy',
  '/grievance',
] as const;

/** Signed-in areas and the endpoints: nothing there for search engines. */
// /graphql stays crawlable: a crawler that runs the app needs its public queries (GET requests)
export const DISALLOWED_PATHS = [...SIGNED_IN_AREAS, '/api/'] as const;

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_LIMIT = 50_000;

/** How long a generated sitemap is served from memory, and how much memory that may take. */
export const SITEMAP_CACHE = { ttlMs: 10 * 60_000, maxEntries: 64, maxBytes: 48 * 1024 * 1024 };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** The address of an ad's details page: its readable one (common/routes.ts adPathOf). */
export function adPath(ad: { id: number; name: string; location: { slug: string } }): string {
  return adPathOf({ citySlug: ad.location.slug, name: ad.name, databaseId: ad.id });
}

function excludesIndexing(robots: string): boolean {
  return /\bnoindex\b|\bnone\b/i.test(robots);
}

export interface SitemapEntry {
  path: string;
  lastmod?: Date | null;
}

/** The kinds of child sitemap, in the order the index names them. */
const KINDS = ['pages', 'cities', 'city-categories', 'ads', 'blogs'] as const;
type Kind = (typeof KINDS)[number];
const CHILD_NAME = /^(pages|cities|city-categories|ads|blogs)-([1-9]\d{0,5})\.xml$/;

/** The ads of one file: ids after `after`, up to `last` (the last file has no end yet). */
interface AdRange {
  after: number;
  last: number | null;
  lastmod: Date | null;
}

/** What the index says and the small children hold, computed together (ads only as id ranges). */
interface Layout {
  lists: Record<Exclude<Kind, 'ads'>, SitemapEntry[][]>;
  adRanges: AdRange[];
}

type SitemapDb = Pick<RequestContext, 'db'>['db'];

/** The later of two dates (either may be missing). */
function later(a: Date | null | undefined, b: Date | null | undefined): Date | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

function latestOf(entries: readonly SitemapEntry[]): Date | null {
  return entries.reduce<Date | null>((latest, entry) => later(latest, entry.lastmod), null);
}

function split<T>(items: readonly T[], limit: number): T[][] {
  const files: T[][] = [];
  for (let start = 0; start < items.length; start += limit) files.push(items.slice(start, start + limit));
  return files;
}

/** The public-ad rule for the statements here: running today (India's date), by the ads module's rule. */
function publicAds(extra: Prisma.AdWhereInput = {}): Prisma.AdWhereInput {
  return { AND: [publicAdWhere(todayInIndia()), extra] };
}

async function computeLayout(db: SitemapDb, limit: number): Promise<Layout> {
  const [records, cityGroups, pairGroups, locations, categories, blogs, adsTotal, adsLatest] = await Promise.all([
    db.seoPage.findMany({ select: { path: true, robots: true, updatedAt: true } }),
    // a listing changes when one of its ads starts or is edited: its lastmod is the latest of those
    db.ad.groupBy({ by: ['locationId'], where: publicAds(), _max: { startDate: true, updatedAt: true } }),
    db.ad.groupBy({ by: ['locationId', 'categoryId'], where: publicAds(), _max: { startDate: true, updatedAt: true } }),
    db.location.findMany({ select: { id: true, slug: true } }),
    db.category.findMany({ select: { id: true, slug: true } }),
    db.blog.findMany({
      where: { published: true },
      select: { slug: true, metaRobots: true, updatedAt: true },
      orderBy: { id: 'desc' },
    }),
    db.ad.count({ where: publicAds() }),
    db.ad.aggregate({ where: publicAds(), _max: { startDate: true, updatedAt: true } }),
  ]);
  const recordOf = new Map(records.map((record) => [record.path, record]));
  const hidden = (path: string) => excludesIndexing(recordOf.get(storedSeoPath(path) ?? path)?.robots ?? '');
  const locationSlugs = new Map(locations.map((location) => [location.id, location.slug]));
  const categorySlugs = new Map(categories.map((category) => [category.id, category.slug]));
  const indexedBlogs = blogs.filter((blog) => !excludesIndexing(blog.metaRobots));

  const pageLastmod: Partial<Record<string, Date | null>> = {
    '/call-girls': later(adsLatest._max.startDate, adsLatest._max.updatedAt),
    '/blogs': latestOf(indexedBlogs.map((blog) => ({ path: '', lastmod: blog.updatedAt }))),
  };
  const pages = SITEMAP_PAGES.filter((path) => !hidden(path)).map((path) => ({
    path,
    lastmod: later(pageLastmod[path], recordOf.get(storedSeoPath(path) ?? path)?.updatedAt),
  }));
  // the city listings carry the listing's SEO record, robots included
  const listingsHidden = hidden('/call-girls');
  const cities = listingsHidden
    ? []
    : cityGroups
        .map((group) => ({
          slug: locationSlugs.get(group.locationId),
          lastmod: later(group._max.startDate, group._max.updatedAt),
        }))
        .filter((city) => city.slug)
        .map((city) => ({ path: listingPath(city.slug!), lastmod: city.lastmod }))
        .sort((a, b) => a.path.localeCompare(b.path));
  const pairs = listingsHidden
    ? []
    : pairGroups
        .map((group) => ({
          city: locationSlugs.get(group.locationId),
          category: categorySlugs.get(group.categoryId),
          lastmod: later(group._max.startDate, group._max.updatedAt),
        }))
        .filter((pair) => pair.city && pair.category)
        .map((pair) => ({ path: listingPath(pair.city!, pair.category), lastmod: pair.lastmod }))
        .sort((a, b) => a.path.localeCompare(b.path));

  return {
    lists: {
      pages: [pages],
      cities: split(cities, limit),
      'city-categories': split(pairs, limit),
      blogs: split(
        indexedBlogs.map((blog) => ({ path: `/blogs/${blog.slug}`, lastmod: blog.updatedAt })),
        limit,
      ),
    },
    adRanges: await adRanges(db, adsTotal, limit),
  };
}

/**
 * The ads files as id ranges: the count first, then for each file but the last the id of its
 * `limit`-th ad after the previous file (one statement per file, an index range scan), and each
 * range's lastmod in one aggregate per file.
 */
async function adRanges(db: SitemapDb, total: number, limit: number): Promise<AdRange[]> {
  const files = Math.ceil(total / limit);
  const bounds: { after: number; last: number | null }[] = [];
  let after = 0;
  for (let file = 1; file <= files; file += 1) {
    const last =
      file === files
        ? null
        : ((
            await db.ad.findFirst({
              where: publicAds({ id: { gt: after } }),
              orderBy: { id: 'asc' },
              skip: limit - 1,
              select: { id: true },
            })
          )?.id ?? null);
    bounds.push({ after, last });
    if (last === null) break;
    after = last;
  }
  return Promise.all(
    bounds.map(async (bound) => {
      const { _max } = await db.ad.aggregate({
        where: publicAds(adIdsOf(bound)),
        _max: { startDate: true, updatedAt: true },
      });
      return { ...bound, lastmod: later(_max.startDate, _max.updatedAt) };
    }),
  );
}

function adIdsOf(range: { after: number; last: number | null }): Prisma.AdWhereInput {
  return { id: range.last === null ? { gt: range.after } : { gt: range.after, lte: range.last } };
}

// ---- writing XML, kept gzipped ---------------------------------------------------------------------

/**
 * A document as it is kept and sent: gzipped. Sitemaps shrink about tenfold, so the cache holds
 * every file of a 1,000,000-ad catalogue (84 MB as text, more than its bound), and a crawler,
 * which accepts gzip, gets the bytes as they are.
 */
export type SitemapDocument = Uint8Array<ArrayBuffer>;

function gzipped(parts: Iterable<string>): SitemapDocument {
  return gzipSync(Array.from(parts).join(''));
}

function absolute(origin: string, path: string): string {
  return escapeXml(`${origin}${encodeURI(path)}`);
}

function lastmodTag(lastmod: Date | null | undefined): string {
  return lastmod ? `<lastmod>${isoDate(lastmod)}</lastmod>` : '';
}

/**
 * Each page's address in every language, each naming all of them (and English as x-default), as search
 * engines read alternates in a sitemap: a page is LANGUAGES.length addresses.
 */
function* urlset(origin: string, entries: Iterable<SitemapEntry>): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  for (const entry of entries) {
    const inLanguage = LANGUAGES.map((language) => absolute(origin, pathInLanguage(entry.path, language)));
    const alternates = [
      ...LANGUAGES.map(
        (language, index) => `<xhtml:link rel="alternate" hreflang="${language}" href="${inLanguage[index]}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${inLanguage[LANGUAGES.indexOf(DEFAULT_LANGUAGE)]}"/>`,
    ].join('');
    const lastmod = lastmodTag(entry.lastmod);
    for (const address of inLanguage) yield `  <url><loc>${address}</loc>${lastmod}${alternates}</url>\n`;
  }
  yield '</urlset>\n';
}

function* sitemapIndex(origin: string, children: Iterable<SitemapEntry>): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const child of children)
    yield `  <sitemap><loc>${absolute(origin, child.path)}</loc>${lastmodTag(child.lastmod)}</sitemap>\n`;
  yield '</sitemapindex>\n';
}

/** Whether an Accept-Encoding header takes gzip (named or `*`, with a weight above 0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((item) => {
    const [coding, ...parameters] = item.trim().toLowerCase().split(';');
    const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return (coding === 'gzip' || coding === 'x-gzip' || coding === '*') && (weight === undefined || Number(weight) > 0);
  });
}

/** A kept document as a response: gzipped as it is, or decompressed while it is sent to a client without gzip. */
export function sitemapResponse(
  document: SitemapDocument,
  acceptEncoding: string | undefined,
): { body: SitemapDocument | ReadableStream<Uint8Array>; headers: Record<string, string> } {
  const headers = { vary: 'Accept-Encoding' };
  if (acceptsGzip(acceptEncoding)) return { body: document, headers: { ...headers, 'content-encoding': 'gzip' } };
  return { body: new Blob([document]).stream().pipeThrough(new DecompressionStream('gzip')), headers };
}

// ---- the sitemaps of one app ----------------------------------------------------------------------

export interface SitemapOptions {
  /** addresses per child file (the protocol's 50,000; smaller in tests): a page in every language counts as many */
  limit?: number;
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** the clock of the cache */
  now?: () => number;
}

interface Cached {
  expires: number;
  /** gzipped */
  document: Promise<SitemapDocument | null>;
  bytes: number;
}

/**
 * The sitemap index and its children for one app. Documents are cached per origin and name for
 * `ttlMs`, at most `maxEntries` of them and `maxBytes` together (the oldest go first); concurrent
 * requests for the same document share one generation.
 */
export function createSitemaps(db: SitemapDb, options: SitemapOptions = {}) {
  // the pages a child file lists: each is one address per language
  const limit = Math.max(1, Math.floor((options.limit ?? SITEMAP_LIMIT) / LANGUAGES.length));
  const ttlMs = options.ttlMs ?? SITEMAP_CACHE.ttlMs;
  const maxEntries = options.maxEntries ?? SITEMAP_CACHE.maxEntries;
  const maxBytes = options.maxBytes ?? SITEMAP_CACHE.maxBytes;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Cached>();
  let layout: { expires: number; value: Promise<Layout> } | null = null;

  function currentLayout(): Promise<Layout> {
    if (!layout || layout.expires <= now()) {
      const value = computeLayout(db, limit);
      layout = { expires: now() + ttlMs, value };
      value.catch(() => {
        if (layout?.value === value) layout = null;
      });
    }
    return layout.value;
  }

  function evict() {
    let bytes = 0;
    for (const entry of cache.values()) bytes += entry.bytes;
    // a Map iterates in insertion order: the first entries are the oldest
    for (const [key, entry] of cache) {
      if (cache.size <= maxEntries && bytes <= maxBytes) break;
      cache.delete(key);
      bytes -= entry.bytes;
    }
  }

  function cached(key: string, generate: () => Promise<SitemapDocument | null>): Promise<SitemapDocument | null> {
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.document;
    cache.delete(key);
    const entry: Cached = { expires: now() + ttlMs, document: generate(), bytes: 0 };
    cache.set(key, entry);
    entry.document.then(
      (document) => {
        entry.bytes = document?.byteLength ?? 0;
        evict();
      },
      () => {
        if (cache.get(key) === entry) cache.delete(key);
      },
    );
    evict();
    return entry.document;
  }

  const originOf = (origin: string) => origin.replace(/\/+$/, '');

  async function generateIndex(origin: string): Promise<SitemapDocument> {
    const { lists, adRanges: ranges } = await currentLayout();
    const children: SitemapEntry[] = [];
    for (const kind of KINDS) {
      if (kind === 'ads') {
        ranges.forEach((range, index) =>
          children.push({ path: `/sitemaps/ads-${index + 1}.xml`, lastmod: range.lastmod }),
        );
      } else {
        lists[kind].forEach((entries, index) =>
          children.push({ path: `/sitemaps/${kind}-${index + 1}.xml`, lastmod: latestOf(entries) }),
        );
      }
    }
    return gzipped(sitemapIndex(origin, children));
  }

  async function generateChild(origin: string, kind: Kind, number: number): Promise<SitemapDocument | null> {
    const { lists, adRanges: ranges } = await currentLayout();
    if (kind !== 'ads') {
      const entries = lists[kind][number - 1];
      return entries ? gzipped(urlset(origin, entries)) : null;
    }
    const range = ranges[number - 1];
    if (!range) return null;
    const ads = await db.ad.findMany({
      where: publicAds(adIdsOf(range)),
      orderBy: { id: 'asc' },
      take: limit,
      select: { id: true, name: true, startDate: true, updatedAt: true, location: { select: { slug: true } } },
      relationLoadStrategy: 'join',
    });
    return gzipped(
      urlset(
        origin,
        (function* () {
          for (const ad of ads) yield { path: adPath(ad), lastmod: later(ad.startDate, ad.updatedAt) };
        })(),
      ),
    );
  }

  return {
    /** The sitemap index, gzipped: every child with its lastmod. */
    index(origin: string): Promise<SitemapDocument> {
      const base = originOf(origin);
      return cached(`${base} /sitemap.xml`, () => generateIndex(base)) as Promise<SitemapDocument>;
    },
    /** A child sitemap by its file name (`ads-2.xml`), gzipped; null for a name the index does not list. */
    async child(origin: string, name: string): Promise<SitemapDocument | null> {
      const match = CHILD_NAME.exec(name);
      if (!match) return null;
      const [kind, number] = [match[1] as Kind, Number(match[2])];
      // a name the index does not list is refused before the cache: unknown names cannot push real files out
      const { lists, adRanges: ranges } = await currentLayout();
      if (number > (kind === 'ads' ? ranges.length : lists[kind].length)) return null;
      const base = originOf(origin);
      return cached(`${base} ${name}`, () => generateChild(base, kind, number));
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;

export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
