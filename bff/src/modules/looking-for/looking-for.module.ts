import type { BffModule } from '../../module.js';
import { createLookingForApi, type LookingForApi } from './looking-for.api.js';
import { lookingForResolvers } from './looking-for.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    lookingFor: LookingForApi;
  }
}

/** Spec §3's looking-for lists (published and full). */
export const lookingForModule: BffModule = {
  name: 'looking-for',
  resolvers: lookingForResolvers,
  api: (rest) => ({ lookingFor: createLookingForApi(rest) }),
};
