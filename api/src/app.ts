import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { registerAuth } from './auth/auth.hooks.js';
import { notFound } from './errors.js';
import { handleError } from './http/error-handler.js';
import { documentRoute, openApiInfo, registeredRoutes } from './http/openapi.js';
import { finishDocument } from './http/openapi.document.js';
import { registerOverloadGuard, type OverloadLimits } from './http/overload.guard.js';
import { compilersFactory } from './http/schema-compilers.js';
import { registerTextSafety } from './http/text-safety.js';
import type { ApiInstance, AppDeps } from './http/types.js';
import { modules } from './__generated__/modules.js';

export interface CreateAppOptions {
  /** A pino logger; none (silent) by default, e.g. in tests. */
  logger?: FastifyBaseLogger;
  /**
   * The overload guard's limits (http/overload.guard.ts): the server passes the environment's
   * (`overloadLimits()`, adaptive by default). Without them, as in tests and in-process benches,
   * the app takes every request: they measure handlers, not admission.
   */
  overload?: OverloadLimits;
}

/** Builds the REST api (not listening): plugins, error handler, auth, every module's routes, OpenAPI. */
export async function createApp(deps: AppDeps, options: CreateAppOptions = {}): Promise<ApiInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Behind the bff or a load balancer; browsers reach only a document's signed upload link
    // (docs/documents.md), which reads no client address.
    trustProxy: true,
    ajv: { customOptions: { allErrors: false } },
    schemaController: { compilersFactory },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().toBody()));

  await app.register(swagger, {
    openapi: openApiInfo(modules),
    transformObject: (document) => ('openapiObject' in document ? finishDocument(document.openapiObject) : {}),
  });
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    documentRoute(route);
    app.routeTable.push(...registeredRoutes(route));
  });
  app.decorate('modules', modules);
  if (options.overload) registerOverloadGuard(app, options.overload);
  registerAuth(app, modules);
  registerTextSafety(app);
  for (const module of modules) module.hooks?.(app);

  for (const module of modules) await app.register(module.routes);

  app.get('/v1/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
  await app.ready();
  return app;
}
