// Opening the configured database with failures a person can act on.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, redactUrl, type Database, type DatabaseOptions } from './client.ts';

export class StartupError extends Error {
  override name = 'StartupError';
}

export async function openConfiguredDatabase(config: Config, options: DatabaseOptions = {}): Promise<Database> {
  const target = config.database;
  if (target.kind === 'postgres') {
    try {
      return await openDatabase(target, options);
    } catch (error) {
      throw new StartupError(
        `Cannot reach the database at ${redactUrl(target.url)} (${reason(error)}). Start PostgreSQL and check DATABASE_URL, or unset DATABASE_URL to use the embedded database.`,
      );
    }
  }
  // PGlite is one process's database: two servers on one folder would corrupt it.
  const release = lockDataDir(target.dataDir);
  try {
    const database = await openDatabase(target, options);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw new StartupError(
      `Cannot open the embedded database in ${target.dataDir} (${reason(error)}). Check the folder's permissions and free disk space, or restore it from a backup.`,
    );
  }
}

const lockedHere = new Set<string>();

function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dirname(dataDir), `${dataDir.split(/[\\/]/).pop()}.lock`);
  if (lockedHere.has(lockFile)) {
    throw new StartupError(`The embedded database in ${dataDir} is already open in this process.`);
  }
  mkdirSync(dirname(lockFile), { recursive: true });
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid !== process.pid && processAlive(pid)) {
      throw new StartupError(
        `The embedded database in ${dataDir} is in use by process ${pid}. Stop that server first, or set DATA_DIR to another folder.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  lockedHere.add(lockFile);
  return () => {
    lockedHere.delete(lockFile);
    rmSync(lockFile, { force: true });
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return code && !message?.includes(code) ? `${code}: ${message}` : (message ?? 'unknown error');
}
