/**
 * What other modules may use of the account module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { createUnsubscribeToken } from './unsubscribe-token.js';

// For other modules' tests only (fixtures and tables they check).
export { userInterestItems } from './interests.table.js';
export { verifyUnsubscribeToken } from './unsubscribe-token.js';
