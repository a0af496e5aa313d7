/**
 * What other modules may use of the search module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export type { SearchFilters } from './search.index.js';
export { baseFilter, LISTED_REFERENCES } from './search.postgres-filters.js';
