import type { FastifyInstance } from 'fastify';
import type { TokenVerifier } from '../identity/token.verifier.js';
import type { RestTransport } from '../rest/rest.transport.js';

/**
 * `/healthz`: the process is up. `/readyz`: it can serve sign-ins and data, i.e. the identity
 * keys are loaded and the api answers its own `/healthz`.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { verifier: TokenVerifier; transport: RestTransport },
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    const [identity, api] = await Promise.all([
      deps.verifier.ready(),
      // The api's own probe, outside its versioned contract.
      deps.transport.got(`${deps.transport.apiUrl}/healthz`, { retry: { limit: 0 } }).then(
        (response) => response.statusCode === 200,
        (error: unknown) => {
          request.log.warn({ err: error }, 'api not ready');
          return false;
        },
      ),
    ]);
    const ready = identity && api;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks: { identity, api } });
  });
}
