// graphql-yoga over the Pothos schema. Unexpected errors are masked (logged, never shown);
// expected ones are typed results or GraphQLErrors with a code.
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { RequestContext } from './context.ts';
import { useQueryLimits } from './limits.ts';
import { schema } from './schema.ts';

export type Yoga = YogaServerInstance<{ requestContext: RequestContext }, RequestContext>;

export function createGraphQLHandler(options: { graphiql: boolean }): Yoga {
  return createYoga<{ requestContext: RequestContext }, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql,
    landingPage: false,
    maskedErrors: true,
    logging: false,
    plugins: [useQueryLimits()],
    context: ({ requestContext }) => requestContext,
  });
}
