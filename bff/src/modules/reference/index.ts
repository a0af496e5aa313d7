// What other features may use of reference: a reference value as the schema's ReferenceItem.
export { toReferenceItem, type ReferenceItemDto } from './reference.api.js';
