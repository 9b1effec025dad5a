// Issue 34, Bump, at a phone's size (390x844): an advertiser opens an ad's Promote page, bumps the ad now,
// sees the last bump, and the ad is first in its city's listing.
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
  id: string;
  databaseId: number;
  name: string;
  location: { slug: string; name: string };
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

describe('bumping an ad on a phone', () => {
  it('bumps an ad from its Promote page, and it is first in its city’s listing', async () => {
    const admin = await adminToken(server.baseUrl);
    await graphqlAt(
      server.baseUrl,
      /* GraphQL */ `
        mutation {
          updatePlacementScheme(bumpCredits: 2, bumpIntervalMinutes: 240, featuredBlockSize: 3, spotlightSlots: 4) {
            __typename
          }
        }
      `,
      {},
      admin,
    );
    // an ad that is not first in its city's listing: the last of a city with several
    const listed = await graphqlAt<{ ads: { edges: { node: ListedAd }[] } }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          ads(first: 100) {
            edges {
              node {
                id
                databaseId
                name
                location {
                  slug
                  name
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
    const byCity = new Map<string, ListedAd[]>();
    for (const { node } of listed.ads.edges)
      byCity.set(node.location.slug, [...(byCity.get(node.location.slug) ?? []), node]);
    const city = [...byCity.values()].sort((a, b) => b.length - a.length)[0]!;
    expect(city.length).toBeGreaterThan(1);
    const ad = city.at(-1)!;
    const firstBefore = city[0]!;
    expect(firstBefore.databaseId).not.toBe(ad.databaseId);
    await graphqlAt(
      server.baseUrl,
      /* GraphQL */ `
        mutation ($userId: ID!) {
          adjustCredits(userId: $userId, amount: 10, reason: "Bump test") {
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

    await page.goto(`${server.baseUrl}/ads/${ad.databaseId}/promote`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Bump', exact: true }) });
    await section.getByTestId('bump-schedule').getByText('Not bumped yet.').waitFor();
    await section.getByRole('button', { name: 'Bump now (2 credits)' }).click();
    await section
      .getByTestId('bump-schedule')
      .getByText(/^Last bump: \d\d:\d\d today$/)
      .waitFor();
    await section
      .getByTestId('bump-now-from')
      .filter({ hasText: /^You can bump it again at \d\d:\d\d (today|tomorrow)\.$/ })
      .waitFor();
    expect(await section.getByRole('button', { name: 'Bump now (2 credits)' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'placements-bump-promote');

    await page.goto(`${server.baseUrl}/call-girls/${ad.location.slug}`);
    const firstCard = page.locator('main article.ad-card').first();
    await expect.poll(() => firstCard.locator('.ad-card-name').getAttribute('aria-label')).toBe(ad.name);
    await saveScreenshot(page, 'placements-bump-city-listing');

    // the listing's own answer agrees: the bumped ad first
    const after = await graphqlAt<{ ads: { edges: { node: { databaseId: number } }[] } }>(
      server.baseUrl,
      /* GraphQL */ `
        query ($city: String!) {
          ads(citySlug: $city, first: 3) {
            edges {
              node {
                databaseId
              }
            }
          }
        }
      `,
      { city: ad.location.slug },
    );
    expect(after.ads.edges[0]!.node.databaseId).toBe(ad.databaseId);
    expect(errors).toEqual([]);
    await context.close();
  });
});
