// The image a page shows largest first (the first listing card's photo, a blog's first slide),
// announced in the HTML with <link rel="preload" as="image">, so it downloads alongside the app's
// scripts instead of after them. The `sizes` must match the client's <img> exactly, or the browser
// fetches another width: client/src/features/ads/listing/AdCard.tsx, features/content/blogs/BlogSlideshow.tsx.
import type { RequestContext } from './context.ts';
import { listPublicAds } from './modules/ads/service.ts';
import { imageSources } from './lib/media/images.ts';
import { listingFilterOfSlugs } from './modules/catalog/service.ts';
import { isCitySegment } from './modules/seo/head.ts';

export const LISTING_CARD_IMAGE_SIZES = '(min-width: 62em) 370px, (min-width: 30em) 50vw, 100vw';
export const BLOG_SLIDE_IMAGE_SIZES = '(min-width: 960px) 896px, 100vw';

export interface LeadImage {
  href: string;
  srcSet: string;
  sizes: string;
}

type ImageContext = Pick<RequestContext, 'db' | 'origin'>;

export async function leadImage(ctx: ImageContext, url: URL): Promise<LeadImage | null> {
  const path = decodeURI(url.pathname).replace(/\/+$/, '') || '/';
  // a readable listing address /call-girls/{city}[/{category}] (a single segment of digits is an ad)
  const readable = /^\/call-girls\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  const listing =
    path === '/call-girls'
      ? { locationId: url.searchParams.get('location') ?? undefined }
      : readable && (readable[2] !== undefined || isCitySegment(readable[1] ?? ''))
        ? await listingFilterOfSlugs({ ...ctx, viewer: null } as RequestContext, readable[1] ?? '', readable[2])
        : null;
  if (listing) {
    // the listing's own first ad: the same filter and order as the page the visitor will see
    // (listPublicAds answers Prisma's row type; the select below is what it holds)
    const [ad] = (await listPublicAds(ctx, listing, {
      take: 1,
      select: { images: { orderBy: { position: 'asc' }, take: 1, select: { path: true, width: true } } },
    })) as unknown as { images: { path: string; width: number | null }[] }[];
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
