// A page's <head> as both sides know it (issue 32): the texts of the route's head (`pageHead`, or a page's
// own such as the not-found page's), what the page adds from its data (structured data, the image a link
// preview shows, the image to preload), and the one writer of those tags into the document the server
// sends (server/page-document.ts). The browser renders the same texts as React 19 head tags
// (client/src/components/DocumentHead.tsx), which take over these on hydration.
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage, type Language } from './languages.ts';

export interface HeadTags {
  title: string;
  description: string;
  keywords: string;
  /** the page's absolute address; '' for a page that has none (not found): no canonical link */
  canonicalUrl: string;
  robots: string;
}

/** The image a page shows largest first, preloaded at high priority (`sizes` as the page's <img> has it). */
export interface LeadImage {
  href: string;
  srcSet: string;
  sizes: string;
}

/** A breadcrumb of the page (schema.org BreadcrumbList): a name and a path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

/** What one component of a page gives to its head; a render's parts are merged (mergeHeadParts). */
export interface HeadPart {
  tags?: HeadTags;
  /** schema.org objects the page describes (an ItemList, a BlogPosting) */
  jsonLd?: readonly Record<string, unknown>[];
  crumbs?: readonly Crumb[];
  /** the absolute address of the image a link preview shows */
  previewImage?: string;
  /** Open Graph's type: 'website' unless the page is an article */
  type?: 'website' | 'article';
  leadImage?: LeadImage;
}

/** The head of a rendered page, every part merged. */
export interface PageHead {
  tags: HeadTags | null;
  jsonLd: Record<string, unknown>[];
  crumbs: Crumb[];
  previewImage: string | null;
  type: 'website' | 'article';
  leadImage: LeadImage | null;
}

/** The parts of one render, in render order: the last texts, image and type given win; objects add up. */
export function mergeHeadParts(parts: readonly HeadPart[]): PageHead {
  const head: PageHead = { tags: null, jsonLd: [], crumbs: [], previewImage: null, type: 'website', leadImage: null };
  // a component rendered again (after something suspended) gives its objects again: each is kept once
  const objects = new Set<string>();
  for (const part of parts) {
    if (part.tags) head.tags = part.tags;
    for (const object of part.jsonLd ?? []) {
      const key = JSON.stringify(object);
      if (objects.has(key)) continue;
      objects.add(key);
      head.jsonLd.push(object);
    }
    if (part.crumbs) head.crumbs = [...part.crumbs];
    if (part.previewImage) head.previewImage = part.previewImage;
    if (part.type) head.type = part.type;
    // the first image the page shows is the one to preload
    if (part.leadImage && !head.leadImage) head.leadImage = part.leadImage;
  }
  return head;
}

/** The texts of the page an address that names nothing gets (the same for every such address: no canonical link). */
export function notFoundTags(siteName: string): HeadTags {
  return {
    title: `Page not found | ${siteName}`,
    description: 'The page you are looking for does not exist or is no longer available.',
    keywords: '',
    canonicalUrl: '',
    robots: 'noindex',
  };
}

/** The texts of a page of the signed-in areas: nothing there is for search engines. */
export function signedInTags(siteName: string, canonicalUrl: string): HeadTags {
  return {
    title: `My Account | ${siteName}`,
    description: `The signed-in area of ${siteName}.`,
    keywords: '',
    canonicalUrl,
    robots: 'noindex, nofollow',
  };
}

/** The texts of a page whose own head is not known (its query did not answer): the site's. */
export function siteTags(siteName: string): HeadTags {
  return {
    title: siteName,
    description: 'Browse companion listings by city and category across India. Adults only (18+).',
    keywords: '',
    canonicalUrl: '',
    robots: 'index, follow',
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an HTML element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * JSON inside a <script> data block: `<` (so no `</script>` or `<!--` can end or bend the element), `>`
 * and `&` as escapes, and the line separators U+2028/2029 that older parsers take as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** What the head's writer needs of the site. */
export interface HeadSite {
  siteName: string;
  /** the public origin, no trailing slash */
  origin: string;
  /** the page's language (its address's: common/languages.ts) */
  language: Language;
}

/** Open Graph's locale of each language. */
const OG_LOCALES: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * A page's addresses in each language (issue 35), from its canonical address (the route's head names the
 * page's address as the route table knows it, without a language): its own canonical in the page's
 * language, and the alternates search engines read (every language's, and `x-default`, the English one).
 */
export function languageAddresses(
  canonicalUrl: string,
  language: Language,
): { canonical: string; alternates: { hrefLang: string; href: string }[] } {
  let address: URL;
  try {
    address = new URL(canonicalUrl);
  } catch {
    return { canonical: canonicalUrl, alternates: [] };
  }
  const inLanguage = (each: Language) =>
    `${address.origin}${pathInLanguage(`${address.pathname}${address.search}`, each)}`;
  return {
    canonical: inLanguage(language),
    alternates: [
      ...LANGUAGES.map((each) => ({ hrefLang: each, href: inLanguage(each) })),
      { hrefLang: 'x-default', href: inLanguage(DEFAULT_LANGUAGE) },
    ],
  };
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/**
 * The head's tags in order: the texts and the link-preview metas, then, for a found public page
 * (`structured`), its structured data (the site, its breadcrumbs, the page's objects) and the preview's
 * type, site name, image and card; the lead image's preload first of all, so it starts before anything.
 * JSON-LD is a data block, never run: the CSP's script-src 'self' allows it.
 */
export function headTagsHtml(head: PageHead, tags: HeadTags, site: HeadSite, structured: boolean): string[] {
  const lines: string[] = [];
  const image = head.leadImage;
  if (image) {
    const srcSet = image.srcSet
      ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}"`
      : '';
    lines.push(`<link rel="preload" as="image" href="${escapeHtml(image.href)}"${srcSet} fetchpriority="high">`);
  }
  lines.push(`<title>${escapeHtml(tags.title)}</title>`);
  lines.push(
    meta('name', 'description', tags.description),
    meta('name', 'keywords', tags.keywords),
    meta('name', 'robots', tags.robots),
  );
  const addresses = tags.canonicalUrl ? languageAddresses(tags.canonicalUrl, site.language) : null;
  if (addresses) {
    lines.push(`<link rel="canonical" href="${escapeHtml(addresses.canonical)}" />`);
    for (const alternate of addresses.alternates)
      lines.push(`<link rel="alternate" hreflang="${alternate.hrefLang}" href="${escapeHtml(alternate.href)}" />`);
  }
  lines.push(meta('property', 'og:title', tags.title), meta('property', 'og:description', tags.description));
  if (addresses) lines.push(meta('property', 'og:url', addresses.canonical));
  lines.push(meta('property', 'og:locale', OG_LOCALES[site.language]));
  if (!structured) return lines;
  lines.push(meta('property', 'og:type', head.type), meta('property', 'og:site_name', site.siteName));
  if (head.previewImage) lines.push(meta('property', 'og:image', head.previewImage));
  lines.push(meta('name', 'twitter:card', head.previewImage ? 'summary_large_image' : 'summary'));
  const objects: Record<string, unknown>[] = [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: site.siteName, url: `${site.origin}/` },
  ];
  if (head.crumbs.length > 0) {
    objects.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: head.crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${site.origin}${encodeURI(crumb.path)}`,
      })),
    });
  }
  objects.push(...head.jsonLd);
  for (const object of objects) lines.push(`<script type="application/ld+json">${jsonForScript(object)}</script>`);
  return lines;
}
