// A blog's text fields (SPEC section 5, Blog add / update): title, slug and the meta texts, with
// the SPEC's words ('atleast' corrected as docs/architecture.md section 11 says). The blogs service
// parses with them (and judges the description's HTML and the images itself); the blog dialog
// checks with them before sending.
import * as z from 'zod/mini';
import { requiredText } from './fields.ts';

export const BLOG_FIELD_LIMITS = {
  slug: 200,
  title: 200,
  metaTitle: 200,
  metaDescription: 1000,
  metaKeywords: 1000,
  metaRobots: 100,
} as const;

export const BLOG_FIELD_MESSAGES = {
  titleAndSlug: 'Please Enter Title and Slug',
  image: 'Please add at least one image',
  description: 'Please enter description',
  slug: 'Please enter a valid Slug.',
} as const;

/** SPEC section 5: lower-case letters and digits in groups separated by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** GraphQL sends null for an omitted optional argument; REST forms send text. */
function absentAsUndefined(value: unknown): unknown {
  return value === null ? undefined : value;
}

/** An optional meta text: omitted stays undefined (the caller decides: '' on create, unchanged on update). */
function metaText(max: number) {
  return z.pipe(
    z.transform(absentAsUndefined),
    z.optional(
      z.string({ error: 'Please enter text.' }).check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`)),
    ),
  );
}

/** The slug as given (its shape, SLUG_PATTERN, is judged after the description, in the SPEC's order of messages). */
export const blogSlugSchema = z
  .string({ error: BLOG_FIELD_MESSAGES.titleAndSlug })
  .check(
    z.trim(),
    z.minLength(1, BLOG_FIELD_MESSAGES.titleAndSlug),
    z.maxLength(BLOG_FIELD_LIMITS.slug, `Slug must be at most ${BLOG_FIELD_LIMITS.slug} characters.`),
  );

// Order of the checks: the SPEC's order of the messages (title and slug, image, description, slug form).
export const BLOG_TEXT_FIELDS = {
  title: requiredText(BLOG_FIELD_MESSAGES.titleAndSlug, BLOG_FIELD_LIMITS.title),
  slug: blogSlugSchema,
  metaKeywords: metaText(BLOG_FIELD_LIMITS.metaKeywords),
  metaDescription: metaText(BLOG_FIELD_LIMITS.metaDescription),
  metaTitle: metaText(BLOG_FIELD_LIMITS.metaTitle),
  metaRobots: metaText(BLOG_FIELD_LIMITS.metaRobots),
};
