import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrationList } from './db/migrate.ts';
import { createTestApp } from './test/app.ts';

const clientDist = mkdtempSync(join(tmpdir(), 'directory-dist-'));
mkdirSync(join(clientDist, 'assets'));
writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
writeFileSync(join(clientDist, 'assets', 'app-abc123.js'), 'console.log(1)');
// a file without an extension is none the build writes: its path is a page's
writeFileSync(join(clientDist, 'blogs'), 'not a page');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clientDist });
});
afterAll(() => t.close());

function globalId(type: string, id: number) {
  return Buffer.from(`${type}:${id}`).toString('base64');
}

describe('GET /healthz', () => {
  it('answers an admin JSON with the database state and the applied migrations', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const response = await t.app.request('/healthz', {
      headers: { authorization: `Bearer ${await t.tokenFor(admin)}` },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    const migrations = (await readMigrationList()).migrationDirectories.map((directory) => directory.path);
    expect(body).toMatchObject({
      status: 'ok',
      database: { state: 'up', migrations: { applied: migrations.length, latest: migrations.at(-1) } },
    });
    expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers 503 when a dependency is down: the public learns only that, an admin learns which and why', async () => {
    const withStore = await createTestApp({
      clientDist,
      dependencies: [
        {
          name: 'media store',
          location: 's3://media at http://store.test',
          probe: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.9:9000')),
        },
        { name: 'job queue', location: 'the database', probe: () => Promise.resolve() },
      ],
    });
    try {
      const visitor = await withStore.app.request('/healthz');
      expect(visitor.status).toBe(503);
      expect(await visitor.json()).toEqual({ status: 'down' });
      const admin = await withStore.createUser({ role: 'admin' });
      const asAdmin = await withStore.app.request('/healthz', {
        headers: { authorization: `Bearer ${await withStore.tokenFor(admin)}` },
      });
      expect(asAdmin.status).toBe(503);
      expect(await asAdmin.json()).toMatchObject({
        status: 'down',
        database: { state: 'up' },
        dependencies: [
          {
            name: 'media store',
            location: 's3://media at http://store.test',
            state: 'down',
            reason: 'connect ECONNREFUSED 10.0.0.9:9000',
          },
          { name: 'job queue', location: 'the database', state: 'up' },
        ],
      });
    } finally {
      await withStore.close();
    }
  });
});

describe('/graphql', () => {
  it('answers a visitor: viewer is null', async () => {
    const { status, body } = await t.graphql(/* GraphQL */ `
      {
        viewer {
          id
          name
        }
      }
    `);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { viewer: null } });
  });

  it('answers a signed-in user with their own account and balance', async () => {
    const user = await t.createUser();
    await t.database.prisma.user.update({ where: { id: user.id }, data: { credits: 12 } });
    const token = await t.tokenFor(user);
    const { body } = await t.graphql(
      /* GraphQL */ `
        {
          viewer {
            id
            name
            role
            status
            credits
          }
        }
      `,
      {},
      token,
    );
    expect(body.data.viewer).toEqual({
      id: globalId('User', user.id),
      name: user.name,
      role: 'user',
      status: 'active',
      credits: 12,
    });
  });

  it("treats a suspended user's token as no session", async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user);
    await t.database.prisma.user.update({ where: { id: user.id }, data: { status: 'suspended' } });
    const { body } = await t.graphql(
      /* GraphQL */ `
        {
          viewer {
            id
          }
        }
      `,
      {},
      token,
    );
    expect(body.data.viewer).toBeNull();
  });

  it('resolves a node by global id for its owner and an admin, never for a stranger', async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const admin = await t.createUser({ role: 'admin' });
    const query = /* GraphQL */ `
      query ($id: ID!) {
        node(id: $id) {
          id
          ... on User {
            email
          }
        }
      }
    `;
    const variables = { id: globalId('User', owner.id) };

    const asOwner = await t.graphql(query, variables, await t.tokenFor(owner));
    expect(asOwner.body.data.node).toEqual({ id: variables.id, email: owner.email });
    const asAdmin = await t.graphql(query, variables, await t.tokenFor(admin));
    expect(asAdmin.body.data.node.email).toBe(owner.email);

    const asStranger = await t.graphql(query, variables, await t.tokenFor(stranger));
    expect(asStranger.body.data?.node ?? null).toBeNull();
    // told nothing is there, as for an id naming nothing (issue 30)
    expect(asStranger.body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });

    const asVisitor = await t.graphql(query, variables);
    expect(asVisitor.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('tells an expired session apart from no session', async () => {
    const user = await t.createUser();
    await t.database.prisma.user.update({ where: { id: user.id }, data: { tokenVersion: 5 } });
    const stale = await t.tokenFor(user); // still version 0
    const { body } = await t.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: globalId('User', user.id) },
      stale,
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'Session Expired. Please log in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('rejects malformed documents with a GraphQL error, not a crash', async () => {
    const { status, body } = await t.graphql('{ viewer { ');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('allows the configured client origins only (CORS)', async () => {
    const allowed = await t.app.request('/graphql', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const refused = await t.app.request('/graphql', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('/api', () => {
  it('allows the configured client origins only (CORS)', async () => {
    const preflight = (origin: string) =>
      t.app.request('/api/ads/getByLocation', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:5173',
    );
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is reserved for the REST layer: unknown routes answer JSON 404', async () => {
    const response = await t.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

describe('/media', () => {
  it('serves a stored file forever-cacheable, and nothing outside the media folder', async () => {
    const key = await t.storage.put(new TextEncoder().encode('RIFF....WEBP'), 'webp');
    const response = await t.app.request(`/media/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('RIFF....WEBP');

    for (const path of ['/media/..%2f..%2fetc%2fpasswd', '/media/ab/cd/nothing.webp', `/media/${key}/../../x`]) {
      expect((await t.app.request(path)).status).toBe(404);
    }
    // dot segments are resolved by URL parsing before routing: never a file outside the media folder
    for (const path of ['/media/../../etc/passwd', '/media/%2e%2e/%2e%2e/etc/passwd']) {
      expect(await (await t.app.request(path)).text()).not.toContain('root:');
    }
  });
});

describe('the client', () => {
  it('serves the shell for / and for client routes, and built assets as files', async () => {
    for (const path of ['/', '/call-girls', '/blogs', '/admin/users']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await t.app.request('/assets/app-abc123.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
    // a path without an extension is a page, never looked for on the disk
    expect(await (await t.app.request('/blogs')).text()).not.toContain('not a page');
  });
});

describe('compression', () => {
  it('gzips text answers for clients that accept it, and leaves others plain', async () => {
    const query = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const headers = { 'content-type': 'application/json' };
    const gzipped = await t.app.request('/graphql', {
      method: 'POST',
      body: query,
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await t.app.request('/graphql', { method: 'POST', body: query, headers });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // set by cors, compress and the request id after the answer (in place, not by copying the answer)
    for (const response of [gzipped, plain]) {
      expect(response.headers.get('vary')).toBe('Origin, Accept-Encoding');
      expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const unzipped = await new Response(gzipped.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(JSON.parse(unzipped)).toEqual(await plain.json());
  });
});
