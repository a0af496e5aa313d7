import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

/**
 * Fastify's `childLoggerFactory`: each request's logger (`request.log`, with its `reqId`) made
 * only when the request logs something at an enabled level. Fastify's own factory has pino make
 * a child for every request, which serialises its bindings (through the redaction) at once: a
 * profiled cost of every request although, at the levels production runs, most log nothing.
 *
 * The stand-in inherits the parent's methods, so a level that is off is pino's own no-op; a level
 * that is on, `child`, `bindings` and `setBindings` make the real child (once) and answer with it.
 */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const parent = logger as unknown as Logger;
  // A request-level option (a route's logLevel or serializers) is pino's to apply: no stand-in.
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  let real: Logger | undefined;
  const child = (): Logger => (real ??= parent.child(bindings));
  const standIn = Object.create(parent) as Record<string, unknown>;
  for (const level of Object.keys(parent.levels.values)) {
    if (!parent.isLevelEnabled(level)) continue;
    standIn[level] = (...args: unknown[]) => (child()[level as 'info'] as (...a: unknown[]) => void)(...args);
  }
  standIn.child = (...args: Parameters<Logger['child']>) => child().child(...args);
  standIn.bindings = () => child().bindings();
  standIn.setBindings = (next: Bindings) => child().setBindings(next);
  return standIn as unknown as FastifyBaseLogger;
}

/**
 * pino's `req` serializer for the bff's logger (app.ts): the route's pattern, or the path without
 * its query string under the web app's catch-all (`/search?q=…` is the page `/search`), never the
 * URL as sent: a query string carries users' search words.
 */
export function safeRequest(request: FastifyRequest) {
  const route = request.routeOptions.url;
  const url = route && !route.includes('*') ? route : request.url.split('?')[0];
  return { method: request.method, url, remoteAddress: request.ip };
}
