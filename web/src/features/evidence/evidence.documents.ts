import { graphql } from '../../__generated__';

export const ClaimEvidenceFieldsFragment = graphql(`
  fragment ClaimEvidenceFields on ClaimEvidence {
    id
    claim
    status
    companyId
    companyName
    documentId
    documentName
    downloadPath
    submittedAt
    reviewedAt
    reviewNote
  }
`);

export const CompanyEvidenceQueryDocument = graphql(`
  query CompanyEvidence {
    companyEvidence {
      claim
      made
      verifiedAt
      latest {
        ...ClaimEvidenceFields
      }
    }
  }
`);

export const EvidenceDocumentsQueryDocument = graphql(`
  query EvidenceDocuments {
    documents(scope: OWN, sortBy: NAME, direction: ASC, page: 0, size: 100) {
      items {
        id
        name
      }
      totalElements
    }
  }
`);

export const SubmitClaimEvidenceDocument = graphql(`
  mutation SubmitClaimEvidence($claim: ProfileClaim!, $documentId: ID!) {
    submitClaimEvidence(claim: $claim, documentId: $documentId) {
      evidence {
        ...ClaimEvidenceFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const WithdrawClaimEvidenceDocument = graphql(`
  mutation WithdrawClaimEvidence($id: ID!) {
    withdrawClaimEvidence(id: $id) {
      evidence {
        id
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const PendingEvidenceQueryDocument = graphql(`
  query PendingEvidence($page: PageInput) {
    pendingEvidence(page: $page) {
      items {
        ...ClaimEvidenceFields
      }
      page
      totalPages
      totalElements
    }
  }
`);

export const VerifyClaimEvidenceDocument = graphql(`
  mutation VerifyClaimEvidence($id: ID!) {
    verifyClaimEvidence(id: $id) {
      evidence {
        ...ClaimEvidenceFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RejectClaimEvidenceDocument = graphql(`
  mutation RejectClaimEvidence($id: ID!, $note: String!) {
    rejectClaimEvidence(id: $id, note: $note) {
      evidence {
        ...ClaimEvidenceFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
