// The built client, served by the real server, renders in a real browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startTestServer } from './server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the client shell', () => {
  it('renders the app on / and on a client route, with no script errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.baseUrl}/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Companion Directory');
    await expect.poll(() => page.getByText('Adults only (18+)').count()).toBe(1);
    await page.goto(`${server.baseUrl}/call-girls`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Companion Directory');
    expect(errors).toEqual([]);
    await page.close();
  });
});
