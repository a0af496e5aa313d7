import { CALLER_ACTIVE_HEADER } from '../../auth/auth.hooks.js';
import type { ModuleAuth } from '../../auth/module-auth.js';
import { assertCanAct } from './user.access.js';
import { resolveActingUser } from './user.caller.js';
import { touchLastActive } from './user.repository.js';

/** Identity-token calls: who acts (own user or impersonation target), the rules that refuse them, last activity. */
export const userAuth: ModuleAuth = {
  identify: ({ app, token }, { targetId, known }) => resolveActingUser(app.deps.db, token, targetId, known),
  admit: async ({ app, request, reply }, caller) => {
    assertCanAct(caller, { allowInactive: request.routeOptions.config.allowInactive === true });
    // Tells the bff this answer vouches for its caller: an active user of an active company acting
    // as themselves (it then need not load the user before a permission every role holds).
    if (caller.user?.active && caller.companyActive && !caller.impersonating)
      void reply.header(CALLER_ACTIVE_HEADER, '1');
    const now = app.deps.clock.now();
    const lastActive = caller.user?.lastActiveAt?.getTime() ?? 0;
    if (caller.user && !caller.impersonating && now.getTime() - lastActive >= 60_000) {
      await touchLastActive(app.deps.db, caller.user.id, now);
    }
  },
};
