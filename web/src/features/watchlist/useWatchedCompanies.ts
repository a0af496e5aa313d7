import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { getFragmentData, graphql } from '../../__generated__';
import { useViewer } from '../../shared/session/useViewer';
import { WatchlistFoldersFragment } from './watchlist.documents';

/**
 * Which of a page's companies the viewer's folders keep, and the folders' names: one request for
 * a whole search page (the api answers the flags of up to 100 companies in one call).
 */
export const WatchedCompaniesDocument = graphql(`
  query WatchedCompanies($companyIds: [ID!]!) {
    watchedCompanies(companyIds: $companyIds) {
      companyId
      folderIds
    }
    watchlist {
      ...WatchlistFolders
    }
  }
`);

/** The api's most companies a call asks about. */
const MAX_ASKED = 100;

/** A folder that keeps a company, as its mark names and links it. */
export interface WatchedFolder {
  id: string;
  name: string;
}

/** Company id → the viewer's folders that keep it (absent: none). */
export type WatchedCompanies = ReadonlyMap<string, readonly WatchedFolder[]>;

const NONE: WatchedCompanies = new Map();

/** Whether the viewer may keep a watchlist (spec §6's WATCHLIST permission). */
export function useWatchlistAllowed(): boolean {
  return Boolean(useViewer()?.permissions.includes('WATCHLIST'));
}

/**
 * The folders keeping each of these companies, for their watched marks. Nothing is asked without
 * the WATCHLIST permission; while a new page's answer is on its way the last one still marks the
 * companies it knows. Where the ids come from a deferred render (useDeferredValue), key the caller
 * by them: a query whose variables change in a render React may set aside updates the shown one.
 */
export function useWatchedCompanies(companyIds: readonly string[]): WatchedCompanies {
  const allowed = useWatchlistAllowed();
  const asked = companyIds.slice(0, MAX_ASKED);
  const { data, previousData } = useQuery(WatchedCompaniesDocument, {
    variables: { companyIds: asked },
    skip: !allowed || asked.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const answer = data ?? previousData;
  return useMemo(() => {
    if (!answer) return NONE;
    const folders = getFragmentData(WatchlistFoldersFragment, answer.watchlist).folders;
    const byId = new Map(folders.map((folder) => [folder.id, { id: folder.id, name: folder.name }]));
    return new Map(
      answer.watchedCompanies.map((company) => [
        company.companyId,
        company.folderIds.flatMap((id) => byId.get(id) ?? []),
      ]),
    );
  }, [answer]);
}
