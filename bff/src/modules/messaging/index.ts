// What other features may use of messaging: id arguments, pages, and a missing item answered as null.
export { idArg, orNullWhenMissing, toPage } from './messaging.convert.js';
