// Issue 14, finding 1, as an attacker would try it: queries that pass every shape limit but
// multiply work through list sizes (self-nesting similarBlogs, aliased full pages, wide `nodes`,
// repeated introspection). Each is priced before it runs and refused without a database query;
// every operation the real client sends is priced too, and stays well within the ceiling.
import { readFileSync } from 'node:fs';
import {
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operationCost, QUERY_LIMITS } from '../graphql/limits.ts';
import { DEFAULT_PERSISTED_DOCUMENTS_FILE } from '../graphql/persisted-operations.ts';
import { schema } from '../schema.ts';
import { createTestApp } from '../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const statements: string[] = [];
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => statements.push(sql) });
  const db = t.database.prisma;
  // enough blogs that every similarBlogs list is full: nesting really multiplies
  for (let index = 0; index < 8; index += 1) {
    await db.blog.create({ data: { slug: `blog-${index}`, title: `Blog ${index}`, description: '<p>Text</p>' } });
  }
  const newAd = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Independent' });
  await newAd({ moderationQueuedAt: new Date() });
  adminToken = await t.tokenFor(await t.createUser({ role: 'admin' }));
});
afterAll(() => t.close());
beforeEach(() => {
  statements.length = 0;
});

/** `blogs(first: 100)` with similarBlogs nested `levels` deep, as finding 1 sends it. */
function nestedSimilarBlogs(levels: number, first = '100'): string {
  let selection = 'slug';
  for (let level = 0; level < levels; level += 1) selection = `slug similarBlogs { ${selection} }`;
  return `{ blogs(first: ${first}) { edges { node { ${selection} } } } }`;
}

const AD_WITH_RELATIONS =
  'id name description contact images { url srcSet width height } category { name } location { name state { name } }';

function expectRefusedForCost(response: { status: number; body: { data?: unknown; errors?: any[] } }) {
  expect(response.status).toBe(400);
  expect(response.body.data).toBeUndefined();
  expect(response.body.errors).toHaveLength(1);
  expect(response.body.errors?.[0]).toMatchObject({
    message: expect.stringMatching(/^The query costs too much \(\d+; at most 20000\): ask for smaller pages/),
    extensions: { code: 'QUERY_TOO_COMPLEX', maxCost: QUERY_LIMITS.maxCost },
  });
  expect(response.body.errors?.[0]?.extensions?.cost).toBeGreaterThan(QUERY_LIMITS.maxCost);
  // refused before execution: not one resolver reached the database
  expect(statements).toEqual([]);
}

describe('finding 1: one query exhausting the server', () => {
  it('refuses similarBlogs nested 4 deep under blogs(first: 100), by far more than the ceiling, without a query', async () => {
    const response = await t.graphql(nestedSimilarBlogs(4));
    expectRefusedForCost(response);
    expect(response.body.errors?.[0]?.extensions?.cost).toBeGreaterThan(10 * QUERY_LIMITS.maxCost);
  });

  it('refuses the same nested 7 deep (the one that ran the process out of memory) by orders of magnitude', async () => {
    const response = await t.graphql(nestedSimilarBlogs(7));
    expectRefusedForCost(response);
    expect(response.body.errors?.[0]?.extensions?.cost).toBeGreaterThan(1000 * QUERY_LIMITS.maxCost);
  });

  it('refuses 30 aliases of ads(first: 100) with their relations, without a query', async () => {
    const aliases = Array.from(
      { length: 30 },
      (_, index) => `a${index}: ads(first: 100) { edges { node { ${AD_WITH_RELATIONS} } } }`,
    );
    expectRefusedForCost(await t.graphql(`{ ${aliases.join(' ')} }`));
  });

  it('answers one full page of ads with their relations, as an integrator may ask', async () => {
    const { status, body } = await t.graphql(
      `{ ads(first: 100) { totalCount edges { node { ${AD_WITH_RELATIONS} } } } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.ads.totalCount).toBe(1);
  });

  it('prices a page by the size asked in the variables, the same document passing or not', async () => {
    const document = nestedSimilarBlogs(3, '$first').replace('{ blogs', 'query Nested($first: Int) { blogs');
    const small = await t.graphql(document, { first: 2 });
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
    expect(small.body.data.blogs.edges).toHaveLength(2);
    expect(small.body.data.blogs.edges[0].node.similarBlogs[0].similarBlogs[0].similarBlogs).toHaveLength(6);
    statements.length = 0;
    expectRefusedForCost(await t.graphql(document, { first: 100 }));
  });

  it('refuses a nodes(ids:) list too wide for the ceiling, passed as variables, without a query', async () => {
    const ids = Array.from({ length: 5_000 }, (_, index) => Buffer.from(`Blog:${index + 1}`).toString('base64'));
    expectRefusedForCost(await t.graphql('query Wide($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids }));
  });

  it('refuses an introspection repeated under aliases, while the full one GraphiQL sends is answered', async () => {
    const aliases = Array.from(
      { length: 30 },
      (_, index) => `a${index}: __schema { types { name fields { name args { name } } } }`,
    );
    expectRefusedForCost(await t.graphql(`{ ${aliases.join(' ')} }`));
    const { status, body } = await t.graphql(getIntrospectionQuery());
    expect(status).toBe(200);
    expect(body.data.__schema.queryType.name).toBe('Query');
  });

  it('runs nothing when an argument of a priced field cannot be read (its cost is unknown)', async () => {
    const { status, body } = await t.graphql(
      `{ blogs(first: 100) { totalCount } ads(first: 5, locationId: "not-an-id") { totalCount } }`,
    );
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/Invalid global ID/);
    expect(statements).toEqual([]);
  });
});

/** A value of an input type, for a required variable the pricing needs (ids need not exist). */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]));
  }
  const samples: Record<string, unknown> = {
    Int: 1,
    Float: 1,
    Boolean: true,
    ID: 'QWQ6MQ==',
    Date: '2026-01-01',
    DateTime: '2026-01-01T00:00:00Z',
  };
  return samples[getNamedType(type).name] ?? 'text';
}

describe('the real client within the ceiling', () => {
  const documents = Object.entries(
    JSON.parse(readFileSync(DEFAULT_PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>,
  );

  it("prices every operation the client sends (its page sizes are the variables' defaults) at most half the ceiling", () => {
    expect(documents.length, 'client/src/__generated__/persisted-documents.json: run `npm run relay`').toBeGreaterThan(
      50,
    );
    const costs = documents.map(([, text]) => {
      const document = parse(text);
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      )!;
      const variableValues: Record<string, unknown> = {};
      for (const definition of operation.variableDefinitions ?? []) {
        const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
        if (isNonNullType(type) && !definition.defaultValue)
          variableValues[definition.variable.name.value] = sampleValue(type);
      }
      const priced = operationCost({ schema, document, variableValues, contextValue: {} });
      return { name: operation.name?.value, priced };
    });
    for (const { name, priced } of costs) {
      expect(priced, name).not.toBeNull();
      expect(priced && 'cost' in priced ? priced.cost : Number.NaN, name).toBeLessThanOrEqual(QUERY_LIMITS.maxCost / 2);
    }
  });

  it('answers the heaviest page, the moderation queue, sent by its persisted id', async () => {
    const [documentId] = documents.find(([, text]) => text.startsWith('query ModerationPageQuery'))!;
    const response = await t.app.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${adminToken}`,
      },
      body: JSON.stringify({ documentId, variables: {} }),
    });
    const body = (await response.json()) as { data?: any; errors?: unknown[] };
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.moderationQueue.edges).toHaveLength(1);
  });
});
