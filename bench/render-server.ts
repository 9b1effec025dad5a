// One server of bench/render.ts: the app of the checkout named by argv[2] (its server and its build of the
// client, client/dist and client/dist-server: run `npm run build` there first), as production runs it
// (NODE_ENV=production), with every visitors' cache off (PUBLIC_CACHE_SECONDS=0: the JSON answers' and the
// rendered pages'), over PGlite seeded with argv[3] ads over argv[4] cities (this checkout's seeding), or over
// the PostgreSQL database of RENDER_DATABASE_URL as it is.
// TRUST_PROXY=loopback, so the bench's crawler can stand for many clients (X-Forwarded-For) and no
// client's render budget sends it the unrendered shell. Prints `PORT n`; reads commands on stdin:
// `memory-reset` starts a new peak, `memory` prints `MEMORY {json}` (peaks sampled every 20 ms, and now).
// Stops on SIGTERM.
import { createInterface } from 'node:readline';
import { benchEnv, seedAds } from './seed-ads.ts';
import type { startServer as startServerType } from '../server/main.ts';

process.env.NODE_ENV = 'production';
const [root, ads = '20000', cities = '100'] = process.argv.slice(2);
if (!root) throw new Error('usage: render-server.ts <checkout> [ads] [cities]');
const { startServer } = (await import(`${root}/server/main.ts`)) as { startServer: typeof startServerType };
const databaseUrl = process.env.RENDER_DATABASE_URL;
const running = await startServer({
  ...benchEnv(),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  PUBLIC_CACHE_SECONDS: '0',
  TRUST_PROXY: 'loopback',
});
if (!databaseUrl) {
  await seedAds(running.database.prisma, Number(ads), Number(cities));
  await running.database.prisma.$executeRawUnsafe('VACUUM (ANALYZE) ads');
}

type Figures = { rss: number; heapUsed: number; heapTotal: number; external: number };
const now = (): Figures => {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external };
};
let peak = now();
const sample = () => {
  const current = now();
  peak = {
    rss: Math.max(peak.rss, current.rss),
    heapUsed: Math.max(peak.heapUsed, current.heapUsed),
    heapTotal: Math.max(peak.heapTotal, current.heapTotal),
    external: Math.max(peak.external, current.external),
  };
};
setInterval(sample, 20).unref();
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'memory-reset') peak = now();
  if (line === 'memory') {
    sample();
    console.log(`MEMORY ${JSON.stringify({ peak, now: now() })}`);
  }
});
console.log(`PORT ${running.port}`);
process.on('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
