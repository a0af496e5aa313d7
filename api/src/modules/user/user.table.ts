import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { companies, USER_ROLES, type UserRole } from '../company/index.js';
import { mediaFiles } from '../media/index.js';

export { USER_ROLES, type UserRole };
/** Spec §3's referral sources. */
export const REFERRAL_SOURCES = [
  'DIGITAL_AD_BANNER',
  'EMAIL',
  'FRIEND_COLLEAGUE',
  'LINKEDIN',
  'SCOPE_SUMMIT',
  'SEARCH_ENGINE',
  'OTHER_CONFERENCE_EVENT',
  'OTHER_SOCIAL_MEDIA',
  'OTHER',
] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];
export const SIGNUP_SOURCES = ['WEB', 'EVENT'] as const;
export const APPROVAL_STATUSES = ['APPROVED', 'PENDING'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const TRIAL_PHASES = ['PRECLINICAL', 'PHASE_1', 'PHASE_2', 'PHASE_3', 'PHASE_4'] as const;
export type TrialPhase = (typeof TRIAL_PHASES)[number];

export const userRole = pgEnum('user_role', USER_ROLES);
export const referralSource = pgEnum('referral_source', REFERRAL_SOURCES);
export const signupSource = pgEnum('signup_source', SIGNUP_SOURCES);
export const approvalStatus = pgEnum('approval_status', APPROVAL_STATUSES);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cognitoSub: text('cognito_sub').unique(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    active: boolean('active').notNull().default(true),
    phone: text('phone'),
    linkedin: text('linkedin'),
    pictureFileId: uuid('picture_file_id').references((): AnyPgColumn => mediaFiles.id, { onDelete: 'set null' }),
    role: userRole('role').notNull().default('MEMBER'),
    // Null only while a signup is unfinished (the company is chosen at signup or at set-password).
    companyId: integer('company_id').references(() => companies.id),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    jobTitle: text('job_title'),
    isNeedResetPassword: boolean('is_need_reset_password').notNull().default(false),
    masked: boolean('masked').notNull().default(false),
    referralSource: referralSource('referral_source'),
    referralOther: text('referral_other'),
    signupSource: signupSource('signup_source').notNull().default('WEB'),
    eventCode: text('event_code'),
    approvalStatus: approvalStatus('approval_status').notNull().default('APPROVED'),
    // When a PENDING member finished sign-up and asked the company's admins to let them in.
    approvalRequestedAt: timestamp('approval_requested_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Whether the person has a password they know: false for an account registered through a
     * provider (its identity-pool password is random) until their first password sign-in, after a
     * reset. A password that is not known is no way in (docs/social-sign-in.md).
     */
    passwordSignIn: boolean('password_sign_in').notNull().default(true),
    verificationCodeHash: text('verification_code_hash'),
    verificationCodeExpiresAt: timestamp('verification_code_expires_at', { withTimezone: true }),
    verificationCodeSentAt: timestamp('verification_code_sent_at', { withTimezone: true }),
    // Wrong guesses against the current code; the code dies after a few (no brute force of 6 digits).
    verificationAttempts: integer('verification_attempts').notNull().default(0),
    emailUnsubscribedAt: timestamp('email_unsubscribed_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** When a company admin deactivated them (null while active or never deactivated). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('users_company_idx').on(t.companyId),
    index('users_last_name_idx').on(t.lastName, t.firstName),
    // A company's members page, by name (5,000 members: docs/members.md).
    index('users_company_name_idx').on(t.companyId, t.lastName, t.firstName, t.id),
    // Join requests of a company, oldest first.
    index('users_join_requests_idx')
      .on(t.companyId, t.approvalRequestedAt)
      .where(sql`${t.approvalStatus} = 'PENDING'`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
