// The public site's budgets (issues 5, 16 and 35: the Hindi home and city listing too), measured against the
// production build served by the real server with the demo data, public pages rendered on the server:
//  - JavaScript a visitor downloads for each page, gzipped, against the figures before server rendering,
//    and the GraphQL requests the page still sends once loaded (the page's own query should not be one);
//  - Lighthouse (mobile preset, Debian's Chromium): performance score, FCP, LCP, TBT, CLS, each the median
//    of LIGHTHOUSE_RUNS, next to a baseline measured in the same run: a static HTML page without scripts,
//    served from this process, i.e. the best this machine scores at all; LIGHTHOUSE_CPU_SLOWDOWN=calibrated
//    sets the CPU slowdown from this machine's benchmarkIndex (below), a number sets it, unset is the preset's 4x;
//  - server time to first byte of the listing's HTML (GET /call-girls) against the JSON listing query the
//    page runs (ListingPageQuery, the persisted document), one request after another on the same server,
//    with the visitors' response cache as deployed and off. As deployed, a repeated page is answered from the
//    rendered pages' cache (server/page-cache.ts, kept as long as the JSON answers); a row with a new
//    search every request shows a page that misses it. Off (PUBLIC_CACHE_SECONDS=0) turns off both caches.
// TTFB_ONLY=1 measures the time to first byte alone (no browser, no Lighthouse); PAGES=<names> only those pages;
// LIGHTHOUSE_EACH=1 prints every Lighthouse run's figures.
// Prints every budget as met or not met; never fails for a missed one (benchmarks measure, tests check).
// Run `npm run build` first (npm run bench:client does).
// first: what the modules below read when they load
import './production-env.ts';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchBrowser, CHROMIUM_PATH } from '../e2e/browser.ts';
import { startTestServer } from '../e2e/server.ts';
import { adIdOfPath } from '../common/routes.ts';
import { DEFAULT_PERSISTED_DOCUMENTS_FILE, loadPersistedDocuments } from '../server/graphql/persisted-operations.ts';
import { closeConnections, percentile, timeRequest, type TimedRequest } from './ttfb.ts';
import { startStaticBaseline } from './static-baseline.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Lighthouse's CPU slowdown. Its mobile preset's 4x is meant to take a high-end desktop (benchmarkIndex 1,500
 * to 2,000) to a mid-tier phone; on a slower machine it simulates a slower phone (its throttling guide,
 * docs/throttling.md). LIGHTHOUSE_CPU_SLOWDOWN=calibrated sets it from this machine's index as that guide
 * advises, proportionally (4x at 1,750: index / 437.5, between 1 and 4); a number sets it as given; unset,
 * the preset's.
 */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
const PRESET_SLOWDOWN = 4;
const INDEX_AT_PRESET = 1750;
const TTFB_ONLY = process.env.TTFB_ONLY === '1';
const TTFB_REQUESTS = Number(process.env.TTFB_REQUESTS ?? 100);
const TTFB_WARM_UP = 10;

// The budgets of issue 16.
const PERFORMANCE_BUDGET = 97;
const LCP_BUDGET_MS = 1800;
const TTFB_RATIO_BUDGET = 2;
/** KB gzipped per page before server rendering (the last measurement, issue 7; the "home 198 KB"). */
const JS_BEFORE_KB: Record<string, number> = {
  home: 198.3,
  listing: 203.3,
  'city listing': 203.3,
  'blog detail': 201.5,
};

const persistedDocuments = loadPersistedDocuments(DEFAULT_PERSISTED_DOCUMENTS_FILE);
const operationNames = new Map(
  [...persistedDocuments].map(([id, text]) => [id, /(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? id]),
);
// the id the current build's page asks with, from relay-compiler's artifact: the persisted documents file
// also keeps the ids of earlier versions of the query
const listingArtifact = readFileSync(
  new URL('../client/src/__generated__/ListingPageQuery.graphql.ts', import.meta.url),
  'utf8',
);
const listingDocumentId = /"params": \{\s*"id": "([0-9a-f]+)"/.exec(listingArtifact)?.[1];
if (!listingDocumentId || !persistedDocuments.has(listingDocumentId))
  throw new Error('No ListingPageQuery in the persisted documents: run npm run build.');

/**
 * The variables of the first page of /call-girls without a chosen city (listingPageVariables): the head's
 * path, and for every other variable of the document what means "none": null, false, or '' when required.
 * The page asks them with the first ad's city as the chosen one (listingTtfb adds it, per server).
 */
function listingVariables(document: string): Record<string, unknown> {
  const definitions = /^query ListingPageQuery\(([^)]*)\)/m.exec(document)?.[1] ?? '';
  return Object.fromEntries(
    [...definitions.matchAll(/\$(\w+):\s*(\w+)(!?)/g)].map(([, name, type, required]) => {
      if (name === 'headPath') return [name, '/call-girls'];
      if (type === 'Boolean') return [name, false];
      return [name, required ? '' : null];
    }),
  );
}
const listingQueryVariables = listingVariables(persistedDocuments.get(listingDocumentId)!);
/** The variables the JSON request of the last listingTtfb asked with. */
let askedListingVariables = listingQueryVariables;

/** A server with the demo data; `publicCacheSeconds` undefined: as deployed (10 s). */
function demoServer(publicCacheSeconds?: string) {
  return startTestServer({
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    ...(publicCacheSeconds === undefined ? {} : { PUBLIC_CACHE_SECONDS: publicCacheSeconds }),
  });
}

const server = await demoServer();
const base = server.baseUrl;
const staticPage = await startStaticBaseline();
const staticBase = staticPage.url;

async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

const firstBlogSlug = (
  await graphql<{ blogs: { edges: { node: { slug: string } }[] } }>('{ blogs(first: 1) { edges { node { slug } } } }')
).blogs.edges[0]!.node.slug;
// the readable city address (issue 16), measured when the server answers it
const citySlug = (
  await graphql<{ ads: { edges: { node: { location: { slug: string } } }[] } }>(
    '{ ads(first: 1) { edges { node { location { slug } } } } }',
  )
).ads.edges[0]?.node.location.slug;
const cityPath = citySlug ? `/call-girls/${citySlug}` : null;
const cityAnswer = cityPath ? (await fetch(`${base}${cityPath}`)).status : null;

// an ad's page (issue 33's budget names one): the first ad the city listing links to
const adPath = cityPath
  ? [...(await (await fetch(`${base}${cityPath}`)).text()).matchAll(/href="(\/call-girls\/[^"?#]+)"/g)]
      .map((match) => match[1]!)
      .find((path) => adIdOfPath(path) !== null)
  : undefined;

const allPages = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/call-girls' },
  ...(cityPath && cityAnswer === 200 ? [{ name: 'city listing', path: cityPath }] : []),
  ...(adPath ? [{ name: 'ad page', path: adPath }] : []),
  { name: 'blog detail', path: `/blogs/${firstBlogSlug}` },
  // issue 35's budget: the Hindi home and city listing score as the English ones do
  { name: 'home (Hindi)', path: '/hi' },
  ...(cityPath && cityAnswer === 200 ? [{ name: 'city listing (Hindi)', path: `/hi${cityPath}` }] : []),
];
// PAGES=<names, comma-separated>: only those pages (e.g. PAGES='home (Hindi),city listing (Hindi)')
const chosenPages = process.env.PAGES?.split(',').map((name) => name.trim());
const unknownPages = chosenPages?.filter((name) => !allPages.some((page) => page.name === name)) ?? [];
if (unknownPages.length > 0)
  throw new Error(
    `PAGES names no page: ${unknownPages.join(', ')} (pages: ${allPages.map((page) => page.name).join(', ')})`,
  );
const pages = chosenPages ? allPages.filter((page) => chosenPages.includes(page.name)) : allPages;
if (cityPath && cityAnswer !== 200) console.log(`(no city listing yet: ${cityPath} answered ${cityAnswer})`);

interface PageScripts {
  files: number;
  gzipped: number;
  /** Operation names of the GraphQL requests the page sent while loading. */
  graphql: string[];
}

/** Gzipped bytes of every script a fresh visitor downloads until the page settles, and its GraphQL requests. */
async function pageScripts(browser: Awaited<ReturnType<typeof launchBrowser>>, path: string): Promise<PageScripts> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  const graphqlRequests: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const documentId =
      (request.postDataJSON() as { documentId?: string } | null)?.documentId ??
      new URL(request.url()).searchParams.get('documentId');
    graphqlRequests.push(documentId ? (operationNames.get(documentId) ?? documentId) : 'a document by text');
  });
  const answer = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
  // the age disclaimer's chunk arrives a second after load: wait for it too
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const buffers = await Promise.all(bodies);
  await context.close();
  return {
    files: buffers.length,
    gzipped: buffers.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    graphql: graphqlRequests,
  };
}

interface LighthouseFigures {
  /** this machine's CPU as Lighthouse rates it (environment.benchmarkIndex) */
  benchmarkIndex: number;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the trace itself saw (no throttling): Lighthouse's simulation starts from these. */
  observedFcpMs: number;
  observedLcpMs: number;
}

const median = (values: number[]) => percentile(values, 0.5);

/** Lighthouse's long tasks (its `long-tasks` audit, on the simulated phone): start + duration in ms, and whose. */
function longTasksOf(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const items =
    (lhr.audits['long-tasks']?.details as { items?: { url?: string; startTime?: number; duration?: number }[] })
      ?.items ?? [];
  return (
    items
      .map(
        ({ url, startTime, duration }) =>
          `${Math.round(startTime ?? 0)}+${Math.round(duration ?? 0)} ${String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(page)'}`,
      )
      .join(', ') || 'none'
  );
}

/** Each figure the median of its own over RUNS runs: Lighthouse varies from run to run on shared cores. */
async function lighthouseFigures(
  url: string,
  port: number,
  cpuSlowdown: number | null,
  runCount = RUNS,
): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  let failures = 0;
  while (runs.length < runCount) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      // merged into the preset's throttling (its network figures stay)
      ...(cpuSlowdown === null ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    // a trace that went wrong on the loaded machine (NO_NAVSTART, NO_FCP...) is run again, a few times at most
    const failure = result ? result.lhr.runtimeError?.message : 'no result';
    if (!result || failure) {
      failures += 1;
      console.log(`(Lighthouse run on ${url} failed, ${failures} so far: ${failure})`);
      if (failures > 3) throw new Error(`Lighthouse on ${url} kept failing: ${failure}`);
      continue;
    }
    const value = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
    const observed =
      ((result.lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items ?? [])[0] ?? {};
    const applied = result.lhr.configSettings.throttling;
    if (cpuSlowdown !== null && (applied.cpuSlowdownMultiplier !== cpuSlowdown || !applied.rttMs))
      throw new Error(`Lighthouse did not take the CPU slowdown as asked: ${JSON.stringify(applied)}`);
    // LIGHTHOUSE_EACH=1: every run's figures, to see which one moves a median
    if (process.env.LIGHTHOUSE_EACH)
      console.log(
        `(run of ${url}: score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, FCP ${Math.round(value('first-contentful-paint'))} ms, LCP ${Math.round(value('largest-contentful-paint'))} ms, TBT ${Math.round(value('total-blocking-time'))} ms, SI ${Math.round(value('speed-index'))} ms, index ${Math.round(result.lhr.environment.benchmarkIndex)}; long tasks, simulated: ${longTasksOf(result.lhr)})`,
      );
    runs.push({
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      observedFcpMs: observed.observedFirstContentfulPaint ?? Number.NaN,
      observedLcpMs: observed.observedLargestContentfulPaint ?? Number.NaN,
    });
  }
  return {
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    score: median(runs.map((run) => run.score)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    observedFcpMs: median(runs.map((run) => run.observedFcpMs)),
    observedLcpMs: median(runs.map((run) => run.observedLcpMs)),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (value: number, baseline: number) => (baseline > 0 ? (value / baseline).toFixed(2) : '-');
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const kb = (bytes: number) => bytes / 1024;

interface ListingTtfb {
  label: string;
  rows: { name: string; firstByte: number[]; total: number[] }[];
}

/**
 * One request after another, alternating, so all see the same machine: the HTML, the JSON query, the shell
 * alone, and the HTML at an address never asked before (a search the page ignores: rendered, never from the
 * rendered pages' cache).
 */
async function listingTtfb(label: string, serverBase: string): Promise<ListingTtfb> {
  let fresh = 0;
  // the page with no city chosen lists the first ad's city (ListingPageFirstAdQuery, then ListingPageQuery)
  const firstAd = (await (
    await fetch(`${serverBase}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ads(first: 1) { edges { node { location { id name } } } } }' }),
    })
  ).json()) as { data?: { ads: { edges: { node: { location: { id: string; name: string } } }[] } } };
  const city = firstAd.data?.ads.edges[0]?.node.location;
  const variables = { ...listingQueryVariables, locationId: city?.id ?? null, locationName: city?.name ?? null };
  askedListingVariables = variables;
  const requests: { name: string; request: () => TimedRequest }[] = [
    {
      name: 'HTML: GET /call-girls (rendered on the server)',
      request: () => ({ url: `${serverBase}/call-girls`, headers: { accept: 'text/html' } }),
    },
    {
      name: 'JSON: ListingPageQuery (POST /graphql)',
      request: () => ({
        url: `${serverBase}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify({ documentId: listingDocumentId, variables }),
      }),
    },
    // a page rendered in the browser: the head, preloads and structured data without the React rendering
    {
      name: 'shell only: GET /create-ad (not rendered on the server)',
      request: () => ({ url: `${serverBase}/create-ad`, headers: { accept: 'text/html' } }),
    },
    {
      name: 'HTML, a new address each time: GET /call-girls?bench=N (rendered, never cached)',
      request: () => ({ url: `${serverBase}/call-girls?bench=${(fresh += 1)}`, headers: { accept: 'text/html' } }),
    },
  ];
  const jsonRequest = requests[1]!.request();
  const check = (await (
    await fetch(jsonRequest.url, { method: 'POST', headers: jsonRequest.headers, body: jsonRequest.body })
  ).json()) as {
    errors?: unknown;
    data?: { ads?: { edges: unknown[] } };
  };
  if (check.errors || !check.data?.ads?.edges.length)
    throw new Error(`the listing query failed: ${JSON.stringify(check).slice(0, 500)}`);
  const uncachedPage = await fetch(`${serverBase}/call-girls?bench=0`);
  if (uncachedPage.status !== 200 || !(await uncachedPage.text()).includes('relay-store'))
    throw new Error(`/call-girls?bench=0 is not a rendered page (${uncachedPage.status})`);
  const rows = requests.map(({ name }) => ({ name, firstByte: [] as number[], total: [] as number[] }));
  for (let round = 0; round < TTFB_WARM_UP + TTFB_REQUESTS; round += 1) {
    for (const [index, { request }] of requests.entries()) {
      const timing = await timeRequest(request());
      if (round < TTFB_WARM_UP) continue;
      rows[index]!.firstByte.push(timing.firstByteMs);
      rows[index]!.total.push(timing.totalMs);
    }
  }
  return { label, rows };
}

const budgetLines: string[] = [];
const ttfbResults: ListingTtfb[] = [];
try {
  if (!TTFB_ONLY) {
    const browser = await launchBrowser();
    console.log('JavaScript downloaded per page (gzipped), against the figures before server rendering');
    console.log('| page | scripts | KB gzipped | before (KB) | ratio to before | GraphQL requests while loading |');
    console.log('|---|---|---|---|---|---|');
    const javascriptKb = new Map<string, number>();
    for (const { name, path } of pages) {
      const { files, gzipped, graphql: sent } = await pageScripts(browser, path);
      javascriptKb.set(name, kb(gzipped));
      // the ad page has no figure from before server rendering
      const before = JS_BEFORE_KB[name];
      console.log(
        `| ${name} | ${files} | ${kb(gzipped).toFixed(1)} | ${before ?? '-'} | ${before ? ratio(kb(gzipped), before) : '-'} | ${sent.length ? sent.join(', ') : 'none'} |`,
      );
    }
    await browser.close();

    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
      ],
    });
    try {
      let cpuSlowdown: number | null = null;
      if (CPU_SLOWDOWN === 'calibrated') {
        const { benchmarkIndex } = await lighthouseFigures(`${staticBase}/`, chrome.port, null, 1);
        cpuSlowdown = Math.min(PRESET_SLOWDOWN, Math.max(1, (PRESET_SLOWDOWN * benchmarkIndex) / INDEX_AT_PRESET));
        cpuSlowdown = Math.round(cpuSlowdown * 10) / 10;
      } else if (CPU_SLOWDOWN !== undefined) {
        cpuSlowdown = Number(CPU_SLOWDOWN);
        if (!(cpuSlowdown >= 1)) throw new Error('LIGHTHOUSE_CPU_SLOWDOWN is "calibrated" or a number of at least 1');
      }
      const baseline = await lighthouseFigures(`${staticBase}/`, chrome.port, cpuSlowdown);
      console.log(
        `\nLighthouse, mobile preset (simulated slow 4G, ${cpuSlowdown ?? PRESET_SLOWDOWN}x CPU slowdown${cpuSlowdown === null ? ", the preset's" : CPU_SLOWDOWN === 'calibrated' ? ', calibrated' : ''}; this machine's benchmarkIndex ${Math.round(baseline.benchmarkIndex)}), each figure the median of ${RUNS} runs; ratios to the baseline (a static HTML page without scripts)`,
      );
      console.log(
        '| page | score | ratio | FCP | ratio | LCP | ratio | TBT | CLS | observed FCP / LCP (unthrottled) |',
      );
      console.log('|---|---|---|---|---|---|---|---|---|---|');
      const row = (name: string, figures: LighthouseFigures) =>
        `| ${name} | ${figures.score} | ${ratio(figures.score, baseline.score)} | ${seconds(figures.fcpMs)} | ${ratio(figures.fcpMs, baseline.fcpMs)} | ${seconds(figures.lcpMs)} | ${ratio(figures.lcpMs, baseline.lcpMs)} | ${Math.round(figures.tbtMs)} ms | ${figures.cls.toFixed(3)} | ${Math.round(figures.observedFcpMs)} / ${Math.round(figures.observedLcpMs)} ms |`;
      console.log(row('baseline', baseline));
      for (const { name, path } of pages) {
        const figures = await lighthouseFigures(`${base}${path}`, chrome.port, cpuSlowdown);
        console.log(row(name, figures));
        const javascript = javascriptKb.get(name)!;
        budgetLines.push(
          `${name}: performance ${figures.score} >= ${PERFORMANCE_BUDGET}: ${verdict(figures.score >= PERFORMANCE_BUDGET)}; ` +
            `LCP ${seconds(figures.lcpMs)} <= ${seconds(LCP_BUDGET_MS)}: ${verdict(figures.lcpMs <= LCP_BUDGET_MS)}; ` +
            // CLS 0 as Lighthouse shows it (three decimals)
            `CLS ${figures.cls.toFixed(3)} = 0: ${verdict(Number(figures.cls.toFixed(3)) === 0)}; ` +
            (JS_BEFORE_KB[name] === undefined
              ? `JS ${javascript.toFixed(1)} KB (no figure from before)`
              : `JS ${javascript.toFixed(1)} KB <= ${JS_BEFORE_KB[name]} KB: ${verdict(javascript <= JS_BEFORE_KB[name])}`),
        );
      }
    } finally {
      chrome.kill();
    }
  }
  ttfbResults.push(await listingTtfb('response cache as deployed (PUBLIC_CACHE_SECONDS=10)', base));
} finally {
  staticPage.close();
  await server.close();
}

const uncached = await demoServer('0');
try {
  ttfbResults.push(await listingTtfb('response cache off (PUBLIC_CACHE_SECONDS=0)', uncached.baseUrl));
} finally {
  closeConnections();
  await uncached.close();
}

console.log(
  `\nListingPageQuery's variables (the first ad's city, as the page asks): ${JSON.stringify(askedListingVariables)}`,
);
console.log(
  `Server time to first byte of the listing, ${TTFB_REQUESTS} requests each one after another (after ${TTFB_WARM_UP} of warm-up), alternating, same server; ratios to the JSON query`,
);
console.log('| response cache | request | TTFB median | TTFB p95 | ratio median / p95 | last byte median |');
console.log('|---|---|---|---|---|---|');
for (const { label, rows } of ttfbResults) {
  const json = rows[1]!;
  for (const { name, firstByte, total } of rows) {
    console.log(
      `| ${label} | ${name} | ${median(firstByte).toFixed(1)} ms | ${percentile(firstByte, 0.95).toFixed(1)} ms | ${ratio(median(firstByte), median(json.firstByte))} / ${ratio(percentile(firstByte, 0.95), percentile(json.firstByte, 0.95))} | ${median(total).toFixed(1)} ms |`,
    );
  }
  const html = rows[0]!;
  const medianRatio = median(html.firstByte) / median(json.firstByte);
  budgetLines.push(
    `listing TTFB, ${label}: HTML / JSON median ${medianRatio.toFixed(2)} <= ${TTFB_RATIO_BUDGET}: ${verdict(medianRatio <= TTFB_RATIO_BUDGET)} (p95 ${ratio(percentile(html.firstByte, 0.95), percentile(json.firstByte, 0.95))})`,
  );
}

console.log('\nBudgets (issue 16)');
for (const line of budgetLines) console.log(`- ${line}`);
