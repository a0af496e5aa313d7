import { boolean, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../../db/columns.js';

/**
 * The built-in LOCAL gateway keeps its own state, as an outside payment processor would: its
 * customers, the one card each has on file (never the number: brand, last 4 digits, expiry and
 * how the test card behaves), and the card-page visits it handed out.
 */
export const LOCAL_CARD_BEHAVIOURS = ['SUCCEEDS', 'CHARGES_FAIL'] as const;
export type LocalCardBehaviour = (typeof LOCAL_CARD_BEHAVIOURS)[number];
export const localCardBehaviour = pgEnum('local_card_behaviour', LOCAL_CARD_BEHAVIOURS);

export const localGatewayCustomers = pgTable('local_gateway_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  ...timestamps,
});

export const localGatewayCards = pgTable('local_gateway_cards', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => localGatewayCustomers.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  holderName: text('holder_name').notNull(),
  behaviour: localCardBehaviour('behaviour').notNull(),
  ...timestamps,
});

/** One visit of the card page: the URL's token (hashed), where to go back, and whether to check the card. */
export const localCardSessions = pgTable('local_card_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => localGatewayCustomers.id, { onDelete: 'cascade' }),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  cardCheck: boolean('card_check').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
