import type { BffModule } from '../../module.js';
import { createUserApi, type UserApi } from './user.api.js';
import { createUserLoaders, type UserLoaders } from './user.loaders.js';
import { userResolvers } from './user.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    user: UserApi;
  }
  interface Loaders extends UserLoaders {}
}

/** Users: the caller, the acting user, colleagues; business types. */
export const userModule: BffModule = {
  name: 'user',
  resolvers: userResolvers,
  api: (rest) => ({ user: createUserApi(rest) }),
  loaders: (api, session) => createUserLoaders(api.user, session),
};
