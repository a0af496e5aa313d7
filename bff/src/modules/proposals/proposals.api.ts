import type { RestClient } from '../../rest/rest.client.js';
import type { RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';
import type { ApiSchema } from '../../rest/rest.contract.js';

export type RequestResponseDto = ApiSchema<'RequestResponseDto'>;
export type RequestQuestionDto = ApiSchema<'RequestQuestionDto'>;
export type RequestWorkspaceDto = ApiSchema<'RequestWorkspaceDto'>;
export type RespondBody = RequestBody<'post', '/requests/{id}/responses'>;

/** Ids of one response of a request. */
export interface ResponseIds {
  id: number;
  responseId: number;
}

/** The responses and questions endpoints of the api (issue 15); the only place that knows their paths. */
export function createProposalsApi(rest: RestClient) {
  return {
    workspace: (id: number) =>
      rest.get('/requests/{id}/workspace', { operation: 'getRequestWorkspace', params: { id } }),
    responses: (id: number, paging: Paging) =>
      rest.get('/requests/{id}/responses', { operation: 'listRequestResponses', params: { id }, paging }),
    respond: (id: number, body: RespondBody) =>
      rest.post('/requests/{id}/responses', { operation: 'respondToRequest', params: { id }, body }),
    mine: (id: number) => rest.get('/requests/{id}/responses/mine', { operation: 'getMyResponse', params: { id } }),
    updateMine: (id: number, body: RespondBody) =>
      rest.put('/requests/{id}/responses/mine', { operation: 'updateMyResponse', params: { id }, body }),
    withdrawMine: (id: number) =>
      rest.delete('/requests/{id}/responses/mine', { operation: 'withdrawMyResponse', params: { id } }),
    shortlist: (params: ResponseIds) =>
      rest.post('/requests/{id}/responses/{responseId}/shortlist', {
        operation: 'shortlistResponse',
        params,
        body: {},
      }),
    unshortlist: (params: ResponseIds) =>
      rest.post('/requests/{id}/responses/{responseId}/unshortlist', {
        operation: 'unshortlistResponse',
        params,
        body: {},
      }),
    decline: (params: ResponseIds, reason: string) =>
      rest.post('/requests/{id}/responses/{responseId}/decline', {
        operation: 'declineResponse',
        params,
        body: { reason },
      }),
    rate: (params: ResponseIds, rating: number | null) =>
      rest.put('/requests/{id}/responses/{responseId}/rating', { operation: 'rateResponse', params, body: { rating } }),
    award: (params: ResponseIds) =>
      rest.post('/requests/{id}/responses/{responseId}/award', { operation: 'awardResponse', params, body: {} }),
    questions: (id: number) =>
      rest.get('/requests/{id}/questions', { operation: 'listRequestQuestions', params: { id } }),
    ask: (id: number, question: string) =>
      rest.post('/requests/{id}/questions', { operation: 'askRequestQuestion', params: { id }, body: { question } }),
    answer: (params: { id: number; questionId: number }, answer: string) =>
      rest.put('/requests/{id}/questions/{questionId}/answer', {
        operation: 'answerRequestQuestion',
        params,
        body: { answer },
      }),
  };
}

export type ProposalsApi = ReturnType<typeof createProposalsApi>;
