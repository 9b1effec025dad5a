// The image a page shows largest first (the first listing card's photo, a blog's first slide),
// announced in the HTML with <link rel="preload" as="image">, so it downloads alongside the app's
// scripts instead of after them. The `sizes` must match the client's <img> exactly, or the browser
// fetches another width: client/src/features/listing/AdCard.tsx, features/blogs/BlogSlideshow.tsx.
import type { RequestContext } from './graphql/context.ts';
import { publicAdWhere } from './modules/ads/visibility.ts';
import { imageSources } from './modules/media/images.ts';

export const LISTING_CARD_IMAGE_SIZES = '(min-width: 62em) 370px, (min-width: 30em) 50vw, 100vw';
export const BLOG_SLIDE_IMAGE_SIZES = '(min-width: 960px) 896px, 100vw';

export interface LeadImage {
  href: string;
  srcSet: string;
  sizes: string;
}

type ImageContext = Pick<RequestContext, 'db' | 'origin'>;

/** A `?location=` value: a city's number, or its global id ("Location:N" in base64). */
function locationIdOf(value: string | null): number | null {
  if (!value) return null;
  if (/^\d{1,9}$/.test(value)) return Number(value);
  const decoded = /^[A-Za-z0-9+/=]{4,40}$/.test(value) ? Buffer.from(value, 'base64').toString('utf8') : '';
  const match = /^Location:(\d{1,9})$/.exec(decoded);
  return match ? Number(match[1]) : null;
}

export async function leadImage(ctx: ImageContext, url: URL): Promise<LeadImage | null> {
  const path = decodeURI(url.pathname).replace(/\/+$/, '') || '/';
  if (path === '/call-girls') {
    const locationId = locationIdOf(url.searchParams.get('location'));
    const ad = await ctx.db.ad.findFirst({
      where: { ...publicAdWhere(), ...(locationId === null ? {} : { locationId }) },
      orderBy: [{ startDate: 'desc' }, { id: 'desc' }],
      select: { images: { orderBy: { position: 'asc' }, take: 1, select: { path: true, width: true } } },
    });
    const image = ad?.images[0];
    return image ? preload(ctx.origin, image, LISTING_CARD_IMAGE_SIZES) : null;
  }
  const blogSlug = /^\/blogs\/([^/]+)$/.exec(path)?.[1];
  if (blogSlug) {
    const blog = await ctx.db.blog.findFirst({
      where: { slug: blogSlug, published: true },
      select: { images: { orderBy: { position: 'asc' }, take: 1, select: { path: true, width: true } } },
    });
    const image = blog?.images[0];
    return image ? preload(ctx.origin, image, BLOG_SLIDE_IMAGE_SIZES) : null;
  }
  return null;
}

function preload(origin: string, image: { path: string; width: number | null }, sizes: string): LeadImage {
  const { url, srcSet } = imageSources(origin, image);
  return { href: url, srcSet, sizes };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML with a high-priority image preload before </head>. */
export function injectImagePreload(html: string, image: LeadImage | null): string {
  if (!image) return html;
  const srcSet = image.srcSet ? ` imagesrcset="${escapeAttribute(image.srcSet)}" imagesizes="${escapeAttribute(image.sizes)}"` : '';
  const link = `<link rel="preload" as="image" href="${escapeAttribute(image.href)}"${srcSet} fetchpriority="high">`;
  return html.replace(/<\/head>/i, () => `  ${link}\n  </head>`);
}
