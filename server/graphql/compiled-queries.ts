// Visitors' repeated queries run compiled (graphql-jit) instead of interpreted: executing the
// listing's page of cards (about 70 fields) took a tenth of its CPU in graphql-js (issue 17). A document is
// compiled once it has been executed `after` times, so a stream of one-off documents costs no
// compilation, and only when it holds one operation small enough that compiling it costs about as much as those
// executions did (compiling takes about 60 µs a field). Errors are written as graphql-js writes them
// (withErrorsOfGraphQLJs). Everything else graphql-jit answers differently stays interpreted:
// signed-in callers (their per-field refusals), mutations, and variables graphql-js refuses (its
// messages and HTTP 400).
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import LRUCache from 'lru-cache';
import type { RequestContext } from '../context.ts';
import { parsedDocumentBytes } from './document-cache.ts';

export interface CompiledQueryOptions {
  /** interpreted executions of a document before it is compiled */
  after: number;
  /** the most fields a compiled operation has, fragments counted where they are spread */
  maxFields: number;
  /** the most documents kept compiled, the least recently executed forgotten first (and counted again from 0) */
  maxCompiled: number;
  /** the most bytes kept compiled (each document's estimated heap and its compiled code's); MAX_COMPILED_BYTES by default */
  maxCompiledBytes?: number;
  /** told each time a document is compiled (tests) */
  onCompiled?: (operationName: string | null) => void;
}

// a compiled document holds about 40 KiB (the listing's) to 280 KiB (200 fields): at most about 28 MiB
export const COMPILED_QUERIES: CompiledQueryOptions = { after: 10, maxFields: 200, maxCompiled: 100 };

/**
 * The bytes kept compiled, at most. A compiled query holds its document, and a document holds its
 * tokens, comments included: 100 KB of one-character comments around a few fields is about 4.5 MB of
 * heap (document-cache.ts), so 100 of them, each executed 11 times by a visitor, pinned 450 MB past
 * the parse cache's bound (issue 30). The client's documents take about 200 KiB each.
 */
export const MAX_COMPILED_BYTES = 24 * 1024 * 1024;

/** Heap of a compiled query's code per field: about 40 KiB for the listing's 30, 280 KiB for 200 (measured, issue 17). */
const COMPILED_BYTES_PER_FIELD = 1_500;

/** The character offset of a line and column (1-based) in a document's text, as graphql-js counts lines. */
function positionOf(body: string, line: number, column: number): number {
  const lineBreak = /\r\n|[\n\r]/g;
  let start = 0;
  for (let current = 1; current < line && lineBreak.exec(body); current += 1) start = lineBreak.lastIndex;
  return start + column - 1;
}

/** Aliases the response cache adds to the executed document (`__responseCacheId`, `__responseCacheTypeName`): never named in an answer. */
const isInternalKey = (key: string | number) => typeof key === 'string' && key.startsWith('__responseCache');

/** The field nodes answering `path` (response keys; list indexes skipped) in `operation`, through fragments. */
function fieldNodesAt(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  path: readonly (string | number)[],
): FieldNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let selectionSets: SelectionSetNode[] = [operation.selectionSet];
  let nodes: FieldNode[] = [];
  for (const key of path) {
    if (typeof key === 'number') continue;
    nodes = [];
    const spread = new Set<string>();
    const visit = (selectionSet: SelectionSetNode) => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if ((selection.alias ?? selection.name).value === key) nodes.push(selection);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
        else if (!spread.has(selection.name.value)) {
          spread.add(selection.name.value);
          const fragment = fragments.get(selection.name.value);
          if (fragment) visit(fragment.selectionSet);
        }
      }
    };
    selectionSets.forEach(visit);
    selectionSets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  }
  return nodes;
}

/** The value at `path` in `data`; undefined where the path leaves it. */
function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/**
 * An answer's errors as graphql-js gives them, for compiled and interpreted answers alike:
 * - one error for an object a refusal nulled: graphql-jit goes on with its other fields and reports each;
 * - an error at an alias the response cache added is reported at its object, so no internal name shows;
 * - each error built from the document's nodes (graphql-jit's keeps only `locations`, which Yoga's
 *   answer and our masking, built from nodes, would drop).
 */
function withErrorsOfGraphQLJs(
  result: ExecutionResult,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): ExecutionResult {
  if (!result.errors) return result;
  const located = result.errors.map((error) => {
    const written = error.path ?? [];
    const internal = written.findIndex(isInternalKey);
    const path = internal === -1 ? written : written.slice(0, internal);
    return { error, path, nodes: path.length > 0 ? fieldNodesAt(document, operation, path) : [] };
  });
  // in the document's order, as graphql-js executes (graphql-jit reports a nullable field's error before a non-null one's)
  const start = (nodes: readonly FieldNode[]) => nodes[0]?.loc?.start ?? Number.POSITIVE_INFINITY;
  located.sort((one, other) => start(one.nodes) - start(other.nodes));
  const nulled: (string | number)[][] = [];
  const errors: GraphQLError[] = [];
  for (const { error, path, nodes } of located) {
    if (nulled.some((object) => object.every((key, index) => path[index] === key))) continue;
    // the outermost object left null on the way to it: a later error inside it was never reached in graphql-js
    for (let length = 0; length <= path.length; length += 1) {
      if (valueAt(result.data, path.slice(0, length)) === null) {
        nulled.push(path.slice(0, length));
        break;
      }
    }
    const source = document.loc?.source;
    errors.push(
      new GraphQLError(error.message, {
        nodes: nodes.length > 0 ? nodes : undefined,
        // an error of no field: where graphql-jit located it
        ...(nodes.length === 0 && source
          ? {
              source,
              positions: error.locations?.map((location) => positionOf(source.body, location.line, location.column)),
            }
          : {}),
        path: path.length > 0 ? path : undefined,
        originalError: error.originalError ?? undefined,
        extensions: error.extensions,
      }),
    );
  }
  return { ...result, errors };
}

/**
 * The fields graphql-jit compiles for `operation`: every field, each fragment counted where it is
 * spread (validation has refused fragment cycles before execution; each fragment is counted once).
 */
function expandedFieldCount(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const counted = new Map<string, number>();
  const count = (selectionSet: SelectionSetNode): number =>
    selectionSet.selections.reduce((sum, selection) => {
      if (selection.kind === Kind.FIELD) return sum + 1 + (selection.selectionSet ? count(selection.selectionSet) : 0);
      if (selection.kind === Kind.INLINE_FRAGMENT) return sum + count(selection.selectionSet);
      const name = selection.name.value;
      let fields = counted.get(name);
      if (fields === undefined) {
        const fragment = fragments.get(name);
        counted.set(name, (fields = fragment ? count(fragment.selectionSet) : 0));
      }
      return sum + fields;
    }, 0);
  return count(operation.selectionSet);
}

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';
const isExecutionResult = (value: unknown): value is ExecutionResult =>
  typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);

const operationCount = (document: DocumentNode) =>
  document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length;

export function useCompiledVisitorQueries(options: CompiledQueryOptions = COMPILED_QUERIES): Plugin<RequestContext> {
  // by the executed document (Yoga's parser cache, and the response cache's rewrite, keep one per text)
  const executions = new WeakMap<DocumentNode, number>();
  // documents graphql-js keeps (more operations than one, too many fields, or graphql-jit could not): weakly, pinning none
  const interpretedOnly = new WeakSet<DocumentNode>();
  // the compiled ones, bounded in number and in bytes (a key holds its document and its tokens)
  const compiledQueries = new LRUCache<DocumentNode, CompiledQuery>({
    max: options.maxCompiled,
    maxSize: options.maxCompiledBytes ?? MAX_COMPILED_BYTES,
    dispose: (_compiled, document) => void executions.delete(document),
  });

  function compiledFor(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    schema: Parameters<typeof compileQuery>[0],
  ) {
    const known = compiledQueries.get(document);
    if (known !== undefined) return known;
    if (interpretedOnly.has(document)) return null;
    const count = (executions.get(document) ?? 0) + 1;
    executions.set(document, count);
    if (count <= options.after) return null;
    const fields = operationCount(document) === 1 ? expandedFieldCount(document, operation) : Number.POSITIVE_INFINITY;
    // one compiled query per document, so the cap counts compiled queries
    const result = fields <= options.maxFields ? compileQuery(schema, document) : null;
    if (!result || !isCompiledQuery(result)) {
      interpretedOnly.add(document);
      return null;
    }
    const bytes =
      (document.loc ? parsedDocumentBytes(document.loc.source.body, document) : 0) + COMPILED_BYTES_PER_FIELD * fields;
    compiledQueries.set(document, result, { size: Math.max(1, bytes) });
    // one over the whole bound is not kept (lru-cache refuses it): it stays interpreted, never compiled again
    if (compiledQueries.peek(document) !== result) {
      interpretedOnly.add(document);
      return null;
    }
    options.onCompiled?.(operation.name?.value ?? null);
    return result;
  }

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (args.contextValue.viewer !== null) return;
      const interpreted = executeFn;
      setExecuteFn((execution) => {
        // the document executed: the response cache's rewrite of the request's (it adds __typename)
        const operation = getOperationAST(execution.document, execution.operationName);
        if (operation?.operation !== 'query') return interpreted(execution);
        const written = (result: ExecutionResult) => withErrorsOfGraphQLJs(result, execution.document, operation);
        // interpreted answers too, so the two answer alike (an error at the response cache's alias)
        const interpretedAnswer = () => {
          const answer = interpreted(execution);
          return isPromise(answer)
            ? answer.then((settled) => (isExecutionResult(settled) ? written(settled) : settled))
            : isExecutionResult(answer)
              ? written(answer)
              : answer;
        };
        const compiled = compiledFor(execution.document, operation, execution.schema);
        if (!compiled) return interpretedAnswer();
        const variables = execution.variableValues ?? {};
        if ('errors' in getVariableValues(execution.schema, operation.variableDefinitions ?? [], variables))
          return interpretedAnswer();
        const answer = compiled.query(execution.rootValue, execution.contextValue, variables);
        return answer instanceof Promise ? answer.then(written) : written(answer);
      });
    },
  };
}
