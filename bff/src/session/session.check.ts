import type { GraphQLContext } from '../context.js';
import { forbidden } from '../errors/error.codes.js';
import { createSessionApi } from './session.api.js';

/**
 * Before acting outside the api (the identity service: password, authenticator), a cookie session
 * must be vouched for by the api: one GET /v1/sessions/current unless a call of this request
 * already was. An ended session throws UNAUTHENTICATED (and its cookies are cleared); an API-key
 * caller is refused (FORBIDDEN).
 */
export async function verifySession(ctx: GraphQLContext): Promise<void> {
  // A partner API key has no identity-service session: password, authenticator and the like are a person's.
  if (ctx.session.peekCaller()?.source === 'key') throw forbidden();
  if (ctx.session.needsCheck) await createSessionApi(ctx.rest).current();
}
