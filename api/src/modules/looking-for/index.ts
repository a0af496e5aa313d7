/**
 * What other modules may use of the looking-for module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */

export { LOOKING_FOR_PUBLISHED_JOB } from './looking-for.jobs.js';

// For other modules' tests only (fixtures and tables they check).
export { lookingForItems } from './looking-for.table.js';
