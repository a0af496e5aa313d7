import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema, RequestBody } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type ReviewDto = ApiSchema<'ReviewDto'>;
export type ReviewSummaryDto = ApiSchema<'ReviewSummaryDto'>;
export type ReviewViewerDto = ApiSchema<'ReviewViewerDto'>;
export type ReviewBody = RequestBody<'post', '/companies/{id}/reviews'>;

/** The review endpoints of the api (docs/reviews.md): the only place that knows their paths. */
export function createReviewApi(rest: RestClient) {
  return {
    summaries: (companyIds: number[]) =>
      rest.get('/review-summaries', { operation: 'listReviewSummaries', query: { companyIds } }),
    summary: (id: number) =>
      rest.get('/companies/{id}/review-summary', { operation: 'getReviewSummary', params: { id } }),
    reviews: (id: number, paging: Paging) =>
      rest.get('/companies/{id}/reviews', { operation: 'listCompanyReviews', params: { id }, paging }),
    mine: (id: number) => rest.get('/companies/{id}/reviews/mine', { operation: 'getViewerReview', params: { id } }),
    write: (id: number, body: ReviewBody) =>
      rest.post('/companies/{id}/reviews', { operation: 'writeReview', params: { id }, body }),
    update: (id: number, body: ReviewBody) =>
      rest.patch('/reviews/{id}', { operation: 'updateReview', params: { id }, body }),
    received: (paging: Paging) => rest.get('/reviews/received', { operation: 'listReceivedReviews', paging }),
    reply: (id: number, reply: string) =>
      rest.put('/reviews/{id}/reply', { operation: 'replyToReview', params: { id }, body: { reply } }),
    removeReply: (id: number) => rest.delete('/reviews/{id}/reply', { operation: 'removeReviewReply', params: { id } }),
    report: (id: number, reason: string) =>
      rest.post('/reviews/{id}/reports', { operation: 'reportReview', params: { id }, body: { reason } }),
  };
}

export type ReviewApi = ReturnType<typeof createReviewApi>;
