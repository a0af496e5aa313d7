import { forbidden } from '../errors.js';
import type { ApiInstance } from '../http/types.js';
import { IMPERSONATION_HEADER } from './caller.js';

/**
 * Refuses every route of this scope while an admin impersonates (spec §6: a person's inbox,
 * notifications, sending and requests with their responses are theirs alone). Runs after
 * authentication (the root's onRequest), before the body is validated. A public route names no
 * caller at that point (it identifies one later, if at all), so the target header decides there:
 * only an admin may send it (the onRequest hook refuses anyone else).
 */
export function refuseImpersonation(app: ApiInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.caller?.impersonating || request.headers[IMPERSONATION_HEADER] !== undefined) throw forbidden();
  });
}
