import { graphql } from '../../__generated__';

/** What every folder change answers, and the page's query reads: the folders, in one shape. */
export const WatchlistFoldersFragment = graphql(`
  fragment WatchlistFolders on Watchlist {
    folders {
      id
      name
      position
      companyCount
      access
      owner {
        id
        firstName
        lastName
      }
      shares {
        person {
          id
          firstName
          lastName
        }
        role
      }
    }
    capacity {
      folders
      companiesPerFolder
    }
  }
`);

/** What a change of the folders answers: the folders after it, or its refusals. */
export const WatchlistChangeFragment = graphql(`
  fragment WatchlistChange on WatchlistPayload {
    watchlist {
      ...WatchlistFolders
    }
    errors {
      ...UserErrorFields
    }
  }
`);

/** What a change of a folder's companies answers: the folders after it (their counts), or its refusals. */
export const WatchlistEntriesChangeFragment = graphql(`
  fragment WatchlistEntriesChange on WatchlistEntriesPayload {
    watchlist {
      ...WatchlistFolders
    }
    errors {
      ...UserErrorFields
    }
  }
`);

export const WatchlistQueryDocument = graphql(`
  query Watchlist {
    watchlist {
      ...WatchlistFolders
    }
  }
`);

export const WatchlistEntriesQueryDocument = graphql(`
  query WatchlistEntries($folderId: ID!, $page: Int!, $sort: WatchlistEntrySort!) {
    watchlistEntries(folderId: $folderId, page: $page, size: 20, sort: $sort) {
      items {
        companyId
        companyName
        note
        addedAt
        addedBy {
          id
          firstName
          lastName
        }
        company {
          id
          alias
          name
          logoUrl
        }
      }
      page
      totalElements
      totalPages
    }
  }
`);

export const CreateWatchlistFolderDocument = graphql(`
  mutation CreateWatchlistFolder($name: String!) {
    createWatchlistFolder(name: $name) {
      ...WatchlistChange
    }
  }
`);

export const UpdateWatchlistFolderDocument = graphql(`
  mutation UpdateWatchlistFolder($id: ID!, $name: String) {
    updateWatchlistFolder(id: $id, name: $name) {
      ...WatchlistChange
    }
  }
`);

export const DeleteWatchlistFolderDocument = graphql(`
  mutation DeleteWatchlistFolder($id: ID!) {
    deleteWatchlistFolder(id: $id) {
      ...WatchlistChange
    }
  }
`);

export const AddToWatchlistDocument = graphql(`
  mutation AddToWatchlist($folderId: ID!, $companyIds: [ID!]!) {
    addToWatchlist(folderId: $folderId, companyIds: $companyIds) {
      ...WatchlistEntriesChange
    }
  }
`);

export const UpdateWatchlistEntryDocument = graphql(`
  mutation UpdateWatchlistEntry($folderId: ID!, $companyId: ID!, $note: String, $moveToFolderId: ID) {
    updateWatchlistEntry(folderId: $folderId, companyId: $companyId, note: $note, moveToFolderId: $moveToFolderId) {
      ...WatchlistEntriesChange
    }
  }
`);

export const RemoveFromWatchlistDocument = graphql(`
  mutation RemoveFromWatchlist($folderId: ID!, $companyId: ID!) {
    removeFromWatchlist(folderId: $folderId, companyId: $companyId) {
      ...WatchlistEntriesChange
    }
  }
`);

export const ShareWatchlistFolderDocument = graphql(`
  mutation ShareWatchlistFolder($id: ID!, $shares: [WatchlistShareInput!]!) {
    shareWatchlistFolder(id: $id, shares: $shares) {
      ...WatchlistChange
    }
  }
`);
