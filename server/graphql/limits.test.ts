import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { QUERY_LIMITS } from './limits.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Introspection nests without end; this one reaches exactly `depth` levels: __schema queryType fields type ofType... name. */
function introspectionOfDepth(depth: number): string {
  let selection = 'name';
  for (let level = 0; level < depth - 5; level += 1) selection = `ofType { ${selection} }`;
  return `{ __schema { queryType { fields { type { ${selection} } } } } }`;
}

describe('query limits', () => {
  it('answers queries within the limits', async () => {
    expect((await t.graphql('{ viewer { id } }')).body).toEqual({ data: { viewer: null } });
    const { status } = await t.graphql(introspectionOfDepth(QUERY_LIMITS.maxDepth));
    expect(status).toBe(200);
  });

  it('refuses a query nested deeper than the limit', async () => {
    const { status, body } = await t.graphql(introspectionOfDepth(QUERY_LIMITS.maxDepth + 1));
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/nested too deeply/), extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it('counts depth through fragments too', async () => {
    const query = `query { ...A } fragment A on Query { __schema { ...B } } fragment B on __Schema { queryType { fields { type { ${'ofType { '.repeat(QUERY_LIMITS.maxDepth)}name${' }'.repeat(QUERY_LIMITS.maxDepth)} } } } }`;
    const { status, body } = await t.graphql(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/nested too deeply/);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: viewer { id }`).join(' ');
    const { status, body } = await t.graphql(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/too many aliases/), extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it('refuses a document with too many tokens before doing any work', async () => {
    const huge = `{ ${'viewer { id } '.repeat(QUERY_LIMITS.maxTokens)} }`;
    const { status, body } = await t.graphql(huge);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/more th\w+ 5000 tokens/);
  });
});
