import { ApiError } from '../../errors.js';

/** The longest texts of a review, its reply and an abuse report, in characters (docs/reviews.md). */
export const REVIEW_TEXT_LIMITS = {
  title: 120,
  body: 4000,
  reply: 2000,
  reason: 1000,
} as const;
/** The shortest review body: a few words are not a review. */
export const MIN_REVIEW_BODY = 20;

export const REVIEW_NOT_PARTNER_MESSAGE = 'You can review only companies you have recorded as contracted partners.';
export const REVIEW_EXISTS_MESSAGE = 'Your company has already reviewed this company. Edit your review instead.';
export const REVIEW_REPORTED_MESSAGE = 'This review has already been reported. The admin team is looking into it.';

export const reviewNotPartner = (): ApiError =>
  new ApiError(403, 'ReviewNotPartner', REVIEW_NOT_PARTNER_MESSAGE, [
    { field: 'companyId', message: REVIEW_NOT_PARTNER_MESSAGE },
  ]);
export const reviewExists = (): ApiError =>
  new ApiError(409, 'ReviewExists', REVIEW_EXISTS_MESSAGE, [{ field: 'companyId', message: REVIEW_EXISTS_MESSAGE }]);
export const reviewReported = (): ApiError =>
  new ApiError(409, 'ReviewReported', REVIEW_REPORTED_MESSAGE, [{ field: 'reason', message: REVIEW_REPORTED_MESSAGE }]);

/** A criterion's stars, 1 to 5. */
export const STAR_MESSAGE = (field: string): string => `${field} must be a whole number of stars from 1 to 5`;
