// Issue 33, the ad page converts, at a phone's size (390x844): an ad's old address answers 301 to its
// readable one (/call-girls/{city}/{name}-{id}); Call and WhatsApp stay on screen in a bar at the bottom
// while the visitor scrolls, without covering the page's end; Share hands the ad's title and address to the
// phone's share sheet, or copies the address and says so; the dates read in words; more ads of the city
// and category follow the ad; and an ended ad answers 410 with a page that says so and shows the city's ads.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS_DIR, saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { graphqlAt } from './graphql.ts';
import { startTestServer } from './server.ts';
import { collectErrors } from './sessions.ts';
import { ADULT_COOKIE } from '../common/adultCookie.ts';
import { adPathOf } from '../common/routes.ts';
import { addDays, todayInIndia } from '../common/india.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

interface ListedAd {
  databaseId: number;
  name: string;
  location: { name: string; slug: string };
  category: { name: string; slug: string };
}

/** The ad the tests open, the others of its city and category, and one of its city that ended. */
const picked = {
  ad: null as unknown as ListedAd,
  path: '',
  others: [] as ListedAd[],
  ended: null as unknown as ListedAd,
};

const pathOf = (ad: ListedAd) => adPathOf({ citySlug: ad.location.slug, name: ad.name, databaseId: ad.databaseId });

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true', PUBLIC_CACHE_SECONDS: '0' });
  browser = await launchBrowser();
  const data = await graphqlAt<{ ads: { edges: { node: ListedAd }[] } }>(
    server.baseUrl,
    '{ ads(first: 100) { edges { node { databaseId name location { name slug } category { name slug } } } } }',
  );
  const ads = data.ads.edges.map((edge) => edge.node);
  // the city with most running ads: one of them is made to share the category of another, one is ended
  const byCity = new Map<string, ListedAd[]>();
  for (const ad of ads) byCity.set(ad.location.slug, [...(byCity.get(ad.location.slug) ?? []), ad]);
  const city = [...byCity.values()].sort((a, b) => b.length - a.length)[0]!;
  expect(city.length).toBeGreaterThanOrEqual(4);
  const db = server.database.prisma;
  const [ad, sameCategory, ended, ...rest] = city as [ListedAd, ListedAd, ListedAd, ...ListedAd[]];
  const category = await db.category.findUniqueOrThrow({ where: { slug: ad.category.slug }, select: { id: true } });
  await db.ad.update({ where: { id: sameCategory.databaseId }, data: { categoryId: category.id } });
  const yesterday = new Date(`${addDays(todayInIndia(), -1)}T00:00:00Z`);
  const start = new Date(`${addDays(todayInIndia(), -5)}T00:00:00Z`);
  await db.ad.update({ where: { id: ended.databaseId }, data: { startDate: start, endDate: yesterday } });
  // the ad runs a few days more, so its dates read "until {day} {month}"
  await db.ad.update({
    where: { id: ad.databaseId },
    data: { endDate: new Date(`${addDays(todayInIndia(), 5)}T00:00:00Z`) },
  });
  picked.ad = ad;
  picked.path = pathOf(ad);
  picked.others = [
    { ...sameCategory, category: ad.category },
    ...rest.filter((other) => other.category.slug === ad.category.slug),
  ];
  picked.ended = ended;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A visitor past the age disclaimer, at a phone's size. */
async function phoneVisitor(
  options: { share?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  await context.addCookies([{ name: ADULT_COOKIE, value: '1', url: server.baseUrl }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  await context.addInitScript((withShare: boolean) => {
    localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true }));
    const shared: unknown[] = [];
    (window as unknown as { shared: unknown[] }).shared = shared;
    // a phone's share sheet, recorded; or none at all (most desktops): the copy-link fallback
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: withShare
        ? (data: unknown) => {
            shared.push(data);
            return Promise.resolve();
          }
        : undefined,
    });
  }, options.share ?? false);
  const page = await context.newPage();
  return { context, page, errors: await collectErrors(page) };
}

/** What the phone's screen shows now (saveScreenshot takes the whole page, where a fixed bar shows once). */
async function screenShot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}

async function live(page: Page) {
  await page.waitForSelector('html[data-page-live]');
}

describe("an ad's page on a phone", () => {
  it('moves the old address to the readable one, and keeps Call and WhatsApp on screen while scrolling', async () => {
    const { context, page, errors } = await phoneVisitor();
    const response = await page.goto(`${server.baseUrl}/call-girls/${picked.ad.databaseId}`);
    // the old address answered 301 to the readable one
    expect(response!.request().redirectedFrom()).not.toBeNull();
    expect((await response!.request().redirectedFrom()!.response())!.status()).toBe(301);
    expect(new URL(page.url()).pathname).toBe(picked.path);
    expect(picked.path).toMatch(
      new RegExp(`^/call-girls/${picked.ad.location.slug}/[a-z0-9-]+-${picked.ad.databaseId}$`),
    );
    await live(page);
    await expect(page.getByRole('heading', { level: 1, name: picked.ad.name }).isVisible()).resolves.toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${server.baseUrl}${picked.path}`);
    // the dates in words, never 2026-11-20 to 2026-12-03
    const availability = page.locator('section[aria-labelledby="ad-dates"]');
    expect(await availability.innerText()).toMatch(/Available until \d{1,2} [A-Z][a-z]{2}( \d{4})?$/);

    const bar = page.getByRole('region', { name: `Contact ${picked.ad.name}` });
    const inView = async () => {
      const box = (await bar.boundingBox())!;
      return box.y >= VIEWPORTS.phone.height - 120 && box.y + box.height <= VIEWPORTS.phone.height + 0.5;
    };
    expect(await inView()).toBe(true);
    await expect(bar.getByRole('link', { name: `Call ${picked.ad.name}` }).isVisible()).resolves.toBe(true);
    await expect(bar.getByRole('link', { name: /^WhatsApp/ }).isVisible()).resolves.toBe(true);
    // each at least 44px tall
    for (const link of await bar.getByRole('link').all())
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // half-way down: still there
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await inView()).toBe(true);
    await screenShot(page, 'phone-ad-page-scrolled');
    await saveScreenshot(page, 'phone-ad-page');

    // more of the city and category, as cards linking to their readable addresses
    const more = page.getByRole('region', {
      name: `More ${picked.ad.category.name} ads in ${picked.ad.location.name}`,
    });
    await more.scrollIntoViewIfNeeded();
    for (const other of picked.others.slice(0, 4))
      expect(await more.locator(`a[href="${pathOf(other)}"]`).count(), other.name).toBeGreaterThan(0);
    expect(await more.locator(`a[href="${picked.path}"]`).count()).toBe(0);

    // at the very end the bar covers nothing: the footer ends above it
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
    );
    expect(await inView()).toBe(true);
    const footer = (await page.locator('footer').boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);
    await screenShot(page, 'phone-ad-page-end');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shares the ad through the phone's share sheet, and copies its address where there is none", async () => {
    const sheet = await phoneVisitor({ share: true });
    await sheet.page.goto(`${server.baseUrl}${picked.path}`);
    await live(sheet.page);
    await sheet.page.getByRole('button', { name: 'Share' }).click();
    await sheet.page.waitForFunction(() => (window as unknown as { shared: unknown[] }).shared.length === 1);
    expect(await sheet.page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: `${picked.ad.name} in ${picked.ad.location.name}`, url: `${server.baseUrl}${picked.path}` },
    ]);
    expect(sheet.errors).toEqual([]);
    await sheet.context.close();

    const { context, page, errors } = await phoneVisitor({ share: false });
    await page.goto(`${server.baseUrl}${picked.path}`);
    await live(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const copied = page.getByText('Link copied');
    await copied.waitFor();
    expect(await copied.isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.baseUrl}${picked.path}`);
    await copied.scrollIntoViewIfNeeded();
    await screenShot(page, 'phone-ad-share-fallback');
    // the footer shares this page too, not the home page
    const footerShare = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(footerShare!)).toContain(`${server.baseUrl}${picked.path}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers an ended ad 410 with a page that says so and shows the city's current ads", async () => {
    const { context, page, errors } = await phoneVisitor();
    const response = await page.goto(`${server.baseUrl}${pathOf(picked.ended)}`);
    expect(response!.status()).toBe(410);
    await live(page);
    await expect(page.getByRole('heading', { level: 1, name: 'This ad has ended' }).isVisible()).resolves.toBe(true);
    const current = page.getByRole('region', { name: `Ads in ${picked.ad.location.name} today` });
    expect(await current.locator(`a[href="${picked.path}"]`).count()).toBeGreaterThan(0);
    // nothing of the ended ad itself
    expect(await page.locator(`a[href="${pathOf(picked.ended)}"]`).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: picked.ended.name }).count()).toBe(0);
    const all = page.getByRole('link', { name: `See all ads in ${picked.ad.location.name}` });
    expect(await all.getAttribute('href')).toBe(`/call-girls/${picked.ad.location.slug}`);
    await saveScreenshot(page, 'phone-ad-ended-410');
    await all.click();
    await page.waitForURL(`${server.baseUrl}/call-girls/${picked.ad.location.slug}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
