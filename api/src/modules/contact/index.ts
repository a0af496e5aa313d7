export { contactMessages, type ContactMessageRow } from './contact.table.js';
export { CONTACT_TOPICS } from './contact.limits.js';
