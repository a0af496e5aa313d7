import { AppError } from '../errors/error.codes.js';

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export type SortDirection = 'ASC' | 'DESC';

/** REST paging (spec §7): zero-based `page`, `size`, and one `sort=field,ASC|DESC` per key. */
export interface Paging {
  page: number;
  size: number;
  sort?: readonly { field: string; direction: SortDirection }[] | null;
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
const MAX_SORT_KEYS = 5;
const SORT_FIELD = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;

export interface PageRequest {
  page?: number | null;
  size?: number | null;
  sort?: readonly { field: string; direction?: SortDirection | null }[] | null;
}

/**
 * Client paging made safe: page ≥ 0, size clamped to 1..100 (a huge page is a cheap denial of
 * service), at most 5 sort keys whose names are plain identifiers (never `a,b` or markup).
 */
export function clampPaging(input: PageRequest | null | undefined): Paging {
  const page = Math.max(0, Math.trunc(input?.page ?? 0));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(input?.size ?? DEFAULT_PAGE_SIZE)));
  const sort = (input?.sort ?? []).slice(0, MAX_SORT_KEYS).map(({ field, direction }) => {
    if (!SORT_FIELD.test(field))
      throw new AppError('BAD_USER_INPUT', `"${field.slice(0, 64)}" is not a field you can sort by.`, {
        field: 'sort',
      });
    return { field, direction: direction ?? 'ASC' };
  });
  return { page, size, sort };
}

/**
 * Builds the query string the api expects: arrays as repeated keys (`id=1&id=2`, never `id[]=`
 * or commas), null and undefined left out, paging last.
 */
export function buildSearchParams(query: Query = {}, paging?: Paging): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const item of values) params.append(key, String(item));
  }
  if (paging) {
    params.set('page', String(paging.page));
    params.set('size', String(paging.size));
    for (const { field, direction } of paging.sort ?? []) params.append('sort', `${field},${direction}`);
  }
  return params;
}
