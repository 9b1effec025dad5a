// Visitors' repeated queries run compiled (graphql-jit) instead of interpreted: executing the
// listing's page of cards (about 70 fields) took a tenth of its CPU in graphql-js (issue 17). A document is
// compiled once it has been executed `after` times, so a stream of one-off documents costs no
// compilation, and only when it is small enough that compiling it costs about as much as those
// executions did (compiling takes about 60 µs a field). Everything whose answer graphql-jit writes
// differently from graphql-js stays interpreted: signed-in callers (their refusals are per field,
// and graphql-jit reports every refused field of a nulled object where graphql-js reports the
// first), mutations, and variables graphql-js refuses (its messages and HTTP 400).
import { getOperationAST, getVariableValues, GraphQLError, Kind, visit, type DocumentNode, type ExecutionResult, type OperationDefinitionNode, type Source } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import LRUCache from 'lru-cache';
import type { RequestContext } from '../context.ts';

export interface CompiledQueryOptions {
  /** interpreted executions of a document before it is compiled */
  after: number;
  /** the most fields (every field node of the document, fragments included) a compiled document has */
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

function fieldCount(document: DocumentNode): number {
  let fields = 0;
  visit(document, { [Kind.FIELD]: () => void (fields += 1) });
  return fields;
}

export function useCompiledVisitorQueries(options: CompiledQueryOptions = COMPILED_QUERIES): Plugin<RequestContext> {
  // by the executed document (Yoga's parser cache, and the response cache's rewrite, keep one per text), then operation name
  const executions = new WeakMap<DocumentNode, Map<string, number>>();
  // null: not compiled (too many fields, or graphql-jit could not), so graphql-js keeps it
  const compiledQueries = new LRUCache<DocumentNode, Map<string, CompiledQuery | null>>({
    max: options.maxCompiled,
    dispose: (_operations, document) => void executions.delete(document),
  });

  function compiledFor(document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null | undefined, schema: Parameters<typeof compileQuery>[0]) {
    const key = operationName ?? '';
    const known = compiledQueries.get(document)?.get(key);
    if (known !== undefined) return known;
    let counts = executions.get(document);
    if (!counts) executions.set(document, (counts = new Map()));
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count <= options.after) return null;
    let compiled: CompiledQuery | null = null;
    if (fieldCount(document) <= options.maxFields) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      if (isCompiledQuery(result)) compiled = result;
    }
    let operations = compiledQueries.get(document);
    if (!operations) compiledQueries.set(document, (operations = new Map()));
    operations.set(key, compiled);
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
        const compiled = compiledFor(execution.document, operation, execution.operationName, execution.schema);
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
