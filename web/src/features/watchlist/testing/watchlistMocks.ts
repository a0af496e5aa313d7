import type { MockLink } from '@apollo/client/testing';
import type { WatchlistAccess, WatchlistShareRole } from '../../../__generated__/graphql';
import { WatchedCompaniesDocument } from '../useWatchedCompanies';
import { AddToWatchlistDocument, WatchlistQueryDocument } from '../watchlist.documents';

// The watchlist as the bff answers it (with __typename, which Apollo's cache needs), for this
// feature's tests and those of the pages that add to it (search, compare).

export const watchlistPerson = (id: string, firstName: string, lastName: string) => ({
  __typename: 'WatchlistPerson' as const,
  id,
  firstName,
  lastName,
});

export type TestWatchlistPerson = ReturnType<typeof watchlistPerson>;

export const watchlistShare = (person: TestWatchlistPerson, role: WatchlistShareRole) => ({
  __typename: 'WatchlistShare' as const,
  person,
  role,
});

export function watchlistFolder(
  id: string,
  name: string,
  access: WatchlistAccess,
  companyCount: number,
  overrides: { owner?: TestWatchlistPerson; shares?: ReturnType<typeof watchlistShare>[] } = {},
) {
  return {
    __typename: 'WatchlistFolder' as const,
    id,
    name,
    position: 0,
    companyCount,
    access,
    owner:
      overrides.owner ??
      (access === 'OWNER' ? watchlistPerson('1', 'Sam', 'Sponsor') : watchlistPerson('7', 'Olga', 'Owner')),
    shares: overrides.shares ?? [],
  };
}

export type TestWatchlistFolder = ReturnType<typeof watchlistFolder>;

export const watchlistData = (folders: readonly TestWatchlistFolder[]) => ({
  __typename: 'Watchlist' as const,
  folders,
  capacity: { __typename: 'WatchlistCapacity' as const, folders: 100, companiesPerFolder: 1000 },
});

/** The viewer's folders (the page's and the add dialog's query), as often as asked. */
export function watchlistFoldersMock(folders: readonly TestWatchlistFolder[]): MockLink.MockedResponse {
  return {
    request: { query: WatchlistQueryDocument },
    result: { data: { watchlist: watchlistData(folders) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * The watched flags of any companies asked about: `keptIn` names the folders keeping each. Records
 * every request's ids, so a test can tell how many requests a page made.
 */
export function watchedCompaniesMock(
  keptIn: Readonly<Record<string, readonly string[]>>,
  folders: readonly TestWatchlistFolder[],
) {
  const requests: string[][] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: WatchedCompaniesDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const ids = [variables['companyIds']].flat().map(String);
      requests.push(ids);
      return {
        data: {
          watchedCompanies: ids.map((companyId) => ({
            __typename: 'WatchedCompany',
            companyId,
            folderIds: keptIn[companyId] ?? [],
          })),
          watchlist: watchlistData(folders),
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, requests };
}

/** `addToWatchlist` of exactly these companies into the folder, answering the folders after it. */
export function addToWatchlistMock(
  folderId: string,
  companyIds: readonly string[],
  foldersAfter: readonly TestWatchlistFolder[],
): MockLink.MockedResponse {
  return {
    request: { query: AddToWatchlistDocument, variables: { folderId, companyIds } },
    result: {
      data: {
        addToWatchlist: {
          __typename: 'WatchlistEntriesPayload',
          watchlist: watchlistData(foldersAfter),
          errors: [],
        },
      },
    },
  };
}
