// A browser session as the story tests use one: a profile past the age disclaimer, on a desktop
// viewport, collecting the page's uncaught errors; `address` pretends to come from there (read by a
// server started with TRUST_PROXY=true); `userAgent` replaces headless Chromium's, which the
// statistics do not count.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS } from './artifacts.ts';

export interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export async function openSession(browser: Browser, { address, userAgent }: { address?: string; userAgent?: string } = {}): Promise<Session> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    ...(userAgent ? { userAgent } : {}),
    ...(address ? { extraHTTPHeaders: { 'x-forwarded-for': address } } : {}),
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('persist:root')) localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true }));
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Signs in through the login form (the caller waits for where the role lands). */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form[aria-label="Login"] button[type="submit"]').click();
}
