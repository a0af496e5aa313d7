import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CompanySearchInput } from '../../__generated__/resolvers-types.js';
import type { AppServices } from '../../context.js';
import { AppError, GENERIC_MESSAGE, MESSAGES } from '../../errors/error.codes.js';
import { createWriteKeys, IDEMPOTENCY_HEADER } from '../../rest/idempotency.keys.js';
import { toSearchRequest } from '../search/index.js';
import { SearchExportBody } from './data-export.body.js';
import { callExport } from './data-export.upstream.js';

/** The api's headers a download keeps (its rows count drives the browser's progress bar). */
const FORWARDED = ['content-type', 'content-disposition', 'x-export-rows', 'cache-control'] as const;
/** A search is a few hundred bytes of ids and words. */
const BODY_LIMIT = 64 * 1024;
const KEY_REQUIRED = 'Send an Idempotency-Key with each export (the same one when you retry it).';
const FolderParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
  required: ['id'],
} as const;

function refuse(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({ code, message });
}

/**
 * The CSV downloads (docs/watchlists.md, "Export"), outside GraphQL so the file streams through:
 * `POST /exports/watchlist-folders/:id` and `POST /exports/search` (the body is a
 * CompanySearchInput). Signed in as for GraphQL (the session cookie, or a bearer credential), the
 * tokens never leave the bff. Cross-site requests cannot make one: a foreign Origin is refused
 * (http/security.ts) and the required `Idempotency-Key` header is one a form cannot send, so a
 * browser asks first (CORS), and foreign origins are refused there. Refusals answer the api's
 * status with `{ code, message }`, mapped as GraphQL errors are.
 */
export async function registerDataExportRoutes(
  app: FastifyInstance,
  services: Pick<AppServices, 'sessions' | 'transport'>,
): Promise<void> {
  async function forward(request: FastifyRequest, reply: FastifyReply, path: string, body: unknown) {
    if (request.headers[IDEMPOTENCY_HEADER] === undefined) return refuse(reply, 400, 'BAD_USER_INPUT', KEY_REQUIRED);
    let key: string;
    let session;
    try {
      key = createWriteKeys(request)();
      session = await services.sessions.load(request, reply);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const status = error.code === 'BAD_USER_INPUT' ? 400 : error.code === 'UNAUTHENTICATED' ? 401 : 429;
      return refuse(reply, status, error.code, error.message);
    }
    const caller = session.peekCaller();
    if (!caller) return refuse(reply, 401, 'UNAUTHENTICATED', MESSAGES.unauthenticated);
    const answer = await callExport(services.transport, { path, body, caller, key });
    if (!answer.ok) {
      // The api ended the session (revoked, expired): it ends here too, as after a GraphQL call.
      if (answer.sessionEnded) session.end();
      return refuse(reply, answer.status, answer.error.code, answer.error.message);
    }
    for (const name of FORWARDED) {
      const value = answer.headers[name];
      if (value !== undefined) void reply.header(name, value);
    }
    void reply.header('x-content-type-options', 'nosniff');
    return reply.code(200).send(answer.body);
  }

  await app.register(async (scope) => {
    // Not JSON, or not a search: the same { code, message } as every refusal here.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const field = error.validation[0]?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        return refuse(reply, 400, 'BAD_USER_INPUT', `The export request is not valid at ${field}.`);
      }
      if (error.statusCode !== undefined && error.statusCode < 500)
        return refuse(reply, error.statusCode, 'BAD_USER_INPUT', 'The export request is not valid JSON.');
      request.log.error({ err: error }, 'export failed');
      return refuse(reply, 500, 'INTERNAL_SERVER_ERROR', GENERIC_MESSAGE);
    });

    scope.post<{ Params: { id: string } }>(
      '/exports/watchlist-folders/:id',
      { schema: { params: FolderParams } },
      (request, reply) => forward(request, reply, `/watchlists/folders/${request.params.id}/export`, {}),
    );

    scope.post<{ Body: CompanySearchInput }>(
      '/exports/search',
      { schema: { body: SearchExportBody }, bodyLimit: BODY_LIMIT },
      (request, reply) => {
        const { query, paging } = toSearchRequest(request.body);
        const order = paging.sort?.[0];
        const criteria = { ...query, ...(order ? { sort: `${order.field},${order.direction}` } : {}) };
        return forward(request, reply, '/search/export', criteria);
      },
    );
  });
}
