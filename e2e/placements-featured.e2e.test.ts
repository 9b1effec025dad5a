// Issue 34, Featured in a city, at a phone's size (390x844): an advertiser buys today's "Featured in
// <city>" for an ad from its Promote page; the city's page shows the ad in the Featured block above the
// listing, marked "Featured", as the server rendered it and once live.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt } from './graphql.ts';
import { startTestServer } from './server.ts';
import { collectErrors, logIn } from './sessions.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

interface ListedAd {
  databaseId: number;
  name: string;
  location: { name: string; slug: string };
  advertiser: { id: string; email: string } | null;
}

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('featured in a city on a phone', () => {
  it('buys a featured day from the Promote page; the city page shows the ad in its Featured block', async () => {
    const admin = await adminToken(server.baseUrl);
    await graphqlAt(
      server.baseUrl,
      /* GraphQL */ `
        mutation {
          updatePlacementScheme(
            featuredCreditsPerDay: 4
            featuredBlockSize: 3
            spotlightSlots: 4
            bumpIntervalMinutes: 240
          ) {
            __typename
          }
        }
      `,
      {},
      admin,
    );
    const listed = await graphqlAt<{ ads: { edges: { node: ListedAd }[] } }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          ads(first: 1) {
            edges {
              node {
                databaseId
                name
                location {
                  name
                  slug
                }
                advertiser {
                  id
                  email
                }
              }
            }
          }
        }
      `,
      {},
      admin,
    );
    const ad = listed.ads.edges[0]!.node;
    await graphqlAt(
      server.baseUrl,
      /* GraphQL */ `
        mutation ($userId: ID!) {
          adjustCredits(userId: $userId, amount: 10, reason: "Featured test") {
            __typename
          }
        }
      `,
      { userId: ad.advertiser!.id },
      admin,
    );

    const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    await context.addInitScript(() => {
      if (!localStorage.getItem('persist:root'))
        localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true }));
    });
    const page = await context.newPage();
    const errors = await collectErrors(page);
    await logIn(page, server.baseUrl, ad.advertiser!.email, 'demo-password');
    await page.waitForURL((url) => url.pathname !== '/login');

    // My ads links to the Promote page
    await page.goto(`${server.baseUrl}/ads`);
    await page
      .getByRole('link', { name: `Promote ${ad.name}` })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/ads/${ad.databaseId}/promote`);
    await page.getByText('Featured in a city: 4 credits a day').waitFor();

    // the Featured section: today by default, one day at 4 credits
    const section = page.getByRole('region', { name: `Featured in ${ad.location.name}` });
    await section.getByText('Not featured on any day yet.').waitFor();
    await section
      .getByTestId('featured-cost')
      .filter({ hasText: /^1 day × 4 credits = 4 credits/ })
      .waitFor();
    await section.getByRole('button', { name: 'Buy featured days' }).click();
    await section
      .getByTestId('featured-days')
      .filter({ hasText: /^Featured on: / })
      .waitFor();
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'placements-featured-promote');

    // the city's page: the ad in the Featured block above the listing, marked, rendered by the server
    const cityPath = `/call-girls/${ad.location.slug}`;
    const served = await (await fetch(`${server.baseUrl}${cityPath}`, { headers: { cookie: 'adult_ok=1' } })).text();
    expect(served).toContain('id="featured-ads"');
    expect(served.slice(served.indexOf('id="featured-ads"'))).toContain(ad.name);
    await page.goto(`${server.baseUrl}${cityPath}`);
    await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
    const block = page.getByRole('region', { name: `Featured in ${ad.location.name}` });
    await block.locator('article.ad-card', { has: page.getByRole('heading', { name: ad.name }) }).waitFor();
    expect(await block.getByText('Featured', { exact: true }).count()).toBe(1);
    await saveScreenshot(page, 'placements-featured-city');

    expect(errors).toEqual([]);
    await context.close();
  });
});
