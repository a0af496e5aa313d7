import type { BffModule } from '../../module.js';
import { type CapabilityApi, createCapabilityApi } from './capability.api.js';
import { capabilityResolvers } from './capability.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    capability: CapabilityApi;
  }
}

/** Capability alerts of vendors and sites. */
export const capabilityModule: BffModule = {
  name: 'capability',
  resolvers: capabilityResolvers,
  api: (rest) => ({ capability: createCapabilityApi(rest) }),
};
