// SEO records of the public pages: title, description, keywords, canonical link and robots of a
// page path. Anyone reads one (the client and the server's HTML both use it); admins list, add, update.
import { audited } from '../audit/service.ts';
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireAdmin } from '../../lib/access.ts';
import { ConflictError, isUniqueViolation, NotFoundError } from '../../lib/errors.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../common/messages.ts';
import { parseInput } from '../../lib/validation.ts';
import { requiredText } from '../../../common/forms/fields.ts';
import { hasControlCharacters } from '../../../common/formPatterns.ts';

/** SPEC section 3: the 9 page paths an SEO record can be for. */
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

export const SEO_MESSAGES = {
  // SPEC section 5: one message for the add form's "path and title required" and the update's "title required"
  title: 'Please Enter Title',
  path: 'Please choose one of the listed page paths.',
  canonicalUrl: 'Please enter a valid Canonical URL starting with http:// or https://',
  robots: 'Robots must be directives such as "index, follow".',
  exists: 'An SEO page for this path already exists.',
  notFound: 'There is no SEO page for this path yet.',
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
} as const;

export const SEO_LIMITS = { title: 200, description: 1000, keywords: 1000, canonicalUrl: 500, robots: 100 } as const;

/**
 * The stored form of a page path, or null for a path that has no SEO record: home is stored as ''
 * (the admin table shows 'home' for it), and both '' and '/' name it.
 */
export function storedSeoPath(path: string): string | null {
  const trimmed = path.trim();
  if (trimmed === '' || trimmed === '/') return '';
  return (SEO_PATHS as readonly string[]).includes(trimmed) ? trimmed : null;
}

const pathSchema = z.string({ error: SEO_MESSAGES.title }).transform((value, issues) => {
  const stored = storedSeoPath(value);
  if (stored === null) {
    issues.addIssue({ code: 'custom', message: SEO_MESSAGES.path });
    return z.NEVER;
  }
  return stored;
});


function metaText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), SEO_MESSAGES.controlCharacters);
}

function isWebAddress(value: string): boolean {
  if (/\s/.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

const canonicalUrlSchema = z
  .string({ error: SEO_MESSAGES.canonicalUrl })
  .trim()
  .max(SEO_LIMITS.canonicalUrl, `Must be at most ${SEO_LIMITS.canonicalUrl} characters`)
  .refine((value) => value === '' || isWebAddress(value), SEO_MESSAGES.canonicalUrl);

// robots directives: 'index, follow', 'noindex, nofollow', 'max-image-preview:large', ...
const robotsSchema = z
  .string({ error: SEO_MESSAGES.robots })
  .trim()
  .max(SEO_LIMITS.robots, `Must be at most ${SEO_LIMITS.robots} characters`)
  .regex(/^[A-Za-z0-9 ,:_-]*$/, SEO_MESSAGES.robots);

const optionalFields = {
  description: metaText(SEO_LIMITS.description),
  keywords: metaText(SEO_LIMITS.keywords),
  canonicalUrl: canonicalUrlSchema,
  robots: robotsSchema,
};

/** On add, an absent optional field is stored empty. */
const addSeoPageInput = z.object({
  path: pathSchema,
  title: requiredText(SEO_MESSAGES.title, SEO_LIMITS.title),
  description: optionalFields.description.nullish().transform((value) => value ?? ''),
  keywords: optionalFields.keywords.nullish().transform((value) => value ?? ''),
  canonicalUrl: optionalFields.canonicalUrl.nullish().transform((value) => value ?? ''),
  robots: optionalFields.robots.nullish().transform((value) => value ?? ''),
});

/** On update, an absent optional field keeps its value; '' clears it. The path names the record. */
const updateSeoPageInput = z.object({
  path: pathSchema,
  title: requiredText(SEO_MESSAGES.title, SEO_LIMITS.title),
  description: optionalFields.description.nullish().transform((value) => value ?? undefined),
  keywords: optionalFields.keywords.nullish().transform((value) => value ?? undefined),
  canonicalUrl: optionalFields.canonicalUrl.nullish().transform((value) => value ?? undefined),
  robots: optionalFields.robots.nullish().transform((value) => value ?? undefined),
});

export type AddSeoPageInput = z.input<typeof addSeoPageInput>;
export type UpdateSeoPageInput = z.input<typeof updateSeoPageInput>;

type SelectionOf<Args> = Omit<Args, 'where' | 'orderBy'>;

/**
 * The record of a page path, or null (the client then uses its built-in texts). Public; takes only
 * the database so the server's HTML rendering can use it too. A trailing slash is ignored.
 */
export async function findSeoPage<Query extends SelectionOf<Prisma.SeoPageFindUniqueArgs>>(
  ctx: Pick<RequestContext, 'db'>,
  path: unknown,
  query?: Query,
) {
  if (typeof path !== 'string' || path.length > 100) return null;
  const stored = storedSeoPath(path.trim().replace(/(.)\/+$/, '$1'));
  if (stored === null) return null;
  return ctx.db.seoPage.findUnique({ ...query, where: { path: stored } });
}

/** Every record, by path (home, stored as '', first). Admin only. */
export async function listSeoPages<Query extends SelectionOf<Prisma.SeoPageFindManyArgs>>(ctx: RequestContext, query?: Query) {
  requireAdmin(ctx);
  return ctx.db.seoPage.findMany({ ...query, orderBy: { path: 'asc' } });
}

export async function addSeoPage(ctx: RequestContext, input: AddSeoPageInput) {
  requireAdmin(ctx);
  const data = parseInput(addSeoPageInput, input);
  try {
    return await audited(ctx, async (tx) => {
      const seoPage = await tx.seoPage.create({ data });
      return { audit: { action: 'seoPage.add', subjectType: 'SeoPage', subjectId: seoPage.id, after: seoPage }, result: seoPage };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(SEO_MESSAGES.exists, 'path');
    throw error;
  }
}

export async function updateSeoPage(ctx: RequestContext, input: UpdateSeoPageInput) {
  requireAdmin(ctx);
  const { path, ...changes } = parseInput(updateSeoPageInput, input);
  const existing = await ctx.db.seoPage.findUnique({ where: { path } });
  if (!existing) throw new NotFoundError(SEO_MESSAGES.notFound);
  return audited(ctx, async (tx) => {
    const seoPage = await tx.seoPage.update({ where: { id: existing.id }, data: changes });
    return { audit: { action: 'seoPage.update', subjectType: 'SeoPage', subjectId: seoPage.id, before: existing, after: seoPage }, result: seoPage };
  });
}
