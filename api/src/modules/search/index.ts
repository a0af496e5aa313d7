/**
 * What other modules may use of the search module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { NO_FILTERS, type SearchFilters } from './search.index.js';
export { baseFilter, LISTED_REFERENCES } from './search.postgres-filters.js';
// Saved searches run a search for every company it finds (the same index and rules as the route).
export type { CompanySearchIndex } from './search.index.js';
export { companySearchOf } from './search.instance.js';
export { createPostgresSearchIndex } from './search.postgres.js';
export { SearchQuery } from './search.schemas.js';
export { searchCommandFrom } from './search.service.js';
