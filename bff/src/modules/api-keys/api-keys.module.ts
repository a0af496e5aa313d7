import type { BffModule } from '../../module.js';
import { type ApiKeysApi, createApiKeysApi } from './api-keys.api.js';
import { type ApiKeysLoaders, createApiKeysLoaders } from './api-keys.loaders.js';
import { apiKeysResolvers } from './api-keys.resolvers.js';

export { recordApiKeyUsage } from './api-keys.usage.js';

declare module '../../context.js' {
  interface Apis {
    apiKeys: ApiKeysApi;
  }
  interface Loaders extends ApiKeysLoaders {}
}

/** A company's partner API keys (docs/api-keys.md): listed with usage, created, revoked. */
export const apiKeysModule: BffModule = {
  name: 'api-keys',
  resolvers: apiKeysResolvers,
  api: (rest) => ({ apiKeys: createApiKeysApi(rest) }),
  loaders: (api) => createApiKeysLoaders(api.apiKeys),
};
