import { useSearchParams } from 'react-router';
import type { DocumentSortField, SortDirection } from '../../__generated__/graphql';
import { readPageParam } from '../../shared/routing/pageParam';

export type DocumentTab = 'own' | 'shared';
/** "all", "top" (the top level) or a folder's id. */
export type FolderChoice = string;

export interface DocumentListParams {
  tab: DocumentTab;
  folder: FolderChoice;
  partner: string | null;
  search: string;
  sortBy: DocumentSortField;
  direction: SortDirection;
  page: number;
}

const SORT_FIELDS: readonly DocumentSortField[] = ['NAME', 'CREATED_AT', 'UPDATED_AT', 'SIZE'];

/** The orders offered, as one select's options (field and direction in one value). */
export const SORT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'NAME:ASC', label: 'Name, A to Z' },
  { value: 'NAME:DESC', label: 'Name, Z to A' },
  { value: 'CREATED_AT:DESC', label: 'Newest first' },
  { value: 'CREATED_AT:ASC', label: 'Oldest first' },
  { value: 'SIZE:DESC', label: 'Largest first' },
  { value: 'SIZE:ASC', label: 'Smallest first' },
];

/**
 * The list's state in the URL (style guide: a search can be shared, reloaded and walked back):
 * `scope=shared`, `folder`, `partner`, `q`, `sort=FIELD:DIR`, `page` (zero-based).
 */
export function useDocumentListParams() {
  const [params, setParams] = useSearchParams();
  const [field, dir] = (params.get('sort') ?? 'NAME:ASC').split(':');
  const state: DocumentListParams = {
    tab: params.get('scope') === 'shared' ? 'shared' : 'own',
    folder: params.get('folder') ?? 'all',
    partner: params.get('partner'),
    search: params.get('q') ?? '',
    sortBy: SORT_FIELDS.find((value) => value === field) ?? 'NAME',
    direction: dir === 'DESC' ? 'DESC' : 'ASC',
    page: readPageParam(params.get('page')),
  };

  /** Changes some of the state; any change but the page goes back to the first page. */
  const change = (next: Partial<DocumentListParams>, { replace = false } = {}) => {
    const merged = { ...state, ...next, page: next.page ?? 0 };
    const query = new URLSearchParams();
    if (merged.tab === 'shared') query.set('scope', 'shared');
    if (merged.tab === 'own' && merged.folder !== 'all') query.set('folder', merged.folder);
    if (merged.partner) query.set('partner', merged.partner);
    if (merged.search) query.set('q', merged.search);
    if (merged.sortBy !== 'NAME' || merged.direction !== 'ASC')
      query.set('sort', `${merged.sortBy}:${merged.direction}`);
    if (merged.page > 0) query.set('page', String(merged.page));
    setParams(query, { replace });
  };

  return { ...state, change };
}

/** The list query's arguments for the state. */
export function listArguments(state: DocumentListParams, size: number) {
  const own = state.tab === 'own';
  return {
    scope: own ? ('OWN' as const) : ('SHARED_WITH_US' as const),
    folderId: own && state.folder !== 'all' && state.folder !== 'top' ? state.folder : null,
    topLevelOnly: own && state.folder === 'top' ? true : null,
    partnerCompanyId: state.partner,
    search: state.search.trim() || null,
    sortBy: state.sortBy,
    direction: state.direction,
    page: state.page,
    size,
  };
}
