import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { forbidden } from '../errors.js';
import { safeError, safeRequest } from './log-safety.js';

describe('safeError (the api loggers’ err serializer)', () => {
  it('keeps a failed query’s type, SQLSTATE and frames, never its statement parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    class DrizzleQueryError extends Error {}
    const error = new DrizzleQueryError('Failed query: select 1 where name = $1\nparams: secret user text', {
      cause,
    });
    const logged = safeError(error);
    expect(JSON.stringify(logged)).not.toContain('secret user text');
    expect(JSON.stringify(logged)).not.toContain('Failed query');
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', cause: { type: 'Error', code: '22021' } });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('keeps the api’s own words and Node’s system errors', () => {
    expect(safeError(forbidden())).toMatchObject({ type: 'ApiError', message: expect.stringContaining('permissions') });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    expect(safeError(refused)).toMatchObject({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });

  it('keeps the code, frames and queue of the plain objects pg-boss emits, never their message', () => {
    const failed = Object.assign(new Error('terminating connection: secret user text'), { code: '57P01' });
    const emitted = { ...failed, message: failed.message, stack: failed.stack, queue: 'digest', worker: 'w1' };
    const logged = safeError(emitted);
    expect(JSON.stringify(logged)).not.toContain('secret user text');
    expect(logged).toMatchObject({ type: 'object', code: '57P01', queue: 'digest' });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(safeError('text')).toEqual({ type: 'string' });
  });
});

describe('safeRequest (the api logger’s req serializer)', () => {
  it('logs the route’s pattern, never the ids, search words or signatures of the URL as sent', () => {
    const signed = {
      method: 'POST',
      url: '/v1/documents/0b7f3f0e-52a4-4c1e-9d6a-3c2f1a9e8b7d/content?expires=1796000000&signature=secret',
      ip: '127.0.0.1',
      routeOptions: { url: '/v1/documents/:id/content' },
    } as unknown as FastifyRequest;
    expect(safeRequest(signed)).toEqual({
      method: 'POST',
      url: '/v1/documents/:id/content',
      remoteAddress: '127.0.0.1',
    });
    const unrouted = { method: 'GET', url: '/v1/nowhere?q=secret user text', routeOptions: {} } as unknown;
    expect(safeRequest(unrouted as FastifyRequest)).toMatchObject({ url: '/v1/nowhere' });
  });
});
