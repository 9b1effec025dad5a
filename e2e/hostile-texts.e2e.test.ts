// Issue 30, finding 1, as a browser meets it: an ad, a city, a blog, the site's name and a visitor's
// search words carrying the patterns a replacement string reads ($`, $', $&, $1) and closing tags. Every
// page they reach still hydrates, and a new visitor can accept the age disclaimer and enter.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, VIEWPORTS } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { graphqlAt } from './graphql.ts';
import { startTestServer } from './server.ts';
import { collectErrors } from './sessions.ts';

const ONE_LINE = "$` $' $& $1 $$ </script><!--";
const SITE_NAME = `Site ${ONE_LINE}`;
const AD_NAME = `Priya ${ONE_LINE} \u2028 $'`;
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const paths: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true', SITE_NAME });
  browser = await launchBrowser();
  const db = server.database.prisma;
  // the listing's first ad leads its city's first page: its name is in every page of that city
  const first = await graphqlAt<{ ads: { edges: { node: { id: string } }[] } }>(
    server.baseUrl,
    '{ ads(first: 1) { edges { node { id } } } }',
  );
  const adId = Number(Buffer.from(first.ads.edges[0]!.node.id, 'base64').toString().split(':')[1]);
  const ad = await db.ad.findUniqueOrThrow({ where: { id: adId }, include: { location: true } });
  await db.ad.update({ where: { id: ad.id }, data: { name: AD_NAME, description: `About ${ONE_LINE}` } });
  await db.location.update({ where: { id: ad.locationId }, data: { name: `${ad.location.name} ${ONE_LINE}` } });
  await db.blog.create({
    data: {
      slug: 'hostile-nights',
      title: `Nights ${ONE_LINE}`,
      description: "<p>Text $` $' $&amp; $1</p>",
      metaTitle: `Meta ${ONE_LINE}`,
    },
  });
  Object.assign(paths, {
    home: '/',
    city: `/call-girls/${ad.location.slug}`,
    ad: `/call-girls/${ad.id}`,
    blog: '/blogs/hostile-nights',
    search: '/call-girls?q=$%60',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('pages whose texts hold replacement patterns', () => {
  it.each(['home', 'city', 'ad', 'blog', 'search'])(
    'hydrate the %s page, and a new visitor can accept the disclaimer',
    async (name) => {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      const errors = await collectErrors(page);
      page.on('console', (message) => {
        if (HYDRATION_TROUBLE.test(message.text())) errors.push(message.text());
      });
      const response = await page.goto(`${server.baseUrl}${paths[name]}`);
      expect(response?.status()).toBe(200);
      // the store the server embedded is JSON (the app reads it to hydrate)
      const store = await page.locator('script#relay-store').textContent();
      expect(() => JSON.parse(store ?? '')).not.toThrow();
      await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
      expect(
        await page
          .getByRole('link', { name: `${SITE_NAME} home` })
          .first()
          .textContent(),
      ).toBe(SITE_NAME);
      if (name === 'ad' || name === 'city')
        await page.getByText(AD_NAME.split(' \u2028')[0]!, { exact: false }).first().waitFor();
      const disclaimer = page.getByRole('alertdialog', { name: 'I am 18 or older and I wish to enter' });
      await disclaimer.getByRole('button', { name: 'Accept' }).click();
      await disclaimer.waitFor({ state: 'hidden' });
      await saveScreenshot(page, `hostile-texts-${name}-phone`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
