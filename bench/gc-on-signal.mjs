// Loaded into a bench's server process (`node --expose-gc --import ./bench/gc-on-signal.mjs ...`):
// on SIGUSR2 it collects all garbage and appends the process's memory figures (MB) as a JSON line to
// MEMORY_REPORT_FILE, so a bench can tell memory the server holds from garbage not yet collected.
// Plain JavaScript: worker threads (the embedded database's) load it too, before any TypeScript loader.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const reportFile = process.env.MEMORY_REPORT_FILE;
const collect = globalThis.gc;
if (isMainThread && reportFile && collect) {
  process.on('SIGUSR2', () => {
    collect();
    const usage = process.memoryUsage();
    const megabytes = Object.fromEntries(Object.entries(usage).map(([name, bytes]) => [name, bytes / 2 ** 20]));
    appendFileSync(reportFile, `${JSON.stringify(megabytes)}\n`);
  });
}
