import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type CommonsPageDto = ApiSchema<'CommonsPageDto'>;
export type CommonsPageSummaryDto = ApiSchema<'CommonsPageSummaryDto'>;
export type CommonsExpertDto = ApiSchema<'CommonsExpertDto'>;
export type CommonsCreateBody = RequestBody<'post', '/commons/pages'>;
export type CommonsUpdateBody = RequestBody<'patch', '/commons/pages/{id}'>;
export type ExpertBody = RequestBody<'put', '/commons/experts/me'>;
type PageType = CommonsCreateBody['type'];

/** The commons endpoints of the api (docs/commons.md): the only place that knows their paths. */
export function createCommonsApi(rest: RestClient) {
  return {
    types: () => rest.get('/commons/types', { operation: 'listCommonsTypes' }),
    pages: (filter: { type?: PageType | undefined; q?: string | undefined }, paging: Paging) =>
      rest.get('/commons/pages', { operation: 'listCommonsPages', query: filter, paging }),
    page: (type: PageType, slug: string) =>
      rest.get('/commons/pages/{type}/{slug}', { operation: 'getCommonsPage', params: { type, slug } }),
    ownPages: (q: string | undefined, paging: Paging) =>
      rest.get('/commons/own-pages', { operation: 'listOwnCommonsPages', query: { q }, paging }),
    ownPage: (id: number) => rest.get('/commons/own-pages/{id}', { operation: 'getOwnCommonsPage', params: { id } }),
    create: (body: CommonsCreateBody) => rest.post('/commons/pages', { operation: 'createCommonsPage', body }),
    update: (id: number, body: CommonsUpdateBody) =>
      rest.patch('/commons/pages/{id}', { operation: 'updateCommonsPage', params: { id }, body }),
    experts: (filter: { kind?: string | undefined; q?: string | undefined }, paging: Paging) =>
      rest.get('/commons/experts', { operation: 'listCommonsExperts', query: filter, paging }),
    ownExpert: () => rest.get('/commons/experts/me', { operation: 'getOwnExpertListing' }),
    saveExpert: (body: ExpertBody) => rest.put('/commons/experts/me', { operation: 'saveExpertListing', body }),
    message: (expertIds: number[], body: string) =>
      rest.post('/commons/experts/messages', { operation: 'messageExperts', body: { expertIds, body } }),
  };
}

export type CommonsApi = ReturnType<typeof createCommonsApi>;
