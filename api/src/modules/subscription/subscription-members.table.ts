import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from '../user/index.js';
import { subscriptions } from './subscription.table.js';

/** Who a subscription covers (spec §6: billing admins are members flagged per subscription). */
export const subscriptionMembers = pgTable(
  'subscription_members',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billingAdmin: boolean('billing_admin').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.userId] })],
);
