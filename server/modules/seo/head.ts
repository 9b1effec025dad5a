// The <head> of a client route (SPEC section 1): title, description, keywords, canonical link, robots value
// and the status the page answers with. The page's SEO record wins field by field; built-in texts fill what
// it leaves empty. Read through the GraphQL query `pageHead`, which each public route's query asks (issue
// 32): the server's renderer reads the status from that answer, and the page writes the head from it.
import type { RequestContext } from '../../context.ts';
import { databaseIdOfGlobalId, parseDatabaseId } from '../../lib/ids.ts';
import { adOfAddress } from '../ads/service.ts';
import { cityOfSlug, listingPath, resolveListingAddress } from '../catalog/service.ts';
import { blogExcerpt, findBlogBySlug } from '../blogs/service.ts';
import { readSiteSettings } from '../settings/service.ts';
import { findSeoPage } from './service.ts';
import { hasListingFacets, listingFacetParams, listingFacetsOf } from '../../../common/listingFacets.ts';
import { adPathOf, isSignedInPage, matchDecodedRoute } from '../../../common/routes.ts';
import { adIdOfSegment as adIdOfReadableSegment, adSegment, isCitySegment } from '../../../common/slugs.ts';
import { signedInTags } from '../../../common/pageHead.ts';
import { DEFAULT_LANGUAGE, placeNameIn, type Language } from '../../../common/languages.ts';
import { pageHeadTexts, type HeadTexts } from './head-texts.ts';

export { DEFAULT_KEYWORDS } from './head-texts.ts';

/** Robots value of a public page none of the sources overrides. */
export const PUBLIC_ROBOTS = 'index, follow';
/** Signed-in areas: nothing there is for search engines. */
export const PROTECTED_ROBOTS = 'noindex, nofollow';
export const NOT_FOUND_ROBOTS = 'noindex';
/** An ad that ran and ended, or was taken down: gone for good, not to be indexed. */
export const GONE_ROBOTS = 'noindex';
/** A visitor's keyword search (`?q=` on a listing): its results are not a page of their own; its links are followed. */
export const SEARCH_ROBOTS = 'noindex, follow';

/** Characters of a description built from free text (search engines show about this many). */
export const DESCRIPTION_LENGTH = 160;

const MAX_PATH_LENGTH = 2000;
const MAX_LOCATION_NAME_LENGTH = 100;

export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  /** the page's absolute address; '' for a path that names nothing (no canonical link) */
  canonicalUrl: string;
  robots: string;
  /** false when the path names no page (or no published blog, no visible ad), or moved */
  found: boolean;
  /**
   * the HTTP status the HTML shell of this path answers with: 301 for an old address (an old
   * slug, `/call-girls?location=ID`), 410 for an ad that ended or was taken down
   */
  status: 200 | 301 | 404 | 410;
  /** with status 301: the path (and query) the page now lives at */
  redirectTo?: string;
}

/** Whether a decoded path is a readable listing address `/call-girls/{city}[/{category}]` (the route table's rule). */
function isReadableListing(path: string): boolean {
  const match = matchDecodedRoute(path);
  return match?.id === 'cityListing' || (match?.id === 'categoryListing' && isCitySegment(match.params.citySlug ?? ''));
}

/** A route as the head rules read it: the decoded path without trailing slash, and the listing's location id. */
export interface RoutePath {
  path: string;
  locationId: number | null;
}

/** Splits a client route (path, optional ?query and #hash) into its decoded path and listing location. */
export function parseRoutePath(route: string): RoutePath {
  const [beforeHash = ''] = route.split('#', 1);
  const queryAt = beforeHash.indexOf('?');
  const rawPath = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  let path: string;
  try {
    path = decodeURIComponent(rawPath.trim());
  } catch {
    path = rawPath.trim();
  }
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/(.)\/+$/, '$1');
  return { path, locationId: parseDatabaseId(search.get('location')) };
}

/**
 * Whether a route asks the listing's keyword search (a `q` with words: a blank one is the listing), or
 * narrows the listing by the visitors' age and verified filters (issue 31): either is not indexed.
 */
function isSearchRoute(route: string): boolean {
  const [beforeHash = ''] = route.split('#', 1);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return false;
  const search = new URLSearchParams(beforeHash.slice(queryAt + 1));
  return searchWordsOf(search) !== '' || hasListingFacets(listingFacetsOf(search));
}

/** The listing's search words as the page reads them (ListingPage.tsx `listingPageVariables`): trimmed, '' for none. */
function searchWordsOf(search: URLSearchParams): string {
  return (search.get('q') ?? '').trim();
}

/**
 * The query parameters a public page reads, with the values it reads, in a fixed order: the one
 * place that says so, for the head's rules here and the rendered pages' cache key (server/http.ts).
 * `/call-girls` reads `location` (an old address, moved) and `q` (a search), with `category` (an id)
 * only while searching; a city's listing reads `q`; both read the age and verified filters
 * (`minAge`, `maxAge`, `verified`, as common/listingFacets.ts reads them) when not searching;
 * the complaint status page reads `number`
 * (GrievanceStatusPage.tsx). No other page reads any: its canonical link never carries a query either.
 */
function parametersRead(path: string, search: URLSearchParams): [string, string][] {
  const read: [string, string][] = [];
  const keep = (name: string, value: string | null | undefined) => {
    if (value) read.push([name, value]);
  };
  const words = searchWordsOf(search);
  // the filters as the page reads them: a value that is no age names the page without it
  const facets = () => (words ? [] : listingFacetParams(listingFacetsOf(search)));
  if (path === '/call-girls') {
    keep('location', search.get('location')?.trim());
    keep('q', words);
    if (words) keep('category', search.get('category'));
    for (const [name, value] of facets()) keep(name, value);
  } else if (isReadableListing(path)) {
    keep('q', words);
    for (const [name, value] of facets()) keep(name, value);
  } else if (path === '/grievance/status') {
    keep('number', search.get('number')?.trim());
  }
  return read;
}

/**
 * A requested path and query as its page reads it: the path as given, and only the query parameters
 * the page reads (`parametersRead`), so `?utm_source=...` or `?q=` on an ad names the page without
 * them. What the server renders and caches a page under (server/http.ts): every address a page
 * cannot tell apart shares one render.
 */
export function pageLocation(route: string): string {
  const [beforeHash = ''] = route.split('#', 1);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return beforeHash;
  const rawPath = beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(
    parametersRead(parseRoutePath(rawPath).path, new URLSearchParams(beforeHash.slice(queryAt + 1))),
  ).toString();
  return query ? `${rawPath}?${query}` : rawPath;
}

/** The absolute address of a path on the public origin; a path that is no valid URL part is encoded. */
export function absoluteUrl(origin: string, path: string): string {
  let encoded: string;
  try {
    encoded = encodeURI(path);
  } catch {
    encoded = encodeURIComponent(path);
  }
  return `${origin.replace(/\/+$/, '')}${encoded}`;
}

/** Plain text of free text on one line, cut at a word boundary with an ellipsis. */
function shortText(text: string, maxLength = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > maxLength / 2 ? cut.slice(0, boundary) : cut).trimEnd()}…`;
}

/** The first non-empty of the values (after trimming), else ''. */
function firstFilled(...values: (string | null | undefined)[]): string {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return '';
}

/** The caller's part of a request; `siteName` when the caller has read the settings already (the HTML shell), else they are read here. */
type HeadContext = Pick<RequestContext, 'db' | 'origin' | 'config'> & { siteName?: string };
/**
 * Within the rules below, the site's name is known; `request` is the caller's own context (what a request
 * looks up once, it is keyed by); `language` the page's (issue 35), whose texts and place names the head has.
 */
type NamedContext = HeadContext & { siteName: string; request: Pick<RequestContext, 'db'>; language: Language };

/**
 * The head of a path that names nothing: the same for every such path, with no canonical link (a page
 * that does not exist has no address to name, and echoing the requested one would let anyone write
 * into it), so one not-found page serves them all (server/http.ts).
 */
function notFound(ctx: NamedContext): PageHead {
  return {
    ...pageHeadTexts(ctx.language).notFound(ctx.siteName),
    canonicalUrl: '',
    robots: NOT_FOUND_ROBOTS,
    found: false,
    status: 404,
  };
}

function foundHead(texts: HeadTexts & { canonicalUrl: string; robots: string }): PageHead {
  return { ...texts, found: true, status: 200 };
}

/** An old address: answered with a 301 to `to` (a path on this origin). */
function movedHead(ctx: NamedContext, to: string): PageHead {
  const texts = pageHeadTexts(ctx.language);
  return {
    ...texts.notFound(ctx.siteName),
    title: texts.movedTitle(ctx.siteName),
    canonicalUrl: absoluteUrl(ctx.origin, to),
    robots: NOT_FOUND_ROBOTS,
    found: false,
    status: 301,
    redirectTo: to,
  };
}

/**
 * The head of a client route. `route` is the path the browser shows (a query string is read only
 * for the listing's `location` and its keyword search `q`); `locationName` is the listing's chosen city, when the caller knows it.
 * `language` is the page's (issue 35): its built-in texts and place names are in it, while the SEO records an
 * admin writes (in English) fill the English pages' fields only; the canonical address stays the page's
 * address without a language (common/pageHead.ts names each language's).
 * The answer is the same for every viewer: it is what search engines see.
 */
export async function resolvePageHead(
  given: HeadContext,
  route: string,
  options: { locationName?: string | null; language?: Language } = {},
): Promise<PageHead> {
  const ctx: NamedContext = {
    ...given,
    siteName: given.siteName ?? (await readSiteSettings(given)).siteName,
    request: given,
    language: options.language ?? DEFAULT_LANGUAGE,
  };
  if (route.length > MAX_PATH_LENGTH) return notFound(ctx);
  const { path, locationId } = parseRoutePath(route);

  if (isSignedInPage(path)) {
    return foundHead(signedInTags(ctx.siteName, absoluteUrl(ctx.origin, path)));
  }

  // the route table's reading of the path (common/routes.ts)
  const match = matchDecodedRoute(path);
  if (match?.id === 'blog') return blogHead(ctx, match.params.slug ?? '');
  if (match?.id === 'adById') return adHead(ctx, adIdOfSegment(match.params.id ?? ''), null, null);
  if (match?.id === 'ad') {
    const segment = match.params.categorySlug ?? '';
    return adHead(ctx, adIdOfReadableSegment(segment), match.params.citySlug ?? '', segment);
  }
  if (match?.id === 'cityListing')
    return searched(route, await readableListingHead(ctx, match.params.id ?? '', undefined));
  if (match?.id === 'categoryListing')
    return searched(route, await readableListingHead(ctx, match.params.citySlug ?? '', match.params.categorySlug));

  const storedPath = path === '/' ? '' : path;
  const texts = pageHeadTexts(ctx.language);
  const defaults = texts.pages(ctx.siteName)[storedPath];
  if (!defaults) return notFound(ctx);

  const record = await findSeoPage(ctx, storedPath);
  const recordTexts = ctx.language === DEFAULT_LANGUAGE ? record : null;
  let fallback = defaults;
  // the record's canonical link is for the page itself; a city's listing is its own page
  const canonicalUrl = firstFilled(record?.canonicalUrl, absoluteUrl(ctx.origin, path));
  if (storedPath === '/call-girls') {
    // the old address of a city's listing: its readable one now (an id that names no city: 404)
    if (locationId !== null) {
      const location = await ctx.db.location.findUnique({ where: { id: locationId }, select: { slug: true } });
      return location ? movedHead(ctx, listingPath(location.slug)) : notFound(ctx);
    }
    const name = firstFilled(options.locationName?.slice(0, MAX_LOCATION_NAME_LENGTH));
    if (name) fallback = texts.listing(ctx.siteName, name);
  } else if (storedPath === '/about-us' && !recordTexts?.keywords.trim()) {
    const states = await ctx.db.state.findMany({
      select: { name: true, hindiName: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    if (states.length > 0)
      fallback = { ...fallback, keywords: states.map((state) => placeNameIn(state, ctx.language)).join(', ') };
  }
  const head = foundHead({
    title: firstFilled(recordTexts?.title, fallback.title),
    description: firstFilled(recordTexts?.description, fallback.description),
    keywords: firstFilled(recordTexts?.keywords, fallback.keywords),
    canonicalUrl,
    robots: firstFilled(record?.robots, PUBLIC_ROBOTS),
  });
  return storedPath === '/call-girls' ? searched(route, head) : head;
}

/** A listing's head for a keyword search of it: not indexed, canonical at the listing itself. */
function searched(route: string, head: PageHead): PageHead {
  return head.found && isSearchRoute(route) ? { ...head, robots: SEARCH_ROBOTS } : head;
}

/**
 * `/call-girls/{city}[/{category}]`: the /call-girls record with fallbacks made from the city (and
 * category) names, canonical at the readable address; 301 from an old slug, 404 for an unknown one.
 */
async function readableListingHead(
  ctx: NamedContext,
  citySlug: string,
  categorySlug: string | undefined,
): Promise<PageHead> {
  const address = await resolveListingAddress(ctx.request, citySlug, categorySlug);
  if (address.kind === 'unknown') return notFound(ctx);
  if (address.kind === 'moved') return movedHead(ctx, address.path);
  const record = await findSeoPage(ctx, '/call-girls');
  const recordTexts = ctx.language === DEFAULT_LANGUAGE ? record : null;
  const fallback = pageHeadTexts(ctx.language).listing(
    ctx.siteName,
    placeNameIn(address.location, ctx.language),
    address.category ? placeNameIn(address.category, ctx.language) : undefined,
  );
  return foundHead({
    title: firstFilled(recordTexts?.title, fallback.title),
    description: firstFilled(recordTexts?.description, fallback.description),
    keywords: firstFilled(recordTexts?.keywords, fallback.keywords),
    canonicalUrl: absoluteUrl(ctx.origin, listingPath(address.location.slug, address.category?.slug)),
    robots: firstFilled(record?.robots, PUBLIC_ROBOTS),
  });
}

async function blogHead(ctx: NamedContext, slug: string): Promise<PageHead> {
  // the public view, whoever asks: an unpublished blog is no page for search engines
  const blog = await findBlogBySlug({ db: ctx.db, viewer: null }, slug, {
    select: {
      slug: true,
      title: true,
      description: true,
      metaTitle: true,
      metaDescription: true,
      metaKeywords: true,
      metaRobots: true,
    },
  });
  if (!blog) return notFound(ctx);
  return foundHead({
    title: firstFilled(blog.metaTitle, blog.title),
    description: firstFilled(blog.metaDescription, blogExcerpt(blog.description, DESCRIPTION_LENGTH)),
    keywords: firstFilled(blog.metaKeywords, pageHeadTexts(ctx.language).defaultKeywords),
    canonicalUrl: absoluteUrl(ctx.origin, `/blogs/${blog.slug}`),
    robots: firstFilled(blog.metaRobots, PUBLIC_ROBOTS),
  });
}

/** The numeric id of an ad from its old address's segment (`/call-girls/{id}`): the ad's global id or its database id. */
export function adIdOfSegment(segment: string): number | null {
  return parseDatabaseId(segment) ?? databaseIdOfGlobalId(segment, 'Ad');
}

/**
 * The head of an ad's address (issue 33): at its readable address `/call-girls/{city}/{name}-{id}` the
 * ad's own; from its old address (`citySlug` null) or a stale or mistyped city or name, 301 to it; 410
 * for an ad gone (the page then shows the city's ads) and 404 for one visitors may not see, both where
 * asked, so nothing of the ad (its name) is written. A segment no ad answers to may be a category's old
 * slug that ended in a number (before issue 33): 301 to that category's listing.
 */
async function adHead(
  ctx: NamedContext,
  id: number | null,
  citySlug: string | null,
  segment: string | null,
): Promise<PageHead> {
  const addressCity = citySlug === null ? null : () => cityOfSlug(ctx.request, citySlug);
  const named = id === null ? null : await adOfAddress(ctx.request, id, addressCity);
  const ad = named?.standing === 'public' ? named.facts : null;
  if (citySlug !== null && segment !== null && (ad === null || segment !== adSegment(ad.name, ad.id))) {
    const moved = await movedCategory(ctx, segment);
    if (moved) return movedHead(ctx, listingPath(citySlug, moved));
  }
  if (!named || named.standing === 'unseen') return notFound(ctx);
  if (!ad) return goneHead(ctx);
  const path = adPathOf({ citySlug: ad.location.slug, name: ad.name, databaseId: ad.id });
  if (citySlug !== ad.location.slug || segment !== adSegment(ad.name, ad.id)) return movedHead(ctx, path);
  const texts = pageHeadTexts(ctx.language).ad(ctx.siteName, {
    name: ad.name,
    shortName: shortText(ad.name, 80),
    description: ad.description,
    shortDescription: shortText(ad.description),
    city: placeNameIn(ad.location, ctx.language),
    state: placeNameIn(ad.location.state, ctx.language),
    category: placeNameIn(ad.category, ctx.language),
  });
  return foundHead({
    ...texts,
    canonicalUrl: absoluteUrl(ctx.origin, path),
    robots: PUBLIC_ROBOTS,
  });
}

/** The current slug of the category an old slug named (one that ended in a number), or null. */
async function movedCategory(ctx: NamedContext, slug: string): Promise<string | null> {
  const old = await ctx.db.slugRedirect.findUnique({
    where: { kind_slug: { kind: 'category', slug } },
    select: { targetId: true },
  });
  if (!old) return null;
  return (await ctx.db.category.findUnique({ where: { id: old.targetId }, select: { slug: true } }))?.slug ?? null;
}

/**
 * An ad that ran and ended, was stopped or taken down, or went with its advertiser's account: 410 (gone,
 * `noindex`), its page showing the city's current ads. No canonical link: the address names no page now.
 */
function goneHead(ctx: NamedContext): PageHead {
  return {
    ...pageHeadTexts(ctx.language).gone(ctx.siteName),
    canonicalUrl: '',
    robots: GONE_ROBOTS,
    found: false,
    status: 410,
  };
}
