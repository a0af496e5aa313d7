import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RestTransport } from '../rest/rest.transport.js';

const FORWARDED_HEADERS = ['content-type', 'cache-control', 'location'] as const;
const UNAVAILABLE = 'The payment pages are unavailable. Please try again in a moment.';

/**
 * `/payments/local/*` proxied to the api's `/v1/payments/local/*`: the local gateway's card page
 * (GET shows it, its form POSTs back here) and payment receipts. The browser never talks to the
 * api itself. Each segment is re-encoded and dot segments refused, so the path can never climb
 * out of /v1/payments/local; only a small form body is accepted.
 */
export async function registerPaymentPageRoutes(
  app: FastifyInstance,
  deps: { transport: RestTransport },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, body),
    );
    const forward = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const segments = request.params['*'].split('/');
      if (segments.some((s) => s === '' || s === '.' || s === '..'))
        return reply.code(404).type('text/plain').send('Not found');
      const post = request.method === 'POST';
      let upstream;
      try {
        upstream = await deps.transport.got(
          `${deps.transport.apiUrl}/v1/payments/local/${segments.map(encodeURIComponent).join('/')}`,
          {
            method: post ? 'POST' : 'GET',
            headers: { accept: 'text/html', ...(post ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
            ...(post ? { body: typeof request.body === 'string' ? request.body : '' } : {}),
            responseType: 'text',
            retry: { limit: 0 },
          },
        );
      } catch (error) {
        request.log.warn({ err: error }, 'payment page proxy: api unreachable');
        return reply.code(502).type('text/plain; charset=utf-8').send(UNAVAILABLE);
      }
      if (upstream.statusCode >= 500) return reply.code(502).type('text/plain; charset=utf-8').send(UNAVAILABLE);
      reply.code(upstream.statusCode);
      for (const name of FORWARDED_HEADERS) {
        const value = upstream.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      return reply.send(upstream.body);
    };
    scope.get('/payments/local/*', forward);
    scope.post('/payments/local/*', forward);
  });
}
