import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Review refusals the user can act on (docs/reviews.md): their words come from the api. */
export const reviewErrors = {
  codes: ['REVIEW_NOT_PARTNER', 'REVIEW_EXISTS', 'REVIEW_REPORTED'],
  // Record the company as a contracted partner first; edit the existing review; wait for the admin team.
  userFixable: ['REVIEW_NOT_PARTNER', 'REVIEW_EXISTS', 'REVIEW_REPORTED'],
  catalogue: {
    ReviewNotPartner: {
      code: 'REVIEW_NOT_PARTNER',
      message: 'You can review only companies you have recorded as contracted partners.',
      upstreamMessage: true,
    },
    ReviewExists: {
      code: 'REVIEW_EXISTS',
      message: 'Your company has already reviewed this company. Edit your review instead.',
      upstreamMessage: true,
    },
    ReviewReported: {
      code: 'REVIEW_REPORTED',
      message: 'This review has already been reported. The admin team is looking into it.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
