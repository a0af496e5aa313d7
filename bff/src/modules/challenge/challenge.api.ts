import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, QueryParams, RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type ChallengeDto = ApiSchema<'ChallengeDto'>;
export type RequestChallengeDto = ApiSchema<'RequestChallengeDto'>;
export type CreateChallengeBodyDto = RequestBody<'post', '/requests/{id}/challenge'>;
export type UpdateChallengeBodyDto = RequestBody<'patch', '/challenges/{id}'>;
export type ChallengeFilter = Omit<QueryParams<'get', '/challenges'>, 'page' | 'size' | 'sort'>;

/** The challenge endpoints of the api (docs/challenges.md): the only place that knows their paths. */
export function createChallengeApi(rest: RestClient) {
  return {
    list: (query: ChallengeFilter, paging: Paging) =>
      rest.get('/challenges', { operation: 'listChallenges', query, paging }),
    get: (id: number) => rest.get('/challenges/{id}', { operation: 'getChallenge', params: { id } }),
    ofRequest: (id: number) =>
      rest.get('/requests/{id}/challenge', { operation: 'getRequestChallenge', params: { id } }),
    create: (requestId: number, body: CreateChallengeBodyDto) =>
      rest.post('/requests/{id}/challenge', { operation: 'createChallenge', params: { id: requestId }, body }),
    update: (id: number, body: UpdateChallengeBodyDto) =>
      rest.patch('/challenges/{id}', { operation: 'updateChallenge', params: { id }, body }),
    publish: (id: number) =>
      rest.post('/challenges/{id}/publish', { operation: 'publishChallenge', params: { id }, body: {} }),
    close: (id: number) =>
      rest.post('/challenges/{id}/close', { operation: 'closeChallenge', params: { id }, body: {} }),
  };
}

export type ChallengeApi = ReturnType<typeof createChallengeApi>;
