// The public listing under load (issue: "Benchmark (not a test)"). Seeds 100,000 ads over 300
// cities, then measures over HTTP with autocannon the listing query (first 5, by city and
// category) beside a trivial `{ __typename }` query against the same server in the same run,
// and prints both and their ratio, plus the SQL statements one listing request issues. It runs
// twice on the same data: with the visitors' response cache (as deployed) and without it.
//   npm run bench:listing                      (embedded PGlite)
//   npm run bench:listing -- --db postgres     (BENCH_DATABASE_URL or TEST_DATABASE_URL: a server URL;
//                                               a scratch database directory_bench is created there)
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from '../server/main.ts';
import { benchEnv, scratchPostgresUrl, seedAds } from './seed-ads.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    ads: { type: 'string', default: '100000' },
    cities: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const adCount = Number(values.ads);
const cityCount = Number(values.cities);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const env = benchEnv();
if (values.db === 'postgres') env.DATABASE_URL = await scratchPostgresUrl();

let counting = false;
const statements: string[] = [];
const headers = { 'content-type': 'application/json' };
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const row = (name: string, result: autocannon.Result) =>
  `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`;

/** One server (a response-cache setting), its trivial baseline and its listing. */
async function measure(label: string, publicCacheSeconds: string, seed: boolean) {
  const running = await startServer({ ...env, PUBLIC_CACHE_SECONDS: publicCacheSeconds }, { onQuery: (sql) => counting && statements.push(sql) });
  try {
    const db = running.database.prisma;
    if (seed) {
      const started = performance.now();
      // once: the second server reuses the data
      await seedAds(db, adCount, cityCount);
      console.log(`database: ${running.database.kind}; ${adCount} ads over ${cityCount} cities (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    // the busiest city and, within it, the busiest category
    const [busiest] = await db.$queryRawUnsafe<{ location_id: number; category_id: number; n: number }[]>(`
      SELECT location_id, category_id, count(*)::int AS n FROM ads GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`);
    const url = `http://127.0.0.1:${running.port}/graphql`;
    const listing = JSON.stringify({
      query: /* GraphQL */ `
        query Listing($locationId: ID, $categoryId: ID) {
          ads(locationId: $locationId, categoryId: $categoryId, first: 5) {
            totalCount
            pageInfo { hasNextPage endCursor }
            edges { node { id name description contact category { name } location { name state { name } } images { url srcSet } } }
          }
        }`,
      variables: { locationId: globalId('Location', busiest!.location_id), categoryId: globalId('Category', busiest!.category_id) },
    });
    const trivial = JSON.stringify({ query: '{ __typename }' });
    const check = await (await fetch(url, { method: 'POST', headers, body: listing })).json();
    if (check.errors || check.data.ads.edges.length !== 5) throw new Error(`listing query failed: ${JSON.stringify(check).slice(0, 500)}`);
    if (seed) {
      statements.length = 0;
      counting = true;
      // a distinct document, so a cached answer cannot hide the statements
      await fetch(url, { method: 'POST', headers, body: listing.replace('first: 5', 'first: 5 ') }).then((response) => response.json());
      counting = false;
    }
    const run = (body: string, duration = seconds) =>
      autocannon({ url, method: 'POST', headers, body, connections, duration }) as Promise<autocannon.Result>;
    await run(trivial, 2);
    await run(listing, 2);
    const trivialResult = await run(trivial);
    const listingResult = await run(listing);
    console.log(`\n${label} (busiest city+category: ${busiest!.n} ads; ${seconds} s each, ${connections} connections)`);
    console.log(row('{ __typename } (baseline)', trivialResult));
    console.log(row('listing (first 5)', listingResult));
    console.log(`ratio listing / baseline: ${(listingResult.requests.average / trivialResult.requests.average).toFixed(2)}`);
  } finally {
    await running.close();
  }
}

await measure('visitors, response cache on (PUBLIC_CACHE_SECONDS=10, as deployed)', '10', true);
await measure('response cache off (PUBLIC_CACHE_SECONDS=0: every request runs the query)', '0', false);
console.log(`\nSQL statements for one listing request: ${statements.length}`);
for (const sql of statements) console.log(`  ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
