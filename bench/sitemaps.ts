// The sitemaps at catalogue size (issue 16: "correct at 1,000,000 ads"). Seeds --ads publicly
// visible ads over --cities cities and every category, plus a tenth as many that must not appear
// (ended, not started yet, taken down, hidden by reports, of a suspended advertiser), interleaved
// with them by id. Then, over HTTP against the real server in this process, fetches /sitemap.xml
// and every child it names, each twice in a row (the second from the cache), then all of them
// once more in order, then all at once; counts the addresses of each file while it streams in
// and checks them against the database. Prints figures and OK/MISMATCH; asserts no speed.
//   BENCH_DATABASE_URL=postgres://... npm run bench:sitemaps     (PostgreSQL: 1,000,000 ads, 500 cities;
//                                                                a scratch database directory_bench is made there)
//   npm run bench:sitemaps -- --db pglite                        (embedded PGlite: 100,000 ads)
//   options: --ads N --cities N --encoding gzip|identity (what the client accepts; crawlers take gzip)
import { request as httpRequest } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { todayInIndia } from '../server/lib/dates.ts';
import { startServer } from '../server/main.ts';
import { SITEMAP_LIMIT } from '../server/modules/seo/sitemap.ts';
import { benchEnv, hideSome, scratchPostgresUrl, seedAds, VISIBLE } from './seed-ads.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    ads: { type: 'string' },
    cities: { type: 'string', default: '500' },
    encoding: { type: 'string', default: 'gzip' },
  },
});
const adCount = Number(values.ads ?? (values.db === 'pglite' ? '100000' : '1000000'));
const cityCount = Number(values.cities);
const hiddenCount = Math.floor(adCount / 10);
/** The protocol's limit of one file's size, uncompressed. */
const MAX_BYTES = 50 * 1024 * 1024;

const env = benchEnv();
if (values.db === 'postgres') env.DATABASE_URL = await scratchPostgresUrl();
else if (values.db !== 'pglite') throw new Error('--db is postgres or pglite');
if (values.encoding !== 'gzip' && values.encoding !== 'identity') throw new Error('--encoding is gzip or identity');

let statements = 0;
const running = await startServer(env, { onQuery: () => (statements += 1) });
const base = `http://127.0.0.1:${running.port}`;
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

// ---- memory: sampled while the requests run ----------------------------------------------------

const memory = { rss: 0, heap: 0 };
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  memory.rss = Math.max(memory.rss, usage.rss);
  memory.heap = Math.max(memory.heap, usage.heapUsed);
}, 20);
sampler.unref();
function resetPeaks() {
  gc?.();
  const usage = process.memoryUsage();
  memory.rss = usage.rss;
  memory.heap = usage.heapUsed;
  return usage;
}

// ---- one file, counted while it streams in ------------------------------------------------------

interface Fetched {
  path: string;
  firstByteMs: number;
  totalMs: number;
  /** uncompressed */
  bytes: number;
  /** as sent */
  sentBytes: number;
  locs: number;
  statements: number;
  /** the <loc> addresses, for the index only */
  children: string[];
}

/** Ad ids seen in the ads files (one byte each), and how many were seen twice or are not visible. */
let seen = new Uint8Array(0);
let invisible = new Uint8Array(0);
const adChecks = { duplicates: 0, invisible: 0 };

function fetchSitemap(path: string, options: { collect?: boolean; markAds?: boolean } = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const before = statements;
    const started = performance.now();
    let firstByteMs: number | null = null;
    let bytes = 0;
    let locs = 0;
    let carry = '';
    const children: string[] = [];
    const decoder = new StringDecoder('utf8');
    // one <url> or <sitemap> per line: complete lines are read, the rest waits for the next chunk
    const readLine = (line: string) => {
      const loc = /<loc>([^<]*)<\/loc>/.exec(line);
      if (!loc) return;
      locs += 1;
      if (options.collect) children.push(new URL(loc[1]!).pathname);
      if (options.markAds) {
        const id = Number(/\/call-girls\/(\d+)$/.exec(loc[1]!)?.[1]);
        if (seen[id]) adChecks.duplicates += 1;
        seen[id] = 1;
        if (invisible[id]) adChecks.invisible += 1;
      }
    };
    const request = httpRequest(`${base}${path}`, { headers: { 'accept-encoding': values.encoding! } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${path} answered ${response.statusCode}`));
        return;
      }
      let sentBytes = 0;
      response.on('data', (chunk: Buffer) => {
        firstByteMs ??= performance.now() - started;
        sentBytes += chunk.byteLength;
      });
      const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
      body.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
        const lines = (carry + decoder.write(chunk)).split('\n');
        carry = lines.pop()!;
        for (const line of lines) readLine(line);
      });
      body.on('end', () => {
        readLine(carry + decoder.end());
        const totalMs = performance.now() - started;
        resolve({
          path,
          firstByteMs: firstByteMs ?? totalMs,
          totalMs,
          bytes,
          sentBytes,
          locs,
          statements: statements - before,
          children,
        });
      });
      body.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

// ---- the run -------------------------------------------------------------------------------------

try {
  const db = running.database.prisma;
  const today = todayInIndia();
  const seeding = performance.now();
  await seedAds(db, adCount + hiddenCount, cityCount);
  await hideSome(db, today, hiddenCount);
  const [facts] = await db.$queryRawUnsafe<
    { total: number; visible: number; cities: number; pairs: number; max_id: number }[]
  >(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${VISIBLE})::int AS visible,
            count(DISTINCT a.location_id) FILTER (WHERE ${VISIBLE})::int AS cities,
            count(DISTINCT (a.location_id, a.category_id)) FILTER (WHERE ${VISIBLE})::int AS pairs,
            max(a.id)::int AS max_id
     FROM ads a`,
    today,
  );
  const hiddenIds = await db.$queryRawUnsafe<{ id: number }[]>(`SELECT a.id FROM ads a WHERE NOT (${VISIBLE})`, today);
  seen = new Uint8Array(facts!.max_id + 1);
  invisible = new Uint8Array(facts!.max_id + 1);
  for (const { id } of hiddenIds) invisible[id] = 1;
  hiddenIds.length = 0;
  console.log(
    `database: ${running.database.kind}; ${facts!.total.toLocaleString('en')} ads over ${cityCount} cities, ` +
      `${facts!.visible.toLocaleString('en')} visible today (${today}), ${(facts!.total - facts!.visible).toLocaleString('en')} not ` +
      `(seeded in ${seconds(performance.now() - seeding)})`,
  );
  if (facts!.visible !== adCount)
    console.log(`  note: ${facts!.visible} visible, not the ${adCount} asked for (dates near midnight?)`);
  console.log(
    `node ${process.version}; Accept-Encoding: ${values.encoding}; ${gc ? 'memory figures after a forced GC' : 'run with --expose-gc for steadier memory figures'}`,
  );

  const start = resetPeaks();
  console.log(`before the first request: RSS ${mb(start.rss)}, heap used ${mb(start.heapUsed)}\n`);

  // pass 1: the index (computes the layout), then each child cold and at once again (cached)
  const index = await fetchSitemap('/sitemap.xml', { collect: true });
  const indexAgain = await fetchSitemap('/sitemap.xml');
  const rows: { first: Fetched; again: Fetched; later?: Fetched }[] = [{ first: index, again: indexAgain }];
  for (const child of index.children) {
    const isAds = /\/ads-\d+\.xml$/.test(child);
    const first = await fetchSitemap(child, { markAds: isAds });
    const again = await fetchSitemap(child);
    rows.push({ first, again });
  }
  const pass1 = { rss: memory.rss, heap: memory.heap };
  gc?.();
  const afterPass1 = process.memoryUsage();

  // pass 2: every file once more, in the same order, as a crawler's next visit within the cache's lifetime
  resetPeaks();
  const pass2Started = performance.now();
  for (const row of rows) row.later = await fetchSitemap(row.first.path);
  const pass2Ms = performance.now() - pass2Started;
  const pass2 = { rss: memory.rss, heap: memory.heap };

  // pass 3: every file at once, as a crawler with many connections (or anyone) may ask
  resetPeaks();
  const pass3Started = performance.now();
  const together = await Promise.all(rows.map((row) => fetchSitemap(row.first.path)));
  const pass3Ms = performance.now() - pass3Started;
  const pass3 = { rss: memory.rss, heap: memory.heap };

  const header = `${'file'.padEnd(32)} ${'addresses'.padStart(9)} ${'size'.padStart(8)} ${'sent'.padStart(8)} ${'SQL'.padStart(4)}   first: TTFB / total   again: TTFB / total   pass 2: total`;
  console.log(header);
  for (const { first, again, later } of rows) {
    console.log(
      `${first.path.padEnd(32)} ${first.locs.toLocaleString('en').padStart(9)} ${mb(first.bytes).padStart(8)} ${mb(first.sentBytes).padStart(8)} ${String(first.statements).padStart(4)}   ` +
        `${seconds(first.firstByteMs).padStart(8)} / ${seconds(first.totalMs).padStart(8)}   ${seconds(again.firstByteMs).padStart(8)} / ${seconds(again.totalMs).padStart(8)}   ` +
        `${seconds(later!.totalMs).padStart(8)}`,
    );
  }

  const children = rows.slice(1).map((row) => row.first);
  const ofKind = (kind: string) => children.filter((file) => file.path.startsWith(`/sitemaps/${kind}-`));
  const sum = (files: Fetched[], key: 'locs' | 'totalMs' | 'bytes') =>
    files.reduce((total, file) => total + file[key], 0);
  const adsFiles = ofKind('ads');
  const verdict = (ok: boolean) => (ok ? 'OK' : 'MISMATCH');
  console.log('\nchecks');
  console.log(
    `  ads addresses ${sum(adsFiles, 'locs').toLocaleString('en')} in ${adsFiles.length} files = visible ads ${facts!.visible.toLocaleString('en')}: ${verdict(sum(adsFiles, 'locs') === facts!.visible)}`,
  );
  console.log(
    `  ads listed twice: ${adChecks.duplicates}, ads listed that are not visible: ${adChecks.invisible}: ${verdict(adChecks.duplicates === 0 && adChecks.invisible === 0)}`,
  );
  console.log(
    `  city listings ${sum(ofKind('cities'), 'locs')} = cities with visible ads ${facts!.cities}: ${verdict(sum(ofKind('cities'), 'locs') === facts!.cities)}`,
  );
  console.log(
    `  city and category listings ${sum(ofKind('city-categories'), 'locs')} = pairs with visible ads ${facts!.pairs}: ${verdict(sum(ofKind('city-categories'), 'locs') === facts!.pairs)}`,
  );
  const largest = rows.reduce((top, row) => (row.first.locs > top.locs ? row.first : top), index);
  const biggest = rows.reduce((top, row) => (row.first.bytes > top.bytes ? row.first : top), index);
  console.log(
    `  every file at most ${SITEMAP_LIMIT.toLocaleString('en')} addresses (largest ${largest.path}: ${largest.locs.toLocaleString('en')}): ${verdict(largest.locs <= SITEMAP_LIMIT)}`,
  );
  console.log(
    `  every file under 50 MB uncompressed (largest ${biggest.path}: ${mb(biggest.bytes)}): ${verdict(biggest.bytes < MAX_BYTES)}`,
  );
  const sameSize = rows.every((row, index) =>
    [row.again, row.later!, together[index]!].every((file) => file.bytes === row.first.bytes),
  );
  console.log(`  later requests the same size as the first: ${verdict(sameSize)}`);

  const firstTotal = sum(
    rows.map((row) => row.first),
    'totalMs',
  );
  const againTotal = sum(
    rows.map((row) => row.again),
    'totalMs',
  );
  console.log('\ntotals');
  const sent = rows.reduce((total, row) => total + row.first.sentBytes, 0);
  console.log(
    `  all ${rows.length} files, first requests: ${seconds(firstTotal)} (ads files ${seconds(sum(adsFiles, 'totalMs'))}, ${mb(sum(children, 'bytes') + index.bytes)} in all, ${mb(sent)} sent)`,
  );
  console.log(`  all ${rows.length} files, immediately again: ${seconds(againTotal)}`);
  console.log(`  pass 2 (all files once more, in order): ${seconds(pass2Ms)}`);
  console.log(
    `  pass 3 (all files at once): ${seconds(pass3Ms)}, the slowest ${seconds(Math.max(...together.map((file) => file.totalMs)))}`,
  );
  console.log(
    '\nmemory of this process (server, and the bench client counting addresses; PostgreSQL is another process, PGlite is in it)',
  );
  console.log(
    `  pass 1: peak RSS ${mb(pass1.rss)} (+${mb(pass1.rss - start.rss)}), peak heap used ${mb(pass1.heap)} (+${mb(pass1.heap - start.heapUsed)})`,
  );
  console.log(
    `  after pass 1: RSS ${mb(afterPass1.rss)}, heap used ${mb(afterPass1.heapUsed)} (the cache holds at most 48 MB of documents, gzipped)`,
  );
  console.log(`  pass 2: peak RSS ${mb(pass2.rss)}, peak heap used ${mb(pass2.heap)}`);
  console.log(`  pass 3: peak RSS ${mb(pass3.rss)}, peak heap used ${mb(pass3.heap)}`);
  console.log(`  peak RSS of the whole run (seeding included): ${mb(process.resourceUsage().maxRSS * 1024)}`);
} finally {
  clearInterval(sampler);
  await running.close();
}
