/**
 * What other modules may use of the compare module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */

// For other modules' tests only (fixtures and tables they check).
export { COMPARE_CAPACITY, EXPLORER_COMPARE_CAPACITY } from './compare.limits.js';
