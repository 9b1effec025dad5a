// Receipts (issue 34), on a phone (390x844) against the demo data: the operator saves its details with
// a GSTIN, an advertiser's UPI payment is approved, and the advertiser's credit history shows a Receipt
// link that downloads the PDF tax invoice (its number, the operator, the GST lines); the approval
// mail in the outbox carries the same PDF.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt, setUpiPayments, tokenOf } from './graphql.ts';
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

async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
}

/** Saves the operator's details with a GSTIN, keeping every other setting as it is. */
async function saveOperatorDetails(token: string): Promise<void> {
  const { siteSettings: s } = await graphqlAt<{
    siteSettings: {
      siteName: string;
      contactEmail: string;
      contactPhone: string;
      supportHours: string;
      grievanceOfficer: { name: string; email: string; phone: string };
      notificationEmails: string[];
    };
  }>(
    server.baseUrl,
    '{ siteSettings { siteName contactEmail contactPhone supportHours grievanceOfficer { name email phone } notificationEmails } }',
    {},
    token,
  );
  const { updateSiteSettings } = await graphqlAt<{ updateSiteSettings: { __typename: string } }>(
    server.baseUrl,
    /* GraphQL */ `
      mutation (
        $siteName: String!
        $contactEmail: String!
        $contactPhone: String!
        $supportHours: String!
        $officerName: String!
        $officerEmail: String!
        $officerPhone: String!
        $notificationEmails: [String!]!
      ) {
        updateSiteSettings(
          siteName: $siteName
          contactEmail: $contactEmail
          contactPhone: $contactPhone
          supportHours: $supportHours
          grievanceOfficerName: $officerName
          grievanceOfficerEmail: $officerEmail
          grievanceOfficerPhone: $officerPhone
          notificationEmails: $notificationEmails
          operatorLegalName: "Kamini Media Private Limited"
          operatorAddress: "12 MG Road\\nBengaluru 560001"
          operatorStateCode: "29"
          gstin: "29AAGCB7383J1Z4"
          gstRatePercent: 18
        ) {
          __typename
        }
      }
    `,
    {
      siteName: s.siteName,
      contactEmail: s.contactEmail,
      contactPhone: s.contactPhone,
      supportHours: s.supportHours,
      officerName: s.grievanceOfficer.name,
      officerEmail: s.grievanceOfficer.email,
      officerPhone: s.grievanceOfficer.phone,
      notificationEmails: s.notificationEmails,
    },
    token,
  );
  expect(updateSiteSettings.__typename).toBe('MutationUpdateSiteSettingsSuccess');
}

/** An active demo advertiser's address. */
async function demoAdvertiser(token: string): Promise<string> {
  const { users } = await graphqlAt<{ users: { edges: { node: { email: string } }[] } }>(
    server.baseUrl,
    '{ users(first: 50, statuses: [active]) { edges { node { email } } } }',
    {},
    token,
  );
  return users.edges.map((edge) => edge.node.email).find((email) => email.startsWith('demo.advertiser'))!;
}

/** The newest mail in the outbox to `email` naming `text`, once the mail job has written it. */
async function mailNaming(email: string, text: string): Promise<string> {
  const outbox = join(server.dataDir, 'outbox');
  await expect
    .poll(
      () =>
        existsSync(outbox) &&
        readdirSync(outbox).some((name) => {
          const mail = readFileSync(join(outbox, name), 'utf8');
          return mail.includes(email) && mail.includes(text);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  return readdirSync(outbox)
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .find((mail) => mail.includes(email) && mail.includes(text))!;
}

const UTR = '845612093477';

describe('receipts on a phone', () => {
  it('the credit history links an approved payment to its PDF receipt, which downloads', async () => {
    const admin = await adminToken(server.baseUrl);
    await setUpiPayments(server.baseUrl, admin);
    await saveOperatorDetails(admin);
    const email = await demoAdvertiser(admin);
    const advertiser = await tokenOf(server.baseUrl, email, 'demo-password');

    const { createCreditRequest } = await graphqlAt<{
      createCreditRequest: { __typename: string; creditRequest?: { id: string } };
    }>(
      server.baseUrl,
      `mutation { createCreditRequest(amount: 1180, utr: "${UTR}") { __typename
        ... on MutationCreateCreditRequestSuccess { creditRequest { id } } } }`,
      {},
      advertiser,
    );
    expect(createCreditRequest.__typename).toBe('MutationCreateCreditRequestSuccess');
    const { decideCreditRequest } = await graphqlAt<{ decideCreditRequest: { __typename: string } }>(
      server.baseUrl,
      `mutation ($id: ID!) { decideCreditRequest(id: $id, status: approved) { __typename } }`,
      { id: createCreditRequest.creditRequest!.id },
      admin,
    );
    expect(decideCreditRequest.__typename).toBe('MutationDecideCreditRequestSuccess');

    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      hasTouch: true,
      isMobile: true,
      acceptDownloads: true,
    });
    await context.addInitScript(() => {
      if (!localStorage.getItem('persist:root'))
        localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true }));
    });
    const page = await context.newPage();
    const errors = await collectErrors(page);
    await logIn(page, server.baseUrl, email, 'demo-password');
    await page.waitForURL('**/ads');
    await page.goto(`${server.baseUrl}/credit-history`);
    const link = page.getByRole('link', { name: /^Receipt R-\d{6} \(PDF\)$/ }).first();
    await link.waitFor();
    const number = (await link.getAttribute('aria-label'))!.match(/R-\d{6}/)![0];
    await saveScreenshot(page, 'payments-receipts-credit-history-phone');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const saved = join(ARTIFACTS_DIR, `payments-receipts-${number}.pdf`);
    await download.saveAs(saved);
    const pdf = new Uint8Array(readFileSync(saved));
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const part of [
      'Tax invoice',
      `Invoice number: ${number}`,
      'Kamini Media Private Limited',
      'GSTIN: 29AAGCB7383J1Z4',
      email,
      'Taxable value ₹1,000.00',
      'CGST at 9% ₹90.00',
      'SGST at 9% ₹90.00',
      'Amount paid ₹1,180.00',
      `UTR ${UTR}`,
    ])
      expect(text).toContain(part);

    // the approval mail carries the same receipt
    const mail = await mailNaming(email, `${number}.pdf`);
    expect(mail).toMatch(/Content-Type: application\/pdf; name=.?R-\d{6}\.pdf/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the admin's settings screen shows the operator's details and refuses a GSTIN of another state", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    await context.addInitScript(() => {
      if (!localStorage.getItem('persist:root'))
        localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true }));
    });
    const page = await context.newPage();
    const errors = await collectErrors(page);
    await logIn(page, server.baseUrl, 'admin@example.com', 'admin-password');
    await page.waitForURL('**/admin');
    await page.goto(`${server.baseUrl}/admin/settings`);
    const receipts = page.getByRole('region', { name: 'Receipts' });
    await expect.poll(() => receipts.getByLabel('Legal name').inputValue()).toBe('Kamini Media Private Limited');
    expect(await receipts.getByLabel('GSTIN').inputValue()).toBe('29AAGCB7383J1Z4');
    expect(await receipts.getByLabel('State').inputValue()).toBe('29');
    await receipts.getByLabel('State').selectOption('27');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await receipts.getByText(/This GSTIN belongs to another state/).waitFor();
    await receipts.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'payments-receipts-settings-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
