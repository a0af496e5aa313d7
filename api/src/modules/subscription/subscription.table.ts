import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { companies } from '../company/index.js';

export const PLANS = ['NONE', 'EXPLORER', 'INNOVATOR', 'PRO', 'BILLING_ADMIN'] as const;
export type Plan = (typeof PLANS)[number];
export const SUBSCRIPTION_STATUSES = ['NEW', 'ACTIVE', 'INACTIVE', 'ENDED', 'PAST_DUE', 'TRIALING'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const PERIODS = ['MONTH', 'YEAR'] as const;
export type Period = (typeof PERIODS)[number];
/** Spec §3's twelve subscription type codes. */
export const TYPE_CODES = [
  'innovator_sponsor_individual',
  'innovator_sponsor_team_unlimited',
  'innovator_sponsor_team_small',
  'innovator_sponsor_team_mid',
  'innovator_sponsor_team_large',
  'innovator_cro_technology_service_provider_small',
  'innovator_cro_technology_service_provider_mid',
  'innovator_cro_technology_service_provider_large',
  'innovator_non_profit',
  'innovator_patients_advocacy',
  'innovator_site',
  'innovator_site_network',
] as const;
export type TypeCode = (typeof TYPE_CODES)[number];
export const PAYMENT_TYPES = ['FREE', 'MANUAL', 'PAID', 'NONE'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** Why a subscription stopped being in force. */
export const END_REASONS = ['TRIAL_ENDED', 'CANCELED', 'PAYMENT_FAILED'] as const;
export type EndReason = (typeof END_REASONS)[number];
/** Spec §3's discount entries. */
export const DISCOUNT_CODES = [
  'inaugural_year_discount',
  'early_adopters',
  'scope_alumni',
  'strategic_partners_association_1',
  'strategic_partners_association_2',
  'strategic_partners_association_3',
] as const;
export type DiscountCode = (typeof DISCOUNT_CODES)[number];

export const plan = pgEnum('subscription_plan', PLANS);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const period = pgEnum('subscription_period', PERIODS);
export const typeCode = pgEnum('subscription_type_code', TYPE_CODES);
export const paymentType = pgEnum('payment_type', PAYMENT_TYPES);
export const endReason = pgEnum('subscription_end_reason', END_REASONS);
export const discountCode = pgEnum('discount_code', DISCOUNT_CODES);

/** One current subscription per company. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    plan: plan('plan').notNull().default('NONE'),
    status: subscriptionStatus('status').notNull().default('NEW'),
    period: period('period'),
    typeCode: typeCode('type_code'),
    paymentType: paymentType('payment_type').notNull().default('NONE'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** A paid subscription cancelled by its customer: it ends (ENDED) at `endDate` instead of renewing. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A period change that takes effect at the next renewal. */
    scheduledPeriod: period('scheduled_period'),
    endReason: endReason('end_reason'),
    /** The discount in use (one per subscription) and, for first-year discounts, when it stops. */
    discountCode: discountCode('discount_code'),
    discountEndsAt: timestamp('discount_ends_at', { withTimezone: true }),
    /** The subscription at the payment gateway when the gateway bills it itself (Stripe). */
    gatewaySubscriptionId: text('gateway_subscription_id').unique(),
    ...timestamps,
  },
  (t) => [index('subscriptions_due_idx').on(t.endDate)],
);

/** One free trial per company (spec §1: 180 days). */
export const companyTrials = pgTable('company_trials', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  typeCode: typeCode('type_code').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  ...timestamps,
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CompanyTrialRow = typeof companyTrials.$inferSelect;

/** Spec §9: up to three company profiles covered by a parent company's subscription. */
export const subscriptionSubsidiaries = pgTable(
  'subscription_subsidiaries',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_subsidiaries_subscription_idx').on(t.subscriptionId)],
);
