import { describe, expect, it } from 'vitest';

import { json } from '../testing/recording.server.js';
import { failure, useRestServer } from '../testing/rest.server.js';

const t = useRestServer();
const client: typeof t.client = (...args) => t.client(...args);

describe('rest client paths', () => {
  it('prefixes /v1 when the path names no version', async () => {
    await client().unchecked({ operation: 'getCurrentUser', path: '/users/current' });
    expect(t.server.requests[0]?.url).toBe('/v1/users/current');
  });

  it('leaves the path untouched when it contains v2', async () => {
    await client().unchecked({ operation: 'getThing', path: '/v2/companies/5' });
    expect(t.server.requests[0]?.url).toBe('/v2/companies/5');
  });

  it('uses /v2 when the path is a watchlist path', async () => {
    await client().unchecked({ operation: 'getWatchlists', path: '/watchlists/3/folders' });
    expect(t.server.requests[0]?.url).toBe('/v2/watchlists/3/folders');
  });

  it('sends the path as is when the call is unversioned', async () => {
    await client().unchecked({ operation: 'health', path: '/healthz', versioned: false });
    expect(t.server.requests[0]?.url).toBe('/healthz');
  });
});

describe('rest client contract calls', () => {
  it("fills the path's parameters as single encoded segments and prefixes /v1", async () => {
    await client().get('/users/{id}', { operation: 'getUser', params: { id: 7 } });
    await client().get('/companies/by-alias/{alias}', { operation: 'getCompanyByAlias', params: { alias: 'a/b c' } });
    expect(t.server.requests.map((r) => r.url)).toEqual(['/v1/users/7', '/v1/companies/by-alias/a%2Fb%20c']);
  });

  it('sends the method, query and body the contract declares', async () => {
    await client().put('/users/{id}', {
      operation: 'updateUser',
      params: { id: 3 },
      body: { firstName: 'Ada', lastName: 'Lovelace', masked: false },
    });
    await client().get('/companies/search', { operation: 'searchCompanies', query: { companyRoleIds: [1, 2] } });
    expect(t.server.requests[0]).toMatchObject({ method: 'PUT', url: '/v1/users/3' });
    expect(JSON.parse(t.server.requests[0]?.body ?? '{}')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      masked: false,
    });
    expect(t.server.requests[1]?.url).toBe('/v1/companies/search?companyRoleIds=1&companyRoleIds=2');
  });
});

describe('rest client headers', () => {
  it('sends the bearer token when the operation is not public', async () => {
    await client().unchecked({ operation: 'getCurrentUser', path: '/users/current' });
    expect(t.server.requests[0]?.headers.authorization).toBe('Bearer id-token-1');
  });

  it.each(['getBanners', 'getRoles', 'getCmsEntry'])(
    'sends no bearer token when the operation is %s',
    async (operation) => {
      await client().unchecked({ operation, path: '/roles' });
      expect(t.server.requests[0]?.headers.authorization).toBeUndefined();
    },
  );

  it('sends the impersonation header when the session impersonates', async () => {
    await client({ token: 't', impersonatedUserId: 42 }).unchecked({
      operation: 'getCurrentUser',
      path: '/users/current',
    });
    expect(t.server.requests[0]?.headers['x-impersonated-user-id']).toBe('42');
  });

  it('sends no impersonation header when the session does not impersonate', async () => {
    await client().unchecked({ operation: 'getCurrentUser', path: '/users/current' });
    expect(t.server.requests[0]?.headers['x-impersonated-user-id']).toBeUndefined();
  });

  it('lets one call override the impersonation target when asked', async () => {
    await client({ token: 't', impersonatedUserId: 42 }).unchecked({
      operation: 'getUser',
      path: '/users/7',
      impersonatedUserId: 7,
    });
    await client({ token: 't', impersonatedUserId: 42 }).unchecked({
      operation: 'adminUsers',
      path: '/admin/users',
      impersonatedUserId: null,
    });
    expect(t.server.requests[0]?.headers['x-impersonated-user-id']).toBe('7');
    expect(t.server.requests[1]?.headers['x-impersonated-user-id']).toBeUndefined();
  });
});

describe('rest client query strings', () => {
  it('serialises paging as page, size and one sort per key when paging is given', async () => {
    await client().unchecked({
      operation: 'listUsers',
      path: '/admin/users',
      paging: {
        page: 0,
        size: 20,
        sort: [
          { field: 'lastName', direction: 'ASC' },
          { field: 'id', direction: 'DESC' },
        ],
      },
    });
    expect(t.server.requests[0]?.url).toBe('/v1/admin/users?page=0&size=20&sort=lastName%2CASC&sort=id%2CDESC');
  });

  it('repeats the key for each array item when a query value is an array', async () => {
    await client().unchecked({
      operation: 'search',
      path: '/companies',
      query: { id: [1, 2], q: 'a b', skip: undefined },
    });
    const url = t.server.requests[0]?.url ?? '';
    expect(url).toBe('/v1/companies?id=1&id=2&q=a+b');
    expect(url).not.toContain('%5B');
    expect(url).not.toContain('%2C');
  });
});

describe('rest client responses', () => {
  it('parses JSON when the response is JSON', async () => {
    t.server.handle((_r, res) => json(res, 200, { id: 5 }));
    await expect(client().unchecked({ operation: 'getUser', path: '/users/5' })).resolves.toEqual({ id: 5 });
  });

  it('returns the raw text when the api answers text/plain', async () => {
    t.server.handle((_r, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('https://cards.example/session/abc');
    });
    const url = await client().unchecked({
      operation: 'cardsManagement',
      path: '/subscriptions/customers/cards-management',
    });
    expect(url).toBe('https://cards.example/session/abc');
  });

  it('answers code 0 when a JSON call gets a body that is not JSON', async () => {
    t.server.handle((_r, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy page</html>');
    });
    const error = await failure(client().unchecked({ operation: 'getUser', path: '/users/5' }));
    expect(error.extensions).toMatchObject({ code: 'SOMETHING_WENT_WRONG', upstreamCode: 0 });
  });

  it('sends the body as JSON when the call has a body', async () => {
    await client().unchecked({
      operation: 'createSubscription',
      method: 'POST',
      path: '/subscriptions',
      body: { priceId: 'p1' },
    });
    expect(t.server.requests[0]?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(t.server.requests[0]?.body ?? '')).toEqual({ priceId: 'p1' });
  });
});
