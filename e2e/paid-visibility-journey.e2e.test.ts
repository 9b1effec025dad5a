// Issue 34's journey on a phone (390x844), from money to placement: the operator has set up UPI, a
// package, a coupon and the price of "Featured in a city"; an advertiser buys the package with the coupon
// and names the UTR, the admin approves after confirming, the advertiser spends the credits on featured
// days for a running ad from its Promote page, and a visitor finds the ad marked Featured above the
// ordinary listing of its city.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../common/india.ts';
import { ADULT_COOKIE } from '../common/adultCookie.ts';
import { saveScreenshot } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt, setUpiPayments } from './graphql.ts';
import { startTestServer } from './server.ts';
import { logIn, openSession, settled } from './sessions.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true', PUBLIC_CACHE_SECONDS: '0' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const UTR = '402811937465';

describe('from a package with a coupon to a featured ad on its city page', () => {
  it('buys credits by UPI, spends them on featured days, and the city page shows the ad featured', async () => {
    const admin = await adminToken(server.baseUrl);
    await setUpiPayments(server.baseUrl, admin, 'companion.directory@okhdfc', 'Companion Directory');
    await graphqlAt(
      server.baseUrl,
      /* GraphQL */ `
        mutation {
          updatePlacementScheme(
            featuredCreditsPerDay: 30
            bumpCredits: 10
            spotlightCreditsPerDay: 50
            featuredBlockSize: 3
            spotlightSlots: 4
            bumpIntervalMinutes: 240
          ) {
            __typename
          }
          createCreditPackage(name: "Gold", priceRupees: 1000, credits: 150, bonusCredits: 20, active: true) {
            __typename
          }
          createCoupon(code: "launch10", kind: percent, value: 10, maxUses: 100, active: true) {
            __typename
          }
        }
      `,
      {},
      admin,
    );

    // a demo advertiser with no credits left, whose newest ad (first in My ads) runs publicly today
    const db = server.database.prisma;
    const today = todayInIndia();
    const running = await db.ad.findFirstOrThrow({
      where: { ownerActive: true, user: { email: { startsWith: 'demo.advertiser' } } },
      orderBy: { id: 'desc' },
      select: { id: true, name: true, user: { select: { id: true, email: true } }, location: true },
    });
    await db.ad.update({
      where: { id: running.id },
      data: {
        takenDownAt: null,
        hiddenAt: null,
        heldAt: null,
        startDate: new Date(`${addDays(today, -1)}T00:00:00Z`),
        endDate: new Date(`${addDays(today, 5)}T00:00:00Z`),
      },
    });
    const ad = { databaseId: running.id, name: running.name, location: running.location };
    const email = running.user.email;
    await db.user.update({ where: { id: running.user.id }, data: { credits: 0 } });

    // the advertiser buys the Gold package with the coupon and names the UTR
    const buyer = await openSession(browser, { phone: true });
    await logIn(buyer.page, server.baseUrl, email, 'demo-password');
    await buyer.page.waitForURL('**/ads');
    await buyer.page.goto(`${server.baseUrl}/credit-requests`);
    await buyer.page.getByRole('button', { name: 'Add Request' }).click();
    const form = buyer.page.getByRole('dialog', { name: 'Add Credit Request' });
    await form.getByText('Pay to Companion Directory').waitFor();
    await form.getByLabel('Package').selectOption({ label: 'Gold: ₹1,000 for 150 credits + 20 bonus' });
    await form.getByLabel('Coupon code (optional)').fill('launch10');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.getByText('LAUNCH10 applied: 10% bonus credits').waitFor();
    // 150 + 20 bonus of the package + 10% of 150 from the coupon
    await form.getByText(/^₹1,000 buys 185 credits: 150 \+ 35 bonus/).waitFor();
    await form.getByLabel('UTR (UPI transaction reference)').fill(UTR);
    await settled(buyer.page);
    await saveScreenshot(buyer.page, 'journey-34-credit-form-phone');
    await form.getByRole('button', { name: 'Submit' }).click();
    await buyer.page.getByText('Credit Request Added Successfully!').waitFor();

    // the admin approves it after confirming the amount, the UTR and the credits
    const staff = await openSession(browser, { phone: true });
    await logIn(staff.page, server.baseUrl, 'admin@example.com', 'admin-password');
    await staff.page.waitForURL('**/admin');
    await staff.page.goto(`${server.baseUrl}/admin/credit-requests`);
    const row = staff.page.getByRole('table', { name: 'Credit requests' }).locator('tbody tr', { hasText: UTR });
    await row.getByRole('button', { name: 'Accept' }).click();
    const confirm = staff.page.getByRole('dialog', { name: 'Approve credit request?' });
    await confirm.getByText('Approval grants 185 credit', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: /^Approve/ }).click();
    await staff.page.getByText('Credit Request Status Updated Successfully!').waitFor();

    // the credit history names the package and the coupon of the grant
    await buyer.page.goto(`${server.baseUrl}/credit-history`);
    const grant = buyer.page.getByRole('table', { name: 'Credit history' }).locator('tbody tr').first();
    await expect.poll(() => grant.textContent()).toContain('185');
    expect(await grant.textContent()).toContain('Gold');
    expect(await grant.textContent()).toContain('LAUNCH10');

    // the advertiser spends 30 credits on today as "Featured in <city>" from the ad's Promote page
    await buyer.page.goto(`${server.baseUrl}/ads`);
    await buyer.page
      .getByRole('link', { name: `Promote ${ad.name}` })
      .first()
      .click();
    await buyer.page.waitForURL(`**/ads/${ad.databaseId}/promote`);
    const featured = buyer.page.getByRole('form', { name: 'Buy featured days' });
    await featured.getByLabel('First day').fill(today);
    await featured.getByLabel('Last day').fill(today);
    await featured.getByTestId('featured-cost').getByText('Balance after: 155 credits', { exact: false }).waitFor();
    await saveScreenshot(buyer.page, 'journey-34-promote-phone');
    await featured.getByRole('button', { name: 'Buy featured days' }).click();
    await buyer.page.getByText('Featured for 1 day.').waitFor();
    const after = await db.user.findUniqueOrThrow({ where: { id: running.user.id }, select: { credits: true } });
    expect(after.credits).toBe(155);

    // a visitor on the city's page sees the ad in the Featured block, above the ordinary listing
    const visitor = await openSession(browser, { phone: true });
    // past the disclaimer as the server sees it too, so the rendered page shows no disclaimer over it
    await visitor.context.addCookies([{ name: ADULT_COOKIE, value: '1', url: server.baseUrl }]);
    await visitor.page.goto(`${server.baseUrl}/call-girls/${ad.location.slug}`);
    const block = visitor.page.getByRole('region', { name: `Featured in ${ad.location.name}` });
    await block.waitFor();
    await block.getByText(ad.name, { exact: false }).first().waitFor();
    await block.getByText('Featured', { exact: true }).first().waitFor();
    const blockTop = (await block.boundingBox())!.y;
    const listTop = (await visitor.page.locator('main .ad-card').last().boundingBox())!.y;
    expect(blockTop).toBeLessThan(listTop);
    await block.scrollIntoViewIfNeeded();
    await saveScreenshot(visitor.page, 'journey-34-city-featured-phone');

    for (const page of [buyer.page, staff.page, visitor.page]) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(buyer.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await buyer.context.close();
    await staff.context.close();
    await visitor.context.close();
  });
});
