/**
 * What other modules may use of the meetup module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { meetupRegistrations, meetups } from './meetup.table.js';
