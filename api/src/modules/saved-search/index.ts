/**
 * What other modules may use of the saved-search module (and their tests): they import nothing
 * else of it.
 */
export { savedSearchMatches, savedSearches } from './saved-search.table.js';
// The plan limits (the subscription catalog's test words the plan lines with them).
export { EXPLORER_SAVED_SEARCHES, SAVED_SEARCHES } from './saved-search.limits.js';

// For tests: one saved search checked now, as the daily job checks each.
export { checkDueSavedSearches, checkSavedSearch } from './saved-search.check.js';
