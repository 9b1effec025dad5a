// What rendering a public page costs the server, with every visitors' cache off (PUBLIC_CACHE_SECONDS=0:
// no JSON answer and no rendered page is kept, so every request runs its query and its render), against the
// JSON query of the same listing in the same run (issue 32: the city listing's HTML within 2x its JSON
// query's time; at most 10 ms of server CPU for one listing page, query and render):
//  - one request at a time, in alternating blocks: a city listing's HTML (GET /call-girls/{city}), the same
//    listing as JSON (the persisted ListingPageQuery with the variables that page asks), and ad pages
//    (GET /call-girls/{id}, a different ad each time): time to first and last byte, and the server's CPU
//    per request, its main thread (HTTP, GraphQL, React; the database is a thread of its own) and the
//    whole process (with the database's thread);
//  - a crawler: `--connections` requests at once over distinct ad pages for `--seconds`, each from another
//    client (X-Forwarded-For, which the bench server trusts from loopback), as a search engine walks the
//    site: pages a second, CPU per page, the process's memory (peak RSS and JS heap, sampled every 20 ms
//    inside it) against its memory at rest, and every answer checked to be a rendered page;
//  - the JavaScript of the listing and the ad page from the checkout's build manifest, gzipped.
// Each server is a child process (bench/render-server.ts) of a checkout built with `npm run build`:
// this one, and with `--base <checkout>` another one (e.g. `git worktree add --detach /tmp/before <commit>`,
// its node_modules a symlink to this one's), both measured in the same rounds, alternating, so a shared
// machine's load falls on both alike; ratios of this one to the base are printed too.
//   npx tsx bench/render.ts [--base /tmp/before] [--ads 20000] [--cities 100] [--rounds 6] [--block 20]
//                           [--seconds 10] [--connections 8] [--cpu-prof <dir>] [--encoding gzip]
// --cpu-prof writes CPU profiles of each server's whole run (node --cpu-prof, one per thread) into
// <dir>/this and <dir>/base; read the main thread's (the largest) with bench/cpu-profile.ts. --encoding gzip:
// every request accepts gzip, as browsers and crawlers do, so the server's compression of each answer counts.
// --database-url postgres://...: both servers on that PostgreSQL database as it is (e.g. bench:listing's kept
// directory_bench at 1,000,000 ads), seeded by nobody, in place of a PGlite each.
// Prints figures only: nothing here asserts a speed.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { percentile } from './ttfb.ts';
import { pageFiles } from './page-javascript.ts';
import type { Language } from '../common/languages.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    ads: { type: 'string', default: '20000' },
    cities: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '6' },
    block: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    'crawl-rounds': { type: 'string', default: '2' },
    'cpu-prof': { type: 'string' },
    /** `gzip`: every request accepts gzip, as browsers and crawlers do (the server then compresses each answer) */
    encoding: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const ROUNDS = Number(values.rounds);
const BLOCK = Number(values.block);
const CRAWL_SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const AD_PAGES = 3000;
const TICK_MS = 1000 / 100; // USER_HZ

const checkouts: Record<string, string> = { this: resolve(import.meta.dirname, '..') };
if (values.base) checkouts.base = resolve(values.base);

interface Server {
  name: string;
  root: string;
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resolves with the next MEMORY line. */
  memory: () => Promise<MemoryReport>;
  memoryReset: () => void;
  citySlug: string;
  listingBody: string;
  /** Distinct ad pages' addresses, as this server writes them (an ad's number, or since issue 33 its readable address). */
  adPaths: string[];
}
type MemoryFigures = { rss: number; heapUsed: number; heapTotal: number; external: number };
type MemoryReport = { peak: MemoryFigures; now: MemoryFigures };

/** CPU time in ms of the process (all threads) and of its main thread (the JavaScript's; the database has its own). */
function cpuOf(pid: number): { process: number; main: number } {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  };
  return {
    process: ticks(readFileSync(`/proc/${pid}/stat`, 'utf8')),
    main: ticks(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')),
  };
}

function startServer(name: string, root: string): Promise<Omit<Server, 'citySlug' | 'listingBody' | 'adPaths'>> {
  const profile = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', resolve(values['cpu-prof'], name)] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', resolve(import.meta.dirname, 'render-server.ts'), root, values.ads, values.cities],
    {
      cwd: root,
      env: { ...process.env, RENDER_DATABASE_URL: values['database-url'] ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const memoryWaiters: ((report: MemoryReport) => void)[] = [];
  return new Promise((started, failed) => {
    let buffered = '';
    child.stdout!.on('data', (data: Buffer) => {
      buffered += data.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        const port = /^PORT (\d+)/.exec(line)?.[1];
        if (port) {
          started({
            name,
            root,
            url: `http://127.0.0.1:${port}`,
            pid: child.pid!,
            child,
            memory: () =>
              new Promise((answered) => {
                memoryWaiters.push(answered);
                child.stdin!.write('memory\n');
              }),
            memoryReset: () => child.stdin!.write('memory-reset\n'),
          });
        }
        if (line.startsWith('MEMORY '))
          memoryWaiters.shift()?.(JSON.parse(line.slice('MEMORY '.length)) as MemoryReport);
      }
    });
    child.on('exit', (code) => failed(new Error(`${name} server exited (${code})`)));
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
let clients = 0;
/** Another client each time: 10.a.b.1, a /24 of its own, so no client's budget of renders is ever spent. */
function nextClient(): string {
  clients += 1;
  return `10.${(clients >> 8) & 255}.${clients & 255}.1`;
}

interface Answer {
  status: number;
  body: string;
  firstByteMs: number;
  totalMs: number;
}

function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { method = 'GET', headers = {}, body } = options;
  return new Promise((resolved, failed) => {
    const started = performance.now();
    let firstByteMs: number | null = null;
    const chunks: Buffer[] = [];
    const encoding: Record<string, string> = values.encoding ? { 'accept-encoding': values.encoding } : {};
    const request = httpRequest(
      url,
      { method, agent, headers: { 'x-forwarded-for': nextClient(), ...encoding, ...headers } },
      (response) => {
        response.on('data', (chunk: Buffer) => {
          firstByteMs ??= performance.now() - started;
          chunks.push(chunk);
        });
        response.on('end', () => {
          const totalMs = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolved({
            status: response.statusCode ?? 0,
            body: body.toString(),
            firstByteMs: firstByteMs ?? totalMs,
            totalMs,
          });
        });
        response.on('error', failed);
      },
    );
    request.on('error', failed);
    request.end(body);
  });
}

async function graphql<T>(server: { url: string }, body: Record<string, unknown>): Promise<T> {
  const answer = await send(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(body),
  });
  const parsed = JSON.parse(answer.body) as { data?: T; errors?: unknown };
  if (answer.status !== 200 || parsed.errors || !parsed.data)
    throw new Error(`${JSON.stringify(body).slice(0, 200)} answered ${answer.status}: ${answer.body.slice(0, 500)}`);
  return parsed.data;
}

/**
 * The JSON request of the city listing: the checkout's persisted ListingPageQuery (the id its build's page
 * asks with) and the variables of /call-girls/{city}, read from the document: the city's slug where the
 * page puts it, and for every other variable what means "none" (false, null, or '' when required).
 */
function listingRequest(root: string, citySlug: string): Record<string, unknown> {
  const artifact = readFileSync(`${root}/client/src/__generated__/ListingPageQuery.graphql.ts`, 'utf8');
  const id = /"params": \{\s*"id": "([0-9a-f]+)"/.exec(artifact)?.[1];
  const documents = JSON.parse(
    readFileSync(`${root}/client/src/__generated__/persisted-documents.json`, 'utf8'),
  ) as Record<string, string>;
  const document = id ? documents[id] : undefined;
  if (!id || !document) throw new Error(`${root}: no persisted ListingPageQuery (run npm run build there)`);
  const definitions = /^query ListingPageQuery\(([^)]*)\)/m.exec(document)?.[1] ?? '';
  const city: Record<string, unknown> = {
    headPath: `/call-girls/${citySlug}`,
    citySlug,
    placeCitySlug: citySlug,
    hasPlace: true,
  };
  const variables = Object.fromEntries(
    [...definitions.matchAll(/\$(\w+):\s*(\w+)(!?)/g)].map(([, name, type, required]) => {
      if (name! in city) return [name, city[name!]];
      if (type === 'Boolean') return [name, false];
      return [name, required ? (type === 'Int' ? 0 : '') : null];
    }),
  );
  return { documentId: id, variables };
}

async function prepare(server: Omit<Server, 'citySlug' | 'listingBody' | 'adPaths'>): Promise<Server> {
  // the busiest city: the seeding spreads ads evenly over the first cities, so the first ad's city is as busy as any
  const first = await graphql<{ ads: { edges: { node: { location: { slug: string } } }[] } }>(server, {
    query: '{ ads(first: 1) { edges { node { location { slug } } } } }',
  });
  const citySlug = first.ads.edges[0]!.node.location.slug;
  const listingBody = JSON.stringify(listingRequest(server.root, citySlug));
  const adIds: number[] = [];
  let after: string | null = null;
  while (adIds.length < AD_PAGES) {
    const page: {
      ads: { edges: { node: { databaseId: number } }[]; pageInfo: { endCursor: string; hasNextPage: boolean } };
    } = await graphql(server, {
      query:
        'query ($after: String) { ads(first: 50, after: $after) { edges { node { databaseId } } pageInfo { endCursor hasNextPage } } }',
      variables: { after },
    });
    adIds.push(...page.ads.edges.map((edge) => edge.node.databaseId));
    if (!page.ads.pageInfo.hasNextPage) break;
    after = page.ads.pageInfo.endCursor;
  }
  // each ad at the address its page is served from: a build that moved ads to readable addresses answers
  // the number's address with a 301 to it, and the bench must time the page, not the redirect
  const adPaths: string[] = [];
  for (let start = 0; start < adIds.length; start += 16) {
    adPaths.push(
      ...(await Promise.all(
        adIds.slice(start, start + 16).map(async (id) => {
          const answer = await fetch(`${server.url}/call-girls/${id}`, { redirect: 'manual' });
          await answer.arrayBuffer();
          const moved = answer.status === 301 ? answer.headers.get('location') : null;
          return moved ? new URL(moved, server.url).pathname : `/call-girls/${id}`;
        }),
      )),
    );
  }
  return { ...server, citySlug, listingBody, adPaths };
}

const RENDERED = 'id="relay-store"';
type Kind = 'city listing HTML' | 'city listing JSON' | 'ad page HTML';
const KINDS: Kind[] = ['city listing HTML', 'city listing JSON', 'ad page HTML'];

function requestOf(server: Server, kind: Kind, index: number): Promise<Answer> {
  if (kind === 'city listing HTML')
    return send(`${server.url}/call-girls/${server.citySlug}`, { headers: { accept: 'text/html' } });
  if (kind === 'ad page HTML')
    return send(`${server.url}${server.adPaths[index % server.adPaths.length]}`, {
      headers: { accept: 'text/html' },
    });
  return send(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: server.listingBody,
  });
}

function check(server: Server, kind: Kind, answer: Answer): void {
  if (answer.status !== 200) throw new Error(`${server.name} ${kind}: answered ${answer.status}`);
  if (kind.endsWith('HTML') && !answer.body.includes(RENDERED))
    throw new Error(`${server.name} ${kind}: not rendered on the server (the shell)`);
  if (kind.endsWith('JSON') && answer.body.includes('"errors"'))
    throw new Error(`${server.name} ${kind}: ${answer.body.slice(0, 300)}`);
}

interface Serial {
  firstByte: number[];
  total: number[];
  /** CPU per request of each block: main thread, process. */
  mainCpu: number[];
  processCpu: number[];
}

/**
 * A page's JavaScript from the checkout's build manifest: the entry, what it always loads (its dynamic
 * imports: the app), the page's own module and the age disclaimer a first-time visitor gets, each with
 * everything it imports; gzipped (level 9); in a language other than English, its messages too (issue 35).
 * bench:client measures the same in a browser.
 */
function pageJavaScript(root: string, page: string, language: Language = 'en'): { files: number; gzipped: number } {
  const files = pageFiles(root, page, language);
  return { files: files.size, gzipped: [...files.values()].reduce((sum, bytes) => sum + bytes, 0) };
}

interface Crawl {
  pages: number;
  seconds: number;
  mainCpu: number;
  processCpu: number;
  memory: MemoryReport;
  rest: MemoryFigures;
  latencies: number[];
}

/** `CONNECTIONS` requests at once over distinct ad pages for CRAWL_SECONDS; every answer checked. */
async function crawl(server: Server, offset: number): Promise<Crawl> {
  const rest = (await server.memory()).now;
  server.memoryReset();
  let next = offset;
  let pages = 0;
  const latencies: number[] = [];
  const cpuBefore = cpuOf(server.pid);
  const started = performance.now();
  const stopAt = started + CRAWL_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < stopAt) {
        const answer = await requestOf(server, 'ad page HTML', (next += 1));
        check(server, 'ad page HTML', answer);
        latencies.push(answer.totalMs);
        pages += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuOf(server.pid);
  const memory = await server.memory();
  return {
    pages,
    seconds,
    mainCpu: (cpuAfter.main - cpuBefore.main) / pages,
    processCpu: (cpuAfter.process - cpuBefore.process) / pages,
    memory,
    rest,
    latencies,
  };
}

const median = (list: number[]) => percentile(list, 0.5);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(
  `starting ${Object.keys(checkouts).join(' and ')} (${values['database-url'] ? 'both on the PostgreSQL database given' : `${values.ads} ads over ${values.cities} cities each, PGlite`}, every cache off${values.encoding ? `, requests accept ${values.encoding}` : ', no compression asked'})...`,
);
const servers: Server[] = [];
try {
  const started = await Promise.all(Object.entries(checkouts).map(([name, root]) => startServer(name, root)));
  for (const server of started) servers.push(await prepare(server));

  for (const server of servers) {
    // warm-up: V8's compilation and the caches of code, not of answers
    for (let index = 0; index < 30; index += 1)
      for (const kind of KINDS) check(server, kind, await requestOf(server, kind, AD_PAGES - index));
  }

  const serial = new Map<string, Serial>();
  let adIndex = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) {
      for (const kind of KINDS) {
        const figures = serial.get(`${server.name} ${kind}`) ?? {
          firstByte: [],
          total: [],
          mainCpu: [],
          processCpu: [],
        };
        serial.set(`${server.name} ${kind}`, figures);
        const before = cpuOf(server.pid);
        for (let index = 0; index < BLOCK; index += 1) {
          const answer = await requestOf(server, kind, (adIndex += 1));
          check(server, kind, answer);
          figures.firstByte.push(answer.firstByteMs);
          figures.total.push(answer.totalMs);
        }
        const after = cpuOf(server.pid);
        figures.mainCpu.push((after.main - before.main) / BLOCK);
        figures.processCpu.push((after.process - before.process) / BLOCK);
      }
    }
  }

  console.log(
    `\nOne request at a time, ${ROUNDS} rounds of ${BLOCK} requests of each kind, alternating; CPU per request: the median of the rounds' (main thread / whole process)`,
  );
  console.log('| server | request | first byte median | p95 | last byte median | CPU main thread | CPU process |');
  console.log('|---|---|---|---|---|---|---|');
  for (const server of servers) {
    for (const kind of KINDS) {
      const figures = serial.get(`${server.name} ${kind}`)!;
      console.log(
        `| ${server.name} | ${kind} | ${ms(median(figures.firstByte))} | ${ms(percentile(figures.firstByte, 0.95))} | ${ms(median(figures.total))} | ${ms(median(figures.mainCpu))} | ${ms(median(figures.processCpu))} |`,
      );
    }
  }
  console.log('\nCity listing, HTML against its JSON query (same server, same run)');
  for (const server of servers) {
    const html = serial.get(`${server.name} city listing HTML`)!;
    const json = serial.get(`${server.name} city listing JSON`)!;
    console.log(
      `  ${server.name}: time to first byte ${(median(html.firstByte) / median(json.firstByte)).toFixed(2)}x (p95 ${(percentile(html.firstByte, 0.95) / percentile(json.firstByte, 0.95)).toFixed(2)}x), ` +
        `last byte ${(median(html.total) / median(json.total)).toFixed(2)}x; CPU of the main thread ${(median(html.mainCpu) / median(json.mainCpu)).toFixed(2)}x, of the process ${(median(html.processCpu) / median(json.processCpu)).toFixed(2)}x`,
    );
  }

  const crawls = new Map<string, Crawl[]>();
  for (let round = 0; round < Number(values['crawl-rounds']); round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) {
      const list = crawls.get(server.name) ?? [];
      crawls.set(server.name, list);
      list.push(await crawl(server, round * 1000));
    }
  }
  console.log(
    `\nCrawler: ${CONNECTIONS} requests at once over distinct ad pages, ${CRAWL_SECONDS} s a round, each request another client; every answer a rendered page`,
  );
  console.log(
    '| server | round | pages/s | CPU a page: main thread / process | latency p50 / p95 | RSS at rest -> peak | JS heap used at rest -> peak |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const server of servers) {
    for (const [round, figures] of crawls.get(server.name)!.entries()) {
      console.log(
        `| ${server.name} | ${round + 1} | ${(figures.pages / figures.seconds).toFixed(1)} | ${ms(figures.mainCpu)} / ${ms(figures.processCpu)} | ${ms(median(figures.latencies))} / ${ms(percentile(figures.latencies, 0.95))} | ${mb(figures.rest.rss)} -> ${mb(figures.memory.peak.rss)} | ${mb(figures.rest.heapUsed)} -> ${mb(figures.memory.peak.heapUsed)} |`,
      );
    }
  }

  console.log(
    '\nJavaScript of a page from the build (entry, app, the page, the age disclaimer, and their imports), gzipped',
  );
  const javascript = new Map<string, number>();
  for (const server of servers) {
    const listing = pageJavaScript(server.root, 'src/features/ads/listing/ListingPage.tsx');
    const ad = pageJavaScript(server.root, 'src/features/ads/details/AdDetailsPage.tsx');
    // a build with Hindi (issue 35): the listing with Hindi's messages
    const hindi = pageJavaScript(server.root, 'src/features/ads/listing/ListingPage.tsx', 'hi');
    javascript.set(server.name, listing.gzipped);
    console.log(
      `  ${server.name}: listing ${listing.files} files, ${(listing.gzipped / 1024).toFixed(1)} KB; ad page ${ad.files} files, ${(ad.gzipped / 1024).toFixed(1)} KB${hindi.gzipped === listing.gzipped ? '' : `; the listing in Hindi ${(hindi.gzipped / 1024).toFixed(1)} KB`}`,
    );
  }

  if (servers.length === 2) {
    const [ours, base] = servers as [Server, Server];
    const of = (server: Server, kind: Kind, pick: (figures: Serial) => number[]) =>
      median(pick(serial.get(`${server.name} ${kind}`)!));
    const crawlRate = (server: Server) =>
      median(crawls.get(server.name)!.map((figures) => figures.pages / figures.seconds));
    const crawlPeak = (server: Server) =>
      Math.max(...crawls.get(server.name)!.map((figures) => figures.memory.peak.rss));
    console.log('\nthis / base');
    for (const kind of KINDS) {
      console.log(
        `  ${kind}: first byte ${(of(ours, kind, (figures) => figures.firstByte) / of(base, kind, (figures) => figures.firstByte)).toFixed(2)}, ` +
          `CPU main thread ${(of(ours, kind, (figures) => figures.mainCpu) / of(base, kind, (figures) => figures.mainCpu)).toFixed(2)}, process ${(of(ours, kind, (figures) => figures.processCpu) / of(base, kind, (figures) => figures.processCpu)).toFixed(2)}`,
      );
    }
    console.log(
      `  crawler pages/s ${(crawlRate(ours) / crawlRate(base)).toFixed(2)}, peak RSS ${(crawlPeak(ours) / crawlPeak(base)).toFixed(2)}, page JavaScript ${(javascript.get(ours.name)! / javascript.get(base.name)!).toFixed(3)}`,
    );
  }
} finally {
  agent.destroy();
  for (const server of servers) server.child.kill('SIGTERM');
}
