// Loaded into a bench's server process (`node --expose-gc --import tsx --import ./bench/gc-on-signal.ts`):
// on SIGUSR2 it collects all garbage and appends the process's memory figures (MB) as a JSON line to
// MEMORY_REPORT_FILE, so a bench can tell memory the server holds from garbage not yet collected.
import { appendFileSync } from 'node:fs';

const reportFile = process.env.MEMORY_REPORT_FILE;
const collect = (globalThis as { gc?: () => void }).gc;
if (reportFile && collect) {
  process.on('SIGUSR2', () => {
    collect();
    const usage = process.memoryUsage();
    appendFileSync(reportFile, `${JSON.stringify({ rss: usage.rss / 2 ** 20, heapUsed: usage.heapUsed / 2 ** 20 })}\n`);
  });
}
