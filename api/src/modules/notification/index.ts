/**
 * What other modules may use of the notification module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { notifyJoinRequest } from './join-request.notify.js';
export { excerpt, type NotificationInput, type Notified, notify, publishNotified } from './notification.service.js';
export { markSubjectNotificationsRead } from './notification.repository.js';
export { notifications } from './notification.table.js';

// For other modules' tests only (fixtures and tables they check).
export { markNotification } from './notification.repository.js';
