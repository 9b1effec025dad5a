// Blogs over REST (SPEC section 7): the public list and detail, and the admin's list, create,
// update, delete and image routes. A thin adapter over ./service.ts, where the rules, the HTML
// sanitising and the authorisation live; this file checks the role, reads the payload's field
// names and shapes the answers (snake_case as SPEC section 3 names them).
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import {
  contextOf,
  formBody,
  formFiles,
  HttpError,
  idParam,
  jsonBody,
  pageOf,
  requireSession,
  REST_BODY_LIMITS,
  textFormLimits,
  type RestApp,
  type RestContext,
} from '../../rest/app.ts';
import { imageSources } from '../../lib/media/images.ts';
import {
  addBlogImages,
  BLOG_MESSAGES,
  countAllBlogs,
  countPublishedBlogs,
  createBlog,
  deleteBlog,
  deleteBlogImage,
  findBlogBySlug,
  listAllBlogs,
  listPublishedBlogs,
  listSimilarBlogs,
  updateBlog,
  type BlogInput,
} from './service.ts';

/** SPEC section 9: the admin's blog table shows 5 a page, the public list fetches 8. */
const ADMIN_PAGE_SIZE = 5;
const PUBLIC_PAGE_SIZE = 8;

export const BLOG_REST_MESSAGES = {
  blogDeleted: 'Blog deleted successfully.',
  imageDeleted: 'Blog image deleted successfully.',
} as const;

const IMAGE_SELECT = { id: true, path: true, width: true } satisfies Prisma.BlogImageSelect;

const BLOG_INCLUDE = {
  images: { select: IMAGE_SELECT, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.BlogInclude;

// the services take the selection as a generic query whose result type Prisma does not carry
// through the spread; the rows do hold what BLOG_INCLUDE asks for
type BlogRow = Prisma.BlogGetPayload<{ include: typeof BLOG_INCLUDE }>;
type ImageRow = Prisma.BlogImageGetPayload<{ select: typeof IMAGE_SELECT }>;

function imageAnswer(ctx: RequestContext, image: ImageRow) {
  return { id: image.id, image_url: imageSources(ctx.origin, image).url };
}

/** A blog as SPEC section 3 names its fields; `description` is the stored, sanitised HTML. */
function blogAnswer(ctx: RequestContext, blog: BlogRow) {
  return {
    id: blog.id,
    slug: blog.slug,
    title: blog.title,
    description: blog.description,
    meta_keywords: blog.metaKeywords,
    meta_description: blog.metaDescription,
    meta_title: blog.metaTitle,
    meta_robots: blog.metaRobots,
    published: blog.published,
    blog_images: blog.images.map((image) => imageAnswer(ctx, image)),
    createdAt: blog.createdAt.toISOString(),
    updatedAt: blog.updatedAt.toISOString(),
  };
}

/** A blog just written, read back with its images as the (admin) caller sees it. */
async function readBlog(ctx: RequestContext, slug: string) {
  const blog = (await findBlogBySlug(ctx, slug, { include: BLOG_INCLUDE })) as BlogRow | null;
  if (!blog) throw new HttpError(404, BLOG_MESSAGES.blogNotFound);
  return blogAnswer(ctx, blog);
}

/** The SPEC's form field names, as the service's input names. */
const FIELD_NAMES = {
  slug: 'slug',
  title: 'title',
  description: 'description',
  metaKeywords: 'meta_keywords',
  metaDescription: 'meta_description',
  metaTitle: 'meta_title',
  metaRobots: 'meta_robots',
  published: 'published',
} as const satisfies Record<keyof BlogInput, string>;

/** The blog fields of a form; an absent field stays undefined (on update: keeps its value). */
function blogInputOfForm(form: FormData): BlogInput {
  const input: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(FIELD_NAMES)) {
    const value = form.get(name);
    // a file sent under a text field's name is passed on as it is, for the service to refuse
    input[key] = value === null ? undefined : value;
  }
  return input as BlogInput;
}

/** The blog fields of a JSON body, under the same names as the form's. */
function blogInputOfJson(body: Record<string, unknown>): BlogInput {
  const input: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(FIELD_NAMES)) input[key] = body[name];
  return input as BlogInput;
}

function isJson(c: RestContext): boolean {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  return type.startsWith('application/json') || /^application\/[^;]*\+json/.test(type);
}

export function registerBlogRoutes(app: RestApp) {
  // GET /blogs/admin?page=&pageSize=5 (admin): every blog, published or not, newest first
  app.get('/blogs/admin', async (c) => {
    const ctx = requireSession(c, 'admin');
    const { skip, take } = pageOf(c, ADMIN_PAGE_SIZE);
    const [blogs, totalBlogs] = await Promise.all([
      listAllBlogs(ctx, { skip, take, include: BLOG_INCLUDE }) as Promise<BlogRow[]>,
      countAllBlogs(ctx),
    ]);
    return c.json({ blogs: blogs.map((blog) => blogAnswer(ctx, blog)), totalBlogs });
  });

  // GET /blogs?page=&pageSize=8 (public): published blogs, newest first
  app.get('/blogs', async (c) => {
    const ctx = contextOf(c);
    const { skip, take } = pageOf(c, PUBLIC_PAGE_SIZE);
    const [blogs, totalBlogs] = await Promise.all([
      listPublishedBlogs(ctx, { skip, take, include: BLOG_INCLUDE }) as Promise<BlogRow[]>,
      countPublishedBlogs(ctx),
    ]);
    return c.json({ blogs: blogs.map((blog) => blogAnswer(ctx, blog)), totalBlogs });
  });

  // GET /blogs/{slug} (public; admins also read unpublished blogs): { blog, similarBlogs }
  app.get('/blogs/:slug', async (c) => {
    const ctx = contextOf(c);
    const blog = (await findBlogBySlug(ctx, c.req.param('slug'), { include: BLOG_INCLUDE })) as BlogRow | null;
    if (!blog) throw new HttpError(404, BLOG_MESSAGES.blogNotFound);
    const similar = (await listSimilarBlogs(ctx, blog.id, { include: BLOG_INCLUDE })) as BlogRow[];
    return c.json({ blog: blogAnswer(ctx, blog), similarBlogs: similar.map((row) => blogAnswer(ctx, row)) });
  });

  // POST /blogs (admin), multipart: slug, title, description, meta_*, published?, repeated blog_images
  app.post('/blogs', async (c) => {
    const ctx = requireSession(c, 'admin');
    const form = await formBody(c);
    const created = await createBlog(ctx, { ...blogInputOfForm(form), images: formFiles(form, 'blog_images') });
    return c.json(await readBlog(ctx, created.slug), 201);
  });

  // PUT /blogs/{id} (admin), multipart or JSON: the same fields, published 'true'/'false'
  app.put('/blogs/:id', async (c) => {
    const ctx = requireSession(c, 'admin');
    const id = idParam(c, 'id');
    const input = isJson(c)
      ? blogInputOfJson(await jsonBody(c, REST_BODY_LIMITS.blog))
      : blogInputOfForm(await formBody(c, textFormLimits(REST_BODY_LIMITS.blog)));
    const updated = await updateBlog(ctx, id, input);
    return c.json(await readBlog(ctx, updated.slug));
  });

  // POST /blogs/{id}/images (admin), multipart: repeated blog_images; answers the new images
  app.post('/blogs/:id/images', async (c) => {
    const ctx = requireSession(c, 'admin');
    const id = idParam(c, 'id');
    const form = await formBody(c);
    const images = await addBlogImages(ctx, { blogId: id, images: formFiles(form, 'blog_images') });
    return c.json(
      images.map((image) => imageAnswer(ctx, image)),
      201,
    );
  });

  // DELETE /blogs/blog_images/{imageId} (admin): before DELETE /blogs/{id}; answers the blog it kept
  app.delete('/blogs/blog_images/:imageId', async (c) => {
    const ctx = requireSession(c, 'admin');
    const imageId = idParam(c, 'imageId');
    const blog = await deleteBlogImage(ctx, imageId);
    const answer = await readBlog(ctx, blog.slug);
    return c.json({ message: BLOG_REST_MESSAGES.imageDeleted, blog_images: answer.blog_images, blog: answer });
  });

  // DELETE /blogs/{id} (admin)
  app.delete('/blogs/:id', async (c) => {
    const ctx = requireSession(c, 'admin');
    const id = idParam(c, 'id');
    const deletedId = await deleteBlog(ctx, id);
    return c.json({ message: BLOG_REST_MESSAGES.blogDeleted, id: deletedId });
  });
}
