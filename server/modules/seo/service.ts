// SEO records of the public pages: title, description, keywords, canonical link and robots of a
// page path. Anyone reads one (the client and the server's HTML both use it); admins list, add, update.
import { audited } from '../audit/service.ts';
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireAdmin } from '../../lib/access.ts';
import { ConflictError, isUniqueViolation, NotFoundError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import {
  SEO_FIELD_MESSAGES,
  SEO_LIMITS,
  SEO_OPTIONAL_FIELDS,
  SEO_PATHS,
  seoTitleSchema,
} from '../../../common/forms/seo.ts';

export { SEO_LIMITS, SEO_PATHS };

export const SEO_MESSAGES = {
  ...SEO_FIELD_MESSAGES,
  exists: 'An SEO page for this path already exists.',
  notFound: 'There is no SEO page for this path yet.',
} as const;

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

// the fields as the Add/Update Seo Page dialog checks them (common/forms/seo.ts)
const optionalFields = SEO_OPTIONAL_FIELDS;

/** On add, an absent optional field is stored empty. */
const addSeoPageInput = z.object({
  path: pathSchema,
  title: seoTitleSchema,
  description: z.nullish(optionalFields.description).transform((value) => value ?? ''),
  keywords: z.nullish(optionalFields.keywords).transform((value) => value ?? ''),
  canonicalUrl: z.nullish(optionalFields.canonicalUrl).transform((value) => value ?? ''),
  robots: z.nullish(optionalFields.robots).transform((value) => value ?? ''),
});

/** On update, an absent optional field keeps its value; '' clears it. The path names the record. */
const updateSeoPageInput = z.object({
  path: pathSchema,
  title: seoTitleSchema,
  description: z.nullish(optionalFields.description).transform((value) => value ?? undefined),
  keywords: z.nullish(optionalFields.keywords).transform((value) => value ?? undefined),
  canonicalUrl: z.nullish(optionalFields.canonicalUrl).transform((value) => value ?? undefined),
  robots: z.nullish(optionalFields.robots).transform((value) => value ?? undefined),
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
export async function listSeoPages<Query extends SelectionOf<Prisma.SeoPageFindManyArgs>>(
  ctx: RequestContext,
  query?: Query,
) {
  requireAdmin(ctx);
  return ctx.db.seoPage.findMany({ ...query, orderBy: { path: 'asc' } });
}

export async function addSeoPage(ctx: RequestContext, input: AddSeoPageInput) {
  requireAdmin(ctx);
  const data = parseInput(addSeoPageInput, input);
  try {
    return await audited(ctx, async (tx) => {
      const seoPage = await tx.seoPage.create({ data });
      return {
        audit: { action: 'seoPage.add', subjectType: 'SeoPage', subjectId: seoPage.id, after: seoPage },
        result: seoPage,
      };
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
    return {
      audit: {
        action: 'seoPage.update',
        subjectType: 'SeoPage',
        subjectId: seoPage.id,
        before: existing,
        after: seoPage,
      },
      result: seoPage,
    };
  });
}
