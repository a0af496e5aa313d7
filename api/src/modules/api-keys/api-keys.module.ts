import type { ApiModule } from '../../http/module.js';
import { apiKeyAuthenticator } from './api-keys.auth.js';
import { apiKeysRoutes } from './api-keys.routes.js';
import { apiKeysSeed } from './api-keys.seed.js';

/** Partner API keys of a company (docs/api-keys.md). */
export const apiKeysModule: ApiModule = {
  name: 'api-keys',
  tags: [{ name: 'api-keys', description: "A company's partner API keys: created, listed with usage, revoked." }],
  routes: apiKeysRoutes,
  auth: { authenticators: [apiKeyAuthenticator] },
  seed: apiKeysSeed,
};
