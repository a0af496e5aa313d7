import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUpgrade } from './upgrade.js';
import type { BffConfig } from '../config.js';

/**
 * Self only, but for where uploads go (`uploadOrigins`: the api's signed links or an S3 bucket, which
 * the browser sends a document's bytes to itself); no inline scripts (Chakra's emotion styles need
 * inline styles); never framed.
 */
export function contentSecurityPolicy(config: Pick<BffConfig, 'uploadOrigins'>): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...config.uploadOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_HEADERS =
  'content-type, apollo-require-preflight, x-apollo-operation-name, x-graphql-upload, authorization, idempotency-key';

/** The origins allowed to send state-changing requests: the public URL's and CORS_ORIGINS. */
export function allowedOrigins(config: BffConfig): Set<string> {
  return new Set([config.publicUrl.origin, ...config.corsOrigins]);
}

/** Same-origin by the Host the browser addressed (http://localhost vs 127.0.0.1 are both "self"). */
function sameHost(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Whether a request's Origin may act with the user's cookies: absent (not a browser), allowed, or the same host. */
function originAllowed(origin: string | undefined, origins: Set<string>, request: FastifyRequest): boolean {
  return origin === undefined || origins.has(origin) || sameHost(origin, request);
}

function refuse(reply: FastifyReply): FastifyReply {
  return reply
    .code(403)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message: 'Cross-site request refused.', extensions: { code: 'FORBIDDEN' } }] });
}

/**
 * Security headers on every answer, CORS for explicit origins only, and a CSRF guard in addition
 * to Apollo's csrfPrevention: a state-changing request whose Origin is present and foreign is
 * refused before it reaches any route.
 */
export function registerSecurity(app: FastifyInstance, config: BffConfig): void {
  const origins = allowedOrigins(config);
  const cors = new Set(config.corsOrigins);
  const policy = contentSecurityPolicy(config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (config.secureCookies) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // The GraphQL playground (GET /graphql) runs under this policy too: its scripts and styles are
    // the build's own files, its requests go to this origin (ws: included by 'self').
    reply.header('content-security-policy', policy);

    const origin = request.headers.origin;
    if (origin && cors.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
    }
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      if (origin && cors.has(origin)) {
        reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    }
    // A WebSocket upgrade is a GET that acts with the cookies for as long as it lasts: checked too.
    if ((!SAFE_METHODS.has(request.method) || isUpgrade(request.raw)) && !originAllowed(origin, origins, request)) {
      request.log.warn({ origin, url: request.url }, 'cross-site request refused');
      // A refused upgrade's connection belongs to no HTTP exchange any more: end it with the answer.
      if (isUpgrade(request.raw)) reply.raw.once('finish', () => request.raw.socket.destroy());
      return refuse(reply);
    }
    return undefined;
  });
}
