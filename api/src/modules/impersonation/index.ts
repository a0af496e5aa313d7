/**
 * What other modules may use of the impersonation module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */

// For other modules' tests only (fixtures and tables they check).
export { impersonationAudit } from './audit.table.js';
