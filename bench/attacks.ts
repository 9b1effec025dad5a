// The heavy attacks of issue 14 against a real server process: for each, how the server answered,
// how long it took, how much the server's memory grew, and how /healthz answered meanwhile (the
// target: under 1 s). Prints figures; asserts nothing (the checks live in server/security/*.test.ts).
//   npm run bench:attacks [-- --megabytes 20]
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { freePort } from './free-port.ts';
import { spawnBenchServer } from './server-process.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { floodAliasedDatabaseFields } from './aliased-database-fields.ts';
import { floodMadeUpAddresses } from './made-up-addresses.ts';
import { pinMemory } from './memory-pinning.ts';

const { values } = parseArgs({ options: { megabytes: { type: 'string', default: '20' } } });
const uploadMegabytes = Number(values.megabytes);
const MB = 1024 * 1024;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'directory-attacks-'));
let serverExited = false;
let server = startServerProcess();

/** The server as a child process of its own, so its memory is its own; started again if an attack killed it. */
function startServerProcess() {
  serverExited = false;
  const child = spawnBenchServer({ port, dataDir, cacheSeconds: 0 });
  child.on('exit', () => (serverExited = true));
  return child;
}

/** The server process's resident memory in MB (Linux /proc). */
function residentMegabytes(): number {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function healthzMs(): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return performance.now() - started;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (serverExited) throw new Error('the server exited while starting');
    if ((await healthzMs()) < 10_000) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the server did not start in 150 s');
}

interface Answer {
  status: number | string;
}

/** Runs `attack` while sampling the server's memory and timing /healthz one request after another. */
async function measure(name: string, attack: () => Promise<Answer>) {
  if (serverExited) {
    server = startServerProcess();
    await waitForServer();
  }
  const before = residentMegabytes();
  let peak = before;
  let running = true;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes())), 20);
  const health: number[] = [];
  const prober = (async () => {
    while (running) {
      health.push(await healthzMs());
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  const started = performance.now();
  let answer: Answer;
  try {
    answer = await attack();
  } catch (error) {
    answer = { status: `failed: ${(error as Error).message}` };
  }
  const tookMs = performance.now() - started;
  running = false;
  await prober;
  clearInterval(sampler);
  health.sort((a, b) => a - b);
  return {
    name,
    status: serverExited ? 'SERVER DIED' : String(answer.status),
    tookMs,
    memoryGrowthMb: peak - before,
    healthzP50: health[Math.floor(health.length / 2)] ?? Number.NaN,
    healthzMax: health.at(-1) ?? Number.NaN,
  };
}

function graphql(query: string, token?: string): Promise<Answer> {
  return fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  }).then(async (response) => {
    const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    return { status: `${response.status} ${body.errors?.[0]?.extensions?.code ?? 'data'}` };
  });
}

function nestedSimilarBlogs(depth: number): string {
  let selection = 'slug';
  for (let level = 0; level < depth; level += 1) selection = `slug similarBlogs { ${selection} }`;
  return `{ blogs(first: 100) { edges { node { ${selection} } } } }`;
}

const ALIASED_ADS = `{ ${Array.from(
  { length: 30 },
  (_, index) =>
    `a${index}: ads(first: 100) { edges { node { name description images { url srcSet } location { name state { name } } category { name } } } }`,
).join(' ')} }`;

/**
 * Streams `megabytes` of body in 64 KB chunks without a Content-Length (chunked), as an attacker
 * would to get past a length check; answers the status, or how the server cut it off.
 */
function streamedBody(
  path: string,
  contentType: string,
  prefix: string,
  megabytes: number,
  token?: string,
  suffix = '',
): Promise<Answer> {
  return new Promise((done) => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const req = httpRequest(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => done({ status: `${response.statusCode} after ${(sent / MB).toFixed(1)} MB sent` }));
    });
    req.on('error', (error) =>
      done({
        status: `connection closed (${(error as NodeJS.ErrnoException).code}) after ${(sent / MB).toFixed(1)} MB sent`,
      }),
    );
    req.write(prefix);
    const pump = () => {
      while (sent < megabytes * MB) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(suffix);
    };
    pump();
  });
}

function multipart(megabytes: number, token?: string): Promise<Answer> {
  const boundary = 'attackboundary';
  const operations = JSON.stringify({
    query: 'mutation ($file: File) { createCreditRequest(amount: 100, paymentScreenshot: $file) { __typename } }',
    variables: { file: null },
  });
  const prefix =
    `--${boundary}\r\ncontent-disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
    `--${boundary}\r\ncontent-disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
    `--${boundary}\r\ncontent-disposition: form-data; name="0"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`;
  return streamedBody(
    '/graphql',
    `multipart/form-data; boundary=${boundary}`,
    prefix,
    megabytes,
    token,
    `\r\n--${boundary}--\r\n`,
  );
}

async function parallelLogins(count: number): Promise<Answer> {
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'demo.advertiser2@example.com',
          password: index === count - 1 ? 'demo-password' : `wrong-password-${index}`,
        }),
      }).then((response) => response.status),
    ),
  );
  const tally = new Map<number, number>();
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
  const last = statuses.at(-1);
  return { status: `${[...tally].map(([status, n]) => `${n}x${status}`).join(' ')}; the right one: ${last}` };
}

async function advertiserToken(): Promise<string | undefined> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo.advertiser1@example.com', password: 'demo-password' }),
  });
  return ((await response.json()) as { token?: string }).token;
}

try {
  await waitForServer();
  const token = await advertiserToken();
  const rows = [
    await measure('nothing (baseline)', async () => {
      await new Promise((done) => setTimeout(done, 1000));
      return { status: '-' };
    }),
    await measure('similarBlogs nested 4 deep', () => graphql(nestedSimilarBlogs(4))),
    await measure('30 aliases of ads(first: 100)', () => graphql(ALIASED_ADS)),
    await measure(`anonymous ${uploadMegabytes} MB multipart`, () => multipart(uploadMegabytes)),
    await measure('signed-in 120 MB multipart', () => multipart(120, token)),
    await measure('200 MB JSON to /api/log', () =>
      streamedBody('/api/log', 'application/json', '{"route":"', 200, undefined, '"}'),
    ),
    await measure('200 parallel logins, one e-mail', () => parallelLogins(200)),
    // last: before issue 14 it ran the process out of memory
    await measure('similarBlogs nested 7 deep', () => graphql(nestedSimilarBlogs(7))),
  ];
  console.log(
    `one server process (embedded database, demo data) on port ${port}; /healthz polled one after another during each attack`,
  );
  console.log(
    `${'attack'.padEnd(34)} ${'answer'.padEnd(60)} ${'took'.padStart(9)} ${'memory +'.padStart(10)} ${'healthz p50'.padStart(12)} ${'healthz max'.padStart(12)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(34)} ${row.status.slice(0, 60).padEnd(60)} ${`${row.tookMs.toFixed(0)} ms`.padStart(9)} ${`${row.memoryGrowthMb.toFixed(0)} MB`.padStart(10)} ${`${row.healthzP50.toFixed(1)} ms`.padStart(12)} ${`${row.healthzMax.toFixed(1)} ms`.padStart(12)}`,
    );
  }
  // issue 30, finding 4: on this server (response cache off), each request a text of its own
  console.log('');
  for (const line of await floodAliasedDatabaseFields(base)) console.log(line);
  // issue 30, finding 2: on a server of its own, with the response cache on (bench/memory-pinning.ts)
  console.log('');
  for (const line of await pinMemory()) console.log(line);
} finally {
  server.kill('SIGTERM');
}

// issue 30, finding 3: made-up addresses from one client over 16 connections, on a server of its own (page cache on, as deployed)
for (const line of await floodMadeUpAddresses()) console.log(line);
