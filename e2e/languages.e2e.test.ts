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
import { adPathOf } from '../common/routes.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let citySlug = '';
/** The city with most ads and its state, as the Hindi pages name them (decision 0122). */
let hindiCity = '';
let hindiState = '';

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  type Place = { name: string; hindiName: string | null };
  const { topCities } = await graphqlAt<{ topCities: { location: Place & { slug: string; state: Place } }[] }>(
    server.baseUrl,
    '{ topCities(first: 1) { location { slug name hindiName state { name hindiName } } } }',
  );
  const top = topCities[0]!.location;
  citySlug = top.slug;
  // the seed names every seeded place in Hindi
  hindiCity = top.hindiName!;
  hindiState = top.state.hindiName!;
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

  it("brings each lazily loaded part's Hindi with it: the disclaimer, a dialog, the next page", async () => {
    // a first visit: the disclaimer over the page, which the app takes over in Hindi. Hindi's build has its
    // messages in its code (decision 0131): no catalog, and no map of catalogs, is ever loaded
    const { context, page, errors } = await phone(false);
    const catalogs: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(catalogChunks|hi|en)-[\w-]+\.js$/.test(request.url())) catalogs.push(request.url());
    });
    await page.goto(`${server.baseUrl}/hi/call-girls/${citySlug}`);
    await hydrated(page);
    const disclaimer = page.getByRole('alertdialog', {
      name: 'मेरी आयु 18 वर्ष या उससे अधिक है और मैं प्रवेश करना चाहता/चाहती हूँ',
    });
    await expect.poll(() => disclaimer.isVisible()).toBe(true);
    await disclaimer.getByRole('button', { name: 'स्वीकार करें', exact: true }).click();
    await expect.poll(() => disclaimer.count()).toBe(0);
    // a dialog whose code comes when it opens, in Hindi
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /की रिपोर्ट करें$/ })
      .click();
    await expect.poll(() => page.getByRole('dialog', { name: 'इस विज्ञापन की रिपोर्ट करें' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'phone-hindi-report');
    await page.getByRole('dialog').getByRole('button', { name: 'बंद करें' }).first().click();
    // the app's own way to an ad's page: its messages come with its code
    const firstAd = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /का पूरा विवरण देखें$/ });
    await Promise.all([page.waitForURL(new RegExp(`/hi/call-girls/${citySlug}/[^/]+-\\d+$`)), firstAd.click()]);
    await expect.poll(() => page.getByRole('button', { name: 'इस विज्ञापन की रिपोर्ट करें' }).isVisible()).toBe(true);
    expect(catalogs).toEqual([]);
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

  it('goes from the home page to a city, an ad and the contact form, all in Hindi', async () => {
    const { context, page, errors } = await phone();
    await page.goto(`${server.baseUrl}/hi`);
    await hydrated(page);
    // the home search names the states and cities in Hindi
    await page.getByLabel('राज्य').selectOption({ label: hindiState });
    const location = page.getByLabel('जगह');
    await expect.poll(() => location.isEnabled()).toBe(true);
    await location.selectOption({ label: hindiCity });
    await Promise.all([
      page.waitForURL(`${server.baseUrl}/hi/call-girls/${citySlug}`),
      page.getByRole('button', { name: 'खोजें', exact: true }).click(),
    ]);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`${hindiCity} की एस्कॉर्ट डायरेक्टरी देखें`);
    await expect.poll(() => page.title()).toContain(`${hindiCity} में कॉल गर्ल्स`);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // the first ad: its page in Hindi, its city and state by their Hindi names
    const firstAd = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /का पूरा विवरण देखें$/ });
    await Promise.all([page.waitForURL(new RegExp(`/hi/call-girls/${citySlug}/[^/]+-\\d+$`)), firstAd.click()]);
    await expect.poll(() => page.getByText(`${hindiCity}, ${hindiState}`).first().isVisible()).toBe(true);
    await expect.poll(() => page.title()).toContain(`${hindiCity}, ${hindiState} में`);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'phone-hindi-ad');

    // the contact form, from the footer, sent in Hindi
    await Promise.all([
      page.waitForURL(`${server.baseUrl}/hi/contact-us`),
      page.getByRole('navigation', { name: 'फ़ुटर' }).getByRole('link', { name: 'संपर्क', exact: true }).click(),
    ]);
    const form = page.getByRole('form', { name: 'संपर्क फ़ॉर्म' });
    // the form's rules speak English (common/forms/contact.ts); the page shows their Hindi (lib/sharedMessages.ts)
    await hydrated(page);
    await form.getByLabel('ईमेल').fill('radha');
    await form.getByRole('button', { name: 'भेजें', exact: true }).click();
    for (const error of ['कृपया अपना नाम दर्ज करें', 'कृपया एक मान्य ईमेल पता दर्ज करें', 'कृपया संदेश दर्ज करें'])
      await expect.poll(() => form.getByText(error, { exact: true }).isVisible(), { message: error }).toBe(true);
    await form.getByLabel('नाम').fill('राधा');
    await form.getByLabel('ईमेल').fill('radha@example.in');
    await form.getByLabel('संपर्क नंबर').fill('9876543210');
    await form.getByLabel('संदेश').fill('मुझे अपने विज्ञापन के बारे में जानकारी चाहिए।');
    await form.getByRole('button', { name: 'भेजें', exact: true }).click();
    await expect.poll(() => page.getByText('संदेश सफलतापूर्वक भेजा गया').first().isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'phone-hindi-contact');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every page inside the phone with texts 40% longer than English (a pseudo-locale run)', async () => {
    // each page as the phone shows it once its script has run (the register and contact forms are drawn in the
    // browser), every text of the page lengthened and accented as a pseudo-locale does, to find what a longer
    // translation would push out of the screen
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await context.addCookies([{ name: ADULT_COOKIE, value: '1', url: server.baseUrl }]);
    const page = await context.newPage();
    const { ads } = await graphqlAt<{ ads: { edges: { node: { name: string; databaseId: number } }[] } }>(
      server.baseUrl,
      `{ ads(first: 1, citySlug: "${citySlug}") { edges { node { name databaseId } } } }`,
    );
    const ad = ads.edges[0]!.node;
    const adPath = adPathOf({ citySlug, name: ad.name, databaseId: ad.databaseId });
    for (const path of ['/hi', `/hi/call-girls/${citySlug}`, `/hi${adPath}`, '/hi/contact-us', '/hi/register']) {
      await page.goto(`${server.baseUrl}${path}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const lengthened = await page.evaluate(() => {
        const ACCENTED: Record<string, string> = { a: 'à', e: 'é', i: 'ï', o: 'ô', u: 'ü', c: 'ç', n: 'ñ', s: 'š' };
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        let count = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.nodeValue ?? '';
          if (!/\S/.test(text) || node.parentElement?.closest('script, style')) continue;
          // each word 40% longer, its letters accented: "Search" becomes "Šéààrçĥéà"
          node.nodeValue = text.replace(/\S+/g, (word) => {
            const accented = [...word].map((letter) => ACCENTED[letter] ?? letter).join('');
            return accented + accented.slice(0, Math.ceil(word.length * 0.4));
          });
          count += 1;
        }
        return count;
      });
      expect(lengthened, path).toBeGreaterThan(10);
      await saveScreenshot(page, `phone-pseudo${path.replace(/\/[^/]*\d+$/, '/ad').replace(/\W+/g, '-')}`);
      // the elements that stick out, named, when the page is wider than the screen
      const extra = Math.max(0, await overflow(page));
      const outside = await page.evaluate((wider) => {
        if (!wider) return [];
        const width = document.documentElement.clientWidth;
        const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
        return [...document.body.querySelectorAll('*')]
          .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
          .slice(0, 5)
          .map(
            (element) =>
              `${element.tagName.toLowerCase()} in .${element.closest('[class]')?.className}: ${element.textContent?.slice(0, 40)}`,
          );
      }, extra > 0);
      expect({ path, overflow: extra, outside }).toEqual({ path, overflow: 0, outside: [] });
    }
    await context.close();
  });
});
