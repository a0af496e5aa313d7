import { generatePath } from 'react-router';
import type { PathParam } from 'react-router';
import type { RoutePattern } from '../../__generated__/routePaths';

/**
 * A link to a route by its declared pattern, e.g. `routePath('/dashboard/inbox')` or
 * `routePath('/companies/:alias', { alias })`: only a pattern some routes.ts declares type-checks
 * (codegen lists them), and its params must be given (encoded here). For the shell and shared code,
 * which import no feature: a feature links to another through the builders its index.ts exports.
 */
export function routePath<P extends RoutePattern>(pattern: P, params?: { [key in PathParam<P>]: string }): string {
  const entries = Object.entries<string>(params ?? {}).map(([key, value]) => [key, encodeURIComponent(value)]);
  return generatePath<string>(pattern, Object.fromEntries(entries));
}
