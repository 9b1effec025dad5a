// graphql-yoga over the Pothos schema. Expected failures thrown outside a result union (by a
// query) become GraphQL errors with a code; anything unexpected is masked and logged.
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { hashSHA256, useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { DomainError, type ErrorKind } from '../lib/errors.ts';
import type { Logger } from 'pino';
import type { RequestContext } from '../context.ts';
import { COMPILED_QUERIES, useCompiledVisitorQueries, type CompiledQueryOptions } from './compiled-queries.ts';
import { useQueryCost, useQueryLimits } from './limits.ts';
import { useRequestBodyLimits } from './request-bodies.ts';
import { useDocumentCache, type DocumentCache } from './document-cache.ts';
import {
  DEFAULT_PERSISTED_DOCUMENTS_FILE,
  loadPersistedDocuments,
  usePersistedOperations,
  type PersistedDocuments,
} from './persisted-operations.ts';

export type Yoga = YogaServerInstance<{ requestContext: RequestContext }, RequestContext>;

const CODE_OF_KIND: Record<ErrorKind, string> = {
  validation: 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  wrong_state: 'WRONG_STATE',
  too_large: 'TOO_LARGE',
  unsupported_media: 'UNSUPPORTED_MEDIA',
  rate_limited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
};

export { MAX_REQUEST_BYTES } from './request-bodies.ts';

/** Logs each unexpected resolver error with the request id, before Yoga masks it for the caller. */
function useUnexpectedErrorLog(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, args }) {
          if (Symbol.asyncIterator in result) return;
          const context = args.contextValue as unknown as RequestContext;
          for (const error of result.errors ?? []) {
            const original = error.originalError;
            if (!original || original instanceof DomainError || original instanceof GraphQLError) continue;
            context.logger.error(
              { err: original, reqId: context.requestId, path: error.path?.join('.') },
              'unexpected GraphQL error',
            );
          }
        },
      };
    },
  };
}

/** Public queries whose answers to visitors may be served from the response cache. */
export const CACHED_PUBLIC_FIELDS = [
  'Query.ads',
  // the listing page's query names it (skipped unless searching): without it the listing would never be kept
  'Query.searchAds',
  'Query.ad',
  // an ad's page asks it with the ad (issue 33): the running ads shown with it
  'Query.adNeighbours',
  'Query.categories',
  'Query.states',
  'Query.cities',
  'Query.blogs',
  'Query.blog',
  'Query.seoPage',
  'Query.pageHead',
  'Query.listingPlace',
  'Query.siteSettings',
  // the city chooser's and an empty city's (issue 33): counts of today's ads, a few seconds old at most
  'Query.topCities',
  'Query.nearestCities',
  'Query.citySuggestions',
  // the home page's spotlight (issue 34): today's places, forgotten when one is bought
  'Query.homeSpotlight',
] as const;

/**
 * Visitors ask the same public questions (a city's listing, the categories) over and over: their
 * answers are cached for a few seconds. Only requests without any token use the cache, and only
 * operations made only of the public fields above (any other field has a TTL of 0, so nothing is kept).
 */
/**
 * Every root query field's TTL: the public ones `ttl`, the rest 0. The cache keeps an answer for the
 * smallest TTL among its fields, and a field without one does not count: a page's query pairing
 * `pageHead` with a live field (a complaint's progress) would otherwise be kept for pageHead's sake.
 */
function publicFieldTtls(schema: GraphQLSchema, ttl: number): Record<string, number> {
  const cached = new Set<string>(CACHED_PUBLIC_FIELDS);
  const fields = Object.keys(schema.getQueryType()?.getFields() ?? {}).map((field) => `Query.${field}`);
  return Object.fromEntries(fields.map((coordinate) => [coordinate, cached.has(coordinate) ? ttl : 0]));
}

/** The origin the answer's absolute URLs are built on (context.ts), from Yoga's server context. */
function originOfServerContext(context: unknown): string {
  return (context as { requestContext: RequestContext }).requestContext.origin;
}

function usePublicResponseCache(schema: GraphQLSchema, seconds: number, cache: Cache | undefined): Plugin {
  const ttl = seconds * 1000;
  return useResponseCache({
    cache,
    session: () => null,
    // answers carry absolute media URLs built on the request's origin (PUBLIC_ORIGIN, else Host):
    // one visitor's forged Host must not reach another's answer
    buildResponseCacheKey: ({ documentString, operationName, variableValues, context }) =>
      hashSHA256(
        JSON.stringify([documentString, operationName ?? '', variableValues ?? {}, originOfServerContext(context)]),
      ),
    enabled: (request) => !request.headers.has('authorization'),
    ttl: 0,
    ttlPerSchemaCoordinate: publicFieldTtls(schema, ttl),
    includeExtensionMetadata: false,
  });
}

export interface GraphQLHandlerOptions {
  /** The assembled schema (server/schema.ts); this file is the toolkit, not the assembly. */
  schema: GraphQLSchema;
  graphiql: boolean;
  publicCacheSeconds: number;
  /** Relay's persisted documents: a file of id -> text (default: the one `npm run relay` writes), or the map itself. */
  persistedDocuments?: string | PersistedDocuments;
  logger?: Pick<Logger, 'info'>;
  /** The cache behind the public response cache, shared with the services (public-cache.ts). */
  responseCache?: Cache;
  /** When visitors' queries run compiled (compiled-queries.ts); COMPILED_QUERIES by default. */
  compiledQueries?: CompiledQueryOptions;
  /** The parsed documents kept (document-cache.ts); a new one of the default bound by default. */
  documentCache?: DocumentCache;
}

export function createGraphQLHandler(options: GraphQLHandlerOptions): Yoga {
  const persistedDocuments =
    typeof options.persistedDocuments === 'object'
      ? options.persistedDocuments
      : loadPersistedDocuments(options.persistedDocuments ?? DEFAULT_PERSISTED_DOCUMENTS_FILE, options.logger);
  return createYoga<{ requestContext: RequestContext }, RequestContext>({
    schema: options.schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql,
    landingPage: false,
    // CORS is answered by http.ts for CORS_ORIGINS only; Yoga's own would allow any origin
    cors: false,
    logging: false,
    // one limit for every body does not fit: uploads are bounded apart from JSON (request-bodies.ts)
    maxRequestBodySize: false,
    // Yoga's own keeps 1,024 documents and 1,024 parse errors an hour each, of any size: ours is bounded in bytes
    parserAndValidationCache: false,
    plugins: [
      useRequestBodyLimits(),
      useQueryLimits(),
      // before the response cache, so a costly operation is refused before anything answers it
      useQueryCost(),
      useUnexpectedErrorLog(),
      // before the response cache: it keys its entries on the document text this plugin puts in
      usePersistedOperations(persistedDocuments),
      // before the response cache, whose execution (on a miss) wraps this one's
      useCompiledVisitorQueries(options.compiledQueries ?? COMPILED_QUERIES),
      ...(options.publicCacheSeconds > 0
        ? [usePublicResponseCache(options.schema, options.publicCacheSeconds, options.responseCache)]
        : []),
      // last, where Yoga's own cache was: the rules other plugins add to validation are in its key
      useDocumentCache(options.documentCache),
    ],
    maskedErrors: {
      maskError(error, message, isDev) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof DomainError && error instanceof GraphQLError) {
          return new GraphQLError(original.message, {
            nodes: error.nodes,
            path: error.path,
            extensions: { code: CODE_OF_KIND[original.kind] },
          });
        }
        return maskError(error, message, isDev);
      },
    },
    context: ({ requestContext }) => requestContext,
  });
}
