// Issue 7's story in a real browser: three visitors (three sessions, addresses in three networks:
// issue 14 counts reporters by network) report the same ad as showing a minor or photos used without
// consent, from its page and from its listing card; the ad leaves the listing at once. The admin sees the open reports in the sidebar, restores
// the ad from the moderation queue, and it is listed again.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt } from './graphql.ts';
import { startTestServer } from './server.ts';
import { logIn, openSession } from './sessions.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  // visitors are told apart by address: behind the (pretend) proxy, by X-Forwarded-For
  server = await startTestServer({ SEED_DEMO: 'true', TRUST_PROXY: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const newSession = (address: string) => openSession(browser, { address });

async function report(page: Page, reason: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Report this ad' });
  await dialog.getByLabel('Reason').selectOption({ label: reason });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const receipt = await dialog.getByRole('status').textContent();
  return receipt?.match(/RPT-[A-Z0-9]{8}/)?.[0] ?? '';
}

describe('reports and the moderation queue', () => {
  it('visitors from three networks hide an ad; the admin restores it from the queue and it is listed again', async () => {
    const { ads } = await graphqlAt<{
      ads: { edges: { node: { id: string; databaseId: number; name: string; location: { databaseId: number } } }[] };
    }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          ads(first: 1) {
            edges {
              node {
                id
                databaseId
                name
                location {
                  databaseId
                }
              }
            }
          }
        }
      `,
    );
    const ad = ads.edges[0]!.node;
    const listing = `${server.baseUrl}/call-girls?location=${ad.location.databaseId}`;
    const cardOf = (page: Page) =>
      page.locator('article', { has: page.getByRole('heading', { name: ad.name, exact: true }) });

    const first = await newSession('203.0.113.10');
    await first.page.goto(`${server.baseUrl}/call-girls/${ad.databaseId}`);
    await first.page.getByRole('button', { name: 'Report this ad' }).click();
    expect(await report(first.page, 'The person may be under 18')).toMatch(/^RPT-/);

    const second = await newSession('198.51.100.20');
    await second.page.goto(listing);
    await cardOf(second.page).first().waitFor();
    await cardOf(second.page)
      .first()
      .getByRole('button', { name: `Report ${ad.name}` })
      .click();
    expect(await report(second.page, 'Photos used without consent')).toMatch(/^RPT-/);

    const third = await newSession('192.0.2.30');
    await third.page.goto(`${server.baseUrl}/call-girls/${ad.databaseId}`);
    await third.page.getByRole('button', { name: 'Report this ad' }).click();
    expect(await report(third.page, 'The person may be under 18')).toMatch(/^RPT-/);

    // hidden at once: gone from the listing and from its own address
    await second.page.goto(listing);
    await second.page.getByText(/results? found/).waitFor();
    expect(await cardOf(second.page).count()).toBe(0);

    const admin = await newSession('198.51.100.1');
    await logIn(admin.page, server.baseUrl, 'admin@example.com', 'admin-password');
    await admin.page.waitForURL('**/admin');
    const sidebar = admin.page.getByRole('navigation', { name: 'Dashboard' });
    await sidebar.getByRole('link', { name: 'Moderation 3 open reports' }).click();
    await admin.page.waitForURL('**/admin/moderation');
    const queued = admin.page.getByRole('article', { name: ad.name });
    await queued.getByText('Hidden by reports').waitFor();
    await queued.getByText('3 open reports: ', { exact: false }).waitFor();
    await saveScreenshot(admin.page, 'dashboard-moderation-desktop');
    await queued.getByRole('button', { name: 'Restore' }).click();
    await admin.page.getByText('Ad restored.').waitFor();
    await queued.waitFor({ state: 'detached' });
    await sidebar.getByRole('link', { name: 'Moderation', exact: true }).waitFor();

    // back in the listing
    await second.page.goto(listing);
    await cardOf(second.page).first().waitFor();

    // and the decision is on record
    const token = await adminToken(server.baseUrl);
    const audit = await graphqlAt<{ auditEntries: { edges: { node: { action: string; subjectId: number } }[] } }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          auditEntries(first: 5, action: ad_restore) {
            edges {
              node {
                action
                subjectId
              }
            }
          }
        }
      `,
      {},
      token,
    );
    expect(audit.auditEntries.edges.map((edge) => edge.node)).toEqual([
      { action: 'ad_restore', subjectId: ad.databaseId },
    ]);
    expect([...first.errors, ...second.errors, ...third.errors, ...admin.errors]).toEqual([]);
    await Promise.all([first.context.close(), second.context.close(), third.context.close(), admin.context.close()]);
  });

  it('a visitor files a complaint from the footer, follows it by number, and sees the officer acknowledge it', async () => {
    const visitor = await newSession('203.0.113.30');
    await visitor.page.goto(`${server.baseUrl}/`);
    await visitor.page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Grievance Redressal' })
      .click();
    await visitor.page.waitForURL('**/grievance');
    await visitor.page.getByText('Grievance Officer', { exact: true }).first().waitFor();
    const form = visitor.page.getByRole('form', { name: 'Complaint form' });
    await form.getByLabel('What is your complaint about?').selectOption({ label: 'Someone pretending to be me' });
    await form.getByLabel('Link to the ad or page (optional)').fill(`${server.baseUrl}/call-girls/1`);
    await form.getByLabel('Details').fill('This ad uses my name and my photos.');
    await form.getByLabel('Your e-mail or phone number').fill('9876501234');
    await form.getByRole('button', { name: 'Submit Complaint' }).click();
    const receipt = await visitor.page.getByRole('status').filter({ hasText: 'Your tracking number is' }).textContent();
    const trackingNumber = receipt?.match(/GRV-[A-Z0-9]{8}/)?.[0];
    expect(trackingNumber).toBeDefined();
    await saveScreenshot(visitor.page, 'grievance-filed-desktop');

    await visitor.page.getByRole('link', { name: 'follow your complaint' }).last().click();
    await visitor.page.waitForURL(`**/grievance/status?number=${trackingNumber}`);
    await visitor.page.getByRole('heading', { name: `Complaint ${trackingNumber}` }).waitFor();
    await visitor.page.locator('dd', { hasText: 'Received' }).waitFor();

    const admin = await newSession('198.51.100.2');
    await logIn(admin.page, server.baseUrl, 'admin@example.com', 'admin-password');
    await admin.page.waitForURL('**/admin');
    await admin.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Grievances' }).click();
    await admin.page.waitForURL('**/admin/grievances');
    const row = admin.page.getByRole('row', { name: new RegExp(trackingNumber!) });
    await row.getByText('This ad uses my name and my photos.').waitFor();
    await saveScreenshot(admin.page, 'dashboard-grievances-desktop');
    await row.getByRole('button', { name: 'Acknowledge' }).click();
    await admin.page.getByText('Complaint acknowledged.').waitFor();
    await row.getByText('Acknowledged').waitFor();

    // at once: a complaint's progress is never served from the visitors' cache
    await visitor.page.reload();
    await visitor.page.locator('dd', { hasText: 'Acknowledged' }).waitFor();
    expect(await visitor.page.locator('dd').nth(3).textContent()).not.toBe('Not yet');
    expect([...visitor.errors, ...admin.errors]).toEqual([]);
    await Promise.all([visitor.context.close(), admin.context.close()]);
  });
});
