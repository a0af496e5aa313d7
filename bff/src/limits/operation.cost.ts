import { getDirective } from '@graphql-tools/utils';
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type NamedTypeNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from '../rest/rest.query.js';

/**
 * How an operation's query cost is counted (docs/graphql-limits.md):
 * - a field returning an object, or a list of objects, costs 1; scalars and enums cost 0;
 * - a list field multiplies (its own cost + its selection's cost) by its expected size: its
 *   slicing argument (`size`, `first`, `last`, `limit`, or the `size` of an input argument such as
 *   `page: PageInput`, variables and defaults resolved as execution resolves them), clamped to the
 *   api's largest page (100); a paged field that returns a page object passes that size to the
 *   page's `items`; else the field's `@listSize(assumedSize: N)`; else DEFAULT_LIST_SIZE;
 * - `__schema` and `__type` cost INTROSPECTION_COST each: the answer comes from the schema in
 *   memory, never from the api, and its size is the schema's, not the data's; counted by field it
 *   would cost thousands (types × fields × arguments) and refuse the tools that read it (GraphiQL,
 *   codegen);
 * - a mutation adds MUTATION_BASE_COST: it writes, and a write costs the api more than a read;
 * - fragments count where they are spread, and a field selected twice under one response key (in
 *   two fragments, say) counts once, as graphql-js resolves it once; fields left out by
 *   @skip/@include count nothing.
 */
export const COST_RULES = {
  /**
   * A list with no slicing argument and no @listSize: the api's own default page size (10), and
   * the size of most of our small lists (a company's services, a thread's participants). Lists that
   * are really larger say so with @listSize.
   */
  defaultListSize: 10,
  maxListSize: MAX_PAGE_SIZE,
  introspectionCost: 10,
  mutationBaseCost: 10,
} as const;

/**
 * The largest query cost of one operation; above it the operation is refused before it runs (400).
 * The web app's costliest operation (SearchPage) costs about 4,100 with every page size at the
 * api's largest (100), about 2,100 at the largest it asks for (50) and 870 at its default (10):
 * web.operations.test.ts holds every operation of the web app under this.
 */
export const MAX_OPERATION_COST = 5_000;

/** Arguments that say how many items a list field answers. */
const SLICING_ARGUMENTS = ['size', 'first', 'last', 'limit'] as const;
/** The list of a page object that a paged field's size applies to (`CompanyPage.items`). */
const PAGE_ITEMS = new Set(['items', 'edges', 'nodes', 'content']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

type Variables = Record<string, unknown>;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
}

const clampSize = (value: number): number => Math.min(COST_RULES.maxListSize, Math.max(1, Math.trunc(value)));

/** The size a field's arguments ask for, if any: a slicing argument, or `size` inside an input argument. */
function slicingSize(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Variables): number | undefined {
  let args: Record<string, unknown>;
  try {
    args = getArgumentValues(field, node, variables);
  } catch {
    return undefined; // invalid arguments: execution refuses the operation anyway
  }
  for (const name of SLICING_ARGUMENTS) {
    const value = args[name];
    if (typeof value === 'number') return clampSize(value);
  }
  for (const value of Object.values(args)) {
    if (value && typeof value === 'object' && 'size' in value && typeof value.size === 'number')
      return clampSize(value.size);
  }
  return undefined;
}

/** Each field's `@listSize(assumedSize:)`, read from its SDL once (a directive lookup parses arguments). */
const assumedSizes = new WeakMap<GraphQLField<unknown, unknown>, number | undefined>();

function assumedSize(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): number | undefined {
  if (assumedSizes.has(field)) return assumedSizes.get(field);
  const [listSize] = getDirective(schema, field, 'listSize') ?? [];
  const size: unknown = listSize?.assumedSize;
  const assumed = typeof size === 'number' ? size : undefined;
  assumedSizes.set(field, assumed);
  return assumed;
}

/** How many list levels wrap a type (`[[X]]` is 2): each multiplies by the expected size. */
function listDepth(type: GraphQLOutputType): number {
  const nullable = getNullableType(type);
  return isListType(nullable) ? 1 + listDepth(nullable.ofType) : 0;
}

function included(walk: Walk, node: { directives?: FieldNode['directives'] }): boolean {
  if (!node.directives?.length) return true;
  const skip = getDirectiveValues(GraphQLSkipDirective, node, walk.variables);
  if (skip?.if === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, node, walk.variables);
  return include?.if !== false;
}

/** Whether a fragment's type condition admits objects of `parent` (as graphql-js decides when executing). */
function applies(walk: Walk, parent: GraphQLCompositeType, condition: NamedTypeNode | undefined): boolean {
  if (!condition) return true;
  const type = walk.schema.getType(condition.name.value);
  if (type === parent) return true;
  return isAbstractType(type) && isObjectType(parent) && walk.schema.isSubType(type, parent);
}

/**
 * The fields a selection asks for, by response key, fragments flattened and @skip/@include
 * applied: the same field selected twice (in two fragments, say) is resolved once, so counted once.
 */
function collectFields(
  walk: Walk,
  parent: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  fields: Map<string, FieldNode[]>,
  visited: Set<string>,
): void {
  for (const selection of selectionSet.selections) {
    if (!included(walk, selection)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      fields.set(key, [...(fields.get(key) ?? []), selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (applies(walk, parent, selection.typeCondition))
        collectFields(walk, parent, selection.selectionSet, fields, visited);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      // Each fragment once per selection, as graphql-js collects them (and a fragment that spreads
      // itself, which validation refuses before we run, cannot loop).
      if (!fragment || visited.has(name) || !applies(walk, parent, fragment.typeCondition)) continue;
      visited.add(name);
      collectFields(walk, parent, fragment.selectionSet, fields, visited);
    }
  }
}

function fieldCost(walk: Walk, parent: GraphQLCompositeType, nodes: FieldNode[], pageSize: number | undefined): number {
  const [node] = nodes;
  if (!node) return 0;
  const name = node.name.value;
  if (INTROSPECTION_FIELDS.has(name)) return COST_RULES.introspectionCost;
  if (!isObjectType(parent)) return 0; // no interfaces or unions in our schema; validation catches strays
  const field = parent.getFields()[name];
  if (!field) return 0;
  const type = getNamedType(field.type);
  if (!isCompositeType(type)) return 0;
  const sliced = slicingSize(field, node, walk.variables);
  const depth = listDepth(field.type);
  // A paged field returning a page object hands its size to the page's items.
  const childPageSize = depth === 0 ? sliced : undefined;
  const selections = nodes.flatMap((each) => (each.selectionSet ? [each.selectionSet] : []));
  const own = 1 + selectionCost(walk, type, selections, childPageSize);
  if (depth === 0) return own;
  const size =
    sliced ??
    (PAGE_ITEMS.has(name) ? pageSize : undefined) ??
    assumedSize(walk.schema, field) ??
    COST_RULES.defaultListSize;
  return own * size ** depth;
}

function selectionCost(
  walk: Walk,
  parent: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  pageSize: number | undefined,
): number {
  const fields = new Map<string, FieldNode[]>();
  const visited = new Set<string>();
  for (const selectionSet of selectionSets) collectFields(walk, parent, selectionSet, fields, visited);
  let cost = 0;
  for (const nodes of fields.values()) cost += fieldCost(walk, parent, nodes, pageSize);
  return cost;
}

/** Variables as execution would see them (defaults applied); none when they do not coerce. */
function coerceVariables(
  schema: GraphQLSchema,
  definitions: Parameters<typeof getVariableValues>[1],
  raw: Variables | null | undefined,
): Variables {
  const result = getVariableValues(schema, definitions, raw ?? {});
  return result.coerced ?? {};
}

/** The query cost of the document's operation (see COST_RULES); 0 when there is no such operation. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: { operationName?: string | null; variables?: Variables | null } = {},
): number {
  const operation = getOperationAST(document, options.operationName);
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const variables = coerceVariables(schema, operation.variableDefinitions ?? [], options.variables);
  const cost = selectionCost({ schema, fragments, variables }, root, [operation.selectionSet], undefined);
  return operation.operation === 'mutation' ? cost + COST_RULES.mutationBaseCost : cost;
}

/** Costs kept per document for this many operation names and variables at most (then started afresh). */
export const COSTS_KEPT_PER_DOCUMENT = 64;
/** Variables longer than this (as JSON) are priced every time: long texts are writes, not repeated reads. */
const MAX_KEYED_VARIABLES = 2_048;

/** Costs by schema, by document object (Apollo's document store answers one object per text), by name and variables. */
const costs = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();

/** The variables as a key: JSON of plain values only, else null (then nothing is kept). */
function variablesKey(variables: Variables | null | undefined): string | null {
  try {
    return JSON.stringify(variables ?? {}, (_key, value: unknown) => {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
      const prototype = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
      if (prototype === Object.prototype || prototype === Array.prototype || prototype === null) return value;
      throw new Error('not a plain value');
    });
  } catch {
    return null;
  }
}

/**
 * operationCost, kept: an operation's cost depends only on the schema, the document, the
 * operation's name and the variables, and the same few operations come again and again with the
 * same variables (a page's queries): walking the document was a profiled cost of every request.
 */
export function cachedOperationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: { operationName?: string | null; variables?: Variables | null } = {},
): number {
  const variables = variablesKey(options.variables);
  if (variables === null || variables.length > MAX_KEYED_VARIABLES) return operationCost(schema, document, options);
  let bySchema = costs.get(schema);
  if (!bySchema) costs.set(schema, (bySchema = new WeakMap()));
  let byDocument = bySchema.get(document);
  if (!byDocument) bySchema.set(document, (byDocument = new Map()));
  const key = `${JSON.stringify(options.operationName ?? null)}\n${variables}`;
  const kept = byDocument.get(key);
  if (kept !== undefined) return kept;
  const cost = operationCost(schema, document, options);
  if (byDocument.size >= COSTS_KEPT_PER_DOCUMENT) byDocument.clear();
  byDocument.set(key, cost);
  return cost;
}
