import type { ApiSchema } from '../rest/rest.contract.js';
import type { Answer } from './fake.api.registration.js';
import type { RecordedRequest } from './recording.server.js';

type UserDto = ApiSchema<'UserDto'>;

/** A partner API key the fake api accepts: it acts as `owner` (the api's rule: its creator). */
export interface FakeApiKey {
  id: string;
  scope: 'READ_ONLY' | 'READ_WRITE';
  owner: UserDto;
}

const keyOf = (authorization: string | undefined): string | undefined =>
  /^Bearer (tbk_\S+)$/.exec(authorization ?? '')?.[1];

/** The email a key in the Authorization header acts as; null for an unknown key, undefined for no key. */
export function keyOwnerEmail(keys: Map<string, FakeApiKey>, request: RecordedRequest): string | null | undefined {
  const key = keyOf(request.headers.authorization);
  if (key === undefined) return undefined;
  return keys.get(key)?.owner.email ?? null;
}

/** The api's two routes for key callers: which key this is, and counting its use. */
export function answerApiKeys(keys: Map<string, FakeApiKey>, request: RecordedRequest, path: string): Answer | null {
  const key = keyOf(request.headers.authorization);
  const found = key === undefined ? undefined : keys.get(key);
  if (path === '/v1/api-keys/current' && request.method === 'GET') {
    if (!found) return [401, { code: 'ApiKeyInvalid', message: 'This API key is not valid.' }];
    return [200, { id: found.id, scope: found.scope, companyId: found.owner.companyId ?? 0, userId: found.owner.id }];
  }
  if (path === '/v1/api-keys/current/usage' && request.method === 'POST') return found ? [204, null] : null;
  return null;
}
