// Payment by UPI, matched by reference (issue 34), on a phone (390x844) against the demo data: before
// the operator sets a UPI ID the credit form says payments are not set up; then it shows whom to pay
// (payee, UPI ID, QR code), takes the UTR (spaces removed) and refuses it a second time; the admin sees
// the request first with its amount, UTR and credits, and approves it through a confirmation, for a
// changed amount with its reason.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsForAmount } from '../common/creditMath.ts';
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

const NOT_SET_UP =
  'The operator has not set up payments yet (no UPI ID), so credits cannot be bought now. Please try again later.';
const UTR = '734512098765';

describe('payment by UPI on a phone', () => {
  it('shows whom to pay, sends the UTR, and the admin approves a changed amount after confirming', async () => {
    const token = await adminToken(server.baseUrl);
    const advertiser = await activeAdvertiser(token);
    const { creditScheme } = await graphqlAt<{ creditScheme: { creditRate: number } }>(
      server.baseUrl,
      '{ creditScheme { creditRate } }',
      {},
      token,
    );

    // before the operator sets a UPI ID, the form says so and offers nothing to send
    const buyer = await openSession(browser, { phone: true });
    await logIn(buyer.page, server.baseUrl, advertiser.email, 'demo-password');
    await buyer.page.waitForURL('**/ads');
    await buyer.page.goto(`${server.baseUrl}/credit-requests`);
    await buyer.page.getByRole('button', { name: 'Add Request' }).click();
    let dialog = buyer.page.getByRole('dialog', { name: 'Add Credit Request' });
    await dialog.getByText(NOT_SET_UP).waitFor();
    expect(await dialog.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await settled(buyer.page);
    await saveScreenshot(buyer.page, 'payments-upi-not-set-up-phone');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // the operator sets the UPI details; the form now shows whom to pay, before any amount
    await setUpiPayments(server.baseUrl, token, 'companion.directory@okhdfc', 'Companion Directory');
    await buyer.page.reload();
    await buyer.page.getByRole('button', { name: 'Add Request' }).click();
    dialog = buyer.page.getByRole('dialog', { name: 'Add Credit Request' });
    await dialog.getByText('Pay to Companion Directory').waitFor();
    await dialog.getByText('UPI ID: companion.directory@okhdfc').waitFor();
    await dialog.getByRole('img', { name: 'UPI QR code to pay Companion Directory' }).waitFor();
    await dialog.getByLabel('Amount (₹)').fill('1000');
    await dialog.getByRole('img', { name: 'UPI QR code to pay ₹1,000 to Companion Directory' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')).toContain('am=1000.00');
    // the UTR as a UPI app shows it, in groups: sent as its 12 digits; no screenshot (optional)
    await dialog
      .getByLabel('UTR (UPI transaction reference)')
      .fill(`${UTR.slice(0, 4)} ${UTR.slice(4, 8)} ${UTR.slice(8)}`);
    await settled(buyer.page);
    await saveScreenshot(buyer.page, 'payments-upi-form-phone');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await buyer.page.getByText('Credit Request Added Successfully!').waitFor();
    await expect.poll(() => buyer.page.locator('main table tbody tr').first().textContent()).toContain('₹1,000');
    expect(await buyer.page.locator('main table tbody tr').first().textContent()).toContain(UTR);
    await saveScreenshot(buyer.page, 'payments-upi-my-requests-phone');

    // the same UTR again is refused under its field, whoever sends it
    await buyer.page.getByRole('button', { name: 'Add Request' }).click();
    dialog = buyer.page.getByRole('dialog', { name: 'Add Credit Request' });
    await dialog.getByLabel('Amount (₹)').fill('1000');
    await dialog.getByLabel('UTR (UPI transaction reference)').fill(UTR);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('This UTR has already been used on a credit request.', { exact: false }).first().waitFor();
    await settled(buyer.page);
    await saveScreenshot(buyer.page, 'payments-upi-utr-used-phone');

    // the admin sees it first (pending first), with its amount, UTR and the credits approval grants
    const admin = await openSession(browser, { phone: true });
    await logIn(admin.page, server.baseUrl, 'admin@example.com', 'admin-password');
    await admin.page.waitForURL('**/admin');
    await admin.page.goto(`${server.baseUrl}/admin/credit-requests`);
    await admin.page.getByText(/^Current rate: ₹[\d,]+ buys [\d,]+ credits?;/).waitFor();
    const first = admin.page.getByRole('table', { name: 'Credit requests' }).locator('tbody tr').first();
    await expect.poll(() => first.textContent()).toContain(UTR);
    const creditsFor = (rupees: number) => creditsForAmount(rupees, creditScheme.creditRate);
    expect(await first.textContent()).toContain('₹1,000');
    expect(await first.textContent()).toContain(`${creditsFor(1000)} on approval`);
    await saveScreenshot(admin.page, 'payments-upi-admin-list-phone');

    // Accept asks first: amount, UTR, credits; a changed amount needs a reason
    await first.getByRole('button', { name: 'Accept' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Approve credit request?' });
    await confirm.getByText(UTR).waitFor();
    await confirm.getByText(`Approval grants ${creditsFor(1000)} credit`).waitFor();
    await settled(admin.page);
    await saveScreenshot(admin.page, 'payments-upi-approve-confirm-phone');
    await confirm.getByLabel('Amount received (₹)').fill('800');
    await confirm.getByText(`Approval grants ${creditsFor(800)} credit`).waitFor();
    await confirm.getByRole('button', { name: 'Approve ₹800' }).click();
    await confirm
      .getByText('Please give the reason for changing the amount (the advertiser and the audit log read it).')
      .waitFor();
    await confirm.getByLabel('Reason for the changed amount').fill('The bank statement shows ₹800');
    await settled(admin.page);
    await saveScreenshot(admin.page, 'payments-upi-approve-changed-phone');
    await confirm.getByRole('button', { name: 'Approve ₹800' }).click();
    await admin.page.getByText('Credit Request Status Updated Successfully!').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    const approvedRow = admin.page
      .getByRole('table', { name: 'Credit requests' })
      .locator('tbody tr', { hasText: UTR });
    await expect.poll(() => approvedRow.textContent()).toContain('approved');
    expect(await approvedRow.textContent()).toContain('₹800 approved');
    expect(await approvedRow.textContent()).toContain(`${creditsFor(800)} added`);
    await saveScreenshot(admin.page, 'payments-upi-approved-phone');

    // what was stored: the amount asked, the amount approved with its reason, the credits granted
    const { creditRequests } = await graphqlAt<{
      creditRequests: {
        edges: {
          node: {
            utr: string;
            amount: number;
            approvedAmount: number;
            amountChangeReason: string;
            creditsAdded: number;
          };
        }[];
      };
    }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          creditRequests(first: 20, status: approved) {
            edges {
              node {
                utr
                amount
                approvedAmount
                amountChangeReason
                creditsAdded
              }
            }
          }
        }
      `,
      {},
      token,
    );
    expect(creditRequests.edges.map((edge) => edge.node).find((node) => node.utr === UTR)).toEqual({
      utr: UTR,
      amount: 1000,
      approvedAmount: 800,
      amountChangeReason: 'The bank statement shows ₹800',
      creditsAdded: creditsFor(800),
    });
    expect((await activeAdvertiser(token)).credits).toBe(advertiser.credits + creditsFor(800));

    // nothing sideways on a phone, no script error or CSP violation
    for (const page of [buyer.page, admin.page]) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(buyer.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await buyer.context.close();
    await admin.context.close();
  });
});
