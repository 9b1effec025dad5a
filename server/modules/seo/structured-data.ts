// Structured data and link previews of the public pages (issue 16): JSON-LD (schema.org) for search
// engines, Open Graph and Twitter card metas for the previews of shared links. The same for every
// viewer, computed from the route after its head (head.ts) found the page.
import type { BlogPosting, BreadcrumbList, ItemList, ListItem, Organization, WebSite, WithContext } from 'schema-dts';
import type { RequestContext } from '../../context.ts';
import { mediaUrl } from '../../lib/media/storage.ts';
import { listPublicAds, publicAdWhere } from '../ads/service.ts';
import { findBlogBySlug } from '../blogs/service.ts';
import { listingPath, resolveListingAddress } from '../catalog/service.ts';
import { readSiteSettings } from '../settings/service.ts';
import { adIdOfSegment, escapeHtml, isCitySegment, parseRoutePath, type PageHead } from './head.ts';
import { adPath, DISALLOWED_PATHS } from './sitemap.ts';

/** Ads an ItemList names: the start of the listing, in its order (search engines read no more). */
export const ITEM_LIST_LIMIT = 20;

export type JsonLd = WithContext<WebSite> | WithContext<BreadcrumbList> | WithContext<ItemList> | WithContext<BlogPosting>;

/** A `<meta>` of a link preview: Open Graph metas use `property`, Twitter's use `name`. */
export interface PreviewMeta {
  key: 'property' | 'name';
  name: string;
  content: string;
}

export interface StructuredData {
  jsonLd: JsonLd[];
  metas: PreviewMeta[];
}

/** `siteName` when the caller has read the settings already (the HTML shell), else they are read here. */
type DataContext = Pick<RequestContext, 'db' | 'origin' | 'config'> & { siteName?: string };

interface Crumb {
  name: string;
  path: string;
}

/** A page's own facts beyond its head: its breadcrumbs, the objects it describes, its lead image. */
interface PageFacts {
  crumbs: Crumb[];
  objects: JsonLd[];
  imagePath: string | null;
  type: 'website' | 'article';
}

const BLOG_PATH = /^\/blogs\/([^/]+)$/;
/** `/call-girls/{ad id}`, `/call-girls/{city}` or `/call-girls/{city}/{category}` (as head.ts reads them) */
const LISTING_PATH = /^\/call-girls\/([^/]+)(?:\/([^/]+))?$/;

const FIRST_IMAGE = { orderBy: { position: 'asc' }, take: 1, select: { path: true } } as const;

/**
 * The structured data of a route whose head was found (status 200); null for a page that names
 * nothing and for the signed-in areas, which search engines do not index.
 */
export async function structuredDataOf(ctx: DataContext, route: string, head: PageHead): Promise<StructuredData | null> {
  if (head.status !== 200) return null;
  const { path } = parseRoutePath(route);
  if (DISALLOWED_PATHS.some((disallowed) => path === disallowed.replace(/\/$/, '') || path.startsWith(`${disallowed.replace(/\/$/, '')}/`))) {
    return null;
  }
  const origin = ctx.origin.replace(/\/+$/, '');
  const siteName = ctx.siteName ?? (await readSiteSettings(ctx)).siteName;
  const facts = await pageFacts({ ...ctx, siteName }, path, head, origin);
  if (!facts) return null;

  const website: WithContext<WebSite> = { '@context': 'https://schema.org', '@type': 'WebSite', name: siteName, url: `${origin}/` };
  const jsonLd: JsonLd[] = [website];
  if (facts.crumbs.length > 0) jsonLd.push(breadcrumbs(origin, facts.crumbs));
  jsonLd.push(...facts.objects);

  const image = facts.imagePath ? mediaUrl(origin, facts.imagePath) : null;
  const metas: PreviewMeta[] = [
    { key: 'property', name: 'og:title', content: head.title },
    { key: 'property', name: 'og:description', content: head.description },
    { key: 'property', name: 'og:url', content: head.canonicalUrl },
    { key: 'property', name: 'og:type', content: facts.type },
    { key: 'property', name: 'og:site_name', content: siteName },
    ...(image ? [{ key: 'property' as const, name: 'og:image', content: image }] : []),
    { key: 'name', name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  return { jsonLd, metas };
}

async function pageFacts(ctx: DataContext, path: string, head: PageHead, origin: string): Promise<PageFacts | null> {
  // the whole country's listing (the address's old ?location= answers 301, so never gets here)
  if (path === '/call-girls') return listingFacts(ctx, origin, null, null);

  const blogSlug = BLOG_PATH.exec(path)?.[1];
  if (blogSlug !== undefined) return blogFacts(ctx, blogSlug, head, origin);

  const listing = LISTING_PATH.exec(path);
  if (listing) {
    const [, first = '', second] = listing;
    // head.ts's reading: one segment that is no city slug is an ad
    if (second === undefined && !isCitySegment(first)) {
      const adId = adIdOfSegment(first);
      return adId === null ? null : adFacts(ctx, adId);
    }
    const address = await resolveListingAddress({ ...ctx, viewer: null } as unknown as RequestContext, first, second);
    return address.kind === 'found' ? listingFacts(ctx, origin, address.location, address.category) : null;
  }
  return { crumbs: [], objects: [], imagePath: null, type: 'website' };
}

const LISTING_CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Call Girls', path: '/call-girls' },
];

interface Place {
  id: number;
  name: string;
  slug: string;
}

async function listingFacts(ctx: DataContext, origin: string, location: Place | null, category: Place | null): Promise<PageFacts> {
  // the listing's own rule and order (ads/service.ts); listPublicAds answers Prisma's row type, the select is what it holds
  const ads = (await listPublicAds(
    ctx,
    { locationId: location?.id, categoryId: category?.id },
    { take: ITEM_LIST_LIMIT, select: { id: true, name: true } },
  )) as unknown as { id: number; name: string }[];
  const crumbs = [...LISTING_CRUMBS];
  if (location) crumbs.push({ name: location.name, path: listingPath(location.slug) });
  if (location && category) crumbs.push({ name: category.name, path: listingPath(location.slug, category.slug) });
  const itemList: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: ads.length,
    itemListElement: ads.map(
      (ad, index): ListItem => ({ '@type': 'ListItem', position: index + 1, url: `${origin}${adPath(ad.id)}`, name: ad.name }),
    ),
  };
  return { crumbs, objects: [itemList], imagePath: null, type: 'website' };
}

async function adFacts(ctx: DataContext, id: number): Promise<PageFacts | null> {
  const ad = await ctx.db.ad.findFirst({
    where: { id, ...publicAdWhere() },
    select: { id: true, name: true, location: { select: { slug: true, name: true } }, images: FIRST_IMAGE },
  });
  if (!ad) return null;
  return {
    crumbs: [...LISTING_CRUMBS, { name: ad.location.name, path: listingPath(ad.location.slug) }, { name: ad.name, path: adPath(ad.id) }],
    objects: [],
    imagePath: ad.images[0]?.path ?? null,
    type: 'website',
  };
}

async function blogFacts(ctx: DataContext, slug: string, head: PageHead, origin: string): Promise<PageFacts | null> {
  // the public view, whoever asks (as the head reads it)
  // (findBlogBySlug answers Prisma's row type; the select is what it holds)
  const blog = (await findBlogBySlug({ ...ctx, viewer: null } as unknown as RequestContext, slug, {
    select: { slug: true, title: true, createdAt: true, updatedAt: true, images: FIRST_IMAGE },
  })) as unknown as { slug: string; title: string; createdAt: Date; updatedAt: Date; images: { path: string }[] } | null;
  if (!blog) return null;
  const imagePath = blog.images[0]?.path ?? null;
  const path = `/blogs/${blog.slug}`;
  const organization: Organization = { '@type': 'Organization', name: ctx.siteName ?? '', url: `${origin}/` };
  const posting: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: head.description,
    datePublished: blog.createdAt.toISOString(),
    dateModified: blog.updatedAt.toISOString(),
    ...(imagePath ? { image: mediaUrl(origin, imagePath) } : {}),
    url: `${origin}${path}`,
    mainEntityOfPage: `${origin}${path}`,
    author: organization,
    publisher: organization,
  };
  return {
    crumbs: [{ name: 'Home', path: '/' }, { name: 'Blogs', path: '/blogs' }, { name: blog.title, path }],
    objects: [posting],
    imagePath,
    type: 'article',
  };
}

function breadcrumbs(origin: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(
      (crumb, index): ListItem => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${encodeURI(crumb.path)}` }),
    ),
  };
}

// ---- the HTML shell ------------------------------------------------------------------------------

/**
 * JSON inside a <script> element: `<` (so no `</script>` or `<!--` can end or bend the element),
 * `>` and `&` as escapes, and the line separators U+2028/2029 that older parsers take as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function hasMeta(html: string, meta: PreviewMeta): boolean {
  const name = meta.name.replace(/[.:]/g, '\\$&');
  return new RegExp(`<meta\\b[^>]*\\s${meta.key}\\s*=\\s*["']?${name}["']?(?=[\\s/>])`, 'i').test(html);
}

/**
 * The HTML shell with the preview metas (those the head has not set already) and one
 * `<script type="application/ld+json">` per object before </head>. JSON-LD is data, never run, so
 * the CSP's script-src 'self' allows it; nothing executable is added.
 */
export function injectStructuredData(html: string, data: StructuredData | null): string {
  if (!data) return html;
  const tags = [
    ...data.metas.filter((meta) => !hasMeta(html, meta)).map((meta) => `<meta ${meta.key}="${meta.name}" content="${escapeHtml(meta.content)}" />`),
    ...data.jsonLd.map((object) => `<script type="application/ld+json">${jsonForScript(object)}</script>`),
  ];
  if (tags.length === 0 || !/<\/head>/i.test(html)) return html;
  return html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}
