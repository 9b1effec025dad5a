// One folder for the run's template databases (e2e/server.ts), removed when the run ends: the test files'
// processes may be stopped without running their exit handlers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup() {
  const folder = mkdtempSync(join(tmpdir(), 'directory-e2e-templates-'));
  process.env.E2E_TEMPLATES_DIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
