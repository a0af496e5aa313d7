import type { RouteOptions } from 'fastify';
import type { AuthMode } from './types.js';
import type { ApiModule } from './module.js';
import { ErrorBody } from './schemas.js';

/** The document's head: every module adds the tags its routes use. */
export const openApiInfo = (modules: readonly ApiModule[]) => ({
  openapi: '3.0.3',
  info: {
    title: 'Trialbridge REST API',
    version: '1.0.0',
    description:
      'The platform REST service (v1). Errors are `{ code, message, details? }`; pages are `{ content, page, size, totalElements, totalPages }` with zero-based `page`, `size` and repeatable `sort=field,ASC|DESC`. Admin-group callers may send `X-Impersonated-User-Id` to act as a user; every such request is audited.',
  },
  components: {
    securitySchemes: {
      bearerAuth: {
        type: 'http' as const,
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'Identity (Cognito) ID or access token.',
      },
    },
  },
  tags: modules.flatMap((module) => module.tags ?? []),
});

/**
 * Adds what every route shares to its OpenAPI entry: the bearer requirement and the error
 * responses, so a route file only declares what is particular to it.
 */
export function documentRoute(route: RouteOptions): void {
  const schema = route.schema as
    (Record<string, unknown> & { response?: Record<string, unknown>; hide?: boolean }) | undefined;
  if (!schema || schema.hide) return;
  const auth = (route.config as { auth?: string } | undefined)?.auth ?? 'user';
  const response = { ...(schema.response ?? {}) };
  const add = (status: number): void => {
    if (!(status in response)) response[status] = ErrorBody;
  };
  add(400);
  add(500);
  if (auth !== 'public') {
    add(401);
    add(403);
    schema.security = [{ bearerAuth: [] }];
  }
  if (route.url.includes(':')) add(404);
  schema.response = response;
}

/** A route as the app registered it: the OpenAPI test holds the document against these. */
export interface RegisteredRoute {
  method: string;
  /** OpenAPI's spelling: `/v1/users/{id}`. */
  path: string;
  auth: AuthMode;
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order (HEAD routes left out). */
    routeTable: RegisteredRoute[];
  }
}

export function registeredRoutes(route: RouteOptions): RegisteredRoute[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
  const schema = route.schema as { hide?: boolean } | undefined;
  const auth = (route.config as { auth?: AuthMode } | undefined)?.auth ?? 'user';
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  return methods.map((method) => ({ method: method.toLowerCase(), path, auth, hidden: schema?.hide === true }));
}
