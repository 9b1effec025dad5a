// The home page's Spotlight as a visitor gets it (issue 34): rendered on the server with today's
// spotlight ads (India's date), each marked; one statement reads them (the home's other reads are
// unchanged), and a repeat within PUBLIC_CACHE_SECONDS is the cached page, reading nothing.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';
import type { PageRenderer } from '../../page-rendering.ts';

const clientDist = mkdtempSync(join(tmpdir(), 'directory-spotlight-page-'));
writeFileSync(join(clientDist, 'index.html'), readFileSync(new URL('../../../client/index.html', import.meta.url)));

let t: Awaited<ReturnType<typeof createTestApp>>;
const statements: string[] = [];
let counting = false;
const today = todayInIndia();

beforeAll(async () => {
  const pageRenderer = (await import('../../../client/src/renderPage.tsx')) as PageRenderer;
  t = await createTestApp({
    clientDist,
    pageRenderer,
    env: { PUBLIC_CACHE_SECONDS: '30' },
    onQuery: (sql) => {
      if (counting) statements.push(sql);
    },
  });
  const makeAd = await t.adMaker({ state: 'Rajasthan', city: 'Jaipur', category: 'Independent' });
  const db = t.database.prisma;
  const spot = async (name: string, day: string, slot: number) => {
    const adId = await makeAd({ name, endDate: dateOnly(addDays(today, 5)) });
    const { userId } = await db.ad.findUniqueOrThrow({ where: { id: adId } });
    const purchase = await db.placementPurchase.create({
      data: { adId, userId, kind: 'spotlight', credits: 3, firstDay: dateOnly(day), lastDay: dateOnly(day) },
    });
    await db.spotlightSlot.create({ data: { day: dateOnly(day), slot, adId, purchaseId: purchase.id } });
  };
  await spot('Tara Spotlit', today, 2);
  await spot('Isha Spotlit', today, 1);
  await spot('Nisha Tomorrow', addDays(today, 1), 1);
  await makeAd({ name: 'Plain Listing' });
}, 180_000);
afterAll(() => t?.close());

async function home() {
  statements.length = 0;
  counting = true;
  try {
    const response = await t.app.request('/', { headers: { cookie: 'adult_ok=1' } });
    return { status: response.status, html: await response.text(), sql: [...statements] };
  } finally {
    counting = false;
  }
}

describe("the home page's Spotlight", () => {
  it("renders today's spotlight ads in their places' order, marked, from one statement; the repeat is cached", async () => {
    const { status, html, sql } = await home();
    expect(status).toBe(200);
    const block = html.slice(html.indexOf('id="home-spotlight"'), html.indexOf('id="why-choose-us"'));
    expect(block).toContain('Spotlight');
    expect(block.indexOf('Isha Spotlit')).toBeGreaterThan(0);
    expect(block.indexOf('Tara Spotlit')).toBeGreaterThan(block.indexOf('Isha Spotlit'));
    expect(block.match(/★ Spotlight/g)).toHaveLength(2);
    expect(block).not.toContain('Nisha Tomorrow');
    expect(block).not.toContain('Plain Listing');
    expect(
      sql.filter((statement) => statement.includes('spotlight_slots')),
      sql.join('\n\n'),
    ).toHaveLength(1);

    const again = await home();
    expect(again.html).toContain('Isha Spotlit');
    expect(again.sql.filter((statement) => statement.includes('spotlight_slots'))).toHaveLength(0);
  });
});
