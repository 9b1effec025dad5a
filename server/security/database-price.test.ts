// Issue 30, finding 4, as an attacker would try it: root fields that run statements, priced 1, so
// 29 aliased searches with their counts cost 40 ms of the server's time while far under the ceiling.
// Every root field of the schema, enumerated (a new one cannot slip through), asked 30 times under
// aliases: refused before it runs, or answered with no more statements than once.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEAVY_FIELD_COST, QUERY_LIMITS, ROOT_FIELDS_WITHOUT_STATEMENTS } from '../graphql/limits.ts';
import { schema } from '../schema.ts';
import { createTestApp } from '../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const statements: string[] = [];
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => statements.push(sql) });
  const newAd = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Independent' });
  await newAd({ name: 'Priya' });
  adminToken = await t.tokenFor(await t.createUser({ role: 'admin' }));
});
afterAll(() => t.close());
beforeEach(() => {
  statements.length = 0;
});

/** A literal of an input type for a required argument; strings differ per alias, as an attacker's would. */
function sampleLiteral(type: GraphQLInputType, alias: number): string {
  if (isNonNullType(type)) return sampleLiteral(type.ofType, alias);
  if (isListType(type)) return `[${sampleLiteral(type.ofType, alias)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${required.map((field) => `${field.name}: ${sampleLiteral(field.type, alias)}`).join(', ')} }`;
  }
  const samples: Record<string, string> = {
    Int: '1',
    Float: '1',
    Boolean: 'true',
    ID: JSON.stringify(Buffer.from(`Ad:${alias + 1}`).toString('base64')),
  };
  // Date, DateTime, File (refused before it is read) and String
  const strings: Record<string, string> = { Date: '2026-01-01', DateTime: '2026-01-01T00:00:00Z' };
  const name = getNamedType(type).name;
  return samples[name] ?? JSON.stringify(strings[name] ?? `priya ${alias}`);
}

/** `field` as the alias-th of a document, its required arguments sampled, its selection the least it allows. */
function aliased(field: GraphQLField<unknown, unknown>, alias: number): string {
  const args = field.args
    .filter((arg) => isNonNullType(arg.type))
    .map((arg) => `${arg.name}: ${sampleLiteral(arg.type, alias)}`);
  const named = getNamedType(field.type);
  const selection = isLeafType(named)
    ? ''
    : isObjectType(named) && named.getFields().totalCount
      ? '{ totalCount }'
      : '{ __typename }';
  return `a${alias}: ${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''} ${selection}`;
}

function thirtyAliasesOf(root: GraphQLObjectType, field: GraphQLField<unknown, unknown>): string {
  const keyword = root === schema.getMutationType() ? 'mutation' : 'query';
  return `${keyword} { ${Array.from({ length: QUERY_LIMITS.maxAliases }, (_, alias) => aliased(field, alias)).join(' ')} }`;
}

function expectRefusedForCost(response: { status: number; body: { data?: unknown; errors?: any[] } }, name: string) {
  expect(response.status, name).toBe(400);
  expect(response.body.data, name).toBeUndefined();
  expect(response.body.errors?.[0]?.extensions, name).toMatchObject({
    code: 'QUERY_TOO_COMPLEX',
    maxCost: QUERY_LIMITS.maxCost,
  });
}

/** The statements a signed-in admin's request runs whatever it asks (reading the session). */
async function statementsOfAnyRequest(): Promise<number> {
  statements.length = 0;
  await t.graphql('{ __typename }', {}, adminToken);
  return statements.length;
}

describe('finding 4: root fields that reach the database, repeated under aliases', () => {
  it("refuses the issue's document, 29 aliased searches with their counts, without a statement", async () => {
    const searches = Array.from(
      { length: 29 },
      (_, alias) => `a${alias}: searchAds(search: "priya ${alias}") { totalCount }`,
    );
    expectRefusedForCost(await t.graphql(`{ ${searches.join(' ')} }`), 'searchAds');
    expect(statements).toEqual([]);
  });

  it('refuses 29 aliased listing counts asking no ads (first: 0), and 29 page heads', async () => {
    const counts = Array.from({ length: 29 }, (_, alias) => `a${alias}: ads(first: 0) { totalCount }`);
    expectRefusedForCost(await t.graphql(`{ ${counts.join(' ')} }`), 'ads');
    const heads = Array.from(
      { length: 29 },
      (_, alias) => `a${alias}: pageHead(path: "/call-girls/city-${alias}") { title }`,
    );
    expectRefusedForCost(await t.graphql(`{ ${heads.join(' ')} }`), 'pageHead');
    expect(statements).toEqual([]);
  });

  for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
    for (const field of Object.values(root.getFields())) {
      const free = root === schema.getQueryType() && ROOT_FIELDS_WITHOUT_STATEMENTS.has(field.name);
      it(`${root.name}.${field.name} asked 30 times under aliases is ${free ? 'answered with one statement' : 'refused before it runs'}`, async () => {
        const document = thirtyAliasesOf(root, field);
        const before = await statementsOfAnyRequest();
        statements.length = 0;
        const response = await t.graphql(document, {}, adminToken);
        if (free) {
          expect(response.status).toBe(200);
          expect(response.body.errors).toBeUndefined();
          expect(Object.keys(response.body.data)).toHaveLength(QUERY_LIMITS.maxAliases);
          expect(statements.length - before).toBeLessThanOrEqual(1);
        } else {
          expectRefusedForCost(response, field.name);
          expect(statements.length).toBe(before);
        }
      });
    }
  }

  it("refuses 30 aliases of a field with its own statement under one object: similar blogs, an ad's statistics", async () => {
    const blog = `{ blog(slug: "blog") { ${Array.from({ length: 30 }, (_, alias) => `a${alias}: similarBlogs { slug }`).join(' ')} } }`;
    expectRefusedForCost(await t.graphql(blog), 'similarBlogs');
    const ad = `{ ad(id: "${Buffer.from('Ad:1').toString('base64')}") { ${Array.from({ length: 30 }, (_, alias) => `a${alias}: statistics { views }`).join(' ')} } }`;
    expectRefusedForCost(await t.graphql(ad, {}, adminToken), 'statistics');
    expect(statements.length).toBe(await statementsOfAnyRequest());
  });

  it('prices every field with its own statement below the root when repeated under aliases: each is found through node', async () => {
    const heavy: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (
        !isObjectType(type) ||
        type.name.startsWith('__') ||
        type === schema.getQueryType() ||
        type === schema.getMutationType()
      )
        continue;
      for (const field of Object.values(type.getFields())) {
        const complexity = field.extensions.complexity as number | { field?: number } | undefined;
        const own = typeof complexity === 'number' ? complexity : complexity?.field;
        if ((own ?? 0) >= HEAVY_FIELD_COST) heavy.push(`${type.name}.${field.name}`);
      }
    }
    // createAds' answer: a mutation, signed in and rate limited, whose ads are one statement for all
    expect(heavy.filter((key) => !key.startsWith('MutationCreateAdsSuccess.'))).toEqual([
      'Ad.dailyStatistics',
      'Ad.featuredDays',
      'Ad.openReports',
      'Ad.placementEffects',
      'Ad.statistics',
      'AdImage.sameFingerprintElsewhere',
      'Blog.excerpt',
      'Blog.similarBlogs',
      'CreditStatement.csv',
      'CreditStatement.lines',
    ]);
    for (const key of heavy.filter((name) => !name.startsWith('Mutation'))) {
      const [typeName, fieldName] = key.split('.') as [string, string];
      const field = (schema.getType(typeName) as GraphQLObjectType).getFields()[fieldName]!;
      const selection = isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
      const aliases = Array.from(
        { length: QUERY_LIMITS.maxAliases },
        (_, alias) => `a${alias}: ${fieldName} ${selection}`,
      ).join(' ');
      const response = await t.graphql(
        `{ node(id: "${Buffer.from(`${typeName}:1`).toString('base64')}") { ... on ${typeName} { ${aliases} } } }`,
        {},
        adminToken,
      );
      expectRefusedForCost(response, key);
    }
  });

  it('finds every count at the root: no field below it answers a connection with totalCount, which only the root is priced for', () => {
    const below: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || type === schema.getQueryType()) continue;
      for (const field of Object.values(type.getFields())) {
        const named = getNamedType(field.type);
        if (isObjectType(named) && named.getFields().totalCount) below.push(`${type.name}.${field.name}`);
      }
    }
    expect(below).toEqual([]);
  });
});
