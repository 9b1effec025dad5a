// Blog descriptions are rich text written in the admin's editor and shown as HTML to every
// visitor, so the server keeps only an allow-list (docs/architecture.md section 7): basic text formatting,
// lists, links to web, mail and phone addresses, and images from the web or inline PNG, JPEG,
// GIF or WebP data. Everything else is removed; the text inside removed tags is kept.
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'img',
];

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES = ['http', 'https', 'data'];
/** Inline images: raster formats only (an SVG can carry script). */
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp)[;,]/;

/** Tags removed together with their content: their text is code, styles or hidden markup, not prose. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'noembed',
  'noframes',
  'template',
  'title',
  'xmp',
  'object',
  'svg',
  'math',
];

/**
 * What a browser would read as the URL's scheme: characters it ignores (controls, spaces) and
 * embedded comments are dropped first, as they are used to smuggle `java\tscript:` past checks.
 * '' means no scheme (a relative address); 'protocol-relative' an address starting with //.
 */
function schemeOf(url: string): string {
  // eslint-disable-next-line no-control-regex
  let cleaned = url.replace(/[\u0000-\u0020]+/g, '');
  cleaned = cleaned.replace(/<!--[\s\S]*?-->/g, '');
  const match = /^([a-zA-Z][a-zA-Z0-9.+-]*):/.exec(cleaned);
  if (match) return match[1]!.toLowerCase();
  return /^[/\\]{2}/.test(cleaned) ? 'protocol-relative' : '';
}

function isSafeLink(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme === '' || LINK_SCHEMES.includes(scheme);
}

function isSafeImageSource(src: string): boolean {
  const scheme = schemeOf(src);
  if (scheme === 'data') {
    // eslint-disable-next-line no-control-regex
    return INLINE_IMAGE.test(src.replace(/[\u0000-\u0020]+/g, '').toLowerCase());
  }
  return scheme === '' || (scheme !== 'protocol-relative' && IMAGE_SCHEMES.includes(scheme));
}

const DIMENSION = /^\d{1,4}%?$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  // a second line of defence behind the checks of transformTags below
  allowedSchemes: [],
  allowedSchemesByTag: { a: LINK_SCHEMES, img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  nestingLimit: 64,
  transformTags: {
    a: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      const href = attribs.href?.trim();
      if (href && isSafeLink(href)) kept.href = href;
      if (attribs.title) kept.title = attribs.title;
      // a new tab must not get a handle on this page (reverse tabnabbing)
      if (attribs.target?.trim().toLowerCase() === '_blank') {
        kept.target = '_blank';
        kept.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      const src = attribs.src?.trim();
      if (src && isSafeImageSource(src)) kept.src = src;
      if (attribs.alt) kept.alt = attribs.alt;
      for (const dimension of ['width', 'height'] as const) {
        const value = attribs[dimension]?.trim();
        if (value && DIMENSION.test(value)) kept[dimension] = value;
      }
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img' && !frame.attribs.src) return true;
    // a link whose address was refused keeps its words, without the tag
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
};

/** The blog description as it may be stored and shown: only allowed tags, attributes and addresses. */
export function sanitiseBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const BLOCK_END = /<(br|img)\b[^>]*>|<\/(p|h[1-6]|li|blockquote|pre|ul|ol)>/g;
const ESCAPED: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/** The words of a description, without markup: for excerpts and the admin table. */
export function blogPlainText(html: string): string {
  // canonical markup first, so the block boundaries below are found reliably
  const spaced = sanitiseBlogHtml(html).replace(BLOCK_END, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT });
  // sanitize-html escapes exactly these four in text; one pass, so '&amp;lt;' stays '&lt;'
  return text
    .replace(/&(lt|gt|quot|amp);/g, (entity) => ESCAPED[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `maxLength` characters of the plain text, cut at a word boundary with an ellipsis. */
export function blogExcerpt(html: string, maxLength: number): string {
  const text = blogPlainText(html);
  const limit = Math.max(1, Math.floor(maxLength));
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > limit / 2 ? cut.slice(0, boundary) : cut).trimEnd()}…`;
}

/** Whether a sanitised description shows anything: some text or an image. */
export function hasBlogContent(sanitised: string): boolean {
  return blogPlainText(sanitised) !== '' || /<img\b/.test(sanitised);
}
