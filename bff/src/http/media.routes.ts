import type { FastifyInstance } from 'fastify';
import { createRestClient } from '../rest/rest.client.js';
import type { RestTransport } from '../rest/rest.transport.js';

/** Every stored file's policy (media and documents alike): opened on its own, it runs and loads nothing. */
export const STORED_FILE_CSP = "default-src 'none'; sandbox";

const FORWARDED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'] as const;

/**
 * `GET /media/*` streamed from the api's public `GET /v1/media/*` (pictures, logos), content type
 * and caching headers kept. Each segment is re-encoded and dot segments refused, so the path can
 * never climb out of /v1/media.
 */
export function registerMediaRoutes(app: FastifyInstance, deps: { transport: RestTransport }): void {
  const rest = createRestClient(deps.transport, { credentials: () => null });
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const segments = request.params['*'].split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..'))
      return reply.code(404).type('text/plain').send('Not found');
    let upstream;
    try {
      upstream = await rest.stream({
        operation: 'getMedia',
        path: `/media/${segments.map(encodeURIComponent).join('/')}`,
      });
    } catch {
      return reply.code(502).type('text/plain').send('The media service is unavailable.');
    }
    if (upstream.status >= 400) {
      upstream.body.destroy();
      return reply
        .code(upstream.status === 404 ? 404 : 502)
        .type('text/plain')
        .send(upstream.status === 404 ? 'Not found' : 'The media service is unavailable.');
    }
    reply.code(upstream.status);
    for (const name of FORWARDED_HEADERS) {
      const value = upstream.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    // Set here whatever the api sent: a stored file opened on its own runs and loads nothing, is
    // never sniffed as another type, and is downloaded unless it is an image.
    reply.header('content-security-policy', STORED_FILE_CSP).header('x-content-type-options', 'nosniff');
    const type = upstream.headers['content-type'];
    if (typeof type !== 'string' || !type.startsWith('image/')) reply.header('content-disposition', 'attachment');
    return reply.send(upstream.body);
  });
}
