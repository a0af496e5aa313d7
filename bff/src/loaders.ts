import { once } from './once.js';
import type { RestClient } from './rest/rest.client.js';
import type { RequestSession } from './session/request.session.js';
import { createCompanyApi } from './modules/company/company.api.js';
import { createCompanyLoaders, type CompanyLoaders } from './modules/company/company.loaders.js';
import { createSubscriptionApi } from './modules/subscription/subscription.api.js';
import { createSubscriptionLoaders, type SubscriptionLoaders } from './modules/subscription/subscription.loaders.js';
import { createUserApi, type UserDto } from './modules/user/user.api.js';
import { createUserLoaders, type UserLoaders } from './modules/user/user.loaders.js';

export interface Loaders extends UserLoaders, SubscriptionLoaders, CompanyLoaders {
  /**
   * The user the session acts as: the impersonation target, else the caller's own user (by id
   * from the session, or by token for partner bearer callers); null for an admin without target.
   */
  actingUser: () => Promise<UserDto | null>;
}

/** Every loader of one request, bound to that request's REST client and session. */
export function createLoaders(rest: RestClient, session: RequestSession): Loaders {
  const users = createUserLoaders(createUserApi(rest));
  const actingUser = once(async (): Promise<UserDto | null> => {
    const caller = session.caller;
    if (!caller) return null;
    if (caller.impersonatedUserId !== null) return users.userById.load(caller.impersonatedUserId);
    if (caller.isAdmin) return null;
    return caller.userId !== null ? users.userById.load(caller.userId) : users.currentUser();
  });
  return {
    ...users,
    ...createSubscriptionLoaders(createSubscriptionApi(rest)),
    ...createCompanyLoaders(createCompanyApi(rest)),
    actingUser,
  };
}
