// The page's one script: it loads the app (main.tsx). A page the server rendered is already drawn,
// so the app's code waits until the page has loaded (its lead photo first) and been painted, or
// START_DEADLINE_MS, and never competes with the photo or the first paint. Then the page's own chunks, named by the server
// (server/page-document.ts), are fetched alongside the app instead of after it. A page the browser
// renders (the dashboards) has nothing to show without the app, so it starts at once.
// The app's code is evaluated in stages, each in a task of its own: evaluated at once, it held a phone's
// main thread for some 180 ms (Lighthouse's 4x CPU slowdown), the page's longest task. The page's chunks
// are preloaded a few to a task as well: some 25 at once held it for 60 to 140 ms (docs/decisions/0108).
import { eachInTasks, stepsInTasks } from './lib/inTasks.ts';

/** The longest a rendered page's images delay the app, counted from when the HTML has been read. */
const START_DEADLINE_MS = 2000;

/** Module preloads started in one task: each starts a module's fetch and compilation. */
const PRELOADS_PER_TASK = 4;

/** The page's chunks the server listed (server/page-document.ts), in their order. */
function pageChunkFiles(): string[] {
  const list = document.getElementById('page-chunks');
  let files: unknown;
  try {
    files = JSON.parse(list?.textContent ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  return files.filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/'));
}

function preload(file: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  document.head.append(link);
}

/**
 * React with the public pages' shared chunk (Relay's runtime and hooks), then React's DOM renderer, then
 * Chakra's styling system and the theme, then the rest of the app, which starts: each evaluated in a task
 * of its own (the first two were one task of 45 to 95 ms at a phone's CPU). (More stages, e.g. Relay's
 * environment and the app's components apart, split the app into more chunks: 2.5 KB more of JavaScript a page.)
 */
function loadAppInStages(): Promise<void> {
  return stepsInTasks([
    () => import('react'),
    () => import('react-dom/client'),
    () => import('./app/theme.ts'),
    () => import('./main.tsx'),
  ]);
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void eachInTasks(pageChunkFiles(), PRELOADS_PER_TASK, preload).then(loadAppInStages);
}

/** After the next frame is painted: a small page can load before its first paint. */
function afterPaint(callback: () => void): void {
  // a frame callback runs just before the paint, and a timer set there after it
  requestAnimationFrame(() => setTimeout(callback, 0));
}

if (document.getElementById('relay-store') && document.readyState !== 'complete') {
  addEventListener('load', () => afterPaint(start), { once: true });
  setTimeout(start, START_DEADLINE_MS);
} else {
  start();
}
