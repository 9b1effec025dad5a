// Issue 30, finding 3: one client floods made-up addresses (unknown cities, categories, ads, blogs,
// paths, and real pages with junk query strings) over 16 connections, against a server process of its
// own (embedded database, demo data, the page cache as deployed: PUBLIC_CACHE_SECONDS 10). Prints
// /healthz's latency meanwhile (median, p95), the server's CPU per answer (a render costs ~30 ms, an
// answer from a cache ~1 ms), what the flood got, and whether another client's new pages still render.
// Run alone (`tsx bench/made-up-addresses.ts [-- --seconds 15]`) or as a case of `npm run bench:attacks`.
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { freePort } from './free-port.ts';
import { spawnBenchServer } from './server-process.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const CONNECTIONS = 16;
/** Another client's address on this machine, in another /24 than the flood's 127.0.0.1 (Linux routes all of 127/8 to loopback). */
const OTHER_CLIENT = '127.0.1.1';

/** The made-up address number `index`: each kind in turn, none of them asked before. */
function madeUpAddress(index: number): string {
  const kinds = [
    `/call-girls/atlantis-${index}`,
    `/call-girls/mumbai/no-such-category-${index}`,
    `/call-girls/${9_000_000 + index}`,
    `/blogs/no-such-post-${index}`,
    `/no-such-page-${index}`,
    `/call-girls/mumbai?utm_source=flood-${index}`,
    `/about-us?fbclid=${index}`,
  ];
  return kinds[index % kinds.length]!;
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function get(
  base: string,
  path: string,
  options: { agent?: Agent; localAddress?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((done) => {
    const req = request(
      `${base}${path}`,
      { agent: options.agent, localAddress: options.localAddress, headers: { cookie: 'adult_ok=1' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', () => done({ status: 0, body: '', ms: performance.now() - started }));
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy());
    req.on('error', () => done({ status: 0, body: '', ms: performance.now() - started }));
    req.end();
  });
}

/** User and system CPU seconds the process has used (Linux /proc; clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

/** A page the server rendered carries the Relay store it was rendered from; the shell does not. */
const isRendered = (answer: Answer) => answer.body.includes('id="relay-store"');

export async function floodMadeUpAddresses(options: { seconds?: number } = {}): Promise<string[]> {
  const seconds = options.seconds ?? 15;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnBenchServer({
    port,
    dataDir: mkdtempSync(join(tmpdir(), 'directory-made-up-')),
    cacheSeconds: 10,
  });
  try {
    for (let attempt = 0; ; attempt += 1) {
      if ((await get(base, '/healthz', { timeoutMs: 2_000 })).status === 200) break;
      if (attempt > 600 || server.exitCode !== null) throw new Error('the server did not start');
      await new Promise((done) => setTimeout(done, 250));
    }
    // warm: the real pages once each, as visitors had them
    for (const path of ['/call-girls/mumbai', '/about-us', '/blogs']) await get(base, path);
    // one at a time first: what a made-up address costs its asker on an idle server
    const alone: number[] = [];
    for (let index = 0; index < 140; index += 1) alone.push((await get(base, madeUpAddress(1_000_000 + index))).ms);
    alone.sort((a, b) => a - b);

    const health: number[] = [];
    const flood: Answer[] = [];
    const otherClient: Answer[] = [];
    let running = true;
    let next = 0;
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const cpuBefore = cpuSeconds(server.pid!);
    const started = performance.now();
    const connections = Array.from({ length: CONNECTIONS }, async () => {
      while (running) flood.push(await get(base, madeUpAddress((next += 1)), { agent }));
    });
    const prober = (async () => {
      while (running) {
        health.push((await get(base, '/healthz', { localAddress: OTHER_CLIENT, timeoutMs: 10_000 })).ms);
        await new Promise((done) => setTimeout(done, 50));
      }
    })();
    // another visitor asks a new search every second: is it still rendered for them?
    const visitor = (async () => {
      for (let index = 0; running; index += 1) {
        otherClient.push(await get(base, `/call-girls/mumbai?q=visitor${index}`, { localAddress: OTHER_CLIENT }));
        await new Promise((done) => setTimeout(done, 1000));
      }
    })();
    await new Promise((done) => setTimeout(done, seconds * 1000));
    running = false;
    await Promise.all([...connections, prober, visitor]);
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(server.pid!) - cpuBefore;
    agent.destroy();

    health.sort((a, b) => a - b);
    const statuses = new Map<string, number>();
    for (const answer of flood) {
      const kind = `${answer.status} ${answer.status === 0 ? 'failed' : isRendered(answer) ? 'page' : 'shell'}`;
      statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
    }
    const floodMs = flood.map((answer) => answer.ms).sort((a, b) => a - b);
    return [
      `made-up addresses, one client, ${CONNECTIONS} connections, ${elapsed.toFixed(1)} s (own server process, PUBLIC_CACHE_SECONDS 10):`,
      `  alone first: ${alone.length} made-up addresses one after another, median ${percentile(alone, 0.5).toFixed(1)} ms, p95 ${percentile(alone, 0.95).toFixed(1)} ms`,
      `  /healthz (another client, one after another): median ${percentile(health, 0.5).toFixed(1)} ms, p95 ${percentile(health, 0.95).toFixed(1)} ms, max ${(health.at(-1) ?? Number.NaN).toFixed(1)} ms (${health.length} probes)`,
      `  flood: ${flood.length} answers (${(flood.length / elapsed).toFixed(0)}/s), ${[...statuses].map(([kind, count]) => `${count}x ${kind}`).join(', ')}; each median ${percentile(floodMs, 0.5).toFixed(1)} ms, p95 ${percentile(floodMs, 0.95).toFixed(1)} ms`,
      `  server CPU: ${cpu.toFixed(2)} s in ${elapsed.toFixed(1)} s (${((cpu / elapsed) * 100).toFixed(0)}% of one core), ${((cpu * 1000) / Math.max(1, flood.length + health.length + otherClient.length)).toFixed(2)} ms per answer`,
      `  another client's new searches meanwhile: ${otherClient.filter(isRendered).length} of ${otherClient.length} rendered, median ${percentile(
        otherClient.map((answer) => answer.ms).sort((a, b) => a - b),
        0.5,
      ).toFixed(1)} ms`,
    ];
  } finally {
    server.kill('SIGTERM');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secondsAt = process.argv.indexOf('--seconds');
  for (const line of await floodMadeUpAddresses({
    seconds: secondsAt === -1 ? undefined : Number(process.argv[secondsAt + 1]),
  }))
    console.log(line);
}
