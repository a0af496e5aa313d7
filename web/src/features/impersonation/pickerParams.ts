/** The picker's URL state: `?search=...&page=N` (page zero-based, as the API counts). */
export interface PickerParams {
  search: string;
  page: number;
}

export function readPickerParams(params: URLSearchParams): PickerParams {
  const page = Number.parseInt(params.get('page') ?? '0', 10);
  return {
    search: (params.get('search') ?? '').trim(),
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
  };
}

export function writePickerParams({ search, page }: PickerParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 0) params.set('page', String(page));
  return params;
}
