import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { controlCharacterMessage } from './text-safety.js';

// Every text input of the api, read from its own OpenAPI document (not listed by hand): each
// string in a JSON body, a query and a path gets NUL, other C0 controls, a lone surrogate and a
// 1 MB string, and the api answers 4xx (400 naming the field for the characters), never 500.

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface TextInput {
  method: string;
  path: string;
  where: 'path' | 'query' | 'body';
  /** Dotted path of the field (a body's nested fields, array items as `0`). */
  field: string;
}

const isString = (schema: JsonSchema | undefined): boolean =>
  schema !== undefined &&
  (schema.type === 'string' ||
    (Array.isArray(schema.type) && schema.type.includes('string')) ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isString));

let components: Record<string, JsonSchema> = {};
const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
  schema?.$ref ? components[schema.$ref.replace('#/components/schemas/', '')] : schema;

/** The dotted paths of every string a body schema takes (arrays as item 0). */
function stringFields(given: JsonSchema | undefined, prefix = '', depth = 0): string[] {
  const schema = resolve(given);
  if (!schema || depth > 6) return [];
  if (isString(schema)) return prefix ? [prefix] : [];
  const out: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    out.push(...stringFields(property, prefix ? `${prefix}.${name}` : name, depth + 1));
  if (schema.items) out.push(...stringFields(schema.items, prefix ? `${prefix}.0` : '0', depth + 1));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    out.push(...stringFields(branch, prefix, depth + 1).filter((f) => !out.includes(f)));
  return out;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

function textInputs(document: Document): TextInput[] {
  components = document.components?.schemas ?? {};
  const inputs: TextInput[] = [];
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? [])
        if (parameter.in !== 'header' && isString(resolve(parameter.schema)))
          inputs.push({ method, path, where: parameter.in, field: parameter.name });
      const json = operation.requestBody?.content?.['application/json']?.schema;
      for (const field of stringFields(json)) inputs.push({ method, path, where: 'body', field });
    }
  return inputs;
}

function withValue(field: string, value: unknown): Record<string, unknown> {
  const [head = '', ...rest] = field.split('.');
  if (rest.length === 0) return { [head]: value };
  const inner = withValue(rest.join('.'), value);
  return { [head]: /^\d+$/.test(rest[0] ?? '') ? [Object.values(inner)[0]] : inner };
}

describe('every text input refuses control characters, broken Unicode and 1 MB strings with a 4xx', () => {
  let t: TestApp;
  let inputs: TextInput[];
  beforeAll(async () => {
    t = await createTestApp();
    inputs = textInputs((await t.request({ url: '/v1/openapi.json' })).json());
  });
  afterAll(async () => t.close());

  // A lone surrogate has no UTF-8 form to put in a URL: sent as the bytes a careless client would
  // send for it (WTF-8, ED A0 80).
  const encodePath = (value: string) =>
    value.replace(/[^\uD800-\uDFFF]+/g, encodeURIComponent).replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');

  async function send(input: TextInput, value: string) {
    const url = input.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
      input.where === 'path' && name === input.field ? encodePath(value) : '1',
    );
    const query = input.where === 'query' ? `?${encodeURIComponent(input.field)}=${encodePath(value)}` : '';
    const route = t.app.routeTable.find((r) => r.method === input.method && r.path === input.path);
    const admin = route?.auth === 'admin';
    return t.request({
      method: input.method.toUpperCase(),
      url: url + query,
      token: admin ? t.adminToken() : t.tokenFor('sponsor.admin@demo.test'),
      ...(input.where === 'body' ? { payload: withValue(input.field, value) } : {}),
    });
  }

  it('finds the inputs in the OpenAPI document', () => {
    // Messages, requests, search and the rest: a document that lost its schemas would pass vacuously.
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs).toContainEqual(expect.objectContaining({ where: 'query', field: 'searchString' }));
  });

  it.each([
    ['NUL', 'before\u0000after'],
    ['a bell and an escape', 'a\u0007b\u001Bc'],
    ['a lone surrogate', 'broken \uD800 text'],
  ])('answers %s with a 400 naming the field', async (_name, value) => {
    const refused: string[] = [];
    for (const input of inputs) {
      const res = await send(input, value);
      const body = res.json<{ details?: { field: string; message: string }[] }>();
      const named = body.details?.some((d) => d.message === controlCharacterMessage(d.field));
      // A URL cannot carry a lone surrogate: its bytes arrive as U+FFFD (a character like any
      // other) or are refused; either way, no 500.
      const unreadable = input.where !== 'body' && /[\uD800-\uDFFF]/.test(value) && res.statusCode < 500;
      if ((res.statusCode !== 400 || !named) && !unreadable)
        refused.push(`${input.method} ${input.path} ${input.where}:${input.field} → ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers a 1 MB string with a 4xx', async () => {
    const big = 'x'.repeat(1_000_000);
    const failed: string[] = [];
    for (const input of inputs) {
      const res = await send(input, big);
      if (res.statusCode < 400 || res.statusCode >= 500)
        failed.push(`${input.method} ${input.path} ${input.where}:${input.field} → ${res.statusCode}`);
    }
    expect(failed).toEqual([]);
  });
});
