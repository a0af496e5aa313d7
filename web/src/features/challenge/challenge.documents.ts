import { graphql } from '../../__generated__';

export const ChallengeCardFieldsFragment = graphql(`
  fragment ChallengeCardFields on Challenge {
    id
    requestId
    headline
    problemSummary
    prize
    deadline
    howToApply
    status
    open
    sponsor {
      id
      name
      alias
    }
    therapeuticAreas {
      id
      name
    }
    isOwnCompany
  }
`);

export const ChallengesPageDocument = graphql(`
  query ChallengesPage($input: ChallengeListInput!) {
    challenges(input: $input) {
      items {
        id
        ...ChallengeCardFields
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

export const ChallengeAreasDocument = graphql(`
  query ChallengeAreas {
    referenceItems(kinds: [THERAPEUTIC_AREAS]) {
      id
      name
    }
  }
`);

export const ChallengeEditFieldsFragment = graphql(`
  fragment ChallengeEditFields on Challenge {
    id
    headline
    problemSummary
    prize
    deadline
    howToApply
    status
    open
    canEdit
  }
`);

export const RequestChallengeDocument = graphql(`
  query RequestChallenge($requestId: ID!) {
    requestChallenge(requestId: $requestId) {
      canCreate
      challenge {
        id
        ...ChallengeEditFields
      }
    }
  }
`);

export const CreateChallengeDocument = graphql(`
  mutation CreateChallenge($requestId: ID!, $input: ChallengeInput!, $publish: Boolean!) {
    createChallenge(requestId: $requestId, input: $input, publish: $publish) {
      challenge {
        id
        ...ChallengeEditFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateChallengeDocument = graphql(`
  mutation UpdateChallenge($id: ID!, $input: ChallengeInput!) {
    updateChallenge(id: $id, input: $input) {
      challenge {
        id
        ...ChallengeEditFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const PublishChallengeDocument = graphql(`
  mutation PublishChallenge($id: ID!) {
    publishChallenge(id: $id) {
      challenge {
        id
        ...ChallengeEditFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const CloseChallengeDocument = graphql(`
  mutation CloseChallenge($id: ID!) {
    closeChallenge(id: $id) {
      challenge {
        id
        ...ChallengeEditFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
