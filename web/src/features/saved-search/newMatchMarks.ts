/** Where a notification's link says which saved search's new companies to mark, and since when. */
export interface MarkRequest {
  savedSearchId: string;
  /** An ISO instant. */
  since: string;
  /** The search itself (the URL's other keys, paging and order aside): marks last while it is the same search. */
  search: string;
}

/** The keys a search page link adds for marking (the search page ignores keys it does not know). */
const MARK_KEYS = ['savedSearch', 'since'];
/** Keys that change the page shown, not the search: the marks stay on another page or order. */
const VIEW_KEYS = ['page', 'size', 'sort'];

/** The search a URL query describes, without its view and marking keys, in one order. */
export function searchOf(params: URLSearchParams): string {
  const kept = [...params].filter(([key]) => !MARK_KEYS.includes(key) && !VIEW_KEYS.includes(key));
  kept.sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
  return new URLSearchParams(kept).toString();
}

/** The marking the URL asks for; null without one or when either key is malformed. */
export function markRequestOf(params: URLSearchParams): MarkRequest | null {
  const savedSearchId = params.get('savedSearch')?.trim() ?? '';
  const since = params.get('since')?.trim() ?? '';
  if (!/^[1-9]\d{0,9}$/.test(savedSearchId) || since.length > 40 || Number.isNaN(Date.parse(since))) return null;
  return { savedSearchId, since: new Date(since).toISOString(), search: searchOf(params) };
}
