// Limits on what one GraphQL document may ask (docs/architecture.md section 4): integrators may send any
// operation, so its size, depth and aliases are capped when it is validated, and its cost (every
// field's price, a list field's selection multiplied by its size) is priced by the Pothos complexity
// plugin before it executes, plus the statements aliases repeat where no list size shows (root
// fields, counts, a field with its own statement asked again: databaseCost). Connection sizes
// (`first`/`last`) are capped at 100 by the prisma plugin.
import { createComplexityRule, type FieldComplexityValue } from '@pothos/plugin-complexity';
import {
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  validate,
  type ASTVisitor,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const QUERY_LIMITS = {
  /** lexical tokens of one document */
  maxTokens: 5_000,
  /** nesting of fields (fragments expanded), introspection apart */
  maxDepth: 12,
  maxAliases: 30,
  /** price of one operation (docs/decisions/0033-query-cost.md) */
  maxCost: 20_000,
};

/** The prisma plugin's connection pages: 20 items without `first`/`last`, never more than 100. */
export const PAGE_SIZE = { default: 20, max: 100 };

/**
 * Price of a field that does real work for each parent: its own database query (not joined into
 * the parent's) or parsing a whole stored document. Any other field costs 1.
 */
export const HEAVY_FIELD_COST = 10;

/**
 * The complexity plugin prices no introspection (`__schema`, `__type` at the root); graphql's own
 * rule bounds its nesting, this bounds its repetition under aliases. One full schema answer is
 * about 170 KB.
 */
export const INTROSPECTION_COST: ReadonlyMap<string, number> = new Map([
  ['__schema', 2_000],
  ['__type', 100],
]);

/**
 * Price of a root field (of Query or Mutation) that runs statements of its own, once per response key:
 * like a page of its rows (the listing's page of 20 cards costs 767). A statement costs the server a
 * round trip (on the embedded database, the event loop itself), and aliases repeat root fields where no
 * list size shows: priced 1, 29 aliased searches with their counts cost 40 ms at 900 (issue 30, finding 4).
 * At this price 28 such fields fit under the ceiling and 29 do not.
 */
export const DATABASE_FIELD_COST = 700;

/**
 * Price of a connection's count (`totalCount`, `totalCountIsLowerBound`: one count for both), added to
 * its root field's: a count scans every matching row (the listing's and the search's up to 1,000, an
 * admin list's whole table), whatever the page asked, so `first: 0` does not make it free.
 */
export const COUNT_COST = 350;

/**
 * Root fields that run no statement per alias, so they keep the plain price. Each reads the one row of
 * site settings with the same `findUnique`, whatever its selection, and Prisma answers the calls of one
 * tick with one statement (database-price.test.ts counts the statements of 30 aliases).
 */
export const ROOT_FIELDS_WITHOUT_STATEMENTS: ReadonlySet<string> = new Set([
  'siteSettings',
  'grievanceOfficer',
  'paymentSettings',
]);

/** A list field that declares no size of its own counts as a full page. */
export const UNDECLARED_LIST_SIZE = PAGE_SIZE.max;

/** `complexity` of a connection field: its selection once per item of the page it asks for. */
export function connectionComplexity(args: { first?: number | null; last?: number | null }): FieldComplexityValue {
  // arguments mapped asynchronously cannot be read here: count the largest page
  if (args instanceof Promise) return { field: HEAVY_FIELD_COST, multiplier: PAGE_SIZE.max };
  const asked = args.first == null && args.last == null ? PAGE_SIZE.default : Math.max(args.first ?? 0, args.last ?? 0);
  return { field: HEAVY_FIELD_COST, multiplier: Math.min(Math.max(asked, 0), PAGE_SIZE.max) };
}

/** `complexity` of `nodes(ids:)`: a query for each id (some types load one by one), its selection once per id. */
export function nodesComplexity(args: { ids: readonly unknown[] }): FieldComplexityValue {
  const count = args instanceof Promise || !Array.isArray(args.ids) ? UNDECLARED_LIST_SIZE : args.ids.length;
  return { field: HEAVY_FIELD_COST * Math.max(count, 1), multiplier: count };
}

function limitError(message: string) {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
}

interface Shape {
  /** levels of fields, this selection's own included */
  depth: number;
  /** aliases with fragments expanded: a fragment spread twice counts twice */
  aliases: number;
}

/** The shape of a selection set with fragments expanded, each fragment measured once (fan-out stays linear). */
function shapeOf(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  measured: Map<string, Shape>,
  active: Set<string>,
): Shape {
  const shape: Shape = { depth: 1, aliases: 0 };
  for (const selection of selectionSet.selections) {
    let inner: Shape;
    if (selection.kind === Kind.FIELD) {
      const below = selection.selectionSet
        ? shapeOf(selection.selectionSet, fragments, measured, active)
        : { depth: 0, aliases: 0 };
      // introspection nests `ofType` a dozen deep (GraphiQL's query): graphql's own rule bounds its lists
      const depthBelow = INTROSPECTION_COST.has(selection.name.value) ? 0 : below.depth;
      inner = { depth: depthBelow + 1, aliases: below.aliases + (selection.alias ? 1 : 0) };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = shapeOf(selection.selectionSet, fragments, measured, active);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // a fragment spreading itself would recurse forever; graphql's own rules refuse the cycle
      if (!fragment || active.has(name)) continue;
      let known = measured.get(name);
      if (!known) {
        active.add(name);
        known = shapeOf(fragment.selectionSet, fragments, measured, active);
        active.delete(name);
        measured.set(name, known);
      }
      inner = known;
    }
    shape.depth = Math.max(shape.depth, inner.depth);
    shape.aliases += inner.aliases;
  }
  return shape;
}

function shapeRule(context: ValidationContext): ASTVisitor {
  const document = context.getDocument();
  const fragments = Object.fromEntries(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const measured = new Map<string, Shape>();
  return {
    OperationDefinition(operation) {
      const { depth, aliases } = shapeOf(operation.selectionSet, fragments, measured, new Set());
      if (depth > QUERY_LIMITS.maxDepth) {
        context.reportError(limitError(`The query is nested too deeply (at most ${QUERY_LIMITS.maxDepth} levels).`));
      } else if (aliases > QUERY_LIMITS.maxAliases) {
        context.reportError(limitError(`The query uses too many aliases (at most ${QUERY_LIMITS.maxAliases}).`));
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
      addValidationRule(shapeRule);
    },
  };
}

/**
 * The price of the operation `args` would run, by the complexity plugin's rule fed this request's
 * variables; null when execution refuses it anyway before any resolver (no such operation, bad
 * variables). Errors when a field's arguments cannot be read (a malformed id): unpriced, it must not run.
 */
export function operationCost(args: ExecutionArgs): { cost: number } | { errors: readonly GraphQLError[] } | null {
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation) return null;
  const variableValues = args.variableValues ?? {};
  if (getVariableValues(args.schema, operation.variableDefinitions ?? [], variableValues).errors) return null;
  let cost: number | null = null;
  const rule = createComplexityRule({
    context: (args.contextValue ?? {}) as object,
    variableValues,
    operationName: operation.name?.value ?? null,
    onResult: (result) => {
      cost = result.complexity;
    },
  });
  const errors = validate(args.schema, args.document, [rule]);
  if (cost === null)
    return { errors: errors.length > 0 ? errors : [new GraphQLError('The query could not be priced.')] };
  return {
    cost: cost + introspectionCost(args.document, operation) + databaseCost(args.schema, args.document, operation),
  };
}

const COUNT_FIELDS: ReadonlySet<string> = new Set(['totalCount', 'totalCountIsLowerBound']);

/** Fields of one object merged as execution merges them: by the type they are asked on and their response key. */
type MergedFields = Map<string, { type: GraphQLNamedType; name: string; selectionSets: SelectionSetNode[] }>;

/** A document whose fragments, expanded, make more fields than this is not priced field by field: refused. */
const MOST_FIELDS_WALKED = 100_000;

/**
 * The statements an operation runs beyond what the complexity plugin prices per item:
 * - each root field DATABASE_FIELD_COST per response key (root fields of one key are merged and run
 *   once), and COUNT_COST more when its connection's count is asked (every connection is a root
 *   field, database-price.test.ts, so no count hides deeper);
 * - below the root, a field priced HEAVY_FIELD_COST (its own statement, or parsing a whole
 *   document) asked again under another alias of the same object: DATABASE_FIELD_COST each time,
 *   as a root field would cost (its price per parent counts one per item, not one per alias).
 */
function databaseCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = fragmentsOf(document);
  let walked = 0;
  const mergedFields = (selectionSets: readonly SelectionSetNode[], type: GraphQLNamedType): MergedFields => {
    const merged: MergedFields = new Map();
    for (const selectionSet of selectionSets) {
      forEachField(selectionSet, fragments, (field, on) => {
        walked += 1;
        const asked = (on && schema.getType(on)) || type;
        const key = `${asked.name}.${field.alias?.value ?? field.name.value}`;
        const known = merged.get(key) ?? { type: asked, name: field.name.value, selectionSets: [] };
        if (field.selectionSet) known.selectionSets.push(field.selectionSet);
        merged.set(key, known);
      });
    }
    return merged;
  };
  const repeatedWork = (merged: MergedFields): number => {
    let cost = 0;
    const aliasesOfHeavy = new Map<string, number>();
    for (const { type, name, selectionSets } of merged.values()) {
      const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
      if (!field) continue;
      if (isHeavy(field)) {
        const heavy = `${type.name}.${name}`;
        aliasesOfHeavy.set(heavy, (aliasesOfHeavy.get(heavy) ?? 0) + 1);
      }
      if (selectionSets.length > 0 && walked <= MOST_FIELDS_WALKED)
        cost += repeatedWork(mergedFields(selectionSets, getNamedType(field.type)));
    }
    for (const aliases of aliasesOfHeavy.values()) cost += (aliases - 1) * DATABASE_FIELD_COST;
    return cost;
  };
  let cost = 0;
  for (const { name, selectionSets } of mergedFields([operation.selectionSet], root).values()) {
    const field = root.getFields()[name];
    // __typename and introspection: no such field of the root type
    if (!field) continue;
    const withoutStatements = root === schema.getQueryType() && ROOT_FIELDS_WITHOUT_STATEMENTS.has(name);
    if (!withoutStatements) cost += DATABASE_FIELD_COST;
    let counts = false;
    for (const selectionSet of selectionSets)
      forEachField(selectionSet, fragments, (inner) => (counts ||= COUNT_FIELDS.has(inner.name.value)));
    if (counts) cost += COUNT_COST;
    cost += repeatedWork(mergedFields(selectionSets, getNamedType(field.type)));
  }
  return walked > MOST_FIELDS_WALKED ? Math.max(cost, QUERY_LIMITS.maxCost + 1) : cost;
}

/** Whether the complexity a field declares prices it as real work for each parent (HEAVY_FIELD_COST). */
function isHeavy(field: GraphQLField<unknown, unknown>): boolean {
  const complexity = field.extensions.complexity as FieldComplexityValue | ((...args: never[]) => unknown) | undefined;
  const own =
    typeof complexity === 'number'
      ? complexity
      : typeof complexity === 'object' && complexity !== null
        ? complexity.field
        : undefined;
  return (own ?? 0) >= HEAVY_FIELD_COST;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
}

/**
 * Calls `visit` for each field of one selection set, through inline fragments and fragments (each
 * spread once), with the type condition it is asked under (undefined: the selection set's own type).
 */
function forEachField(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visit: (field: FieldNode, on: string | undefined) => void,
  spread = new Set<string>(),
  on: string | undefined = undefined,
) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) visit(selection, on);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      forEachField(selection.selectionSet, fragments, visit, spread, selection.typeCondition?.name.value ?? on);
    else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || spread.has(fragment.name.value)) continue;
      spread.add(fragment.name.value);
      forEachField(fragment.selectionSet, fragments, visit, spread, fragment.typeCondition.name.value);
    }
  }
}

function introspectionCost(document: DocumentNode, operation: OperationDefinitionNode): number {
  // root fields of one response key are merged and run once, whichever fragments name them
  const keys = new Map<string, number>();
  forEachField(operation.selectionSet, fragmentsOf(document), (field) => {
    const cost = INTROSPECTION_COST.get(field.name.value);
    if (cost !== undefined) keys.set(field.alias?.value ?? field.name.value, cost);
  });
  return [...keys.values()].reduce((sum, cost) => sum + cost, 0);
}

export function tooCostlyError(cost: number, maxCost: number) {
  return new GraphQLError(
    `The query costs too much (${cost}; at most ${maxCost}): ask for smaller pages (first/last) or fewer nested lists.`,
    { extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost, http: { status: 400 } } },
  );
}

/** Prices kept per server: an attacker sending ever new documents or page sizes only evicts the oldest. */
export const PRICES_KEPT = 1_000;

/** A price key longer than this (a wide `ids` list) is priced every time rather than kept. */
const LONGEST_PRICE_KEY = 2_000;

/** What an operation's price key is made of, found once per parsed document and operation. */
interface PriceKeyParts {
  /** the document's number among those this cache has seen (parsed documents are cached by Yoga) */
  document: number;
  /** its variables other than String ones: the price may depend on their values */
  valued: string[];
  /** its String variables: no complexity function reads one (limits.test.ts), so only whether each is a string, null, absent or else counts */
  kindOnly: string[];
}

type VariableDefinition = NonNullable<OperationDefinitionNode['variableDefinitions']>[number];

function isStringVariable(definition: VariableDefinition): boolean {
  const type = definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type;
  return type.kind === Kind.NAMED_TYPE && type.name.value === 'String';
}

/**
 * Each operation priced once per set of variables that may change its price: pricing validates the
 * whole document again, about as much work as running a small query. Kept in a bounded LRU; a price
 * from it is the one `operationCost` gives.
 */
export function createPriceCache(kept = PRICES_KEPT) {
  const prices = new Map<string, number>();
  const documents = new WeakMap<DocumentNode, { number: number; operations: Map<string, PriceKeyParts | null> }>();
  let documentsSeen = 0;

  function partsOf(args: ExecutionArgs): PriceKeyParts | null {
    let known = documents.get(args.document);
    if (!known) {
      documentsSeen += 1;
      known = { number: documentsSeen, operations: new Map() };
      documents.set(args.document, known);
    }
    const operationName = args.operationName ?? '';
    let parts = known.operations.get(operationName);
    if (parts === undefined) {
      const operation = getOperationAST(args.document, args.operationName);
      const definitions = operation?.variableDefinitions ?? [];
      parts = operation
        ? {
            document: known.number,
            valued: definitions
              .filter((definition) => !isStringVariable(definition))
              .map((definition) => definition.variable.name.value),
            kindOnly: definitions.filter(isStringVariable).map((definition) => definition.variable.name.value),
          }
        : null;
      // a document names a handful of operations; a caller inventing names is not kept
      if (known.operations.size < 10) known.operations.set(operationName, parts);
    }
    return parts;
  }

  function keyOf(args: ExecutionArgs): string | null {
    const parts = partsOf(args);
    if (!parts) return null;
    const variables = (args.variableValues ?? {}) as Record<string, unknown>;
    const key = JSON.stringify([
      parts.document,
      args.operationName ?? null,
      // absent, undefined and null are each coerced differently
      parts.valued.map((name) => (name in variables ? [typeof variables[name], variables[name] ?? null] : [])),
      parts.kindOnly.map((name) =>
        !(name in variables) ? 'absent' : variables[name] === null ? 'null' : typeof variables[name],
      ),
    ]);
    return key.length > LONGEST_PRICE_KEY ? null : key;
  }

  return {
    /** `operationCost(args)`, from the cache when this operation was priced with the same sizes. */
    price(args: ExecutionArgs): ReturnType<typeof operationCost> {
      const key = keyOf(args);
      if (key === null) return operationCost(args);
      const cost = prices.get(key);
      if (cost !== undefined) {
        // most recently used last: the first entry is the one evicted
        prices.delete(key);
        prices.set(key, cost);
        return { cost };
      }
      const priced = operationCost(args);
      // a refusal for an unreadable argument or bad variables is rare: priced again each time
      if (priced && 'cost' in priced) {
        prices.set(key, priced.cost);
        if (prices.size > kept) prices.delete(prices.keys().next().value!);
      }
      return priced;
    },
    get size() {
      return prices.size;
    },
  };
}

/** Refuses, before any resolver runs, an operation priced above `maxCost`. */
export function useQueryCost(maxCost = QUERY_LIMITS.maxCost): Plugin {
  const prices = createPriceCache();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const priced = prices.price(args);
      if (priced === null) return;
      let refusal: ExecutionResult | null = null;
      // an argument unreadable here fails the (non-null) root field it belongs to, hence `data: null`
      if ('errors' in priced) refusal = { data: null, errors: priced.errors };
      else if (priced.cost > maxCost) refusal = { errors: [tooCostlyError(priced.cost, maxCost)] };
      if (refusal) setResultAndStopExecution(refusal);
    },
  };
}
