import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/columns.js';
import { companies } from '../../company/index.js';
import { users } from '../../user/index.js';
import { discountCode, period, subscriptions, typeCode } from '../subscription.table.js';

export const PAYMENT_GATEWAYS = ['LOCAL', 'STRIPE'] as const;
export type PaymentGatewayKind = (typeof PAYMENT_GATEWAYS)[number];
export const PAYMENT_STATUSES = ['SUCCEEDED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** PLATFORM: granted by the platform's staff; PROMOTION: earned by redeeming a promotion code. */
export const DISCOUNT_SOURCES = ['PLATFORM', 'PROMOTION'] as const;

export const paymentGateway = pgEnum('payment_gateway', PAYMENT_GATEWAYS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const discountSource = pgEnum('discount_source', DISCOUNT_SOURCES);

/** The company's customer at the payment gateway (one per company and gateway). */
export const paymentCustomers = pgTable('payment_customers', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  gateway: paymentGateway('gateway').notNull(),
  gatewayCustomerId: text('gateway_customer_id').notNull().unique(),
  email: text('email').notNull(),
  ...timestamps,
});

/** Every charge attempt of a company's subscription, successful or not (the payment history). */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    gateway: paymentGateway('gateway').notNull(),
    /** The gateway's charge or invoice id; unique so a webhook replay never records a payment twice. */
    gatewayPaymentId: text('gateway_payment_id').unique(),
    status: paymentStatus('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    description: text('description').notNull(),
    typeCode: typeCode('type_code'),
    period: period('period'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    discountCode: discountCode('discount_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    /** A receipt hosted by the gateway (Stripe); local receipts are served by the api itself. */
    receiptUrl: text('receipt_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_payments_company_idx').on(t.companyId, t.createdAt),
    check('subscription_payments_amount_not_negative', sql`${t.amountCents} >= 0 AND ${t.discountCents} >= 0`),
  ],
);

/** Discounts a company holds besides the automatic ones (inaugural year, early adopters). */
export const discountGrants = pgTable(
  'discount_grants',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: discountCode('code').notNull(),
    source: discountSource('source').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.code] })],
);

/** The discount a company chose for its next purchase (PUT /subscriptions/coupons). */
export const discountSelections = pgTable('discount_selections', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  code: discountCode('code').notNull(),
  ...timestamps,
});

/** Requests to pay by invoice (manual payment), mailed to the billing team. */
export const invoiceRequests = pgTable('invoice_requests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One change at a time per company (purchase, renewal, cancel ...), across replicas, without
 * holding a transaction open while a gateway is called. A stale lock (a crashed process) expires.
 */
export const subscriptionLocks = pgTable('subscription_locks', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
});

export type PaymentRow = typeof subscriptionPayments.$inferSelect;
export type NewPaymentRow = typeof subscriptionPayments.$inferInsert;
export type PaymentCustomerRow = typeof paymentCustomers.$inferSelect;
