// Issue 31 as one story on a phone's screen: an advertiser's ad whose text reads "schoolgirl" is
// held instead of published and shows as under review; a moderator (an account the admin made,
// whose holder chose a password through Forgot password) publishes it from the queue and it goes
// live; the advertiser sends an identity document and a photo holding the code, the moderator
// approves, and the ad's page shows the verified mark.
import sharp from 'sharp';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../server/lib/dates.ts';
import { saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt, tokenOf } from './graphql.ts';
import { codeFromOutbox } from './outbox.ts';
import { startTestServer } from './server.ts';
import { collectErrors, logIn } from './sessions.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const files = mkdtempSync(join(tmpdir(), 'operators-grip-e2e-'));

const moderator = {
  name: 'Kavya Desk',
  email: 'kavya.desk@example.com',
  contact: '9822233344',
  password: 'kavya-chooses-this-1',
};
const adName = 'Riya, new in town';

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A phone-sized profile past the age disclaimer, collecting the page's errors. */
async function phone() {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    if (!localStorage.getItem('persist:root'))
      localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true }));
  });
  const page = await context.newPage();
  return { context, page, errors: await collectErrors(page) };
}

async function pngFile(name: string, colour: string): Promise<string> {
  const path = join(files, name);
  writeFileSync(
    path,
    await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
  return path;
}

/** The admin makes the moderator's account; its holder chooses a password with the code mailed to them. */
async function createModerator(): Promise<void> {
  const token = await adminToken(server.baseUrl);
  await graphqlAt(
    server.baseUrl,
    /* GraphQL */ `
      mutation ($input: CreateStaffAccountInput!) {
        createStaffAccount(input: $input) {
          __typename
          ... on MutationCreateStaffAccountSuccess {
            user {
              id
            }
          }
        }
      }
    `,
    { input: { name: moderator.name, email: moderator.email, contact: moderator.contact, role: 'moderator' } },
    token,
  );
  await graphqlAt(
    server.baseUrl,
    /* GraphQL */ `
      mutation ($email: String!) {
        sendPasswordResetOtp(input: { email: $email }) {
          __typename
        }
      }
    `,
    { email: moderator.email },
  );
  const emailOTP = await codeFromOutbox(server.dataDir, moderator.email);
  const { resetPassword } = await graphqlAt<{ resetPassword: { __typename: string } }>(
    server.baseUrl,
    /* GraphQL */ `
      mutation ($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          __typename
        }
      }
    `,
    { input: { email: moderator.email, emailOTP, password: moderator.password, confirmPassword: moderator.password } },
  );
  expect(resetPassword.__typename).toBe('MutationResetPasswordSuccess');
}

/** A demo advertiser with credits enough for a day in one city. */
async function demoAdvertiser(): Promise<{ email: string; name: string }> {
  const { users } = await graphqlAt<{ users: { edges: { node: { email: string; name: string; credits: number } }[] } }>(
    server.baseUrl,
    /* GraphQL */ `
      {
        users(first: 50, statuses: [active]) {
          edges {
            node {
              email
              name
              credits
            }
          }
        }
      }
    `,
    {},
    await adminToken(server.baseUrl),
  );
  return users.edges
    .map((edge) => edge.node)
    .filter((user) => user.email.startsWith('demo.advertiser'))
    .sort((a, b) => b.credits - a.credits)[0]!;
}

async function openAd(page: Page, databaseId: number): Promise<void> {
  await page.goto(`${server.baseUrl}/call-girls/${databaseId}`);
}

describe("the operator's grip", () => {
  it("holds a risky ad until a moderator publishes it, and shows the verified mark once the moderator approves the advertiser's verification", async () => {
    await createModerator();
    const advertiser = await demoAdvertiser();

    // the advertiser creates an ad whose description reads "schoolgirl": it is held, under review
    const seller = await phone();
    await logIn(seller.page, server.baseUrl, advertiser.email, 'demo-password');
    await seller.page.waitForURL('**/ads');
    await seller.page.goto(`${server.baseUrl}/create-ad`);
    const form = seller.page.locator('main form');
    await form.getByLabel('Name', { exact: true }).fill(adName);
    await form.getByLabel('Age', { exact: true }).fill('24');
    await form
      .getByLabel('Description', { exact: true })
      .fill('Sweet s.c.h.o.o.l.g.i.r.l look, warm company for dinners.');
    await form.getByLabel('Category').selectOption({ index: 1 });
    await form.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await form.getByRole('group', { name: 'Cities' }).getByText('Mumbai', { exact: true }).click();
    await form.getByLabel('Start Date').fill(todayInIndia());
    await form.getByLabel('End Date').fill(addDays(todayInIndia(), 1));
    await form.getByLabel('Choose Images').setInputFiles([await pngFile('riya.png', '#fce7f3')]);
    await form.getByRole('button', { name: 'Create Ad' }).click();
    await seller.page.getByText('It is under review').waitFor();
    await seller.page.waitForURL('**/ads');
    const row = seller.page.locator('main table tbody tr').filter({ hasText: adName });
    await row.getByText('Under review', { exact: true }).waitFor();
    await saveScreenshot(seller.page, 'grip-my-ads-under-review-phone');

    const { myAds } = await graphqlAt<{ myAds: { edges: { node: { databaseId: number; name: string } }[] } }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          myAds(first: 20) {
            edges {
              node {
                databaseId
                name
              }
            }
          }
        }
      `,
      {},
      await tokenOf(server.baseUrl, advertiser.email, 'demo-password'),
    );
    const adId = myAds.edges.map((edge) => edge.node).find((ad) => ad.name === adName)!.databaseId;

    // a visitor cannot open it
    const visitor = await phone();
    await openAd(visitor.page, adId);
    await visitor.page.getByRole('heading', { name: 'Page not found' }).waitFor();

    // the moderator signs in, finds it in the queue with the reason, and publishes it
    const desk = await phone();
    await logIn(desk.page, server.baseUrl, moderator.email, moderator.password);
    await desk.page.waitForURL('**/admin/desk');
    // the desk counts the held ad, and its link leads to the queue
    const heldCount = desk.page.getByRole('link', { name: /Ads held for review/ });
    await expect.poll(() => heldCount.textContent()).toMatch(/^1\s*Ads held for review/);
    await saveScreenshot(desk.page, 'grip-moderator-desk-phone');
    await heldCount.click();
    await desk.page.waitForURL('**/admin/moderation');
    const held = desk.page.getByRole('article', { name: adName });
    await held.getByRole('list', { name: 'Hold reasons' }).waitFor();
    await saveScreenshot(desk.page, 'grip-moderation-held-ad-phone');
    await held.getByRole('button', { name: 'Publish' }).click();
    await desk.page.getByText('Ad published.').waitFor();

    await openAd(visitor.page, adId);
    await visitor.page.getByRole('heading', { name: adName, level: 1 }).waitFor();
    await visitor.page.getByText('24 yrs').first().waitFor();
    expect(await visitor.page.getByText('✓ Verified').count()).toBe(0);

    // the advertiser asks to be verified with a document and a photo holding the code
    await seller.page.goto(`${server.baseUrl}/verification`);
    const request = seller.page.locator('form[aria-label="Send verification"]');
    await request.getByLabel('Identity document').setInputFiles(await pngFile('document.png', '#dbeafe'));
    await request.getByLabel('Photo holding the code').setInputFiles(await pngFile('holding-code.png', '#dcfce7'));
    await saveScreenshot(seller.page, 'grip-verification-request-phone');
    await request.getByRole('button', { name: 'Send for verification' }).click();
    await expect.poll(() => request.count()).toBe(0);

    // the moderator opens both files and approves
    await desk.page.goto(`${server.baseUrl}/admin/verifications`);
    const verification = desk.page.getByRole('article', { name: `Verification of ${advertiser.name}` });
    await verification.getByRole('button', { name: 'Approve' }).waitFor();
    await saveScreenshot(desk.page, 'grip-verifications-phone');
    await verification.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => verification.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // the ad's page now carries the verified mark
    await openAd(visitor.page, adId);
    await visitor.page.getByText('✓ Verified').first().waitFor();
    await saveScreenshot(visitor.page, 'grip-ad-verified-phone');

    expect([...seller.errors, ...visitor.errors, ...desk.errors]).toEqual([]);
    for (const session of [seller, visitor, desk]) await session.context.close();
  });
});
