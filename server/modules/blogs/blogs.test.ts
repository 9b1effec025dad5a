import { encodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  NotAllowedError,
  NotFoundError,
  UnsupportedMediaError,
  ValidationError,
} from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import {
  BLOG_LIMITS,
  BLOG_MESSAGES,
  addBlogImages,
  createBlog,
  deleteBlog,
  deleteBlogImage,
  updateBlog,
} from './service.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Upload = { name: string; type: string; bytes: Uint8Array };

let t: App;
const tokens = { admin: '', user: '', suspended: '' };
let adminId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ role: 'admin' });
  adminId = admin.id;
  tokens.admin = await t.tokenFor(admin);
  tokens.user = await t.tokenFor(await t.createUser());
  const suspended = await t.createUser();
  tokens.suspended = await t.tokenFor(suspended);
  await t.database.prisma.user.update({
    where: { id: suspended.id },
    data: { status: 'suspended', tokenVersion: { increment: 1 } },
  });
});
afterAll(() => t.close());

// ---- helpers --------------------------------------------------------------------------------

let colour = 0;
/** A real PNG, a different one each call (stored images are content-addressed). */
async function png(width = 400, height = 300): Promise<Upload> {
  colour += 1;
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: colour % 256, g: (colour * 7) % 256, b: 90 } },
  })
    .png()
    .toBuffer();
  return { name: `photo-${colour}.png`, type: 'image/png', bytes: new Uint8Array(bytes) };
}

const notAnImage: Upload = {
  name: 'photo.jpg',
  type: 'image/jpeg',
  bytes: new TextEncoder().encode('<?php system($_GET["c"]); ?>'),
};

let slugCounter = 0;
function uniqueSlug(prefix = 'blog'): string {
  slugCounter += 1;
  return `${prefix}-${slugCounter}`;
}

function blogInput(overrides: Record<string, unknown> = {}) {
  return {
    slug: uniqueSlug(),
    title: 'Nightlife in Mumbai',
    description: '<p>Where to go <strong>tonight</strong>.</p>',
    metaKeywords: 'mumbai, nightlife',
    metaDescription: 'A guide to the nights of Mumbai',
    metaTitle: 'Mumbai nights',
    metaRobots: 'index, follow',
    ...overrides,
  };
}

const BLOG_FIELDS = /* GraphQL */ `
  id databaseId slug title description excerpt metaKeywords metaDescription metaTitle metaRobots published createdAt updatedAt
  images { id databaseId url srcSet width height }
`;

const CREATE = /* GraphQL */ `
  mutation ($input: CreateBlogInput!, $images: [File!]) {
    createBlog(input: $input, images: $images) {
      __typename
      ... on Error { message }
      ... on ValidationError { field }
      ... on ConflictError { field }
      ... on MutationCreateBlogSuccess { blog { ${BLOG_FIELDS} } }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $input: UpdateBlogInput!) {
    updateBlog(id: $id, input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { field }
      ... on ConflictError { field }
      ... on MutationUpdateBlogSuccess { blog { ${BLOG_FIELDS} } }
    }
  }
`;
const ADD_IMAGES = /* GraphQL */ `
  mutation ($blogId: ID!, $images: [File!]!) {
    addBlogImages(blogId: $blogId, images: $images) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationAddBlogImagesSuccess {
        images {
          id
          databaseId
          url
          srcSet
          width
          blog {
            slug
          }
        }
      }
    }
  }
`;
const DELETE_IMAGE = /* GraphQL */ `
  mutation ($id: ID!) {
    deleteBlogImage(id: $id) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on MutationDeleteBlogImageSuccess {
        blog {
          slug
          images {
            databaseId
          }
        }
      }
    }
  }
`;
const DELETE_BLOG = /* GraphQL */ `
  mutation ($id: ID!) {
    deleteBlog(id: $id) {
      __typename
      ... on Error {
        message
      }
      ... on MutationDeleteBlogSuccess {
        deletedId
      }
    }
  }
`;
const BLOGS = /* GraphQL */ `
  query ($first: Int, $after: String) {
    blogs(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          published
        }
      }
    }
  }
`;
const ADMIN_BLOGS = /* GraphQL */ `
  query ($first: Int, $after: String) {
    adminBlogs(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          slug
          published
        }
      }
    }
  }
`;
const BLOG = /* GraphQL */ `
  query ($slug: String!) {
    blog(slug: $slug) {
      slug
      title
      published
      similarBlogs {
        slug
        published
      }
    }
  }
`;
const NODE = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      __typename
      ... on Blog {
        slug
        published
      }
    }
  }
`;

/** Who sends a request: an admin unless told otherwise; `{ token: undefined }` is a visitor. */
type As = { token: string | undefined };

/** createBlog over GraphQL multipart, with `files` as the images. */
function createVia(input: Record<string, unknown>, files: Upload[], as: As = { token: tokens.admin }) {
  return t.upload(
    CREATE,
    { input, images: files.map(() => null) },
    Object.fromEntries(files.map((file, index) => [`images.${index}`, file])),
    as.token,
  );
}

function addImagesVia(blogId: string, files: Upload[], as: As = { token: tokens.admin }) {
  return t.upload(
    ADD_IMAGES,
    { blogId, images: files.map(() => null) },
    Object.fromEntries(files.map((file, index) => [`images.${index}`, file])),
    as.token,
  );
}

/** Creates a published blog with `imageCount` images through the API; answers what it returned. */
async function createdBlog(overrides: Record<string, unknown> = {}, imageCount = 1) {
  const files = await Promise.all(Array.from({ length: imageCount }, () => png()));
  const { body } = await createVia(blogInput(overrides), files);
  const result = body.data?.createBlog;
  if (result?.__typename !== 'MutationCreateBlogSuccess') throw new Error(`blog not created: ${JSON.stringify(body)}`);
  return result.blog as { id: string; databaseId: number; slug: string; images: { id: string; databaseId: number }[] };
}

const MEDIA_KEY = `ab/cd/abcd${'0'.repeat(60)}.webp`;

/** A blog written straight to the database (fast, for listings), with one image unless told otherwise. */
function seedBlog(db: App['database']['prisma'], slug: string, published = true, images = 1) {
  return db.blog.create({
    data: {
      slug,
      title: `Title of ${slug}`,
      description: `<p>About ${slug}</p>`,
      published,
      images: {
        create: Array.from({ length: images }, (_, position) => ({
          path: MEDIA_KEY,
          width: 800,
          height: 600,
          position,
        })),
      },
    },
  });
}

async function counts() {
  return {
    blogs: await t.database.prisma.blog.count(),
    images: await t.database.prisma.blogImage.count(),
  };
}

function codes(body: { errors?: { extensions?: { code?: string } }[] }) {
  return (body.errors ?? []).map((error) => error.extensions?.code);
}

const adminViewer = () => ({
  id: adminId,
  name: 'Admin',
  role: 'admin' as const,
  status: 'active' as const,
  tokenVersion: 0,
});

// ---- create ---------------------------------------------------------------------------------

describe('createBlog', () => {
  it('creates a published blog with its images in order, absolute URLs and a sanitised description', async () => {
    const before = await counts();
    const first = await png(1400, 700);
    const second = await png(300, 200);
    const slug = uniqueSlug('mumbai-nights');
    const { body } = await createVia(
      blogInput({
        slug,
        description: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(1)">there</a></p>',
      }),
      [first, second],
    );
    const blog = body.data.createBlog.blog;
    expect(body.data.createBlog.__typename).toBe('MutationCreateBlogSuccess');
    expect(blog).toMatchObject({
      slug,
      title: 'Nightlife in Mumbai',
      description: '<p>Hello there</p>',
      excerpt: 'Hello there',
      metaKeywords: 'mumbai, nightlife',
      metaDescription: 'A guide to the nights of Mumbai',
      metaTitle: 'Mumbai nights',
      metaRobots: 'index, follow',
      published: true,
    });
    expect(blog.images).toHaveLength(2);
    expect(blog.images[0]).toMatchObject({
      width: 1400,
      url: expect.stringMatching(/^http:\/\/api\.test\/media\/[0-9a-f/]+\.webp$/),
    });
    expect(blog.images[0].srcSet).toContain('-w640.webp 640w');
    expect(blog.images[1]).toMatchObject({ width: 300, srcSet: expect.stringContaining('300w') });
    expect(blog.images[0].id).toBe(encodeGlobalID('BlogImage', blog.images[0].databaseId));

    const rows = await t.database.prisma.blogImage.findMany({
      where: { blogId: blog.databaseId },
      orderBy: { position: 'asc' },
    });
    expect(rows.map((row) => [row.id, row.position])).toEqual([
      [blog.images[0].databaseId, 0],
      [blog.images[1].databaseId, 1],
    ]);
    expect(await counts()).toEqual({ blogs: before.blogs + 1, images: before.images + 2 });
    // the stored image really is there to serve
    expect(await t.storage.open(rows[0]!.path)).not.toBeNull();
  });

  it('stores omitted meta fields as empty and honours published: false', async () => {
    const slug = uniqueSlug();
    const { body } = await createVia({ slug, title: 'Draft', description: '<p>Soon</p>', published: false }, [
      await png(),
    ]);
    expect(body.data.createBlog.blog).toMatchObject({
      slug,
      published: false,
      metaKeywords: '',
      metaDescription: '',
      metaTitle: '',
      metaRobots: '',
    });
  });

  it('trims the slug and title', async () => {
    const slug = uniqueSlug();
    const { body } = await createVia(blogInput({ slug: `  ${slug}  `, title: '  Spaced  ' }), [await png()]);
    expect(body.data.createBlog.blog).toMatchObject({ slug, title: 'Spaced' });
  });

  it.each([
    ['an empty title', { title: '' }, BLOG_MESSAGES.titleAndSlug, 'title'],
    ['a blank slug', { slug: '   ' }, BLOG_MESSAGES.titleAndSlug, 'slug'],
    ['an empty description', { description: '' }, BLOG_MESSAGES.description, 'description'],
    [
      'a description of empty paragraphs',
      { description: '<p><br></p><p>&nbsp;</p>' },
      BLOG_MESSAGES.description,
      'description',
    ],
    [
      'a description that is only a script',
      { description: '<script>alert(1)</script><style>p{}</style>' },
      BLOG_MESSAGES.description,
      'description',
    ],
    ['an upper-case slug', { slug: 'My-Blog' }, BLOG_MESSAGES.slug, 'slug'],
    ['a slug with a double hyphen', { slug: 'my--blog' }, BLOG_MESSAGES.slug, 'slug'],
    ['a slug with a leading hyphen', { slug: '-my-blog' }, BLOG_MESSAGES.slug, 'slug'],
    ['a slug with a trailing hyphen', { slug: 'my-blog-' }, BLOG_MESSAGES.slug, 'slug'],
    ['a slug with a space', { slug: 'my blog' }, BLOG_MESSAGES.slug, 'slug'],
    [
      'the reserved slug admin (GET /api/blogs/admin is the admin list)',
      { slug: 'admin' },
      BLOG_MESSAGES.slugReserved,
      'slug',
    ],
    ['a slug with an underscore', { slug: 'my_blog' }, BLOG_MESSAGES.slug, 'slug'],
    ['a slug with a slash', { slug: 'my/blog' }, BLOG_MESSAGES.slug, 'slug'],
    ['a slug with non-ASCII letters', { slug: 'café' }, BLOG_MESSAGES.slug, 'slug'],
    ['a slug of SQL', { slug: "x'; DROP TABLE blogs; --" }, BLOG_MESSAGES.slug, 'slug'],
    ['a slug of HTML', { slug: '<script>alert(1)</script>' }, BLOG_MESSAGES.slug, 'slug'],
    ['a 10,000-character title', { title: 'x'.repeat(10_000) }, 'Must be at most 200 characters', 'title'],
    [
      'a 10,000-character slug',
      { slug: 'a'.repeat(10_000) },
      `Slug must be at most ${BLOG_LIMITS.slug} characters.`,
      'slug',
    ],
    [
      'a title with control characters',
      { title: 'bad\u0000title' },
      'Contains characters that are not allowed',
      'title',
    ],
    [
      'a description over the cap',
      { description: `<p>${'x'.repeat(BLOG_LIMITS.description)}</p>` },
      BLOG_MESSAGES.descriptionTooLong,
      'description',
    ],
    [
      'a description that escaping takes over the cap',
      { description: '<'.repeat(BLOG_LIMITS.description - 10) },
      BLOG_MESSAGES.descriptionTooLong,
      'description',
    ],
    ['a 10,000-character meta title', { metaTitle: 'x'.repeat(10_000) }, 'Must be at most 200 characters', 'metaTitle'],
    [
      'a 10,000-character meta description',
      { metaDescription: 'x'.repeat(10_000) },
      'Must be at most 1000 characters',
      'metaDescription',
    ],
    [
      'a 10,000-character meta keywords',
      { metaKeywords: 'x'.repeat(10_000) },
      'Must be at most 1000 characters',
      'metaKeywords',
    ],
    [
      'a 10,000-character meta robots',
      { metaRobots: 'x'.repeat(10_000) },
      'Must be at most 100 characters',
      'metaRobots',
    ],
  ])('refuses %s with its message and writes nothing', async (_name, change, message, field) => {
    const before = await counts();
    const { body } = await createVia(blogInput(change), [await png()]);
    expect(body.data.createBlog).toEqual({ __typename: 'ValidationError', message, field });
    expect(await counts()).toEqual(before);
  });

  it('refuses a blog without images, whether the list is missing or empty', async () => {
    const before = await counts();
    for (const images of [undefined, null, []]) {
      const { body } = await t.graphql(CREATE, { input: blogInput(), images }, tokens.admin);
      expect(body.data.createBlog).toEqual({
        __typename: 'ValidationError',
        message: 'Please add at least one image',
        field: 'images',
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('checks in the SPEC order: title and slug, then images, then description, then the slug form', async () => {
    const everythingWrong = { slug: 'Bad Slug', title: '', description: '' };
    const answers = [
      (await t.graphql(CREATE, { input: blogInput(everythingWrong) }, tokens.admin)).body.data.createBlog.message,
      (await t.graphql(CREATE, { input: blogInput({ ...everythingWrong, title: 'T' }) }, tokens.admin)).body.data
        .createBlog.message,
      (await createVia(blogInput({ ...everythingWrong, title: 'T' }), [await png()])).body.data.createBlog.message,
      (await createVia(blogInput({ ...everythingWrong, title: 'T', description: '<p>d</p>' }), [await png()])).body.data
        .createBlog.message,
    ];
    expect(answers).toEqual([
      BLOG_MESSAGES.titleAndSlug,
      BLOG_MESSAGES.image,
      BLOG_MESSAGES.description,
      BLOG_MESSAGES.slug,
    ]);
  });

  it('refuses a slug already taken, and writes nothing', async () => {
    const existing = await createdBlog();
    const before = await counts();
    const { body } = await createVia(blogInput({ slug: existing.slug }), [await png()]);
    expect(body.data.createBlog).toEqual({
      __typename: 'ConflictError',
      message: 'A blog with this slug already exists.',
      field: 'slug',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a non-image renamed .jpg, even beside a good image, and writes nothing', async () => {
    const before = await counts();
    const { body } = await createVia(blogInput(), [await png(), notAnImage]);
    expect(body.data.createBlog.__typename).toBe('UnsupportedMediaError');
    expect(body.data.createBlog.message).toMatch(/Please upload an image file/);
    expect(await counts()).toEqual(before);
  });

  it('refuses a 30 MB upload and writes nothing', async () => {
    const before = await counts();
    const huge = { name: 'huge.jpg', type: 'image/jpeg', bytes: new Uint8Array(30 * 1024 * 1024) };
    const { body } = await createVia(blogInput(), [huge]);
    expect(body.data.createBlog).toEqual({ __typename: 'TooLargeError', message: 'Each image must be at most 10 MB.' });
    expect(await counts()).toEqual(before);
  });

  it(`refuses more than ${BLOG_LIMITS.imagesPerBlog} images`, async () => {
    const before = await counts();
    const image = await png(40, 30);
    const { body } = await createVia(
      blogInput(),
      Array.from({ length: BLOG_LIMITS.imagesPerBlog + 1 }, () => image),
    );
    expect(body.data.createBlog).toEqual({
      __typename: 'ValidationError',
      message: BLOG_MESSAGES.tooManyImages,
      field: 'images',
    });
    expect(await counts()).toEqual(before);
  });

  it('stores hostile text inertly: the title as given, the description sanitised', async () => {
    const hostile = `<script>alert(1)</script>'); DROP TABLE blogs; --`;
    const blog = await createdBlog({
      title: hostile,
      metaDescription: hostile,
      description: `<p>${hostile}</p><img src=x onerror=alert(1)>`,
    });
    const row = await t.database.prisma.blog.findUniqueOrThrow({ where: { id: blog.databaseId } });
    expect(row.title).toBe(hostile);
    expect(row.metaDescription).toBe(hostile);
    expect(row.description).toBe(`<p>'); DROP TABLE blogs; --</p><img src="x" />`);
    expect(await t.database.prisma.blog.count()).toBeGreaterThan(0);
  });

  it('refuses wrong-typed input at the schema, before anything runs', async () => {
    const before = await counts();
    const { body } = await t.graphql(CREATE, { input: blogInput({ title: 42, published: 'yes' }) }, tokens.admin);
    expect(body.data).toBeUndefined();
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });
});

// ---- update ---------------------------------------------------------------------------------

describe('updateBlog', () => {
  it('changes every field, sanitising the description; unpublishing hides it from visitors', async () => {
    const blog = await createdBlog();
    const slug = uniqueSlug('renamed');
    const { body } = await t.graphql(
      UPDATE,
      {
        id: blog.id,
        input: {
          slug,
          title: 'New title',
          description: '<h2>New</h2><iframe src="https://evil.example"></iframe><p>text</p>',
          metaKeywords: 'k',
          metaDescription: 'd',
          metaTitle: 'm',
          metaRobots: 'noindex',
          published: false,
        },
      },
      tokens.admin,
    );
    expect(body.data.updateBlog.__typename).toBe('MutationUpdateBlogSuccess');
    expect(body.data.updateBlog.blog).toMatchObject({
      slug,
      title: 'New title',
      description: '<h2>New</h2><p>text</p>',
      metaKeywords: 'k',
      metaDescription: 'd',
      metaTitle: 'm',
      metaRobots: 'noindex',
      published: false,
    });
    expect(body.data.updateBlog.blog.images).toHaveLength(1);
    expect((await t.graphql(BLOG, { slug })).body.data.blog).toBeNull();
    expect((await t.graphql(BLOG, { slug: blog.slug }, tokens.admin)).body.data.blog).toBeNull();
    expect((await t.graphql(BLOG, { slug }, tokens.admin)).body.data.blog).toMatchObject({ slug, published: false });

    // and publishing again shows it
    const republished = await t.graphql(
      UPDATE,
      { id: blog.id, input: { slug, title: 'New title', description: '<p>x</p>', published: true } },
      tokens.admin,
    );
    expect(republished.body.data.updateBlog.blog.published).toBe(true);
    expect((await t.graphql(BLOG, { slug })).body.data.blog).toMatchObject({ slug, published: true });
  });

  it('keeps omitted meta fields and the published flag; empty ones clear', async () => {
    const blog = await createdBlog({ published: false, metaTitle: 'Kept', metaRobots: 'Cleared' });
    const { body } = await t.graphql(
      UPDATE,
      { id: blog.id, input: { slug: blog.slug, title: 'T', description: '<p>d</p>', metaRobots: '' } },
      tokens.admin,
    );
    expect(body.data.updateBlog.blog).toMatchObject({
      metaTitle: 'Kept',
      metaRobots: '',
      published: false,
      metaKeywords: 'mumbai, nightlife',
    });
  });

  it('may keep its own slug', async () => {
    const blog = await createdBlog();
    const { body } = await t.graphql(
      UPDATE,
      { id: blog.id, input: { slug: blog.slug, title: 'Same slug', description: '<p>d</p>' } },
      tokens.admin,
    );
    expect(body.data.updateBlog.blog).toMatchObject({ slug: blog.slug, title: 'Same slug' });
  });

  it.each([
    ['an empty title', { title: ' ' }, BLOG_MESSAGES.titleAndSlug, 'title'],
    ['an empty slug', { slug: '' }, BLOG_MESSAGES.titleAndSlug, 'slug'],
    ['an empty description', { description: '<p> </p>' }, BLOG_MESSAGES.description, 'description'],
    ['an invalid slug', { slug: 'Not Valid' }, BLOG_MESSAGES.slug, 'slug'],
    ['a 10,000-character title', { title: 'y'.repeat(10_000) }, 'Must be at most 200 characters', 'title'],
  ])('refuses %s and changes nothing', async (_name, change, message, field) => {
    const blog = await createdBlog();
    const before = await t.database.prisma.blog.findUniqueOrThrow({ where: { id: blog.databaseId } });
    const { body } = await t.graphql(
      UPDATE,
      {
        id: blog.id,
        input: { slug: blog.slug, title: 'Changed', description: '<p>changed</p>', published: false, ...change },
      },
      tokens.admin,
    );
    expect(body.data.updateBlog).toEqual({ __typename: 'ValidationError', message, field });
    expect(await t.database.prisma.blog.findUniqueOrThrow({ where: { id: blog.databaseId } })).toEqual(before);
  });

  it("applies the image check to the blog's existing images", async () => {
    const imageless = await t.database.prisma.blog.create({
      data: { slug: uniqueSlug('imageless'), title: 'No images', description: '<p>x</p>' },
    });
    const { body } = await t.graphql(
      UPDATE,
      {
        id: encodeGlobalID('Blog', imageless.id),
        input: { slug: imageless.slug, title: 'Changed', description: '<p>d</p>' },
      },
      tokens.admin,
    );
    expect(body.data.updateBlog).toEqual({
      __typename: 'ValidationError',
      message: 'Please add at least one image',
      field: 'images',
    });
    expect((await t.database.prisma.blog.findUniqueOrThrow({ where: { id: imageless.id } })).title).toBe('No images');
  });

  it("refuses another blog's slug and changes nothing", async () => {
    const mine = await createdBlog();
    const theirs = await createdBlog();
    const { body } = await t.graphql(
      UPDATE,
      { id: mine.id, input: { slug: theirs.slug, title: 'T', description: '<p>d</p>' } },
      tokens.admin,
    );
    expect(body.data.updateBlog).toEqual({
      __typename: 'ConflictError',
      message: BLOG_MESSAGES.slugTaken,
      field: 'slug',
    });
    expect((await t.database.prisma.blog.findUniqueOrThrow({ where: { id: mine.databaseId } })).slug).toBe(mine.slug);
  });

  it('answers NotFoundError for an unknown blog', async () => {
    const { body } = await t.graphql(
      UPDATE,
      { id: encodeGlobalID('Blog', 999_999), input: { slug: 'a', title: 'T', description: '<p>d</p>' } },
      tokens.admin,
    );
    expect(body.data.updateBlog).toEqual({ __typename: 'NotFoundError', message: BLOG_MESSAGES.blogNotFound });
  });
});

// ---- images ---------------------------------------------------------------------------------

describe('addBlogImages', () => {
  it("appends images after the blog's existing ones and answers the new ones", async () => {
    const blog = await createdBlog({}, 2);
    const { body } = await addImagesVia(blog.id, [await png(), await png()]);
    expect(body.data.addBlogImages.__typename).toBe('MutationAddBlogImagesSuccess');
    const added = body.data.addBlogImages.images;
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({
      url: expect.stringMatching(/^http:\/\/api\.test\/media\//),
      blog: { slug: blog.slug },
    });
    const rows = await t.database.prisma.blogImage.findMany({
      where: { blogId: blog.databaseId },
      orderBy: { position: 'asc' },
    });
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3]);
    expect(rows.slice(2).map((row) => row.id)).toEqual(added.map((image: { databaseId: number }) => image.databaseId));
  });

  it('refuses an empty list, a non-image and an unknown blog, writing nothing', async () => {
    const blog = await createdBlog();
    const before = await counts();
    expect(
      (await t.graphql(ADD_IMAGES, { blogId: blog.id, images: [] }, tokens.admin)).body.data.addBlogImages,
    ).toEqual({
      __typename: 'ValidationError',
      message: 'Please add at least one image',
      field: 'images',
    });
    expect((await addImagesVia(blog.id, [await png(), notAnImage])).body.data.addBlogImages.__typename).toBe(
      'UnsupportedMediaError',
    );
    expect((await addImagesVia(encodeGlobalID('Blog', 999_999), [await png()])).body.data.addBlogImages).toEqual({
      __typename: 'NotFoundError',
      message: BLOG_MESSAGES.blogNotFound,
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a 30 MB upload', async () => {
    const blog = await createdBlog();
    const before = await counts();
    const { body } = await addImagesVia(blog.id, [
      { name: 'big.jpg', type: 'image/jpeg', bytes: new Uint8Array(30 * 1024 * 1024) },
    ]);
    expect(body.data.addBlogImages.__typename).toBe('TooLargeError');
    expect(await counts()).toEqual(before);
  });

  it(`refuses to take a blog over ${BLOG_LIMITS.imagesPerBlog} images`, async () => {
    const seeded = await seedBlog(t.database.prisma, uniqueSlug('full'), true, BLOG_LIMITS.imagesPerBlog - 1);
    const id = encodeGlobalID('Blog', seeded.id);
    const before = await counts();
    const { body } = await addImagesVia(id, [await png(), await png()]);
    expect(body.data.addBlogImages).toEqual({
      __typename: 'ValidationError',
      message: BLOG_MESSAGES.tooManyImages,
      field: 'images',
    });
    expect(await counts()).toEqual(before);
    expect((await addImagesVia(id, [await png()])).body.data.addBlogImages.images).toHaveLength(1);
  });
});

describe('deleteBlogImage', () => {
  it('deletes an image and answers the blog with the images it keeps; never the last one', async () => {
    const blog = await createdBlog({}, 2);
    const [first, second] = blog.images;
    const { body } = await t.graphql(DELETE_IMAGE, { id: first!.id }, tokens.admin);
    expect(body.data.deleteBlogImage).toEqual({
      __typename: 'MutationDeleteBlogImageSuccess',
      blog: { slug: blog.slug, images: [{ databaseId: second!.databaseId }] },
    });

    const last = await t.graphql(DELETE_IMAGE, { id: second!.id }, tokens.admin);
    expect(last.body.data.deleteBlogImage).toEqual({
      __typename: 'ValidationError',
      message: 'A blog must keep at least one image.',
      field: 'id',
    });
    expect(await t.database.prisma.blogImage.count({ where: { blogId: blog.databaseId } })).toBe(1);

    const again = await t.graphql(DELETE_IMAGE, { id: first!.id }, tokens.admin);
    expect(again.body.data.deleteBlogImage).toEqual({
      __typename: 'NotFoundError',
      message: BLOG_MESSAGES.imageNotFound,
    });
  });

  it('refuses an id of another type', async () => {
    const blog = await createdBlog();
    const { body } = await t.graphql(DELETE_IMAGE, { id: blog.id }, tokens.admin);
    expect(body.errors?.[0]?.message).toMatch(/is not of type: BlogImage/);
    expect(await t.database.prisma.blogImage.count({ where: { blogId: blog.databaseId } })).toBe(1);
  });

  it.runIf(onRealPostgres)('of two concurrent deletions of a two-image blog, exactly one succeeds', async () => {
    for (let round = 0; round < 5; round += 1) {
      const blog = await createdBlog({}, 2);
      const answers = await Promise.all(
        blog.images.map((image) => t.graphql(DELETE_IMAGE, { id: image.id }, tokens.admin)),
      );
      const kinds = answers.map(({ body }) => body.data.deleteBlogImage.__typename).sort();
      expect(kinds).toEqual(['MutationDeleteBlogImageSuccess', 'ValidationError']);
      expect(await t.database.prisma.blogImage.count({ where: { blogId: blog.databaseId } })).toBe(1);
    }
  });
});

describe('deleteBlog', () => {
  it('deletes the blog and its image rows, answering its global id; twice says it is gone', async () => {
    const blog = await createdBlog({}, 3);
    const before = await counts();
    const { body } = await t.graphql(DELETE_BLOG, { id: blog.id }, tokens.admin);
    expect(body.data.deleteBlog).toEqual({ __typename: 'MutationDeleteBlogSuccess', deletedId: blog.id });
    expect(await counts()).toEqual({ blogs: before.blogs - 1, images: before.images - 3 });
    expect((await t.graphql(BLOG, { slug: blog.slug }, tokens.admin)).body.data.blog).toBeNull();
    expect((await t.graphql(DELETE_BLOG, { id: blog.id }, tokens.admin)).body.data.deleteBlog).toEqual({
      __typename: 'NotFoundError',
      message: BLOG_MESSAGES.blogNotFound,
    });
  });
});

// ---- reading --------------------------------------------------------------------------------

describe('reading blogs', () => {
  // a database of its own, so counts and order are exact
  let r: App;
  const published: string[] = [];
  /** every blog of this database, oldest first */
  const all: string[] = [];
  let hidden = '';
  let adminToken = '';

  beforeAll(async () => {
    r = await createTestApp();
    for (let index = 1; index <= 10; index += 1) {
      published.push((await seedBlog(r.database.prisma, `published-${index}`)).slug);
      all.push(published.at(-1)!);
      if (index === 5) {
        hidden = (await seedBlog(r.database.prisma, 'hidden-draft', false)).slug;
        all.push(hidden);
      }
    }
    adminToken = await r.tokenFor(await r.createUser({ role: 'admin' }));
  });
  afterAll(() => r.close());

  const newestFirst = () => [...published].reverse();

  it('lists published blogs newest first, 8 a page, with the total; the next page follows', async () => {
    const page = (await r.graphql(BLOGS, { first: 8 })).body.data.blogs;
    expect(page.totalCount).toBe(10);
    expect(page.edges.map((edge: { node: { slug: string } }) => edge.node.slug)).toEqual(newestFirst().slice(0, 8));
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = (await r.graphql(BLOGS, { first: 8, after: page.pageInfo.endCursor })).body.data.blogs;
    expect(next.edges.map((edge: { node: { slug: string } }) => edge.node.slug)).toEqual(newestFirst().slice(8));
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it('lists no unpublished blog publicly, not even to an admin', async () => {
    const page = (await r.graphql(BLOGS, { first: 50 }, adminToken)).body.data.blogs;
    expect(page.totalCount).toBe(10);
    expect(page.edges.some((edge: { node: { slug: string } }) => edge.node.slug === hidden)).toBe(false);
  });

  it('lists every blog to an admin, 5 a page, with the total', async () => {
    const page = (await r.graphql(ADMIN_BLOGS, { first: 5 }, adminToken)).body.data.adminBlogs;
    expect(page.totalCount).toBe(11);
    const everyNewestFirst = [...all].reverse();
    expect(page.edges.map((edge: { node: { slug: string } }) => edge.node.slug)).toEqual(everyNewestFirst.slice(0, 5));
    const rest = (await r.graphql(ADMIN_BLOGS, { first: 10, after: page.pageInfo.endCursor }, adminToken)).body.data
      .adminBlogs;
    expect(rest.edges.map((edge: { node: { slug: string } }) => edge.node.slug)).toEqual(everyNewestFirst.slice(5));
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('answers a blog by slug with up to 6 other published blogs, newest first', async () => {
    const blog = (await r.graphql(BLOG, { slug: 'published-9' })).body.data.blog;
    expect(blog.slug).toBe('published-9');
    const similar = blog.similarBlogs.map((other: { slug: string }) => other.slug);
    expect(similar).toEqual([
      'published-10',
      'published-8',
      'published-7',
      'published-6',
      'published-5',
      'published-4',
    ]);
    expect(similar).not.toContain(hidden);
  });

  it('skips unpublished blogs among the similar ones, also for an admin', async () => {
    const blog = (await r.graphql(BLOG, { slug: 'published-3' }, adminToken)).body.data.blog;
    const similar = blog.similarBlogs.map((other: { slug: string }) => other.slug);
    expect(similar).toHaveLength(6);
    expect(similar).not.toContain('published-3');
    expect(similar).not.toContain(hidden);
  });

  it('answers null for an unknown, malformed or hostile slug', async () => {
    for (const slug of ['no-such-blog', '', "' OR 1=1 --", '<script>', 'x'.repeat(10_000)]) {
      const { body } = await r.graphql(BLOG, { slug });
      expect(body).toEqual({ data: { blog: null } });
    }
  });

  it('shows an unpublished blog only to an admin, by slug and by node id', async () => {
    const row = await r.database.prisma.blog.findUniqueOrThrow({ where: { slug: hidden } });
    const id = encodeGlobalID('Blog', row.id);
    const userToken = await r.tokenFor(await r.createUser());

    expect((await r.graphql(BLOG, { slug: hidden })).body.data.blog).toBeNull();
    expect((await r.graphql(BLOG, { slug: hidden }, userToken)).body.data.blog).toBeNull();
    expect((await r.graphql(BLOG, { slug: hidden }, adminToken)).body.data.blog).toMatchObject({
      slug: hidden,
      published: false,
    });

    const asVisitor = (await r.graphql(NODE, { id })).body;
    expect(asVisitor.data.node).toBeNull();
    expect(codes(asVisitor)).toContain('UNAUTHENTICATED');
    const asUser = (await r.graphql(NODE, { id }, userToken)).body;
    expect(asUser.data.node).toBeNull();
    expect(codes(asUser)).toContain('NOT_FOUND');
    expect(JSON.stringify(asUser)).not.toContain(hidden);
    expect((await r.graphql(NODE, { id }, adminToken)).body.data.node).toEqual({
      __typename: 'Blog',
      slug: hidden,
      published: false,
    });

    const publishedRow = await r.database.prisma.blog.findUniqueOrThrow({ where: { slug: 'published-1' } });
    expect((await r.graphql(NODE, { id: encodeGlobalID('Blog', publishedRow.id) })).body.data.node).toEqual({
      __typename: 'Blog',
      slug: 'published-1',
      published: true,
    });
  });

  it('answers images with absolute URLs in position order', async () => {
    const row = await seedBlog(r.database.prisma, 'ordered-images', true, 0);
    await r.database.prisma.blogImage.createMany({
      data: [
        { blogId: row.id, path: MEDIA_KEY, width: 800, position: 2 },
        { blogId: row.id, path: MEDIA_KEY.replace('abcd0', 'abcd1'), width: null, position: 0 },
        { blogId: row.id, path: MEDIA_KEY.replace('abcd0', 'abcd2'), width: 300, position: 1 },
      ],
    });
    const { body } = await r.graphql(/* GraphQL */ `
      query {
        blog(slug: "ordered-images") {
          images {
            url
            srcSet
            width
          }
        }
      }
    `);
    expect(body.data.blog.images).toEqual([
      { url: `http://api.test/media/${MEDIA_KEY.replace('abcd0', 'abcd1')}`, srcSet: '', width: null },
      {
        url: `http://api.test/media/${MEDIA_KEY.replace('abcd0', 'abcd2')}`,
        srcSet: `http://api.test/media/${MEDIA_KEY.replace('abcd0', 'abcd2')} 300w`,
        width: 300,
      },
      { url: `http://api.test/media/${MEDIA_KEY}`, srcSet: expect.stringContaining('-w640.webp 640w'), width: 800 },
    ]);
    await r.database.prisma.blog.delete({ where: { id: row.id } });
  });

  it('gives a plain-text excerpt of the description', async () => {
    const row = await r.database.prisma.blog.create({
      data: {
        slug: 'excerpted',
        title: 'E',
        description: '<h2>Heading</h2><p>First &amp; <em>second</em> words here</p>',
        published: false,
      },
    });
    const { body } = await r.graphql(
      /* GraphQL */ `
        query {
          blog(slug: "excerpted") {
            excerpt
            short: excerpt(maxLength: 16)
          }
        }
      `,
      {},
      adminToken,
    );
    expect(body.data.blog).toEqual({ excerpt: 'Heading First & second words here', short: 'Heading First…' });
    await r.database.prisma.blog.delete({ where: { id: row.id } });
  });
});

// ---- authorisation ----------------------------------------------------------------------------

describe('authorisation', () => {
  type Caller = 'visitor' | 'user' | 'suspended' | 'admin';
  const callers: Caller[] = ['visitor', 'user', 'suspended', 'admin'];
  const tokenOf = (caller: Caller) => (caller === 'visitor' ? undefined : tokens[caller]);
  /** A refusal: nobody signed in (or a dead session) is asked to sign in; a signed-in non-admin is told no. */
  const refusal = (caller: Caller) => (caller === 'user' ? 'FORBIDDEN' : 'UNAUTHENTICATED');

  it('anyone reads published blogs, by list and by slug', async () => {
    const blog = await createdBlog();
    for (const caller of callers) {
      const list = (await t.graphql(BLOGS, { first: 100 }, tokenOf(caller))).body;
      expect(list.errors).toBeUndefined();
      expect(list.data.blogs.edges.some((edge: { node: { slug: string } }) => edge.node.slug === blog.slug)).toBe(true);
      expect((await t.graphql(BLOG, { slug: blog.slug }, tokenOf(caller))).body.data.blog.slug).toBe(blog.slug);
    }
  });

  it('only an admin lists every blog', async () => {
    for (const caller of callers) {
      const { body } = await t.graphql(ADMIN_BLOGS, { first: 5 }, tokenOf(caller));
      if (caller === 'admin') expect(body.data.adminBlogs.totalCount).toBeGreaterThan(0);
      else
        expect({ caller, codes: codes(body), data: body.data }).toEqual({
          caller,
          codes: [refusal(caller)],
          data: null,
        });
    }
  });

  it('only an admin writes: every mutation is refused to the others, and nothing changes', async () => {
    const blog = await createdBlog({}, 2);
    const before = await counts();
    const row = await t.database.prisma.blog.findUniqueOrThrow({ where: { id: blog.databaseId } });
    for (const caller of ['visitor', 'user', 'suspended'] as const) {
      const token = tokenOf(caller);
      const answers = [
        (await createVia(blogInput(), [await png()], { token })).body,
        (
          await t.graphql(
            UPDATE,
            { id: blog.id, input: { slug: blog.slug, title: 'Hijacked', description: '<p>x</p>' } },
            token,
          )
        ).body,
        (await addImagesVia(blog.id, [await png()], { token })).body,
        (await t.graphql(DELETE_IMAGE, { id: blog.images[0]!.id }, token)).body,
        (await t.graphql(DELETE_BLOG, { id: blog.id }, token)).body,
      ];
      for (const answer of answers)
        expect({ caller, codes: codes(answer) }).toEqual({ caller, codes: [refusal(caller)] });
    }
    expect(await counts()).toEqual(before);
    expect(await t.database.prisma.blog.findUniqueOrThrow({ where: { id: blog.databaseId } })).toEqual(row);
  });

  it('the services refuse anyone but an admin, whatever adapter calls them', async () => {
    const blog = await createdBlog({}, 2);
    const before = await counts();
    const advertiser = t.contextFor({ id: 1, name: 'Ad', role: 'user', status: 'active', tokenVersion: 0 });
    const nobody = t.contextFor(null);
    for (const ctx of [advertiser, nobody]) {
      const image = (await png()).bytes;
      await expect(createBlog(ctx, { ...blogInput(), images: [image] })).rejects.toThrow(NotAllowedError);
      await expect(updateBlog(ctx, blog.databaseId, blogInput())).rejects.toThrow(NotAllowedError);
      await expect(addBlogImages(ctx, { blogId: blog.databaseId, images: [image] })).rejects.toThrow(NotAllowedError);
      await expect(deleteBlogImage(ctx, blog.images[0]!.databaseId)).rejects.toThrow(NotAllowedError);
      await expect(deleteBlog(ctx, blog.databaseId)).rejects.toThrow(NotAllowedError);
    }
    expect(await counts()).toEqual(before);
  });

  it('no blog type exposes private account data', async () => {
    const { body } = await t.graphql(/* GraphQL */ `
      query {
        a: __type(name: "Blog") {
          fields {
            name
          }
        }
        b: __type(name: "BlogImage") {
          fields {
            name
          }
        }
      }
    `);
    const names = [...body.data.a.fields, ...body.data.b.fields].map((field: { name: string }) => field.name);
    expect(names.filter((name) => /email|password|token|otp/i.test(name))).toEqual([]);
  });
});

// ---- plain inputs (REST) ----------------------------------------------------------------------

describe('services with plain inputs', () => {
  it('take form values as the REST layer passes them: text ids, text booleans, a single file', async () => {
    const ctx = t.contextFor(adminViewer());
    const slug = uniqueSlug('rest');
    const created = await createBlog(ctx, { ...blogInput({ slug }), published: 'false', images: (await png()).bytes });
    expect(created).toMatchObject({ slug, published: false });

    const updated = await updateBlog(ctx, String(created.id), {
      slug,
      title: 'Form',
      description: '<p>f</p>',
      published: 'true',
    });
    expect(updated).toMatchObject({ title: 'Form', published: true });

    const added = await addBlogImages(ctx, { blogId: String(created.id), images: [(await png()).bytes] });
    expect(added.map((image) => image.position)).toEqual([1]);
    const blog = await deleteBlogImage(ctx, String(added[0]!.id));
    expect(blog.id).toBe(created.id);
    expect(await deleteBlog(ctx, String(created.id))).toBe(created.id);
  });

  it('refuse what a form cannot mean', async () => {
    const ctx = t.contextFor(adminViewer());
    const before = await counts();
    const image = (await png()).bytes;
    await expect(createBlog(ctx, { ...blogInput(), published: 'maybe', images: [image] })).rejects.toThrow(
      BLOG_MESSAGES.published,
    );
    await expect(createBlog(ctx, { ...blogInput(), images: ['not a file'] })).rejects.toThrow(BLOG_MESSAGES.notAnImage);
    await expect(
      createBlog(ctx, { ...blogInput(), description: { html: '<p>x</p>' }, images: [image] }),
    ).rejects.toThrow(ValidationError);
    await expect(createBlog(ctx, { ...blogInput(), title: ['array'], images: [image] })).rejects.toThrow(
      BLOG_MESSAGES.titleAndSlug,
    );
    await expect(
      createBlog(ctx, { ...blogInput(), images: [new TextEncoder().encode('GIF89a but not really')] }),
    ).rejects.toThrow(UnsupportedMediaError);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', 'DROP TABLE blogs', null]) {
      await expect(updateBlog(ctx, id, blogInput())).rejects.toThrow(NotFoundError);
      await expect(deleteBlog(ctx, id)).rejects.toThrow(NotFoundError);
      await expect(deleteBlogImage(ctx, id)).rejects.toThrow(NotFoundError);
      await expect(addBlogImages(ctx, { blogId: id, images: [image] })).rejects.toThrow(NotFoundError);
    }
    expect(await counts()).toEqual(before);
  });

  it.runIf(onRealPostgres)('of parallel creations with one slug, exactly one succeeds', async () => {
    const ctx = t.contextFor(adminViewer());
    const slug = uniqueSlug('race');
    const images = await Promise.all(Array.from({ length: 6 }, async () => (await png()).bytes));
    const results = await Promise.allSettled(
      images.map((image) => createBlog(ctx, { ...blogInput({ slug }), images: [image] })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ConflictError);
    }
    expect(await t.database.prisma.blog.count({ where: { slug } })).toBe(1);
  });
});
