/**
 * What other modules may use of the capability module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { ALERT_PUBLISHED_JOB } from './capability.jobs.js';
export { capabilityAlerts } from './capability.table.js';
export { titleShape, type WrittenAlert, writeAlerts } from './seed/alert-writer.js';

// For other modules' tests only (fixtures and tables they check).
export { announceAlertPublished } from './capability.jobs.js';
