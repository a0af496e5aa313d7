import type { Static } from 'typebox';
import { SavedSearchQuery } from './saved-search.schemas.js';

export type SavedSearchQuery = Static<typeof SavedSearchQuery>;

/** The web's search page: its URL query uses the api's search parameter names and ids. */
export const SEARCH_PAGE_PATH = '/search';

interface PropertySchema {
  type?: string;
  items?: { type?: string };
}
const PROPERTIES = SavedSearchQuery.properties as Readonly<Record<string, PropertySchema>>;
const KEYS = Object.keys(PROPERTIES).sort();

/** Defaults a saved query leaves out, as /search's URL does: the same search reads the same. */
const isDefault = (key: string, value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  value === '' ||
  (key === 'contractedPartners' && value === 'INCLUDE') ||
  (Array.isArray(value) && value.length === 0);

const byValue = (a: string | number, b: string | number): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * The search as a URL query: known keys in order, each list's values once and sorted, the words
 * trimmed with their spaces collapsed, flags only when true, defaults left out. Two saves of one
 * search read alike, and the string is what /search takes.
 */
export function normalizeQuery(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  const values = query as Readonly<Record<string, unknown>>;
  for (const key of KEYS) {
    let value = values[key];
    if (typeof value === 'string' && key === 'searchString') value = value.trim().replace(/\s+/g, ' ');
    if (isDefault(key, value)) continue;
    if (Array.isArray(value)) {
      for (const item of [...new Set(value as (string | number)[])].sort(byValue)) params.append(key, String(item));
    } else params.append(key, String(value));
  }
  return params.toString();
}

/** A stored query back as the search's parameters (it was validated and normalized when saved). */
export function parseQuery(text: string): SavedSearchQuery {
  const params = new URLSearchParams(text);
  const query: Record<string, unknown> = {};
  for (const key of KEYS) {
    const values = params.getAll(key);
    const schema = PROPERTIES[key];
    if (values.length === 0 || !schema) continue;
    if (schema.type === 'array') query[key] = values.map((v) => (schema.items?.type === 'integer' ? Number(v) : v));
    else if (schema.type === 'integer') query[key] = Number(values[0]);
    else if (schema.type === 'boolean') query[key] = values[0] === 'true';
    else query[key] = values[0];
  }
  return query as SavedSearchQuery;
}

/** The search page showing the saved search. */
export const searchLink = (query: string): string => (query ? `${SEARCH_PAGE_PATH}?${query}` : SEARCH_PAGE_PATH);

/** The search page with the companies first matched at or after `since` marked as new (the web reads the two keys). */
export function newMatchesLink(query: string, savedSearchId: number, since: Date): string {
  const params = new URLSearchParams(query);
  params.set('savedSearch', String(savedSearchId));
  params.set('since', since.toISOString());
  return `${SEARCH_PAGE_PATH}?${params.toString()}`;
}
