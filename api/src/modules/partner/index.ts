/**
 * What other modules may use of the partner module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { isContractedPartner, partnerIdsOf } from './partner.repository.js';
export { contractedPartners } from './partner.table.js';

// For other modules' tests only (fixtures and tables they check).
export { addContractedPartner } from './partner.repository.js';
