import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

/** The kinds of shared pages of the commons (docs/commons.md); the web reads them from the api. */
export const COMMONS_TYPES = ['guides', 'checklists', 'glossary', 'regulatory', 'case-studies'] as const;
export type CommonsType = (typeof COMMONS_TYPES)[number];

export const COMMONS_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type CommonsStatus = (typeof COMMONS_STATUSES)[number];
export const commonsPageStatus = pgEnum('commons_page_status', COMMONS_STATUSES);

/**
 * A shared knowledge page of the commons: markdown written by a member, published under their
 * company's name. The slug is unique per type and kept when the title changes (links stay).
 */
export const commonsPages = pgTable(
  'commons_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: commonsPageStatus('status').notNull().default('DRAFT'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('commons_pages_type_slug_idx').on(t.type, t.slug),
    index('commons_pages_published_idx').on(t.type, t.status, t.publishedAt.desc()),
    index('commons_pages_company_idx').on(t.companyId, t.updatedAt.desc()),
    check(
      'commons_pages_type_known',
      sql`${t.type} IN ('guides', 'checklists', 'glossary', 'regulatory', 'case-studies')`,
    ),
  ],
);

/** A person listed (or once listed) in the commons' experts directory: kinds are EXPERTS names. */
export const commonsExperts = pgTable(
  'commons_experts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kinds: text('kinds').array().notNull(),
    headline: text('headline').notNull(),
    bio: text('bio').notNull(),
    listed: boolean('listed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('commons_experts_listed_idx').on(t.listed, t.updatedAt.desc())],
);

export type CommonsPageRow = typeof commonsPages.$inferSelect;
export type CommonsExpertRow = typeof commonsExperts.$inferSelect;
