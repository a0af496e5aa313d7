import { type ApolloCache, isReference } from '@apollo/client';

/** A `watchedCompanies` answer's row as the cache keeps it (it has no id: it sits in its query's list). */
interface WatchedRow {
  __typename?: 'WatchedCompany';
  companyId: string;
  folderIds: readonly string[];
}

/**
 * After companies were added to a folder (from a profile, search results or compare, where no
 * folder's page is open): every cached `watchedCompanies` answer marks them as kept in it, so the
 * page's marks show the addition without asking the server again; cached folder pages are
 * dropped, to be read afresh when a folder is opened.
 */
export function keepAddition(cache: ApolloCache, folderId: string, companyIds: readonly string[]) {
  const added = new Set(companyIds);
  cache.modify<{ watchedCompanies: WatchedRow[] }>({
    fields: {
      watchedCompanies: (rows) =>
        rows.map((row) =>
          isReference(row) || !added.has(row.companyId) || row.folderIds.includes(folderId)
            ? row
            : { ...row, folderIds: [...row.folderIds, folderId] },
        ),
    },
  });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'watchlistEntries' });
  cache.gc();
}
