import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../shared/session/useViewer';
import { type MarkRequest, markRequestOf, searchOf } from './newMatchMarks';
import { SavedSearchNewMatchesQueryDocument } from './savedSearch.documents';

/** The companies to mark as new on the search page, and since when. */
export interface NewMatchMarks {
  ids: ReadonlySet<string>;
  since: string;
}

/**
 * The search page's "new" marks: a saved search's notification links to the search with
 * `savedSearch` and `since`; the companies it first matched since then are marked. The search
 * page drops the two keys when the user moves on (another page, order or filter), so the request
 * is remembered here and lasts while the search is the same one (paging and order aside). Null
 * without marks (or before they load).
 */
export function useNewMatchMarks(): NewMatchMarks | null {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const asked = useMemo(() => markRequestOf(params), [params]);
  const search = useMemo(() => searchOf(params), [params]);
  const [kept, setKept] = useState<MarkRequest | null>(asked);
  // A link asking for other marks replaces the kept ones (adjusted while rendering, not in an effect).
  if (
    asked &&
    (asked.savedSearchId !== kept?.savedSearchId || asked.since !== kept.since || asked.search !== kept.search)
  )
    setKept(asked);
  const request = kept && kept.search === search ? kept : null;
  const allowed = Boolean(viewer?.permissions.includes('WATCHLIST'));
  const { data } = useQuery(SavedSearchNewMatchesQueryDocument, {
    variables: { id: request?.savedSearchId ?? '', since: request?.since ?? '' },
    skip: !request || !allowed,
  });
  const ids = data?.savedSearchNewMatches;
  return useMemo(() => (request && ids ? { ids: new Set(ids), since: request.since } : null), [request, ids]);
}
