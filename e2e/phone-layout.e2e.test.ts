// The public site in a phone's hand (issue 33): the age disclaimer works at the first paint and without a
// script (a plain form the server answers), the phone menu is a drawer of stacked links, the site is
// installable (manifest, icons), and the data saver header breaks nothing. Screenshots at 390x844.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS_DIR, saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { startTestServer } from './server.ts';
import { collectErrors } from './sessions.ts';

const TITLE = 'I am 18 or older and I wish to enter';

/** What the screen shows (a full-page capture draws fixed overlays at the top of a long page). */
async function saveScreen(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function adultCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(server.baseUrl)).find((cookie) => cookie.name === 'adult_ok')?.value;
}

/** Once the app runs the page (the document says so). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
}

describe('the age disclaimer at the first paint', () => {
  it('without JavaScript, Accept sets the cookie and shows the same page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/blogs?page=1`);
    const disclaimer = page.getByRole('alertdialog', { name: TITLE });
    await expect.poll(() => disclaimer.isVisible()).toBe(true);
    const accept = disclaimer.getByRole('button', { name: 'Accept' });
    expect(await accept.isEnabled()).toBe(true);
    const box = (await accept.boundingBox())!;
    // a thumb's target, inside the phone's width
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await saveScreen(page, 'phone-disclaimer-no-js');
    await Promise.all([page.waitForURL(`${server.baseUrl}/blogs?page=1`, { waitUntil: 'load' }), accept.click()]);
    expect(await adultCookie(context)).toBe('1');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    await saveScreenshot(page, 'phone-disclaimer-no-js-accepted');
    await context.close();
  });

  it('without JavaScript, Decline sets nothing and the page stays covered', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/about-us`);
    const disclaimer = page.getByRole('alertdialog', { name: TITLE });
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/adult-consent')),
      disclaimer.getByRole('button', { name: 'Decline' }).click(),
    ]);
    await page.waitForURL(`${server.baseUrl}/about-us`, { waitUntil: 'load' });
    expect(await adultCookie(context)).toBeUndefined();
    await expect.poll(() => disclaimer.isVisible()).toBe(true);
    await context.close();
  });

  it('with JavaScript, Accept works in the page without a reload', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const errors = await collectErrors(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/adult-consent')) posts += 1;
    });
    await page.goto(`${server.baseUrl}/`);
    const disclaimer = page.getByRole('alertdialog', { name: TITLE });
    // the disclaimer's own code is a lazy chunk: the form is the app's once it says so
    await page.locator('form[action="/adult-consent"][data-live]').waitFor({ state: 'attached' });
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    // a sheet along the bottom of the screen, the page dimmed above it
    await expect
      .poll(async () => {
        const box = (await disclaimer.boundingBox())!;
        return [Math.round(box.x), Math.round(box.y + box.height), Math.round(box.width)];
      })
      .toEqual([0, VIEWPORTS.phone.height, VIEWPORTS.phone.width]);
    expect((await disclaimer.boundingBox())!.height).toBeLessThan(VIEWPORTS.phone.height * 0.75);
    await saveScreen(page, 'phone-disclaimer');
    await disclaimer.getByRole('button', { name: 'Accept' }).click();
    await disclaimer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(posts).toBe(0);
    expect(await adultCookie(context)).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with JavaScript, Accept pressed before the app has started still works (the native form)', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    // the app's scripts held back: the page is painted, the form is all there is
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // module scripts hold back DOMContentLoaded: the page is painted well before it
    await page.goto(`${server.baseUrl}/blogs`, { waitUntil: 'commit' });
    const accept = page.getByRole('alertdialog', { name: TITLE }).getByRole('button', { name: 'Accept' });
    await accept.waitFor();
    expect(await page.locator('html[data-page-live]').count()).toBe(0);
    expect(await accept.isEnabled()).toBe(true);
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/adult-consent')), accept.click()]);
    release();
    await page.waitForURL(`${server.baseUrl}/blogs`);
    expect(await adultCookie(context)).toBe('1');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });

  it('fits a desktop screen', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    const disclaimer = page.getByRole('alertdialog', { name: TITLE });
    await hydrated(page);
    const box = (await disclaimer.boundingBox())!;
    expect(box.width).toBeLessThan(600);
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThan(VIEWPORTS.desktop.height);
    // a box around its text, not a column down the screen
    expect(box.height).toBeLessThan(500);
    await saveScreen(page, 'desktop-disclaimer');
    await context.close();
  });
});

/** A visitor who accepted the disclaimer earlier (the cookie the server reads, the storage the app reads). */
async function adultContext(options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, ...options });
  await context.addCookies([{ name: 'adult_ok', value: '1', url: server.baseUrl }]);
  await context.addInitScript(() =>
    localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true })),
  );
  return context;
}

describe('the phone menu', () => {
  it('is a drawer of stacked links at least 44 px tall, with the search and Post Your Ad, closed by navigation', async () => {
    const context = await adultContext();
    const page = await context.newPage();
    const errors = await collectErrors(page);
    await page.goto(`${server.baseUrl}/`);
    await hydrated(page);
    // the desktop's row of links is not on a phone
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const toggleBox = (await toggle.boundingBox())!;
    expect(toggleBox.height).toBeGreaterThanOrEqual(44);
    expect(toggleBox.width).toBeGreaterThanOrEqual(44);
    await saveScreenshot(page, 'phone-menu-closed');

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Companion Directory' });
    await drawer.waitFor();
    // it slides in from the side: each animation it names has its keyframes on the page (one it names
    // without them would not run at all)
    const animations = await drawer.evaluate((element) => {
      const keyframes = new Set<string>();
      const visit = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSKeyframesRule) keyframes.add(rule.name);
          else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of document.styleSheets) visit(sheet.cssRules);
      const named = getComputedStyle(element)
        .animationName.split(',')
        .map((name) => name.trim());
      return { named, missing: named.filter((name) => !keyframes.has(name)) };
    });
    expect(animations.named).toContain('slide-from-right-full');
    expect(animations.missing).toEqual([]);
    const links = drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    // and this page in Hindi (issue 35), a thumb's target like the others
    expect(await links.allTextContents()).toEqual(['Call Girls', 'Blogs', 'About Us', 'Contact Us', 'Login', 'हिन्दी']);
    // wait until it has come in (its animations over), then measure
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => {
        const box = (await drawer.boundingBox())!;
        return box.x + box.width;
      })
      .toBeLessThanOrEqual(VIEWPORTS.phone.width);
    let previousBottom = -Infinity;
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, (await link.textContent()) ?? undefined).toBeGreaterThanOrEqual(44);
      // stacked: each below the one before
      expect(box.y).toBeGreaterThanOrEqual(previousBottom);
      previousBottom = box.y + box.height;
    }
    expect(await drawer.getByRole('searchbox', { name: 'Search ads' }).isVisible()).toBe(true);
    const post = drawer.getByRole('link', { name: 'Post Your Ad' });
    expect((await post.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await saveScreen(page, 'phone-menu-open');

    await links.filter({ hasText: 'Blogs' }).click();
    await page.waitForURL(`${server.baseUrl}/blogs`);
    await drawer.waitFor({ state: 'detached' });

    // Escape closes it too
    await toggle.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves the desktop header as it was: the links in a row, no menu button', async () => {
    const context = await adultContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await hydrated(page);
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    expect(await links.allTextContents()).toEqual(['Call Girls', 'Blogs', 'About Us', 'Contact Us']);
    const tops = await Promise.all((await links.all()).map(async (link) => (await link.boundingBox())!.y));
    expect(new Set(tops).size).toBe(1);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await context.close();
  });
});

describe('installable and light', () => {
  it('links a manifest from the page, whose icons are served', async () => {
    const context = await adultContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/blogs`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#9d174d');
    const manifest = await page.request.get(`${server.baseUrl}${href}`);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as { start_url: string; icons: { src: string; purpose: string }[] };
    expect(body.start_url).toBe('/');
    expect(body.icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of body.icons) {
      const file = await page.request.get(`${server.baseUrl}${icon.src}`);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
    }
    await context.close();
  });

  it('with Save-Data on, a phone gets a city listing and an ad page working, each photo at the width it needs', async () => {
    const context = await adultContext({ deviceScaleFactor: 2, extraHTTPHeaders: { 'Save-Data': 'on' } });
    const page = await context.newPage();
    const errors = await collectErrors(page);
    const answer = await page.request.post(`${server.baseUrl}/graphql`, {
      data: { query: '{ ads(first: 1) { edges { node { location { slug } } } } }' },
    });
    const slug = ((await answer.json()) as { data: { ads: { edges: { node: { location: { slug: string } } }[] } } })
      .data.ads.edges[0]!.node.location.slug;

    /** Every loaded photo's chosen width against the smallest of its srcset that covers its box. */
    const photoChoices = () =>
      page.evaluate(() => {
        const images = [...document.querySelectorAll<HTMLImageElement>('main img[srcset]')].filter(
          (image) => image.complete && image.currentSrc && image.getBoundingClientRect().width > 0,
        );
        // a file another photo of the page has loaded already is reused by the browser, whatever its width
        const loadedTwice = (src: string) => images.filter((image) => image.currentSrc === src).length > 1;
        return images.map((image) => {
          const candidates = image.srcset
            .split(',')
            .map((entry) => entry.trim().split(/\s+/))
            .map(([url, descriptor]) => ({
              url: new URL(url!, location.href).href,
              width: parseInt(descriptor!, 10),
            }))
            .sort((a, b) => a.width - b.width);
          const needed = image.getBoundingClientRect().width * devicePixelRatio;
          const best = candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1)!;
          const chosen = candidates.find((candidate) => candidate.url === image.currentSrc);
          return {
            needed: Math.round(needed),
            best: best.width,
            chosen: chosen?.width ?? null,
            sizes: image.sizes,
            alt: image.alt,
            src: image.currentSrc,
            reused: loadedTwice(image.currentSrc),
          };
        });
      });
    const rightWidth = (choice: { best: number; chosen: number | null; reused: boolean }) =>
      choice.chosen === choice.best || (choice.reused && choice.chosen !== null && choice.chosen > choice.best);

    await page.goto(`${server.baseUrl}/call-girls/${slug}`);
    await hydrated(page);
    const firstCard = page.locator('main article').first();
    await firstCard.waitFor();
    await page.waitForLoadState('load');
    const cards = await photoChoices();
    expect(cards.length).toBeGreaterThan(0);
    for (const choice of cards) expect(rightWidth(choice), JSON.stringify(choice)).toBe(true);
    await saveScreenshot(page, 'phone-save-data-listing');

    await firstCard.getByRole('link').first().click();
    await page.getByRole('region', { name: /^Photos of / }).waitFor();
    await page.waitForLoadState('load');
    await expect.poll(async () => (await photoChoices()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    for (const choice of await photoChoices()) expect(rightWidth(choice), JSON.stringify(choice)).toBe(true);
    await saveScreenshot(page, 'phone-save-data-ad');
    expect(errors).toEqual([]);
    await context.close();
  });
});
