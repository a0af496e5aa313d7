/**
 * What other modules may use of the proposals module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */

// For other modules' tests only (fixtures and tables they check).
export { EXPLORER_MONTHLY_RESPONSES } from './proposals.limits.js';
