// The start as a person runs it: config -> database -> migrations -> seed -> HTTP, and its failures.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStartupFailure, startServer } from './main.ts';
import pg from 'pg';
import { onRealPostgres } from './test/database.ts';
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
  it(
    'creates the embedded database, migrates, seeds and serves; a second start applies nothing',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'directory-start-'));
      const first = await startServer(env(dataDir, { ADMIN_PASSWORD: 'admin-password' }));
      try {
        expect(first.appliedMigrations.length).toBeGreaterThan(0);
        const base = `http://127.0.0.1:${first.port}`;
        const health = await (await fetch(`${base}/healthz`)).json();
        expect(health).toMatchObject({
          status: 'ok',
          database: { state: 'up', kind: 'pglite', location: join(dataDir, 'pglite') },
        });
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
    },
    STARTS_TIMEOUT,
  );

  it(
    'refuses a second server on the same embedded database',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'directory-lock-'));
      const first = await startServer(env(dataDir));
      try {
        expect(await startFailure(env(dataDir))).toMatch(/^The embedded database in .* is already open/);
      } finally {
        await first.close();
      }
    },
    STARTS_TIMEOUT,
  );

  it('stops with one line when the database cannot be reached', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'directory-nodb-'));
    const line = await startFailure(env(dataDir, { DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/directory' }));
    expect(line).toMatch(
      /^Cannot reach the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/directory \(.*ECONNREFUSED.*\)\. Start PostgreSQL/,
    );
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
    const line = await startFailure(
      env(dataDir, { ...s3.env(), S3_ENDPOINT: 'http://127.0.0.1:1', S3_SECRET_ACCESS_KEY: 'bucket-secret' }),
    );
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

  it(
    'starts with the bucket, and reports it on /healthz',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'directory-s3-start-'));
      const running = await startServer(env(dataDir, s3.env()));
      try {
        const health = await (await fetch(`http://127.0.0.1:${running.port}/healthz`)).json();
        expect(health).toMatchObject({
          status: 'ok',
          dependencies: [{ name: 'media store', location: `s3://media at ${s3.endpoint}`, state: 'up' }],
        });
      } finally {
        await running.close();
      }
    },
    STARTS_TIMEOUT,
  );
});

describe.runIf(onRealPostgres)('startServer on PostgreSQL: the job queue', () => {
  const suffix = `${process.pid}_${Date.now()}`;
  const databaseName = `directory_queue_${suffix}`;
  const role = `directory_limited_${suffix}`;
  let admin: pg.Client;
  let limitedUrl: string;
  let ownUrl: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${databaseName}"`);
    // a user who may use the tables in public but create no schema in the database: pg-boss cannot set up
    await admin.query(`CREATE ROLE "${role}" LOGIN PASSWORD 'limited-password'`);
    await admin.query(`REVOKE CREATE ON DATABASE "${databaseName}" FROM PUBLIC`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    ownUrl = url.href;
    const inDatabase = new pg.Client({ connectionString: ownUrl });
    await inDatabase.connect();
    await inDatabase.query(`GRANT ALL ON SCHEMA public TO "${role}"`);
    await inDatabase.end();
    url.username = role;
    url.password = 'limited-password';
    limitedUrl = url.href;
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS "${role}"`);
    await admin.end();
  });

  it(
    'starts with the queue and the notifications listener, and reports both on /healthz',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'directory-queue-'));
      const running = await startServer(env(dataDir, { DATABASE_URL: ownUrl, ADMIN_PASSWORD: 'admin-password' }));
      try {
        const health = await (await fetch(`http://127.0.0.1:${running.port}/healthz`)).json();
        expect(health.dependencies).toEqual([
          { name: 'job queue', location: expect.stringMatching(/\(schema pgboss\)$/), state: 'up' },
          { name: 'database notifications', location: running.database.location, state: 'up' },
        ]);
      } finally {
        await running.close();
      }
    },
    STARTS_TIMEOUT,
  );
  it(
    'stops with one line when the queue cannot be set up',
    async () => {
      // the database as the first start left it (migrated), without the queue's schema, for a user who may not create one
      const inDatabase = new pg.Client({ connectionString: ownUrl });
      await inDatabase.connect();
      await inDatabase.query('DROP SCHEMA pgboss CASCADE');
      await inDatabase.query(`GRANT ALL ON ALL TABLES IN SCHEMA public TO "${role}"`);
      await inDatabase.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO "${role}"`);
      await inDatabase.end();
      const dataDir = mkdtempSync(join(tmpdir(), 'directory-queue-'));
      const message = await startFailure(env(dataDir, { DATABASE_URL: limitedUrl, ADMIN_PASSWORD: 'admin-password' }));
      expect(message).toMatch(
        /^Cannot start the job queue \(permission denied for database .+\)\. Check the database's permissions \(it keeps its jobs in schema pgboss\) and start again\.$/,
      );
      expect(message).not.toContain('limited-password');
    },
    STARTS_TIMEOUT,
  );
});

describe("npm start's server process", () => {
  it(
    'logs JSON, serves, and shuts down cleanly on SIGTERM',
    async () => {
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
      expect(access).toMatchObject({
        method: 'GET',
        path: '/healthz',
        status: 200,
        reqId: expect.any(String),
        durationMs: expect.any(Number),
      });
      expect(lines.at(-1)).toMatchObject({ msg: 'stopped' });
    },
    STARTS_TIMEOUT,
  );
});
