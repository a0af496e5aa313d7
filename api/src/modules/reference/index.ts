/**
 * What other modules may use of the reference module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { COUNTRIES } from './countries.data.js';
export { REFERENCE_NAMES, type ReferenceRef } from './reference-names.js';
export { findReferenceItems } from './reference.repository.js';
export { ReferenceItemDto } from './reference.schemas.js';
export { referenceIdsByName, referenceLookup } from './reference.seed.js';
export { countries, referenceItems, type ReferenceKind } from './reference.table.js';
