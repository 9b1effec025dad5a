// Every dashboard address survives a reload (issue 33, decision 0107): the server answers each signed-in route
// of the table with the app's document (200, the dashboards' head, no page rendered on the server), whoever
// asks and however the address is written, so the browser's app checks the session and shows the screen.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_IDS, ROUTES } from '../common/routes.ts';
import type { PageRenderer } from './page-rendering.ts';
import { createTestApp } from './test/app.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Companion Directory</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const clientDist = mkdtempSync(join(tmpdir(), 'directory-reload-dist-'));
writeFileSync(join(clientDist, 'index.html'), SHELL);

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const pageRenderer = (await import('../client/src/renderPage.tsx')) as PageRenderer;
  t = await createTestApp({ clientDist, pageRenderer, env: { PUBLIC_ORIGIN: 'https://directory.example' } });
});
afterAll(() => t?.close());

/** An address of a route's pattern: an id where it takes one, a screen's name below a `*`. */
function addressOf(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '12').replace(/\*$/, 'no-such-screen');
}

const SIGNED_IN = ROUTE_IDS.filter((id) => ROUTES[id].area === 'signedIn').map((id) => addressOf(ROUTES[id].path));

describe('a reload of a dashboard address', () => {
  it('names every signed-in screen of the table', () => {
    expect(SIGNED_IN).toEqual(
      expect.arrayContaining(['/account', '/ads', '/ads/12/edit', '/admin', '/admin/users', '/admin/desk']),
    );
  });

  it.each(SIGNED_IN)('answers %s with the app, not a not-found or a rendered page', async (path) => {
    // as a signed-in browser sends it: the disclaimer's cookie and whatever else it carries
    const response = await t.app.request(path, { headers: { cookie: 'adult_ok=1; theme=light' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    // never kept by a cache: the next reload asks again
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<div id="root">');
    // the dashboard's frame is the first paint, before the app's code (decision 0107)
    expect(html).toContain('<div class="dash-shell" role="status" aria-label="Loading" aria-busy="true">');
    expect(html).not.toContain('<header class="app-shell">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('relay-store');
    expect(html).not.toContain('Page not found');
  });

  it('answers the same for the address with a trailing slash or a query string', async () => {
    for (const path of ['/account/', '/ads?page=2', '/admin/users/?q=asha', '/ads/12/statistics/']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });
});
