// The head of a client route (SPEC section 1): the SEO record wins field by field, built-in texts
// fill the rest; blogs, ads and the city listing have their own rules; Query.pageHead serves it.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import { updateLocation } from '../catalog/service.ts';
import { pageLocation, parseRoutePath, resolvePageHead, adIdOfSegment } from './head.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: ReturnType<typeof t.contextFor>;
const ids = { mumbai: 0, pune: 0, visibleAd: 0, expiredAd: 0, takenDownAd: 0 };

beforeAll(async () => {
  t = await createTestApp();
  ctx = t.contextFor(null);
  const db = t.database.prisma;
  const maharashtra = await db.state.create({ data: { name: 'Maharashtra' } });
  await db.state.create({ data: { name: 'Goa' } });
  await db.state.create({ data: { name: 'Delhi', kind: 'union_territory' } });
  ids.mumbai = (await db.location.create({ data: { name: 'Mumbai', stateId: maharashtra.id } })).id;
  ids.pune = (await db.location.create({ data: { name: 'Pune', stateId: maharashtra.id } })).id;
  const category = await db.category.create({ data: { name: 'Independent' } });
  const owner = await t.createUser();
  const today = todayInIndia();
  const ad = (name: string, description: string, start: string, end: string, takenDown = false) =>
    db.ad.create({
      data: {
        userId: owner.id,
        name,
        description,
        startDate: dateOnly(start),
        endDate: dateOnly(end),
        creditsUsed: 1,
        categoryId: category.id,
        locationId: ids.mumbai,
        takenDownAt: takenDown ? new Date() : null,
      },
    });
  ids.visibleAd = (
    await ad('Riya', `Warm and friendly.\n\n${'Lovely evening company. '.repeat(20)}`, today, addDays(today, 3))
  ).id;
  ids.expiredAd = (await ad('Old', 'Gone', addDays(today, -10), addDays(today, -1))).id;
  ids.takenDownAd = (await ad('Fake', 'Fake', today, addDays(today, 3), true)).id;

  await db.blog.create({
    data: {
      slug: 'goa-guide',
      title: 'A guide to Goa',
      description: '<p>Beaches &amp; <strong>nights</strong> in Goa.</p><p>Second paragraph.</p>',
      metaTitle: 'Goa Nights | Guide',
      metaDescription: 'Everything about Goa nights',
      metaKeywords: 'goa, nights',
      metaRobots: 'index, nofollow',
    },
  });
  await db.blog.create({
    data: { slug: 'plain-blog', title: 'Plain <b>"title"</b>', description: `<p>${'word '.repeat(80)}</p>` },
  });
  await db.blog.create({ data: { slug: 'draft', title: 'Draft', description: '<p>draft</p>', published: false } });
});
afterAll(() => t.close());

const head = (path: string, options?: { locationName?: string }) => resolvePageHead(ctx, path, options);

describe('pages with an SEO record', () => {
  it('uses the built-in texts when there is no record', async () => {
    expect(await head('/contact-us')).toEqual({
      title: 'Contact Us | Companion Directory',
      description: expect.stringContaining('message'),
      keywords: expect.stringContaining('contact'),
      canonicalUrl: 'http://api.test/contact-us',
      robots: 'index, follow',
      found: true,
      status: 200,
    });
    const home = await head('/');
    expect(home).toMatchObject({
      title: expect.stringContaining('Companion Directory'),
      canonicalUrl: 'http://api.test/',
      found: true,
    });
    expect(home.description).toMatch(/18\+/);
  });

  it('has its own texts for each page path, and for /forgot-password', async () => {
    const paths = [
      '/',
      '/call-girls',
      '/blogs',
      '/about-us',
      '/contact-us',
      '/login',
      '/register',
      '/terms-&-conditions',
      '/privacy-policy',
      '/forgot-password',
      '/grievance',
      '/grievance/status',
    ];
    const heads = await Promise.all(paths.map((path) => head(path)));
    for (const page of heads) {
      expect(page.found).toBe(true);
      expect(page.title).toMatch(/Companion Directory/);
      expect(page.description.length).toBeGreaterThan(40);
      expect(page.description.length).toBeLessThanOrEqual(200);
    }
    expect(new Set(heads.map((page) => page.title)).size).toBe(paths.length);
    expect(heads[7]!.canonicalUrl).toBe('http://api.test/terms-&-conditions');
  });

  it('lets the record win field by field where it is not empty', async () => {
    await t.database.prisma.seoPage.create({
      data: {
        path: '/privacy-policy',
        title: 'Our Privacy',
        description: '  ',
        keywords: 'privacy, data',
        canonicalUrl: 'https://example.in/privacy',
        robots: 'noindex, follow',
      },
    });
    expect(await head('/privacy-policy')).toEqual({
      title: 'Our Privacy',
      description: expect.stringContaining('collects and uses your information'),
      keywords: 'privacy, data',
      canonicalUrl: 'https://example.in/privacy',
      robots: 'noindex, follow',
      found: true,
      status: 200,
    });
    // a record whose optional fields are empty keeps the defaults for them
    await t.database.prisma.seoPage.create({ data: { path: '', title: 'Home Title' } });
    expect(await head('/')).toMatchObject({
      title: 'Home Title',
      canonicalUrl: 'http://api.test/',
      robots: 'index, follow',
      keywords: expect.stringContaining('call girls'),
    });
    expect(await head('')).toMatchObject({ title: 'Home Title' });
  });

  it('reads paths with a trailing slash, percent-encoding, a query string or a hash', async () => {
    expect(await head('/privacy-policy/')).toMatchObject({ title: 'Our Privacy' });
    expect(await head('/terms-%26-conditions')).toMatchObject({
      title: 'Terms and Conditions | Companion Directory',
      found: true,
    });
    expect(await head('/contact-us?x=1#form')).toMatchObject({
      title: 'Contact Us | Companion Directory',
      canonicalUrl: 'http://api.test/contact-us',
    });
    expect(parseRoutePath('/call-girls/?location=12#top')).toEqual({ path: '/call-girls', locationId: 12 });
    expect(parseRoutePath('blogs')).toEqual({ path: '/blogs', locationId: null });
    expect(parseRoutePath('/x%E0%A4%A')).toEqual({ path: '/x%E0%A4%A', locationId: null });
  });
});

describe('the listing', () => {
  it('speaks of all of India and its cities without a location: the city chooser (issue 33)', async () => {
    const chooser = await head('/call-girls');
    expect(chooser).toMatchObject({
      title: 'Call Girls in India by City | Companion Directory',
      canonicalUrl: 'http://api.test/call-girls',
      robots: 'index, follow',
      status: 200,
    });
    expect(chooser.description).toMatch(/^Choose your city/);
  });

  it('generates the texts from the location name the caller gives', async () => {
    const page = await head('/call-girls', { locationName: 'Pune' });
    expect(page).toMatchObject({
      title: 'Call Girls in Pune | Companion Directory',
      keywords: expect.stringContaining('call girls in Pune'),
    });
    expect(page.description).toContain('in Pune');
  });

  it('moves the old address ?location={databaseId} to the readable one (301); an unknown id is 404', async () => {
    expect(await head(`/call-girls?location=${ids.mumbai}`)).toMatchObject({
      status: 301,
      redirectTo: '/call-girls/mumbai',
      found: false,
    });
    expect(await head('/call-girls?location=999999')).toMatchObject({ status: 404, found: false, robots: 'noindex' });
    // a malformed location names no city: the whole listing
    expect(await head("/call-girls?location=1' OR 1=1")).toMatchObject({
      status: 200,
      canonicalUrl: 'http://api.test/call-girls',
    });
  });

  it('describes a city listing at its readable address, and a city and category listing', async () => {
    expect(await head('/call-girls/mumbai')).toMatchObject({
      title: 'Call Girls in Mumbai | Companion Directory',
      canonicalUrl: 'http://api.test/call-girls/mumbai',
      robots: 'index, follow',
      found: true,
      status: 200,
    });
    const withCategory = await head('/call-girls/pune/independent/');
    expect(withCategory).toMatchObject({
      title: 'Independent Call Girls in Pune | Companion Directory',
      canonicalUrl: 'http://api.test/call-girls/pune/independent',
      status: 200,
    });
    expect(withCategory.description).toContain('Independent call girl and escort ads in Pune');
    expect(withCategory.keywords).toContain('Independent call girls in Pune');
  });

  it('keeps a keyword search out of the index, canonical at its listing; a blank search is the listing', async () => {
    for (const [route, canonical] of [
      ['/call-girls?q=riya', 'http://api.test/call-girls'],
      ['/call-girls/mumbai?q=riya%20massage#top', 'http://api.test/call-girls/mumbai'],
      ['/call-girls/pune/independent?q=riya&category=x', 'http://api.test/call-girls/pune/independent'],
    ]) {
      expect(await head(route!), route).toMatchObject({
        robots: 'noindex, follow',
        canonicalUrl: canonical,
        status: 200,
      });
    }
    expect(await head('/call-girls?q=%20%20')).toMatchObject({ robots: 'index, follow' });
    expect(await head('/call-girls/mumbai?q=')).toMatchObject({ robots: 'index, follow' });
    // an unknown city stays 404 however it is searched
    expect(await head('/call-girls/atlantis?q=riya')).toMatchObject({ status: 404, robots: 'noindex' });
  });

  it('keeps a listing narrowed by age or the verified mark out of the index, canonical at the listing (issue 31)', async () => {
    for (const [route, canonical] of [
      ['/call-girls?minAge=21', 'http://api.test/call-girls'],
      ['/call-girls/mumbai?verified=1', 'http://api.test/call-girls/mumbai'],
      ['/call-girls/pune/independent?minAge=20&maxAge=30', 'http://api.test/call-girls/pune/independent'],
    ]) {
      expect(await head(route!), route).toMatchObject({
        robots: 'noindex, follow',
        canonicalUrl: canonical,
        status: 200,
      });
    }
    // values that are no filter are the listing
    expect(await head('/call-girls/mumbai?minAge=old&verified=no')).toMatchObject({ robots: 'index, follow' });
  });

  it('answers 404 for an unknown city or category, or a slug that cannot be one', async () => {
    for (const path of [
      '/call-girls/atlantis',
      '/call-girls/mumbai/unknown',
      '/call-girls/atlantis/independent',
      '/call-girls/Mumbai/x y',
      `/call-girls/${'a'.repeat(81)}`,
      '/call-girls/mumbai/independent/extra',
    ]) {
      expect(await head(path), path).toMatchObject({ status: 404, found: false, robots: 'noindex' });
    }
  });

  it('moves an old slug to the current address (301)', async () => {
    const { id, name, role, status, tokenVersion } = await t.createUser({ role: 'admin' });
    const admin = t.contextFor({ id, name, role, status, tokenVersion });
    const goa = await t.database.prisma.state.findFirstOrThrow({ where: { name: 'Goa' } });
    const city = await t.database.prisma.location.create({ data: { name: 'Bangalore', stateId: goa.id } });
    await updateLocation(admin, city.id, { name: 'Bengaluru', stateId: city.stateId });
    expect(await head('/call-girls/bangalore')).toMatchObject({ status: 301, redirectTo: '/call-girls/bengaluru' });
    expect(await head('/call-girls/bangalore/independent')).toMatchObject({
      status: 301,
      redirectTo: '/call-girls/bengaluru/independent',
    });
    expect(await head('/call-girls/bengaluru')).toMatchObject({
      status: 200,
      title: 'Call Girls in Bengaluru | Companion Directory',
    });
  });

  it("keeps the record's title and description when there is one", async () => {
    await t.database.prisma.seoPage.create({ data: { path: '/call-girls', title: 'Escorts Directory', keywords: '' } });
    const page = await head('/call-girls', { locationName: 'Pune' });
    expect(page).toMatchObject({ title: 'Escorts Directory', keywords: expect.stringContaining('Pune') });
    expect(page.description).toContain('Pune');
    await t.database.prisma.seoPage.delete({ where: { path: '/call-girls' } });
  });
});

describe('about us', () => {
  it('falls back to the state names for keywords, and a record keyword wins', async () => {
    expect((await head('/about-us')).keywords).toBe('Delhi, Goa, Maharashtra');
    await t.database.prisma.seoPage.create({ data: { path: '/about-us', title: 'About', keywords: 'about, team' } });
    expect(await head('/about-us')).toMatchObject({ title: 'About', keywords: 'about, team' });
    await t.database.prisma.seoPage.delete({ where: { path: '/about-us' } });
  });
});

describe('blogs', () => {
  it("uses a published blog's meta texts", async () => {
    expect(await head('/blogs/goa-guide')).toEqual({
      title: 'Goa Nights | Guide',
      description: 'Everything about Goa nights',
      keywords: 'goa, nights',
      canonicalUrl: 'http://api.test/blogs/goa-guide',
      robots: 'index, nofollow',
      found: true,
      status: 200,
    });
  });

  it('falls back to the title, the plain-text excerpt, the default keywords and index, follow', async () => {
    const page = await head('/blogs/plain-blog/');
    expect(page).toMatchObject({
      title: 'Plain <b>"title"</b>',
      robots: 'index, follow',
      keywords: expect.stringContaining('call girls'),
      canonicalUrl: 'http://api.test/blogs/plain-blog',
    });
    expect(page.description).toMatch(/^word word .*…$/);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.description).not.toContain('<');
  });

  it('answers a not-found head for an unknown or unpublished slug', async () => {
    for (const path of ['/blogs/draft', '/blogs/nothing-here', '/blogs/<script>', `/blogs/${'a'.repeat(300)}`]) {
      expect(await head(path)).toMatchObject({
        title: 'Page not found | Companion Directory',
        robots: 'noindex',
        found: false,
        status: 404,
      });
    }
  });
});

describe('ads', () => {
  it('describes a publicly visible ad at its readable address, canonical there', async () => {
    const readable = `/call-girls/mumbai/riya-${ids.visibleAd}`;
    const found = await head(readable);
    expect(found).toMatchObject({
      title: 'Riya in Mumbai, Maharashtra | Companion Directory',
      robots: 'index, follow',
      found: true,
      status: 200,
      canonicalUrl: `http://api.test${readable}`,
    });
    expect(found.description).toMatch(/^Warm and friendly\. Lovely evening company\./);
    expect(found.description.length).toBeLessThanOrEqual(160);
    expect(found.description.endsWith('…')).toBe(true);
    expect(found.keywords).toContain('call girls in Mumbai');
  });

  it('moves the old addresses (number, global id) and a stale name or city to the readable one (301)', async () => {
    const readable = `/call-girls/mumbai/riya-${ids.visibleAd}`;
    for (const old of [
      `/call-girls/${ids.visibleAd}`,
      `/call-girls/${encodeURIComponent(encodeGlobalID('Ad', ids.visibleAd))}`,
      `/call-girls/mumbai/priya-${ids.visibleAd}`,
      `/call-girls/mumbai/${ids.visibleAd}`,
      `/call-girls/pune/riya-${ids.visibleAd}`,
      `/call-girls/atlantis/riya-${ids.visibleAd}`,
    ]) {
      expect(await head(old), old).toMatchObject({ status: 301, redirectTo: readable, found: false });
    }
  });

  it("moves a category's old slug that ended in a number (now an ad's shape) to the category's listing", async () => {
    const category = await t.database.prisma.category.findFirstOrThrow({ where: { name: 'Independent' } });
    await t.database.prisma.slugRedirect.create({
      data: { kind: 'category', slug: `independent-${ids.visibleAd}`, targetId: category.id },
    });
    expect(await head(`/call-girls/mumbai/independent-${ids.visibleAd}`)).toMatchObject({
      status: 301,
      redirectTo: `/call-girls/mumbai/${category.slug}`,
    });
  });

  it('answers not found for an unknown ad or another type of id', async () => {
    expect(adIdOfSegment(encodeGlobalID('User', 1))).toBeNull();
    expect(adIdOfSegment('12')).toBe(12);
    for (const segment of [999999, 'abc', encodeGlobalID('User', ids.visibleAd), '0']) {
      expect(await head(`/call-girls/${segment}`)).toMatchObject({ found: false, status: 404, robots: 'noindex' });
    }
    expect(await head('/call-girls/mumbai/riya-999999')).toMatchObject({ status: 404 });
  });

  it('answers gone (410, noindex, nothing of the ad) where asked for an ad that ended or was taken down', async () => {
    for (const [id, name] of [
      [ids.expiredAd, 'old'],
      [ids.takenDownAd, 'fake'],
    ] as const) {
      for (const path of [
        `/call-girls/${id}`,
        `/call-girls/${encodeURIComponent(encodeGlobalID('Ad', id))}`,
        `/call-girls/mumbai/${name}-${id}`,
        `/call-girls/mumbai/x-${id}`,
      ]) {
        const gone = await head(path);
        expect(gone, path).toMatchObject({ found: false, status: 410, robots: 'noindex', canonicalUrl: '' });
        expect(gone.redirectTo, path).toBeUndefined();
        expect(JSON.stringify(gone).toLowerCase(), path).not.toContain(name);
      }
    }
  });
});

describe('protected and unknown routes', () => {
  it('gives the signed-in areas a generic noindex head', async () => {
    for (const path of [
      '/admin',
      '/admin/users/account-requests',
      '/admin/anything',
      '/ads',
      '/create-ad',
      '/credit-requests',
    ]) {
      expect(await head(path)).toMatchObject({
        title: 'My Account | Companion Directory',
        robots: 'noindex, nofollow',
        found: true,
        status: 200,
      });
    }
  });

  it("gives every signed-in page the dashboards' head, so a reload of one is never a not-found", async () => {
    for (const path of [
      '/account',
      '/verification',
      '/ads/12/edit',
      '/ads/12/statistics',
      '/admin/desk',
      '/admin/verifications',
    ]) {
      expect(await head(path)).toMatchObject({ found: true, robots: expect.stringContaining('noindex') });
    }
  });

  it('answers not found for any other path', async () => {
    for (const path of [
      '/nowhere',
      '/ads/1',
      '/ads/1/delete',
      '/accounts',
      '/call-girls/1/2',
      '/blogs/a/b',
      '/about-us/x',
      `/${'x'.repeat(3000)}`,
    ]) {
      expect(await head(path)).toMatchObject({
        title: 'Page not found | Companion Directory',
        found: false,
        status: 404,
      });
    }
  });
});

describe('Query.pageHead', () => {
  const PAGE_HEAD = /* GraphQL */ `
    query ($path: String!, $locationName: String) {
      pageHead(path: $path, locationName: $locationName) {
        title
        description
        keywords
        canonicalUrl
        robots
        found
      }
    }
  `;

  it('answers every caller with the head, without the HTTP status', async () => {
    const admin = await t.tokenFor(await t.createUser({ role: 'admin' }));
    for (const token of [undefined, admin, 'garbage']) {
      const { body } = await t.graphql(PAGE_HEAD, { path: '/blogs/goa-guide' }, token);
      expect(body.data.pageHead).toEqual({
        title: 'Goa Nights | Guide',
        description: 'Everything about Goa nights',
        keywords: 'goa, nights',
        canonicalUrl: 'http://api.test/blogs/goa-guide',
        robots: 'index, nofollow',
        found: true,
      });
    }
  });

  it('passes the location name and reports unknown pages as not found', async () => {
    const listing = await t.graphql(PAGE_HEAD, { path: '/call-girls', locationName: 'Goa' });
    expect(listing.body.data.pageHead.title).toBe('Call Girls in Goa | Companion Directory');
    const missing = await t.graphql(PAGE_HEAD, { path: '/blogs/draft' });
    expect(missing.body.data.pageHead).toMatchObject({ found: false, robots: 'noindex' });
  });

  it('refuses wrong types and survives hostile input', async () => {
    const wrong = await t.graphql(PAGE_HEAD, { path: 12 });
    expect(wrong.body.errors?.[0]?.message).toMatch(/String/);
    const hostile = await t.graphql(PAGE_HEAD, {
      path: `/blogs/x'; DROP TABLE blogs; --`,
      locationName: 'x'.repeat(10_000),
    });
    expect(hostile.body.data.pageHead.found).toBe(false);
    const long = await t.graphql(PAGE_HEAD, { path: '/call-girls', locationName: `<script>${'x'.repeat(10_000)}` });
    expect(long.body.data.pageHead.title.length).toBeLessThan(200);
    expect(await t.database.prisma.blog.count()).toBe(3);
  });
});

describe('the query parameters a page reads (pageLocation)', () => {
  it('keeps those of the listing, its search and the complaint status, in a fixed order, and drops the rest', () => {
    expect(pageLocation('/call-girls?utm_source=x&q=%20riya%20&category=Q2F0ZWdvcnk6MQ&fbclid=y')).toBe(
      '/call-girls?q=riya&category=Q2F0ZWdvcnk6MQ',
    );
    // a category is read only with search words; an old address keeps its location id
    expect(pageLocation('/call-girls?category=Q2F0ZWdvcnk6MQ&q=+')).toBe('/call-girls');
    expect(pageLocation('/call-girls?ref=a&location=12')).toBe('/call-girls?location=12');
    expect(pageLocation('/call-girls/mumbai?page=2&q=riya&q=other')).toBe('/call-girls/mumbai?q=riya');
    expect(pageLocation('/call-girls/mumbai/independent/?cursor=abc')).toBe('/call-girls/mumbai/independent/');
    expect(pageLocation('/grievance/status?number=%20GRV-1%20&utm=1')).toBe('/grievance/status?number=GRV-1');
  });

  it("keeps the listing's age and verified filters as the page reads them, none while searching (issue 31)", () => {
    expect(pageLocation('/call-girls?verified=1&utm=x&maxAge=30&minAge=21')).toBe(
      '/call-girls?minAge=21&maxAge=30&verified=1',
    );
    // bounds within 18 to 99, the wrong way round swapped, junk dropped
    expect(pageLocation('/call-girls/mumbai?minAge=40&maxAge=5')).toBe('/call-girls/mumbai?minAge=18&maxAge=40');
    expect(pageLocation('/call-girls/mumbai/independent?minAge=abc&maxAge=250&verified=yes')).toBe(
      '/call-girls/mumbai/independent?maxAge=99',
    );
    expect(pageLocation('/call-girls/mumbai?q=riya&minAge=21&verified=1')).toBe('/call-girls/mumbai?q=riya');
    expect(pageLocation('/call-girls/123?minAge=21')).toBe('/call-girls/123');
  });

  it('keeps none for an ad, a blog or an information page', () => {
    expect(pageLocation('/call-girls/123?q=riya')).toBe('/call-girls/123');
    expect(pageLocation('/blogs/mumbai-nights?utm_campaign=z#top')).toBe('/blogs/mumbai-nights');
    expect(pageLocation('/about-us?gclid=1')).toBe('/about-us');
    expect(pageLocation('/')).toBe('/');
  });
});

describe('the head of a path that names nothing', () => {
  it('has no canonical link (the document then writes none, nor og:url: common/pageHead.ts)', async () => {
    const notFound = await head('/nowhere/atlantis');
    expect(notFound).toMatchObject({ status: 404, canonicalUrl: '', robots: 'noindex' });
  });
});
