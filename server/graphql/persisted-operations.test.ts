// Persisted operations (docs/architecture.md section 4): documents by the ids relay-compiler wrote, through the
// real HTTP app, as GET and POST; full documents still allowed; the public cache keyed on the text.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../http.ts';
import { createLogger } from '../logger.ts';
import { createTestApp } from '../test/app.ts';
import { extractPersistedOperationId, loadPersistedDocuments } from './persisted-operations.ts';

const CATEGORIES = /* GraphQL */ `
  query CategoriesQuery {
    categories {
      name
    }
  }
`;
const STATES = /* GraphQL */ `
  query StatesQuery {
    states {
      name
    }
  }
`;
const LOG_VISIT = /* GraphQL */ `
  mutation LogVisitMutation($route: String!) {
    logVisit(route: $route)
  }
`;
const VIEWER = /* GraphQL */ `
  query ViewerQuery {
    viewer {
      name
    }
  }
`;

// relay-compiler's SHA256 ids: the hex digest of the document text
const idOf = (text: string) => createHash('sha256').update(text).digest('hex');
const DOCUMENTS = Object.fromEntries([CATEGORIES, STATES, LOG_VISIT, VIEWER].map((text) => [idOf(text), text]));

const folder = mkdtempSync(join(tmpdir(), 'directory-persisted-'));
const documentsFile = join(folder, 'persisted-documents.json');
writeFileSync(documentsFile, JSON.stringify(DOCUMENTS));

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createHttpApp>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
  app = createHttpApp(
    {
      config: t.config,
      logger: createLogger('silent'),
      storage: t.storage,
      mailer: t.mailer,
      db: t.database.prisma,
      database: t.database,
    },
    { persistedDocumentsFile: documentsFile, clientDist: folder },
  );
});
afterAll(() => t.close());

const ACCEPT = 'application/graphql-response+json, application/json';

async function get(params: Record<string, string>, token?: string) {
  const response = await app.request(`/graphql?${new URLSearchParams(params)}`, {
    headers: { accept: ACCEPT, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

async function post(payload: Record<string, unknown>) {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { accept: ACCEPT, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

const names = (body: any, field: string) => body.data[field].map((item: { name: string }) => item.name);

describe('persisted operations', () => {
  it('runs a query by its id as a GET, and a mutation by its id as a POST', async () => {
    const db = t.database.prisma;
    await db.state.create({ data: { name: 'Goa' } });
    const state = await get({ documentId: idOf(STATES), variables: '{}' });
    expect(state).toEqual({ status: 200, body: { data: { states: [{ name: 'Goa' }] } } });

    const before = await db.visitLog.count();
    const logged = await post({ documentId: idOf(LOG_VISIT), variables: { route: '/blogs' } });
    expect(logged.status).toBe(200);
    expect(logged.body.errors).toBeUndefined();
    expect(await db.visitLog.count()).toBe(before + 1);
  });

  it('takes the APQ-style extensions.persistedQuery.sha256Hash too', async () => {
    const answer = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: idOf(STATES) } } });
    expect(answer).toEqual({ status: 200, body: { data: { states: [{ name: 'Goa' }] } } });
  });

  it('refuses a mutation document sent by id as a GET, changing nothing', async () => {
    const before = await t.database.prisma.visitLog.count();
    const answer = await get({ documentId: idOf(LOG_VISIT), variables: JSON.stringify({ route: '/x' }) });
    expect(answer.status).toBe(405);
    expect(answer.body.errors?.[0]?.message).toMatch(/mutation/i);
    expect(await t.database.prisma.visitLog.count()).toBe(before);
  });

  it('answers an unknown id with a PersistedQueryNotFound error', async () => {
    for (const answer of [
      await get({ documentId: 'f'.repeat(64) }),
      await post({ documentId: 'constructor', variables: {} }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
      });
    }
  });

  it('still runs full documents (integrators); a document with a documentId too is refused', async () => {
    const full = await post({ query: '{ states { name } }' });
    expect(full).toEqual({ status: 200, body: { data: { states: [{ name: 'Goa' }] } } });
    const both = await post({ query: '{ categories { name } }', documentId: idOf(STATES) });
    expect(both).toEqual({
      status: 400,
      body: {
        errors: [
          { message: 'Unexpected parameter "documentId" in the request body.', extensions: { code: 'BAD_REQUEST' } },
        ],
      },
    });
    // an APQ client's retry sends the text with its hash: the text runs
    const apqRetry = await post({
      query: '{ categories { name } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } },
    });
    expect(apqRetry.body).toEqual({ data: { categories: [] } });
    const byGet = await get({ query: '{ states { name } }' });
    expect(byGet.body).toEqual({ data: { states: [{ name: 'Goa' }] } });
  });

  it('still answers a request with neither a document nor an id as GraphQL over HTTP says', async () => {
    const answer = await post({ variables: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/query/i);
  });

  it('serves a persisted public query from the response cache, each document under its own entry', async () => {
    const db = t.database.prisma;
    await db.category.create({ data: { name: 'Elite' } });
    const first = await get({ documentId: idOf(CATEGORIES), variables: '{}' });
    expect(names(first.body, 'categories')).toEqual(['Elite']);
    // another persisted document is not answered with the first one's cached answer
    expect(names((await get({ documentId: idOf(STATES), variables: '{}' })).body, 'states')).toEqual(['Goa']);

    await db.category.create({ data: { name: 'Independent' } });
    expect(names((await get({ documentId: idOf(CATEGORIES), variables: '{}' })).body, 'categories')).toEqual(['Elite']);
    // the same document sent as text shares the entry: the cache keys on the text
    expect(names((await post({ query: CATEGORIES })).body, 'categories')).toEqual(['Elite']);
    // a signed-in caller never reads the cache
    const admin = await t.tokenFor(await t.createUser({ role: 'admin' }));
    expect(names((await get({ documentId: idOf(CATEGORIES) }, admin)).body, 'categories')).toEqual([
      'Elite',
      'Independent',
    ]);
  });

  it("runs a persisted operation with the caller's session", async () => {
    const user = await t.createUser();
    const answer = await get({ documentId: idOf(VIEWER) }, await t.tokenFor(user));
    expect(answer.body).toEqual({ data: { viewer: { name: user.name } } });
  });
});

describe('the documents file', () => {
  it('reads an id -> text object, and is empty when the file is missing', () => {
    expect(loadPersistedDocuments(documentsFile).get(idOf(STATES))).toBe(STATES);
    const logged: unknown[] = [];
    const none = loadPersistedDocuments(join(folder, 'absent.json'), {
      info: (...args: unknown[]) => logged.push(args),
    } as never);
    expect(none.size).toBe(0);
    expect(logged).toHaveLength(1);
  });

  it('refuses a malformed file at start', () => {
    const broken = join(folder, 'broken.json');
    writeFileSync(broken, '{ not json');
    expect(() => loadPersistedDocuments(broken)).toThrow(/not valid JSON/);
    writeFileSync(broken, JSON.stringify(['query { a }']));
    expect(() => loadPersistedDocuments(broken)).toThrow(/JSON object/);
    writeFileSync(broken, JSON.stringify({ abc: 12 }));
    expect(() => loadPersistedDocuments(broken)).toThrow(/abc/);
  });

  it('an app without the file answers ids as not found and full documents as usual', async () => {
    const bare = createHttpApp(
      {
        config: t.config,
        logger: createLogger('silent'),
        storage: t.storage,
        mailer: t.mailer,
        db: t.database.prisma,
        database: t.database,
      },
      { persistedDocumentsFile: join(folder, 'absent.json'), clientDist: folder },
    );
    const byId = await bare.request(`/graphql?documentId=${idOf(STATES)}`, { headers: { accept: ACCEPT } });
    expect(byId.status).toBe(404);
    const full = await bare.request(`/graphql?query=${encodeURIComponent('{ states { name } }')}`, {
      headers: { accept: ACCEPT },
    });
    expect(await full.json()).toEqual({ data: { states: [{ name: 'Goa' }] } });
  });
});

describe('extractPersistedOperationId', () => {
  const request = (url: string, method = 'POST') => new Request(url, { method });
  it('reads documentId from the body or the query string, then the APQ hash', () => {
    expect(extractPersistedOperationId({ documentId: 'a' } as never, request('http://x/graphql'))).toBe('a');
    expect(extractPersistedOperationId({} as never, request('http://x/graphql?documentId=b', 'GET'))).toBe('b');
    expect(
      extractPersistedOperationId(
        { extensions: { persistedQuery: { version: 1, sha256Hash: 'c' } } } as never,
        request('http://x/graphql'),
      ),
    ).toBe('c');
    expect(
      extractPersistedOperationId(
        { documentId: 5, extensions: { persistedQuery: 'x' } } as never,
        request('http://x/graphql'),
      ),
    ).toBeNull();
    // a POST's query string is no document id
    expect(extractPersistedOperationId({} as never, request('http://x/graphql?documentId=b'))).toBeNull();
  });
});
