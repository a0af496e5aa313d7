import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ThreadListInput, ThreadLocation } from '../../__generated__/graphql';
import { readPageParam } from '../../shared/routing/pageParam';

/** Threads per page of an inbox list. */
export const THREADS_PER_PAGE = 20;

/** Where the list looks: the inbox, the archive, or one of the viewer's folders. */
export type InboxPlace = { location: Exclude<ThreadLocation, 'FOLDER'> } | { location: 'FOLDER'; folderId: string };

/** The list's filters, from the URL so a list can be reloaded and shared between tabs. */
export interface InboxParams {
  place: InboxPlace;
  /** Trimmed search text ('' for none). */
  search: string;
  unreadOnly: boolean;
  page: number;
}

export function readInboxParams(params: URLSearchParams): InboxParams {
  const folderId = params.get('folder');
  const place: InboxPlace = folderId
    ? { location: 'FOLDER', folderId }
    : { location: params.get('in') === 'archive' ? 'ARCHIVE' : 'INBOX' };
  return {
    place,
    search: (params.get('q') ?? '').trim(),
    unreadOnly: params.get('unread') === '1',
    page: readPageParam(params.get('page')),
  };
}

export function writeInboxParams({ place, search, unreadOnly, page }: InboxParams): URLSearchParams {
  const params = new URLSearchParams();
  if (place.location === 'FOLDER') params.set('folder', place.folderId);
  if (place.location === 'ARCHIVE') params.set('in', 'archive');
  if (search) params.set('q', search);
  if (unreadOnly) params.set('unread', '1');
  if (page > 0) params.set('page', String(page));
  return params;
}

/** The API's input for a list with these filters. */
export function threadListInput({ place, search, unreadOnly, page }: InboxParams): ThreadListInput {
  return {
    location: place.location,
    folderId: place.location === 'FOLDER' ? place.folderId : null,
    search: search || null,
    unreadOnly,
    page,
    size: THREADS_PER_PAGE,
  };
}

/** The "?…" to append to a path so it keeps these filters ('' when none apply). */
export function inboxSearch(params: InboxParams): string {
  const text = writeInboxParams(params).toString();
  return text ? `?${text}` : '';
}

/**
 * The current list's filters and a way to change them. Any change but paging goes back to the
 * first page (spec §7: a new search or filter starts at page 0).
 */
export function useInboxParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readInboxParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<InboxParams>) => {
      const next = { ...params, page: 0, ...change };
      setSearchParams(writeInboxParams(next));
    },
    [params, setSearchParams],
  );
  return { params, update };
}
