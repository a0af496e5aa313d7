/** What other modules may use of the commons module: they import nothing else of it. */
export { COMMONS_TYPES, commonsExperts, commonsPages, type CommonsType } from './commons.table.js';
