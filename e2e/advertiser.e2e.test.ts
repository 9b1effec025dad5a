// The advertiser's dashboard in a real browser: sign in, see the balance and My ads, ask for credits
// with the payment's UTR and a screenshot (issues 6 and 34); renew an ad, read an ad's daily statistics (issue 8).
import sharp from 'sharp';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../server/lib/dates.ts';
import { saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt, setUpiPayments, tokenOf } from './graphql.ts';
import { startTestServer } from './server.ts';
import { collectErrors, logIn, openSession } from './sessions.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

function graphql<T>(query: string, token?: string): Promise<T> {
  return graphqlAt<T>(server.baseUrl, query, {}, token);
}

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('an advertiser', () => {
  it('signs in to My ads with the balance shown, and asks for credits with a UTR and a screenshot', async () => {
    const token = await adminToken(server.baseUrl);
    await setUpiPayments(server.baseUrl, token);
    const accounts = await graphql<{ users: { edges: { node: { email: string; credits: number } }[] } }>(
      /* GraphQL */ `
        {
          users(first: 50, statuses: [active]) {
            edges {
              node {
                email
                credits
                role
              }
            }
          }
        }
      `,
      token,
    );
    const advertiser = accounts.users.edges
      .map((edge) => edge.node)
      .find((user) => user.email.startsWith('demo.advertiser'))!;

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript(() =>
      localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true })),
    );
    const page = await context.newPage();
    const errors = await collectErrors(page);

    await logIn(page, server.baseUrl, advertiser.email, 'demo-password');
    await page.waitForURL('**/ads');
    await page.getByText(`Credits: ${advertiser.credits}`).waitFor();
    await expect.poll(() => page.locator('main table tbody tr').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'dashboard-my-ads-desktop');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Credit Requests' }).click();
    await page.waitForURL('**/credit-requests');
    await page.getByRole('button', { name: 'Add Request' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount (₹)').fill('750');
    const screenshot = join(mkdtempSync(join(tmpdir(), 'upi-')), 'payment.png');
    writeFileSync(
      screenshot,
      await sharp({ create: { width: 360, height: 640, channels: 3, background: '#e0f2f1' } })
        .png()
        .toBuffer(),
    );
    await dialog.getByLabel('UTR (UPI transaction reference)').fill('5123 4567 8901');
    await dialog.getByLabel('Payment Screenshot (optional)').setInputFiles(screenshot);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Credit Request Added Successfully!').waitFor();
    await expect.poll(() => page.locator('main table tbody tr').first().textContent()).toContain('750');
    await saveScreenshot(page, 'dashboard-credit-requests-desktop');

    const mine = await graphql<{ creditRequests: { edges: { node: { amount: number; status: string } }[] } }>(
      /* GraphQL */ `
        {
          creditRequests(first: 1, status: pending) {
            edges {
              node {
                amount
                status
              }
            }
          }
        }
      `,
      token,
    );
    expect(mine.creditRequests.edges[0]!.node).toEqual({ amount: 750, status: 'pending' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renews an ad from My ads and sees the balance and the credit history change', async () => {
    const token = await adminToken(server.baseUrl);
    const accounts = await graphql<{ users: { edges: { node: { email: string; credits: number } }[] } }>(
      /* GraphQL */ `
        {
          users(first: 50, statuses: [active]) {
            edges {
              node {
                email
                credits
                role
              }
            }
          }
        }
      `,
      token,
    );
    // the demo advertiser with the most credits, so a one-day renewal is affordable whatever the scheme
    const advertiser = accounts.users.edges
      .map((edge) => edge.node)
      .filter((user) => user.email.startsWith('demo.advertiser'))
      .sort((a, b) => b.credits - a.credits)[0]!;
    const session = await openSession(browser);
    const { page } = session;
    await logIn(page, server.baseUrl, advertiser.email, 'demo-password');
    await page.waitForURL('**/ads');
    await page.getByText(`Credits: ${advertiser.credits}`).waitFor();

    await page.locator('main table tbody tr').first().getByRole('button', { name: 'Renew' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renew Ad' });
    await dialog.getByLabel('Days to add').fill('1');
    const costText = (await dialog.getByText(/^Cost: \d+ credits?/).textContent()) ?? '';
    const cost = Number(costText.match(/Cost: (\d+)/)?.[1]);
    expect(cost).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await page.getByText('Ad renewed.').waitFor();
    await page.getByText(`Credits: ${advertiser.credits - cost}`).waitFor();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Credit History' }).click();
    await page.waitForURL('**/credit-history');
    const newest = page.getByRole('table', { name: 'Credit history' }).locator('tbody tr').first();
    await newest.getByText('Renewed for 1 day').waitFor();
    expect(await newest.locator('td').nth(2).textContent()).toBe(`−${cost}`);
    expect(await newest.locator('td').nth(3).textContent()).toBe(String(advertiser.credits - cost));
    await saveScreenshot(page, 'dashboard-credit-history-desktop');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it("counts a visitor's view of an ad, and its advertiser reads it on the ad's daily chart", async () => {
    const token = await adminToken(server.baseUrl);
    const accounts = await graphql<{ users: { edges: { node: { email: string } }[] } }>(
      /* GraphQL */ `
        {
          users(first: 50, statuses: [active]) {
            edges {
              node {
                email
              }
            }
          }
        }
      `,
      token,
    );
    const today = todayInIndia();
    // a demo advertiser with an ad visitors see today on the first page of My ads
    let chosen: { email: string; ad: { databaseId: number; name: string } } | undefined;
    for (const { email } of accounts.users.edges
      .map((edge) => edge.node)
      .filter((user) => user.email.startsWith('demo.advertiser'))) {
      const mine = await graphqlAt<{
        myAds: {
          edges: {
            node: {
              databaseId: number;
              name: string;
              startDate: string;
              endDate: string;
              takenDown: boolean;
              hiddenByReports: boolean;
            };
          }[];
        };
      }>(
        server.baseUrl,
        /* GraphQL */ `
          {
            myAds(first: 5) {
              edges {
                node {
                  databaseId
                  name
                  startDate
                  endDate
                  takenDown
                  hiddenByReports
                }
              }
            }
          }
        `,
        {},
        await tokenOf(server.baseUrl, email, 'demo-password'),
      );
      const running = mine.myAds.edges
        .map((edge) => edge.node)
        .find((ad) => ad.startDate <= today && ad.endDate >= today && !ad.takenDown && !ad.hiddenByReports);
      if (running) {
        chosen = { email, ad: running };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { email, ad } = chosen!;

    // a visitor on an ordinary desktop browser opens the ad's page (headless Chromium is not counted)
    const visitor = await openSession(browser, {
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    // the page's beacon (a persisted mutation: its variables name the kind)
    const beacon = visitor.page.waitForResponse(
      (response) =>
        response.url().includes('/graphql') && response.request().postData()?.includes('"kind":"view"') === true,
    );
    await visitor.page.goto(`${server.baseUrl}/call-girls/${ad.databaseId}`);
    await visitor.page.getByRole('heading', { level: 1, name: ad.name }).waitFor();
    expect(await (await beacon).json()).toEqual({
      data: { recordAdEvent: { __typename: 'MutationRecordAdEventSuccess' } },
    });

    const session = await openSession(browser);
    const { page } = session;
    await logIn(page, server.baseUrl, email, 'demo-password');
    await page.waitForURL('**/ads');
    await page.locator(`a[href="/ads/${ad.databaseId}/statistics"]`).click();
    await page.waitForURL(`**/ads/${ad.databaseId}/statistics`);
    await page.getByRole('heading', { level: 2, name: ad.name }).waitFor();
    expect(await page.getByLabel('Totals').locator('dd').first().textContent()).toBe('1');
    // the chart library arrives with the chart; today's bar carries the visit
    const chart = page.getByRole('img', { name: new RegExp(`^Page views per day, \\d{4}-\\d{2}-\\d{2} to ${today}$`) });
    await chart.waitFor();
    const todayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    expect(await chart.locator('.ct-bar title').last().textContent()).toBe(`${todayLabel}: 1 page view`);
    expect(
      await chart
        .locator('.ct-bar')
        .last()
        .evaluate((bar) => bar.getBoundingClientRect().height),
    ).toBeGreaterThan(0);
    // Chartist's own stylesheet is in the page (put there by the chart, not loaded as a CSS file)
    expect(
      await chart
        .locator('.ct-bar')
        .last()
        .evaluate((bar) => getComputedStyle(bar).fill),
    ).toBe('none');
    await saveScreenshot(page, 'dashboard-ad-statistics-desktop');

    expect(visitor.errors).toEqual([]);
    expect(session.errors).toEqual([]);
    await visitor.context.close();
    await session.context.close();
  });
});
