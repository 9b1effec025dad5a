// Issue 33, cards made for browsing, at a phone's size (390x844): a city listing with verified and new ads
// shows at least three whole cards within the first two screens, each with its age, city, category, the
// verified mark and "New" where they apply; the photos' boxes are sized before the photos arrive (no layout
// shift); the `sizes` attribute matches the photo's width on a phone and a desktop; and the next page is
// asked for while the sentinel is still more than a screen away.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS_DIR, saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { graphqlAt } from './graphql.ts';
import { startTestServer } from './server.ts';
import { collectErrors } from './sessions.ts';
import { addDays, todayInIndia } from '../common/india.ts';
import { ADULT_COOKIE } from '../common/adultCookie.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let cityPath = '';
let cityName = '';
let cityAds = 0;
/** Each of the city's ads by name: whether its card must show the verified mark and "New". */
const expected = new Map<string, { verified: boolean; isNew: boolean }>();

interface ListedAd {
  id: string;
  location: { name: string; slug: string };
}

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true', PUBLIC_CACHE_SECONDS: '0' });
  browser = await launchBrowser();
  // the city with the most running ads: more than a page of them
  const data = await graphqlAt<{ ads: { edges: { node: ListedAd }[] } }>(
    server.baseUrl,
    '{ ads(first: 100) { edges { node { id location { name slug } } } } }',
  );
  const byCity = new Map<string, ListedAd[]>();
  for (const { node } of data.ads.edges)
    byCity.set(node.location.slug, [...(byCity.get(node.location.slug) ?? []), node]);
  const [slug, ads] = [...byCity.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  cityPath = `/call-girls/${slug}`;
  cityName = ads[0]!.location.name;
  const db = server.database.prisma;
  const idOf = (ad: ListedAd) => Number(Buffer.from(ad.id, 'base64').toString().split(':')[1]);
  // more than five pages' worth of ads in it: running ads of other cities move there
  const city = await db.location.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  const others = data.ads.edges.map((edge) => edge.node).filter((ad) => ad.location.slug !== slug);
  const moved = others.slice(0, Math.max(0, 26 - ads.length));
  for (const ad of moved) await db.ad.update({ where: { id: idOf(ad) }, data: { locationId: city.id } });
  const ids = [...ads, ...moved].map(idOf);
  cityAds = ids.length;
  expect(cityAds).toBeGreaterThan(20);

  // of the city's ads: two started today and one yesterday in India (new, and first in the listing's
  // newest-first order), and the owners of the first and third of them verified
  const today = todayInIndia();
  const starts = [today, addDays(today, -1), today];
  for (const [index, start] of starts.entries())
    await db.ad.update({ where: { id: ids[index]! }, data: { startDate: new Date(`${start}T00:00:00Z`) } });
  // the rest started three or more days ago: not new
  for (const id of ids.slice(starts.length)) {
    const ad = await db.ad.findUniqueOrThrow({ where: { id }, select: { startDate: true } });
    const latest = new Date(`${addDays(today, -3)}T00:00:00Z`);
    if (ad.startDate > latest) await db.ad.update({ where: { id }, data: { startDate: latest } });
  }
  for (const id of ids) {
    const ad = await db.ad.findUniqueOrThrow({ where: { id }, select: { userId: true } });
    await db.user.update({ where: { id: ad.userId }, data: { verifiedAt: null } });
  }
  const verifiedOwners = new Set<number>();
  for (const id of [ids[0]!, ids[2]!]) {
    const ad = await db.ad.findUniqueOrThrow({ where: { id }, select: { userId: true } });
    await db.user.update({ where: { id: ad.userId }, data: { verifiedAt: new Date() } });
    verifiedOwners.add(ad.userId);
  }
  for (const [index, id] of ids.entries()) {
    const ad = await db.ad.findUniqueOrThrow({ where: { id }, select: { name: true, userId: true } });
    expected.set(ad.name, { verified: verifiedOwners.has(ad.userId), isNew: index < starts.length });
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A visitor past the age disclaimer, its layout shifts counted from the first paint. */
async function visitor(viewport: { width: number; height: number }): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
}> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: ADULT_COOKIE, value: '1', url: server.baseUrl }]);
  await context.addInitScript(() => {
    localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true }));
    const shifts: { value: number; inCards: boolean }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const inCards = (entry.sources ?? []).some(
          (source) => source.node instanceof Element && source.node.closest('article') !== null,
        );
        shifts.push({ value: entry.value, inCards });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  return { context, page, errors: await collectErrors(page) };
}

/** Each card's box and its photo's box, in the page's coordinates. */
function cardBoxes(page: Page) {
  return page.locator('article').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const photo = card.querySelector('img')?.getBoundingClientRect();
      return {
        top: Math.round(box.top + window.scrollY),
        bottom: Math.round(box.bottom + window.scrollY),
        height: Math.round(box.height),
        photo: photo && { width: Math.round(photo.width), height: Math.round(photo.height) },
      };
    }),
  );
}

/** Each photo's rendered width and the width its `sizes` attribute names at this viewport. */
function photoWidths(page: Page) {
  return page.locator('article img').evaluateAll((images) =>
    images.map((image) => {
      const sizes = (image as HTMLImageElement).sizes.split(/,\s*(?![^()]*\))/);
      // the first entry whose media condition holds (the last one has none)
      const chosen = sizes.find((entry) => {
        const media = entry.match(/^\(.*?\)(?=\s)/)?.[0];
        return !media || window.matchMedia(media).matches;
      })!;
      const length = chosen.replace(/^\(.*?\)\s+/, '');
      const probe = document.createElement('div');
      probe.style.width = length;
      probe.style.position = 'absolute';
      document.body.append(probe);
      const named = probe.getBoundingClientRect().width;
      probe.remove();
      return { rendered: image.getBoundingClientRect().width, named };
    }),
  );
}

describe('a city listing on a phone', () => {
  it('shows three whole cards within two screens, with age, city, category, verified and New, and no shift as photos arrive', async () => {
    const { context, page, errors } = await visitor(VIEWPORTS.phone);
    // the photos wait until the cards' boxes are measured: then they arrive, and nothing may move
    const held: (() => void)[] = [];
    let holding = true;
    await page.route('**/*', (route) => {
      if (holding && route.request().resourceType() === 'image') held.push(() => void route.continue().catch(() => {}));
      else void route.continue().catch(() => {});
    });
    // not until `load`: the held photos keep it from coming
    await page.goto(`${server.baseUrl}${cityPath}`, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
    const cards = page.locator('article');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(5);
    // the next page comes by itself (its sentinel is within a screen and a half): measure once it is in
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(10);

    const before = (await cardBoxes(page)).slice(0, 10);
    await saveScreenshot(page, 'phone-cards-before-photos-phone');
    expect(
      await page
        .locator('article img')
        .evaluateAll((images) =>
          images.some((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
        ),
    ).toBe(false);
    // three whole cards within the first two screens (from the top of the page, the header included)
    const screens = VIEWPORTS.phone.height * 2;
    expect(before[2]!.bottom).toBeLessThanOrEqual(screens);
    const withinTwoScreens = before.filter((card) => card.bottom <= screens).length;
    console.info(
      `phone cards: ${withinTwoScreens} whole cards within two screens; first card top ${before[0]!.top} px, card height ${before[0]!.height} px`,
    );
    // every photo's box is there before its photo: 3:4 at 120 px wide
    for (const card of before) expect(card.photo).toEqual({ width: 120, height: 160 });

    // what each card says: the age and city, the category, the verified mark and "New" where they apply
    await expect.poll(() => cards.nth(0).textContent()).toMatch(new RegExp(`\\d+ yrs · ${cityName}`));
    const shown = { verified: 0, isNew: 0 };
    for (const card of await cards.all()) {
      const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
      const ad = expected.get(name);
      expect(ad, name).toBeDefined();
      expect(await card.getByText('✓ Verified', { exact: true }).count(), name).toBe(ad!.verified ? 1 : 0);
      expect(await card.getByText('New', { exact: true }).count(), name).toBe(ad!.isNew ? 1 : 0);
      expect(await card.textContent()).toContain(cityName);
      shown.verified += ad!.verified ? 1 : 0;
      shown.isNew += ad!.isNew ? 1 : 0;
    }
    // the three new ads lead the newest-first listing; two of them are verified
    expect(shown.isNew).toBe(3);
    expect(shown.verified).toBeGreaterThanOrEqual(2);
    expect(await cards.nth(0).getByText('New', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(`${cityAds} results found`).count()).toBe(1);

    // the photos arrive: no card and no photo box moves
    holding = false;
    for (const release of held.splice(0)) release();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() =>
        page
          .locator('article img')
          .evaluateAll((images) =>
            images
              .filter((image) => image.getBoundingClientRect().top < 2 * window.innerHeight)
              .every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    expect((await cardBoxes(page)).slice(0, 10)).toEqual(before);
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; inCards: boolean }[] }).shifts,
    );
    expect(shifts.filter((shift) => shift.inCards)).toEqual([]);

    // the photo's `sizes` names its width on a phone: the browser picks the smallest variant that fills it
    for (const { rendered, named } of await photoWidths(page))
      expect(Math.abs(rendered - named)).toBeLessThanOrEqual(1);

    await saveScreenshot(page, 'phone-cards-city-listing-phone');
    // the first two screens, as a phone shows them one after the other
    await page.screenshot({
      path: join(ARTIFACTS_DIR, 'phone-cards-first-two-screens-phone.png'),
      fullPage: true,
      clip: { x: 0, y: 0, width: VIEWPORTS.phone.width, height: screens },
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the next page while the sentinel is still more than a screen below', async () => {
    const { context, page, errors } = await visitor(VIEWPORTS.phone);
    // where the sentinel was, in the viewport, each time the next page was asked for
    const asked: Promise<{ top: number; height: number }>[] = [];
    page.on('request', (request) => {
      const sent = decodeURIComponent(`${request.url()} ${request.postData() ?? ''}`);
      if (request.url().includes('/graphql') && sent.includes('"cursor":"'))
        asked.push(
          page.getByTestId('infinite-scroll-sentinel').evaluate((element) => ({
            top: element.getBoundingClientRect().top,
            height: window.innerHeight,
          })),
        );
    });
    await page.goto(`${server.baseUrl}${cityPath}`);
    await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
    const cards = page.locator('article');
    const sentinel = page.getByTestId('infinite-scroll-sentinel');
    // on arrival, without scrolling: the sentinel is below the screen, and the next page still comes
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(10);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // then scrolled until the sentinel is a screen below the bottom, not yet in view: the page after
    await sentinel.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 2 * window.innerHeight),
    );
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(15);
    const positions = await Promise.all(asked);
    expect(positions.length).toBeGreaterThanOrEqual(2);
    // (without the early start nothing would come: five cards end above the sentinel, 1,200 px down)
    for (const { top, height } of positions) expect(top).toBeGreaterThan(height);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a city listing on a desktop', () => {
  it("keeps a grid of three columns whose photos' sizes match their width", async () => {
    const { context, page, errors } = await visitor(VIEWPORTS.desktop);
    await page.goto(`${server.baseUrl}${cityPath}`);
    await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
    const cards = page.locator('article');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(5);
    const boxes = await cardBoxes(page);
    // three cards side by side in the first row, the photo on top and square
    expect(new Set(boxes.slice(0, 3).map((box) => box.top)).size).toBe(1);
    expect(boxes[3]!.top).toBeGreaterThan(boxes[0]!.top);
    expect(boxes[0]!.photo!.width).toBe(boxes[0]!.photo!.height);
    // `sizes` may round up (a scrollbar's width), never down
    for (const { rendered, named } of await photoWidths(page)) {
      expect(named).toBeGreaterThanOrEqual(rendered - 1);
      expect(named - rendered).toBeLessThanOrEqual(20);
    }
    await saveScreenshot(page, 'phone-cards-city-listing-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
