// Statement reconciliation (issue 34, decision 0114) on a phone (390x844): advertisers ask for credits
// with their UTRs; the admin uploads the bank's statement (an HDFC Bank CSV export), sees its credits
// matched, with a differing amount and unmatched lines apart (a formula in a narration shown as text),
// approves the matched one after a confirmation, and the same file again approves nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsForAmount } from '../common/creditMath.ts';
import { saveScreenshot } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt, setUpiPayments, tokenOf } from './graphql.ts';
import { startTestServer } from './server.ts';
import { logIn, openSession } from './sessions.ts';

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

interface Advertiser {
  email: string;
  credits: number;
}

async function advertisers(token: string): Promise<Advertiser[]> {
  const { users } = await graphqlAt<{ users: { edges: { node: Advertiser }[] } }>(
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
  return users.edges.map((edge) => edge.node).filter((user) => user.email.startsWith('demo.advertiser'));
}

async function askForCredits(email: string, amount: number, utr: string): Promise<void> {
  const token = await tokenOf(server.baseUrl, email, 'demo-password');
  const { createCreditRequest } = await graphqlAt<{ createCreditRequest: { __typename: string } }>(
    server.baseUrl,
    /* GraphQL */ `
      mutation ($amount: Int!, $utr: String!) {
        createCreditRequest(amount: $amount, utr: $utr) {
          __typename
        }
      }
    `,
    { amount, utr },
    token,
  );
  expect(createCreditRequest.__typename).toBe('MutationCreateCreditRequestSuccess');
}

const MATCHED_UTR = '633112345601';
const DIFFERS_UTR = '633112345602';

/** An HDFC Bank netbanking "Delimited" export: account details, headings, credits and a debit, the summary. */
function hdfcStatement(): string {
  return [
    'HDFC BANK Ltd.,,,,,,Page No .: 1',
    '"MR COMPANION DIRECTORY SERVICES",,,,,,"Account Branch : ANDHERI WEST"',
    ',,,,,,"Account No : 50100123456789 PRIME"',
    '"From : 01/11/26 To : 27/11/26",,,,,,"A/C Open Date : 01/04/2024"',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    '********,********,********,********,********,********,********',
    `01/11/26,UPI-RAHUL SHARMA-rahul.s@okicici-ICIC0001234-${MATCHED_UTR}-CREDITS,0000${MATCHED_UTR},01/11/26,,1500.00,26500.00`,
    `02/11/26,UPI-PRIYA NAIR-9876543210@ybl-YESB0YBLUPI-${DIFFERS_UTR}-ADD CREDITS,0000${DIFFERS_UTR},02/11/26,,999.00,27499.00`,
    '03/11/26,UPI-ANKIT VERMA-ankit.v@oksbi-SBIN0005678-633112345603-PAYMENT,0000633112345603,03/11/26,,"2,000.00",29499.00',
    '04/11/26,UPI-AWS INDIA-awsindia@icici-ICIC0000104-633112345605-HOSTING,0000633112345605,04/11/26,200.00,,29299.00',
    '05/11/26,"=HYPERLINK(""http://evil.example/"",""Refund due"")",0000633112345606,05/11/26,,750.00,30049.00',
    ',,,,,,',
    'STATEMENT SUMMARY :-,,,,,,',
    'Opening Balance,Dr Count,Cr Count,Debits,Credits,Closing Bal,',
    '"25,000.00",1,4,200.00,"5,249.00","30,049.00",',
    '',
  ].join('\n');
}

describe('statement reconciliation on a phone', () => {
  it('uploads a bank statement, shows the groups, approves the matched, and nothing twice', async () => {
    const token = await adminToken(server.baseUrl);
    await setUpiPayments(server.baseUrl, token, 'companion.directory@okhdfc', 'Companion Directory');
    const [first, second] = await advertisers(token);
    await askForCredits(first!.email, 1500, MATCHED_UTR);
    await askForCredits(second!.email, 1000, DIFFERS_UTR);
    const { creditScheme } = await graphqlAt<{ creditScheme: { creditRate: number } }>(
      server.baseUrl,
      '{ creditScheme { creditRate } }',
      {},
      token,
    );

    const folder = mkdtempSync(join(tmpdir(), 'statement-'));
    const file = join(folder, 'Acct_Statement_XX6789_27112026.csv');
    writeFileSync(file, hdfcStatement());

    const admin = await openSession(browser, { phone: true });
    await logIn(admin.page, server.baseUrl, 'admin@example.com', 'admin-password');
    await admin.page.waitForURL('**/admin');
    await admin.page.goto(`${server.baseUrl}/admin/bank-statements`);
    await admin.page.getByRole('heading', { name: 'Bank Statements', level: 1 }).waitFor();
    await admin.page.getByText('No statement has been uploaded yet.').waitFor();
    await admin.page.getByLabel('Statement file (CSV)').setInputFiles(file);
    await saveScreenshot(admin.page, 'payments-reconcile-upload-phone');
    await admin.page.getByRole('button', { name: 'Upload Statement' }).click();

    await admin.page.getByRole('heading', { name: 'Acct_Statement_XX6789_27112026.csv' }).waitFor();
    const counts = admin.page.getByTestId('statement-counts');
    await expect
      .poll(() => counts.textContent())
      .toBe('1 matched · 1 amount differs · 2 not matched · 0 already decided');
    const matched = admin.page.getByRole('table', { name: 'Matched', exact: true });
    expect(await matched.textContent()).toContain(MATCHED_UTR);
    expect(await matched.textContent()).toContain('₹1,500');
    const differs = admin.page.getByRole('table', { name: 'Amount differs', exact: true });
    expect(await differs.textContent()).toContain('Received ₹999; the request asks for ₹1,000.');
    // the formula is text on the screen, never a link or a value
    const unmatched = admin.page.getByRole('table', { name: 'Not matched', exact: true });
    await unmatched.getByText('=HYPERLINK("http://evil.example/","Refund due")').waitFor();
    expect(await unmatched.getByRole('link').count()).toBe(0);
    await saveScreenshot(admin.page, 'payments-reconcile-groups-phone');

    await admin.page.getByRole('button', { name: 'Approve 1 matched payment' }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: 'Approve matched payments' });
    await confirm
      .getByText('Approve 1 payment? Each advertiser gets the credits of the amount asked, and a mail.')
      .waitFor();
    await saveScreenshot(admin.page, 'payments-reconcile-confirm-phone');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText('1 payment approved.').waitFor();
    await expect
      .poll(() => counts.textContent())
      .toBe('0 matched · 1 amount differs · 2 not matched · 1 already decided');
    await admin.page
      .getByRole('table', { name: 'Already decided', exact: true })
      .getByText('Approved from this statement.')
      .waitFor();
    await saveScreenshot(admin.page, 'payments-reconcile-approved-phone');

    const credited = creditsForAmount(1500, creditScheme.creditRate);
    const after = await advertisers(token);
    expect(after.find((user) => user.email === first!.email)!.credits).toBe(first!.credits + credited);
    // the differing amount is left for the admin to decide with a reason
    expect(after.find((user) => user.email === second!.email)!.credits).toBe(second!.credits);

    // the same file again: that statement, nothing added and nothing to approve
    await admin.page.getByLabel('Statement file (CSV)').setInputFiles(file);
    await admin.page.getByRole('button', { name: 'Upload Statement' }).click();
    await admin.page
      .getByText('This file was uploaded before: here is that statement. Nothing is added or approved twice.')
      .waitFor();
    expect(await admin.page.getByRole('button', { name: 'Approve 0 matched payments' }).isDisabled()).toBe(true);
    await saveScreenshot(admin.page, 'payments-reconcile-repeated-phone');
    expect((await advertisers(token)).find((user) => user.email === first!.email)!.credits).toBe(
      first!.credits + credited,
    );

    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
