import type { ServiceDeps } from '../../module.js';
import type { BearerAuthenticator } from '../../session/session.bearer.js';
import { apiKeysAsKey } from './api-keys.api.js';

/** Every partner API key starts with this (api/src/modules/api-keys/api-keys.auth.ts). */
export const API_KEY_PREFIX = 'tbk_';

/**
 * `Authorization: Bearer tbk_...`: the api says which key this is (GET /v1/api-keys/current with
 * the key as bearer) once per request, or refuses it (401 for a revoked, expired, unknown or
 * orphaned key). The request then acts as the key's creator, within the key's scope.
 */
export function createApiKeyAuthenticator({ restAs }: Pick<ServiceDeps, 'restAs'>): BearerAuthenticator {
  return {
    accepts: (token) => token.startsWith(API_KEY_PREFIX),
    authenticate: async (key) => {
      const found = await apiKeysAsKey(restAs, key).current();
      return {
        source: 'key',
        token: key,
        // Never used: identity-service calls refuse key callers (session.check.ts).
        accessToken: '',
        email: null,
        isAdmin: false,
        userId: found.userId,
        impersonatedUserId: null,
        sessionId: null,
        apiKey: { id: found.id, scope: found.scope },
      };
    },
  };
}
