// HTTP throughput of the server, as ratios against a baseline measured in the same run.
// Baseline: GET /healthz (one tiny SQL query). Measured: a GraphQL viewer query (context with
// token verification + user lookup + execution). Prints figures; asserts nothing.
//   npm run bench:http [-- --seconds 5 --connections 10]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { issueToken } from '../server/modules/auth/tokens.ts';
import { startServer } from '../server/main.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const running = await startServer({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'directory-bench-')),
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  ADMIN_PASSWORD: 'bench-password',
});
const base = `http://127.0.0.1:${running.port}`;
const admin = await running.database.prisma.user.findFirstOrThrow({ where: { role: 'admin' } });
const token = await issueToken(admin, running.config.jwtSecret);

async function measure(name: string, request: () => Promise<Response>) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const perSecond = latencies.length / seconds;
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { name, requests: latencies.length, perSecond, p50: p(0.5), p99: p(0.99) };
}

try {
  const graphqlBody = JSON.stringify({ query: '{ viewer { id name credits } }' });
  // warm-up
  await measure('warm-up', () => fetch(`${base}/healthz`));
  const baseline = await measure('GET /healthz (baseline)', () => fetch(`${base}/healthz`));
  const viewer = await measure('POST /graphql viewer (signed in)', () =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: graphqlBody,
    }),
  );
  console.log(`${seconds}s each, ${connections} connections, embedded database`);
  for (const row of [baseline, viewer]) {
    console.log(
      `${row.name.padEnd(36)} ${row.perSecond.toFixed(0).padStart(7)} req/s  ratio ${(row.perSecond / baseline.perSecond).toFixed(2)}  p50 ${row.p50.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms`,
    );
  }
} finally {
  await running.close();
}
