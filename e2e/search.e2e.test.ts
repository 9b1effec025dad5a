// A visitor's keyword search (issue 18) through the built client and the real server with the demo
// data: from the header to the results, the count the API gives, a search that matches nothing
// (SQL-looking text included) answered with the empty state, and the home search's cities marked.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { seriousAccessibilityViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';
import { graphqlAt } from './graphql.ts';
import { startTestServer } from './server.ts';
import { collectErrors } from './sessions.ts';

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

interface Found {
  searchAds: { totalCount: number; edges: { node: { name: string } }[] };
}

describe('a visitor searching', () => {
  it('searches from the header, sees the matching ads with their count, and gets an empty state for text that matches nothing', async () => {
    // a word of a running ad's name, and what the API finds for it
    const listing = await graphqlAt<{ ads: { edges: { node: { name: string } }[] } }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          ads(first: 1) {
            edges {
              node {
                name
              }
            }
          }
        }
      `,
    );
    const adName = listing.ads.edges[0]!.node.name;
    const word = adName
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .sort((a, b) => b.length - a.length)[0]!;
    const api = await graphqlAt<Found>(
      server.baseUrl,
      /* GraphQL */ `
        query ($q: String!) {
          searchAds(search: $q, first: 100) {
            totalCount
            edges {
              node {
                name
              }
            }
          }
        }
      `,
      { q: word },
    );
    expect(api.searchAds.edges.map((edge) => edge.node.name)).toContain(adName);

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript(() =>
      localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true })),
    );
    const page = await context.newPage();
    const errors = await collectErrors(page);
    await page.goto(`${server.baseUrl}/`);
    await page.waitForSelector('html[data-page-live]');

    const headerSearch = page.getByRole('banner').getByRole('searchbox', { name: 'Search ads' });
    await headerSearch.fill(word);
    await headerSearch.press('Enter');
    await page.waitForURL(/\/call-girls\?q=/);
    await page.getByRole('heading', { level: 1, name: `Search results for “${word}”` }).waitFor();
    await page.getByText(`${api.searchAds.totalCount} results found`).waitFor();
    await page.getByRole('heading', { name: adName }).first().waitFor();
    // the first page of 5, and the next one too if it came already: it is asked for a screen and a half
    // before the list's foot (decision 0103)
    const shown = await page.locator('main article').count();
    expect(shown).toBeGreaterThanOrEqual(Math.min(api.searchAds.totalCount, 5));
    expect(shown).toBeLessThanOrEqual(api.searchAds.totalCount);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'search-results-desktop');

    // SQL-looking text and punctuation: the empty state, never an error
    for (const text of ["'; DROP TABLE ads; --", '!!! ??? ***']) {
      const box = page.getByRole('searchbox', { name: 'Search ads by name, service or description' });
      await box.fill(text);
      await page.getByRole('search', { name: 'Search ads' }).getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { level: 1, name: `Search results for “${text}”` }).waitFor();
      await page.getByText('No ads match your search. Try other words or another city.').waitFor();
      await page.getByText('0 results found').waitFor();
    }
    // an address of a search, opened directly: rendered by the server too, then live
    const address = `${server.baseUrl}/call-girls?q=${encodeURIComponent(word)}`;
    const html = await (await fetch(address)).text();
    expect(html).toContain(`Search results for “${word}”`);
    await page.goto(address);
    await page.waitForSelector('html[data-page-live]');
    await page.getByText(`${api.searchAds.totalCount} results found`).waitFor();

    // the ads are still there
    const again = await graphqlAt<Found>(
      server.baseUrl,
      /* GraphQL */ `
        query ($q: String!) {
          searchAds(search: $q, first: 1) {
            totalCount
            edges {
              node {
                name
              }
            }
          }
        }
      `,
      { q: word },
    );
    expect(again.searchAds.totalCount).toBe(api.searchAds.totalCount);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("marks the home search's cities without ads today", async () => {
    const states = await graphqlAt<{ states: { id: string; name: string }[] }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          states {
            id
            name
          }
        }
      `,
    );
    // a state with cities on both sides, so the two groups show
    let chosen: { state: string; withAds: string; without: string } | null = null;
    for (const state of states.states) {
      const { cities } = await graphqlAt<{ cities: { name: string; hasAdsToday: boolean }[] }>(
        server.baseUrl,
        /* GraphQL */ `
          query ($id: ID!) {
            cities(stateId: $id) {
              name
              hasAdsToday
            }
          }
        `,
        { id: state.id },
      );
      const withAds = cities.find((city) => city.hasAdsToday);
      const without = cities.find((city) => !city.hasAdsToday);
      if (withAds && without) {
        chosen = { state: state.name, withAds: withAds.name, without: without.name };
        break;
      }
    }
    expect(chosen).not.toBeNull();
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await context.addInitScript(() =>
      localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true })),
    );
    const page = await context.newPage();
    const errors = await collectErrors(page);
    await page.goto(`${server.baseUrl}/`);
    await page.waitForSelector('html[data-page-live]');
    await page.getByLabel('State').selectOption({ label: chosen!.state });
    const location = page.getByLabel('Location');
    await expect
      .poll(() =>
        location
          .locator('optgroup[label="No ads today"] option', { hasText: `${chosen!.without} (no ads today)` })
          .count(),
      )
      .toBe(1);
    expect(
      await location.locator('optgroup[label="Cities with ads today"] option', { hasText: chosen!.withAds }).count(),
    ).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
