import { readPageParam } from '../../shared/routing/pageParam';

/** The picker's URL state: `?search=...&page=N` (page zero-based, as the API counts). */
export interface PickerParams {
  search: string;
  page: number;
}

export function readPickerParams(params: URLSearchParams): PickerParams {
  return { search: (params.get('search') ?? '').trim(), page: readPageParam(params.get('page')) };
}

export function writePickerParams({ search, page }: PickerParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 0) params.set('page', String(page));
  return params;
}
