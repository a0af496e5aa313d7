import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

// Strings whose length something other than `maxLength` bounds: a fixed format, or an upload
// whose size the route's body limit caps (413 'File is too large.').
const BOUNDED_FORMATS = new Set(['date-time', 'date', 'uuid']);
const UPLOADS = new Set(['POST /v1/users/{id}/picture body.data', 'POST /v1/companies/{id}/logo body.data']);

/** Every string an operation takes (path, query and body), with where it is. */
function takenStrings(resolve: (ref: string) => Schema, schema: Schema | undefined, at: string): [string, Schema][] {
  if (!schema) return [];
  if (schema.$ref) return takenStrings(resolve, resolve(schema.$ref), at);
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return [
    ...(types.includes('string') ? [[at, schema] as [string, Schema]] : []),
    ...branches.flatMap((branch) => takenStrings(resolve, branch, at)),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      takenStrings(resolve, property, `${at}.${name}`),
    ),
    ...takenStrings(resolve, schema.items, `${at}[]`),
  ];
}

describe('text limits of the api (TEXT_LIMITS)', () => {
  let t: TestApp;
  let strings: [string, Schema][];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
    const document = (await t.request({ url: '/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, Schema> };
    }>();
    const resolve = (ref: string): Schema => document.components.schemas[ref.split('/').pop() ?? ''] ?? {};
    strings = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) => {
        const where = `${method.toUpperCase()} ${path}`;
        return [
          ...(op.parameters ?? []).flatMap((p) => takenStrings(resolve, p.schema, `${where} ${p.in}.${p.name}`)),
          ...takenStrings(resolve, op.requestBody?.content?.['application/json']?.schema, `${where} body`),
        ];
      }),
    );
  });
  afterAll(async () => t.close());

  it('bounds every free-text string a route takes with a maxLength', () => {
    const unbounded = strings
      .filter(([at, s]) => s.maxLength === undefined && !UPLOADS.has(at))
      .filter(([, s]) => !s.enum && s.const === undefined && !BOUNDED_FORMATS.has(s.format ?? ''))
      // A pattern without + or * bounds the length itself (a 43-character token, a list of sorts).
      .filter(([, s]) => !(s.pattern && !/[+*]/.test(s.pattern)))
      .map(([at]) => at);
    expect(strings.length).toBeGreaterThan(40);
    expect(unbounded).toEqual([]);
  });

  it('gives a company name the same limit at registration and in the edit form', () => {
    const limitOf = (at: string) => strings.find(([where]) => where === at)?.[1].maxLength;
    expect(limitOf('POST /v1/users/signup body.company.name')).toBe(150);
    expect(limitOf('PUT /v1/companies/{id} body.name')).toBe(150);
    expect(limitOf('PUT /v1/users/set-password body.company.name')).toBe(150);
  });
});
