import {
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  parse,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import {
  connectionComplexity,
  COUNT_COST,
  createPriceCache,
  DATABASE_FIELD_COST as ROOT,
  nodesComplexity,
  operationCost,
  PAGE_SIZE,
  QUERY_LIMITS,
} from './limits.ts';
import { schema } from '../schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A selection under an ad reaching `levels` levels: images > sameFingerprintElsewhere > images ... > id.
 * Under `ads(first: 0)` nothing of it runs, so it costs nothing however deep.
 */
function adChain(levels: number): string {
  let selection = 'id';
  for (let level = levels - 1; level > 0; level -= 1)
    selection = `${level % 2 === 1 ? 'images' : 'sameFingerprintElsewhere'} { ${selection} }`;
  return selection;
}

/** A query of exactly `depth` levels: ads > edges > node > ... */
function queryOfDepth(depth: number): string {
  return `{ ads(first: 0) { edges { node { ${adChain(depth - 3)} } } } }`;
}

function costOf(query: string, variableValues: Record<string, unknown> = {}): number {
  const priced = operationCost({ schema, document: parse(query), variableValues, contextValue: {} });
  if (!priced || !('cost' in priced)) throw new Error(`not priced: ${JSON.stringify(priced)}`);
  return priced.cost;
}

describe('query limits', () => {
  it('answers queries within the limits', async () => {
    expect((await t.graphql('{ viewer { id } }')).body).toEqual({ data: { viewer: null } });
    const { status, body } = await t.graphql(queryOfDepth(QUERY_LIMITS.maxDepth));
    expect(status).toBe(200);
    expect(body).toEqual({ data: { ads: { edges: [] } } });
  });

  it('refuses a query nested deeper than the limit', async () => {
    const { status, body } = await t.graphql(queryOfDepth(QUERY_LIMITS.maxDepth + 1));
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/nested too deeply/),
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  it('counts depth through fragments too', async () => {
    const query = `query { ...A } fragment A on Query { ads(first: 0) { ...B } } fragment B on QueryAdsConnection { edges { node { ${adChain(QUERY_LIMITS.maxDepth - 2)} } } }`;
    const { status, body } = await t.graphql(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/nested too deeply/);
  });

  it("answers the full introspection query (GraphiQL's): its ofType chain is bounded by graphql's own rule, not by depth", async () => {
    const { status, body } = await t.graphql(getIntrospectionQuery());
    expect(status).toBe(200);
    expect(body.data.__schema.queryType).toMatchObject({ name: 'Query' });
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: viewer { id }`).join(
      ' ',
    );
    const { status, body } = await t.graphql(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/too many aliases/),
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  it('counts aliases through fragments spread many times over, measuring each fragment once', async () => {
    // F40 expands to 2^40 aliased fields: walking each copy would never finish
    const fragments = Array.from(
      { length: 40 },
      (_, index) => `fragment F${index + 1} on Query { ...F${index} ...F${index} }`,
    ).join(' ');
    const { status, body } = await t.graphql(`{ ...F40 } fragment F0 on Query { me: viewer { id } } ${fragments}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/too many aliases/);
  });

  it('refuses a document with too many tokens before doing any work', async () => {
    const huge = `{ ${'viewer { id } '.repeat(QUERY_LIMITS.maxTokens)} }`;
    const { status, body } = await t.graphql(huge);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/more th\w+ 5000 tokens/);
  });
});

describe('query cost', () => {
  it('prices a connection by the page it asks: first or last, else the default page, never above the cap', () => {
    // the root field's statements, the connection 10, then per item: edges, node, slug
    const page = (args: string) => costOf(`{ blogs${args} { edges { node { slug } } } }`);
    expect(page('(first: 5)')).toBe(ROOT + 10 + 5 * 3);
    expect(page('(last: 7, before: "x")')).toBe(ROOT + 10 + 7 * 3);
    expect(page('')).toBe(ROOT + 10 + PAGE_SIZE.default * 3);
    expect(page('(first: 1000)')).toBe(ROOT + 10 + PAGE_SIZE.max * 3);
    expect(page('(first: 0)')).toBe(ROOT + 10);
    expect(costOf('query Page($first: Int) { blogs(first: $first) { edges { node { slug } } } }', { first: 40 })).toBe(
      ROOT + 10 + 40 * 3,
    );
    // its count once, whatever the page: first: 0 does not make it free
    expect(costOf('{ blogs(first: 0) { totalCount } }')).toBe(ROOT + COUNT_COST + 10);
    expect(costOf('{ blogs(first: 5) { totalCount edges { node { slug } } } }')).toBe(ROOT + COUNT_COST + 10 + 5 * 4);
  });

  it('multiplies a list without first/last by its real size: six similar blogs a level', () => {
    const one = costOf('{ blog(slug: "a") { similarBlogs { slug } } }');
    const two = costOf('{ blog(slug: "a") { similarBlogs { similarBlogs { slug } } } }');
    expect(one).toBe(ROOT + 1 + 10 + 6 * 1);
    expect(two).toBe(ROOT + 1 + 10 + 6 * (10 + 6 * 1));
  });

  it('prices nodes(ids:) by the number of ids, and introspection at the root', () => {
    const ids = (count: number) =>
      Array.from({ length: count }, (_, index) => Buffer.from(`Blog:${index + 1}`).toString('base64'));
    const query = 'query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    expect(costOf(query, { ids: ids(3) })).toBe(ROOT + 3 * 10 + 3 * 1);
    expect(costOf(query, { ids: ids(300) })).toBe(ROOT + 300 * 10 + 300 * 1);
    expect(costOf('{ a: __schema { queryType { name } } b: __schema { queryType { name } } }')).toBe(2 + 2 * 2_000);
  });

  it('every list field of objects declares its size next to its definition, every connection its page', () => {
    const undeclared: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const options = field.extensions.pothosOptions as { complexity?: unknown } | undefined;
        const named = getNamedType(field.type);
        const isList = isListType(getNullableType(field.type)) && !isLeafType(named);
        if (isList && options?.complexity === undefined) undeclared.push(`${type.name}.${field.name}`);
        if (
          named.name.endsWith('Connection') &&
          type.name === 'Query' &&
          options?.complexity !== connectionComplexity
        ) {
          undeclared.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });
});

describe('prices kept per operation', () => {
  const listing = parse(
    'query Listing($locationId: ID, $first: Int, $after: String) { ads(locationId: $locationId, first: $first, after: $after) { edges { node { id } } } }',
  );
  const args = (variableValues: Record<string, unknown>) => ({
    schema,
    document: listing,
    variableValues,
    contextValue: {},
  });

  it('prices an operation once for its sizes and ids, whatever its cursor, and gives what operationCost gives', () => {
    const prices = createPriceCache();
    const location = Buffer.from('Location:1').toString('base64');
    expect(prices.price(args({ locationId: location, first: 5, after: 'one' }))).toEqual(
      operationCost(args({ locationId: location, first: 5, after: 'one' })),
    );
    expect(prices.price(args({ locationId: location, first: 5, after: 'two' }))).toEqual({ cost: ROOT + 10 + 5 * 3 });
    expect(prices.size).toBe(1);
    expect(prices.price(args({ locationId: location, first: 50, after: 'two' }))).toEqual({ cost: ROOT + 10 + 50 * 3 });
    expect(prices.size).toBe(2);
  });

  it('prices again what it cannot keep: an unreadable id, a String variable that is not one, an unknown operation', () => {
    const prices = createPriceCache();
    expect(prices.price(args({ locationId: 'not-an-id', first: 5 }))).toMatchObject({
      errors: [expect.objectContaining({ message: expect.stringMatching(/Invalid global ID/) })],
    });
    expect(prices.price(args({ first: 5, after: 7 }))).toBeNull();
    expect(prices.price({ ...args({}), operationName: 'Other' })).toBeNull();
    expect(prices.size).toBe(0);
    expect(prices.price(args({ first: 5, after: 'cursor' }))).toEqual({ cost: ROOT + 10 + 5 * 3 });
    expect(prices.price(args({ first: 5, after: 7 }))).toBeNull();
  });

  it('keeps at most its bound, forgetting the least recently used', () => {
    const prices = createPriceCache(2);
    for (const first of [1, 2, 1, 3]) prices.price(args({ first }));
    expect(prices.size).toBe(2);
  });

  it('complexity functions read only sizes (first, last, ids), so a String argument never changes a price', () => {
    const readers: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const complexity = field.extensions.complexity;
        if (typeof complexity !== 'function') continue;
        const validated = field.args.some((arg) => arg.extensions['@pothos/plugin-validation'] !== undefined);
        if ((complexity !== connectionComplexity && complexity !== nodesComplexity) || validated)
          readers.push(`${type.name}.${field.name}`);
      }
    }
    expect(readers).toEqual([]);
  });
});
