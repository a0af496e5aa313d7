import { graphql } from '../../__generated__';

export const CommonsExpertsQueryDocument = graphql(`
  query CommonsExperts($kind: String, $search: String, $page: Int!) {
    commonsExperts(kind: $kind, search: $search, page: $page, size: 12) {
      items {
        userId
        name
        jobTitle
        headline
        kinds
        company {
          id
          name
          alias
        }
      }
      page
      totalPages
      totalElements
    }
    referenceItems(kinds: [EXPERTS]) {
      id
      name
    }
  }
`);

export const ViewerExpertListingQueryDocument = graphql(`
  query ViewerExpertListing {
    viewerExpertListing {
      userId
      kinds
      headline
      bio
      listed
    }
  }
`);

export const SaveExpertListingDocument = graphql(`
  mutation SaveExpertListing($input: ExpertListingInput!) {
    saveExpertListing(input: $input) {
      expert {
        userId
        kinds
        headline
        bio
        listed
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const MessageExpertsDocument = graphql(`
  mutation MessageExperts($input: MessageExpertsInput!) {
    messageExperts(input: $input) {
      threadIds
      errors {
        ...UserErrorFields
      }
    }
  }
`);
