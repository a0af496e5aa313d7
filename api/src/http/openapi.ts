import type { RouteOptions } from 'fastify';
import { ErrorBody } from './schemas.js';

export const openApiInfo = {
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
  tags: [
    { name: 'user', description: 'Sign-up, profile, interests, history' },
    { name: 'company', description: 'Companies and business types' },
    { name: 'reference', description: 'Reference data and countries' },
    { name: 'subscription', description: 'Current subscription and trials' },
    { name: 'media', description: 'Uploaded files' },
    { name: 'admin', description: 'Admin-group routes' },
    { name: 'health', description: 'Probes' },
  ],
};

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
