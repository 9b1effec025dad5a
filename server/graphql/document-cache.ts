// What the server keeps of the GraphQL documents it is sent (issue 30, finding 2): Yoga's own cache
// kept 1,024 parsed documents and 1,024 parse errors for an hour each, keyed by the whole text, so
// anonymous callers could pin gigabytes with documents of comments (comments are not counted by the
// token limit, but each one stays in the parsed document's token list). Here a document's text is
// bounded before it is parsed, the parsed documents kept are bounded by their estimated bytes and
// keyed by a hash, and neither parse errors nor failed validations are kept.
import { createHash } from 'node:crypto';
import { GraphQLError, TokenKind, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import LRUCache from 'lru-cache';

/**
 * The longest document text, comments and spaces included, in UTF-8 bytes. The client's largest
 * document (ListingPageQuery, 2,020 bytes) and GraphiQL's introspection query (about 2,100) fit 50
 * times over; a document at the token limit (5,000, limits.ts) written like the client's (at most
 * 12 bytes a token) is 60 KB. Long texts belong in variables, which are bounded with the body.
 */
export const MAX_DOCUMENT_BYTES = 100 * 1024;

/** The parsed documents kept, by their estimated bytes (`parsedDocumentBytes`): the client's 102 take about 5 MB. */
export const DOCUMENT_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Heap a parsed document holds per token, measured with `--expose-gc` (Node 20, graphql 16): a
 * field-heavy document 300 to 540 bytes a token (its nodes, their locations, the token itself), a
 * comment, which has a token and no node, 90. Rounded up so the estimate stays above the real size.
 */
const BYTES_PER_TOKEN = 640;
const BYTES_PER_COMMENT = 128;

/** The longest document text, in the caller's words. */
export function documentTooLargeError(maxBytes = MAX_DOCUMENT_BYTES) {
  return new GraphQLError(
    `The query is too long: at most ${Math.round(maxBytes / 1024)} KB of text, comments included. Send long texts as variables.`,
    { extensions: { code: 'TOO_LARGE', maxBytes, http: { status: 413 } } },
  );
}

/**
 * An upper estimate of the heap `document`, parsed from `text`, holds: the text (two bytes a
 * character at most) and its tokens, comments included, which stay linked from its locations.
 */
export function parsedDocumentBytes(text: string, document: DocumentNode): number {
  let tokens = 0;
  let comments = 0;
  for (let token = document.loc?.startToken ?? null; token; token = token.next) {
    if (token.kind === TokenKind.COMMENT) comments += 1;
    else tokens += 1;
  }
  // a document parsed without locations keeps no tokens: count its text as if each byte were one
  if (!document.loc) tokens = text.length;
  return 2 * text.length + BYTES_PER_TOKEN * tokens + BYTES_PER_COMMENT * comments;
}

export interface DocumentCache {
  get(text: string): DocumentNode | undefined;
  set(text: string, document: DocumentNode): void;
  /** the estimated bytes of the documents kept */
  readonly bytes: number;
  readonly size: number;
}

/** Parsed documents by the SHA-256 of their text, the least recently used forgotten first past `maxBytes`. */
export function createDocumentCache(maxBytes = DOCUMENT_CACHE_BYTES): DocumentCache {
  const documents = new LRUCache<string, DocumentNode>({ maxSize: maxBytes });
  const keyOf = (text: string) => createHash('sha256').update(text).digest('base64');
  return {
    get(text) {
      const document = documents.get(keyOf(text));
      // a document holds its text: a hash collision would answer another document
      return document?.loc?.source.body === text ? document : undefined;
    },
    set(text, document) {
      // only documents parsed with their locations are kept (the check above reads them)
      if (!document.loc) return;
      // one larger than the whole bound is not kept (lru-cache refuses it)
      documents.set(keyOf(text), document, { size: parsedDocumentBytes(text, document) });
    },
    get bytes() {
      return documents.calculatedSize;
    },
    get size() {
      return documents.size;
    },
  };
}

/**
 * Yoga's parser and validation cache (turned off in yoga.ts) with bounds: a document longer than
 * `maxDocumentBytes` is refused before it is parsed; parsed documents are kept in `cache`; a
 * document's validation is remembered only when it passed, for as long as the document is kept.
 */
export function useDocumentCache(
  cache: DocumentCache = createDocumentCache(),
  maxDocumentBytes = MAX_DOCUMENT_BYTES,
): Plugin {
  // by schema, then by the rules' names (plugins add their own), then by document
  const validByRules = new Map<string, WeakMap<GraphQLSchema, WeakSet<DocumentNode>>>();
  return {
    onParse({ params, setParsedDocument }) {
      const text = typeof params.source === 'string' ? params.source : params.source.body;
      // a character is 1 to 3 bytes in UTF-8: counted only when its length alone does not decide
      if (
        text.length > maxDocumentBytes ||
        (text.length * 3 > maxDocumentBytes && Buffer.byteLength(text) > maxDocumentBytes)
      ) {
        throw documentTooLargeError(maxDocumentBytes);
      }
      const known = cache.get(text);
      if (known) {
        setParsedDocument(known);
        return;
      }
      return ({ result }) => {
        // a syntax error is found again on the next request rather than kept
        if (result && !(result instanceof Error)) cache.set(text, result);
      };
    },
    onValidate({ params: { schema, documentAST, rules }, setResult }) {
      const rulesKey = (rules as readonly { name: string }[] | undefined)?.map((rule) => rule.name).join(',') ?? '';
      let validBySchema = validByRules.get(rulesKey);
      if (!validBySchema) validByRules.set(rulesKey, (validBySchema = new WeakMap()));
      let valid = validBySchema.get(schema as GraphQLSchema);
      if (!valid) validBySchema.set(schema as GraphQLSchema, (valid = new WeakSet()));
      if (valid.has(documentAST as DocumentNode)) {
        setResult([]);
        return;
      }
      return ({ result }) => {
        // errors are found again each time: a document that fails is never kept for its errors' sake
        if (result.length === 0) valid.add(documentAST as DocumentNode);
      };
    },
  };
}
