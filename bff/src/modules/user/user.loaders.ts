import DataLoader from 'dataloader';
import { once } from '../../once.js';
import type { RequestSession } from '../../session/request.session.js';
import type { UserApi, UserDto } from './user.api.js';

export interface UserLoaders {
  /** Users by id, fetched once per request however many fields ask. */
  userById: DataLoader<number, UserDto>;
  /** The caller (or impersonation target) by token: partner bearer requests know no id. */
  currentUser: () => Promise<UserDto>;
  /**
   * The user the session acts as: the impersonation target, else the caller's own user (by id
   * from the session, or by token for partner bearer callers); null for an admin without target.
   */
  actingUser: () => Promise<UserDto | null>;
}

/** Per-request user loaders: never shared between requests, hence never between users. */
export function createUserLoaders(api: UserApi, session: RequestSession): UserLoaders {
  // The api has no multi-id user endpoint yet: the batch fans out, still de-duplicated per request.
  const userById = new DataLoader<number, UserDto>((ids) =>
    Promise.all(
      ids.map((id) =>
        api.byId(id).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      ),
    ),
  );
  const currentUser = once(async () => {
    const user = await api.current();
    userById.prime(user.id, user);
    return user;
  });
  const loadActingUser = async (): Promise<UserDto | null> => {
    const caller = session.caller;
    if (!caller) return null;
    if (caller.impersonatedUserId !== null) return userById.load(caller.impersonatedUserId);
    if (caller.isAdmin) return null;
    return caller.userId !== null ? userById.load(caller.userId) : currentUser();
  };
  const actingUser = once(async (): Promise<UserDto | null> => {
    const user = await loadActingUser();
    // Keeps the session's role snapshot (the permission check's) in step with the api.
    if (user && session.data && session.data.actingRole !== user.role) session.update({ actingRole: user.role });
    return user;
  });
  return { userById, currentUser, actingUser };
}
