import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/index.js';
import { companies } from '../company/index.js';

/** Which companies a user opened, newest first (the dashboard's "Recently viewed"). */
export const companyViews = pgTable(
  'company_views',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_views_user_viewed_idx').on(t.userId, t.viewedAt.desc())],
);
