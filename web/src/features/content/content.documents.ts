import { graphql } from '../../__generated__';

export const CmsEntryQueryDocument = graphql(`
  query CmsEntry($key: String!) {
    cmsEntry(key: $key) {
      key
      title
      description
      body
      publishedAt
    }
  }
`);

export const HomeCmsQueryDocument = graphql(`
  query HomeCms {
    cmsBanners {
      key
      title
      text
      linkLabel
      linkPath
    }
    cmsRoles {
      key
      title
      text
      linkLabel
      linkPath
    }
  }
`);

export const ContentEntriesQueryDocument = graphql(`
  query ContentEntries($page: PageInput) {
    contentEntries(page: $page) {
      items {
        key
        kind
        title
        state
        publishedAt
      }
      page
      totalPages
      totalElements
    }
  }
`);

export const ContentDraftFieldsFragment = graphql(`
  fragment ContentDraftFields on ContentDraft {
    key
    kind
    state
    version
    publishedVersion
    publishedAt
    updatedAt
    updatedBy
    title
    description
    body
    linkLabel
    linkPath
    position
    startsAt
    endsAt
  }
`);

export const ContentDraftQueryDocument = graphql(`
  query ContentDraft($key: String!) {
    contentDraft(key: $key) {
      ...ContentDraftFields
    }
  }
`);

export const ContentHistoryQueryDocument = graphql(`
  query ContentHistory($key: String!, $page: PageInput) {
    contentHistory(key: $key, page: $page) {
      items {
        number
        title
        publishedAt
        publishedBy
      }
      page
      totalPages
    }
  }
`);

export const SaveContentDraftDocument = graphql(`
  mutation SaveContentDraft($key: String!, $version: Int!, $input: ContentDraftInput!) {
    saveContentDraft(key: $key, version: $version, input: $input) {
      draft {
        ...ContentDraftFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const PublishContentDocument = graphql(`
  mutation PublishContent($key: String!, $version: Int!) {
    publishContent(key: $key, version: $version) {
      draft {
        ...ContentDraftFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RestoreContentVersionDocument = graphql(`
  mutation RestoreContentVersion($key: String!, $number: Int!, $version: Int!) {
    restoreContentVersion(key: $key, number: $number, version: $version) {
      draft {
        ...ContentDraftFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const CreateContentEntryDocument = graphql(`
  mutation CreateContentEntry($key: String!, $kind: ContentKind!, $input: ContentDraftInput!) {
    createContentEntry(key: $key, kind: $kind, input: $input) {
      draft {
        key
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteContentEntryDocument = graphql(`
  mutation DeleteContentEntry($key: String!, $version: Int!) {
    deleteContentEntry(key: $key, version: $version) {
      deletedKey
      errors {
        ...UserErrorFields
      }
    }
  }
`);
