import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { RequestKind, RequestListInput, RequestScope } from '../../__generated__/graphql';
import { readPageParam } from '../../shared/routing/pageParam';

/** Requests per page of the list. */
export const REQUESTS_PER_PAGE = 20;

const SCOPES: readonly RequestScope[] = ['ALL', 'MY', 'COLLEAGUES'];
const KINDS: readonly RequestKind[] = ['SITE', 'SERVICE', 'INNOVATION'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters, from the URL so a list can be reloaded and shared. */
export interface RequestsParams {
  scope: RequestScope;
  kinds: RequestKind[];
  therapeuticAreaIds: string[];
  regionIds: string[];
  /** `YYYY-MM-DD` or ''. */
  deadlineFrom: string;
  deadlineTo: string;
  /** Trimmed search text ('' for none). */
  search: string;
  page: number;
}

export function readRequestsParams(params: URLSearchParams): RequestsParams {
  const scope = params.get('scope')?.toUpperCase() as RequestScope | undefined;
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    scope: scope && SCOPES.includes(scope) ? scope : 'ALL',
    kinds: params.getAll('kind').filter((kind): kind is RequestKind => KINDS.includes(kind as RequestKind)),
    therapeuticAreaIds: params.getAll('area'),
    regionIds: params.getAll('region'),
    deadlineFrom: day('from'),
    deadlineTo: day('to'),
    search: (params.get('q') ?? '').trim(),
    page: readPageParam(params.get('page')),
  };
}

export function writeRequestsParams(p: RequestsParams): URLSearchParams {
  const params = new URLSearchParams();
  if (p.scope !== 'ALL') params.set('scope', p.scope.toLowerCase());
  for (const kind of p.kinds) params.append('kind', kind);
  for (const id of p.therapeuticAreaIds) params.append('area', id);
  for (const id of p.regionIds) params.append('region', id);
  if (p.deadlineFrom) params.set('from', p.deadlineFrom);
  if (p.deadlineTo) params.set('to', p.deadlineTo);
  if (p.search) params.set('q', p.search);
  if (p.page > 0) params.set('page', String(p.page));
  return params;
}

/** The API's input for a list with these filters (a visitor's scope is always ALL). */
export function requestListInput(p: RequestsParams, signedIn: boolean): RequestListInput {
  return {
    scope: signedIn ? p.scope : 'ALL',
    kinds: p.kinds.length > 0 ? p.kinds : null,
    therapeuticAreaIds: p.therapeuticAreaIds.length > 0 ? p.therapeuticAreaIds : null,
    regionIds: p.regionIds.length > 0 ? p.regionIds : null,
    deadlineFrom: p.deadlineFrom || null,
    deadlineTo: p.deadlineTo || null,
    search: p.search || null,
    page: p.page,
    size: REQUESTS_PER_PAGE,
  };
}

/** True when any filter but the scope narrows the list. */
export const isFiltered = (p: RequestsParams): boolean =>
  p.kinds.length + p.therapeuticAreaIds.length + p.regionIds.length > 0 ||
  Boolean(p.deadlineFrom || p.deadlineTo || p.search);

/**
 * The current list's filters and a way to change them. Any change but paging goes back to the
 * first page (spec §7: a new search or filter starts at page 0).
 */
export function useRequestsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readRequestsParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<RequestsParams>) => setSearchParams(writeRequestsParams({ ...params, page: 0, ...change })),
    [params, setSearchParams],
  );
  return { params, update };
}
