import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, QueryParams, RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type RequestDto = ApiSchema<'RequestDto'>;
export type RequestSummaryDto = ApiSchema<'RequestSummaryDto'>;
export type RequestCompanyDto = ApiSchema<'RequestCompanyDto'>;
export type RequestBodyDto = RequestBody<'put', '/requests/{id}'>;
export type CreateRequestBodyDto = RequestBody<'post', '/requests'>;
export type RequestFilter = Omit<QueryParams<'get', '/requests'>, 'page' | 'size' | 'sort'>;

/** The request endpoints of the api (docs/requests.md); the only place that knows their paths. */
export function createRequestsApi(rest: RestClient) {
  return {
    list: (query: RequestFilter, paging: Paging) => rest.get('/requests', { operation: 'listRequests', query, paging }),
    get: (id: number) => rest.get('/requests/{id}', { operation: 'getRequest', params: { id } }),
    create: (body: CreateRequestBodyDto) => rest.post('/requests', { operation: 'createRequest', body }),
    update: (id: number, body: RequestBodyDto) =>
      rest.put('/requests/{id}', { operation: 'updateRequest', params: { id }, body }),
    publish: (id: number, version?: number) =>
      rest.post('/requests/{id}/publish', {
        operation: 'publishRequest',
        params: { id },
        body: version === undefined ? {} : { version },
      }),
    close: (id: number, version?: number) =>
      rest.post('/requests/{id}/close', {
        operation: 'closeRequest',
        params: { id },
        body: version === undefined ? {} : { version },
      }),
    remove: (id: number) => rest.delete('/requests/{id}', { operation: 'deleteRequest', params: { id } }),
  };
}

export type RequestsApi = ReturnType<typeof createRequestsApi>;
