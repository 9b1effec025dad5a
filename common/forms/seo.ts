// An SEO record of a public page (SPEC sections 3 and 5): which of the 9 pages, its title, and the
// optional description, keywords, canonical URL and robots. The SEO service parses with these
// fields, the Add/Update Seo Page dialog checks with the form's schema.
import * as z from 'zod/mini';
import { hasControlCharacters } from '../formPatterns.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '../messages.ts';
import { requiredText } from './fields.ts';

/** SPEC section 3: the 9 page paths an SEO record can be for; '/' is home (stored as ''). */
export const SEO_PATHS = [
  '/',
  '/about-us',
  '/call-girls',
  '/blogs',
  '/contact-us',
  '/login',
  '/register',
  '/terms-&-conditions',
  '/privacy-policy',
] as const;

export const SEO_FIELD_MESSAGES = {
  // SPEC section 5: one message for the add form's "path and title required" and the update's "title required"
  title: 'Please Enter Title',
  path: 'Please choose one of the listed page paths.',
  canonicalUrl: 'Please enter a valid Canonical URL starting with http:// or https://',
  robots: 'Robots must be directives such as "index, follow".',
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
} as const;

export const SEO_LIMITS = { title: 200, description: 1000, keywords: 1000, canonicalUrl: 500, robots: 100 } as const;

/** An absolute http(s) address with a host and no spaces. */
function isWebAddress(value: string): boolean {
  if (/\s/.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

function metaText(max: number) {
  return z.string().check(
    z.trim(),
    z.maxLength(max, `Must be at most ${max} characters`),
    z.refine((value) => !hasControlCharacters(value), SEO_FIELD_MESSAGES.controlCharacters),
  );
}

export const seoTitleSchema = requiredText(SEO_FIELD_MESSAGES.title, SEO_LIMITS.title);

/** The optional fields as given ('' for none); the service says what an absent one means. */
export const SEO_OPTIONAL_FIELDS = {
  description: metaText(SEO_LIMITS.description),
  keywords: metaText(SEO_LIMITS.keywords),
  canonicalUrl: z.string({ error: SEO_FIELD_MESSAGES.canonicalUrl }).check(
    z.trim(),
    z.maxLength(SEO_LIMITS.canonicalUrl, `Must be at most ${SEO_LIMITS.canonicalUrl} characters`),
    z.refine((value) => value === '' || isWebAddress(value), SEO_FIELD_MESSAGES.canonicalUrl),
  ),
  // robots directives: 'index, follow', 'noindex, nofollow', 'max-image-preview:large', ...
  robots: z
    .string({ error: SEO_FIELD_MESSAGES.robots })
    .check(
      z.trim(),
      z.maxLength(SEO_LIMITS.robots, `Must be at most ${SEO_LIMITS.robots} characters`),
      z.regex(/^[A-Za-z0-9 ,:_-]*$/, SEO_FIELD_MESSAGES.robots),
    ),
};

/** The dialog: on add a path must be chosen (the SPEC's words: the title's message), on update it is fixed. */
export function seoPageFormSchema(choosingPath: boolean) {
  return z.object({
    path: choosingPath ? z.string().check(z.minLength(1, SEO_FIELD_MESSAGES.title)) : z.string(),
    title: seoTitleSchema,
    ...SEO_OPTIONAL_FIELDS,
  });
}
