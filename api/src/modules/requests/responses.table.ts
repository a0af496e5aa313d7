import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { messageThreads } from '../messaging/index.js';
import { users } from '../user/index.js';
import { requests } from './requests.table.js';

/** SUBMITTED → SHORTLISTED, DECLINED or AWARDED; the others become NOT_AWARDED when one is awarded. */
export const RESPONSE_STATUSES = ['SUBMITTED', 'SHORTLISTED', 'DECLINED', 'AWARDED', 'NOT_AWARDED'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** A company's proposal for a request: one per company, with the thread it opened with the poster. */
export const requestResponses = pgTable(
  'request_responses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    timeline: text('timeline').notNull(),
    // Optional price in whole US dollars.
    price: integer('price'),
    status: text('status').$type<ResponseStatus>().notNull().default('SUBMITTED'),
    declineReason: text('decline_reason'),
    // The poster's own score of the proposal, 1 to 5, while comparing (reviews of companies come later).
    posterRating: integer('poster_rating'),
    threadId: integer('thread_id').references(() => messageThreads.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('request_responses_request_company_idx').on(t.requestId, t.companyId),
    index('request_responses_company_idx').on(t.companyId, t.createdAt.desc()),
    // Explorer's monthly responses are counted per author.
    index('request_responses_author_idx').on(t.createdByUserId, t.createdAt),
    index('request_responses_request_created_idx').on(t.requestId, t.createdAt),
    check('request_responses_rating_range', sql`${t.posterRating} IS NULL OR ${t.posterRating} BETWEEN 1 AND 5`),
    check('request_responses_price_positive', sql`${t.price} IS NULL OR ${t.price} >= 0`),
  ],
);

export type RequestResponseRow = typeof requestResponses.$inferSelect;
