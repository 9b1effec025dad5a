// The Pothos builder: plugins and scalars only. Types and fields live in server/modules/<domain>/graphql.ts.
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { dateOnly, isoDate } from '../lib/dates.ts';
import { isAdmin, isAdvertiser } from '../lib/access.ts';
import { authFailureMessage } from '../lib/messages.ts';
import type { RequestContext } from '../context.ts';
import { nodesComplexity, UNDECLARED_LIST_SIZE } from './limits.ts';

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
    }),
    unauthorizedError: (_parent, context) =>
      context.viewer
        ? new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } })
        : new GraphQLError(authFailureMessage(context.authFailure), { extensions: { code: 'UNAUTHENTICATED' } }),
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
    nodesQueryOptions: { complexity: nodesComplexity },
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
