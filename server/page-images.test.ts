import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_SLIDE_IMAGE_SIZES, injectImagePreload, LISTING_CARD_IMAGE_SIZES } from './page-images.ts';
import { dateOnly, todayInIndia } from './lib/dates.ts';
import { createTestApp } from './test/app.ts';

const CLIENT = join(import.meta.dirname, '..', 'client', 'src', 'features');

describe('lead image preloads', () => {
  it('use the same sizes as the client images they stand for, or the browser would fetch another width', () => {
    expect(readFileSync(join(CLIENT, 'ads', 'listing', 'AdCard.tsx'), 'utf8')).toContain(`'${LISTING_CARD_IMAGE_SIZES}'`);
    expect(readFileSync(join(CLIENT, 'content', 'blogs', 'BlogSlideshow.tsx'), 'utf8')).toContain(`'${BLOG_SLIDE_IMAGE_SIZES}'`);
  });

  it('escape what they put in the HTML', () => {
    const html = injectImagePreload('<head></head>', { href: 'https://x.test/a"b.webp', srcSet: 'https://x.test/a.webp 320w, https://x.test/b.webp 640w', sizes: '100vw' });
    expect(html).toContain('href="https://x.test/a&quot;b.webp" imagesrcset="https://x.test/a.webp 320w, https://x.test/b.webp 640w" imagesizes="100vw" fetchpriority="high"');
  });

  describe('in the served HTML', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    const adImage = 'ab/cd/ad-photo.webp';
    let cityId = 0;
    let emptyCityId = 0;
    const blogImage = 'ef/01/blog-slide.webp';
    beforeAll(async () => {
      t = await createTestApp();
      const db = t.database.prisma;
      const owner = await t.createUser({ role: 'user', status: 'active' });
      const state = await db.state.create({ data: { name: 'Goa' } });
      const city = await db.location.create({ data: { name: 'Panaji', stateId: state.id } });
      cityId = city.id;
      emptyCityId = (await db.location.create({ data: { name: 'Margao', stateId: state.id } })).id;
      const category = await db.category.create({ data: { name: 'Elite' } });
      // the product's today is India's (UTC+5:30), not UTC's: they differ from 18:30 to 24:00 UTC
      const today = dateOnly(todayInIndia());
      const ad = await db.ad.create({
        data: { userId: owner.id, name: 'Asha', contact: '9876543210', description: 'Hello', categoryId: category.id, locationId: city.id, startDate: today, endDate: today, creditsUsed: 1 },
      });
      await db.adImage.create({ data: { adId: ad.id, path: adImage, width: 640, height: 800, position: 0 } });
      const blog = await db.blog.create({ data: { slug: 'goa-nights', title: 'Goa nights', description: '<p>Hi</p>', metaTitle: '', metaDescription: '', metaKeywords: '', metaRobots: '' } });
      await db.blogImage.create({ data: { blogId: blog.id, path: blogImage, width: 1200, height: 630, position: 0 } });
    });
    afterAll(() => t?.close());

    it('announce the first listing photo on /call-girls and the first slide on a blog page', async () => {
      const listing = await (await t.app.request('/call-girls')).text();
      expect(listing).toContain(`/media/${adImage}" imagesrcset="`);
      expect(listing).toContain(`imagesizes="${LISTING_CARD_IMAGE_SIZES}" fetchpriority="high">`);
      const blog = await (await t.app.request('/blogs/goa-nights')).text();
      expect(blog).toContain(`/media/${blogImage}" imagesrcset="`);
      expect(blog).toContain(`imagesizes="${BLOG_SLIDE_IMAGE_SIZES}"`);
    });

    it("follow the listing's city: its first photo, or none for a city without ads", async () => {
      // at the readable addresses (the old ?location= ones answer 301 to them)
      expect(await (await t.app.request('/call-girls/panaji')).text()).toContain(`/media/${adImage}"`);
      expect(await (await t.app.request('/call-girls/panaji/elite')).text()).toContain(`/media/${adImage}"`);
      expect(await (await t.app.request('/call-girls/margao')).text()).not.toContain('as="image"');
      expect(await (await t.app.request('/call-girls/panaji/no-such-category')).text()).not.toContain('as="image"');
      expect((await t.app.request(`/call-girls?location=${cityId}`)).headers.get('location')).toBe('/call-girls/panaji');
      expect((await t.app.request(`/call-girls?location=${emptyCityId}`)).headers.get('location')).toBe('/call-girls/margao');
    });

    it('announce nothing for a page without such an image, or one that does not exist', async () => {
      expect(await (await t.app.request('/about-us')).text()).not.toContain('as="image"');
      expect(await (await t.app.request('/blogs/no-such-blog')).text()).not.toContain('as="image"');
    });
  });
});
