import type { BffModule } from '../../module.js';
import { type CompareApi, createCompareApi } from './compare.api.js';
import { compareResolvers } from './compare.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    compare: CompareApi;
  }
}

/** The viewer's compare list (spec §3: companies held by id). */
export const compareModule: BffModule = {
  name: 'compare',
  resolvers: compareResolvers,
  api: (rest) => ({ compare: createCompareApi(rest) }),
};
