import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { GRAPHQL_PATH } from './graphql.limits.js';
import { isUpgrade } from './upgrade.js';

/**
 * Where the web build writes the pages the bff serves on its own /graphql routes
 * (web/build/playground.ts, web/build/schemaReference/). A dot folder: the static serving
 * refuses those (web.static.ts), so the gated reference has no public file URL.
 */
const PAGES_DIR = '.graphql';
const PLAYGROUND_FILE = `${PAGES_DIR}/playground.html`;
const REFERENCE_FILE = `${PAGES_DIR}/reference.html`;
export const SCHEMA_REFERENCE_PATH = `${GRAPHQL_PATH}/reference`;
export const SIGN_IN_PATH = '/login';

const notBuilt = (what: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><h1>The ${what} is not built</h1><p>Run <code>npm run build</code>, then reload this page.</p></body></html>
`;

/**
 * A browser opening /graphql: a GET asking for HTML, without a `query` in its URL (those are
 * GraphQL-over-GET requests, Apollo's) and not the subscriptions' WebSocket upgrade.
 */
export function isPlaygroundNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || isUpgrade(request.raw)) return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  return !new URL(request.url, 'http://bff.invalid').searchParams.has('query');
}

function sendPage(reply: FastifyReply, webDist: string, file: string, what: string): FastifyReply {
  if (!existsSync(join(webDist, file)))
    return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(notBuilt(what));
  // The static serving's sendFile (with its precompressed copies); the dot folder is allowed here only.
  return reply.sendFile(file, webDist, { dotfiles: 'allow' });
}

/**
 * GET /graphql: the GraphQL playground (GraphiQL, built with the web app) for a browser's
 * navigation, Apollo's GET handling for everything else. The page is static code and holds no
 * data: it is served to everyone, in production too; the schema itself is gated (schema.gate.ts).
 */
export function withPlayground(apolloGet: RouteHandlerMethod, webDist: string): RouteHandlerMethod {
  return function playgroundOrApollo(this: FastifyInstance, request, reply) {
    if (!isPlaygroundNavigation(request)) return apolloGet.call(this, request, reply);
    reply.header('cache-control', 'no-cache');
    return sendPage(reply, webDist, PLAYGROUND_FILE, 'GraphQL playground');
  };
}

/**
 * GET /graphql/reference: the schema reference the web build generated. In production it is the
 * schema, so the same rule as introspection holds: a caller who may not explore the schema is
 * sent to sign in. In development it is public.
 */
export function registerSchemaReference(
  app: FastifyInstance,
  options: {
    webDist: string;
    production: boolean;
    mayRead: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  },
): void {
  // Who may read it depends on the caller in production: never kept by a shared cache. Set once the
  // static serving has set its own headers (it marks every file it sends `no-cache`).
  const cacheControl = options.production ? 'private, no-cache' : 'no-cache';
  const onSend = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('cache-control', cacheControl);
    if (options.production) {
      const vary = reply.getHeader('vary');
      reply.header('vary', [vary, 'Cookie, Authorization'].filter(Boolean).join(', '));
    }
    return payload;
  };
  app.get(SCHEMA_REFERENCE_PATH, { onSend }, async (request, reply) => {
    if (options.production && !(await options.mayRead(request, reply))) return reply.redirect(SIGN_IN_PATH, 302);
    return sendPage(reply, options.webDist, REFERENCE_FILE, 'schema reference');
  });
}
