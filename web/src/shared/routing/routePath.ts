import { generatePath } from 'react-router';
import type { PathParam } from 'react-router';
import type { RoutePattern } from '../../__generated__/routePaths';

/** The params a pattern needs: none, or each of its `:param`s. */
type ParamsOf<P extends string> = [PathParam<P>] extends [never] ? [] : [params: { [key in PathParam<P>]: string }];

/**
 * A link to a route by its declared pattern, e.g. `routePath('/dashboard/inbox')` or
 * `routePath('/companies/:alias', { alias })`: only a pattern some routes.ts declares type-checks
 * (codegen lists them), with each of its params (react-router encodes them). For the shell and
 * shared code, which import no feature; a feature links to another through its index.ts.
 */
export function routePath<P extends RoutePattern>(pattern: P, ...params: ParamsOf<P>): string {
  return generatePath<string>(pattern, params[0]);
}
