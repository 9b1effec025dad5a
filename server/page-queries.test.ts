// Issue 32: a public page is built once. The route's one query resolves the city's slug once and reads the
// listing once; nothing else reads the database for the page (no head, image or structured-data sidecar).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app.ts';
import type { PageRenderer } from './page-rendering.ts';
import { forgetSiteSettings } from './modules/settings/service.ts';

const SHELL = readFileSync(new URL('../client/index.html', import.meta.url), 'utf8');
const clientDist = mkdtempSync(join(tmpdir(), 'directory-page-queries-'));
writeFileSync(join(clientDist, 'index.html'), SHELL);

let t: Awaited<ReturnType<typeof createTestApp>>;
const statements: string[] = [];
let counting = false;

beforeAll(async () => {
  const renderer = (await import('../client/src/renderPage.tsx')) as PageRenderer;
  t = await createTestApp({
    clientDist,
    pageRenderer: renderer,
    // every cache off: each statement the page costs is counted
    env: { PUBLIC_CACHE_SECONDS: '0' },
    onQuery: (sql) => {
      if (counting) statements.push(sql);
    },
  });
  const makeAd = await t.adMaker({ state: 'Maharashtra', city: 'Mumbai', category: 'Independent' });
  for (const name of ['Riya Sharma', 'Meera Kapoor', 'Tara Singh']) await makeAd({ name });
}, 180_000);

afterAll(() => t?.close());

/** The statements of one request for `path`. */
async function statementsOf(path: string): Promise<{ status: number; html: string; sql: string[] }> {
  statements.length = 0;
  counting = true;
  try {
    const response = await t.app.request(path, { headers: { cookie: 'adult_ok=1' } });
    return { status: response.status, html: await response.text(), sql: [...statements] };
  } finally {
    counting = false;
  }
}

/** A slug lookup of a city: the locations table read by its slug. */
const isCitySlugLookup = (sql: string) => /FROM "public"\."locations"/.test(sql) && /"t0"\."slug" = \$/.test(sql);
/** A read of the site settings' record. */
const isSettingsRead = (sql: string) => /FROM "public"\."site_settings"/.test(sql);
/** A read of the listing's ads (with its count or not): public ads in the listing's order. */
const isListingRead = (sql: string) => /taken_down_at"? IS NULL/.test(sql) && /listed_at"? DESC/.test(sql);

describe("a city listing's page", () => {
  it('resolves the city slug once and reads the listing once', async () => {
    const { status, html, sql } = await statementsOf('/call-girls/mumbai');
    expect(status).toBe(200);
    expect(html).toContain('Riya Sharma');
    expect(html).toContain('<title>Call Girls in Mumbai');
    expect(sql.filter(isCitySlugLookup), sql.join('\n\n')).toHaveLength(1);
    expect(sql.filter(isListingRead), sql.join('\n\n')).toHaveLength(1);
  });
});

describe("an ad's page (issue 33)", () => {
  it("reads the ad for its head and page, and its city and category's other ads once: one statement more than the ad alone", async () => {
    const ad = await t.database.prisma.ad.findFirstOrThrow({ where: { name: 'Riya Sharma' } });
    // the settings as after a save: read once, then kept for the page and its head (decision 0129)
    forgetSiteSettings(t.database.prisma);
    const { status, html, sql } = await statementsOf(`/call-girls/mumbai/riya-sharma-${ad.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Riya Sharma in Mumbai');
    // the others of the city and category, rendered with the page
    expect(html).toContain('Meera Kapoor');
    expect(html).toContain('Tara Singh');
    // before issue 33 the page cost 4 (the site settings twice, the head's ad and the page's ad); the
    // settings are read once now, and not at all while kept
    expect(sql.filter(isSettingsRead), sql.join('\n\n')).toHaveLength(1);
    expect(sql, sql.join('\n\n')).toHaveLength(4);
    expect(sql.filter(isListingRead), sql.join('\n\n')).toHaveLength(1);
  });
});
