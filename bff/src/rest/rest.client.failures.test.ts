import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';

import { json } from '../testing/recording.server.js';
import { failure, SESSION, useRestServer } from '../testing/rest.server.js';
import { createWriteKeys } from './idempotency.keys.js';
import { createRestClient } from './rest.client.js';
import { createRestTransport, mayRetry } from './rest.transport.js';

const t = useRestServer();

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
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
  const failFirst = (failures: number, fail: (res: ServerResponse, req: IncomingMessage) => void) => {
    let count = 0;
    t.server.handle((_r, res, req) => (++count <= failures ? fail(res, req) : json(res, 200, { ok: true })));
  };
  const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

  it.each(['GET', ...WRITES] as const)('never retries %s when the api answers 503', async (method) => {
    failFirst(1, (res) => json(res, 503, {}));
    const error = await failure(
      client().unchecked({ operation: 'op', method, path: '/x', body: method === 'GET' ? undefined : {} }),
    );
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(t.server.requests).toHaveLength(1);
  });

  it('does not retry when the api answers 500', async () => {
    failFirst(1, (res) => json(res, 500, {}));
    const error = await failure(client().unchecked({ operation: 'op', path: '/x' }));
    expect(error.extensions).toMatchObject({ code: 'SOMETHING_WENT_WRONG', upstreamCode: 0 });
    expect(t.server.requests).toHaveLength(1);
  });

  it('retries GET when the connection is reset', async () => {
    failFirst(1, (_res, req) => req.socket.destroy());
    await expect(client().unchecked({ operation: 'op', path: '/x' })).resolves.toEqual({ ok: true });
    expect(t.server.requests).toHaveLength(2);
  });

  it('gives a GET up after two retries when the connection keeps being reset', async () => {
    failFirst(10, (_res, req) => req.socket.destroy());
    const error = await failure(client().unchecked({ operation: 'op', path: '/x' }));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(t.server.requests).toHaveLength(3);
  });

  // The api received the write and may have applied it before the connection broke: without an
  // idempotency key, sending it again could apply it twice, so the client is told it is unknown.
  it.each(WRITES)(
    'never retries %s without a key when the connection is reset after the api received it',
    async (method) => {
      failFirst(1, (_res, req) => req.socket.destroy());
      const error = await failure(client().unchecked({ operation: 'op', method, path: '/x', body: { n: 1 } }));
      expect(error.extensions).toEqual({ code: 'OUTCOME_UNKNOWN' });
      expect(error.message).toBe(
        'We could not confirm that your change was saved. Please try again: it will not be saved twice.',
      );
      expect(t.server.requests).toHaveLength(1);
    },
  );

  // With a key the api answers a repeat with the first outcome: the bff may send it again itself.
  it.each(WRITES)('retries %s with the same key when the connection is reset after sending', async (method) => {
    failFirst(1, (_res, req) => req.socket.destroy());
    const keyed = createRestClient(t.transport, {
      credentials: () => null,
      writeKey: createWriteKeys({ headers: { 'idempotency-key': 'action-1' } }),
    });
    await expect(keyed.unchecked({ operation: 'op', method, path: '/x', body: { n: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(t.server.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'action-1:1',
      'action-1:1',
    ]);
  });

  it('tells a write that never arrived from one whose outcome is unknown, though later attempts were refused', async () => {
    const keyed = createRestClient(t.transport, { credentials: () => null, writeKey: createWriteKeys(undefined) });
    failFirst(10, (_res, req) => req.socket.destroy());
    const error = await failure(keyed.unchecked({ operation: 'op', method: 'POST', path: '/x', body: {} }));
    expect(error.extensions.code).toBe('OUTCOME_UNKNOWN');
    expect(t.server.requests).toHaveLength(3);
    const keys = new Set(t.server.requests.map((request) => request.headers['idempotency-key']));
    expect(keys.size).toBe(1);
  });

  it('sends a write again when its connection was refused (the api never saw it), once', async () => {
    const port = await freePort();
    const transport = createRestTransport({ apiUrl: `http://127.0.0.1:${port}`, retryDelayMs: 150 });
    const received: string[] = [];
    const api = createServer((req, res) => {
      received.push(req.method ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    const answer = createRestClient(transport, { credentials: () => null }).unchecked({
      operation: 'op',
      method: 'POST',
      path: '/x',
      body: {},
    });
    // The first attempt is refused at once; the api comes up during the retry delay.
    await new Promise<void>((resolve) => setTimeout(resolve, 40));
    await new Promise<void>((resolve) => api.listen(port, '127.0.0.1', resolve));
    await expect(answer).resolves.toEqual({ ok: true });
    expect(received).toEqual(['POST']);
    transport.close();
    await new Promise((resolve) => api.close(resolve));
  });
});

describe('mayRetry', () => {
  it.each([
    ['GET', 'ECONNRESET', true],
    ['GET', 'ECONNREFUSED', true],
    ['HEAD', 'EPIPE', true],
    ['GET', 'ETIMEDOUT', false],
    ['GET', 'ERR_NON_2XX_3XX_RESPONSE', false],
    ['GET', undefined, false],
    ['POST', 'ECONNREFUSED', true],
    ['DELETE', 'ENOTFOUND', true],
    ['POST', 'ECONNRESET', false],
    ['PUT', 'ECONNRESET', false],
    ['PATCH', 'EPIPE', false],
    ['DELETE', 'ECONNRESET', false],
    ['POST', 'ETIMEDOUT', false],
  ])('%s after %s: %s', (method, code, expected) => {
    expect(mayRetry(method, code)).toBe(expected);
  });
});

describe('rest client outage log', () => {
  it('logs an unreachable api once for many refused calls, and once when it answers again', async () => {
    const warnings: string[] = [];
    const log = { warn: (_obj: object, msg: string) => warnings.push(msg) };
    const port = await freePort();
    const transport = createRestTransport({ apiUrl: `http://127.0.0.1:${port}`, retryDelayMs: 1, log });
    const rest = createRestClient(transport, { credentials: () => null, log });
    for (let i = 0; i < 5; i++) await failure(rest.unchecked({ operation: 'getRoles', path: '/roles' }));
    expect(warnings).toEqual(['api unreachable: requests answer UPSTREAM_UNAVAILABLE until it is back']);
    const api = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
    await new Promise<void>((resolve) => api.listen(port, '127.0.0.1', resolve));
    await expect(rest.unchecked({ operation: 'getRoles', path: '/roles' })).resolves.toEqual([]);
    expect(warnings[1]).toMatch(/^api answers again after [\d.]+ s unreachable \(5 requests refused\)$/);
    transport.close();
    await new Promise((resolve) => api.close(resolve));
  });
});

describe('rest client connections', () => {
  // undici's pool may open a second connection while the first one is being handed back, but
  // never one per call.
  it('reuses keep-alive connections when calls follow each other', async () => {
    for (let i = 0; i < 10; i++) await client().unchecked({ operation: 'a', path: `/a/${i}` });
    expect(new Set(t.server.requests.map((r) => r.connection)).size).toBeLessThanOrEqual(2);
  });
});
