// A real server on a fresh data folder for browser tests.
// Migrating and seeding a new PGlite takes about 6 s, starting one already seeded about 2 s: the first server
// of each set of settings (on each of India's days, as the demo's dates are) is started once on a folder of
// its own and stopped untouched, and that folder is the template every server of the set starts from a copy
// of. A server's folder is removed when it stops; the templates live in the run's folder (E2E_TEMPLATES_DIR,
// e2e/global-setup.ts), or, outside the tests (bench/), in one of this process's own, removed as it exits.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayInIndia } from '../common/india.ts';
import { startServer, type RunningServer } from '../server/main.ts';

const templates = new Map<string, string>();
let ownFolder: string | null = null;

function templatesFolder(): string {
  const run = process.env.E2E_TEMPLATES_DIR;
  if (run) {
    mkdirSync(run, { recursive: true });
    return run;
  }
  if (!ownFolder) {
    const folder = mkdtempSync(join(tmpdir(), 'directory-e2e-templates-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    ownFolder = folder;
  }
  return ownFolder;
}

async function templateFor(settings: Record<string, string>): Promise<string> {
  const key = JSON.stringify([todayInIndia(), Object.entries(settings).sort(([a], [b]) => a.localeCompare(b))]);
  const known = templates.get(key);
  if (known) return known;
  const template = mkdtempSync(join(templatesFolder(), 'template-'));
  try {
    const seeding = await startServer({ ...settings, DATA_DIR: template });
    await seeding.close();
  } catch (error) {
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
  templates.set(key, template);
  return template;
}

export async function startTestServer(
  extra: Record<string, string> = {},
): Promise<RunningServer & { baseUrl: string; dataDir: string }> {
  // only these settings, never the shell's: the same server whatever NODE_ENV the person running the tests has
  const settings = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'admin-password',
    SEED_DEMO: 'false',
    ...extra,
  };
  const template = await templateFor(settings);
  const dataDir = mkdtempSync(join(tmpdir(), 'directory-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  let running: RunningServer;
  try {
    running = await startServer({ ...settings, DATA_DIR: dataDir });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...running,
    close: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    baseUrl: `http://127.0.0.1:${running.port}`,
    dataDir,
  };
}
