import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

/**
 * A company's review of a company it recorded as a contracted partner (a verified review): stars
 * by criteria, text, and the reviewed company's one public reply. One per reviewer company.
 */
export const companyReviews = pgTable(
  'company_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reviewerCompanyId: integer('reviewer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    quality: smallint('quality').notNull(),
    timeliness: smallint('timeliness').notNull(),
    communication: smallint('communication').notNull(),
    value: smallint('value').notNull(),
    /** The mean of the four criteria, kept so lists sort and average without recomputing. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    reply: text('reply'),
    replyAuthorId: integer('reply_author_id').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Set when the admin group upholds an abuse report: hidden from the profile and the averages. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('company_reviews_one_per_reviewer_idx').on(t.companyId, t.reviewerCompanyId),
    index('company_reviews_company_idx').on(t.companyId, t.createdAt.desc()),
    index('company_reviews_reviewer_idx').on(t.reviewerCompanyId),
    check('company_reviews_not_self', sql`${t.companyId} <> ${t.reviewerCompanyId}`),
    check(
      'company_reviews_range',
      sql`${t.quality} BETWEEN 1 AND 5 AND ${t.timeliness} BETWEEN 1 AND 5 AND ${t.communication} BETWEEN 1 AND 5 AND ${t.value} BETWEEN 1 AND 5`,
    ),
  ],
);

/** An abuse report on a review by the reviewed company's admins, until the admin group settles it. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => companyReviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('review_reports_review_idx').on(t.reviewId),
    uniqueIndex('review_reports_open_idx')
      .on(t.reviewId)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/**
 * A company's visible reviews summed up, written in the transaction of every review change: the
 * profile, search (sort and filter by rating) and compare read it without aggregating.
 */
export const companyReviewStats = pgTable('company_review_stats', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull(),
  /** Mean of the visible reviews' ratings, 1.00 to 5.00. */
  rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
