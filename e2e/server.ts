// A real server on a fresh data folder for browser tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../server/main.ts';

export async function startTestServer(
  extra: Record<string, string> = {},
): Promise<RunningServer & { baseUrl: string; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'directory-e2e-'));
  const running = await startServer({
    // only these settings, never the shell's: the same server whatever NODE_ENV the person running the tests has
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'admin-password',
    SEED_DEMO: 'false',
    ...extra,
  });
  return { ...running, baseUrl: `http://127.0.0.1:${running.port}`, dataDir };
}
