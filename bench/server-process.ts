// The server as a child process of a bench's own, so its memory and CPU are its own: development,
// the embedded database with the demo data, on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export interface BenchServer {
  port: number;
  dataDir: string;
  /** PUBLIC_CACHE_SECONDS: 0 turns the visitors' caches off */
  cacheSeconds: number;
  /** node's flags (--expose-gc) */
  nodeFlags?: string[];
  /** modules imported after tsx, before the server (bench/gc-on-signal.mjs) */
  imports?: string[];
  /** settings beside the bench's own */
  env?: Record<string, string>;
}

export function spawnBenchServer({
  port,
  dataDir,
  cacheSeconds,
  nodeFlags = [],
  imports = [],
  env = {},
}: BenchServer): ChildProcess {
  const args = [
    ...nodeFlags,
    '--import',
    'tsx',
    ...imports.flatMap((module) => ['--import', module]),
    'server/main.ts',
  ];
  return spawn(process.execPath, args, {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'bench-password',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PUBLIC_CACHE_SECONDS: String(cacheSeconds),
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
}
