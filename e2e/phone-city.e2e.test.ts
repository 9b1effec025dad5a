// Issue 33, the city always in the address, at a phone's size (390x844): the home search goes to the city's
// address, a reload keeps it and Back returns; the Filters pick a city by typing its name; /call-girls is a
// city chooser (search with suggestions, the cities with most ads) over India's latest ads; an empty city
// suggests the nearest cities with ads, its own state's first; an unknown city answers 404 with the chooser.
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

interface City {
  name: string;
  slug: string;
  state: { id: string; name: string };
}

/** The two cities with the most ads (in different states), and a city without ads in the first one's state. */
const cities = {} as { busiest: City; other: City; empty: City };

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
  const graphql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    graphqlAt<T>(server.baseUrl, query, variables);
  const { topCities } = await graphql<{ topCities: { adsCount: number; location: City }[] }>(
    '{ topCities(first: 24) { adsCount location { name slug state { id name } } } }',
  );
  cities.busiest = topCities[0]!.location;
  cities.other = topCities.find((city) => city.location.state.id !== cities.busiest.state.id)!.location;
  expect(cities.other).toBeDefined();
  // a city of the busiest one's state without ads (the demo data has ads in a few cities of each state)
  const { cities: ofState } = await graphql<{ cities: (City & { hasAdsToday: boolean })[] }>(
    'query ($stateId: ID!) { cities(stateId: $stateId) { name slug hasAdsToday state { id name } } }',
    { stateId: cities.busiest.state.id },
  );
  cities.empty = ofState.find((city) => !city.hasAdsToday)!;
  expect(cities.empty).toBeDefined();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A visitor past the age disclaimer, on a phone. */
async function visitor(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: ADULT_COOKIE, value: '1', url: server.baseUrl }]);
  await context.addInitScript(() =>
    localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true })),
  );
  const page = await context.newPage();
  return { context, page, errors: await collectErrors(page) };
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
}

const directory = (page: Page, city: string) =>
  page.getByRole('heading', { level: 1, name: `Explore ${city}'s Escort Directory` });

describe('the city on a phone', () => {
  it('goes from the home search to the city address; a reload keeps it, the Filters pick another by name, Back returns', async () => {
    const { context, page, errors } = await visitor();
    await page.goto(`${server.baseUrl}/`);
    await hydrated(page);
    await page.getByLabel('State').selectOption({ label: cities.busiest.state.name });
    await expect
      .poll(() => page.getByLabel('Location').locator('option', { hasText: cities.busiest.name }).count())
      .toBeGreaterThan(0);
    await page.getByLabel('Location').selectOption({ label: cities.busiest.name });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${server.baseUrl}/call-girls/${cities.busiest.slug}`);
    await directory(page, cities.busiest.name).waitFor();
    await saveScreenshot(page, 'phone-city-home-search');

    // a reload (or the address shared) shows the same city
    await page.reload();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe(`/call-girls/${cities.busiest.slug}`);
    await directory(page, cities.busiest.name).waitFor();

    // the Filters: the city's name typed first, a suggestion tapped
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    const box = dialog.getByRole('combobox', { name: 'City' });
    await box.waitFor();
    // on screen without scrolling the dialog
    const boxTop = (await box.boundingBox())!.y;
    expect(boxTop).toBeLessThan(VIEWPORTS.phone.height / 2);
    await box.fill(cities.other.name.slice(0, 4));
    const suggestion = dialog.getByRole('link', {
      name: new RegExp(`^${cities.other.name}\\s*${cities.other.state.name}`),
    });
    await suggestion.waitFor();
    await saveScreenshot(page, 'phone-city-filters-search');
    await suggestion.click();
    await page.waitForURL(`${server.baseUrl}/call-girls/${cities.other.slug}`);
    await directory(page, cities.other.name).waitFor();

    // Back: the city before, then home
    await page.goBack();
    await page.waitForURL(`${server.baseUrl}/call-girls/${cities.busiest.slug}`);
    await directory(page, cities.busiest.name).waitFor();
    await page.goBack();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole('heading', { name: 'Find Your Partner' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at /call-girls is the city chooser: a search with suggestions and the cities with most ads, never a city picked', async () => {
    const { context, page, errors } = await visitor();
    const response = await page.goto(`${server.baseUrl}/call-girls`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await directory(page, 'India').waitFor();
    await page.getByRole('heading', { name: 'Choose your city' }).waitFor();
    const mostAds = page.getByRole('region', { name: 'Most ads today' });
    await mostAds.getByRole('link', { name: new RegExp(`^${cities.busiest.name}\\s*\\d+ ads?$`) }).waitFor();
    // the search box is on the first screen
    const box = page.getByRole('combobox', { name: 'Search your city' });
    expect((await box.boundingBox())!.y).toBeLessThan(VIEWPORTS.phone.height);
    await box.fill(cities.busiest.name.slice(0, 3).toLowerCase());
    const suggestion = page
      .getByRole('listbox', { name: 'Matching cities' })
      .getByRole('link', { name: new RegExp(`^${cities.busiest.name}\\s*${cities.busiest.state.name}`) });
    await suggestion.waitFor();
    await saveScreenshot(page, 'phone-city-chooser');
    // punctuation alone: no suggestion, no error
    await box.fill('!!!');
    await expect.poll(() => page.getByRole('listbox', { name: 'Matching cities' }).getByRole('link').count()).toBe(0);
    await box.fill(cities.busiest.name);
    await suggestion.click();
    await page.waitForURL(`${server.baseUrl}/call-girls/${cities.busiest.slug}`);
    await directory(page, cities.busiest.name).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("suggests an empty city's nearest cities with ads, its own state's first", async () => {
    const { context, page, errors } = await visitor();
    const response = await page.goto(`${server.baseUrl}/call-girls/${cities.empty.slug}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await directory(page, cities.empty.name).waitFor();
    const nearest = page.getByRole('region', { name: 'Nearest cities with ads' });
    await nearest.waitFor();
    const first = nearest.getByRole('link').first();
    expect(await first.textContent()).toContain(cities.empty.state.name);
    // no Filters dialog over them
    expect(await page.getByRole('dialog', { name: 'Filters' }).count()).toBe(0);
    await nearest.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'phone-city-empty');
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await page.waitForURL(`${server.baseUrl}${href}`);
    await page.getByRole('button', { name: 'Filters' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown city with 404 and the chooser', async () => {
    const { context, page, errors } = await visitor();
    const response = await page.goto(`${server.baseUrl}/call-girls/no-such-city`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('heading', { name: 'Looking for a city?' }).waitFor();
    await page.getByRole('region', { name: 'Most ads today' }).getByRole('link').first().waitFor();
    await saveScreenshot(page, 'phone-city-unknown');
    await page.getByRole('combobox', { name: 'Search your city' }).fill(cities.other.name);
    await page.getByRole('link', { name: new RegExp(`^${cities.other.name}\\s*${cities.other.state.name}`) }).click();
    await page.waitForURL(`${server.baseUrl}/call-girls/${cities.other.slug}`);
    await directory(page, cities.other.name).waitFor();
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});
