import { COMPANY_BADGE_LABELS, PATIENT_CARE_SETTING_LABELS, SITE_TYPE_LABELS } from '../company';
import {
  COMPANY_SORTS,
  FLAG_FILTER_KEYS,
  initialSearchState,
  LIST_FILTER_KEYS,
  MAX_SEARCH_PAGE_SIZE,
  PARTNER_INCLUSIONS,
} from './searchState';
import type { ListFilterKey, SearchState } from './searchState';

// The whole search state lives in the URL, so a reload or a shared link shows the same search.
// Keys are spec §3's names; arrays are repeated keys (`servicesIds=1&servicesIds=2`), as in the
// spec's REST rules; defaults are left out, so the plain `/search` is the default search.

const MAX_TEXT = 200;
const MAX_VALUES = 100;
const MAX_ID = 100;
const MAX_PAGE = 100_000;

// Enum-valued lists accept only their enum's values; id lists accept any short id.
const ALLOWED: Partial<Record<ListFilterKey, readonly string[]>> = {
  siteType: Object.keys(SITE_TYPE_LABELS),
  patientCareSettings: Object.keys(PATIENT_CARE_SETTING_LABELS),
  badges: Object.keys(COMPANY_BADGE_LABELS),
};

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

function integer(value: string | null, min: number, max: number, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number >= min && number <= max ? number : fallback;
}

function listValues(params: URLSearchParams, key: ListFilterKey): string[] {
  const allowed = ALLOWED[key];
  const values = params
    .getAll(key)
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= MAX_ID && (!allowed || allowed.includes(value)));
  return [...new Set(values)].slice(0, MAX_VALUES);
}

/** The state a URL's query string describes; anything malformed falls back to its default. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const defaults = initialSearchState();
  const country = params.get('countryId')?.trim() ?? '';
  return {
    searchString: (params.get('searchString') ?? '').trim().slice(0, MAX_TEXT),
    page: integer(params.get('page'), 0, MAX_PAGE, 0),
    size: integer(params.get('size'), 1, MAX_SEARCH_PAGE_SIZE, defaults.size),
    sort: oneOf(COMPANY_SORTS, params.get('sort'), defaults.sort),
    contractedPartners: oneOf(PARTNER_INCLUSIONS, params.get('contractedPartners'), defaults.contractedPartners),
    lists: Object.fromEntries(
      LIST_FILTER_KEYS.map((key) => [key, listValues(params, key)]),
    ) as unknown as SearchState['lists'],
    countryId: country && country.length <= MAX_ID ? country : null,
    flags: Object.fromEntries(FLAG_FILTER_KEYS.map((key) => [key, params.get(key) === 'true'])) as SearchState['flags'],
  };
}

/** The query string for `state`: every non-default part, in a stable order. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const defaults = initialSearchState();
  const params = new URLSearchParams();
  if (state.searchString) params.set('searchString', state.searchString);
  if (state.sort !== defaults.sort) params.set('sort', state.sort);
  if (state.contractedPartners !== defaults.contractedPartners)
    params.set('contractedPartners', state.contractedPartners);
  for (const key of LIST_FILTER_KEYS) for (const value of state.lists[key]) params.append(key, value);
  if (state.countryId) params.set('countryId', state.countryId);
  for (const key of FLAG_FILTER_KEYS) if (state.flags[key]) params.set(key, 'true');
  if (state.page > 0) params.set('page', String(state.page));
  if (state.size !== defaults.size) params.set('size', String(state.size));
  return params;
}
