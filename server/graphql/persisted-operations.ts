// Persisted operations (docs/architecture.md section 4): the Relay client sends the id relay-compiler gave a
// document instead of its text (`{ documentId, variables }` as a JSON POST, or
// GET /graphql?documentId=...&variables=...). The ids map to texts in the file relay-compiler writes.
// Arbitrary documents stay allowed: integrators send their own, within the same limits.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';

/** Where `npm run relay` writes the documents (relay.config.js `persistConfig.file`). */
export const DEFAULT_PERSISTED_DOCUMENTS_FILE = resolve(
  import.meta.dirname,
  '../../client/src/__generated__/persisted-documents.json',
);

export type PersistedDocuments = ReadonlyMap<string, string>;

export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound';

/**
 * The id -> document text map of a relay-compiler persisted-documents file. A missing file means no
 * persisted documents (a server without a built client); a malformed one stops the start.
 */
export function loadPersistedDocuments(file: string, logger?: Pick<Logger, 'info'>): PersistedDocuments {
  if (!existsSync(file)) {
    logger?.info({ file }, 'no persisted GraphQL documents file: only full documents are accepted');
    return new Map();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The persisted GraphQL documents file ${file} is not valid JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`The persisted GraphQL documents file ${file} must hold a JSON object of id -> document text.`);
  }
  const documents = new Map<string, string>();
  for (const [id, text] of Object.entries(parsed)) {
    if (typeof text !== 'string') throw new Error(`The persisted GraphQL document ${id} in ${file} is not text.`);
    documents.set(id, text);
  }
  logger?.info({ file, documents: documents.size }, 'persisted GraphQL documents loaded');
  return documents;
}

/**
 * The persisted document id of a request: `documentId` (Relay; in the JSON body, the multipart
 * `operations`, or the GET query string), else the APQ-style `extensions.persistedQuery.sha256Hash`.
 */
export function extractPersistedOperationId(
  params: GraphQLParams & { documentId?: unknown },
  request: Request,
): string | null {
  if (typeof params.documentId === 'string' && params.documentId !== '') return params.documentId;
  if (request.method === 'GET') {
    const fromUrl = new URL(request.url).searchParams.get('documentId');
    if (fromUrl) return fromUrl;
  }
  const persistedQuery = (params.extensions as { persistedQuery?: unknown } | undefined)?.persistedQuery;
  if (typeof persistedQuery === 'object' && persistedQuery !== null) {
    const hash = (persistedQuery as { sha256Hash?: unknown }).sha256Hash;
    if (typeof hash === 'string' && hash !== '') return hash;
  }
  return null;
}

/**
 * Replaces a persisted document id by its text before anything else reads the request's document,
 * so it must come before the response cache (which keys on the text) in Yoga's plugin list.
 */
export function usePersistedOperations(documents: PersistedDocuments): Plugin {
  return {
    onParams({ params, request, setParams }) {
      // a full document is run as sent (allowArbitraryOperations)
      if (params.query) return;
      const id = extractPersistedOperationId(params, request);
      // neither a document nor an id: Yoga answers its own "Must provide query string."
      if (id === null) return;
      const query = documents.get(id);
      if (query === undefined) {
        throw createGraphQLError(PERSISTED_QUERY_NOT_FOUND, {
          extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 404 } },
        });
      }
      setParams({
        query,
        operationName: params.operationName,
        variables: params.variables,
        extensions: params.extensions,
      });
    },
  };
}
