import { graphql } from '../../__generated__';

// Fragments stay one level deep: the bff's depth limit (10) counts each spread as a level.

export const ContractedPartnerFieldsFragment = graphql(`
  fragment ContractedPartnerFields on ContractedPartner {
    id
    name
    alias
    logoUrl
    type
    labels
    noteCount
    addedAt
    addedBy {
      id
      firstName
      lastName
    }
    rating {
      quality
      timeliness
      communication
      value
      overall
      count
    }
  }
`);

export const ContractedPartnerDetailsFragment = graphql(`
  fragment ContractedPartnerDetailsFields on ContractedPartnerDetails {
    id
    partner {
      id
      name
      alias
      logoUrl
      type
      labels
      noteCount
      addedAt
      addedBy {
        id
        firstName
        lastName
      }
      rating {
        quality
        timeliness
        communication
        value
        overall
        count
      }
    }
    notes {
      id
      kind
      body
      mine
      canDelete
      createdAt
      updatedAt
      author {
        id
        firstName
        lastName
      }
    }
    ratings {
      quality
      timeliness
      communication
      value
      ratedAt
      user {
        id
        firstName
        lastName
      }
    }
    myRating {
      quality
      timeliness
      communication
      value
      ratedAt
      user {
        id
      }
    }
  }
`);

export const ContractedPartnersQueryDocument = graphql(`
  query ContractedPartners($search: String, $label: String, $sort: ContractedPartnerSort, $page: Int, $size: Int) {
    contractedPartners(search: $search, label: $label, sort: $sort, page: $page, size: $size) {
      items {
        ...ContractedPartnerFields
      }
      page
      size
      totalElements
      totalPages
    }
    contractedPartnerLabels {
      reference
      own
    }
  }
`);

export const ContractedPartnerQueryDocument = graphql(`
  query ContractedPartner($companyId: ID!) {
    contractedPartner(companyId: $companyId) {
      ...ContractedPartnerDetailsFields
    }
    contractedPartnerLabels {
      reference
      own
    }
  }
`);

export const AddContractedPartnerDocument = graphql(`
  mutation AddContractedPartner($companyId: ID!) {
    addContractedPartner(companyId: $companyId) {
      created
      company {
        id
        isContractedPartner
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RemoveContractedPartnerDocument = graphql(`
  mutation RemoveContractedPartner($companyId: ID!) {
    removeContractedPartner(companyId: $companyId) {
      company {
        id
        isContractedPartner
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const SetContractedPartnerLabelsDocument = graphql(`
  mutation SetContractedPartnerLabels($companyId: ID!, $labels: [String!]!) {
    setContractedPartnerLabels(companyId: $companyId, labels: $labels) {
      details {
        ...ContractedPartnerDetailsFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RateContractedPartnerDocument = graphql(`
  mutation RateContractedPartner($companyId: ID!, $rating: PartnerRatingInput!) {
    rateContractedPartner(companyId: $companyId, rating: $rating) {
      details {
        ...ContractedPartnerDetailsFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const CreateContractedPartnerNoteDocument = graphql(`
  mutation CreateContractedPartnerNote($companyId: ID!, $kind: PartnerNoteKind!, $body: String!) {
    createContractedPartnerNote(companyId: $companyId, kind: $kind, body: $body) {
      details {
        ...ContractedPartnerDetailsFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateContractedPartnerNoteDocument = graphql(`
  mutation UpdateContractedPartnerNote($id: ID!, $body: String!) {
    updateContractedPartnerNote(id: $id, body: $body) {
      details {
        ...ContractedPartnerDetailsFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteContractedPartnerNoteDocument = graphql(`
  mutation DeleteContractedPartnerNote($id: ID!) {
    deleteContractedPartnerNote(id: $id) {
      details {
        ...ContractedPartnerDetailsFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
