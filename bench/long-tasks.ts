// What holds a phone's main thread while a public page starts: a Chromium performance trace of each page
// (the CPU slowed 4x as Lighthouse's mobile preset does, a phone's viewport, the production build served by
// the real server with the demo data), and for every task over 50 ms what ran in it: the trace's own events
// (script evaluation of which chunk, timers, style and layout, GC...) and its CPU samples by library,
// mapped through the build's source maps (react-dom's hydration, Chakra, emotion, Relay, the app).
// A static page without scripts is traced in the same run: the machine is shared, so compare against it;
// thread times (`tdur`, CPU) are the figures to trust, wall times less.
//   npm run build && npx tsx bench/long-tasks.ts [--runs 2] [--json /tmp/trace-dir] [--pages home,city] [--functions]
// (--pages: only the pages whose names contain one of the words; --functions: each long task's functions too)
// first: what the modules below read when they load
import './production-env.ts';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { adIdOfPath } from '../common/routes.ts';
import { launchBrowser } from '../e2e/browser.ts';
import { startTestServer } from '../e2e/server.ts';
import { CLIENT_DIST } from '../server/http.ts';
import { startStaticBaseline } from './static-baseline.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    json: { type: 'string' },
    pages: { type: 'string' },
    functions: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const LONG_TASK_US = 50_000;
const CPU_SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; functionName?: string; type?: string } };
}

const server = await startTestServer({ SEED_DEMO: 'true', LOG_LEVEL: 'error' });
const base = server.baseUrl;
const staticPage = await startStaticBaseline();
const staticBase = staticPage.url;

async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}
const firstAd = (
  await graphql<{ ads: { edges: { node: { id: string; location: { slug: string } } }[] } }>(
    '{ ads(first: 1) { edges { node { id location { slug } } } } }',
  )
).ads.edges[0]!.node;
const blogSlug = (
  await graphql<{ blogs: { edges: { node: { slug: string } }[] } }>('{ blogs(first: 1) { edges { node { slug } } } }')
).blogs.edges[0]!.node.slug;
// the ad page's readable address: the first ad link a city listing shows
const cityPath = `/call-girls/${firstAd.location.slug}`;
const cityHtml = await (await fetch(`${base}${cityPath}`)).text();
const adPath = [...cityHtml.matchAll(/href="(\/call-girls\/[^"?#]+)"/g)]
  .map((match) => match[1]!)
  .find((path) => adIdOfPath(path) !== null);

const pages = [
  { name: 'static baseline', url: `${staticBase}/` },
  { name: 'home', url: `${base}/` },
  { name: 'city listing', url: `${base}${cityPath}` },
  // issue 35: the Hindi city listing, from Hindi's build (decision 0131)
  { name: 'city listing (Hindi)', url: `${base}/hi${cityPath}` },
  ...(adPath ? [{ name: 'ad page', url: `${base}${adPath}` }] : []),
  { name: 'blog', url: `${base}/blogs/${blogSlug}` },
];
const pageWords = values.pages?.split(',').filter(Boolean) ?? [];
const chosenPages = pageWords.length
  ? pages.filter(({ name }) => name === 'static baseline' || pageWords.some((word) => name.includes(word)))
  : pages;
if (pageWords.length && chosenPages.length === 1) throw new Error(`no page's name contains ${values.pages}`);

// ---- source maps: a sample's library ----
const maps = new Map<string, SourceMap | null>();
function sourceOf(url: string, line: number, column: number): string | null {
  const path = /\/assets\/[^?#]+\.js$/.exec(url)?.[0];
  if (!path) return null;
  if (!maps.has(path)) {
    const file = join(CLIENT_DIST, `${path}.map`);
    maps.set(path, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const entry = maps.get(path)?.findEntry(line, column) as { originalSource?: string } | undefined;
  return entry?.originalSource ?? path;
}
/** A sample's function with the file and line it stands at in its original source. */
function functionOf(frame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number }): string {
  const name = frame.functionName || '(anonymous)';
  const path = /\/assets\/[^?#]+\.js$/.exec(frame.url)?.[0];
  if (!path) return name;
  sourceOf(frame.url, 0, 0);
  const entry = maps.get(path)?.findEntry(frame.lineNumber ?? 0, frame.columnNumber ?? 0) as
    { originalSource?: string; originalLine?: number } | undefined;
  if (!entry?.originalSource) return name;
  const file = entry.originalSource.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${name} (${file}:${(entry.originalLine ?? 0) + 1})`;
}
function libraryOf(frame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number }): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const source = sourceOf(frame.url, frame.lineNumber ?? 0, frame.columnNumber ?? 0);
  if (!source) return frame.url.startsWith('http') ? '(page, inline)' : '(browser)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (module) {
    if (module === 'react-dom') return 'react-dom (hydration, commit)';
    if (module.startsWith('@chakra-ui') || module.startsWith('@ark-ui') || module.startsWith('@zag-js'))
      return 'chakra';
    if (module.startsWith('@emotion')) return 'emotion';
    if (module.startsWith('relay') || module.startsWith('react-relay')) return 'relay';
    return module;
  }
  if (source.includes('vendor/')) return 'relay (vendor)';
  // the build's maps name the app's sources from client/dist/assets: ../../src/...
  const app = /(?:^|\/)src\/(.+)$/.exec(source)?.[1];
  if (app) return `app: ${app}`;
  return source;
}

// ---- a trace's main thread ----
interface Sample {
  ts: number;
  library: string;
  fn: string;
}
function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const samples: Sample[] = [];
  const profiles = new Map<
    string,
    { start: number; time: number; nodes: Map<number, { library: string; fn: string }> }
  >();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.tid === tid) {
      profiles.set(event.id!, { start: Number(event.args?.data?.startTime ?? event.ts), time: 0, nodes: new Map() });
      profiles.get(event.id!)!.time = profiles.get(event.id!)!.start;
    }
  }
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id!);
    if (!profile) continue;
    const data = event.args?.data as {
      cpuProfile?: {
        nodes?: {
          id: number;
          callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? [])
      profile.nodes.set(node.id, {
        library: libraryOf(node.callFrame),
        fn: values.functions ? functionOf(node.callFrame) : node.callFrame.functionName || '(anonymous)',
      });
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < ids.length; index += 1) {
      profile.time += deltas[index] ?? 0;
      const node = profile.nodes.get(ids[index]!);
      if (node) samples.push({ ts: profile.time, library: node.library, fn: node.fn });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

function mainThread(events: TraceEvent[], pageUrl: string): { pid: number; tid: number } {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  // the renderer that loaded the page: the renderer main thread that parsed HTML and worked the most
  let best: { pid: number; tid: number; busy: number } | null = null;
  for (const main of mains) {
    let busy = 0;
    let parsed = false;
    for (const event of events) {
      if (event.pid !== main.pid || event.tid !== main.tid) continue;
      if (event.name === 'ParseHTML') parsed = true;
      if (event.name === 'RunTask') busy += event.tdur ?? 0;
    }
    if (parsed && (!best || busy > best.busy)) best = { pid: main.pid, tid: main.tid, busy };
  }
  if (best) return { pid: best.pid, tid: best.tid };
  throw new Error(`no renderer main thread for ${pageUrl}`);
}

const ms = (us: number) => (us / 1000).toFixed(0);

/** What an event inside a task was, in words. */
function describe(event: TraceEvent): string | null {
  const data = event.args?.data ?? {};
  const file = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(inline)';
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${file(data.url ?? (data as { stackTrace?: { url: string }[] }).stackTrace?.[0]?.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${file(data.url ?? (data as { fileName?: string }).fileName)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'EventDispatch':
      return `event ${String(data.type)}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse stylesheet';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style recalc';
    case 'Layout':
      return 'layout';
    case 'PrePaint':
    case 'Paint':
    case 'UpdateLayer':
    case 'Layerize':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return 'GC';
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'image decode';
    case 'HitTest':
      return 'hit test';
    case 'IntersectionObserverController::computeIntersections':
    case 'IntersectionObserver::UpdateObservations':
      return 'IntersectionObserver';
    default:
      return null;
  }
}

interface TaskRow {
  startMs: number;
  wallMs: number;
  cpuMs: number;
  what: string;
  libraries: string;
  functions: string;
}
interface PageResult {
  name: string;
  busyCpuMs: number;
  tbtWallMs: number;
  tasks: TaskRow[];
  libraries: Map<string, number>;
}

function analyse(name: string, url: string, events: TraceEvent[]): PageResult {
  const { pid, tid } = mainThread(events, url);
  const own = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const navigation = own.find((event) => event.name === 'ParseHTML')?.ts ?? own[0]!.ts;
  const tops = own
    .filter((event) => event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  // outermost tasks only
  const tasks: TraceEvent[] = [];
  for (const task of tops) {
    const last = tasks.at(-1);
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(task);
  }
  const samples = samplesOf(events, pid, tid);
  const allLibraries = new Map<string, number>();
  const rows: TaskRow[] = [];
  let busy = 0;
  let blocking = 0;
  for (const task of tasks) {
    if (task.ts < navigation - 1000) continue;
    busy += task.tdur ?? task.dur ?? 0;
    const inside = (event: { ts: number }) => event.ts >= task.ts && event.ts <= task.ts + (task.dur ?? 0);
    const taskSamples = samples.filter(inside);
    const libraries = new Map<string, number>();
    const functions = new Map<string, number>();
    for (let index = 0; index < taskSamples.length; index += 1) {
      const sample = taskSamples[index]!;
      const next = taskSamples[index + 1]?.ts ?? task.ts + (task.dur ?? 0);
      const weight = Math.max(0, Math.min(next - sample.ts, 5000));
      libraries.set(sample.library, (libraries.get(sample.library) ?? 0) + weight);
      functions.set(sample.fn, (functions.get(sample.fn) ?? 0) + weight);
      allLibraries.set(sample.library, (allLibraries.get(sample.library) ?? 0) + weight);
    }
    if ((task.dur ?? 0) <= LONG_TASK_US) continue;
    blocking += (task.dur ?? 0) - LONG_TASK_US;
    // the named events in the task, by their own durations (outermost of each kind)
    const kinds = new Map<string, number>();
    for (const event of own) {
      if (event === task || !inside(event) || !event.dur) continue;
      const label = describe(event);
      if (label) kinds.set(label, Math.max(kinds.get(label) ?? 0, 0) + event.dur);
    }
    const sampled = [...libraries.values()].reduce((sum, value) => sum + value, 0) || 1;
    rows.push({
      startMs: (task.ts - navigation) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
      what: [...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([label, us]) => `${label} ${ms(us)}`)
        .join('; '),
      libraries: [...libraries]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([library, us]) => `${library} ${Math.round((100 * us) / sampled)}%`)
        .join(', '),
      functions: [...functions]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([fn, us]) => `${fn} ${Math.round((100 * us) / sampled)}%`)
        .join(', '),
    });
  }
  return { name, busyCpuMs: busy / 1000, tbtWallMs: blocking / 1000, tasks: rows, libraries: allLibraries };
}

const browser = await launchBrowser();
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];
if (values.json) mkdirSync(values.json, { recursive: true });
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const { name, url } of chosenPages) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url, { waitUntil: 'load' });
      // the app starts after the load event and the first paint (boot.ts), in tasks of its own
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3000);
      const buffer = await browser.stopTracing();
      await context.close();
      if (values.json) writeFileSync(join(values.json, `${name.replace(/\W+/g, '-')}-${run}.json`), buffer);
      const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
      const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
      const result = analyse(name, url, events);
      console.log(
        `\n## ${name} (run ${run}): main thread busy ${result.busyCpuMs.toFixed(0)} ms CPU; blocking (wall, >50 ms) ${result.tbtWallMs.toFixed(0)} ms; ${result.tasks.length} long tasks`,
      );
      if (result.tasks.length) {
        console.log('| at | wall | CPU | what (events, ms wall) | CPU samples by library |');
        console.log('|---|---|---|---|---|');
        for (const row of result.tasks)
          console.log(
            `| ${row.startMs.toFixed(0)} ms | ${row.wallMs.toFixed(0)} ms | ${row.cpuMs.toFixed(0)} ms | ${row.what} | ${row.libraries} |` +
              (values.functions ? `\n|   | functions, self time: ${row.functions} ||||` : ''),
          );
      }
      const total = [...result.libraries.values()].reduce((sum, value) => sum + value, 0) || 1;
      console.log(
        `all samples: ${[...result.libraries]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 10)
          .map(([library, us]) => `${library} ${ms(us)} ms (${Math.round((100 * us) / total)}%)`)
          .join(', ')}`,
      );
    }
  }
} finally {
  await browser.close();
  staticPage.close();
  await server.close();
}
