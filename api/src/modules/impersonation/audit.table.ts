import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per request that carried the impersonation header. `target_user_id` has no foreign key
 * on purpose: the trail must outlive deleted users and record attempts on ids that never existed.
 */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    adminSub: text('admin_sub').notNull(),
    adminEmail: text('admin_email'),
    targetUserId: integer('target_user_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('impersonation_audit_target_idx').on(t.targetUserId, t.createdAt),
    index('impersonation_audit_admin_idx').on(t.adminSub, t.createdAt),
  ],
);

export type ImpersonationAuditRow = typeof impersonationAudit.$inferSelect;
