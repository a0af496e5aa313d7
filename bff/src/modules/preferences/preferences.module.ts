import type { BffModule } from '../../module.js';
import { createPreferencesApi, type PreferencesApi } from './preferences.api.js';
import { preferencesResolvers } from './preferences.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    preferences: PreferencesApi;
  }
}

/** Email preferences on my account, and the unsubscribe link of every mail. */
export const preferencesModule: BffModule = {
  name: 'preferences',
  resolvers: preferencesResolvers,
  api: (rest) => ({ preferences: createPreferencesApi(rest) }),
};
