// Advertiser self-service in a real browser (issue 18): an advertiser edits a running ad from My ads
// (its description, one photo removed and a new one uploaded), visitors see the new text at once, and
// the edit is in the audit log.
import sharp from 'sharp';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../server/lib/dates.ts';
import { syntheticPhoto } from '../server/test/photos.ts';
import { saveScreenshot } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt, tokenOf } from './graphql.ts';
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

type MyAd = {
  id: string;
  databaseId: number;
  name: string;
  startDate: string;
  endDate: string;
  takenDown: boolean;
  hiddenByReports: boolean;
  images: { url: string }[];
};

describe('an advertiser editing an ad', () => {
  it('changes the description and photos of a running ad; visitors see it and the audit log keeps it', async () => {
    const admin = await adminToken(server.baseUrl);
    const accounts = await graphqlAt<{ users: { edges: { node: { email: string } }[] } }>(
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
      admin,
    );
    const today = todayInIndia();
    // a demo advertiser with an ad visitors see today, with at least one photo, on the first page of My ads
    let chosen: { email: string; ad: MyAd } | undefined;
    for (const { email } of accounts.users.edges
      .map((edge) => edge.node)
      .filter((user) => user.email.startsWith('demo.advertiser'))) {
      const mine = await graphqlAt<{ myAds: { edges: { node: MyAd }[] } }>(
        server.baseUrl,
        /* GraphQL */ `
          {
            myAds(first: 5) {
              edges {
                node {
                  id
                  databaseId
                  name
                  startDate
                  endDate
                  takenDown
                  hiddenByReports
                  images {
                    url
                  }
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
        .find(
          (ad) =>
            ad.startDate <= today &&
            ad.endDate >= today &&
            !ad.takenDown &&
            !ad.hiddenByReports &&
            ad.images.length > 0,
        );
      if (running) {
        chosen = { email, ad: running };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { email, ad } = chosen!;
    const description = `Edited in the browser on ${today}: warm, punctual and discreet.`;
    const photo = join(mkdtempSync(join(tmpdir(), 'edit-')), 'new-photo.jpg');
    writeFileSync(
      photo,
      await sharp(await syntheticPhoto(4242))
        .jpeg()
        .toBuffer(),
    );

    const session = await openSession(browser);
    const { page } = session;
    await logIn(page, server.baseUrl, email, 'demo-password');
    await page.waitForURL('**/ads');
    await page
      .getByRole('link', { name: `Edit ${ad.name}` })
      .first()
      .click();
    await page.waitForURL(`**/ads/${ad.databaseId}/edit`);
    const form = page.getByRole('form', { name: 'Edit ad' });
    await expect.poll(() => form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(ad.name);

    // a rule of creation, with its message, before anything is sent
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Description is required').waitFor();

    await form.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
    await form.getByRole('button', { name: 'Remove photo 1' }).click();
    await form.getByLabel('Choose Images', { exact: true }).setInputFiles(photo);
    await form.getByRole('img', { name: /^Image 1: new-photo\.jpg$/ }).waitFor();
    await saveScreenshot(page, 'dashboard-edit-ad-desktop');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByText(/^Ad updated successfully!/)
      .first()
      .waitFor();
    await page.waitForURL('**/ads');
    await page.locator('main table tbody tr', { hasText: description }).first().waitFor();

    // visitors read the new text on the ad's page
    const visitor = await openSession(browser);
    await visitor.page.goto(`${server.baseUrl}/call-girls/${ad.databaseId}`);
    await visitor.page.getByText(description).first().waitFor();

    // the stored ad: the new photo after the kept ones, dates as bought
    const after = await graphqlAt<{
      ad: { description: string; startDate: string; endDate: string; images: { url: string }[] };
    }>(
      server.baseUrl,
      /* GraphQL */ `
        query ($id: ID!) {
          ad(id: $id) {
            description
            startDate
            endDate
            images {
              url
            }
          }
        }
      `,
      { id: ad.id },
      await tokenOf(server.baseUrl, email, 'demo-password'),
    );
    expect(after.ad).toMatchObject({ description, startDate: ad.startDate, endDate: ad.endDate });
    expect(after.ad.images).toHaveLength(ad.images.length);
    expect(after.ad.images.map((image) => image.url)).not.toContain(ad.images[0]!.url);

    const audit = await graphqlAt<{
      auditEntries: { edges: { node: { action: string; subjectId: number; after: string } }[] };
    }>(
      server.baseUrl,
      /* GraphQL */ `
        {
          auditEntries(first: 5, action: ad_edit) {
            edges {
              node {
                action
                subjectId
                after
              }
            }
          }
        }
      `,
      {},
      admin,
    );
    const entry = audit.auditEntries.edges.map((edge) => edge.node).find((node) => node.subjectId === ad.databaseId);
    expect(entry).toBeDefined();
    expect(JSON.parse(entry!.after).description).toBe(description);

    expect(session.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await session.context.close();
  });
});
