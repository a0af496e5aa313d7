import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

/** Each user's referral code, made on first use; the link is `/register?ref=<code>` (docs/rewards.md). */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const REFERRAL_STATUSES = ['REGISTERED', 'QUALIFIED', 'VOID'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * A company registered through a referral link: REGISTERED at sign-up, QUALIFIED once it pays for
 * its first subscription, VOID when that is refunded or cancelled within its first period. One per
 * referred company (a company is referred once).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    referrerUserId: integer('referrer_user_id').references(() => users.id, { onDelete: 'set null' }),
    referrerCompanyId: integer('referrer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    referredCompanyId: integer('referred_company_id')
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    registeredUserId: integer('registered_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ReferralStatus>().notNull().default('REGISTERED'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerCompanyId, t.registeredAt)],
);

export const REWARD_STATUSES = ['EARNED', 'APPLIED', 'WITHDRAWN'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/**
 * What a qualified referral earns the referring company: a discount on its next charge, applied
 * through the subscription's discount mechanism (docs/rewards.md). One per referral.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    referralId: integer('referral_id')
      .notNull()
      .unique()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    percentOff: integer('percent_off').notNull(),
    status: text('status').$type<RewardStatus>().notNull().default('EARNED'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** The charge it lowered, in cents, and by how much. */
    appliedDiscountCents: integer('applied_discount_cents'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('referral_rewards_company_idx').on(t.companyId, t.earnedAt)],
);
