// Limits on what one GraphQL document may ask (DESIGN.md section 4): integrators may send any
// operation, so size, depth, aliases and breadth are capped before execution. Connection sizes
// (`first`/`last`) are capped at 100 by the prisma plugin's maxSize.
import {
  GraphQLError,
  Kind,
  parse,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const QUERY_LIMITS = {
  /** lexical tokens of one document */
  maxTokens: 5_000,
  /** nesting of fields (fragments expanded) */
  maxDepth: 12,
  maxAliases: 30,
  /** field selections after expanding fragments: a cheap proxy for cost */
  maxFields: 1_000,
};

function limitError(message: string) {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
}

/** Walks the selections of an operation with fragments expanded, once each per path. */
function measure(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
  totals: { fields: number; aliases: number; depth: number },
) {
  totals.depth = Math.max(totals.depth, depth);
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      totals.fields += 1;
      if (selection.alias) totals.aliases += 1;
      if (selection.selectionSet) measure(selection.selectionSet, fragments, depth + 1, seen, totals);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(selection.selectionSet, fragments, depth, seen, totals);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // a fragment spread twice on one path would recurse forever; graphql's own rules refuse cycles
      if (!fragment || seen.has(name)) continue;
      measure(fragment.selectionSet, fragments, depth, new Set([...seen, name]), totals);
    }
    if (totals.fields > QUERY_LIMITS.maxFields) return;
  }
}

function complexityRule(context: ValidationContext): ASTVisitor {
  const document = context.getDocument();
  const fragments = Object.fromEntries(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return {
    OperationDefinition(operation) {
      const totals = { fields: 0, aliases: 0, depth: 0 };
      measure(operation.selectionSet, fragments, 1, new Set(), totals);
      if (totals.depth > QUERY_LIMITS.maxDepth) {
        context.reportError(limitError(`The query is nested too deeply (at most ${QUERY_LIMITS.maxDepth} levels).`));
      } else if (totals.aliases > QUERY_LIMITS.maxAliases) {
        context.reportError(limitError(`The query uses too many aliases (at most ${QUERY_LIMITS.maxAliases}).`));
      } else if (totals.fields > QUERY_LIMITS.maxFields) {
        context.reportError(limitError(`The query asks for too many fields (at most ${QUERY_LIMITS.maxFields}).`));
      }
    },
  };
}

export function useQueryLimits(): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => parse(source, { ...options, maxTokens: QUERY_LIMITS.maxTokens }));
    },
    onValidate({ addValidationRule }) {
      addValidationRule(complexityRule);
    },
  };
}
