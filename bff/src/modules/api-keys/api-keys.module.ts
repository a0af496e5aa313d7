import type { BffModule } from '../../module.js';
import { type ApiKeysApi, createApiKeysApi } from './api-keys.api.js';
import { createApiKeyAuthenticator } from './api-keys.auth.js';
import { type ApiKeysLoaders, createApiKeysLoaders } from './api-keys.loaders.js';
import { apiKeysResolvers } from './api-keys.resolvers.js';
import { apiKeyUsagePlugin } from './api-keys.usage.js';
import { apiKeysErrors } from './api-keys.errors.js';

declare module '../../context.js' {
  interface Apis {
    apiKeys: ApiKeysApi;
  }
  interface Loaders extends ApiKeysLoaders {}
}

/**
 * A company's partner API keys (docs/api-keys.md): listed with usage, created, revoked; a request
 * with `Authorization: Bearer tbk_...` acts as its key, and each such operation is counted.
 */
export const apiKeysModule: BffModule = {
  name: 'api-keys',
  resolvers: apiKeysResolvers,
  errors: apiKeysErrors,
  api: (rest) => ({ apiKeys: createApiKeysApi(rest) }),
  loaders: (api) => createApiKeysLoaders(api.apiKeys),
  authenticators: (deps) => [createApiKeyAuthenticator(deps)],
  plugins: [apiKeyUsagePlugin()],
  // Ours (issue 16), not spec §6's: credentials for the company's integrations. An admin acting as
  // someone never creates credentials in their name, and a leaked key must not mint more keys.
  permissions: { API_KEYS: { holders: 'COMPANY_ADMINS', blockedWhileImpersonating: true, neverWithAnApiKey: true } },
};
