import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { requests } from '../requests/index.js';
import { users } from '../user/index.js';

/** A responder's question on a request; the poster answers once, for every invited or responding company. */
export const requestQuestions = pgTable(
  'request_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    askedByCompanyId: integer('asked_by_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    askedByUserId: integer('asked_by_user_id')
      .notNull()
      .references(() => users.id),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('request_questions_request_idx').on(t.requestId, t.createdAt),
    index('request_questions_unanswered_idx')
      .on(t.requestId)
      .where(sql`${t.answer} IS NULL`),
  ],
);

export type RequestQuestionRow = typeof requestQuestions.$inferSelect;
