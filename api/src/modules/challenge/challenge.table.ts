import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requests } from '../requests/index.js';
import { users } from '../user/index.js';

/** DRAFT (only the poster's company sees it) → PUBLISHED → CLOSED (by hand; a past deadline also reads closed). */
export const CHALLENGE_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/**
 * An open innovation challenge (docs/challenges.md): the public face of one INNOVATION request,
 * whose respond flow is how companies apply. One per request.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    problemSummary: text('problem_summary').notNull(),
    prize: text('prize').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    howToApply: text('how_to_apply').notNull(),
    status: text('status').$type<ChallengeStatus>().notNull().default('DRAFT'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('challenges_request_idx').on(t.requestId),
    // The public list: published and closed challenges by deadline.
    index('challenges_status_deadline_idx').on(t.status, t.deadline, t.id),
    check('challenges_headline_not_blank', sql`length(trim(${t.headline})) > 0`),
  ],
);

export type ChallengeRow = typeof challenges.$inferSelect;
