// Visitors' repeated queries run compiled (graphql-jit) instead of interpreted: executing the
// listing's page of cards (about 70 fields) took a tenth of its CPU in graphql-js (issue 17). A document is
// compiled once it has been executed `after` times, so a stream of one-off documents costs no
// compilation, and only when it holds one operation small enough that compiling it costs about as much as those
// executions did (compiling takes about 60 µs a field). Everything whose answer graphql-jit writes
// differently from graphql-js stays interpreted: signed-in callers (their refusals are per field,
// and graphql-jit reports every refused field of a nulled object where graphql-js reports the
// first), mutations, and variables graphql-js refuses (its messages and HTTP 400).
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type Source,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import LRUCache from 'lru-cache';
import type { RequestContext } from '../context.ts';

export interface CompiledQueryOptions {
  /** interpreted executions of a document before it is compiled */
  after: number;
  /** the most fields a compiled operation has, fragments counted where they are spread */
  maxFields: number;
  /** the most documents kept compiled, the least recently executed forgotten first (and counted again from 0) */
  maxCompiled: number;
  /** told each time a document is compiled (tests) */
  onCompiled?: (operationName: string | null) => void;
}

// a compiled document holds about 40 KiB (the listing's) to 280 KiB (200 fields): at most about 28 MiB
export const COMPILED_QUERIES: CompiledQueryOptions = { after: 10, maxFields: 200, maxCompiled: 100 };

/** The character offset of a line and column (1-based) in a document's text, as graphql-js counts lines. */
function positionOf(body: string, line: number, column: number): number {
  const lineBreak = /\r\n|[\n\r]/g;
  let start = 0;
  for (let current = 1; current < line && lineBreak.exec(body); current += 1) start = lineBreak.lastIndex;
  return start + column - 1;
}

/**
 * graphql-jit's error as graphql-js makes it: its own class keeps only `locations`, which Yoga's
 * answer and our masking (built from nodes or source positions) would drop.
 */
function asGraphQLJsError(error: GraphQLError, source: Source): GraphQLError {
  return new GraphQLError(error.message, {
    source,
    positions: error.locations?.map((location) => positionOf(source.body, location.line, location.column)),
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
}

/**
 * The fields graphql-jit compiles for `operation`: every field, each fragment counted where it is
 * spread (validation has refused fragment cycles before execution; each fragment is counted once).
 */
function expandedFieldCount(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
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

const operationCount = (document: DocumentNode) => document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length;

export function useCompiledVisitorQueries(options: CompiledQueryOptions = COMPILED_QUERIES): Plugin<RequestContext> {
  // by the executed document (Yoga's parser cache, and the response cache's rewrite, keep one per text)
  const executions = new WeakMap<DocumentNode, number>();
  // null: not compiled (more operations than one, too many fields, or graphql-jit could not), so graphql-js keeps it
  const compiledQueries = new LRUCache<DocumentNode, CompiledQuery | null>({
    max: options.maxCompiled,
    dispose: (_compiled, document) => void executions.delete(document),
  });

  function compiledFor(document: DocumentNode, operation: OperationDefinitionNode, schema: Parameters<typeof compileQuery>[0]) {
    const known = compiledQueries.get(document);
    if (known !== undefined) return known;
    const count = (executions.get(document) ?? 0) + 1;
    executions.set(document, count);
    if (count <= options.after) return null;
    let compiled: CompiledQuery | null = null;
    // one compiled query per document, so the cap counts compiled queries
    if (operationCount(document) === 1 && expandedFieldCount(document, operation) <= options.maxFields) {
      const result = compileQuery(schema, document);
      if (isCompiledQuery(result)) compiled = result;
    }
    compiledQueries.set(document, compiled);
    if (compiled) options.onCompiled?.(operation.name?.value ?? null);
    return compiled;
  }

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (args.contextValue.viewer !== null) return;
      const interpreted = executeFn;
      setExecuteFn((execution) => {
        // the document executed: the response cache's rewrite of the request's (it adds __typename)
        const operation = getOperationAST(execution.document, execution.operationName);
        if (operation?.operation !== 'query') return interpreted(execution);
        const compiled = compiledFor(execution.document, operation, execution.schema);
        if (!compiled) return interpreted(execution);
        const variables = execution.variableValues ?? {};
        if ('errors' in getVariableValues(execution.schema, operation.variableDefinitions ?? [], variables)) return interpreted(execution);
        const source = execution.document.loc?.source;
        const withErrorsOfGraphQLJs = (result: ExecutionResult) =>
          result.errors && source ? { ...result, errors: result.errors.map((error) => asGraphQLJsError(error, source)) } : result;
        const answer = compiled.query(execution.rootValue, execution.contextValue, variables);
        return answer instanceof Promise ? answer.then(withErrorsOfGraphQLJs) : withErrorsOfGraphQLJs(answer);
      });
    },
  };
}
