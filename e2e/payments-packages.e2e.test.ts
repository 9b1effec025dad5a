// Packages and coupons (issue 34), on a phone (390x844) against the demo data: the admin adds a package
// and a coupon at /admin/credit-packages; the advertiser picks the package on the credit form (its price
// becomes the amount), applies the coupon and sees the credits the payment buys, base and bonus; once
// the admin approves, the credit history names the package and the coupon with the credits granted.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt, setUpiPayments } from './graphql.ts';
import { startTestServer } from './server.ts';
import { logIn, openSession, settled } from './sessions.ts';

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

/** An active demo advertiser and their balance. */
async function activeAdvertiser(token: string): Promise<{ email: string; credits: number }> {
  const { users } = await graphqlAt<{ users: { edges: { node: { email: string; credits: number } }[] } }>(
    server.baseUrl,
    /* GraphQL */ `
      {
        users(first: 50, statuses: [active]) {
          edges {
            node {
              email
              credits
            }
          }
        }
      }
    `,
    {},
    token,
  );
  return users.edges.map((edge) => edge.node).find((user) => user.email.startsWith('demo.advertiser'))!;
}

const UTR = '845612309871';

describe('packages and coupons on a phone', () => {
  it('the admin adds a package and a coupon; the advertiser buys the package with the coupon', async () => {
    const token = await adminToken(server.baseUrl);
    await setUpiPayments(server.baseUrl, token, 'companion.directory@okhdfc', 'Companion Directory');
    const advertiser = await activeAdvertiser(token);

    // the admin adds a package: pay ₹1,000, get 150 credits and 20 bonus credits
    const admin = await openSession(browser, { phone: true });
    await logIn(admin.page, server.baseUrl, 'admin@example.com', 'admin-password');
    await admin.page.waitForURL('**/admin');
    await admin.page.goto(`${server.baseUrl}/admin/credit-packages`);
    await admin.page.getByRole('button', { name: 'Add Package' }).click();
    let dialog = admin.page.getByRole('dialog', { name: 'Add Package' });
    await dialog.getByLabel('Name').fill('Gold');
    await dialog.getByLabel('Price (₹)').fill('1000');
    await dialog.getByLabel('Credits', { exact: true }).fill('150');
    await dialog.getByLabel('Bonus credits').fill('20');
    await settled(admin.page);
    await saveScreenshot(admin.page, 'payments-packages-add-package-phone');
    await dialog.getByRole('button', { name: 'Add Package' }).click();
    await admin.page.getByText('Package Added Successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const packageRow = admin.page
      .getByRole('table', { name: 'Credit packages' })
      .locator('tbody tr', { hasText: 'Gold' });
    await expect.poll(() => packageRow.textContent()).toContain('₹1,000');
    expect(await packageRow.textContent()).toContain('+20');

    // and a coupon: 10 % bonus, 5 uses, typed in lower case and kept upper-cased
    await admin.page.getByRole('button', { name: 'Add Coupon' }).click();
    dialog = admin.page.getByRole('dialog', { name: 'Add Coupon' });
    await dialog.getByLabel('Code').fill('diwali10');
    await dialog.getByLabel('Bonus value (% or credits)').fill('10');
    await dialog.getByLabel('Limit of uses').fill('5');
    await settled(admin.page);
    await saveScreenshot(admin.page, 'payments-packages-add-coupon-phone');
    await dialog.getByRole('button', { name: 'Add Coupon' }).click();
    await admin.page.getByText('Coupon Added Successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const couponRow = admin.page.getByRole('table', { name: 'Coupons' }).locator('tbody tr', { hasText: 'DIWALI10' });
    await expect.poll(() => couponRow.textContent()).toContain('10% bonus');
    expect(await couponRow.textContent()).toContain('0 / 5');
    await saveScreenshot(admin.page, 'payments-packages-admin-phone');

    // the advertiser picks the package: the amount becomes its price; a wrong code says so
    const buyer = await openSession(browser, { phone: true });
    await logIn(buyer.page, server.baseUrl, advertiser.email, 'demo-password');
    await buyer.page.waitForURL('**/ads');
    await buyer.page.goto(`${server.baseUrl}/credit-requests`);
    await buyer.page.getByRole('button', { name: 'Add Request' }).click();
    const form = buyer.page.getByRole('dialog', { name: 'Add Credit Request' });
    await form.getByLabel('Package').selectOption({ label: 'Gold: ₹1,000 for 150 credits + 20 bonus' });
    expect(await form.getByLabel('Amount (₹)').inputValue()).toBe('1000');
    await form.getByText(/^₹1,000 buys 170 credits: 150 \+ 20 bonus/).waitFor();
    await form.getByLabel('Coupon code (optional)').fill('DIWALI99');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.getByText('This coupon code does not exist.').waitFor();

    // the right code: the preview counts 10 % of the 150 credits bought
    await form.getByLabel('Coupon code (optional)').fill('diwali10');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.getByText('DIWALI10 applied: 10% bonus credits').waitFor();
    await form.getByText(/^₹1,000 buys 185 credits: 150 \+ 35 bonus/).waitFor();
    await form.getByLabel('UTR (UPI transaction reference)').fill(UTR);
    await form.getByText(/^₹1,000 buys 185 credits/).scrollIntoViewIfNeeded();
    await settled(buyer.page);
    await saveScreenshot(buyer.page, 'payments-packages-credit-form-phone');
    await form.getByRole('button', { name: 'Submit' }).click();
    await buyer.page.getByText('Credit Request Added Successfully!').waitFor();

    // the coupon's use is counted; the admin's table names the package and coupon and counts their credits
    await admin.page.reload();
    await expect.poll(() => couponRow.textContent()).toContain('1 / 5');
    await admin.page.goto(`${server.baseUrl}/admin/credit-requests`);
    const requestRow = admin.page.getByRole('table', { name: 'Credit requests' }).locator('tbody tr', { hasText: UTR });
    await expect.poll(() => requestRow.textContent()).toContain('Gold package · coupon DIWALI10');
    expect(await requestRow.textContent()).toContain('185 on approval');
    await requestRow.getByRole('button', { name: 'Accept' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Approve credit request?' });
    await confirm.getByText('Approval grants 185 credit', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: /^Approve/ }).click();
    await admin.page.getByText('Credit Request Status Updated Successfully!').waitFor();
    await expect.poll(() => requestRow.textContent()).toContain('185 added');

    // the advertiser's credit history names the package and the coupon of the grant
    await buyer.page.goto(`${server.baseUrl}/credit-history`);
    const grant = buyer.page.getByRole('table', { name: 'Credit history' }).locator('tbody tr').first();
    await expect.poll(() => grant.textContent()).toContain('Gold package · coupon DIWALI10 (+35 bonus)');
    expect(await grant.textContent()).toContain('+185');
    await saveScreenshot(buyer.page, 'payments-packages-credit-history-phone');
    expect((await activeAdvertiser(token)).credits).toBe(advertiser.credits + 185);

    for (const page of [buyer.page, admin.page]) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(buyer.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await buyer.context.close();
    await admin.context.close();
  });
});
