// The site in Hindi at a phone's size (issue 35): a Hindi page comes rendered in Hindi and hydrates without a
// mismatch (its catalog loaded before the app starts), the switcher leads to this page in the other language
// and remembers the choice for the home page, the age disclaimer speaks Hindi and returns to the Hindi page,
// and nothing is wider than the phone. Screenshots at 390x844.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { graphqlAt } from './graphql.ts';
import { startTestServer } from './server.ts';
import { collectErrors } from './sessions.ts';
import { ADULT_COOKIE } from '../common/adultCookie.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let citySlug = '';

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  const { topCities } = await graphqlAt<{ topCities: { location: { slug: string } }[] }>(
    server.baseUrl,
    '{ topCities(first: 1) { location { slug } } }',
  );
  citySlug = topCities[0]!.location.slug;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function phone(acceptedAge = true): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  if (acceptedAge) {
    await context.addCookies([{ name: ADULT_COOKIE, value: '1', url: server.baseUrl }]);
    await context.addInitScript(() =>
      localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true })),
    );
  }
  const page = await context.newPage();
  return { context, page, errors: await collectErrors(page) };
}

/** Once the app runs the page (the document says so). */
const hydrated = (page: Page) => page.locator('html[data-page-live]').waitFor({ state: 'attached' });

/** How much wider than the screen the page is (0: nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('Hindi on a phone', () => {
  it('renders the city listing in Hindi, hydrates it as it is, and fits the screen', async () => {
    const { context, page, errors } = await phone();
    await page.goto(`${server.baseUrl}/hi/call-girls/${citySlug}`);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await hydrated(page);
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: 'English' }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('navigation', { name: 'फ़ुटर' })
        .getByRole('link', { name: 'शिकायत निवारण' })
        .getAttribute('href'),
    ).toBe('/hi/grievance');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'phone-hindi-city');
    // no hydration mismatch, nothing failed
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches this page to Hindi and back, and opens the home page in the chosen language', async () => {
    const { context, page, errors } = await phone();
    await page.goto(`${server.baseUrl}/call-girls/${citySlug}`);
    await hydrated(page);
    await Promise.all([
      page.waitForURL(`${server.baseUrl}/hi/call-girls/${citySlug}`),
      page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click(),
    ]);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    // the app's own links stay in Hindi
    await hydrated(page);
    await Promise.all([
      page.waitForURL(`${server.baseUrl}/hi/about-us`),
      page.getByRole('link', { name: 'हमारे बारे में' }).first().click(),
    ]);
    await expect.poll(() => page.getByRole('link', { name: 'English' }).first().getAttribute('href')).toBe('/about-us');
    // the choice is remembered: the home page opens in Hindi
    await page.goto(`${server.baseUrl}/`);
    expect(page.url()).toBe(`${server.baseUrl}/hi`);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await hydrated(page);
    await saveScreenshot(page, 'phone-hindi-home');
    // and back to English, remembered too
    await Promise.all([
      page.waitForURL(`${server.baseUrl}/`),
      page.getByRole('banner').getByRole('link', { name: 'English' }).click(),
    ]);
    await page.goto(`${server.baseUrl}/`);
    expect(page.url()).toBe(`${server.baseUrl}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks the age question in Hindi, and Accept without a script returns to the Hindi page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/hi/blogs`);
    const disclaimer = page.getByRole('alertdialog', {
      name: 'मेरी आयु 18 वर्ष या उससे अधिक है और मैं प्रवेश करना चाहता/चाहती हूँ',
    });
    await expect.poll(() => disclaimer.isVisible()).toBe(true);
    await saveScreenshot(page, 'phone-hindi-disclaimer');
    await Promise.all([
      page.waitForURL(`${server.baseUrl}/hi/blogs`, { waitUntil: 'load' }),
      disclaimer.getByRole('button', { name: 'स्वीकार करें', exact: true }).click(),
    ]);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await context.close();
  });
});
