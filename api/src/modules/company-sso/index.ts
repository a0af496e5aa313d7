/**
 * What other modules may use of the company-sso module (and their tests, and core tests): they
 * import nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { companySsoConnections, companySsoDomains } from './company-sso.table.js';
export { COMPANY_SSO_TEXT_LIMITS } from './company-sso.schemas.js';
