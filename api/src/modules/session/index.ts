/**
 * What other modules may use of the session module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { openSessionOf } from './session.stream.js';
export { openSessionIdsOfUser } from './session.repository.js';
