// Issue 6 as one story in a real browser against a fresh database: a new advertiser registers, the
// admin accepts the account, the advertiser asks for credits with a screenshot, the admin approves,
// the advertiser publishes an ad in two cities with two images, the ad is listed in both cities,
// the admin suspends the advertiser, whose next action logs them out and whose login shows why.
// Every dashboard screen is saved as a screenshot on the way.
import sharp from 'sharp';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../server/lib/dates.ts';
import { saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { codeFromOutbox } from './outbox.ts';
import { adminToken, graphqlAt, setUpiPayments } from './graphql.ts';
import { startTestServer } from './server.ts';
import { logIn, openSession } from './sessions.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const files = mkdtempSync(join(tmpdir(), 'dashboards-e2e-'));
writeFileSync(join(files, 'notes.txt'), 'not an image');

const advertiser = {
  name: 'Meera Kapoor',
  email: 'meera.story@example.com',
  contact: '9812345670',
  password: 'meera-password-1',
  address: 'Bandra West, Mumbai',
  /** issue 31: 30 years old, the birthday three weeks past, so the ad's age is 30 whatever the day */
  age: 30,
  dateOfBirth: addDays(`${Number(todayInIndia().slice(0, 4)) - 30}${todayInIndia().slice(4, 7)}-01`, -21),
};
const adName = 'Meera, elegant company in Mumbai and Pune';

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A browser profile that has already accepted the age disclaimer. */
const newVisitor = () => openSession(browser);

async function openFromSidebar(page: Page, label: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

/** The code of the newest mail to `email` in the development outbox. */
const otpFromOutbox = (email: string) => codeFromOutbox(server.dataDir, email);

async function pngFile(name: string, colour: string, width = 800, height = 1000): Promise<string> {
  const path = join(files, name);
  writeFileSync(
    path,
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
  return path;
}

/** The day `days` from today in India, as the date inputs want it (yyyy-mm-dd); the product's own helpers. */
function indiaDate(days = 0): string {
  return addDays(todayInIndia(), days);
}

async function cityIds(stateName: string, names: string[]): Promise<string[]> {
  const { states } = await graphqlAt<{ states: { id: string; name: string }[] }>(
    server.baseUrl,
    /* GraphQL */ `
      {
        states {
          id
          name
        }
      }
    `,
  );
  const state = states.find((candidate) => candidate.name === stateName)!;
  const { cities } = await graphqlAt<{ cities: { id: string; name: string }[] }>(
    server.baseUrl,
    /* GraphQL */ `
      query ($stateId: ID!) {
        cities(stateId: $stateId) {
          id
          name
        }
      }
    `,
    { stateId: state.id },
  );
  return names.map((name) => cities.find((city) => city.name === name)!.id);
}

describe('the dashboards, as one story', () => {
  it('takes a new advertiser from registration to a published ad, and out again when suspended', async () => {
    const visitor = await newVisitor();
    const admin = await newVisitor();
    const { page } = visitor;

    // a new advertiser registers with the code from the outbox
    await page.goto(`${server.baseUrl}/register`);
    const register = page.locator('form[aria-label="Register"]');
    await register.getByLabel('Name').fill(advertiser.name);
    await register.getByLabel('Contact Number').fill(advertiser.contact);
    await register.getByLabel('Email', { exact: true }).fill(advertiser.email);
    await register.getByLabel('Password', { exact: true }).fill(advertiser.password);
    await register.getByLabel('Confirm Password').fill(advertiser.password);
    await register.getByLabel('Date of birth').fill(advertiser.dateOfBirth);
    await register.getByLabel('Address').fill(advertiser.address);
    await register.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('OTP Sent successfully').waitFor();
    await register.getByLabel('Email OTP').fill(await otpFromOutbox(advertiser.email));
    await register.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Account Requested successfully').waitFor();

    // the admin accepts the account
    await logIn(admin.page, server.baseUrl, 'admin@example.com', 'admin-password');
    await admin.page.waitForURL('**/admin');
    await saveScreenshot(admin.page, 'dashboard-admin-contacts');
    await openFromSidebar(admin.page, 'Account Requests', '/admin/users/account-requests');
    const requestRow = admin.page
      .getByRole('table', { name: 'Account requests' })
      .getByRole('row')
      .filter({ hasText: advertiser.email });
    await requestRow.waitFor();
    await saveScreenshot(admin.page, 'dashboard-admin-account-requests');
    await requestRow.getByRole('button', { name: 'Accept' }).click();
    await admin.page.getByText('User Status Updated Successfully!').waitFor();
    await expect.poll(() => requestRow.count()).toBe(0);

    // the advertiser signs in and asks for ₹1000 of credits with the UTR and a screenshot, once the
    // operator has set up UPI payments (issue 34)
    await setUpiPayments(server.baseUrl, await adminToken(server.baseUrl));
    await logIn(page, server.baseUrl, advertiser.email, advertiser.password);
    await page.waitForURL('**/ads');
    await page.getByText('No Ads found').waitFor();
    await page.getByText('Credits: 0').waitFor();
    await openFromSidebar(page, 'Credit Requests', '/credit-requests');
    await page.getByRole('button', { name: 'Add Request' }).click();
    const requestDialog = page.getByRole('dialog');
    await requestDialog.getByLabel('Amount (₹)').fill('1000');
    await requestDialog.getByLabel('UTR (UPI transaction reference)').fill('612345678901');
    await requestDialog
      .getByLabel('Payment Screenshot (optional)')
      .setInputFiles(await pngFile('payment.png', '#dbeafe', 360, 640));
    await requestDialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Credit Request Added Successfully!').waitFor();

    // the admin looks at the screenshot full screen and approves
    await openFromSidebar(admin.page, 'Credit Requests', '/admin/credit-requests');
    const creditRow = admin.page
      .getByRole('table', { name: 'Credit requests' })
      .getByRole('row')
      .filter({ hasText: advertiser.name });
    await creditRow.waitFor();
    await creditRow.getByRole('button', { name: /^Open / }).click();
    await admin.page
      .getByRole('dialog')
      .getByRole('img', { name: /^Payment screenshot of / })
      .waitFor();
    await saveScreenshot(admin.page, 'dashboard-admin-credit-request-screenshot');
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await creditRow.getByRole('button', { name: 'Accept' }).click();
    // issue 34: approval asks for confirmation
    await admin.page
      .getByRole('dialog', { name: 'Approve credit request?' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await admin.page.getByText('Credit Request Status Updated Successfully!').waitFor();
    await expect.poll(() => creditRow.textContent()).toContain('approved');
    await saveScreenshot(admin.page, 'dashboard-admin-credit-requests');

    // the advertiser's balance shows the 10 credits (₹1000 at 0.01 credits per rupee) on the next screen
    await openFromSidebar(page, 'Create Ad', '/create-ad');
    await page.getByText('Credits: 10').waitFor();
    const [mumbaiId, puneId] = await cityIds('Maharashtra', ['Mumbai', 'Pune']);
    const form = page.locator('main form');
    await form.getByLabel('Name', { exact: true }).fill(adName);
    // issue 31: the person's age, the advertiser's own by the date of birth on the account
    await form.getByLabel('Age', { exact: true }).fill(String(advertiser.age));
    await form.getByLabel('Contact', { exact: true }).fill(advertiser.contact);
    await form
      .getByLabel('Description', { exact: true })
      .fill('Warm, well-read and discreet company for dinners and events.');
    await form.getByLabel('Category').selectOption({ index: 1 });
    await form.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await form.getByRole('group', { name: 'Cities' }).getByText('Mumbai', { exact: true }).click();
    await form.getByRole('group', { name: 'Cities' }).getByText('Pune', { exact: true }).click();
    await form.getByLabel('Start Date').fill(indiaDate(0));
    await form.getByLabel('End Date').fill(indiaDate(2));
    await form
      .getByLabel('Choose Images')
      .setInputFiles([await pngFile('one.png', '#fce7f3'), await pngFile('two.png', '#ede9fe')]);
    await expect.poll(() => form.getByRole('group', { name: 'Cost' }).textContent()).toContain('Cost: 6 credits');
    await saveScreenshot(page, 'dashboard-create-ad');
    await form.getByRole('button', { name: 'Create Ad' }).click();
    await page.getByText('Ad created successfully!').waitFor();
    await page.waitForURL('**/ads');
    await expect.poll(() => page.locator('main table tbody tr').filter({ hasText: adName }).count()).toBe(2);
    await page.getByText('Credits: 4').waitFor();
    await saveScreenshot(page, 'dashboard-my-ads');

    // the ad is listed in both cities
    const listing = await newVisitor();
    for (const cityId of [mumbaiId, puneId]) {
      await listing.page.goto(`${server.baseUrl}/call-girls?location=${encodeURIComponent(cityId!)}`);
      await listing.page.getByText(adName).first().waitFor();
      // issue 31: the card gives the person's age
      await listing.page.getByText(`${advertiser.age} yrs`).first().waitFor();
    }
    await listing.context.close();

    // the admin suspends the advertiser with a reason
    await openFromSidebar(admin.page, 'Users', '/admin/users');
    const userRow = admin.page
      .getByRole('table', { name: 'Users' })
      .getByRole('row')
      .filter({ hasText: advertiser.email });
    await userRow.getByRole('button', { name: 'Suspend' }).waitFor();
    // the credits column: 10 granted, 6 spent
    await expect.poll(() => userRow.getByRole('cell').nth(6).textContent()).toBe('4');
    await saveScreenshot(admin.page, 'dashboard-admin-users');
    await userRow.getByRole('button', { name: 'Suspend' }).click();
    const suspendDialog = admin.page.getByRole('dialog');
    await suspendDialog.getByLabel('Reason').fill('Photos under review');
    await suspendDialog.getByRole('button', { name: 'Suspend' }).click();
    await admin.page.getByText('User Status Updated Successfully!').waitFor();
    await expect.poll(() => userRow.textContent()).toContain('suspended');
    const { users } = await graphqlAt<{ users: { edges: { node: { email: string; credits: number } }[] } }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          users(first: 50, statuses: [suspended]) {
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
      await adminToken(server.baseUrl),
    );
    expect(users.edges.map((edge) => edge.node)).toEqual([{ email: advertiser.email, credits: 4 }]);

    // the advertiser's next action ends the session, and the login says why
    // (the address passes through /credit-requests on its way to /login: wait for the end only)
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Credit Requests', exact: true })
      .click();
    await page.waitForURL('**/login');
    await logIn(page, server.baseUrl, advertiser.email, advertiser.password);
    await page.getByText('Your account has been suspended.').waitFor();
    await page.getByText('Photos under review').waitFor();

    // the audit log holds the admin's decisions of this story
    await openFromSidebar(admin.page, 'Audit Log', '/admin/audit');
    const auditLog = admin.page.getByRole('table', { name: 'Audit log' });
    await auditLog.getByText('status: active → suspended').waitFor();
    await auditLog.getByText('status: requested → active').waitFor();
    await auditLog.getByText('status: pending → approved').waitFor();
    await saveScreenshot(admin.page, 'dashboard-admin-audit-log');

    // the admin's remaining screens, for the record
    await openFromSidebar(admin.page, 'Credit Scheme', '/admin/credit-scheme');
    await admin.page.getByRole('button', { name: 'Edit' }).waitFor();
    await saveScreenshot(admin.page, 'dashboard-admin-credit-scheme');

    expect(visitor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await visitor.context.close();
    await admin.context.close();
  });
  it('lets the admin write a blog with a link and an image in the editor, and it shows on /blogs/{slug}', async () => {
    const admin = await newVisitor();
    const { page } = admin;
    await logIn(page, server.baseUrl, 'admin@example.com', 'admin-password');
    await page.waitForURL('**/admin');
    await openFromSidebar(page, 'Blogs', '/admin/blogs');
    await page.getByRole('button', { name: 'Add Blog Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Blog Page' });
    await dialog.getByLabel('Slug').fill('meeting-safely-in-mumbai');
    await dialog.getByLabel('Title', { exact: true }).fill('Meeting safely in Mumbai');

    const editor = dialog.getByRole('textbox', { name: 'Description', exact: true });
    await editor.click();
    await page.keyboard.type('Always meet in public first. Read the guide');
    // select the word 'guide' and make it a link
    for (let i = 0; i < 'guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    const linkForm = dialog.getByRole('group', { name: 'Add a link' });
    await linkForm.getByLabel('Link address').fill('javascript:alert(1)');
    await linkForm.getByRole('button', { name: 'Add link' }).click();
    await linkForm.getByText('Links must start with http://, https://, mailto: or tel:').waitFor();
    await linkForm.getByLabel('Link address').fill('https://example.com/safety-guide');
    await linkForm.getByRole('button', { name: 'Add link' }).click();
    await editor.getByRole('link', { name: 'guide' }).waitFor();
    await editor.press('End');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' today');

    await dialog.getByRole('button', { name: 'Image', exact: true }).click();
    const imageForm = dialog.getByRole('group', { name: 'Add an image' });
    const dot = `data:image/png;base64,${(
      await sharp({ create: { width: 40, height: 20, channels: 3, background: '#be185d' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    await imageForm.getByLabel('Image address').fill(dot);
    await imageForm.getByLabel('Image description').fill('A pink banner');
    await imageForm.getByRole('button', { name: 'Add image' }).click();
    await editor.getByRole('img', { name: 'A pink banner' }).waitFor();

    await dialog.getByLabel('Images').setInputFiles([await pngFile('cover.png', '#fde68a'), join(files, 'notes.txt')]);
    await dialog.getByRole('list', { name: 'New images' }).getByText('notes.txt').waitFor();
    expect(await dialog.getByRole('list', { name: 'New images' }).locator('img').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Remove notes.txt' }).click();
    await saveScreenshot(page, 'dashboard-admin-blog-editor');
    await dialog.getByRole('button', { name: 'Add Blog Page' }).click();
    await page.getByText('Blog Page Added Successfully!').waitFor();
    const row = page
      .getByRole('table', { name: 'Blogs' })
      .getByRole('row')
      .filter({ hasText: 'meeting-safely-in-mumbai' });
    await expect.poll(() => row.textContent()).toContain('Always meet in public first. Read the guide today');
    await saveScreenshot(page, 'dashboard-admin-blogs');

    const visitor = await newVisitor();
    await visitor.page.goto(`${server.baseUrl}/blogs/meeting-safely-in-mumbai`);
    const description = visitor.page.getByTestId('blog-description');
    await description.getByRole('link', { name: 'guide' }).waitFor();
    expect(await description.getByRole('link', { name: 'guide' }).getAttribute('href')).toBe(
      'https://example.com/safety-guide',
    );
    expect(await description.locator('strong').textContent()).toBe(' today');
    expect(await description.getByRole('img', { name: 'A pink banner' }).getAttribute('src')).toBe(dot);

    // loaded back into the editor, the description is the same
    await openFromSidebar(page, 'Blogs', '/admin/blogs');
    await row.getByRole('button', { name: /^Update / }).click();
    const update = page.getByRole('dialog', { name: 'Update Blog Page' });
    await update
      .getByRole('textbox', { name: 'Description', exact: true })
      .getByRole('link', { name: 'guide' })
      .waitFor();
    await update
      .getByRole('textbox', { name: 'Description', exact: true })
      .getByRole('img', { name: 'A pink banner' })
      .waitFor();
    await update.getByRole('button', { name: 'Update Blog Page' }).click();
    await page.getByText('Blog Page updated Successfully!').waitFor();

    // the catalogue screens, for the record
    await openFromSidebar(page, 'Locations', '/admin/locations');
    await page
      .getByRole('table', { name: 'Locations' })
      .getByRole('cell', { name: /^Mumbai( |$)/ })
      .waitFor();
    await saveScreenshot(page, 'dashboard-admin-locations');
    await openFromSidebar(page, 'SEO Pages', '/admin/seo-pages');
    await page.getByRole('button', { name: 'Add Seo Page' }).click();
    const seoDialog = page.getByRole('dialog', { name: 'Add Seo Page' });
    await seoDialog.getByLabel('Path').selectOption({ label: 'home' });
    await seoDialog.getByLabel('Title').fill('Verified companions across India');
    await seoDialog.getByLabel('Robots').fill('index, follow');
    await seoDialog.getByRole('button', { name: 'Add Seo Page' }).click();
    await page.getByText('Seo Page Added Successfully!').waitFor();
    await page.getByRole('table', { name: 'SEO pages' }).getByRole('cell', { name: 'home', exact: true }).waitFor();
    // the server's HTML for the home page now carries the record
    expect(await (await fetch(`${server.baseUrl}/`)).text()).toContain(
      '<title>Verified companions across India</title>',
    );
    await saveScreenshot(page, 'dashboard-admin-seo-pages');
    await openFromSidebar(page, 'Categories', '/admin/categories');
    await page
      .getByRole('table', { name: 'Categories' })
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    await saveScreenshot(page, 'dashboard-admin-categories');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Show menu' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'dashboard-admin-categories-phone');

    expect(admin.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await admin.context.close();
  });
});
