import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/error.codes.js';
import { json, startRecordingServer, type RecordingServer } from '../testing/recording.server.js';
import { createRestClient, type RestClient, type RestCredentials } from './rest.client.js';
import { createRestTransport, type RestTransport } from './rest.transport.js';

let server: RecordingServer;
let transport: RestTransport;

const session: RestCredentials = { token: 'id-token-1', impersonatedUserId: null };
const client = (credentials: RestCredentials | null = session, onError?: (e: AppError) => void): RestClient =>
  createRestClient(transport, { credentials: () => credentials, onError });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  server = await startRecordingServer();
  transport = createRestTransport({ apiUrl: server.url, requestTimeoutMs: 300, retryDelayMs: 20 });
});
afterEach(() => {
  server.requests.length = 0;
  server.handle((_r, res) => json(res, 200, {}));
});
afterAll(async () => {
  transport.close();
  await server.close();
});

describe('rest client paths', () => {
  it('prefixes /v1 when the path names no version', async () => {
    await client().unchecked({ operation: 'getCurrentUser', path: '/users/current' });
    expect(server.requests[0]?.url).toBe('/v1/users/current');
  });

  it('leaves the path untouched when it contains v2', async () => {
    await client().unchecked({ operation: 'getThing', path: '/v2/companies/5' });
    expect(server.requests[0]?.url).toBe('/v2/companies/5');
  });

  it('uses /v2 when the path is a watchlist path', async () => {
    await client().unchecked({ operation: 'getWatchlists', path: '/watchlists/3/folders' });
    expect(server.requests[0]?.url).toBe('/v2/watchlists/3/folders');
  });

  it('sends the path as is when the call is unversioned', async () => {
    await client().unchecked({ operation: 'health', path: '/healthz', versioned: false });
    expect(server.requests[0]?.url).toBe('/healthz');
  });
});

describe('rest client contract calls', () => {
  it("fills the path's parameters as single encoded segments and prefixes /v1", async () => {
    await client().get('/users/{id}', { operation: 'getUser', params: { id: 7 } });
    await client().get('/companies/by-alias/{alias}', { operation: 'getCompanyByAlias', params: { alias: 'a/b c' } });
    expect(server.requests.map((r) => r.url)).toEqual(['/v1/users/7', '/v1/companies/by-alias/a%2Fb%20c']);
  });

  it('sends the method, query and body the contract declares', async () => {
    await client().put('/users/{id}', {
      operation: 'updateUser',
      params: { id: 3 },
      body: { firstName: 'Ada', lastName: 'Lovelace', masked: false },
    });
    await client().get('/companies/search', { operation: 'searchCompanies', query: { companyRoleIds: [1, 2] } });
    expect(server.requests[0]).toMatchObject({ method: 'PUT', url: '/v1/users/3' });
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      masked: false,
    });
    expect(server.requests[1]?.url).toBe('/v1/companies/search?companyRoleIds=1&companyRoleIds=2');
  });
});

describe('rest client headers', () => {
  it('sends the bearer token when the operation is not public', async () => {
    await client().unchecked({ operation: 'getCurrentUser', path: '/users/current' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer id-token-1');
  });

  it.each(['getBanners', 'getRoles', 'getCmsEntry'])(
    'sends no bearer token when the operation is %s',
    async (operation) => {
      await client().unchecked({ operation, path: '/roles' });
      expect(server.requests[0]?.headers.authorization).toBeUndefined();
    },
  );

  it('sends the impersonation header when the session impersonates', async () => {
    await client({ token: 't', impersonatedUserId: 42 }).unchecked({
      operation: 'getCurrentUser',
      path: '/users/current',
    });
    expect(server.requests[0]?.headers['x-impersonated-user-id']).toBe('42');
  });

  it('sends no impersonation header when the session does not impersonate', async () => {
    await client().unchecked({ operation: 'getCurrentUser', path: '/users/current' });
    expect(server.requests[0]?.headers['x-impersonated-user-id']).toBeUndefined();
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
    expect(server.requests[0]?.headers['x-impersonated-user-id']).toBe('7');
    expect(server.requests[1]?.headers['x-impersonated-user-id']).toBeUndefined();
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
    expect(server.requests[0]?.url).toBe('/v1/admin/users?page=0&size=20&sort=lastName%2CASC&sort=id%2CDESC');
  });

  it('repeats the key for each array item when a query value is an array', async () => {
    await client().unchecked({
      operation: 'search',
      path: '/companies',
      query: { id: [1, 2], q: 'a b', skip: undefined },
    });
    const url = server.requests[0]?.url ?? '';
    expect(url).toBe('/v1/companies?id=1&id=2&q=a+b');
    expect(url).not.toContain('%5B');
    expect(url).not.toContain('%2C');
  });
});

describe('rest client responses', () => {
  it('parses JSON when the response is JSON', async () => {
    server.handle((_r, res) => json(res, 200, { id: 5 }));
    await expect(client().unchecked({ operation: 'getUser', path: '/users/5' })).resolves.toEqual({ id: 5 });
  });

  it('returns the raw text when the api answers text/plain', async () => {
    server.handle((_r, res) => {
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
    server.handle((_r, res) => {
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
    expect(server.requests[0]?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ priceId: 'p1' });
  });
});

describe('rest client errors', () => {
  it('maps the api error body when the api answers an error', async () => {
    server.handle((_r, res) => json(res, 409, { code: 409, message: 'version mismatch at row 7' }));
    const error = await failure(client().unchecked({ operation: 'update', method: 'PUT', path: '/users/1', body: {} }));
    expect(error.message).toBe('The current state has been changed. Please refresh this page.');
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', upstreamCode: 409 });
  });

  it('passes the message and details through when the api answers 400', async () => {
    server.handle((_r, res) =>
      json(res, 400, { code: 400, message: 'First name is required.', details: [{ field: 'firstName' }] }),
    );
    const error = await failure(client().unchecked({ operation: 'update', method: 'PUT', path: '/users/1', body: {} }));
    expect(error.message).toBe('First name is required.');
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      upstreamCode: 400,
      details: [{ field: 'firstName' }],
    });
  });

  it('tells the session about errors when the call was authenticated', async () => {
    server.handle((_r, res) => json(res, 403, { code: 112, message: 'User is disabled.' }));
    const seen: string[] = [];
    await failure(
      client(session, (e) => seen.push(String(e.extensions.code))).unchecked({
        operation: 'getUser',
        path: '/users/1',
      }),
    );
    expect(seen).toEqual(['USER_INACTIVE']);
  });

  it('does not tell the session when the call was about another user', async () => {
    server.handle((_r, res) => json(res, 403, { code: 112, message: 'User is disabled.' }));
    const seen: string[] = [];
    const rest = client({ token: 't', impersonatedUserId: null }, (e) => seen.push(String(e.extensions.code)));
    await failure(rest.unchecked({ operation: 'getUser', path: '/users/9', impersonatedUserId: 9 }));
    await failure(rest.unchecked({ operation: 'getRoles', path: '/roles' }));
    expect(seen).toEqual([]);
  });

  it('answers UPSTREAM_UNAVAILABLE when the api cannot be reached', async () => {
    const dead = createRestTransport({ apiUrl: 'http://127.0.0.1:1', retryDelayMs: 1 });
    const error = await failure(
      createRestClient(dead, { credentials: () => null }).unchecked({ operation: 'getRoles', path: '/roles' }),
    );
    dead.close();
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', upstreamCode: 'ECONNREFUSED' });
  });

  it('answers UPSTREAM_UNAVAILABLE without retrying when the api times out', async () => {
    server.handle(() => undefined); // never answers
    const started = Date.now();
    const error = await failure(client().unchecked({ operation: 'getUser', path: '/users/1' }));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', upstreamCode: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(server.requests).toHaveLength(1);
  });
});

describe('rest client retries', () => {
  const flaky = (failures: number, status = 503) => {
    let count = 0;
    server.handle((_r, res) => (++count <= failures ? json(res, status, {}) : json(res, 200, { ok: true })));
  };

  it.each(['GET', 'PUT', 'DELETE'] as const)(
    'retries %s twice with a short backoff when the api answers 503',
    async (method) => {
      flaky(2);
      const started = Date.now();
      await expect(
        client().unchecked({ operation: 'op', method, path: '/x', body: method === 'GET' ? undefined : {} }),
      ).resolves.toEqual({ ok: true });
      expect(server.requests).toHaveLength(3);
      expect(Date.now() - started).toBeLessThan(900);
    },
  );

  it.each(['POST', 'PATCH'] as const)('never retries %s when the api answers 503', async (method) => {
    flaky(1);
    const error = await failure(client().unchecked({ operation: 'op', method, path: '/x', body: {} }));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after two retries when the api keeps failing', async () => {
    flaky(10, 502);
    const error = await failure(client().unchecked({ operation: 'op', path: '/x' }));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry when the api answers 500', async () => {
    flaky(1, 500);
    const error = await failure(client().unchecked({ operation: 'op', path: '/x' }));
    expect(error.extensions).toMatchObject({ code: 'SOMETHING_WENT_WRONG', upstreamCode: 0 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries GET when the connection is reset', async () => {
    let count = 0;
    server.handle((_r, res, req) => {
      if (++count === 1) req.socket.destroy();
      else json(res, 200, { ok: true });
    });
    await expect(client().unchecked({ operation: 'op', path: '/x' })).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
  });
});

describe('rest client connections', () => {
  it('reuses one keep-alive connection when calls follow each other', async () => {
    await client().unchecked({ operation: 'a', path: '/a' });
    await client().unchecked({ operation: 'b', path: '/b' });
    expect(server.requests[1]?.connection).toBe(server.requests[0]?.connection);
  });
});
