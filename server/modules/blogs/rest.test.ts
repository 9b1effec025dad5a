// Contract tests of the blogs REST routes (SPEC section 7), through the real HTTP app:
// GET /api/blogs/admin, GET /api/blogs, GET /api/blogs/{slug}, POST /api/blogs, PUT /api/blogs/{id},
// POST /api/blogs/{id}/images, DELETE /api/blogs/blog_images/{imageId}, DELETE /api/blogs/{id}.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];

let adminToken: string;
let userToken: string;
/** a token issued before its account was suspended */
let suspendedToken: string;
/** a token issued to an admin before that admin was suspended */
let suspendedAdminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  adminToken = await t.tokenFor(await t.createUser({ role: 'admin' }));
  userToken = await t.tokenFor(await t.createUser());
  const suspended = await t.createUser();
  suspendedToken = await t.tokenFor(suspended);
  await suspend(suspended.id);
  const suspendedAdmin = await t.createUser({ role: 'admin' });
  suspendedAdminToken = await t.tokenFor(suspendedAdmin);
  await suspend(suspendedAdmin.id);
});
afterAll(() => t.close());

// ---- helpers -----------------------------------------------------------------------------------

async function suspend(id: number) {
  await prisma.user.update({ where: { id }, data: { status: 'suspended', tokenVersion: { increment: 1 } } });
}

// the answer's parts these tests compare
async function api(...args: Parameters<typeof t.rest>) {
  const { status, body, type } = await t.rest(...args);
  return { status, body, type };
}

let colour = 0;
/** A real PNG, a different one each call (stored images are content-addressed). */
async function png(name = 'photo.png') {
  colour += 1;
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: colour % 256, g: (colour * 7) % 256, b: 90 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

const notAnImage = () =>
  new File([new TextEncoder().encode('<?php system($_GET["c"]); ?>')], 'photo.jpg', { type: 'image/jpeg' });

let slugCounter = 0;
function uniqueSlug(prefix = 'blog'): string {
  slugCounter += 1;
  return `${prefix}-${slugCounter}`;
}

type Fields = Partial<
  Record<
    | 'slug'
    | 'title'
    | 'description'
    | 'meta_keywords'
    | 'meta_description'
    | 'meta_title'
    | 'meta_robots'
    | 'published',
    string
  >
>;

function blogFields(overrides: Fields = {}): Fields {
  return {
    slug: uniqueSlug(),
    title: 'Nightlife in Mumbai',
    description: '<p>Where to go <strong>tonight</strong>.</p>',
    meta_keywords: 'mumbai, nightlife',
    meta_description: 'A guide to the nights of Mumbai',
    meta_title: 'Mumbai nights',
    meta_robots: 'index, follow',
    ...overrides,
  };
}

/** A multipart blog form; `undefined` values are left out. */
function blogForm(fields: Fields, images: Array<File | string> = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  for (const image of images) form.append('blog_images', image);
  return form;
}

function imagesForm(images: Array<File | string>) {
  const form = new FormData();
  for (const image of images) form.append('blog_images', image);
  return form;
}

/** A blog created through the REST route itself, with `imageCount` real images. */
async function createViaRest(overrides: Fields = {}, imageCount = 1) {
  const images = await Promise.all(Array.from({ length: imageCount }, () => png()));
  const answer = await api('POST', '/blogs', blogForm(blogFields(overrides), images), { token: adminToken });
  expect(answer.status).toBe(201);
  return answer.body as BlogAnswer;
}

/** A blog written straight to the database, for the list tests (one stored-looking image). */
async function seedBlog(slug: string, published: boolean) {
  return prisma.blog.create({
    data: {
      slug,
      title: `Title of ${slug}`,
      description: `<p>About ${slug}</p>`,
      published,
      images: { create: [{ path: `ab/cd/${slug}.webp`, width: 800, height: 600, position: 0 }] },
    },
  });
}

/** Everything a refused request must leave untouched. */
async function snapshot() {
  return {
    blogs: await prisma.blog.findMany({ orderBy: { id: 'asc' } }),
    images: await prisma.blogImage.findMany({ orderBy: { id: 'asc' } }),
  };
}

interface BlogAnswer {
  id: number;
  slug: string;
  title: string;
  description: string;
  meta_keywords: string;
  meta_description: string;
  meta_title: string;
  meta_robots: string;
  published: boolean;
  blog_images: Array<{ id: number; image_url: string }>;
  createdAt: string;
  updatedAt: string;
}

const BLOG_KEYS = [
  'blog_images',
  'createdAt',
  'description',
  'id',
  'meta_description',
  'meta_keywords',
  'meta_robots',
  'meta_title',
  'published',
  'slug',
  'title',
  'updatedAt',
].sort();
const MEDIA_URL = /^http:\/\/api\.test\/media\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/;
const ANY_MEDIA_URL = /^http:\/\/api\.test\/media\/[^\\]+\.webp$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function expectBlogShape(blog: Record<string, unknown>) {
  expect(Object.keys(blog).sort()).toEqual(BLOG_KEYS);
  expect(blog).toMatchObject({
    id: expect.any(Number),
    slug: expect.any(String),
    title: expect.any(String),
    description: expect.any(String),
    meta_keywords: expect.any(String),
    meta_description: expect.any(String),
    meta_title: expect.any(String),
    meta_robots: expect.any(String),
    published: expect.any(Boolean),
    createdAt: expect.stringMatching(ISO_TIMESTAMP),
    updatedAt: expect.stringMatching(ISO_TIMESTAMP),
  });
  const images = blog.blog_images as Array<Record<string, unknown>>;
  expect(Array.isArray(images)).toBe(true);
  for (const image of images) {
    expect(Object.keys(image).sort()).toEqual(['id', 'image_url']);
    expect(image).toMatchObject({ id: expect.any(Number), image_url: expect.stringMatching(ANY_MEDIA_URL) });
  }
}

/** The authorisation matrix of an admin route: no token 401, user 403, suspended tokens 401. */
async function expectAdminOnly(method: string, path: string, body?: () => unknown | Promise<unknown>) {
  const make = async () => (body ? await body() : undefined);
  expect(await api(method, path, await make())).toMatchObject({
    status: 401,
    body: { error: 'Please log in to continue.' },
  });
  expect(await api(method, path, await make(), { token: userToken })).toMatchObject({
    status: 403,
    body: { error: 'You are not allowed to do this.' },
  });
  expect(await api(method, path, await make(), { token: userToken, bare: true })).toMatchObject({ status: 403 });
  for (const token of [suspendedToken, suspendedAdminToken]) {
    expect(await api(method, path, await make(), { token })).toMatchObject({
      status: 401,
      body: { error: 'Session Expired. Please log in again.' },
    });
  }
  expect(await api(method, path, await make(), { token: 'not-a-token' })).toMatchObject({ status: 401 });
}

// ---- GET /blogs/admin --------------------------------------------------------------------------

describe('GET /api/blogs/admin', () => {
  let seeded: Array<{ id: number; slug: string; published: boolean }> = [];

  beforeAll(async () => {
    await prisma.blog.deleteMany();
    seeded = [];
    for (let index = 0; index < 7; index += 1) seeded.push(await seedBlog(`admin-list-${index}`, index % 3 !== 1));
  });

  it('answers every blog, published or not, newest first, 5 a page by default, with the total', async () => {
    const first = await api('GET', '/blogs/admin?page=1', undefined, { token: adminToken });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['blogs', 'totalBlogs']);
    expect(first.body.totalBlogs).toBe(7);
    const newestFirst = [...seeded].sort((a, b) => b.id - a.id).map((blog) => blog.slug);
    expect(first.body.blogs.map((blog: BlogAnswer) => blog.slug)).toEqual(newestFirst.slice(0, 5));
    for (const blog of first.body.blogs) expectBlogShape(blog);
    const newest = first.body.blogs[0] as BlogAnswer;
    expect(newest).toMatchObject({
      slug: 'admin-list-6',
      title: 'Title of admin-list-6',
      description: '<p>About admin-list-6</p>',
      published: true,
      meta_keywords: '',
      blog_images: [{ id: expect.any(Number), image_url: 'http://api.test/media/ab/cd/admin-list-6.webp' }],
    });

    const second = await api('GET', '/blogs/admin?page=2&pageSize=5', undefined, { token: adminToken });
    expect(second.body.blogs.map((blog: BlogAnswer) => blog.slug)).toEqual(newestFirst.slice(5));
    expect(second.body.totalBlogs).toBe(7);
    // unpublished blogs are listed for the admin
    const all = [...first.body.blogs, ...second.body.blogs] as BlogAnswer[];
    expect(
      all
        .filter((blog) => !blog.published)
        .map((blog) => blog.slug)
        .sort(),
    ).toEqual(['admin-list-1', 'admin-list-4']);

    const third = await api('GET', '/blogs/admin?page=3&pageSize=3', undefined, { token: adminToken });
    expect(third.body).toMatchObject({ totalBlogs: 7, blogs: [{ slug: newestFirst[6] }] });
    expect((await api('GET', '/blogs/admin?page=9', undefined, { token: adminToken })).body).toEqual({
      blogs: [],
      totalBlogs: 7,
    });
    // a bare token works too
    expect(await api('GET', '/blogs/admin', undefined, { token: adminToken, bare: true })).toMatchObject({
      status: 200,
      body: { totalBlogs: 7 },
    });
  });

  it('is for admins only', async () => {
    await expectAdminOnly('GET', '/blogs/admin');
  });

  it('answers 400 for a bad page or page size', async () => {
    for (const query of ['page=0', 'page=abc', 'pageSize=0', 'pageSize=101', 'page=1.5']) {
      const answer = await api('GET', `/blogs/admin?${query}`, undefined, { token: adminToken });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: expect.any(String) });
    }
  });
});

// ---- GET /blogs --------------------------------------------------------------------------------

describe('GET /api/blogs', () => {
  let published: string[] = [];

  beforeAll(async () => {
    await prisma.blog.deleteMany();
    published = [];
    for (let index = 0; index < 12; index += 1) {
      const isPublished = index !== 3 && index !== 9;
      const blog = await seedBlog(`public-list-${index}`, isPublished);
      if (isPublished) published.unshift(blog.slug); // newest first
    }
  });

  it('answers the published blogs only, newest first, 8 a page by default, with their total', async () => {
    const first = await api('GET', '/blogs');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['blogs', 'totalBlogs']);
    expect(first.body.totalBlogs).toBe(10);
    expect(first.body.blogs).toHaveLength(8);
    for (const blog of first.body.blogs) {
      expectBlogShape(blog);
      expect(blog.published).toBe(true);
    }
    expect(first.body.blogs.map((blog: BlogAnswer) => blog.slug)).toEqual(published.slice(0, 8));
    expect(first.body.blogs[0]).toMatchObject({ slug: 'public-list-11', title: 'Title of public-list-11' });

    const second = await api('GET', '/blogs?page=2&pageSize=8');
    expect(second.body).toEqual({ blogs: expect.any(Array), totalBlogs: 10 });
    expect(second.body.blogs.map((blog: BlogAnswer) => blog.slug)).toEqual(published.slice(8));

    const small = await api('GET', '/blogs?page=3&pageSize=3');
    expect(small.body.blogs.map((blog: BlogAnswer) => blog.slug)).toEqual(published.slice(6, 9));
  });

  it('is public: every caller gets the same published list, admins included', async () => {
    const expected = (await api('GET', '/blogs?pageSize=20')).body;
    expect(expected.blogs.map((blog: BlogAnswer) => blog.slug)).not.toContain('public-list-3');
    for (const token of [userToken, adminToken, suspendedToken, 'not-a-token']) {
      const answer = await api('GET', '/blogs?pageSize=20', undefined, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(expected);
    }
  });

  it('answers 400 for a bad page', async () => {
    expect(await api('GET', '/blogs?page=-1')).toMatchObject({ status: 400, body: { error: expect.any(String) } });
  });
});

// ---- GET /blogs/{slug} -------------------------------------------------------------------------

describe('GET /api/blogs/{slug}', () => {
  beforeAll(async () => {
    await prisma.blog.deleteMany();
    for (let index = 0; index < 9; index += 1) await seedBlog(`detail-${index}`, index !== 4);
  });

  it('answers { blog, similarBlogs }: up to 6 other published blogs, newest first', async () => {
    const answer = await api('GET', '/blogs/detail-2');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['blog', 'similarBlogs']);
    expectBlogShape(answer.body.blog);
    expect(answer.body.blog).toMatchObject({
      slug: 'detail-2',
      title: 'Title of detail-2',
      description: '<p>About detail-2</p>',
      published: true,
      blog_images: [{ image_url: 'http://api.test/media/ab/cd/detail-2.webp' }],
    });
    for (const blog of answer.body.similarBlogs) expectBlogShape(blog);
    expect(answer.body.similarBlogs.map((blog: BlogAnswer) => blog.slug)).toEqual([
      'detail-8',
      'detail-7',
      'detail-6',
      'detail-5',
      'detail-3',
      'detail-1',
    ]);
  });

  it('hides an unpublished blog from visitors and users (404) but shows it to admins', async () => {
    for (const token of [undefined, userToken, suspendedToken, suspendedAdminToken]) {
      expect(await api('GET', '/blogs/detail-4', undefined, { token })).toEqual({
        status: 404,
        body: { error: 'This blog does not exist.' },
        type: expect.stringContaining('application/json'),
      });
    }
    const asAdmin = await api('GET', '/blogs/detail-4', undefined, { token: adminToken, bare: true });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.blog).toMatchObject({ slug: 'detail-4', published: false });
    expect(asAdmin.body.similarBlogs.map((blog: BlogAnswer) => blog.slug)).not.toContain('detail-4');
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-blog', 'Detail-2', 'detail--2', '%20']) {
      expect(await api('GET', `/blogs/${slug}`)).toMatchObject({
        status: 404,
        body: { error: 'This blog does not exist.' },
      });
    }
  });
});

// ---- POST /blogs -------------------------------------------------------------------------------

describe('POST /api/blogs', () => {
  it('creates a published blog with its images in order and answers 201 with it', async () => {
    const images = [await png('first.png'), await png('second.png')];
    const fields = blogFields({ slug: 'goa-beaches', title: 'Goa beaches' });
    const answer = await api('POST', '/blogs', blogForm(fields, images), { token: adminToken });
    expect(answer.status).toBe(201);
    expectBlogShape(answer.body);
    expect(answer.body).toMatchObject({
      slug: 'goa-beaches',
      title: 'Goa beaches',
      description: '<p>Where to go <strong>tonight</strong>.</p>',
      meta_keywords: 'mumbai, nightlife',
      meta_description: 'A guide to the nights of Mumbai',
      meta_title: 'Mumbai nights',
      meta_robots: 'index, follow',
      published: true,
    });
    expect(answer.body.blog_images).toHaveLength(2);
    for (const image of answer.body.blog_images) expect(image.image_url).toMatch(MEDIA_URL);

    const row = await prisma.blog.findUnique({
      where: { id: answer.body.id },
      include: { images: { orderBy: { position: 'asc' } } },
    });
    expect(row).toMatchObject({ slug: 'goa-beaches', published: true });
    expect(row!.images.map((image) => image.id)).toEqual(
      answer.body.blog_images.map((image: { id: number }) => image.id),
    );
    // the URLs are served
    const media = await t.app.request(new URL(answer.body.blog_images[0].image_url).pathname);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toContain('image/webp');
    // and the public reads it back the same
    expect((await api('GET', '/blogs/goa-beaches')).body.blog).toEqual(answer.body);
  });

  it('stores the description sanitised: scripts and dangerous attributes do not come back', async () => {
    const description =
      '<p onclick="steal()">Hello <a href="javascript:alert(1)">there</a></p><script>alert("x")</script>' +
      '<img src="https://example.com/a.png" onerror="alert(2)"><iframe src="https://evil.example"></iframe>';
    const answer = await api('POST', '/blogs', blogForm(blogFields({ description }), [await png()]), {
      token: adminToken,
    });
    expect(answer.status).toBe(201);
    for (const stored of [
      answer.body.description,
      (await prisma.blog.findUnique({ where: { id: answer.body.id } }))!.description,
    ]) {
      expect(stored).toContain('Hello');
      expect(stored).toContain('<img src="https://example.com/a.png"');
      expect(stored).not.toMatch(/<script|alert\("x"\)|onclick|onerror|javascript:|<iframe/i);
    }
    expect((await api('GET', `/blogs/${answer.body.slug}`)).body.blog.description).toBe(answer.body.description);
  });

  it("reads 'published' when sent; the meta fields may be left out", async () => {
    const hidden = await api(
      'POST',
      '/blogs',
      blogForm({ slug: uniqueSlug(), title: 'Draft', description: '<p>Soon</p>', published: 'false' }, [await png()]),
      { token: adminToken, bare: true },
    );
    expect(hidden.status).toBe(201);
    expect(hidden.body).toMatchObject({
      published: false,
      meta_keywords: '',
      meta_description: '',
      meta_title: '',
      meta_robots: '',
    });
    expect((await api('GET', `/blogs/${hidden.body.slug}`)).status).toBe(404);
  });

  it('answers the SPEC messages with 400 and stores nothing', async () => {
    const before = await snapshot();
    const cases: Array<[Fields, number, string]> = [
      [blogFields({ title: '' }), 1, 'Please Enter Title and Slug'],
      [blogFields({ title: undefined }), 1, 'Please Enter Title and Slug'],
      [blogFields({ slug: '  ' }), 1, 'Please Enter Title and Slug'],
      [blogFields({ slug: undefined }), 1, 'Please Enter Title and Slug'],
      [blogFields(), 0, 'Please add at least one image'],
      [blogFields({ description: '' }), 1, 'Please enter description'],
      [blogFields({ description: undefined }), 1, 'Please enter description'],
      [blogFields({ description: '<script>alert(1)</script>' }), 1, 'Please enter description'],
      [blogFields({ slug: 'Not A Slug' }), 1, 'Please enter a valid Slug.'],
      [blogFields({ slug: 'trailing-' }), 1, 'Please enter a valid Slug.'],
    ];
    for (const [fields, imageCount, error] of cases) {
      const images = await Promise.all(Array.from({ length: imageCount }, () => png()));
      expect(await api('POST', '/blogs', blogForm(fields, images), { token: adminToken })).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    // a text value under blog_images is no image
    expect(await api('POST', '/blogs', blogForm(blogFields(), ['not a file']), { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: 'Please add at least one image' },
    });
    // JSON is not the create payload
    expect(await api('POST', '/blogs', blogFields(), { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: expect.any(String) },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 409 for a slug already taken, 415 for a file that is not an image, 413 over 10 MB', async () => {
    const existing = await createViaRest();
    const before = await snapshot();
    expect(
      await api('POST', '/blogs', blogForm(blogFields({ slug: existing.slug }), [await png()]), { token: adminToken }),
    ).toEqual({
      status: 409,
      body: { error: 'A blog with this slug already exists.' },
      type: expect.stringContaining('application/json'),
    });
    expect(
      await api('POST', '/blogs', blogForm(blogFields(), [await png(), notAnImage()]), { token: adminToken }),
    ).toMatchObject({
      status: 415,
      body: { error: expect.stringMatching(/image/i) },
    });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    expect(await api('POST', '/blogs', blogForm(blogFields(), [huge]), { token: adminToken })).toMatchObject({
      status: 413,
      body: { error: 'Each image must be at most 10 MB.' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is for admins only and stores nothing for anyone else', async () => {
    const before = await snapshot();
    await expectAdminOnly('POST', '/blogs', async () => blogForm(blogFields(), [await png()]));
    expect(await snapshot()).toEqual(before);
  });
});

// ---- PUT /blogs/{id} ---------------------------------------------------------------------------

describe('PUT /api/blogs/{id}', () => {
  it('updates every field from a multipart form, published included, and answers 200 with the blog', async () => {
    const blog = await createViaRest({}, 2);
    const form = blogForm({
      slug: 'kolkata-evenings',
      title: 'Kolkata evenings',
      description: '<h2>Evenings</h2><p>By the river</p><script>bad()</script>',
      meta_keywords: 'kolkata',
      meta_description: 'Evenings in Kolkata',
      meta_title: 'Kolkata',
      meta_robots: 'noindex',
      published: 'false',
    });
    const answer = await api('PUT', `/blogs/${blog.id}`, form, { token: adminToken });
    expect(answer.status).toBe(200);
    expectBlogShape(answer.body);
    expect(answer.body).toMatchObject({
      id: blog.id,
      slug: 'kolkata-evenings',
      title: 'Kolkata evenings',
      description: '<h2>Evenings</h2><p>By the river</p>',
      meta_keywords: 'kolkata',
      meta_description: 'Evenings in Kolkata',
      meta_title: 'Kolkata',
      meta_robots: 'noindex',
      published: false,
      blog_images: blog.blog_images,
    });
    // unpublished: gone for the public, still there for the admin
    expect((await api('GET', '/blogs/kolkata-evenings')).status).toBe(404);
    expect((await api('GET', `/blogs/${blog.slug}`)).status).toBe(404);
    expect((await api('GET', '/blogs/kolkata-evenings', undefined, { token: adminToken })).body.blog).toEqual(
      answer.body,
    );

    const republished = await api(
      'PUT',
      `/blogs/${blog.id}`,
      blogForm({ ...blogFields({ slug: 'kolkata-evenings' }), published: 'true' }),
      {
        token: adminToken,
        bare: true,
      },
    );
    expect(republished).toMatchObject({ status: 200, body: { published: true, title: 'Nightlife in Mumbai' } });
    expect((await api('GET', '/blogs/kolkata-evenings')).status).toBe(200);
  });

  it('accepts a JSON body; an omitted meta field or published keeps its value', async () => {
    const blog = await createViaRest({ meta_title: 'Kept title', published: 'false' });
    const answer = await api(
      'PUT',
      `/blogs/${blog.id}`,
      { slug: blog.slug, title: 'From JSON', description: '<p>JSON <em>body</em></p>', meta_keywords: '' },
      { token: adminToken },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      title: 'From JSON',
      description: '<p>JSON <em>body</em></p>',
      meta_keywords: '',
      meta_title: 'Kept title',
      meta_description: 'A guide to the nights of Mumbai',
      published: false,
    });
    const published = await api(
      'PUT',
      `/blogs/${blog.id}`,
      { ...blogFields({ slug: blog.slug }), published: true },
      { token: adminToken },
    );
    expect(published.body.published).toBe(true);
    const unpublished = await api(
      'PUT',
      `/blogs/${blog.id}`,
      { ...blogFields({ slug: blog.slug }), published: 'false' },
      { token: adminToken },
    );
    expect(unpublished.body.published).toBe(false);
    expect((await prisma.blog.findUnique({ where: { id: blog.id } }))!.published).toBe(false);
  });

  it('answers the SPEC messages with 400, 409 for a taken slug, 404 for an unknown blog, and changes nothing', async () => {
    const blog = await createViaRest();
    const other = await createViaRest();
    const before = await snapshot();
    const cases: Array<[Fields, string]> = [
      [blogFields({ slug: blog.slug, title: '' }), 'Please Enter Title and Slug'],
      [blogFields({ slug: '' }), 'Please Enter Title and Slug'],
      [blogFields({ slug: blog.slug, description: '<p> </p>' }), 'Please enter description'],
      [blogFields({ slug: 'Bad_Slug' }), 'Please enter a valid Slug.'],
      [blogFields({ slug: blog.slug, published: 'maybe' }), 'Please choose whether the blog is published.'],
    ];
    for (const [fields, error] of cases) {
      expect(await api('PUT', `/blogs/${blog.id}`, blogForm(fields), { token: adminToken })).toMatchObject({
        status: 400,
        body: { error },
      });
      expect(await api('PUT', `/blogs/${blog.id}`, fields, { token: adminToken })).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    expect(
      await api('PUT', `/blogs/${blog.id}`, blogForm(blogFields({ slug: other.slug })), { token: adminToken }),
    ).toMatchObject({
      status: 409,
      body: { error: 'A blog with this slug already exists.' },
    });
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      expect(await api('PUT', `/blogs/${id}`, blogFields(), { token: adminToken })).toMatchObject({
        status: 404,
        body: { error: expect.any(String) },
      });
    }
    expect(await api('PUT', '/blogs/999999', blogFields(), { token: adminToken })).toMatchObject({
      body: { error: 'This blog does not exist.' },
    });
    expect(
      await api('PUT', `/blogs/${blog.id}`, undefined, {
        token: adminToken,
        raw: { body: '{broken', type: 'application/json' },
      }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await api('PUT', `/blogs/${blog.id}`, undefined, {
        token: adminToken,
        raw: { body: 'title=x', type: 'text/plain' },
      }),
    ).toMatchObject({
      status: 400,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is for admins only and changes nothing for anyone else', async () => {
    const blog = await createViaRest();
    const before = await snapshot();
    await expectAdminOnly('PUT', `/blogs/${blog.id}`, () => blogFields({ slug: blog.slug, title: 'Hijacked' }));
    await expectAdminOnly('PUT', `/blogs/${blog.id}`, () =>
      blogForm(blogFields({ slug: blog.slug, title: 'Hijacked' })),
    );
    expect(await snapshot()).toEqual(before);
  });
});

// ---- POST /blogs/{id}/images -------------------------------------------------------------------

describe('POST /api/blogs/{id}/images', () => {
  it('appends the images after the existing ones and answers 201 with the new ones', async () => {
    const blog = await createViaRest({}, 1);
    const answer = await api('POST', `/blogs/${blog.id}/images`, imagesForm([await png(), await png()]), {
      token: adminToken,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toHaveLength(2);
    for (const image of answer.body) {
      expect(Object.keys(image).sort()).toEqual(['id', 'image_url']);
      expect(image).toMatchObject({ id: expect.any(Number), image_url: expect.stringMatching(MEDIA_URL) });
    }
    const read = await api('GET', `/blogs/${blog.slug}`);
    expect(read.body.blog.blog_images).toEqual([...blog.blog_images, ...answer.body]);
  });

  it('answers 400 without images, 415 for a non-image, 413 over 10 MB, 404 for an unknown blog, and stores nothing', async () => {
    const blog = await createViaRest();
    const before = await snapshot();
    expect(await api('POST', `/blogs/${blog.id}/images`, imagesForm([]), { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: 'Please add at least one image' },
    });
    expect(
      await api('POST', `/blogs/${blog.id}/images`, imagesForm([await png(), notAnImage()]), { token: adminToken }),
    ).toMatchObject({
      status: 415,
    });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    expect(await api('POST', `/blogs/${blog.id}/images`, imagesForm([huge]), { token: adminToken })).toMatchObject({
      status: 413,
    });
    expect(await api('POST', '/blogs/999999/images', imagesForm([await png()]), { token: adminToken })).toMatchObject({
      status: 404,
      body: { error: 'This blog does not exist.' },
    });
    expect(await api('POST', '/blogs/abc/images', imagesForm([await png()]), { token: adminToken })).toMatchObject({
      status: 404,
    });
    expect(await api('POST', `/blogs/${blog.id}/images`, { blog_images: [] }, { token: adminToken })).toMatchObject({
      status: 400,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is for admins only', async () => {
    const blog = await createViaRest();
    const before = await snapshot();
    await expectAdminOnly('POST', `/blogs/${blog.id}/images`, async () => imagesForm([await png()]));
    expect(await snapshot()).toEqual(before);
  });
});

// ---- DELETE /blogs/blog_images/{imageId} -------------------------------------------------------

describe('DELETE /api/blogs/blog_images/{imageId}', () => {
  it('deletes one image and answers 200 with a message and the images the blog keeps', async () => {
    const blog = await createViaRest({}, 3);
    const [first, second, third] = blog.blog_images;
    const answer = await api('DELETE', `/blogs/blog_images/${second!.id}`, undefined, { token: adminToken });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['blog', 'blog_images', 'message']);
    expect(answer.body.message).toBe('Blog image deleted successfully.');
    expect(answer.body.blog_images).toEqual([first, third]);
    expectBlogShape(answer.body.blog);
    expect(answer.body.blog).toMatchObject({ id: blog.id, slug: blog.slug, blog_images: [first, third] });
    expect(await prisma.blogImage.findUnique({ where: { id: second!.id } })).toBeNull();
    // the blog itself stays (this path is not DELETE /blogs/{id})
    expect((await api('GET', `/blogs/${blog.slug}`)).body.blog.blog_images).toEqual([first, third]);
  });

  it('keeps the last image (400), answers 404 for an unknown image, and changes nothing', async () => {
    const blog = await createViaRest({}, 1);
    const before = await snapshot();
    expect(
      await api('DELETE', `/blogs/blog_images/${blog.blog_images[0]!.id}`, undefined, { token: adminToken }),
    ).toEqual({
      status: 400,
      body: { error: 'A blog must keep at least one image.' },
      type: expect.stringContaining('application/json'),
    });
    expect(await api('DELETE', '/blogs/blog_images/999999', undefined, { token: adminToken })).toMatchObject({
      status: 404,
      body: { error: 'This blog image does not exist.' },
    });
    expect(await api('DELETE', '/blogs/blog_images/abc', undefined, { token: adminToken })).toMatchObject({
      status: 404,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is for admins only', async () => {
    const blog = await createViaRest({}, 2);
    const before = await snapshot();
    await expectAdminOnly('DELETE', `/blogs/blog_images/${blog.blog_images[0]!.id}`);
    expect(await snapshot()).toEqual(before);
  });
});

// ---- DELETE /blogs/{id} ------------------------------------------------------------------------

describe('DELETE /api/blogs/{id}', () => {
  it('deletes the blog with its images and answers 200 with a message and its id', async () => {
    const blog = await createViaRest({}, 2);
    const answer = await api('DELETE', `/blogs/${blog.id}`, undefined, { token: adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toStrictEqual({ message: 'Blog deleted successfully.', id: blog.id });
    expect(await prisma.blog.findUnique({ where: { id: blog.id } })).toBeNull();
    expect(await prisma.blogImage.count({ where: { blogId: blog.id } })).toBe(0);
    expect((await api('GET', `/blogs/${blog.slug}`, undefined, { token: adminToken })).status).toBe(404);
    // a second time: gone
    expect(await api('DELETE', `/blogs/${blog.id}`, undefined, { token: adminToken, bare: true })).toMatchObject({
      status: 404,
      body: { error: 'This blog does not exist.' },
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const before = await snapshot();
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      expect(await api('DELETE', `/blogs/${id}`, undefined, { token: adminToken })).toMatchObject({
        status: 404,
        body: { error: expect.any(String) },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is for admins only', async () => {
    const blog = await createViaRest();
    const before = await snapshot();
    await expectAdminOnly('DELETE', `/blogs/${blog.id}`);
    expect(await snapshot()).toEqual(before);
  });
});
