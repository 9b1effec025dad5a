// The visitor's journey through the built client, served by the real server with the demo data:
// disclaimer, home search, infinite scroll, ad details, a blog, the contact form. Plus the
// accessibility audit and screenshots at phone and desktop widths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { seriousAccessibilityViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';
import { adminToken, graphqlAt } from './graphql.ts';
import { startTestServer } from './server.ts';
import { collectErrors } from './sessions.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  return graphqlAt<T>(server.baseUrl, query, variables, token);
}

interface Busiest {
  city: string;
  state: string;
  ads: number;
}

/** The city with the most running ads, so its listing has more than one page. */
async function busiestCity(): Promise<Busiest> {
  const data = await graphql<{ ads: { edges: { node: { location: { name: string; state: { name: string } } } }[] } }>(
    /* GraphQL */ `
      {
        ads(first: 100) {
          edges {
            node {
              location {
                name
                state {
                  name
                }
              }
            }
          }
        }
      }
    `,
  );
  const counts = new Map<string, Busiest>();
  for (const { node } of data.ads.edges) {
    const key = `${node.location.state.name}/${node.location.name}`;
    const entry = counts.get(key) ?? { city: node.location.name, state: node.location.state.name, ads: 0 };
    entry.ads += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.ads - a.ads)[0]!;
}

/** A fresh visitor who has accepted the age disclaimer. */
async function adultVisitor(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() =>
    localStorage.setItem('persist:root', JSON.stringify({ auth: null, credits: null, adultPermission: true })),
  );
  const page = await context.newPage();
  return { context, page, errors: await collectErrors(page) };
}

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a visitor', () => {
  it('accepts the disclaimer, searches from home, scrolls to a second page, opens an ad, reads a blog and writes to the team', async () => {
    const busiest = await busiestCity();
    expect(busiest.ads).toBeGreaterThan(5);
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors = await collectErrors(page);

    // the disclaimer is over the first page (already in the server's HTML), and only until accepted
    await page.goto(`${server.baseUrl}/`);
    const disclaimer = page.getByRole('alertdialog', { name: 'I am 18 or older and I wish to enter' });
    await disclaimer.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => disclaimer.isVisible()).toBe(true);
    await disclaimer.getByRole('button', { name: 'Accept' }).click();
    await disclaimer.waitFor({ state: 'hidden' });

    // home search: state, then one of its cities
    await page.getByLabel('State').selectOption({ label: busiest.state });
    await expect.poll(() => page.getByLabel('Location').locator('option', { hasText: busiest.city }).count()).toBe(1);
    await page.getByLabel('Location').selectOption({ label: busiest.city });
    await page.getByRole('button', { name: 'Search' }).click();
    // the city's own address (issue 33)
    await page.waitForURL(/\/call-girls\/[a-z0-9-]+$/);
    await page.getByRole('heading', { name: `Explore ${busiest.city}'s Escort Directory` }).waitFor();
    await page.getByText(`${busiest.ads} results found`).waitFor();

    // infinite scroll: the first 5 cards, and the next page before the bottom comes into view (the
    // sentinel asks a screen and a half early: decision 0103)
    const details = page.getByRole('link', { name: 'View Details' });
    await expect.poll(() => details.count()).toBeGreaterThanOrEqual(5);
    await expect.poll(() => details.count(), { timeout: 15_000 }).toBeGreaterThan(5);

    // an ad's details
    const firstName = await page.locator('article h3, article h2').first().textContent();
    await details.first().click();
    // the ad's readable address: /call-girls/{city}/{name}-{number}
    await page.waitForURL(/\/call-girls\/[a-z0-9-]+\/[a-z0-9-]+-\d+$/);
    await page.getByRole('heading', { level: 1, name: firstName!.trim() }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /WhatsApp/i })
          .first()
          .getAttribute('href'),
      )
      .toContain('wa.me');

    // a blog
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await page.waitForURL('**/blogs');
    const blogLink = page.locator('main article a[href^="/blogs/"]').first();
    await blogLink.waitFor();
    const href = await blogLink.getAttribute('href');
    const blogTitle = (await page
      .locator(`main article h2 a[href="${href}"], main article h3 a[href="${href}"]`)
      .first()
      .textContent())!.trim();
    await blogLink.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1, name: blogTitle }).waitFor();
    await expect.poll(() => page.title()).toContain(blogTitle.slice(0, 20));

    // the contact form
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact-us');
    const message = `Hello from the browser test ${Date.now()}`;
    await page.getByLabel('Name').fill('Browser Visitor');
    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Contact Number').fill('9876543210');
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Message sent successfully').waitFor();

    const token = await adminToken(server.baseUrl);
    const inbox = await graphql<{ contactMessages: { edges: { node: { message: string; email: string } }[] } }>(
      /* GraphQL */ `
        {
          contactMessages(first: 5) {
            edges {
              node {
                message
                email
              }
            }
          }
        }
      `,
      {},
      token,
    );
    expect(inbox.contactMessages.edges.map((edge) => edge.node)).toContainEqual({
      message,
      email: 'visitor@example.com',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('declining the disclaimer goes back to the page before', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = await collectErrors(page);
    await page.goto(`${server.baseUrl}/robots.txt`);
    await page.goto(`${server.baseUrl}/about-us`);
    // going back is the app's (before it runs, the form declines on the server: decision 0099)
    await page.locator('form[action="/adult-consent"][data-live]').waitFor({ state: 'attached' });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL('**/robots.txt');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('public pages', () => {
  async function adPath(): Promise<string> {
    const data = await graphql<{ ads: { edges: { node: { id: string } }[] } }>(/* GraphQL */ `
      {
        ads(first: 1) {
          edges {
            node {
              id
            }
          }
        }
      }
    `);
    return `/call-girls/${data.ads.edges[0]!.node.id}`;
  }
  async function blogPath(): Promise<string> {
    const data = await graphql<{ blogs: { edges: { node: { slug: string } }[] } }>(/* GraphQL */ `
      {
        blogs(first: 1) {
          edges {
            node {
              slug
            }
          }
        }
      }
    `);
    return `/blogs/${data.blogs.edges[0]!.node.slug}`;
  }

  it('have no serious or critical accessibility violations', async () => {
    const paths = ['/', '/call-girls', await adPath(), await blogPath(), '/login', '/register'];
    const { context, page, errors } = await adultVisitor();
    const found: Record<string, unknown> = {};
    for (const path of paths) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await seriousAccessibilityViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are photographed at phone and desktop widths', async () => {
    const pages = { home: '/', listing: '/call-girls', 'ad-details': await adPath(), 'blog-detail': await blogPath() };
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page, errors } = await adultVisitor(viewport);
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        // nothing may stick out sideways on a phone
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect({ page: name, width, overflow }).toEqual({ page: name, width, overflow: 0 });
        await saveScreenshot(page, `${name}-${width}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('serve the head of the page in the HTML, for crawlers that run no JavaScript', async () => {
    const path = await blogPath();
    const blog = await graphql<{ blog: { title: string; metaTitle: string; metaDescription: string } }>(
      /* GraphQL */ `
        query ($slug: String!) {
          blog(slug: $slug) {
            title
            metaTitle
            metaDescription
          }
        }
      `,
      { slug: path.split('/')[2] },
    );
    const html = await (await fetch(`${server.baseUrl}${path}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${blog.blog.metaTitle}</title>`);
    expect(head).toContain(`<meta name="description" content="${blog.blog.metaDescription}"`);
  });
});
