import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../context.ts';
import { NotAllowedError, ValidationError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { onRealPostgres } from '../../test/database.ts';
import { addSeoPage, findSeoPage, listSeoPages, SEO_PATHS, storedSeoPath, updateSeoPage } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Caller = 'visitor' | 'user' | 'suspended' | 'admin';
const tokens: Record<Caller, string | undefined> = {
  visitor: undefined,
  user: undefined,
  suspended: undefined,
  admin: undefined,
};

beforeAll(async () => {
  t = await createTestApp();
  tokens.user = await t.tokenFor(await t.createUser());
  tokens.admin = await t.tokenFor(await t.createUser({ role: 'admin' }));
  const suspended = await t.createUser();
  tokens.suspended = await t.tokenFor(suspended);
  await t.database.prisma.user.update({
    where: { id: suspended.id },
    data: { status: 'suspended', tokenVersion: { increment: 1 } },
  });
});
afterAll(() => t.close());

const SEO_FIELDS = 'id path title description keywords canonicalUrl robots';
const SEO_PAGE = /* GraphQL */ `query ($path: String!) { seoPage(path: $path) { ${SEO_FIELDS} } }`;
const SEO_PAGES = /* GraphQL */ `query { seoPages { ${SEO_FIELDS} } }`;
const ADD = /* GraphQL */ `
  mutation ($input: AddSeoPageInput!) {
    addSeoPage(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { field }
      ... on ConflictError { field }
      ... on MutationAddSeoPageSuccess { seoPage { ${SEO_FIELDS} } }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateSeoPageInput!) {
    updateSeoPage(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { field }
      ... on MutationUpdateSeoPageSuccess { seoPage { ${SEO_FIELDS} } }
    }
  }
`;

const seoPages = () => t.database.prisma.seoPage.findMany({ orderBy: { id: 'asc' } });

async function add(input: Record<string, unknown>) {
  return (await t.graphql(ADD, { input }, tokens.admin)).body.data.addSeoPage;
}
async function update(input: Record<string, unknown>) {
  return (await t.graphql(UPDATE, { input }, tokens.admin)).body.data.updateSeoPage;
}

function serviceContext(viewer: RequestContext['viewer']): RequestContext {
  return { db: t.database.prisma, viewer } as RequestContext;
}
const ADMIN_VIEWER = { id: 1, name: 'Admin', role: 'admin', status: 'active', tokenVersion: 0 } as const;

describe('paths', () => {
  it('knows the 9 page paths of the SPEC; home is stored as the empty path', () => {
    expect(SEO_PATHS).toHaveLength(9);
    expect(storedSeoPath('/')).toBe('');
    expect(storedSeoPath('')).toBe('');
    expect(storedSeoPath(' /blogs ')).toBe('/blogs');
    expect(storedSeoPath('/terms-&-conditions')).toBe('/terms-&-conditions');
    expect(storedSeoPath('/admin')).toBeNull();
    expect(storedSeoPath('/blogs/some-slug')).toBeNull();
  });
});

describe('adding and reading SEO pages', () => {
  it('an admin adds a record that everyone then reads by its path', async () => {
    const before = (await seoPages()).length;
    const input = {
      path: '/call-girls',
      title: '  Call Girls Directory  ',
      description: 'Browse verified profiles.',
      keywords: 'call girls, escorts',
      canonicalUrl: 'https://example.in/call-girls',
      robots: 'index, follow',
    };
    const added = await add(input);
    expect(added).toEqual({
      __typename: 'MutationAddSeoPageSuccess',
      seoPage: { ...input, id: expect.any(String), title: 'Call Girls Directory' },
    });
    expect(await seoPages()).toHaveLength(before + 1);

    for (const caller of ['visitor', 'user', 'suspended', 'admin'] as const) {
      const { body } = await t.graphql(SEO_PAGE, { path: '/call-girls' }, tokens[caller]);
      expect(body.errors).toBeUndefined();
      expect(body.data.seoPage).toEqual(added.seoPage);
    }
    // a trailing slash names the same page
    expect((await t.graphql(SEO_PAGE, { path: '/call-girls/' })).body.data.seoPage.title).toBe('Call Girls Directory');
  });

  it('answers null for a path without a record, or one that is not a page path', async () => {
    for (const path of ['/blogs', '/admin', '/call-girls/12', `'; DROP TABLE seo_pages; --`, 'x'.repeat(10_000)]) {
      const { body } = await t.graphql(SEO_PAGE, { path });
      expect(body).toEqual({ data: { seoPage: null } });
    }
  });

  it("stores the home page as '' whether given as '' or '/', and finds it either way", async () => {
    const added = await add({ path: '/', title: 'Home' });
    expect(added.seoPage).toMatchObject({
      path: '',
      title: 'Home',
      description: '',
      keywords: '',
      canonicalUrl: '',
      robots: '',
    });
    expect(await add({ path: '', title: 'Home again' })).toEqual({
      __typename: 'ConflictError',
      message: 'An SEO page for this path already exists.',
      field: 'path',
    });
    for (const path of ['', '/']) {
      expect((await t.graphql(SEO_PAGE, { path })).body.data.seoPage).toMatchObject({ path: '', title: 'Home' });
    }
  });

  it('refuses a second record for a path and writes nothing', async () => {
    await add({ path: '/login', title: 'Log in' });
    const before = await seoPages();
    expect(await add({ path: ' /login ', title: 'Another' })).toEqual({
      __typename: 'ConflictError',
      message: 'An SEO page for this path already exists.',
      field: 'path',
    });
    expect(await seoPages()).toEqual(before);
  });

  it.each([
    [{ title: '' }, 'title', 'Please Enter Title'],
    [{ title: '   ' }, 'title', 'Please Enter Title'],
    [{ title: 't'.repeat(10_000) }, 'title', 'Must be at most 200 characters'],
    [{ title: 'Bad\u0000title' }, 'title', 'Contains characters that are not allowed'],
    [{ path: '/admin' }, 'path', 'Please choose one of the listed page paths.'],
    [{ path: '/about-us/../admin' }, 'path', 'Please choose one of the listed page paths.'],
    [{ path: `/about-us'; DROP TABLE seo_pages; --` }, 'path', 'Please choose one of the listed page paths.'],
    [{ path: 'p'.repeat(10_000) }, 'path', 'Please choose one of the listed page paths.'],
    [{ description: 'd'.repeat(10_000) }, 'description', 'Must be at most 1000 characters'],
    [{ description: 'Bell\u0007' }, 'description', 'Contains characters that are not allowed'],
    [{ keywords: 'k'.repeat(10_000) }, 'keywords', 'Must be at most 1000 characters'],
    [
      { canonicalUrl: 'javascript:alert(1)' },
      'canonicalUrl',
      'Please enter a valid Canonical URL starting with http:// or https://',
    ],
    [
      { canonicalUrl: 'ftp://example.in/' },
      'canonicalUrl',
      'Please enter a valid Canonical URL starting with http:// or https://',
    ],
    [
      { canonicalUrl: 'example.in/about-us' },
      'canonicalUrl',
      'Please enter a valid Canonical URL starting with http:// or https://',
    ],
    [
      { canonicalUrl: 'https://example.in/a b' },
      'canonicalUrl',
      'Please enter a valid Canonical URL starting with http:// or https://',
    ],
    [{ canonicalUrl: `https://example.in/${'u'.repeat(10_000)}` }, 'canonicalUrl', 'Must be at most 500 characters'],
    [{ robots: '"><script>alert(1)</script>' }, 'robots', 'Robots must be directives such as "index, follow".'],
    [{ robots: 'index, follow'.repeat(1000) }, 'robots', 'Must be at most 100 characters'],
  ])('refuses %o with a clear message and writes nothing', async (change, field, message) => {
    const before = await seoPages();
    const result = await add({ path: '/about-us', title: 'About Us', ...change });
    expect(result).toEqual({ __typename: 'ValidationError', message, field });
    expect(await seoPages()).toEqual(before);
  });

  it('accepts every one of the 9 paths, and lists them by path for an admin', async () => {
    for (const path of SEO_PATHS) {
      const result = await add({ path, title: `Title of ${path}` });
      expect(['MutationAddSeoPageSuccess', 'ConflictError']).toContain(result.__typename);
    }
    const { body } = await t.graphql(SEO_PAGES, {}, tokens.admin);
    const paths = body.data.seoPages.map((page: { path: string }) => page.path);
    expect(paths).toEqual([
      '',
      '/about-us',
      '/blogs',
      '/call-girls',
      '/contact-us',
      '/login',
      '/privacy-policy',
      '/register',
      '/terms-&-conditions',
    ]);
    expect(body.data.seoPages.find((page: { path: string }) => page.path === '/blogs').title).toBe('Title of /blogs');
  });

  it('stores markup and SQL fragments in texts inertly', async () => {
    const hostile = `<script>alert(1)</script>'); DROP TABLE seo_pages; --`;
    const result = await update({ path: '/privacy-policy', title: hostile, description: hostile, keywords: hostile });
    expect(result.seoPage).toMatchObject({ title: hostile, description: hostile, keywords: hostile });
    expect(await t.database.prisma.seoPage.findUniqueOrThrow({ where: { path: '/privacy-policy' } })).toMatchObject({
      title: hostile,
    });
  });
});

describe('updating SEO pages', () => {
  it('updates the given fields, keeps omitted ones and clears empty ones', async () => {
    await t.database.prisma.seoPage.upsert({
      where: { path: '/contact-us' },
      create: {
        path: '/contact-us',
        title: 'Contact',
        description: 'Write to us',
        keywords: 'contact',
        canonicalUrl: 'https://example.in/contact-us',
        robots: 'index, follow',
      },
      update: {
        title: 'Contact',
        description: 'Write to us',
        keywords: 'contact',
        canonicalUrl: 'https://example.in/contact-us',
        robots: 'index, follow',
      },
    });
    const result = await update({
      path: '/contact-us',
      title: 'Contact Us',
      description: 'New text',
      keywords: '',
      robots: null,
    });
    expect(result).toEqual({
      __typename: 'MutationUpdateSeoPageSuccess',
      seoPage: {
        id: expect.any(String),
        path: '/contact-us',
        title: 'Contact Us',
        description: 'New text',
        keywords: '',
        canonicalUrl: 'https://example.in/contact-us',
        robots: 'index, follow',
      },
    });
  });

  it("updates home by '' or '/'", async () => {
    await t.database.prisma.seoPage.upsert({ where: { path: '' }, create: { path: '', title: 'Home' }, update: {} });
    expect((await update({ path: '/', title: 'Welcome' })).seoPage).toMatchObject({ path: '', title: 'Welcome' });
    expect((await update({ path: '', title: 'Welcome home' })).seoPage).toMatchObject({
      path: '',
      title: 'Welcome home',
    });
  });

  it('refuses an update without a title, with bad values, or for a path without a record, and changes nothing', async () => {
    await t.database.prisma.seoPage.deleteMany({ where: { path: '/register' } });
    await t.database.prisma.seoPage.upsert({
      where: { path: '/blogs' },
      create: { path: '/blogs', title: 'Blogs' },
      update: { title: 'Blogs' },
    });
    const before = await seoPages();
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { path: '/blogs', title: '' },
        { __typename: 'ValidationError', message: 'Please Enter Title', field: 'title' },
      ],
      [
        { path: '/blogs', title: 'x'.repeat(10_000) },
        { __typename: 'ValidationError', message: 'Must be at most 200 characters', field: 'title' },
      ],
      [
        { path: '/blogs', title: 'Blogs', canonicalUrl: 'javascript:alert(1)' },
        {
          __typename: 'ValidationError',
          message: 'Please enter a valid Canonical URL starting with http:// or https://',
          field: 'canonicalUrl',
        },
      ],
      [
        { path: '/blogs', title: 'Blogs', robots: '<meta>' },
        {
          __typename: 'ValidationError',
          message: 'Robots must be directives such as "index, follow".',
          field: 'robots',
        },
      ],
      [
        { path: '/nowhere', title: 'Blogs' },
        { __typename: 'ValidationError', message: 'Please choose one of the listed page paths.', field: 'path' },
      ],
      [
        { path: '/register', title: 'Register' },
        { __typename: 'NotFoundError', message: 'There is no SEO page for this path yet.' },
      ],
    ];
    for (const [input, expected] of cases) expect(await update(input)).toEqual(expected);
    expect(await seoPages()).toEqual(before);
  });
});

describe('services (as the REST layer calls them)', () => {
  it('take plain inputs, validate them and check the caller themselves', async () => {
    const admin = serviceContext(ADMIN_VIEWER);
    await t.database.prisma.seoPage.deleteMany({ where: { path: '/register' } });
    const added = await addSeoPage(admin, { path: '/register', title: 'Register', canonical: 'ignored' } as never);
    expect(added).toMatchObject({ path: '/register', title: 'Register', canonicalUrl: '' });
    await expect(addSeoPage(admin, { title: 'No path' } as never)).rejects.toEqual(
      new ValidationError('Please Enter Title', 'path'),
    );
    await expect(addSeoPage(admin, { path: '/blogs', title: 42 } as never)).rejects.toEqual(
      new ValidationError('Please Enter Title', 'title'),
    );
    await expect(updateSeoPage(admin, { path: '/register', title: ['x'] } as never)).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(await findSeoPage({ db: t.database.prisma }, '/register')).toMatchObject({ title: 'Register' });
    expect(await findSeoPage({ db: t.database.prisma }, 42)).toBeNull();

    const before = await seoPages();
    for (const viewer of [null, { ...ADMIN_VIEWER, id: 2, role: 'user' as const }]) {
      const ctx = serviceContext(viewer);
      await expect(addSeoPage(ctx, { path: '/blogs', title: 'Sneaky' })).rejects.toBeInstanceOf(NotAllowedError);
      await expect(updateSeoPage(ctx, { path: '/register', title: 'Sneaky' })).rejects.toBeInstanceOf(NotAllowedError);
      await expect(listSeoPages(ctx)).rejects.toBeInstanceOf(NotAllowedError);
    }
    expect(await seoPages()).toEqual(before);
  });
});

describe('concurrent duplicates (real PostgreSQL)', () => {
  it.runIf(onRealPostgres)('20 parallel adds for one path create one record', async () => {
    await t.database.prisma.seoPage.deleteMany({ where: { path: '/terms-&-conditions' } });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => add({ path: '/terms-&-conditions', title: `Terms ${index}` })),
    );
    const typenames = results.map((result) => result.__typename);
    expect(typenames.filter((name) => name === 'MutationAddSeoPageSuccess')).toHaveLength(1);
    expect(typenames.filter((name) => name === 'ConflictError')).toHaveLength(19);
    expect(await t.database.prisma.seoPage.count({ where: { path: '/terms-&-conditions' } })).toBe(1);
  });
});

describe('authorisation of every SEO field', () => {
  const policies: [
    field: string,
    policy: 'public' | 'admin',
    document: { query: string; variables: Record<string, unknown> },
  ][] = [
    ['seoPage', 'public', { query: SEO_PAGE, variables: { path: '/' } }],
    ['seoPages', 'admin', { query: SEO_PAGES, variables: {} }],
    ['addSeoPage', 'admin', { query: ADD, variables: { input: { path: '/about-us', title: 'Matrix' } } }],
    ['updateSeoPage', 'admin', { query: UPDATE, variables: { input: { path: '/', title: 'Matrix' } } }],
  ];

  it.each(policies)('%s is %s', async (field, policy, { query, variables }) => {
    await t.database.prisma.seoPage.upsert({
      where: { path: '' },
      create: { path: '', title: 'Home' },
      update: { title: 'Home' },
    });
    await t.database.prisma.seoPage.deleteMany({ where: { path: '/about-us' } });
    const expected: Record<Caller, string | null> =
      policy === 'public'
        ? { visitor: null, user: null, suspended: null, admin: null }
        : { visitor: 'UNAUTHENTICATED', user: 'FORBIDDEN', suspended: 'UNAUTHENTICATED', admin: null };
    for (const caller of ['visitor', 'user', 'suspended', 'admin'] as const) {
      const before = await seoPages();
      const { body } = await t.graphql(query, variables, tokens[caller]);
      const code = body.errors?.[0]?.extensions?.code ?? null;
      expect({ caller, code }).toEqual({ caller, code: expected[caller] });
      if (expected[caller]) {
        expect(body.data?.[field] ?? null).toBeNull();
        expect(await seoPages()).toEqual(before);
      } else {
        expect(body.data[field]).not.toBeNull();
        expect(body.data[field].__typename ?? 'ok').not.toMatch(/Error$/);
      }
    }
  });
});
