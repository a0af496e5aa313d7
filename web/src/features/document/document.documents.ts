import { graphql } from '../../__generated__';

/** A folder as every list and change reads it. */
export const DocumentFolderFieldsFragment = graphql(`
  fragment DocumentFolderFields on DocumentFolder {
    id
    name
    documentCount
    createdAt
  }
`);

/** A document as every list and change reads it: a change's answer replaces the cached copy. */
export const DocumentFieldsFragment = graphql(`
  fragment DocumentFields on Document {
    id
    name
    contentType
    sizeBytes
    mine
    templateKind
    responseId
    createdAt
    updatedAt
    downloadPath
    owner {
      id
      name
      alias
    }
    folder {
      id
      name
    }
    partner {
      id
      name
      alias
    }
    sharedWith {
      id
      name
      alias
    }
    uploadedBy {
      id
      firstName
      lastName
    }
  }
`);

/** What a document change answers. */
export const DocumentChangeFragment = graphql(`
  fragment DocumentChange on DocumentPayload {
    document {
      ...DocumentFields
    }
    errors {
      ...UserErrorFields
    }
  }
`);

/** What a folder change answers. */
export const DocumentFolderChangeFragment = graphql(`
  fragment DocumentFolderChange on DocumentFolderPayload {
    folder {
      ...DocumentFolderFields
    }
    errors {
      ...UserErrorFields
    }
  }
`);

export const DocumentFoldersDocument = graphql(`
  query DocumentFolders {
    documentFolders {
      ...DocumentFolderFields
    }
  }
`);

export const DocumentListDocument = graphql(`
  query DocumentList(
    $scope: DocumentScope!
    $folderId: ID
    $topLevelOnly: Boolean
    $partnerCompanyId: ID
    $responseId: ID
    $search: String
    $sortBy: DocumentSortField!
    $direction: SortDirection!
    $page: Int!
    $size: Int!
  ) {
    documents(
      scope: $scope
      folderId: $folderId
      topLevelOnly: $topLevelOnly
      partnerCompanyId: $partnerCompanyId
      responseId: $responseId
      search: $search
      sortBy: $sortBy
      direction: $direction
      page: $page
      size: $size
    ) {
      items {
        ...DocumentFields
      }
      page
      size
      totalElements
      totalPages
    }
  }
`);

export const DocumentUploadRulesDocument = graphql(`
  query DocumentUploadRules {
    documentUploadRules {
      maxBytes
      contentTypes
      extensions
    }
  }
`);

export const CreateDocumentFolderDocument = graphql(`
  mutation CreateDocumentFolder($name: String!) {
    createDocumentFolder(name: $name) {
      ...DocumentFolderChange
    }
  }
`);

export const RenameDocumentFolderDocument = graphql(`
  mutation RenameDocumentFolder($id: ID!, $name: String!) {
    renameDocumentFolder(id: $id, name: $name) {
      ...DocumentFolderChange
    }
  }
`);

export const DeleteDocumentFolderDocument = graphql(`
  mutation DeleteDocumentFolder($id: ID!) {
    deleteDocumentFolder(id: $id) {
      ...DocumentFolderChange
    }
  }
`);

export const UpdateDocumentDocument = graphql(`
  mutation UpdateDocument($input: UpdateDocumentInput!) {
    updateDocument(input: $input) {
      ...DocumentChange
    }
  }
`);

export const DeleteDocumentDocument = graphql(`
  mutation DeleteDocument($id: ID!) {
    deleteDocument(id: $id) {
      ...DocumentChange
    }
  }
`);

export const ShareDocumentDocument = graphql(`
  mutation ShareDocument($id: ID!, $companyId: ID!) {
    shareDocument(id: $id, companyId: $companyId) {
      ...DocumentChange
    }
  }
`);

export const UnshareDocumentDocument = graphql(`
  mutation UnshareDocument($id: ID!, $companyId: ID!) {
    unshareDocument(id: $id, companyId: $companyId) {
      ...DocumentChange
    }
  }
`);

export const CreateDocumentFromTemplateDocument = graphql(`
  mutation CreateDocumentFromTemplate($templateId: ID!, $name: String!, $folderId: ID, $partnerCompanyId: ID) {
    createDocumentFromTemplate(
      templateId: $templateId
      name: $name
      folderId: $folderId
      partnerCompanyId: $partnerCompanyId
    ) {
      ...DocumentChange
    }
  }
`);

export const StartDocumentUploadDocument = graphql(`
  mutation StartDocumentUpload($input: StartDocumentUploadInput!) {
    startDocumentUpload(input: $input) {
      upload {
        documentId
        url
        fields {
          name
          value
        }
        expiresAt
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const FinishDocumentUploadDocument = graphql(`
  mutation FinishDocumentUpload($id: ID!) {
    finishDocumentUpload(id: $id) {
      ...DocumentChange
    }
  }
`);
