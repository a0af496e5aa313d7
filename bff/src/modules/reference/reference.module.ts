import type { BffModule } from '../../module.js';
import { createReferenceApi, type ReferenceApi } from './reference.api.js';
import { referenceResolvers } from './reference.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    reference: ReferenceApi;
  }
}

/** Reference data (services, products, therapeutic areas, regions ...) and countries. */
export const referenceModule: BffModule = {
  name: 'reference',
  resolvers: referenceResolvers,
  api: (rest) => ({ reference: createReferenceApi(rest) }),
};
