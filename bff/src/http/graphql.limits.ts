import type { Readable } from 'node:stream';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preParsingHookHandler,
} from 'fastify';
import type { GraphqlLimits } from '../config.js';
import { catalogueEntry } from '../errors/error.catalogue.js';
import type { LimiterTimers } from './concurrency.limiter.js';
import { BodyTooLargeError, capBody, declaresUpload, isUploadOperation, UPLOAD_BODY_LIMIT } from './graphql.body.js';
import { isUpgrade } from './upgrade.js';
import { createOverloadGuard } from './graphql.overload.js';

export const GRAPHQL_PATH = '/graphql';

type Hooks<T> = T | T[] | undefined;
const list = <T>(hooks: Hooks<T>): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

function answer(reply: FastifyReply, status: number, message: string, code: string): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code } }] });
}

/**
 * Fastify's own refusals of a /graphql request (body too large, not JSON, wrong content type),
 * answered in GraphQL's shape with a message a developer can act on; other routes keep Fastify's.
 */
function graphqlErrorHandler(limits: GraphqlLimits) {
  const kb = Math.round(limits.bodyLimitBytes / 1024);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.split('?')[0] !== GRAPHQL_PATH) return reply.send(error);
    if (error instanceof BodyTooLargeError) {
      const message = `The request is too large: a GraphQL operation may be at most ${kb} KB (picture and logo uploads excepted).`;
      return answer(reply, 413, message, 'REQUEST_TOO_LARGE');
    }
    switch (error.code) {
      // Only an upload may be this big (others stop at the ordinary limit): the catalogue's 504.
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return answer(reply, 413, catalogueEntry(504).message, 'FILE_TOO_LARGE');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return answer(
          reply,
          400,
          'The request body is not valid JSON: send {"query": "...", "variables": {...}}.',
          'BAD_REQUEST',
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return answer(reply, 415, 'GraphQL requests must be sent as application/json.', 'BAD_REQUEST');
      default:
        return reply.send(error);
    }
  };
}

/**
 * What /graphql takes in (see GraphqlLimits): at most `limits.bodyLimitBytes` of body, uploads
 * apart (UPLOAD_HEADER, checked against the parsed operation), and under overload a bounded number
 * of operations at once with a short queue, beyond which it answers 503 with Retry-After at once.
 */
export function registerGraphqlLimits(
  app: FastifyInstance,
  limits: GraphqlLimits,
  options: {
    timers?: LimiterTimers;
    /** Whether the request's sender may get the upload allowance (a signed-in session or a valid credential). */
    mayUpload?: (request: FastifyRequest) => Promise<boolean>;
  } = {},
): void {
  const guard = createOverloadGuard(limits, app.log, options.timers);
  const mayUpload = options.mayUpload ?? (async () => true);
  const allowed = new WeakSet<FastifyRequest>();

  // The upload allowance only for a caller we know, before a byte of the body is read: a
  // stranger naming the header gets the ordinary limit (7 MB bodies are work for members only).
  const cap: preParsingHookHandler = async (request, _reply, payload) => {
    if (declaresUpload(request) && (await mayUpload(request))) {
      allowed.add(request);
      return payload;
    }
    return capBody(request, payload as Readable, limits.bodyLimitBytes);
  };

  // A declared upload over the ordinary limit must be one: otherwise it is an over-size operation.
  const checkUpload: preHandlerHookHandler = async (request) => {
    if (!allowed.has(request)) return;
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length <= limits.bodyLimitBytes) return;
    if (!isUploadOperation(request.body)) throw new BodyTooLargeError();
  };

  // A WebSocket upgrade (subscriptions) would hold its slot for the socket's whole life: sockets
  // have their own limits (bff/src/socket/socket.limits.ts). Node flags an upgrade on the raw request.
  const admit: onRequestHookHandler = async (request, reply) => {
    if (isUpgrade(request.raw)) return;
    await guard.admit(request, reply);
  };

  app.addHook('onRoute', (route) => {
    if (route.url !== GRAPHQL_PATH) return;
    route.bodyLimit = UPLOAD_BODY_LIMIT;
    route.onRequest = [admit, ...list(route.onRequest)];
    route.preParsing = [cap, ...list(route.preParsing)];
    route.preHandler = [checkUpload, ...list(route.preHandler)];
    route.handler = guard.wrap(route.handler);
  });
  app.setErrorHandler(graphqlErrorHandler(limits));
}
