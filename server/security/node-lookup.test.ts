// Issue 30, finding 6, as an attacker would try it: `node(id:)` told a missing account or credit
// request ("Unexpected error", with a stack logged at error level) from one the caller may not read
// (FORBIDDEN), an existence oracle; now both answer NOT_FOUND to a signed-in caller and "please log in"
// to one without a session. And a visitor's query answered other errors once compiled (graphql-jit) than
// interpreted: every refused field of a nulled object, the response cache's
// internal alias `__responseCacheId`, an error without its locations.
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPILED_QUERIES } from '../graphql/compiled-queries.ts';
import { createHttpApp } from '../http.ts';
import { createTestApp } from '../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createHttpApp>;
const logged: Array<{ level: number; msg: string }> = [];
const tokens: Record<'owner' | 'stranger' | 'admin', string> = { owner: '', stranger: '', admin: '' };
let owner: Awaited<ReturnType<typeof t.createUser>>;
let requestId: number;
const compiledNames: Array<string | null> = [];

beforeAll(async () => {
  // the response cache on, as deployed: it adds its aliases to the document it executes
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '10' } });
  const logger = pino(
    { level: 'info' },
    new Writable({ write: (chunk, _encoding, done) => (logged.push(JSON.parse(String(chunk))), done()) }),
  );
  // visitors' queries compiled from their second execution, as in every test app
  app = createHttpApp(
    {
      config: t.config,
      logger,
      storage: t.storage,
      mailer: t.mailer,
      db: t.database.prisma,
      database: t.database,
      rateLimits: t.rateLimits,
    },
    {
      clientDist: join(t.config.dataDir, 'no-client'),
      pageRenderer: null,
      compiledQueries: { ...COMPILED_QUERIES, after: 1, onCompiled: (name) => compiledNames.push(name) },
    },
  );
  owner = await t.createUser();
  tokens.owner = await t.tokenFor(owner);
  tokens.stranger = await t.tokenFor(await t.createUser());
  tokens.admin = await t.tokenFor(await t.createUser({ role: 'admin' }));
  requestId = (
    await t.database.prisma.creditRequest.create({
      data: { userId: owner.id, amount: 450, paymentScreenshot: 'aa/bb/shot.webp' },
    })
  ).id;
});
afterAll(() => t.close());
beforeEach(() => {
  logged.length = 0;
});

const globalId = (typename: string, id: number | string) => Buffer.from(`${typename}:${id}`).toString('base64');

async function ask(query: string, token?: string) {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

const NODE = (id: string) => `{ node(id: "${id}") { id ... on User { email } ... on CreditRequest { amount } } }`;

describe('node(id:) answers a missing id as one the caller may not read, at the node: NOT_FOUND when signed in', () => {
  for (const [typename, existing] of [
    ['User', () => owner.id],
    ['CreditRequest', () => requestId],
  ] as const) {
    it(`a ${typename}: the same NOT_FOUND to a signed-in stranger, nothing logged`, async () => {
      const refused = await ask(NODE(globalId(typename, existing())), tokens.stranger);
      const missing = await ask(NODE(globalId(typename, 999_999)), tokens.stranger);
      expect(missing).toEqual(refused);
      expect(missing.body).toEqual({
        data: { node: null },
        errors: [
          {
            message: 'Nothing was found for this id.',
            locations: [{ line: 1, column: 3 }],
            path: ['node'],
            extensions: { code: 'NOT_FOUND' },
          },
        ],
      });
      expect(JSON.stringify(refused.body)).not.toContain('450');
      expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    });

    it(`a ${typename}: the same request to log in to a visitor, NOT_FOUND to an admin for a missing one`, async () => {
      const refused = await ask(NODE(globalId(typename, existing())));
      expect(await ask(NODE(globalId(typename, 999_999)))).toEqual(refused);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ path: ['node'], extensions: { code: 'UNAUTHENTICATED' } }),
      ]);
      const missing = await ask(NODE(globalId(typename, 999_999)), tokens.admin);
      expect(missing.body.errors).toEqual([
        expect.objectContaining({ path: ['node'], extensions: { code: 'NOT_FOUND' } }),
      ]);
      expect((await ask(NODE(globalId(typename, existing())), tokens.owner)).body.errors).toBeUndefined();
      expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    });
  }

  it('nodes(ids:) answers each id apart: a missing one does not fail the others', async () => {
    const { body } = await ask(
      `{ nodes(ids: ["${globalId('User', owner.id)}", "${globalId('User', 999_999)}", "${globalId('Nope', 1)}"]) { id } }`,
      tokens.owner,
    );
    expect(body.data).toEqual({ nodes: [{ id: globalId('User', owner.id) }, null, null] });
    expect(body.errors?.map((error) => [error.path, error.extensions.code])).toEqual([
      [['nodes', 1], 'NOT_FOUND'],
      [['nodes', 2], 'NOT_FOUND'],
    ]);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe("a visitor's query answers the same errors compiled as interpreted", () => {
  /** The answers to `query` interpreted (first execution) and compiled (the test app compiles from the second). */
  let asked = 0;
  async function interpretedAndCompiled(text: string) {
    // a text of its own: a document is compiled after its own executions (the comment is no token)
    asked += 1;
    const query = `# ${asked}\n${text}`;
    const interpreted = await ask(query);
    compiledNames.length = 0;
    const compiled = await ask(query);
    expect(compiledNames).toHaveLength(1);
    return { interpreted: interpreted.body, compiled: compiled.body };
  }

  it('one error for an object a refusal nulls, not one per refused field', async () => {
    const { interpreted, compiled } = await interpretedAndCompiled(
      '{ siteSettings { siteName notificationEmails updatedAt } }',
    );
    expect(interpreted.errors).toHaveLength(1);
    expect(compiled).toEqual(interpreted);
  });

  it('no internal alias of the response cache named, locations on every error', async () => {
    for (const query of [
      NODE(globalId('User', owner.id)),
      `{ node(id: "${globalId('User', owner.id)}") { __typename } }`,
    ]) {
      const { interpreted, compiled } = await interpretedAndCompiled(query);
      expect(compiled).toEqual(interpreted);
      expect(JSON.stringify(compiled)).not.toContain('__responseCache');
      for (const error of compiled.errors ?? [])
        expect(error.locations?.length, JSON.stringify(error)).toBeGreaterThan(0);
    }
  });

  it("keeps the locations of a resolver's expected error once compiled", async () => {
    const { interpreted, compiled } = await interpretedAndCompiled(`{ node(id: "${globalId('Nope', 1)}") { id } }`);
    expect(interpreted.errors?.[0]).toMatchObject({
      locations: [{ line: 2, column: 3 }],
      extensions: { code: 'NOT_FOUND' },
    });
    expect(compiled).toEqual(interpreted);
  });
});
