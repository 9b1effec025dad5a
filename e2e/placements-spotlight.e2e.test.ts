// Issue 34, Home spotlight, at a phone's size (390x844): an advertiser buys today in the home spotlight
// from the ad's Promote page, the home page shows the ad in its Spotlight block (rendered by the server
// and live after hydration), and the ad's statistics list the purchase with its before and after.
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

describe('the home spotlight on a phone', () => {
  it('buys today in the spotlight; the home shows the ad, its statistics the purchase', async () => {
    const admin = await adminToken(server.baseUrl);
    await graphqlAt(
      server.baseUrl,
      /* GraphQL */ `
        mutation {
          updatePlacementScheme(
            spotlightCreditsPerDay: 3
            spotlightSlots: 4
            featuredBlockSize: 3
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
          adjustCredits(userId: $userId, amount: 10, reason: "Spotlight test") {
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

    // the Promote page: today has every place free; buying it makes it the ad's
    await page.goto(`${server.baseUrl}/ads/${ad.databaseId}/promote`);
    const section = page.getByRole('region', { name: 'Home spotlight' });
    const days = section.getByRole('list', { name: 'Spotlight places by day' });
    await days.getByRole('listitem').first().filter({ hasText: ': 4 of 4 free' }).waitFor();
    await section.getByTestId('spotlight-cost').filter({ hasText: '1 day × 3 credits = 3 credits' }).waitFor();
    await section.getByRole('button', { name: 'Buy spotlight days' }).click();
    await section
      .getByTestId('spotlight-mine')
      .filter({ hasText: /^In the spotlight on: / })
      .waitFor();
    await days.getByRole('listitem').first().filter({ hasText: ': yours' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'placements-spotlight-promote');

    // the home page: the ad in the Spotlight block, marked, as the server rendered it and once live
    await page.goto(`${server.baseUrl}/`);
    await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
    const block = page.getByRole('region', { name: 'Spotlight' });
    const card = block.locator('article.ad-card', { has: page.getByRole('heading', { name: ad.name }) });
    await card.waitFor();
    expect(await block.getByText('★ Spotlight').count()).toBeGreaterThanOrEqual(1);
    await block.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'placements-spotlight-home');
    const served = await (await fetch(`${server.baseUrl}/`, { headers: { cookie: 'adult_ok=1' } })).text();
    expect(served).toContain('id="home-spotlight"');
    expect(served).toContain(ad.name);

    // the statistics: the purchase with its days before and with it
    await page.goto(`${server.baseUrl}/ads/${ad.databaseId}/statistics`);
    const bought = page.getByRole('table', { name: 'Placements bought' });
    await bought.getByText('Home spotlight').waitFor();
    await bought.getByText('3 credits').waitFor();
    await bought.getByText(/1 with it$/).waitFor();
    await bought.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'placements-spotlight-statistics');

    expect(errors).toEqual([]);
    await context.close();

    // the desk: the ad among those with a placement, its place in today's spotlight and the purchase
    const desk = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    await desk.addInitScript(() => {
      if (!localStorage.getItem('persist:root'))
        localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true }));
    });
    const staffPage = await desk.newPage();
    const staffErrors = await collectErrors(staffPage);
    await logIn(staffPage, server.baseUrl, 'admin@example.com', 'admin-password');
    await staffPage.waitForURL((url) => url.pathname !== '/login');
    await staffPage.goto(`${server.baseUrl}/admin/ads?status=has_placement`);
    const deskCard = staffPage.getByRole('article', { name: `${ad.name} (#${ad.databaseId})` });
    await deskCard
      .getByLabel('Placements')
      .getByText(/^Spotlight today \(place \d+\)$/)
      .waitFor();
    await deskCard.getByText('Placements bought (1)').click();
    await deskCard.getByText(/^Home spotlight · .+ · 3 credits$/).waitFor();
    await deskCard.scrollIntoViewIfNeeded();
    await saveScreenshot(staffPage, 'placements-spotlight-desk');
    expect(staffErrors).toEqual([]);
    await desk.close();
  });
});
