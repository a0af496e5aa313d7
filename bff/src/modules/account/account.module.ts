import type { BffModule } from '../../module.js';
import { type AccountApi, createAccountApi } from './account.api.js';
import { type AccountLoaders, createAccountLoaders } from './account.loaders.js';
import { accountResolvers } from './account.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    account: AccountApi;
  }
  interface Loaders extends AccountLoaders {}
}

/** My account: profile, picture, interests. */
export const accountModule: BffModule = {
  name: 'account',
  resolvers: accountResolvers,
  api: (rest) => ({ account: createAccountApi(rest) }),
  loaders: (api) => createAccountLoaders(api.account),
};
