import type { RestClient, RestCredentials } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';

export type ApiKeyDto = ApiSchema<'ApiKeyDto'>;
export type ApiKeyUsageDayDto = ApiSchema<'ApiKeyUsageDayDto'>;
export type CreateApiKeyBody = RequestBody<'post', '/companies/me/api-keys'>;

/** A key's own credentials: sent as the bearer, never with a session or an impersonation target. */
const keyCredentials = (key: string): RestCredentials => ({ token: key, impersonatedUserId: null });

/** The api-keys endpoints of the api; the only place that knows their paths. */
export function createApiKeysApi(rest: RestClient) {
  return {
    list: () => rest.get('/companies/me/api-keys', { operation: 'listApiKeys' }),
    create: (body: CreateApiKeyBody) => rest.post('/companies/me/api-keys', { operation: 'createApiKey', body }),
    revoke: (id: string) =>
      rest.post('/companies/me/api-keys/{id}/revoke', { operation: 'revokeApiKey', params: { id }, body: {} }),
    /** Every key's use per day over the last `days` days, in one call (the usage loader batches on it). */
    usage: (days: number) =>
      rest.get('/companies/me/api-keys/usage', { operation: 'listApiKeyUsage', query: { days } }),
    /** The key the client's credentials carry (401 for any other credential). */
    current: () => rest.get('/api-keys/current', { operation: 'getCurrentApiKey' }),
    /** Counts one GraphQL operation made with the client's key. */
    recordUsage: (outcome: { cost: number; error: boolean }) =>
      rest.post('/api-keys/current/usage', { operation: 'recordApiKeyUsage', body: outcome }),
  };
}

export type ApiKeysApi = ReturnType<typeof createApiKeysApi>;

/**
 * The api-keys endpoints called with a key's own credentials, on a client of their own (not the
 * request's, whose errors may end a session): to look the key up, and to count its use.
 */
export const apiKeysAsKey = (restAs: (credentials: RestCredentials) => RestClient, key: string) =>
  createApiKeysApi(restAs(keyCredentials(key)));
