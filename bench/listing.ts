// The public listing at catalogue size (issue 17: "Listing at 1,000,000 ads"). Seeds --ads publicly
// visible ads over --cities cities and every category, plus a tenth as many that must not show
// (ended, not started yet, taken down, hidden by reports, of a suspended advertiser), with paid
// placements among the visible (issue 34): --featured ads of each city featured today (more than the
// block shows, so it rotates) and every twentieth ad bumped in the last 20 hours. Then, against
// the real server in this process with the visitors' response cache off (every request runs its
// queries), for every listing variant (whole country, one category, one city, city and category;
// the first page and a page deep through the cursor):
// - checks `totalCount` against the database (OK / MISMATCH);
// - prints each SQL statement the request issues and its database time, the median of --explain
//   runs of EXPLAIN (ANALYZE, BUFFERS) with the request's own arguments (planning + execution);
// - measures its throughput over HTTP with autocannon against `{ __typename }` on the same server
//   in the same run (measured before and after each variant; its ratio is against their mean).
// Prints figures; asserts no speed.
//   npm run bench:listing                                   (embedded PGlite, 100,000 ads over 300 cities)
//   npm run bench:listing -- --db postgres --ads 1000000 --cities 500
//       (BENCH_DATABASE_URL or TEST_DATABASE_URL names the server; the scratch database directory_bench
//        is kept between runs that seed the same data on the same day; --fresh seeds it again)
//   options: --seconds N (per measurement, 10) --connections N (10) --explain N (20)
//            --rounds N (each variant measured N times, in turn with the others; its ratio is the median, 1)
//            --only TEXT (the variants whose name contains it, e.g. --only 'first page')
//            --featured N (ads featured today in each city, 5)
//            --search (also the visitors' keyword search, searchAds, with the same cards: a word every
//            seeded ad holds, a prefix of it, a plural, a rare name, in the whole country and in a city)
// The process runs as production does (NODE_ENV=production, bench/production-mode.ts).
import './production-mode.ts';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { todayInIndia } from '../server/lib/dates.ts';
import { startServer } from '../server/main.ts';
import { LISTING_COUNT_LIMIT } from '../server/modules/ads/service.ts';
import {
  benchEnv,
  hideSome,
  markSeeded,
  placeSome,
  reusablePostgresUrl,
  seedAds,
  VISIBLE,
  type BenchDb,
} from './seed-ads.ts';
import { LISTING_QUERY as LISTING } from './listing-query.ts';

// the listing without its featured block: the walk to a deep cursor, 100 ads a page (with the block's
// cards too it would cost more than a query may)
const WITHOUT_FEATURED = LISTING.replace(/\n {6}featured \{[\s\S]*?\n {6}\}\n/, '\n');

// the keyword search with the listing's cards (the listing query's selection, under searchAds; the
// featured block is the listing's alone)
const SEARCH = WITHOUT_FEATURED.replace('query Listing(', 'query Search($search: String!, ').replace(
  'ads(locationId: $locationId,',
  'searchAds(search: $search, locationId: $locationId,',
);

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    ads: { type: 'string', default: '100000' },
    cities: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    explain: { type: 'string', default: '20' },
    fresh: { type: 'boolean', default: false },
    only: { type: 'string' },
    search: { type: 'boolean', default: false },
    featured: { type: 'string', default: '5' },
  },
});
const adCount = Number(values.ads);
const cityCount = Number(values.cities);
const hiddenCount = Math.floor(adCount / 10);
const featuredPerCity = Number(values.featured);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const explainRuns = Number(values.explain);
const today = todayInIndia();

const env = benchEnv();
const seeding = `bench:listing ${adCount} visible, ${hiddenCount} not, ${cityCount} cities, ${featuredPerCity} featured a city, a twentieth bumped, seeded ${today}`;
let reused = false;
if (values.db === 'postgres') {
  const scratch = await reusablePostgresUrl(values.fresh ? null : seeding);
  env.DATABASE_URL = scratch.url;
  reused = scratch.reused;
} else if (values.db !== 'pglite') throw new Error('--db is postgres or pglite');

let capturing = false;
let captured: { sql: string; args: readonly unknown[] }[] = [];
const running = await startServer(
  { ...env, PUBLIC_CACHE_SECONDS: '0' },
  { onQuery: (sql, args) => capturing && captured.push({ sql, args }) },
);
const db = running.database.prisma;
const url = `http://127.0.0.1:${running.port}/graphql`;
const headers = { 'content-type': 'application/json' };
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function seedOnce(database: BenchDb) {
  if (reused) {
    console.log(`database: ${running.database.kind}; kept from an earlier run (${seeding})`);
    return;
  }
  const started = performance.now();
  await seedAds(database, adCount + hiddenCount, cityCount);
  await hideSome(database, today, hiddenCount);
  await placeSome(database, today, featuredPerCity);
  // as autovacuum leaves a table that has settled: statistics and the visibility map current
  await database.$executeRawUnsafe('VACUUM (ANALYZE) ads');
  await database.$executeRawUnsafe('VACUUM (ANALYZE) ad_images');
  if (running.database.kind === 'postgres') await markSeeded(database, seeding);
  console.log(
    `database: ${running.database.kind}; ${seeding} (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

type Variables = { locationId?: string; categoryId?: string; first: number; after?: string; search?: string };

/** The listing, or with `search` the keyword search (the same cards): its connection. */
async function ask(variables: Variables, walking = false) {
  const query = variables.search !== undefined ? SEARCH : walking ? WITHOUT_FEATURED : LISTING;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = await response.json();
  if (body.errors) throw new Error(`listing query failed: ${JSON.stringify(body.errors).slice(0, 500)}`);
  return (body.data.ads ?? body.data.searchAds) as {
    totalCount: number;
    totalCountIsLowerBound: boolean;
    featured?: unknown[];
    pageInfo: { endCursor: string };
    edges: unknown[];
  };
}

/** The cursor after `depth` ads, walked to 100 at a time as a client would page. */
async function cursorAt(filter: Omit<Variables, 'first' | 'after'>, depth: number) {
  let after: string | undefined;
  for (let walked = 0; walked < depth; walked += 100)
    after = (await ask({ ...filter, first: Math.min(100, depth - walked), after }, true)).pageInfo.endCursor;
  return after;
}

/** A statement's value as an SQL literal, for EXECUTE: the listing passes dates (text), texts and whole numbers. */
const literal = (value: unknown): string =>
  typeof value === 'number' || typeof value === 'bigint'
    ? String(value)
    : value instanceof Date
      ? `'${value.toISOString()}'`
      : Array.isArray(value)
        ? `'{${value.join(',')}}'`
        : `'${String(value).replaceAll("'", "''")}'`;

/**
 * Median planning and execution time of one statement, from EXPLAIN (ANALYZE, BUFFERS) with its own
 * arguments; TIMING OFF: timing every row of every node costs more than the statement itself. The
 * listing's statement is measured as the app runs it (db/client.ts preparedQueryOf): prepared once,
 * then executed with its generic plan; any other (the search's) as Prisma sends it, planned for its values.
 */
async function explain(sql: string, args: readonly unknown[], generic: boolean) {
  type Explained = {
    'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number; Plan: Record<string, unknown> }];
  }[];
  const runs: { planning: number; execution: number; plan: Record<string, unknown> }[] = [];
  // one session for PREPARE and its executions: a transaction keeps its connection
  await db.$transaction(
    async (tx) => {
      // prepared, its arguments as literals (Prisma would read a day given as text as a timestamp)
      await tx.$executeRawUnsafe(`PREPARE bench_listing AS ${sql}`);
      await tx.$executeRawUnsafe(`SET LOCAL plan_cache_mode = ${generic ? 'force_generic_plan' : 'force_custom_plan'}`);
      for (let index = 0; index < explainRuns; index += 1) {
        const [row] = await tx.$queryRawUnsafe<Explained>(
          `EXPLAIN (ANALYZE, TIMING OFF, BUFFERS, FORMAT JSON) EXECUTE bench_listing(${args.map(literal).join(', ')})`,
        );
        const [result] = row!['QUERY PLAN'];
        runs.push({ planning: result['Planning Time'], execution: result['Execution Time'], plan: result.Plan });
      }
      await tx.$executeRawUnsafe('DEALLOCATE bench_listing');
    },
    { timeout: 60_000 },
  );
  const median = (pick: (run: (typeof runs)[number]) => number) =>
    runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  return {
    planning: median((run) => run.planning),
    execution: median((run) => run.execution),
    plan: runs.at(-1)!.plan,
  };
}

/** The plan's nodes in one line: scans with their index, the rest by type. */
function planLine(node: Record<string, unknown>): string {
  const own = node['Index Name']
    ? `${node['Node Type']} using ${node['Index Name']}`
    : `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`;
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  return children.length ? `${own} (${children.map(planLine).join('; ')})` : own;
}

type Measured = autocannon.Result & { cpuPerRequest: number };

const result = (name: string, outcome: Measured) =>
  `${name.padEnd(40)} ${outcome.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(outcome.latency.p50).padStart(4)} ms   p99 ${String(outcome.latency.p99).padStart(4)} ms   cpu ${outcome.cpuPerRequest.toFixed(2)} ms/req   errors ${outcome.errors + outcome.non2xx}`;

/**
 * Load over HTTP; with the CPU time this process spent per request (all its threads: the server, the
 * load generator and, on PGlite, the database's thread), which other programs disturb less than req/s.
 */
async function load(body: string, duration = seconds): Promise<Measured> {
  const cpu = process.cpuUsage();
  const outcome = (await autocannon({
    url,
    method: 'POST',
    headers,
    body,
    connections,
    duration,
  })) as autocannon.Result;
  const spent = process.cpuUsage(cpu);
  return { ...outcome, cpuPerRequest: (spent.user + spent.system) / 1000 / Math.max(outcome.requests.total, 1) };
}

try {
  await seedOnce(db);
  const busiest = async (groupBy: string) =>
    (
      await db.$queryRawUnsafe<{ location_id: number | null; category_id: number | null; n: number }[]>(
        `SELECT ${groupBy.includes('location') ? 'a.location_id' : 'NULL::int AS location_id'}, ${groupBy.includes('category') ? 'a.category_id' : 'NULL::int AS category_id'}, count(*)::int AS n
       FROM ads a WHERE ${VISIBLE} GROUP BY ${groupBy} ORDER BY 3 DESC LIMIT 1`,
        today,
      )
    )[0]!;
  const [country] = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM ads a WHERE ${VISIBLE}`,
    today,
  );
  const category = await busiest('a.category_id');
  const city = await busiest('a.location_id');
  const pair = await busiest('a.location_id, a.category_id');
  const filters = [
    { name: 'whole country', filter: {}, visible: country!.n },
    { name: 'one category', filter: { categoryId: globalId('Category', category.category_id!) }, visible: category.n },
    { name: 'one city', filter: { locationId: globalId('Location', city.location_id!) }, visible: city.n },
    {
      name: 'city and category',
      filter: {
        locationId: globalId('Location', pair.location_id!),
        categoryId: globalId('Category', pair.category_id!),
      },
      visible: pair.n,
    },
  ];
  console.log('(the listing has no state filter: a state is chosen on the way to its cities)');

  const variants: { name: string; variables: Variables; visible: number }[] = [];
  for (const { name, filter, visible } of filters) {
    variants.push({ name: `${name}, first page`, variables: { ...filter, first: 5 }, visible });
    // deep: 2,000 ads in, or halfway through a smaller listing (a whole number of pages); and
    // 20,000 in where there are that many (a page's cost grows with the ads of the cursor's day above it)
    for (const depth of visible > 40_000 ? [2000, 20_000] : [Math.min(2000, Math.floor(visible / 2 / 5) * 5)]) {
      variants.push({
        name: `${name}, after ${depth} ads`,
        variables: { ...filter, first: 5, after: await cursorAt(filter, depth) },
        visible,
      });
    }
  }

  if (values.search) {
    // every seeded ad's description says "Friendly companion for social events."; its name "Bench listing <n>"
    const [rare] = await db.$queryRawUnsafe<{ name: string }[]>(
      `SELECT a.name FROM ads a WHERE ${VISIBLE} AND a.location_id = $2 ORDER BY a.id LIMIT 1 OFFSET 100`,
      today,
      city.location_id,
    );
    const cityFilter = filters[2]!;
    for (const [label, words, everyAd] of [
      ['a word every ad holds', 'companion', true],
      ['a prefix', 'compan', true],
      ['a plural', 'companions events', true],
      ['a rare name', rare!.name, false],
    ] as const) {
      for (const { name, filter, visible } of [filters[0]!, cityFilter]) {
        variants.push({
          name: `search ${label}, ${name}`,
          variables: { ...filter, first: 5, search: words },
          visible: everyAd ? visible : 1,
        });
      }
    }
  }

  if (values.only)
    variants.splice(0, variants.length, ...variants.filter((variant) => variant.name.includes(values.only!)));

  console.log(
    `\ntotalCount (exact up to ${LISTING_COUNT_LIMIT.toLocaleString('en')}, else that bound flagged as a lower bound):`,
  );
  for (const variant of variants) {
    const answer = await ask(variant.variables);
    const expected = variant.visible > LISTING_COUNT_LIMIT ? [LISTING_COUNT_LIMIT, true] : [variant.visible, false];
    const ok =
      answer.totalCount === expected[0] &&
      answer.totalCountIsLowerBound === expected[1] &&
      answer.edges.length === Math.min(5, variant.visible);
    console.log(
      `  ${variant.name.padEnd(38)} ${variant.visible.toLocaleString('en').padStart(9)} public ads -> totalCount ${answer.totalCount}${answer.totalCountIsLowerBound ? '+' : ''}, ${answer.featured?.length ?? 0} featured  ${ok ? 'OK' : 'MISMATCH'}`,
    );
  }

  console.log(
    `\ndatabase time per statement (median of ${explainRuns} EXPLAIN (ANALYZE, TIMING OFF, BUFFERS) runs; planning + execution; the one-statement page prepared, with its generic plan, as the app runs it):`,
  );
  let statementsPerRequest = 0;
  for (const variant of variants) {
    captured = [];
    capturing = true;
    await ask(variant.variables);
    capturing = false;
    // the search's plan setting and its transaction are no statements of their own to explain
    captured = captured.filter(({ sql }) => !/^\s*(BEGIN|COMMIT|ROLLBACK|SET)\b/i.test(sql));
    statementsPerRequest = Math.max(statementsPerRequest, captured.length);
    let total = 0;
    const lines: string[] = [];
    for (const { sql, args } of captured) {
      const timing = await explain(sql, args, /LEFT JOIN LATERAL/i.test(sql));
      total += timing.planning + timing.execution;
      // the cards' page and its count in one statement (ads/listing-page.ts); other pages after a cursor: ids and count, then the page
      const kind = /WITH candidates AS/i.test(sql)
        ? 'search'
        : /LEFT JOIN LATERAL/i.test(sql)
          ? 'page+count'
          : /^\s*SELECT ARRAY\(/i.test(sql)
            ? 'ids+count'
            : /COUNT\(/i.test(sql)
              ? 'count'
              : 'page';
      lines.push(
        `    ${kind.padEnd(10)} ${ms(timing.planning + timing.execution).padStart(9)}  (planning ${ms(timing.planning)}, execution ${ms(timing.execution)})  ${planLine(timing.plan)}`,
      );
    }
    console.log(`  ${variant.name}: ${ms(total)} in ${captured.length} statements${total <= 5 ? '' : '  (over 5 ms)'}`);
    for (const line of lines) console.log(line);
  }
  console.log(`SQL statements per listing request: at most ${statementsPerRequest}`);

  // Each variant is measured between two measurements of the baseline, and its ratio is against their
  // mean: a machine whose speed drifts during the run (other work, a warming JIT) skews no variant. With
  // --rounds, every variant is measured once a round, in turn, and its ratio is the median of its rounds:
  // a hiccup of the machine during one measurement moves no figure.
  console.log(
    `\nthroughput, response cache off (every request runs its queries); ${seconds} s each, ${connections} connections, ${rounds} round${rounds === 1 ? '' : 's'}; { __typename } before and after each variant:`,
  );
  const trivial = JSON.stringify({ query: '{ __typename }' });
  await load(trivial, 2);
  let baselineBefore = await load(trivial);
  console.log(result('{ __typename }', baselineBefore));
  type Round = { outcome: Measured; baseline: number; baselineCpu: number };
  const measured = new Map<string, Round[]>(variants.map((variant) => [variant.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    if (rounds > 1) console.log(`round ${round}:`);
    for (const variant of variants) {
      const body = JSON.stringify({
        query: variant.variables.search === undefined ? LISTING : SEARCH,
        variables: variant.variables,
      });
      await load(body, 2);
      const outcome = await load(body);
      console.log(result(variant.name, outcome));
      const baselineAfter = await load(trivial);
      console.log(result('{ __typename }', baselineAfter));
      measured.get(variant.name)!.push({
        outcome,
        baseline: (baselineBefore.requests.average + baselineAfter.requests.average) / 2,
        baselineCpu: (baselineBefore.cpuPerRequest + baselineAfter.cpuPerRequest) / 2,
      });
      baselineBefore = baselineAfter;
    }
  }
  const median = (numbers: number[]) => {
    const sorted = [...numbers].sort((one, other) => one - other);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  console.log(
    `\nratio listing / baseline (the mean of the baseline before and after it; by CPU per request, the same${rounds > 1 ? `; the median of ${rounds} rounds, and their range` : ''}):`,
  );
  if (running.database.kind === 'pglite')
    console.log(
      "  (the process's CPU includes the embedded database's own thread, as a PostgreSQL server's would not)",
    );
  for (const [name, taken] of measured) {
    const ratios = taken.map(({ outcome, baseline }) => outcome.requests.average / baseline);
    const cpuRatios = taken.map(({ outcome, baselineCpu }) => baselineCpu / outcome.cpuPerRequest);
    const range = rounds > 1 ? `  [${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)}]` : '';
    console.log(
      `  ${name.padEnd(38)} ${median(ratios).toFixed(2)}   by CPU ${median(cpuRatios).toFixed(2)}${range}   (baseline ${median(taken.map((one) => one.baseline)).toFixed(0)} req/s, ${median(taken.map((one) => one.baselineCpu)).toFixed(2)} ms)`,
    );
  }
} finally {
  await running.close();
}
