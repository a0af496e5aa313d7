import DataLoader from 'dataloader';
import { once } from '../../once.js';
import type { InterestsDto, UserApi, UserDto } from './user.api.js';

export interface UserLoaders {
  /** Users by id, fetched once per request however many fields ask. */
  userById: DataLoader<number, UserDto>;
  /** The caller (or impersonation target) by token: partner bearer requests know no id. */
  currentUser: () => Promise<UserDto>;
  /** The acting user's interests. */
  interests: () => Promise<InterestsDto>;
  /** After a change: later reads in this request (e.g. `viewer.isInterestsRequired`) see it. */
  primeInterests: (interests: InterestsDto) => void;
}

/** Per-request user loaders: never shared between requests, hence never between users. */
export function createUserLoaders(api: UserApi): UserLoaders {
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
  let interests: Promise<InterestsDto> | undefined;
  return {
    userById,
    currentUser,
    interests: () => (interests ??= api.interests()),
    primeInterests: (value) => {
      interests = Promise.resolve(value);
    },
  };
}
