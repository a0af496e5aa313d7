import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino, type Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory, safeRequest } from './logging.js';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const log = pino({ level }, out);
  const child = vi.spyOn(log, 'child');
  return { log, lines, child };
}

describe('lazyChildLoggerFactory', () => {
  it('makes no child logger while the request logs nothing at an enabled level', () => {
    const { log, lines, child } = logger('warn');
    const request = lazyChildLoggerFactory(
      log as unknown as FastifyBaseLogger,
      { reqId: 'req-1' },
      {},
    ) as unknown as Logger;
    request.info({ big: { object: true } }, 'incoming request');
    request.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(request.isLevelEnabled('info')).toBe(false);
  });

  it('logs with the request’s bindings once it logs at an enabled level, making the child once', () => {
    const { log, lines, child } = logger('info');
    const request = lazyChildLoggerFactory(
      log as unknown as FastifyBaseLogger,
      { reqId: 'req-2' },
      {},
    ) as unknown as Logger;
    request.info({ code: 'X' }, 'first');
    request.warn('second');
    expect(child).toHaveBeenCalledTimes(1);
    request.child({ part: 'inner' }).error('third');
    expect(lines.map(({ msg, reqId, code, part }) => ({ msg, reqId, code, part }))).toEqual([
      { msg: 'first', reqId: 'req-2', code: 'X', part: undefined },
      { msg: 'second', reqId: 'req-2', code: undefined, part: undefined },
      { msg: 'third', reqId: 'req-2', code: undefined, part: 'inner' },
    ]);
    expect(request.bindings()).toEqual({ reqId: 'req-2' });
  });

  it('leaves a request-level option (a route’s own level) to pino', () => {
    const { log, lines } = logger('warn');
    const request = lazyChildLoggerFactory(log as unknown as FastifyBaseLogger, { reqId: 'req-3' }, { level: 'info' });
    request.info('shown at the route’s level');
    expect(lines.map((line) => line.msg)).toEqual(['shown at the route’s level']);
  });
});

describe('safeRequest (the req serializer)', () => {
  it('logs a request by its route, and a page by its path, never the query string', async () => {
    const lines: Record<string, unknown>[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino({ level: 'info', serializers: { req: safeRequest } }, out) });
    app.get('/documents/:id/download', async () => 'bytes');
    app.get('/*', async () => 'page');
    await app.inject({ url: '/documents/0b7f3f0e-52a4-4c1e-9d6a-3c2f1a9e8b7d/download?x=1' });
    await app.inject({ url: '/search?q=secret%20words' });
    await app.close();
    const urls = lines.flatMap((line) => (line.req ? [(line.req as { url: string }).url] : []));
    expect(urls).toEqual(['/documents/:id/download', '/search']);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
