/**
 * What other modules may use of the report module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
// Nothing yet: no other module uses it; its descriptor reaches the app through the generated module list.
export {};
