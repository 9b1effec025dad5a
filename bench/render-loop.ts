// The render alone, in this process: the server's build of the client (client/dist-server, `npm run build`
// first) renders one page again and again with its GraphQL answers replayed from memory, so what is
// measured is React, Chakra, emotion and Relay, not the query. The answers are recorded once from a real
// server (PGlite, --ads over --cities, every cache off), which is then closed.
//   npx tsx bench/render-loop.ts [--page city|ad | --location /about-us] [--renders 300] [--profile /tmp/render.cpuprofile] [--root <checkout>] [--renderer <file>]
//                                [--against <other renderPage.js> [--batches 10]]   (two builds, alternating batches)
// Prints the CPU per render (process.cpuUsage: the main thread and V8's helper threads, GC included) and
// the page's sizes; --profile writes a CPU profile of the measured renders only (read it with
// bench/cpu-profile.ts). Prints figures only: nothing here asserts a speed.
import './production-env.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchEnv, seedAds } from './seed-ads.ts';
import type { ExecuteGraphQL, GraphQLAnswer, RenderedPage, ServerRequest } from '../common/pageRendering.ts';
import { adPathOf } from '../common/routes.ts';
import type { startServer as startServerType } from '../server/main.ts';

/** A server build of the client: `preparePage` then `render` (issue 32), or `renderPage` in builds before it. */
type PageRenderer =
  | { preparePage(request: ServerRequest, execute: ExecuteGraphQL): Promise<{ render(): Promise<RenderedPage> }> }
  | { renderPage(request: ServerRequest, execute: ExecuteGraphQL): Promise<RenderedPage> };
const renderWith = async (by: PageRenderer, request: ServerRequest, execute: ExecuteGraphQL): Promise<RenderedPage> =>
  'preparePage' in by ? (await by.preparePage(request, execute)).render() : by.renderPage(request, execute);

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: 'city' },
    /** any other address to render instead (e.g. / or /about-us) */
    location: { type: 'string' },
    renders: { type: 'string', default: '300' },
    ads: { type: 'string', default: '2000' },
    cities: { type: 'string', default: '20' },
    profile: { type: 'string' },
    root: { type: 'string', default: resolve(import.meta.dirname, '..') },
    /** another server build of the client than the checkout's client/dist-server/renderPage.js */
    renderer: { type: 'string' },
    /** a second server build, measured against the first in alternating batches in this same process */
    against: { type: 'string' },
    batches: { type: 'string', default: '10' },
  },
});
const root = resolve(values.root);
const RENDERS = Number(values.renders);

const { startServer } = (await import(`${root}/server/main.ts`)) as { startServer: typeof startServerType };
const rendererFile = values.renderer ? resolve(values.renderer) : `${root}/client/dist-server/renderPage.js`;
const renderer = (await import(rendererFile)) as PageRenderer;
const against = values.against ? ((await import(resolve(values.against))) as PageRenderer) : null;
const running = await startServer({ ...benchEnv(), PUBLIC_CACHE_SECONDS: '0' });
await seedAds(running.database.prisma, Number(values.ads), Number(values.cities));
const origin = `http://127.0.0.1:${running.port}`;

async function graphqlOver(body: Record<string, unknown>): Promise<GraphQLAnswer> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as GraphQLAnswer;
}

const first = (
  await graphqlOver({ query: '{ ads(first: 1) { edges { node { databaseId name location { slug } } } } }' })
).data as {
  ads: { edges: { node: { databaseId: number; name: string; location: { slug: string } } }[] };
};
const node = first.ads.edges[0]!.node;
const location =
  values.location ??
  (values.page === 'ad'
    ? adPathOf({ citySlug: node.location.slug, name: node.name, databaseId: node.databaseId })
    : `/call-girls/${node.location.slug}`);
const settings = (
  await graphqlOver({
    query: '{ siteSettings { siteName contactEmail contactPhone supportHours grievanceOfficer { name email phone } } }',
  })
).data as {
  siteSettings: ServerRequest['siteSettings'];
};
const request: ServerRequest = {
  location,
  origin: 'https://example.com',
  cookies: null,
  siteSettings: settings.siteSettings,
};

const recorded = new Map<string, string>();
const keyOf = (document: Parameters<ExecuteGraphQL>[0], variables: Record<string, unknown>) =>
  JSON.stringify([document, variables]);
const live: ExecuteGraphQL = async (document, variables) => {
  const answer = await graphqlOver({ ...document, variables });
  recorded.set(keyOf(document, variables), JSON.stringify(answer));
  return answer;
};
const replay: ExecuteGraphQL = (document, variables) => {
  const answer = recorded.get(keyOf(document, variables));
  if (answer === undefined) throw new Error(`no recorded answer for ${keyOf(document, variables).slice(0, 300)}`);
  // parsed again each time, as the server's execute does with the answer's body
  return Promise.resolve(JSON.parse(answer) as GraphQLAnswer);
};

async function renderOnce(
  execute: ExecuteGraphQL,
  by = renderer,
): Promise<{ html: number; store: number; styles: number }> {
  const page = await renderWith(by, request, execute);
  if (page.errors.length > 0) throw page.errors[0];
  const html = await new Response(page.html).text();
  const store = JSON.stringify(page.records()).length;
  return { html: html.length, store, styles: page.stylesElement.length };
}

const sizes = await renderOnce(live);
// a second build's queries may differ: recorded too, before the server closes
if (against) await renderOnce(live, against);
await running.close();
console.log(
  `${location}: ${recorded.size} GraphQL answers recorded; HTML ${sizes.html} chars, store ${sizes.store}, styles ${sizes.styles}`,
);

/** CPU time (ms) of this process's main thread, from /proc (process.cpuUsage also counts V8's helper threads). */
function mainThreadCpu(): number {
  const stat = readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

for (let index = 0; index < 100; index += 1) await renderOnce(replay);
if (against) {
  // the two builds in alternating batches, so both see the same machine
  for (let index = 0; index < 100; index += 1) await renderOnce(replay, against);
  const figures = {
    first: { main: [] as number[], all: [] as number[] },
    second: { main: [] as number[], all: [] as number[] },
  };
  const perBatch = Math.max(1, Math.round(RENDERS / Number(values.batches)));
  for (let batch = 0; batch < Number(values.batches); batch += 1) {
    for (const [name, by] of (batch % 2 === 0
      ? [
          ['first', renderer],
          ['second', against],
        ]
      : [
          ['second', against],
          ['first', renderer],
        ]) as ['first' | 'second', PageRenderer][]) {
      const main = mainThreadCpu();
      const all = process.cpuUsage();
      for (let index = 0; index < perBatch; index += 1) await renderOnce(replay, by);
      const used = process.cpuUsage(all);
      figures[name].main.push((mainThreadCpu() - main) / perBatch);
      figures[name].all.push((used.user + used.system) / 1000 / perBatch);
    }
  }
  const line = (label: string, list: { main: number[]; all: number[] }) =>
    `${label}: CPU per render, median of ${values.batches} batches of ${perBatch}: main thread ${median(list.main).toFixed(2)} ms, process ${median(list.all).toFixed(2)} ms  (main: ${list.main.map((value) => value.toFixed(1)).join(' ')})`;
  console.log(line(rendererFile, figures.first));
  console.log(line(resolve(values.against!), figures.second));
  console.log(`second / first, main thread: ${(median(figures.second.main) / median(figures.first.main)).toFixed(2)}`);
  process.exit(0);
}
const session = values.profile ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}
const cpuBefore = process.cpuUsage();
const mainBefore = mainThreadCpu();
const started = performance.now();
for (let index = 0; index < RENDERS; index += 1) await renderOnce(replay);
const elapsed = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const mainCpu = mainThreadCpu() - mainBefore;
if (session) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(values.profile!, JSON.stringify(profile));
  session.disconnect();
}
const heap = process.memoryUsage();
console.log(
  `${RENDERS} renders: ${(elapsed / RENDERS).toFixed(2)} ms each (wall), CPU ${(mainCpu / RENDERS).toFixed(2)} ms each on the main thread, ${((cpu.user + cpu.system) / 1000 / RENDERS).toFixed(2)} ms in the process; heap used ${(heap.heapUsed / 1048576).toFixed(0)} MB, RSS ${(heap.rss / 1048576).toFixed(0)} MB`,
);
if (values.profile) console.log(`profile: ${values.profile}`);
process.exit(0);
