// Dashboards on a phone (issue 33, decision 0107), at 390x844 against the demo data: My Ads and the admins'
// tables are cards whose every action is on screen without sideways scrolling, each value labelled by its
// column; every dashboard address survives a reload; and a screen shows the dashboard's frame and a
// skeleton while its data is on its way, never a page-wide spinner.
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../common/india.ts';
import { ROUTE_IDS, ROUTES, type RouteRole } from '../common/routes.ts';
import { saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt, tokenOf } from './graphql.ts';
import { startTestServer } from './server.ts';
import { collectErrors, logIn } from './sessions.ts';

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

/** A phone past the age disclaimer, collecting the page's errors. */
async function phone(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  await context.addInitScript(() => {
    if (!localStorage.getItem('persist:root'))
      localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true }));
  });
  const page = await context.newPage();
  return { page, errors: await collectErrors(page), close: () => context.close() };
}

/** A demo advertiser with a running ad (so its row has Edit, Renew and Stop). */
async function advertiserWithRunningAd(): Promise<string> {
  const token = await adminToken(server.baseUrl);
  const { users } = await graphqlAt<{ users: { edges: { node: { email: string } }[] } }>(
    server.baseUrl,
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
    {},
    token,
  );
  const today = todayInIndia();
  for (const { node } of users.edges) {
    if (!node.email.startsWith('demo.advertiser')) continue;
    const mine = await graphqlAt<{ myAds: { edges: { node: { endDate: string; takenDown: boolean } }[] } }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          myAds(first: 5) {
            edges {
              node {
                endDate
                takenDown
              }
            }
          }
        }
      `,
      {},
      await tokenOf(server.baseUrl, node.email, 'demo-password'),
    );
    if (mine.myAds.edges.some((edge) => !edge.node.takenDown && String(edge.node.endDate) >= today)) return node.email;
  }
  throw new Error('No demo advertiser has a running ad.');
}

/** Whether the element lies within the phone's width, wholly. */
async function withinTheWidth(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width;
}

/** The page scrolls no way but down. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The label a phone shows beside each cell of a table's first row (its `::before`). */
function labelsShown(table: Locator): Promise<string[]> {
  return table.evaluate((element) =>
    [...(element as HTMLTableElement).tBodies[0]!.rows[0]!.cells].map((cell) =>
      getComputedStyle(cell, '::before').content.replace(/^"|"$/g, ''),
    ),
  );
}

describe('dashboards on a phone', () => {
  it("shows an advertiser's ads as cards with Edit, Renew and Stop on screen, and /account survives a reload", async () => {
    const email = await advertiserWithRunningAd();
    const { page, errors, close } = await phone();
    await logIn(page, server.baseUrl, email, 'demo-password');
    await page.waitForURL('**/ads');
    const table = page.getByRole('table', { name: 'My ads' });
    await table
      .getByRole('button', { name: /^Stop / })
      .first()
      .waitFor();

    // the header row is out of sight; each value carries its column's name
    expect((await table.locator('thead').boundingBox())?.width).toBeLessThanOrEqual(1);
    expect(await labelsShown(table)).toEqual([
      'Image',
      'Name',
      'Description',
      'Contact',
      'Start Time',
      'End Time',
      'Credits Used',
      'Category',
      'Location',
      'Statistics',
      'Action',
    ]);
    // every row's actions within the phone's width, and nothing to scroll sideways for
    const edits = table.getByRole('link', { name: /^Edit / });
    expect(await edits.count()).toBeGreaterThan(0);
    for (const action of [
      ...(await edits.all()),
      ...(await table.getByRole('button', { name: 'Renew' }).all()),
      ...(await table.getByRole('button', { name: /^Stop / }).all()),
    ]) {
      await action.scrollIntoViewIfNeeded();
      expect(await action.isVisible()).toBe(true);
      expect(await withinTheWidth(action)).toBe(true);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'phone-dashboard-my-ads');

    // the menu opens over the screen with links a thumb can hit, and closes once one is chosen
    await page.getByRole('button', { name: 'Show menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    const links = await menu.getByRole('link').all();
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await saveScreenshot(page, 'phone-dashboard-menu');
    await menu.getByRole('link', { name: 'Credit History' }).click();
    await page.waitForURL('**/credit-history');
    await expect.poll(() => menu.isVisible()).toBe(false);

    // a reload of every advertiser's screen keeps the advertiser signed in, on that screen
    for (const [path, shows] of [
      ['/account', page.getByRole('heading', { name: 'Account', level: 1 })],
      ['/credit-history', page.getByRole('table', { name: /credit/i })],
      ['/ads', table],
    ] as const) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.reload();
      await shows.first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      await expect.poll(() => page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the admins' users as cards with their actions on screen, after a reload", async () => {
    const { page, errors, close } = await phone();
    await logIn(page, server.baseUrl, 'admin@example.com', 'admin-password');
    await page.waitForURL(/\/admin$/);
    await page.goto(`${server.baseUrl}/admin/users`);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    const table = page.getByRole('table', { name: 'Users' });
    await table.locator('tbody tr').first().waitFor();
    expect(await labelsShown(table)).toEqual([
      'Name',
      'Email',
      'Contact',
      'Address',
      'Status',
      'Role',
      'Credits',
      'Action',
    ]);
    const actions = table.locator('tbody tr').first().getByRole('button');
    expect(await actions.count()).toBeGreaterThan(0);
    for (const action of await actions.all()) {
      expect(await action.isVisible()).toBe(true);
      expect(await withinTheWidth(action)).toBe(true);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await saveScreenshot(page, 'phone-dashboard-admin-users');
    expect(errors).toEqual([]);
    await close();
  });

  /** The table's signed-in screens of a role that take no id. */
  const screens = (roles: RouteRole[]) =>
    ROUTE_IDS.map((id) => ROUTES[id])
      .filter((route) => route.area === 'signedIn' && roles.includes(route.role) && !/[:*]/.test(route.path))
      .map((route) => route.path);

  /** Loads each screen afresh (a new document, as a reload or a shared link gives) and measures it. */
  async function eachScreenFits(email: string, password: string, roles: RouteRole[]) {
    const { page, errors, close } = await phone();
    await logIn(page, server.baseUrl, email, password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    for (const path of screens(roles)) {
      await page.goto(`${server.baseUrl}${path}`);
      // the dashboard, or the login form were the session lost
      await page
        .locator('nav[aria-label="Dashboard"], form[aria-label="Login"]')
        .first()
        .waitFor({ state: 'attached' });
      expect(new URL(page.url()).pathname, path).toBe(path);
      await page.getByTestId('dashboard-skeleton').waitFor({ state: 'detached' });
      expect(await pageWidth(page), path).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    expect(errors).toEqual([]);
    await close();
  }

  // a screen takes a second or two to load on a busy machine, and the staff have some thirty of them
  it('keeps every screen of the staff dashboard within the width, each loaded afresh', async () => {
    await eachScreenFits('admin@example.com', 'admin-password', ['staff', 'admin']);
  }, 180_000);

  it("keeps every screen of the advertiser's dashboard within the width, each loaded afresh", async () => {
    await eachScreenFits(await advertiserWithRunningAd(), 'demo-password', ['user']);
  }, 180_000);

  it("shows the dashboard's frame and a skeleton while the screen's data is on its way", async () => {
    const { page, errors, close } = await phone();
    await logIn(page, server.baseUrl, 'admin@example.com', 'admin-password');
    await page.waitForURL(/\/admin$/);
    // the server's answers to the screen's queries wait until the test lets them go
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = async (route: Route) => {
      await released;
      await route.continue();
    };
    await page.route('**/graphql**', held);
    await page.goto(`${server.baseUrl}/admin/users`);
    const skeleton = page.getByTestId('dashboard-skeleton');
    await skeleton.waitFor();
    // the frame is there around it: the header with the screen's title, the menu's button and Logout
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Show menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    // no data yet, and no spinner
    expect(await page.getByRole('table', { name: 'Users' }).count()).toBe(0);
    expect(await page.locator('.chakra-spinner').count()).toBe(0);
    await saveScreenshot(page, 'phone-dashboard-skeleton');
    release();
    await page.getByRole('table', { name: 'Users' }).locator('tbody tr').first().waitFor();
    await skeleton.waitFor({ state: 'detached' });
    await page.unroute('**/graphql**', held);
    expect(errors).toEqual([]);
    await close();
  });
});
