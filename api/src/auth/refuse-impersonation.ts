import { forbidden } from '../errors.js';
import type { ApiInstance } from '../http/types.js';

/**
 * Refuses every route of this scope while an admin impersonates (spec §6: a person's inbox,
 * notifications, sending and requests with their responses are theirs alone). Runs after authentication (the root's
 * onRequest), before the body is validated.
 */
export function refuseImpersonation(app: ApiInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.caller?.impersonating) throw forbidden();
  });
}
