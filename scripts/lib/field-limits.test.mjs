import { describe, expect, it } from 'vitest';
import { fieldLimits, fieldLimitsModule, numberLimits } from './field-limits.mjs';

const document = {
  paths: {
    '/v1/things/{id}': {
      put: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/UpdateThingBody' } } } },
      },
    },
    '/v1/signup': {
      post: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/SignupBody' } } } },
      },
    },
    '/v1/other': {
      post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/FlagBody' } } } } },
    },
  },
  components: {
    schemas: {
      UpdateThingBody: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 150 },
          note: { anyOf: [{ type: 'string', maxLength: 5000 }, { type: 'null' }] },
          kind: { type: 'string', enum: ['A', 'B'] },
          count: { type: 'integer', maximum: 3 },
        },
      },
      SignupBody: {
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email', maxLength: 254 },
          company: {
            anyOf: [
              { type: 'object', properties: { id: { type: 'integer' } } },
              { type: 'object', properties: { name: { type: 'string', maxLength: 150 } } },
            ],
          },
        },
      },
      FlagBody: { type: 'object', properties: { on: { type: 'boolean' } } },
      ThingDto: { type: 'object', properties: { name: { type: 'string', maxLength: 9 } } },
    },
  },
};

describe('fieldLimits', () => {
  it('maps every request body field with a maxLength, nested fields by path, and nothing else', () => {
    expect(fieldLimits(document)).toEqual({
      SignupBody: { email: 254, 'company.name': 150 },
      UpdateThingBody: { name: 150, note: 5000 },
    });
  });

  it('maps every request body number with a maximum, for the numbers the web checks (prices)', () => {
    expect(numberLimits(document)).toEqual({ UpdateThingBody: { count: 3 } });
  });

  it("maps a GET's limited query parameters under 'GET <path>' (search words)", () => {
    const search = {
      paths: {
        '/v1/things': {
          get: {
            parameters: [
              { in: 'query', name: 'q', schema: { type: 'string', maxLength: 200 } },
              { in: 'query', name: 'page', schema: { type: 'integer', maximum: 9 } },
              { in: 'path', name: 'id', schema: { type: 'string', maxLength: 36 } },
            ],
          },
        },
      },
    };
    expect(fieldLimits(search)).toEqual({ 'GET /v1/things': { q: 200 } });
  });

  it('writes a module the web imports as constants', () => {
    const source = fieldLimitsModule({ UpdateThingBody: { name: 150 } });
    expect(source).toContain('never edit');
    expect(source).toContain(
      'export const FIELD_LIMITS = {\n  "UpdateThingBody": {\n    "name": 150\n  }\n} as const;',
    );
  });
});
