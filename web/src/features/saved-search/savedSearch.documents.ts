import { graphql } from '../../__generated__';

/** What the list shows of a saved search, and every change answers. */
export const SavedSearchFieldsFragment = graphql(`
  fragment SavedSearchFields on SavedSearch {
    id
    name
    url
    createdAt
    checkedAt
    lastNewMatches
    lastNewMatchesUrl
  }
`);

export const SavedSearchesQueryDocument = graphql(`
  query SavedSearches {
    savedSearches {
      items {
        ...SavedSearchFields
      }
      capacity
    }
  }
`);

export const SavedSearchNewMatchesQueryDocument = graphql(`
  query SavedSearchNewMatches($id: ID!, $since: DateTime!) {
    savedSearchNewMatches(id: $id, since: $since)
  }
`);

export const SaveSearchDocument = graphql(`
  mutation SaveSearch($input: SaveSearchInput!) {
    saveSearch(input: $input) {
      savedSearch {
        ...SavedSearchFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RenameSavedSearchDocument = graphql(`
  mutation RenameSavedSearch($id: ID!, $name: String!) {
    renameSavedSearch(id: $id, name: $name) {
      savedSearch {
        ...SavedSearchFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteSavedSearchDocument = graphql(`
  mutation DeleteSavedSearch($id: ID!) {
    deleteSavedSearch(id: $id) {
      deletedId
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const CheckSavedSearchDocument = graphql(`
  mutation CheckSavedSearch($id: ID!) {
    checkSavedSearch(id: $id) {
      newMatches
      savedSearch {
        ...SavedSearchFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
