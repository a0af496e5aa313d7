/**
 * What other modules may use of the proposals module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */

/** A response's first message (proposal, timeline, price), for seeds that write a response's thread. */
export { responseMessage } from './proposals.seed.js';

// For other modules' tests only (fixtures and tables they check).
export { EXPLORER_MONTHLY_RESPONSES } from './proposals.limits.js';
