import { readFileSync } from 'node:fs';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { modules } from '../__generated__/modules.js';
import { REPO_ROOT } from '../config.js';
import { MAX_PAGE_SIZE } from '../rest/rest.query.js';
import { createSchema } from '../schema.js';
import { MAX_OPERATION_COST, operationCost } from './operation.cost.js';

/** Every operation of the web client, from its generated typed documents (one JSON document per line). */
function webOperations(): { name: string; document: DocumentNode; operation: OperationDefinitionNode }[] {
  const source = readFileSync(`${REPO_ROOT}web/src/__generated__/graphql.ts`, 'utf8');
  return [...source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)].map((match) => {
    const document = JSON.parse(match[2] ?? '') as DocumentNode;
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    if (!operation) throw new Error(`${match[1]}Document holds no operation`);
    return { name: match[1] ?? '', document, operation };
  });
}

/**
 * The costliest value a variable can take: every Int (a page size among them) and every `size`
 * the api's largest page, required input fields filled, lists empty (a filter costs nothing).
 */
function costliest(type: GraphQLInputType, name: string): unknown {
  const nullable = getNullableType(type);
  if (name === 'size') return MAX_PAGE_SIZE;
  if (isListType(nullable)) return [];
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
  if (isInputObjectType(nullable)) {
    const fields = Object.values(nullable.getFields()).filter(
      (field) => field.name === 'size' || (isNonNullType(field.type) && field.defaultValue === undefined),
    );
    return Object.fromEntries(fields.map((field) => [field.name, costliest(field.type, field.name)]));
  }
  if (nullable.name === 'Int') return MAX_PAGE_SIZE;
  if (nullable.name === 'Boolean') return true;
  return nullable.name === 'Float' ? 1 : '1';
}

function costliestVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
      if (!type) throw new Error(`unknown variable type in ${operation.name?.value ?? 'an operation'}`);
      return [definition.variable.name.value, costliest(type, definition.variable.name.value)];
    }),
  );
}

describe('the web app under the per-operation cost limit', () => {
  const schema = createSchema({ modules });
  const operations = webOperations();

  it('finds the web client operations', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('fits every operation, at the largest page sizes, under MAX_OPERATION_COST', () => {
    const over = operations
      .map(({ name, document, operation }) => ({
        name,
        cost: operationCost(schema, document, { variables: costliestVariables(schema, operation) }),
      }))
      .filter(({ cost }) => cost > MAX_OPERATION_COST)
      .map(({ name, cost }) => `${name}: ${cost}`);
    expect(over).toEqual([]);
  });
});
