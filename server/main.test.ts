// The start as a person runs it: config -> database -> migrations -> seed -> HTTP, and its failures.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStartupFailure, startServer } from './main.ts';
import { startS3Server, type TestS3Server } from './test/s3.ts';

const ROOT = resolve(import.meta.dirname, '..');
// a real start migrates a fresh embedded database and seeds it: seconds alone, minutes on a busy machine
const STARTS_TIMEOUT = 180_000;

function env(dataDir: string, extra: Record<string, string> = {}) {
  return { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...extra };
}

async function startFailure(variables: Record<string, string>) {
  try {
    const running = await startServer(variables);
    await running.close();
  } catch (error) {
    return describeStartupFailure(error);
  }
  throw new Error('the server started');
}

describe('startServer', () => {
  it('creates the embedded database, migrates, seeds and serves; a second start applies nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directory-start-'));
    const first = await startServer(env(dataDir, { ADMIN_PASSWORD: 'admin-password' }));
    try {
      expect(first.appliedMigrations.length).toBeGreaterThan(0);
      const base = `http://127.0.0.1:${first.port}`;
      const health = await (await fetch(`${base}/healthz`)).json();
      expect(health).toMatchObject({ status: 'ok', database: { state: 'up', kind: 'pglite', location: join(dataDir, 'pglite') } });
      const graphql = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      });
      expect(await graphql.json()).toEqual({ data: { viewer: null } });
      expect(await first.database.prisma.state.count()).toBe(36);
      expect(await first.database.prisma.user.count({ where: { role: 'admin' } })).toBe(1);
    } finally {
      await first.close();
    }

    const second = await startServer(env(dataDir, { ADMIN_PASSWORD: 'admin-password' }));
    try {
      expect(second.appliedMigrations).toEqual([]);
      expect(await second.database.prisma.state.count()).toBe(36);
      expect(await second.database.prisma.user.count({ where: { role: 'admin' } })).toBe(1);
    } finally {
      await second.close();
    }
  }, STARTS_TIMEOUT);

  it('refuses a second server on the same embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directory-lock-'));
    const first = await startServer(env(dataDir));
    try {
      expect(await startFailure(env(dataDir))).toMatch(/^The embedded database in .* is already open/);
    } finally {
      await first.close();
    }
  }, STARTS_TIMEOUT);

  it('stops with one line when the database cannot be reached', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directory-nodb-'));
    const line = await startFailure(env(dataDir, { DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/directory' }));
    expect(line).toMatch(/^Cannot reach the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/directory \(.*ECONNREFUSED.*\)\. Start PostgreSQL/);
    expect(line).not.toContain('secret');
    expect(line).not.toContain('\n');
  });

  it('stops with one line naming a bad setting', async () => {
    expect(await startFailure({ PORT: 'eighty' })).toMatch(/^Invalid setting PORT: /);
  });
});

describe('startServer with MEDIA_STORE=s3', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server(['media']);
  });
  afterAll(() => s3?.close());

  it('stops with one line when the bucket cannot be reached, naming it without its keys', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directory-nos3-'));
    const line = await startFailure(env(dataDir, { ...s3.env(), S3_ENDPOINT: 'http://127.0.0.1:1', S3_SECRET_ACCESS_KEY: 'bucket-secret' }));
    expect(line).toBe(
      'Cannot reach the media store at s3://media at http://127.0.0.1:1 (connect ECONNREFUSED 127.0.0.1:1). Start it or correct its settings, and start again.',
    );
  });

  it('stops with one line when the bucket does not exist', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directory-nobucket-'));
    expect(await startFailure(env(dataDir, s3.env('absent')))).toBe(
      `Cannot reach the media store at s3://absent at ${s3.endpoint} (the bucket "absent" does not exist (create it, or correct S3_BUCKET)). Start it or correct its settings, and start again.`,
    );
  });

  it('starts with the bucket, and reports it on /healthz', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directory-s3-start-'));
    const running = await startServer(env(dataDir, s3.env()));
    try {
      const health = await (await fetch(`http://127.0.0.1:${running.port}/healthz`)).json();
      expect(health).toMatchObject({ status: 'ok', dependencies: [{ name: 'media store', location: `s3://media at ${s3.endpoint}`, state: 'up' }] });
    } finally {
      await running.close();
    }
  }, STARTS_TIMEOUT);
});

describe('npm start\'s server process', () => {
  it('logs JSON, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directory-process-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env(dataDir, { LOG_LEVEL: 'info' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: Record<string, unknown>[] = [];
    let buffer = '';
    const listening = new Promise<number>((resolvePort, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = JSON.parse(buffer.slice(0, newline)) as Record<string, unknown>;
          buffer = buffer.slice(newline + 1);
          lines.push(line);
          if (line.msg === 'listening') resolvePort(line.port as number);
        }
      });
      child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    const port = await listening;
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const access = lines.find((line) => line.msg === 'request');
    expect(access).toMatchObject({ method: 'GET', path: '/healthz', status: 200, reqId: expect.any(String), durationMs: expect.any(Number) });
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
  }, STARTS_TIMEOUT);
});
