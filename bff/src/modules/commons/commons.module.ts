import type { BffModule } from '../../module.js';
import { type CommonsApi, createCommonsApi } from './commons.api.js';
import { commonsResolvers } from './commons.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    commons: CommonsApi;
  }
}

/** The commons: shared pages by type and the experts directory (docs/commons.md). */
export const commonsModule: BffModule = {
  name: 'commons',
  resolvers: commonsResolvers,
  api: (rest) => ({ commons: createCommonsApi(rest) }),
};
