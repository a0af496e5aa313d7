import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

export type SignInMethodsDto = ApiSchema<'SignInMethodsDto'>;
export type FederatedIdentityDto = ApiSchema<'FederatedIdentityDto'>;
export type SocialProviderName = FederatedIdentityDto['provider'];

/** The sign-in-method endpoints of the api; the only place that knows their paths. */
export function createSignInMethodsApi(rest: RestClient) {
  return {
    /** Where the calling provider identity stands (call it with the identity's own ID token). */
    federatedIdentity: () => rest.get('/sign-in/federated-identity', { operation: 'getFederatedIdentity' }),
    list: () => rest.get('/users/me/sign-in-methods', { operation: 'listSignInMethods' }),
    link: (identityToken: string) =>
      rest.post('/users/me/sign-in-methods', { operation: 'linkSignInMethod', body: { identityToken } }),
    unlink: (provider: SocialProviderName) =>
      rest.delete('/users/me/sign-in-methods/{provider}', { operation: 'unlinkSignInMethod', params: { provider } }),
  };
}

export type SignInMethodsApi = ReturnType<typeof createSignInMethodsApi>;
