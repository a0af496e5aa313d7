import type { BffModule } from '../../module.js';
import { createImpersonationApi, type ImpersonationApi } from './impersonation.api.js';
import { impersonationResolvers } from './impersonation.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    impersonation: ImpersonationApi;
  }
}

/** Admins acting as another user (spec §6): the picker's targets, start and stop. */
export const impersonationModule: BffModule = {
  name: 'impersonation',
  resolvers: impersonationResolvers,
  api: (rest) => ({ impersonation: createImpersonationApi(rest) }),
};
