/**
 * What other modules may use of the data-export module (and their tests): they import nothing
 * else of it.
 */
export { dataExports } from './data-export.table.js';
