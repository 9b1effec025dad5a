// The site settings (issue 18) as a browser meets them: a page rendered on the server and one rendered in
// the browser both name the site as configured, and hydration agrees with the server's HTML.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startTestServer } from './server.ts';
import { collectErrors } from './sessions.ts';

const SITE_NAME = 'Goa <Nights> & Co';
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({
    SITE_NAME,
    CONTACT_EMAIL: 'hello@goa-nights.in',
    SUPPORT_HOURS: 'Every day, 10:00 to 22:00',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function visit(path: string) {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true })),
  );
  const page = await context.newPage();
  const errors = await collectErrors(page);
  page.on('console', (message) => {
    if (HYDRATION_TROUBLE.test(message.text())) errors.push(message.text());
  });
  await page.goto(`${server.baseUrl}${path}`);
  // the app marks the document once the page is live (hydrated or rendered in the browser)
  await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
  return { context, page, errors };
}

describe('the site settings in the browser', () => {
  it.each(['/privacy-policy', '/login'])(
    'name the site on %s (rendered on the server, or in the browser) without a hydration mismatch',
    async (path) => {
      const { context, page, errors } = await visit(path);
      expect(await page.title()).toContain(SITE_NAME);
      expect(await page.getByRole('link', { name: `${SITE_NAME} home` }).textContent()).toBe(SITE_NAME);
      expect(
        await page.getByRole('contentinfo').getByText(`${SITE_NAME}. All rights reserved.`, { exact: false }).count(),
      ).toBe(1);
      expect(await page.getByRole('contentinfo').getByText('Every day, 10:00 to 22:00').count()).toBe(1);
      if (path === '/privacy-policy')
        expect(await page.getByRole('link', { name: 'hello@goa-nights.in' }).first().getAttribute('href')).toBe(
          'mailto:hello@goa-nights.in',
        );
      expect(await page.content()).not.toContain('Companion Directory');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
