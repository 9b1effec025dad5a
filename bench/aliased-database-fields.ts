// Issue 30, finding 4: root fields that run statements, repeated under aliases. For each document,
// its answer and server time one request at a time, then 16 connections sending it for 5 s (each
// request's text differs, as an attacker's would, so no price or parse is reused) with /healthz timed
// one request after another meanwhile. Used by bench/attacks.ts against its server (response cache off).

interface Case {
  name: string;
  /** the document's text for the round-th request */
  document: (round: number) => string;
}

// a comment of its own makes each request's text differ, so no parse or price is kept for it
const aliased = (count: number, field: (alias: number, round: number) => string) => (round: number) =>
  `# ${round}\n{ ${Array.from({ length: count }, (_, alias) => `a${alias}: ${field(alias, round)}`).join(' ')} }`;

const CASES: Case[] = [
  { name: '{ __typename } (baseline)', document: aliased(1, () => '__typename') },
  {
    name: '29x searchAds { totalCount }',
    document: aliased(29, (alias, round) => `searchAds(search: "w${alias} r${round}") { totalCount }`),
  },
  {
    name: '29x ads(first: 0) { totalCount }',
    document: aliased(29, (alias, round) => `ads(first: 0, citySlug: "c${alias}-${round}") { totalCount }`),
  },
  {
    name: '29x pageHead (listing address)',
    document: aliased(29, (alias, round) => `pageHead(path: "/call-girls/city-${alias}-${round}") { title }`),
  },
  { name: '29x siteSettings', document: aliased(29, () => 'siteSettings { siteName }') },
  // the most of each the price lets through
  {
    name: '18x searchAds { totalCount }',
    document: aliased(18, (alias, round) => `searchAds(search: "w${alias} r${round}") { totalCount }`),
  },
  {
    name: '28x pageHead (listing address)',
    document: aliased(28, (alias, round) => `pageHead(path: "/call-girls/city-${alias}-${round}") { title }`),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function floodAliasedDatabaseFields(base: string): Promise<string[]> {
  let round = 0;
  const send = async (testCase: Case) => {
    const started = performance.now();
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: testCase.document((round += 1)) }),
    });
    const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    return {
      ms: performance.now() - started,
      status: `${response.status} ${body.errors?.[0]?.extensions?.code ?? 'data'}`,
    };
  };
  const healthz = async () => {
    const started = performance.now();
    await (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) })).arrayBuffer();
    return performance.now() - started;
  };
  const lines = [
    'root fields that run statements, aliased (issue 30, finding 4): one at a time (30 requests), then 16 connections for 5 s',
    `${'document'.padEnd(34)} ${'answer'.padEnd(22)} ${'p50 alone'.padStart(10)} ${'req/s (16)'.padStart(11)} ${'healthz p50'.padStart(12)} ${'healthz max'.padStart(12)}`,
  ];
  for (const testCase of CASES) {
    const alone: number[] = [];
    let status = '';
    for (let request = 0; request < 30; request += 1) {
      const answer = await send(testCase);
      alone.push(answer.ms);
      status = answer.status;
    }
    let running = true;
    let answered = 0;
    const connections = Array.from({ length: 16 }, async () => {
      while (running) {
        await send(testCase);
        answered += 1;
      }
    });
    const health: number[] = [];
    const prober = (async () => {
      while (running) {
        health.push(await healthz());
        await new Promise((done) => setTimeout(done, 50));
      }
    })();
    await new Promise((done) => setTimeout(done, 5_000));
    running = false;
    await Promise.all([...connections, prober]);
    lines.push(
      `${testCase.name.padEnd(34)} ${status.padEnd(22)} ${`${median(alone).toFixed(1)} ms`.padStart(10)} ${(answered / 5).toFixed(0).padStart(11)} ${`${median(health).toFixed(1)} ms`.padStart(12)} ${`${Math.max(...health).toFixed(0)} ms`.padStart(12)}`,
    );
  }
  return lines;
}
