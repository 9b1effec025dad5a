// Issue 30, finding 2, against a real server process (its own, with the visitors' response cache
// on, as in production): what anonymous callers can pin in the server's memory. Sends 1,000
// distinct 1 MB documents of comments, 1,000 distinct documents just under the document bound
// (100 KB of one-character comments, the most tokens a document can hold), and 1,000 distinct large
// answers (three aliased `ads(first: 100)` pages over the demo data, each document made distinct by
// a comment), then waits for the answers to expire; prints the server's resident memory after each.
// Each figure is taken twice: as it is, and after a full garbage collection (bench/gc-on-signal.mjs),
// which tells what the server holds from garbage it has not collected yet. The target: under 150 MB
// above where it started. Run by bench/attacks.ts; prints figures only.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { freePort } from './free-port.ts';
import { spawnBenchServer } from './server-process.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Seconds the answers are kept (PUBLIC_CACHE_SECONDS): production's default. */
const CACHE_SECONDS = 10;
/** Requests in flight at once, as a few connections of one client. */
const CONNECTIONS = 8;
const REQUESTS = 1_000;

/** process.memoryUsage() in MB. */
interface Collected {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
}

/** The server's memory after a full collection: asked by a signal, read from the file its preload writes. */
async function memoryAfterCollection(pid: number, reportFile: string): Promise<Collected> {
  const linesOf = () =>
    existsSync(reportFile) ? readFileSync(reportFile, 'utf8').trim().split('\n').filter(Boolean) : [];
  const before = linesOf().length;
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    return { rss: Number.NaN, heapTotal: Number.NaN, heapUsed: Number.NaN, external: Number.NaN };
  }
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const lines = linesOf();
    if (lines.length > before) return JSON.parse(lines.at(-1)!) as Collected;
    if (!existsSync(`/proc/${pid}/status`)) break;
    await new Promise((done) => setTimeout(done, 50));
  }
  return { rss: Number.NaN, heapTotal: Number.NaN, heapUsed: Number.NaN, external: Number.NaN };
}

function residentMegabytes(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Three pages of 100 ads under aliases with their cards' fields: 15,930 of the 20,000 a query may cost. */
const threePagesOfAds = (label: string) =>
  `# ${label}\n{ ${['a', 'b', 'c']
    .map(
      (alias) =>
        `${alias}: ads(first: 100) { edges { node { name description images { url srcSet } location { name state { name } } category { name } } } }`,
    )
    .join(' ')} }`;

/** A document of about `bytes` bytes of text, distinct by `label`: one long comment. */
const oneLongComment = (label: string, bytes: number) => `# ${label} ${'x'.repeat(bytes)}\n{ __typename }`;

/** A document just under the bound, distinct by `label`: one-character comments, each a token kept with the parse. */
const shortComments = (label: string, bytes: number) =>
  `# ${label}\n${'#\n'.repeat(Math.floor(bytes / 2))}{ __typename }`;

export async function pinMemory(): Promise<string[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'directory-memory-'));
  const reportFile = join(dataDir, 'memory-reports.jsonl');
  const server = spawnBenchServer({
    port,
    dataDir,
    cacheSeconds: CACHE_SECONDS,
    nodeFlags: ['--expose-gc'],
    imports: ['./bench/gc-on-signal.mjs'],
    env: { MEMORY_REPORT_FILE: reportFile },
  });
  const pid = server.pid!;
  const lines: string[] = [];
  try {
    for (let attempt = 0; ; attempt += 1) {
      const up = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (attempt > 600 || server.exitCode !== null) throw new Error('the server did not start');
      await new Promise((done) => setTimeout(done, 250));
    }

    /** Sends `count` documents made by `documentOf`, CONNECTIONS at a time; answers how the server answered them. */
    const send = async (count: number, documentOf: (index: number) => string) => {
      const tally = new Map<string, number>();
      let answerBytes = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next < count && server.exitCode === null && server.signalCode === null) {
            const index = next++;
            let key: string;
            try {
              const response = await fetch(`${base}/graphql`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  accept: 'application/graphql-response+json, application/json',
                },
                body: JSON.stringify({ query: documentOf(index) }),
              });
              const text = await response.text();
              answerBytes += text.length;
              const code = response.ok
                ? 'data'
                : ((JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions
                    ?.code ?? '?');
              key = `${response.status} ${code}`;
            } catch (error) {
              key = `failed (${((error as Error).cause as NodeJS.ErrnoException | undefined)?.code ?? (error as Error).message})`;
            }
            tally.set(key, (tally.get(key) ?? 0) + 1);
          }
        }),
      );
      return `${[...tally].map(([key, n]) => `${n}x ${key}`).join(', ')}; answers ${(answerBytes / count / 1024).toFixed(0)} KB each`;
    };

    // warm: every kind of request a few times, so what loads once is loaded before the first figure
    await send(20, (index) => oneLongComment(`warm ${index}`, 1_000));
    await send(20, (index) => shortComments(`warm ${index}`, 1_000));
    await send(20, (index) => threePagesOfAds(`warm ${index}`));
    interface Row {
      name: string;
      answered: string;
      resident: number;
      collected: Collected;
    }
    const rows: Row[] = [
      {
        name: 'start (warmed)',
        answered: '',
        resident: residentMegabytes(pid),
        collected: await memoryAfterCollection(pid, reportFile),
      },
    ];
    const start = rows[0]!;
    let peak = start.resident;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(pid))), 50);

    const died = () => server.exitCode !== null || server.signalCode !== null;
    const measure = async (name: string, attack: () => Promise<string>) => {
      if (died()) return;
      const startedAt = performance.now();
      const answered = await attack();
      const took = `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
      if (died()) {
        rows.push({
          name,
          answered: `${answered}; THE SERVER DIED (${server.signalCode ?? `exit ${server.exitCode}`}) after ${took}`,
          resident: Number.NaN,
          collected: { rss: Number.NaN, heapTotal: Number.NaN, heapUsed: Number.NaN, external: Number.NaN },
        });
        return;
      }
      rows.push({
        name,
        answered: answered ? `${answered}; ${took}` : took,
        resident: residentMegabytes(pid),
        collected: await memoryAfterCollection(pid, reportFile),
      });
    };
    await measure(`${REQUESTS} distinct 1 MB documents of comments`, () =>
      send(REQUESTS, (index) => oneLongComment(`one megabyte ${index}`, 1_000_000)),
    );
    await measure(`${REQUESTS} distinct 1 MB docs, a syntax error`, () =>
      send(REQUESTS, (index) => `${oneLongComment(`broken ${index}`, 1_000_000)} {`),
    );
    await measure(`${REQUESTS} distinct large answers`, () =>
      send(REQUESTS, (index) => threePagesOfAds(`distinct answer ${index}`)),
    );
    const waitSeconds = CACHE_SECONDS + 5;
    await measure(`${waitSeconds} s later (answers expired)`, async () => {
      await new Promise((done) => setTimeout(done, waitSeconds * 1000));
      return '';
    });
    // last: before issue 30 it ran the server out of memory (each kept parse held 4.5 MB of tokens)
    await measure(`${REQUESTS} distinct 100 KB docs of 1-char comments`, () =>
      send(REQUESTS, (index) => shortComments(`just under ${index}`, 100 * 1024 - 64)),
    );
    clearInterval(sampler);

    const megabytes = (value: number) => `${value.toFixed(0)} MB`.padStart(8);
    lines.push(
      `memory an anonymous caller can pin: one server process (embedded database, demo data, PUBLIC_CACHE_SECONDS=${CACHE_SECONDS}), ${CONNECTIONS} requests at a time`,
    );
    lines.push(
      `resident as it is, then after a full garbage collection (what the server holds) and the JS heap in use then; growth from the start`,
    );
    lines.push(
      `${'after'.padEnd(40)} ${'resident'.padStart(8)} ${'growth'.padStart(8)} ${'after GC'.padStart(8)} ${'growth'.padStart(8)} ${'heap'.padStart(8)} ${'growth'.padStart(8)} ${'V8 heap'.padStart(8)} ${'external'.padStart(8)}  answers`,
    );
    for (const row of rows) {
      lines.push(
        `${row.name.padEnd(40)} ${megabytes(row.resident)} ${megabytes(row.resident - start.resident)} ${megabytes(row.collected.rss)} ${megabytes(row.collected.rss - start.collected.rss)} ${megabytes(row.collected.heapUsed)} ${megabytes(row.collected.heapUsed - start.collected.heapUsed)} ${megabytes(row.collected.heapTotal)} ${megabytes(row.collected.external)}  ${row.answered}`,
      );
    }
    const most = (pick: (row: Row) => number) => Math.max(...rows.map(pick).filter(Number.isFinite));
    lines.push(
      `peak resident ${peak.toFixed(0)} MB (${(peak - start.resident).toFixed(0)} MB above the start); the most held after a collection: ` +
        `resident +${(most((row) => row.collected.rss) - start.collected.rss).toFixed(0)} MB, heap +${(most((row) => row.collected.heapUsed) - start.collected.heapUsed).toFixed(0)} MB; target: under 150 MB of growth`,
    );
  } finally {
    server.kill('SIGTERM');
  }
  return lines;
}

// run alone: npx tsx bench/memory-pinning.ts
if (import.meta.url === `file://${process.argv[1]}`) for (const line of await pinMemory()) console.log(line);
