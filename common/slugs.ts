// The shape of a readable address part (a city's or category's slug, `/call-girls/{city}/{category}`),
// for both sides: the server makes slugs (server/lib/slugs.ts), the route table tells a city from an ad.

/** Longest slug; a longer one names nothing (checked before any database query). */
export const SLUG_MAX = 80;

/** What a well-formed slug looks like: lowercase ASCII words joined by '-'. */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `text` could be a slug at all: the bound on what an anonymous address may ask for. */
export function isSlugShaped(text: string): boolean {
  return text.length > 0 && text.length <= SLUG_MAX && SLUG_SHAPE.test(text);
}

/** Whether the segment after /call-girls/ names a city (a slug) rather than an ad (digits, or an ad's global id). */
export function isCitySegment(segment: string): boolean {
  return isSlugShaped(segment) && !/^[0-9]+$/.test(segment);
}

/**
 * A name as a slug: diacritics dropped (NFKD, combining marks U+0300-U+036F removed), anything
 * not a letter or digit becomes '-', runs collapsed, ends trimmed, lower-cased, at most SLUG_MAX
 * characters (never ending in '-'). May be empty (a name of only symbols or of another script).
 */
export function slugify(text: string): string {
  return slugWithin(text, SLUG_MAX);
}

/** `slugify` within `max` characters. */
function slugWithin(text: string, max: number): string {
  const ascii = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const words = ascii
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return words.slice(0, max).replace(/-+$/, '');
}

/**
 * Whether a slug's last word is a number (`elite-12`, `24`): the shape of an ad's segment, so no
 * category slug ever has it (server/lib/slugs.ts) and `/call-girls/{city}/{x}` is told by shape.
 */
export function endsInNumber(slug: string): boolean {
  return /(?:^|-)[0-9]+$/.test(slug);
}

/** Characters of an ad's name kept in its address: enough to read, short enough to share. */
const AD_NAME_SLUG_MAX = 60;

/** Longest segment read as an ad's (`{name}-{id}`): a longer one names nothing. */
const AD_SEGMENT_MAX = 120;

/** The last segment of an ad's readable address (issue 33): its name as a slug and its number, `priya-139` (`139` for a name with no Latin letters). */
export function adSegment(name: string, databaseId: number | string): string {
  const words = slugWithin(name, AD_NAME_SLUG_MAX);
  return words ? `${words}-${databaseId}` : String(databaseId);
}

/**
 * The ad's number in the last segment of `/call-girls/{city}/{segment}`, or null when the segment is no
 * ad's: an ad's segment ends in `-{digits}` or is digits (its name part may be stale or mistyped: the
 * page then redirects to the ad's current address).
 */
export function adIdOfSegment(segment: string): number | null {
  if (segment.length > AD_SEGMENT_MAX) return null;
  const digits = /(?:^|-)([0-9]{1,10})$/.exec(segment)?.[1];
  if (digits === undefined) return null;
  const id = Number(digits);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
