import type { ResponseBody } from '../../rest/rest.contract.js';
import type { ReviewDto } from './review.api.js';

// What the GraphQL types of review.graphql resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).
export type ReviewMapper = ReviewDto;
export type ReviewPageMapper = ResponseBody<'get', '/reviews/received'>;
/** The criteria averages are read only when asked (the profile): search cards and compare read the kept average. */
export interface ReviewSummaryMapper {
  companyId: number;
  reviewCount: number;
  rating: number | null;
}
export interface ReceivedReviewsMapper {
  summary: ReviewSummaryMapper;
  reviews: ReviewPageMapper;
}
