/**
 * What other modules may use of the preferences module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */

// For other modules' tests only (fixtures and tables they check).
export { emailPreferences } from './preferences.table.js';
