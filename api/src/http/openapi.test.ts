import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGraphQLSchemaFromOpenAPI } from '@omnigraph/openapi';
import { validate } from '@readme/openapi-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

type OpenApiDocument = OpenAPIV3.Document & {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: unknown;
  parameters?: unknown[];
}

describe('GET /v1/openapi.json', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let paths: Record<string, Record<string, Operation>>;
  /** What the app serves and documents (the document's own route is hidden). */
  let routes: [method: string, path: string, auth: 'public' | 'bearer'][];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
    const res = await t.request({ url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
    paths = document.paths;
    routes = t.app.routeTable
      .filter((route) => !route.hidden)
      .map((route) => [route.method, route.path, route.auth === 'public' ? 'public' : 'bearer']);
  });
  afterAll(async () => t.close());

  it('documents exactly the routes the modules register', () => {
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(60);
    expect(documented.sort()).toEqual(routes.map(([m, p]) => `${m} ${p}`).sort());
  });

  it('documents every route with its success and error schemas, and bearer security unless public', () => {
    for (const [method, path, auth] of routes) checkOperation(method, path, auth);
  });

  function checkOperation(method: string, path: string, auth: 'public' | 'bearer'): void {
    const op = paths[path]?.[method];
    expect(op).toBeDefined();
    const success = Object.keys(op?.responses ?? {}).filter((s) => s.startsWith('2'));
    expect(success).toHaveLength(1);
    expect(op?.responses['400']?.content?.['application/json']?.schema).toBeDefined();
    expect(op?.responses['500']).toBeDefined();
    if (auth === 'bearer') {
      expect(op?.security).toEqual([{ bearerAuth: [] }]);
      expect(op?.responses['401']).toBeDefined();
    } else {
      expect(op?.security).toBeUndefined();
    }
    if (method === 'post' || method === 'put') expect(op?.requestBody).toBeDefined();
  }

  it('describes the UserDto fields the bff maps, once, as a named component', () => {
    const answered = paths['/v1/users/current']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(answered).toEqual({ $ref: '#/components/schemas/UserDto' });
    const schema = document.components.schemas.UserDto as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties).sort()).toEqual(
      [
        'active',
        'city',
        'company',
        'companyId',
        'country',
        'email',
        'firstName',
        'id',
        'isNeedResetPassword',
        'jobTitle',
        'lastName',
        'linkedin',
        'masked',
        'pictureUpload',
        'phone',
        'pictureUrl',
        'role',
        'state',
      ].sort(),
    );
  });

  it('is valid OpenAPI 3.0 for a standard validator, as served', async () => {
    const result = await validate(structuredClone(document) as OpenAPIV3.Document);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  // @omnigraph/openapi refused the document before its literal unions were merged ("... must define
  // one or more fields"): composing it must keep every field, with nothing logged about dropped ones.
  it('composes into a GraphQL schema with @omnigraph/openapi without dropping a field', async () => {
    const said: string[] = [];
    const spies = (['log', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void said.push(args.join(' '))),
    );
    const dir = mkdtempSync(join(tmpdir(), 'trialbridge-openapi-'));
    try {
      const source = join(dir, 'openapi.json');
      writeFileSync(source, JSON.stringify(document));
      const schema = await loadGraphQLSchemaFromOpenAPI('trialbridge', {
        source,
        endpoint: 'http://api.test.invalid',
        ignoreErrorResponses: true,
      });
      expect(Object.keys(schema.getQueryType()?.getFields() ?? {}).length).toBeGreaterThan(20);
      expect(Object.keys(schema.getMutationType()?.getFields() ?? {}).length).toBeGreaterThan(20);
    } finally {
      for (const spy of spies) spy.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(said.filter((line) => /does not have fields|must define one or more fields/.test(line))).toEqual([]);
  });
});
