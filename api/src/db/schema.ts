/** Drizzle schema barrel: every table of every feature (drizzle-kit reads this file). */
export * from '../modules/reference/reference.table.js';
export * from '../modules/company/company.table.js';
export * from '../modules/company/looking-for.table.js';
export * from '../modules/partner/partner.table.js';
export * from '../modules/compare/compare.table.js';
export * from '../modules/user/user.table.js';
export * from '../modules/media/media.table.js';
export * from '../modules/subscription/subscription.table.js';
export * from '../modules/billing/billing.table.js';
export * from '../modules/billing/local/local.table.js';
export * from '../modules/impersonation/audit.table.js';
