import type { GraphQLContext } from '../context.js';
import { createSessionApi } from './session.api.js';

/**
 * Before acting outside the api (the identity service: password, authenticator), a cookie session
 * must be vouched for by the api: one GET /v1/sessions/current unless a call of this request
 * already was. An ended session throws UNAUTHENTICATED (and its cookies are cleared).
 */
export async function verifySession(ctx: GraphQLContext): Promise<void> {
  if (ctx.session.needsCheck) await createSessionApi(ctx.rest).current();
}
