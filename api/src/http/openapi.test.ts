import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

/** The contract: every route, documented with its schemas. */
const ROUTES: [method: string, path: string, auth: 'public' | 'bearer'][] = [
  ['get', '/healthz', 'public'],
  ['get', '/readyz', 'public'],
  ['get', '/v1/roles', 'public'],
  ['get', '/v1/reference-items', 'public'],
  ['get', '/v1/countries', 'public'],
  ['post', '/v1/users/signup', 'public'],
  ['post', '/v1/users/event/signup', 'public'],
  ['get', '/v1/users/verify-email', 'public'],
  ['get', '/v1/users/verification-code', 'public'],
  ['put', '/v1/users/verify', 'public'],
  ['put', '/v1/users/set-password', 'public'],
  ['get', '/v1/users/password-policy', 'public'],
  ['post', '/v1/users/preferences/email-unsubscribe', 'public'],
  ['get', '/v1/media/{id}', 'public'],
  ['get', '/v1/users/current', 'bearer'],
  ['get', '/v1/users/{id}', 'bearer'],
  ['put', '/v1/users/{id}', 'bearer'],
  ['post', '/v1/users/{id}/picture', 'bearer'],
  ['delete', '/v1/users/{id}/picture', 'bearer'],
  ['get', '/v1/users/interests', 'bearer'],
  ['put', '/v1/users/interests', 'bearer'],
  ['get', '/v1/users/history/company-views', 'bearer'],
  ['post', '/v1/users/history/company-views', 'bearer'],
  ['get', '/v1/users/last-active', 'bearer'],
  ['get', '/v1/subscriptions/users/current', 'bearer'],
  ['get', '/v1/subscriptions/users/current/details', 'bearer'],
  ['get', '/v1/subscriptions/users/trials', 'bearer'],
  ['get', '/v1/subscriptions/options', 'public'],
  ['get', '/v1/subscriptions/terms', 'public'],
  ['get', '/v1/subscriptions/customers', 'bearer'],
  ['post', '/v1/subscriptions/customers', 'bearer'],
  ['get', '/v1/subscriptions/customers/cards-management', 'bearer'],
  ['get', '/v1/subscriptions/{subscriptionId}/customers/cards-management', 'bearer'],
  ['post', '/v1/subscriptions', 'bearer'],
  ['get', '/v1/subscriptions/coupons', 'bearer'],
  ['put', '/v1/subscriptions/coupons', 'bearer'],
  ['post', '/v1/subscriptions/coupons/promotion-codes/verify', 'bearer'],
  ['get', '/v1/subscriptions/{subscriptionId}/team', 'bearer'],
  ['post', '/v1/subscriptions/{subscriptionId}/team', 'bearer'],
  ['put', '/v1/subscriptions/{subscriptionId}/team/{userId}', 'bearer'],
  ['delete', '/v1/subscriptions/{subscriptionId}/team/{userId}', 'bearer'],
  ['get', '/v1/subscriptions/{subscriptionId}/team/autocomplete', 'bearer'],
  ['post', '/v1/subscriptions/{subscriptionId}/team/invites', 'bearer'],
  ['get', '/v1/subscriptions/{token}/team/invites/contents', 'public'],
  ['post', '/v1/subscriptions/explorer', 'bearer'],
  ['get', '/v1/subscriptions/payments', 'bearer'],
  ['get', '/v1/subscriptions/payments/{paymentId}', 'bearer'],
  ['delete', '/v1/subscriptions/{subscriptionId}', 'bearer'],
  ['post', '/v1/subscriptions/invoice', 'bearer'],
  ['put', '/v1/subscriptions/{subscriptionId}/options', 'bearer'],
  ['put', '/v1/subscriptions/{subscriptionId}/subsidiaries/{companyId}', 'bearer'],
  ['delete', '/v1/subscriptions/{subscriptionId}/subsidiaries/{companyId}', 'bearer'],
  ['post', '/v1/subscriptions/webhooks/stripe', 'public'],
  ['get', '/v1/companies/{id}/join-requests', 'bearer'],
  ['put', '/v1/companies/{id}/join-requests/{userId}', 'bearer'],
  ['get', '/v1/employee-bands', 'public'],
  ['get', '/v1/companies/search', 'public'],
  ['get', '/v1/companies', 'bearer'],
  ['get', '/v1/companies/by-ids', 'bearer'],
  ['get', '/v1/companies/by-alias/{alias}', 'bearer'],
  ['put', '/v1/companies/{id}', 'bearer'],
  ['post', '/v1/companies/{id}/logo', 'bearer'],
  ['get', '/v1/users/compare-list', 'bearer'],
  ['post', '/v1/users/compare-list', 'bearer'],
  ['delete', '/v1/users/compare-list/{id}', 'bearer'],
  ['delete', '/v1/users/compare-list', 'bearer'],
  ['get', '/v1/admin/users', 'bearer'],
  ['get', '/v1/admin/impersonation-audit', 'bearer'],
];

interface Operation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: unknown;
  parameters?: unknown[];
}

describe('GET /v1/openapi.json', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
    const res = await t.request({ url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    paths = res.json().paths;
  });
  afterAll(async () => t.close());

  it('documents exactly the routes of the contract', () => {
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(ROUTES.map(([m, p]) => `${m} ${p}`).sort());
  });

  it.each(ROUTES)('documents %s %s with its success and error schemas', (method, path, auth) => {
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
  });

  it('describes the UserDto fields the bff maps', () => {
    const schema = paths['/v1/users/current']?.get?.responses['200']?.content?.['application/json']?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
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
        'phone',
        'pictureUrl',
        'role',
        'state',
      ].sort(),
    );
  });
});
