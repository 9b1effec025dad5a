// The Pothos builder: plugins and scalars only. Types and fields live in server/modules/<domain>/graphql.ts.
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin, { getRefFromModel, type PrismaObjectRef } from '@pothos/plugin-prisma';
import RelayPlugin, { resolveNodes } from '@pothos/plugin-relay';
import ScopeAuthPlugin, { RequestCache } from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError, isObjectType, type GraphQLResolveInfo } from 'graphql';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { dateOnly, isoDate } from '../lib/dates.ts';
import { isAdmin, isAdvertiser, isStaff } from '../lib/access.ts';
import { authFailureMessage } from '../lib/messages.ts';
import { NotFoundError } from '../lib/errors.ts';
import type { RequestContext } from '../context.ts';
import { nodesComplexity, UNDECLARED_LIST_SIZE } from './limits.ts';

/** What `node(id:)` and `nodes(ids:)` answer for an id of an unknown type, or an id naming nothing to whom may read anything of its type. */
export const NODE_NOT_FOUND_MESSAGE = 'Nothing was found for this id.';

/** The refusal of an object to this caller: log in first, or not yours. */
function refusalOf(context: RequestContext): GraphQLError {
  return context.viewer
    ? new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } })
    : new GraphQLError(authFailureMessage(context.authFailure), { extensions: { code: 'UNAUTHENTICATED' } });
}

/** The prisma plugin loads a node with findUniqueOrThrow: a missing row is Prisma's P2025. */
const isMissingRow = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2025';

/**
 * Each id's node, or its error, one id apart from the others. An id naming nothing answers as one
 * naming an object the caller may not read (its type's scopes, run here as scope-auth runs them on
 * its fields, so both are refused at the node): NOT_FOUND to a signed-in caller, "please log in" to
 * one without a session, so the answer does not tell whether the id exists; nothing is logged.
 * Types that decide visibility in their own loader (an ad) answer null for both already.
 */
function nodesOf(
  context: RequestContext,
  info: GraphQLResolveInfo,
  ids: readonly { typename: string; id: string }[],
): Promise<unknown[]> {
  return Promise.all(
    ids.map(async (globalID) => {
      const type = info.schema.getType(globalID.typename);
      if (!isObjectType(type) || !type.getInterfaces().some((inner) => inner.name === 'Node'))
        return new NotFoundError(NODE_NOT_FOUND_MESSAGE);
      // a scope map, or a function of the object answering one (the type's `authScopes`)
      const authScopes = (builder.configStore.getTypeConfig(globalID.typename).pothosOptions as { authScopes?: object })
        .authScopes;
      // a signed-in caller is told nothing is there, whether it is missing or not theirs (issue 30); a caller
      // without a usable session is asked to log in for both: what it lacks is the session, not the id
      const notFound = () => new NotFoundError(NODE_NOT_FOUND_MESSAGE);
      const refused = () => (context.viewer ? notFound() : refusalOf(context));
      const missing = () => (authScopes !== undefined && !isAdmin(context.viewer) ? refused() : notFound());
      let node: unknown;
      try {
        [node] = await resolveNodes(builder, context, info, [globalID]);
        node = await node;
      } catch (error) {
        if (isMissingRow(error)) return missing();
        throw error;
      }
      if (node == null || authScopes === undefined) return node;
      const scopes = RequestCache.fromContext(context, builder);
      const refusal =
        typeof authScopes === 'function'
          ? await scopes.evaluateTypeScopeFunction(authScopes as never, globalID.typename, node, info)
          : await scopes.evaluateScopeMap(authScopes as never, info);
      return refusal ? refused() : node;
    }),
  );
}

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    public: boolean;
    /** any signed-in, active account */
    authenticated: boolean;
    /** an advertiser */
    user: boolean;
    admin: boolean;
    /** an admin or a moderator (issue 31) */
    staff: boolean;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: string; Output: Date | string };
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  // scope-auth first, so nothing resolves before the check; errors before prisma (house style)
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, ComplexityPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: (context) => ({
      public: true,
      authenticated: context.viewer !== null,
      user: isAdvertiser(context.viewer),
      admin: isAdmin(context.viewer),
      staff: isStaff(context.viewer),
    }),
    unauthorizedError: (_parent, context) => refusalOf(context),
  },
  errors: { defaultTypes: [] },
  prisma: {
    client: (context) => context.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // a connection field multiplies its selection by its page size (connectionComplexity), so its edges do not again
    edgesFieldOptions: { complexity: { field: 1, multiplier: 1 } },
    nodeQueryOptions: {
      resolve: async (_root, { id }, context, info) => {
        const [node] = await nodesOf(context, info, [id]);
        if (node instanceof Error) throw node;
        return node;
      },
    },
    // an item that names nothing is answered null with its error (graphql-js and graphql-jit throw an Error value)
    nodesQueryOptions: {
      complexity: nodesComplexity,
      resolve: (_root, { ids }, context, info) => nodesOf(context, info, ids),
    },
  },
  // Each field's cost and list size (docs/architecture.md section 4); no `limit` here: useQueryCost (limits.ts)
  // prices the whole operation once, before execution, and refuses it there.
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: UNDECLARED_LIST_SIZE,
  },
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string.');
    return date;
  },
});

builder.scalarType('Date', {
  description: 'A calendar date in India time, YYYY-MM-DD.',
  serialize: (value) => (typeof value === 'string' ? value : isoDate(value)),
  parseValue: (value) => {
    if (typeof value !== 'string') throw new GraphQLError('Date must be a YYYY-MM-DD string.');
    try {
      return isoDate(dateOnly(value));
    } catch {
      throw new GraphQLError('Date must be a valid YYYY-MM-DD date.');
    }
  },
});

builder.scalarType('File', {
  description: 'An uploaded file (GraphQL multipart request).',
  serialize: () => {
    throw new GraphQLError('File is an input-only scalar.');
  },
});

builder.queryType({});
builder.mutationType({});

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/**
 * The object type a module defines on a Prisma model, named by the model: how a module's GraphQL file
 * names a type of another module (a field's type, an argument's `for`) without importing that module's
 * graphql.ts, so domain folders import one way only (docs/architecture.md section 12). Where Pothos takes a
 * model's name itself, the name serves alone: `t.prismaField({ type: 'User' })`, `t.relation('actor')`,
 * `builder.prismaObjectField('Ad', ...)`.
 */
export function modelType<Model extends keyof PrismaTypes>(model: Model) {
  return getRefFromModel(model, builder) as PrismaObjectRef<
    BuilderTypes,
    PrismaTypes[Model],
    PrismaTypes[Model]['Shape']
  >;
}

/**
 * The query a prismaField's resolver reads its row with. A mutation whose caller selects only the result's
 * `__typename` (not its data field) gets `{ select: {} }` from Pothos, which Prisma refuses: the row is
 * read whole then (one row, no relations), so the mutation still answers its result.
 */
export function rowQuery<Query extends { select?: object }>(query: Query): Query {
  if (!query.select || Object.keys(query.select).length > 0) return query;
  const { select: _empty, ...whole } = query;
  return whole as Query;
}
