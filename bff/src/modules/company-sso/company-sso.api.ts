import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';

export type CompanySsoDto = ApiSchema<'CompanySsoDto'>;
export type SaveCompanySsoBody = RequestBody<'put', '/companies/me/sso'>;

/** The company single sign-on settings of the api; the only place that knows their paths. */
export function createCompanySsoApi(rest: RestClient) {
  return {
    get: () => rest.get('/companies/me/sso', { operation: 'getCompanySso' }),
    save: (body: SaveCompanySsoBody) => rest.put('/companies/me/sso', { operation: 'saveCompanySso', body }),
    remove: () => rest.delete('/companies/me/sso', { operation: 'deleteCompanySso' }),
    addDomain: (domain: string) =>
      rest.post('/companies/me/sso/domains', { operation: 'addSsoDomain', body: { domain } }),
    verifyDomain: (domain: string) =>
      rest.post('/companies/me/sso/domains/{domain}/verify', {
        operation: 'verifySsoDomain',
        params: { domain },
        body: {},
      }),
    removeDomain: (domain: string) =>
      rest.delete('/companies/me/sso/domains/{domain}', { operation: 'removeSsoDomain', params: { domain } }),
  };
}

export type CompanySsoApi = ReturnType<typeof createCompanySsoApi>;
