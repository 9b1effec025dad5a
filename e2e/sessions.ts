// A browser session as the story tests use one: a profile past the age disclaimer, on a desktop
// viewport, collecting the page's uncaught errors and Content-Security-Policy violations; `address` pretends to come from there (read by a
// server started with TRUST_PROXY=true); `userAgent` replaces headless Chromium's, which the
// statistics do not count.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS } from './artifacts.ts';

export interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export async function openSession(
  browser: Browser,
  { address, userAgent, phone }: { address?: string; userAgent?: string; phone?: boolean } = {},
): Promise<Session> {
  const context = await browser.newContext({
    // a phone: its size (390x844), touch and a mobile viewport
    ...(phone ? { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true } : { viewport: VIEWPORTS.desktop }),
    ...(userAgent ? { userAgent } : {}),
    ...(address ? { extraHTTPHeaders: { 'x-forwarded-for': address } } : {}),
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('persist:root'))
      localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true }));
  });
  const page = await context.newPage();
  return { context, page, errors: await collectErrors(page) };
}

/**
 * The page's uncaught errors and every Content-Security-Policy violation (Chromium's own console
 * report and the page's securitypolicyviolation events), so the journeys prove the strict policy
 * (issue 14) lets the real client work. Call it before the page's first navigation: it also makes
 * the page's `goto` wait until a server-rendered page is live (below).
 */
export async function collectErrors(page: Page): Promise<string[]> {
  waitForLivePages(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Content Security Policy|Refused to|CSP violation/.test(text)) errors.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
}

/** Signs in through the login form (the caller waits for where the role lands). */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form[aria-label="Login"] button[type="submit"]').click();
}

/**
 * A page the server rendered shows its buttons before its script runs, and a click then is lost:
 * every full load of one of the app's pages (`goto`) waits until the app marks the page live
 * (`<html data-page-live>`, client/src/app/AppRouter.tsx). Other answers (robots.txt) are left as they are.
 */
function waitForLivePages(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
    }
    return response;
  };
}

/** Waits for the page's animations (a dialog's opening) to end, so a screenshot shows it whole. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}
