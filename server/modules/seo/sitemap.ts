// /sitemap.xml and /robots.txt (docs/architecture.md section 2): what search engines may crawl, from the data.
import type { RequestContext } from '../../context.ts';
import { isoDate } from '../../lib/dates.ts';
import { publicAdWhere } from '../ads/service.ts';
import { storedSeoPath } from './service.ts';

/** The public pages a sitemap lists besides cities and blogs (login and register are no content). */
export const SITEMAP_PAGES = ['/', '/call-girls', '/blogs', '/about-us', '/contact-us', '/terms-&-conditions', '/privacy-policy', '/grievance'] as const;

/** Signed-in areas and the endpoints: nothing there for search engines. */
// /graphql stays crawlable: a crawler that runs the app needs its public queries (GET requests)
export const DISALLOWED_PATHS = ['/admin', '/ads', '/create-ad', '/credit-requests', '/credit-history', '/api/'] as const;

/** The sitemap protocol's limit of addresses in one file. */
const MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** The address of a city's listing; the client reads the `location` search parameter. */
export function cityListingPath(locationId: number): string {
  return `/call-girls?location=${locationId}`;
}

/** The address of an ad's details page. */
export function adPath(adId: number): string {
  return `/call-girls/${adId}`;
}

function excludesIndexing(robots: string): boolean {
  return /\bnoindex\b|\bnone\b/i.test(robots);
}

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/**
 * The sitemap: the public pages, the listing of every city that has publicly visible ads today (a
 * city without ads would be an empty page), and every published blog with its last change. Pages an
 * admin marked noindex (SEO record or blog meta robots) are left out.
 */
export async function sitemapXml(ctx: Pick<RequestContext, 'db' | 'origin'>): Promise<string> {
  const [records, cities, blogs] = await Promise.all([
    ctx.db.seoPage.findMany({ select: { path: true, robots: true } }),
    ctx.db.location.findMany({ where: { ads: { some: publicAdWhere() } }, select: { id: true }, orderBy: { id: 'asc' } }),
    ctx.db.blog.findMany({
      where: { published: true },
      select: { slug: true, metaRobots: true, updatedAt: true },
      orderBy: { id: 'desc' },
      take: MAX_URLS,
    }),
  ]);
  const hidden = new Set(records.filter((record) => excludesIndexing(record.robots)).map((record) => record.path));
  const entries: SitemapEntry[] = [
    ...SITEMAP_PAGES.filter((path) => !hidden.has(storedSeoPath(path) ?? path)).map((path) => ({ path })),
    ...(hidden.has('/call-girls') ? [] : cities.map((city) => ({ path: cityListingPath(city.id) }))),
    ...blogs.filter((blog) => !excludesIndexing(blog.metaRobots)).map((blog) => ({ path: `/blogs/${blog.slug}`, lastmod: blog.updatedAt })),
  ].slice(0, MAX_URLS);

  const origin = ctx.origin.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${isoDate(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${origin}${encodeURI(entry.path)}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`];
  return `${lines.join('\n')}\n`;
}
