// Where a CPU profile's time goes (a .cpuprofile from bench/render-loop.ts --profile, or node --cpu-prof):
// self time by library (positions in the server's build of the client are mapped back to their sources
// through its source maps), and the functions with the most self time.
//   npx tsx bench/cpu-profile.ts /tmp/render.cpuprofile [--top 40] [--after-ms 15000]
// --after-ms leaves out the samples of the first milliseconds (a server's start, before the load).
import { readFileSync, existsSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '40' }, 'after-ms': { type: 'string', default: '0' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [--top 40]');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (maps.has(url)) return maps.get(url)!;
  let map: SourceMap | null = null;
  if (url.startsWith('file://')) {
    const path = `${fileURLToPath(url)}.map`;
    if (existsSync(path)) map = new SourceMap(JSON.parse(readFileSync(path, 'utf8')));
  }
  maps.set(url, map);
  return map;
}

/** The original source of a frame (through the build's source map when there is one) and its function's name. */
function origin(frame: ProfileNode['callFrame']): { source: string; name: string } {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return { source: name.startsWith('(') ? name : '(native)', name };
  const map = sourceMapOf(frame.url);
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as
    { originalSource?: string; originalLine?: number; name?: string } | undefined;
  if (entry?.originalSource) return { source: `${entry.originalSource}:${(entry.originalLine ?? 0) + 1}`, name };
  return { source: `${frame.url}:${frame.lineNumber + 1}`, name };
}

/** A library (or part of the app) by its source's path. */
function libraryOf(source: string): string {
  if (source.startsWith('(')) return source;
  const path = source.replace(/^file:\/\//, '');
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  if (module) {
    if (module === 'react-dom') return 'react-dom (Fizz)';
    if (
      module.startsWith('@chakra-ui') ||
      module.startsWith('@ark-ui') ||
      module.startsWith('@zag-js') ||
      module.startsWith('@pandacss')
    )
      return `chakra (${module})`;
    if (module.startsWith('@emotion')) return `emotion (${module})`;
    return module;
  }
  if (path.includes('client/vendor/')) return 'relay (vendor)';
  if (path.includes('/client/src/')) return `app: ${/client\/src\/([^/]+(?:\/[^/]+)?)/.exec(path)?.[1]}`;
  if (path.startsWith('node:')) return 'node';
  return path.replace(/:\d+$/, '');
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
const skipUs = Number(values['after-ms']) * 1000;
let elapsedUs = 0;
for (let index = 0; index < profile.samples.length; index += 1) {
  elapsedUs += profile.timeDeltas[index] ?? 0;
  if (elapsedUs < skipUs) continue;
  const id = profile.samples[index]!;
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
}
const total = [...selfMs.values()].reduce((sum, value) => sum + value, 0);
const libraries = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const node = byId.get(id)!;
  const { source, name } = origin(node.callFrame);
  const library = libraryOf(source);
  libraries.set(library, (libraries.get(library) ?? 0) + ms);
  const key = `${name}  ${source.replace(/^.*node_modules\//, '').replace(/^.*client\/src\//, 'src/')}`;
  functions.set(key, (functions.get(key) ?? 0) + ms);
}
const share = (ms: number) => `${((100 * ms) / total).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms`;
console.log(`${file}: ${total.toFixed(0)} ms sampled`);
console.log('\nself time by library');
for (const [library, ms] of [...libraries].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${share(ms)}  ${library}`);
console.log('\nself time by function');
for (const [key, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.log(`${share(ms)}  ${key}`);
