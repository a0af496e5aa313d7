/**
 * What other modules may use of the registration module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { USER_ACTIVATED_JOB } from './registration.jobs.js';
