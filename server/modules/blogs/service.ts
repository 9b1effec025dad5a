// Blogs: visitors read the published ones; admins write them, with their images and their
// rich-text description, which is sanitised here before it is stored (docs/architecture.md section 7).
import { audited } from '../audit/service.ts';
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { isAdmin, requireAdmin } from '../../lib/access.ts';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { isUpload, type ImageUpload } from '../../lib/uploads.ts';
import { parseInput } from '../../lib/validation.ts';
import { BLOG_FIELD_LIMITS, BLOG_FIELD_MESSAGES, BLOG_TEXT_FIELDS, SLUG_PATTERN } from '../../../common/forms/blogs.ts';
import { storeImage, type StoredImage } from '../../lib/media/images.ts';
import { hasBlogContent, sanitiseBlogHtml } from './sanitize.ts';

// a blog's plain-text excerpt, for the pages' head (SEO) as for the graph
export { blogExcerpt } from './sanitize.ts';

export const BLOG_LIMITS = {
  ...BLOG_FIELD_LIMITS,
  /** characters of the description HTML, as sent and as stored */
  description: 100_000,
  imagesPerBlog: 20,
  similarBlogs: 6,
};

// SPEC section 5 (Blog add / update), 'atleast' corrected as docs/architecture.md section 11 says.
export const BLOG_MESSAGES = {
  ...BLOG_FIELD_MESSAGES,
  slugTaken: 'A blog with this slug already exists.',
  slugReserved: 'This slug is reserved. Please choose another.',
  descriptionTooLong: `Description must be at most ${BLOG_LIMITS.description} characters.`,
  notAnImage: 'Please upload image files only.',
  tooManyImages: `A blog can have at most ${BLOG_LIMITS.imagesPerBlog} images.`,
  published: 'Please choose whether the blog is published.',
  blogNotFound: 'This blog does not exist.',
  imageNotFound: 'This blog image does not exist.',
  lastImage: 'A blog must keep at least one image.',
} as const;

export { SLUG_PATTERN };

/** Slugs that name other pages under /blogs (GET /api/blogs/admin), so no blog could be read at them. */
export const RESERVED_SLUGS = new Set(['admin']);

// ---- authorisation ---------------------------------------------------------------------------

/** What the caller may read: admins every blog, everyone else the published ones. */
function visibleTo(ctx: Pick<RequestContext, 'viewer'>): Prisma.BlogWhereInput {
  return isAdmin(ctx.viewer) ? {} : { published: true };
}

/** Whether the caller may read this blog (the rule of visibleTo, for a blog already read). */
export function canReadBlog(ctx: RequestContext, blog: { published: boolean }): boolean {
  return blog.published || isAdmin(ctx.viewer);
}

// ---- input ------------------------------------------------------------------------------------

function booleanFromForm(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === 'off') return false;
  return value;
}

// the text fields as the blog dialog checks them (common/forms/blogs.ts), in the SPEC's order of messages
const blogFields = z.object({
  ...BLOG_TEXT_FIELDS,
  published: z.preprocess(booleanFromForm, z.boolean({ error: BLOG_MESSAGES.published }).optional()),
});

/** What an admin sends for a blog; `description` is HTML. Plain values, as GraphQL or a REST form gives them. */
export interface BlogInput {
  slug?: unknown;
  title?: unknown;
  description?: unknown;
  metaKeywords?: unknown;
  metaDescription?: unknown;
  metaTitle?: unknown;
  metaRobots?: unknown;
  published?: unknown;
}

function sanitisedDescription(value: unknown): string {
  if (typeof value !== 'string') throw new ValidationError(BLOG_MESSAGES.description, 'description');
  if (value.length > BLOG_LIMITS.description)
    throw new ValidationError(BLOG_MESSAGES.descriptionTooLong, 'description');
  const description = sanitiseBlogHtml(value);
  if (!hasBlogContent(description)) throw new ValidationError(BLOG_MESSAGES.description, 'description');
  // escaping can lengthen what was sent ('<' becomes '&lt;')
  if (description.length > BLOG_LIMITS.description)
    throw new ValidationError(BLOG_MESSAGES.descriptionTooLong, 'description');
  return description;
}

function requireAnImage(imageCount: number): void {
  if (imageCount < 1) throw new ValidationError(BLOG_MESSAGES.image, 'images');
}

/** The last checks of the SPEC's order (after title, slug and images): description, then the slug's form. */
function completeBlog<Fields extends { slug: string }>(fields: Fields, description: unknown) {
  const sanitised = sanitisedDescription(description);
  if (!SLUG_PATTERN.test(fields.slug)) throw new ValidationError(BLOG_MESSAGES.slug, 'slug');
  if (RESERVED_SLUGS.has(fields.slug)) throw new ValidationError(BLOG_MESSAGES.slugReserved, 'slug');
  return { ...fields, description: sanitised };
}

/** The uploaded files of a request: a list of files (possibly empty); anything else is refused. */
function uploadsOf(images: unknown): ImageUpload[] {
  if (images === undefined || images === null) return [];
  const list = Array.isArray(images) ? images : [images];
  if (!list.every(isUpload)) throw new ValidationError(BLOG_MESSAGES.notAnImage, 'images');
  if (list.length > BLOG_LIMITS.imagesPerBlog) throw new ValidationError(BLOG_MESSAGES.tooManyImages, 'images');
  return list;
}

/** Decodes, cleans and stores every image before any row is written; the first refusal stops it. */
async function storeAll(ctx: RequestContext, uploads: ImageUpload[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const upload of uploads) stored.push(await storeImage(ctx.storage, upload));
  return stored;
}

function imageRow(image: StoredImage, position: number) {
  return { path: image.key, width: image.width, height: image.height, position };
}

async function assertSlugFree(ctx: RequestContext, slug: string, exceptId?: number): Promise<void> {
  const holder = await ctx.db.blog.findUnique({ where: { slug }, select: { id: true } });
  if (holder && holder.id !== exceptId) throw new ConflictError(BLOG_MESSAGES.slugTaken, 'slug');
}

function slugConflict(error: unknown): unknown {
  return isUniqueViolation(error) ? new ConflictError(BLOG_MESSAGES.slugTaken, 'slug') : error;
}

function isMissingRecord(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'P2025';
}

/**
 * Locks the blog's row for the rest of the transaction (and marks it changed), so concurrent
 * changes of its images run one after the other: two deletions cannot both leave it imageless.
 */
async function lockBlog(tx: Prisma.TransactionClient, blogId: number): Promise<void> {
  try {
    await tx.blog.update({ where: { id: blogId }, data: { updatedAt: new Date() }, select: { id: true } });
  } catch (error) {
    throw isMissingRecord(error) ? new NotFoundError(BLOG_MESSAGES.blogNotFound) : error;
  }
}

// ---- reading ----------------------------------------------------------------------------------

type BlogPage = Omit<Prisma.BlogFindManyArgs, 'where' | 'orderBy'>;

/** Published blogs, newest first. `query` carries the page (take/skip/cursor) and the caller's selection. */
export function listPublishedBlogs<Query extends BlogPage>(ctx: RequestContext, query: Query) {
  return ctx.db.blog.findMany({ ...query, where: { published: true }, orderBy: { id: 'desc' } });
}

export function countPublishedBlogs(ctx: RequestContext) {
  return ctx.db.blog.count({ where: { published: true } });
}

/** Every blog, published or not, newest first: the admin's table. */
export function listAllBlogs<Query extends BlogPage>(ctx: RequestContext, query: Query) {
  requireAdmin(ctx);
  return ctx.db.blog.findMany({ ...query, orderBy: { id: 'desc' } });
}

export function countAllBlogs(ctx: RequestContext) {
  requireAdmin(ctx);
  return ctx.db.blog.count();
}

/** The blog of a slug: published ones for everyone, unpublished ones for admins too; otherwise null. */
export async function findBlogBySlug<Query extends Omit<Prisma.BlogFindFirstArgs, 'where'>>(
  ctx: Pick<RequestContext, 'db' | 'viewer'>,
  slug: unknown,
  query: Query = {} as Query,
) {
  if (typeof slug !== 'string') return null;
  const wanted = slug.trim();
  if (!SLUG_PATTERN.test(wanted) || wanted.length > BLOG_LIMITS.slug) return null;
  return ctx.db.blog.findFirst({ ...query, where: { slug: wanted, ...visibleTo(ctx) } });
}

/** Up to 6 other published blogs, newest first (SPEC: the detail page's similar blogs). */
export function listSimilarBlogs<Query extends Omit<BlogPage, 'take'>>(
  ctx: RequestContext,
  blogId: number,
  query: Query = {} as Query,
) {
  return ctx.db.blog.findMany({
    ...query,
    where: { published: true, id: { not: blogId } },
    orderBy: { id: 'desc' },
    take: BLOG_LIMITS.similarBlogs,
  });
}

// ---- writing ----------------------------------------------------------------------------------

/** A new blog with its images (SPEC section 5, Blog add); published unless said otherwise. */
export async function createBlog(ctx: RequestContext, input: BlogInput & { images?: unknown }) {
  requireAdmin(ctx);
  const fields = parseInput(blogFields, input);
  const uploads = uploadsOf(input.images);
  requireAnImage(uploads.length);
  const blog = completeBlog(fields, input.description);
  await assertSlugFree(ctx, blog.slug);
  const stored = await storeAll(ctx, uploads);
  try {
    // one transaction: the blog, all its image rows and the audit entry, or nothing
    return await audited(ctx, async (tx) => {
      const created = await tx.blog.create({
        include: { images: { select: { id: true, path: true } } },
        data: {
          slug: blog.slug,
          title: blog.title,
          description: blog.description,
          metaKeywords: blog.metaKeywords ?? '',
          metaDescription: blog.metaDescription ?? '',
          metaTitle: blog.metaTitle ?? '',
          metaRobots: blog.metaRobots ?? '',
          published: blog.published ?? true,
          images: { create: stored.map(imageRow) },
        },
      });
      const { images: _images, ...row } = created;
      return {
        audit: { action: 'blog.create', subjectType: 'Blog', subjectId: created.id, after: created },
        result: row,
      };
    });
  } catch (error) {
    throw slugConflict(error);
  }
}

/** Changes every field of a blog (SPEC: Blog update); an omitted meta field or `published` keeps its value. */
export async function updateBlog(ctx: RequestContext, id: unknown, input: BlogInput) {
  requireAdmin(ctx);
  const blogId = requireDatabaseId(id, BLOG_MESSAGES.blogNotFound);
  const existing = await ctx.db.blog.findUnique({
    where: { id: blogId },
    include: { _count: { select: { images: true } } },
  });
  if (!existing) throw new NotFoundError(BLOG_MESSAGES.blogNotFound);
  const fields = parseInput(blogFields, input);
  // SPEC: on update the image check applies to the blog's existing images
  requireAnImage(existing._count.images);
  const blog = completeBlog(fields, input.description);
  await assertSlugFree(ctx, blog.slug, blogId);
  const { _count: _images, ...before } = existing;
  try {
    return await audited(ctx, async (tx) => {
      const updated = await tx.blog.update({
        where: { id: blogId },
        data: {
          slug: blog.slug,
          title: blog.title,
          description: blog.description,
          metaKeywords: blog.metaKeywords,
          metaDescription: blog.metaDescription,
          metaTitle: blog.metaTitle,
          metaRobots: blog.metaRobots,
          published: blog.published,
        },
      });
      return {
        audit: { action: 'blog.update', subjectType: 'Blog', subjectId: blogId, before, after: updated },
        result: updated,
      };
    });
  } catch (error) {
    if (isMissingRecord(error)) throw new NotFoundError(BLOG_MESSAGES.blogNotFound);
    throw slugConflict(error);
  }
}

/** Appends images to a blog, after its existing ones; answers the new image rows in order. */
export async function addBlogImages(ctx: RequestContext, input: { blogId: unknown; images: unknown }) {
  requireAdmin(ctx);
  const blogId = requireDatabaseId(input.blogId, BLOG_MESSAGES.blogNotFound);
  const uploads = uploadsOf(input.images);
  if (uploads.length === 0) throw new ValidationError(BLOG_MESSAGES.image, 'images');
  const existing = await ctx.db.blog.findUnique({
    where: { id: blogId },
    select: { _count: { select: { images: true } } },
  });
  if (!existing) throw new NotFoundError(BLOG_MESSAGES.blogNotFound);
  if (existing._count.images + uploads.length > BLOG_LIMITS.imagesPerBlog) {
    throw new ValidationError(BLOG_MESSAGES.tooManyImages, 'images');
  }
  const stored = await storeAll(ctx, uploads);
  return audited(ctx, async (tx) => {
    await lockBlog(tx, blogId);
    const current = await tx.blogImage.aggregate({
      where: { blogId },
      _count: { _all: true },
      _max: { position: true },
    });
    // checked again under the lock: another upload may have landed meanwhile
    if (current._count._all + stored.length > BLOG_LIMITS.imagesPerBlog) {
      throw new ValidationError(BLOG_MESSAGES.tooManyImages, 'images');
    }
    const next = (current._max.position ?? -1) + 1;
    const created = await tx.blogImage.createManyAndReturn({
      data: stored.map((image, index) => ({ blogId, ...imageRow(image, next + index) })),
    });
    const added = created.sort((a, b) => a.position - b.position);
    return {
      audit: {
        action: 'blog.addImages',
        subjectType: 'Blog',
        subjectId: blogId,
        after: { images: added.map(({ id, path }) => ({ id, path })) },
      },
      result: added,
    };
  });
}

/** Removes one image of a blog; the last one stays, as a blog must show at least one (SPEC section 5). */
export async function deleteBlogImage(ctx: RequestContext, imageId: unknown) {
  requireAdmin(ctx);
  const id = requireDatabaseId(imageId, BLOG_MESSAGES.imageNotFound);
  return audited(ctx, async (tx) => {
    const image = await tx.blogImage.findUnique({ where: { id }, select: { id: true, blogId: true, path: true } });
    if (!image) throw new NotFoundError(BLOG_MESSAGES.imageNotFound);
    await lockBlog(tx, image.blogId);
    const remaining = await tx.blogImage.count({ where: { blogId: image.blogId } });
    if (remaining <= 1) throw new ValidationError(BLOG_MESSAGES.lastImage, 'id');
    const deleted = await tx.blogImage.deleteMany({ where: { id } });
    // deleted by another request while we waited for the lock
    if (deleted.count === 0) throw new NotFoundError(BLOG_MESSAGES.imageNotFound);
    const blog = await tx.blog.findUniqueOrThrow({ where: { id: image.blogId } });
    return {
      audit: { action: 'blog.deleteImage', subjectType: 'Blog', subjectId: image.blogId, before: { image } },
      result: blog,
    };
  });
}

/** Deletes a blog; its image rows go with it (foreign key ON DELETE CASCADE). Answers its id. */
export async function deleteBlog(ctx: RequestContext, id: unknown) {
  requireAdmin(ctx);
  const blogId = requireDatabaseId(id, BLOG_MESSAGES.blogNotFound);
  return audited(ctx, async (tx) => {
    const before = await tx.blog.findUnique({
      where: { id: blogId },
      include: { images: { select: { id: true, path: true } } },
    });
    const deleted = await tx.blog.deleteMany({ where: { id: blogId } });
    if (!before || deleted.count === 0) throw new NotFoundError(BLOG_MESSAGES.blogNotFound);
    return { audit: { action: 'blog.delete', subjectType: 'Blog', subjectId: blogId, before }, result: blogId };
  });
}
