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
