import { graphql } from '../../../__generated__';

/** Everything the responses screens show of a response (the grid, the responder's own). */
export const ResponseFieldsFragment = graphql(`
  fragment ResponseFields_response on RequestResponse {
    id
    requestId
    message
    excerpt
    timeline
    price
    status
    declineReason
    posterRating
    isContractedPartner
    threadId
    createdAt
    company {
      id
      name
      alias
      roleName
      country
    }
  }
`);
