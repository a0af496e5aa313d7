import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { registerAuth } from './auth/auth.hooks.js';
import { notFound } from './errors.js';
import { handleError } from './http/error-handler.js';
import { documentRoute, openApiInfo } from './http/openapi.js';
import type { ApiInstance, AppDeps } from './http/types.js';
import { adminRoutes } from './modules/impersonation/impersonation.routes.js';
import { companyRoutes } from './modules/company/company.routes.js';
import { compareRoutes } from './modules/compare/compare.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { memberRoutes } from './modules/member/member.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.js';
import { userRoutes } from './modules/user/user.routes.js';

export interface CreateAppOptions {
  /** A pino logger; none (silent) by default, e.g. in tests. */
  logger?: FastifyBaseLogger;
}

/** Builds the REST api (not listening): plugins, error handler, auth, every route, OpenAPI. */
export async function createApp(deps: AppDeps, options: CreateAppOptions = {}): Promise<ApiInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Behind the bff or a load balancer; the api itself is never exposed to browsers.
    trustProxy: true,
    ajv: { customOptions: { allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().toBody()));

  await app.register(swagger, { openapi: openApiInfo });
  app.addHook('onRoute', documentRoute);
  registerAuth(app);

  await app.register(healthRoutes);
  await app.register(companyRoutes);
  await app.register(compareRoutes);
  await app.register(memberRoutes);
  await app.register(referenceRoutes);
  await app.register(userRoutes);
  await app.register(mediaRoutes);
  await app.register(subscriptionRoutes);
  await app.register(adminRoutes);

  app.get('/v1/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
  await app.ready();
  return app;
}
