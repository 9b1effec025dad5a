// Contract tests of the SEO REST routes (SPEC section 7), through the real HTTP app:
// GET /api/seo-pages?path=, GET /api/seo-pages/all, POST /api/seo-pages, PUT /api/seo-pages?path=.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { createCallers, expectRestMatrix, type Caller, type CallerTokens } from '../../test/rest-callers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];

let tokens: CallerTokens;

const LISTING = {
  path: '/call-girls',
  title: 'Call Girls in India',
  description: 'Verified companions in 500+ cities',
  keywords: 'call girls, escorts',
  canonicalUrl: 'https://example.in/call-girls',
  robots: 'index, follow',
};

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  ({ tokens } = await createCallers(t));
  await prisma.seoPage.create({ data: LISTING });
  await prisma.seoPage.create({ data: { path: '', title: 'Companion Directory', robots: 'index, follow' } });
  await prisma.seoPage.create({ data: { path: '/terms-&-conditions', title: 'Terms and Conditions' } });
});
afterAll(() => t.close());

// ---- helpers -----------------------------------------------------------------------------------

// the answer's parts these tests compare
async function api(...args: Parameters<typeof t.rest>) {
  const { status, body } = await t.rest(...args);
  return { status, body };
}
type CallOptions = NonNullable<Parameters<typeof t.rest>[3]>;

const as = (caller: Caller, options: Omit<CallOptions, 'token'> = {}): CallOptions => ({
  ...options,
  token: tokens[caller],
});
const snapshot = () => prisma.seoPage.findMany({ orderBy: { id: 'asc' } });

const expectMatrix = (method: string, path: string, body: unknown, expected: Partial<Record<Caller, number>>) =>
  expectRestMatrix(t, tokens, snapshot, { method, path, body }, expected);

const REFUSED_TO_NON_ADMINS = { visitor: 401, user: 403, suspended: 401, suspendedAdmin: 401 } as const;

const PAGE_FIELDS = ['canonical_url', 'description', 'keywords', 'path', 'robots', 'title'];

// ---- GET /seo-pages?path= ----------------------------------------------------------------------

describe('GET /api/seo-pages?path= (public)', () => {
  it('answers the record of a page path with the SPEC field names', async () => {
    const answer = await api('GET', '/seo-pages?path=/call-girls');
    expect(answer).toEqual({
      status: 200,
      body: {
        path: '/call-girls',
        title: 'Call Girls in India',
        description: 'Verified companions in 500+ cities',
        keywords: 'call girls, escorts',
        canonical_url: 'https://example.in/call-girls',
        robots: 'index, follow',
      },
    });
    expect(Object.keys(answer.body).sort()).toEqual(PAGE_FIELDS);
  });

  it("answers the home page for '/' and for an empty path, stored as ''", async () => {
    const expected = {
      path: '',
      title: 'Companion Directory',
      description: '',
      keywords: '',
      canonical_url: '',
      robots: 'index, follow',
    };
    expect(await api('GET', '/seo-pages?path=/')).toEqual({ status: 200, body: expected });
    expect(await api('GET', '/seo-pages?path=')).toEqual({ status: 200, body: expected });
    expect(await api('GET', '/seo-pages?path=%2F')).toEqual({ status: 200, body: expected });
  });

  it("reads '/terms-&-conditions' encoded, and also sent with its '&' unencoded", async () => {
    const expected = {
      status: 200,
      body: expect.objectContaining({ path: '/terms-&-conditions', title: 'Terms and Conditions' }),
    };
    expect(await api('GET', `/seo-pages?path=${encodeURIComponent('/terms-&-conditions')}`)).toEqual(expected);
    expect(await api('GET', '/seo-pages?path=/terms-&-conditions')).toEqual(expected);
  });

  it('ignores a trailing slash', async () => {
    expect(await api('GET', '/seo-pages?path=/call-girls/')).toMatchObject({
      status: 200,
      body: { title: 'Call Girls in India' },
    });
  });

  it('answers 404 { error } for a page with no record, a path that is no page, or no path', async () => {
    const none = { status: 404, body: { error: 'There is no SEO page for this path yet.' } };
    expect(await api('GET', '/seo-pages?path=/blogs')).toEqual(none);
    expect(await api('GET', '/seo-pages?path=/nowhere')).toEqual(none);
    expect(await api('GET', '/seo-pages')).toEqual(none);
    expect(await api('GET', `/seo-pages?path=/${'x'.repeat(500)}`)).toEqual(none);
  });

  it('answers everyone, whatever token they send', async () => {
    await expectMatrix('GET', '/seo-pages?path=/call-girls', undefined, {
      visitor: 200,
      user: 200,
      suspended: 200,
      suspendedAdmin: 200,
      admin: 200,
    });
    expect(await api('GET', '/seo-pages?path=/call-girls', undefined, { token: 'garbage' })).toMatchObject({
      status: 200,
    });
  });
});

// ---- GET /seo-pages/all ------------------------------------------------------------------------

describe('GET /api/seo-pages/all (admin)', () => {
  it('answers every record with its id, by path (home first)', async () => {
    const answer = await api('GET', '/seo-pages/all', undefined, as('admin'));
    expect(answer.status).toBe(200);
    expect(answer.body.map((page: { path: string }) => page.path)).toEqual(['', '/call-girls', '/terms-&-conditions']);
    const listing = answer.body[1];
    expect(Object.keys(listing).sort()).toEqual([...PAGE_FIELDS, 'id'].sort());
    expect(listing).toMatchObject({ id: expect.any(Number), canonical_url: 'https://example.in/call-girls' });
  });

  it('is not read as a path and is refused to visitors, users and stale tokens; bare tokens work', async () => {
    await expectMatrix('GET', '/seo-pages/all', undefined, { ...REFUSED_TO_NON_ADMINS, admin: 200 });
    expect(await api('GET', '/seo-pages/all', undefined, as('admin', { bare: true }))).toMatchObject({ status: 200 });
  });
});

// ---- POST /seo-pages ---------------------------------------------------------------------------

describe('POST /api/seo-pages (admin)', () => {
  const blogs = {
    path: '/blogs',
    title: 'Blogs',
    description: 'Stories and guides',
    keywords: 'blogs',
    canonical_url: 'https://example.in/blogs',
    robots: 'index, follow',
  };

  it('adds a record: 201 with the record and its id', async () => {
    const answer = await api('POST', '/seo-pages', blogs, as('admin'));
    expect(answer).toEqual({ status: 201, body: { id: expect.any(Number), ...blogs } });
    expect(await prisma.seoPage.findUnique({ where: { path: '/blogs' } })).toMatchObject({
      canonicalUrl: 'https://example.in/blogs',
    });
    expect(await api('GET', '/seo-pages?path=/blogs')).toMatchObject({ status: 200, body: { title: 'Blogs' } });
  });

  it('stores omitted optional fields empty', async () => {
    const answer = await api('POST', '/seo-pages', { path: '/login', title: 'Login' }, as('admin'));
    expect(answer).toMatchObject({
      status: 201,
      body: { path: '/login', title: 'Login', description: '', keywords: '', canonical_url: '', robots: '' },
    });
  });

  it('refuses a second record for a path with 409', async () => {
    const before = await snapshot();
    expect(await api('POST', '/seo-pages', { ...blogs, title: 'Again' }, as('admin'))).toEqual({
      status: 409,
      body: { error: 'An SEO page for this path already exists.' },
    });
    expect(await api('POST', '/seo-pages', { path: '/', title: 'Home again' }, as('admin'))).toMatchObject({
      status: 409,
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no title', { path: '/register' }, 'Please Enter Title'],
    ['a blank title', { path: '/register', title: '   ' }, 'Please Enter Title'],
    ['no path', { title: 'Register' }, 'Please Enter Title'],
    ['a path that is no page', { path: '/admin', title: 'Admin' }, 'Please choose one of the listed page paths.'],
    [
      'a canonical URL that is no web address',
      { path: '/register', title: 'Register', canonical_url: 'javascript:alert(1)' },
      'Please enter a valid Canonical URL starting with http:// or https://',
    ],
    [
      'bad robots',
      { path: '/register', title: 'Register', robots: '<meta>' },
      'Robots must be directives such as "index, follow".',
    ],
  ])('refuses %s with 400', async (_label, body, error) => {
    const before = await snapshot();
    expect(await api('POST', '/seo-pages', body, as('admin'))).toEqual({ status: 400, body: { error } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not JSON with 400', async () => {
    expect(
      await api('POST', '/seo-pages', undefined, as('admin', { raw: { body: 'path=/x', type: 'text/plain' } })),
    ).toMatchObject({
      status: 400,
      body: { error: expect.any(String) },
    });
  });

  it('is refused to visitors, users and stale tokens, changing nothing', async () => {
    await expectMatrix('POST', '/seo-pages', { path: '/about-us', title: 'About' }, REFUSED_TO_NON_ADMINS);
  });
});

// ---- PUT /seo-pages?path= ----------------------------------------------------------------------

describe('PUT /api/seo-pages?path= (admin)', () => {
  it('updates the record the query names: 200 with the record', async () => {
    const id = (await prisma.seoPage.findUniqueOrThrow({ where: { path: '/call-girls' } })).id;
    const answer = await api(
      'PUT',
      '/seo-pages?path=/call-girls',
      {
        path: '/call-girls',
        title: 'Escorts in India',
        description: 'New text',
        keywords: 'escorts',
        canonical_url: '',
        robots: 'noindex, nofollow',
      },
      as('admin'),
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        id,
        path: '/call-girls',
        title: 'Escorts in India',
        description: 'New text',
        keywords: 'escorts',
        canonical_url: '',
        robots: 'noindex, nofollow',
      },
    });
    expect(await prisma.seoPage.findUnique({ where: { id } })).toMatchObject({
      title: 'Escorts in India',
      canonicalUrl: '',
    });
  });

  it('keeps omitted fields, and the query path wins over a different body path', async () => {
    const answer = await api('PUT', '/seo-pages?path=/call-girls', { path: '/blogs', title: 'Listing' }, as('admin'));
    expect(answer).toMatchObject({
      status: 200,
      body: { path: '/call-girls', title: 'Listing', description: 'New text', robots: 'noindex, nofollow' },
    });
    expect(await prisma.seoPage.findUnique({ where: { path: '/blogs' } })).toMatchObject({ title: 'Blogs' });
  });

  it("updates home with ?path=/ and '/terms-&-conditions' sent unencoded", async () => {
    expect(await api('PUT', '/seo-pages?path=/', { title: 'Home' }, as('admin'))).toMatchObject({
      status: 200,
      body: { path: '', title: 'Home' },
    });
    expect(await api('PUT', '/seo-pages?path=/terms-&-conditions', { title: 'Terms' }, as('admin'))).toMatchObject({
      status: 200,
      body: { path: '/terms-&-conditions', title: 'Terms' },
    });
  });

  it('answers 404 for a page path with no record yet', async () => {
    const before = await snapshot();
    expect(await api('PUT', '/seo-pages?path=/privacy-policy', { title: 'Privacy' }, as('admin'))).toEqual({
      status: 404,
      body: { error: 'There is no SEO page for this path yet.' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a missing title with 400 and the SPEC message, and a path that is no page', async () => {
    const before = await snapshot();
    expect(await api('PUT', '/seo-pages?path=/call-girls', { description: 'x' }, as('admin'))).toEqual({
      status: 400,
      body: { error: 'Please Enter Title' },
    });
    expect(await api('PUT', '/seo-pages?path=/admin', { title: 'Admin' }, as('admin'))).toEqual({
      status: 400,
      body: { error: 'Please choose one of the listed page paths.' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused to visitors, users and stale tokens, changing nothing', async () => {
    await expectMatrix('PUT', '/seo-pages?path=/call-girls', { title: 'Hijacked' }, REFUSED_TO_NON_ADMINS);
  });
});
