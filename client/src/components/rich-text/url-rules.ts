// Which addresses the editor accepts, as the server's sanitiser does (server/modules/blogs/sanitize.ts):
// links to web, mail and phone addresses; images from the web or inline PNG, JPEG, GIF or WebP data.
export const LINK_REFUSED = 'Links must start with http://, https://, mailto: or tel:';
export const IMAGE_REFUSED = 'Images must be web addresses (http:// or https://) or inline PNG, JPEG, GIF or WebP data';

// characters a browser ignores in a scheme are how `java\tscript:` slips past a check
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020]+/g;

function schemeOf(url: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9.+-]*):/.exec(url.replace(IGNORED, ''));
  return match ? match[1]!.toLowerCase() : null;
}

export function isAllowedLinkUrl(url: string): boolean {
  const scheme = schemeOf(url.trim());
  if (scheme === 'http' || scheme === 'https') return URL.canParse(url.trim());
  return (scheme === 'mailto' || scheme === 'tel') && url.trim().length > scheme.length + 1;
}

export function isAllowedImageUrl(url: string): boolean {
  const trimmed = url.trim();
  const scheme = schemeOf(trimmed);
  if (scheme === 'http' || scheme === 'https') return URL.canParse(trimmed);
  return scheme === 'data' && /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i.test(trimmed.replace(IGNORED, ''));
}
