import { describe, expect, it } from 'vitest';

import { json } from '../testing/recording.server.js';
import { failure, SESSION, useRestServer } from '../testing/rest.server.js';
import { createRestClient } from './rest.client.js';
import { createRestTransport } from './rest.transport.js';

const t = useRestServer();
const client: typeof t.client = (...args) => t.client(...args);

describe('rest client errors', () => {
  it('maps the api error body when the api answers an error', async () => {
    t.server.handle((_r, res) => json(res, 409, { code: 409, message: 'version mismatch at row 7' }));
    const error = await failure(client().unchecked({ operation: 'update', method: 'PUT', path: '/users/1', body: {} }));
    expect(error.message).toBe('The current state has been changed. Please refresh this page.');
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', upstreamCode: 409 });
  });

  it('passes the message and details through when the api answers 400', async () => {
    t.server.handle((_r, res) =>
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
    t.server.handle((_r, res) => json(res, 403, { code: 112, message: 'User is disabled.' }));
    const seen: string[] = [];
    await failure(
      client(SESSION, (e) => seen.push(String(e.extensions.code))).unchecked({
        operation: 'getUser',
        path: '/users/1',
      }),
    );
    expect(seen).toEqual(['USER_INACTIVE']);
  });

  it('does not tell the session when the call was about another user', async () => {
    t.server.handle((_r, res) => json(res, 403, { code: 112, message: 'User is disabled.' }));
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
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    // On Node 24 got's retry ends in a plain ERR_SOCKET_CLOSED_BEFORE_CONNECTION: logged as NETWORK.
    expect(error.detail).toMatch(/^(ECONNREFUSED|NETWORK)$/);
  });

  it('answers UPSTREAM_UNAVAILABLE without retrying when the api times out', async () => {
    t.server.handle(() => undefined); // never answers
    const started = Date.now();
    const error = await failure(client().unchecked({ operation: 'getUser', path: '/users/1' }));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(error.detail).toBe('ETIMEDOUT');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(t.server.requests).toHaveLength(1);
  });
});

describe('rest client retries', () => {
  const flaky = (failures: number, status = 503) => {
    let count = 0;
    t.server.handle((_r, res) => (++count <= failures ? json(res, status, {}) : json(res, 200, { ok: true })));
  };

  it.each(['GET', 'PUT', 'DELETE'] as const)(
    'retries %s twice with a short backoff when the api answers 503',
    async (method) => {
      flaky(2);
      const started = Date.now();
      await expect(
        client().unchecked({ operation: 'op', method, path: '/x', body: method === 'GET' ? undefined : {} }),
      ).resolves.toEqual({ ok: true });
      expect(t.server.requests).toHaveLength(3);
      expect(Date.now() - started).toBeLessThan(900);
    },
  );

  it.each(['POST', 'PATCH'] as const)('never retries %s when the api answers 503', async (method) => {
    flaky(1);
    const error = await failure(client().unchecked({ operation: 'op', method, path: '/x', body: {} }));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(t.server.requests).toHaveLength(1);
  });

  it('gives up after two retries when the api keeps failing', async () => {
    flaky(10, 502);
    const error = await failure(client().unchecked({ operation: 'op', path: '/x' }));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(t.server.requests).toHaveLength(3);
  });

  it('does not retry when the api answers 500', async () => {
    flaky(1, 500);
    const error = await failure(client().unchecked({ operation: 'op', path: '/x' }));
    expect(error.extensions).toMatchObject({ code: 'SOMETHING_WENT_WRONG', upstreamCode: 0 });
    expect(t.server.requests).toHaveLength(1);
  });

  it('retries GET when the connection is reset', async () => {
    let count = 0;
    t.server.handle((_r, res, req) => {
      if (++count === 1) req.socket.destroy();
      else json(res, 200, { ok: true });
    });
    await expect(client().unchecked({ operation: 'op', path: '/x' })).resolves.toEqual({ ok: true });
    expect(t.server.requests).toHaveLength(2);
  });
});

describe('rest client connections', () => {
  it('reuses one keep-alive connection when calls follow each other', async () => {
    await client().unchecked({ operation: 'a', path: '/a' });
    await client().unchecked({ operation: 'b', path: '/b' });
    expect(t.server.requests[1]?.connection).toBe(t.server.requests[0]?.connection);
  });
});
