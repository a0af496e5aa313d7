import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

/** PostgreSQL's full-text document (only the database reads it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const REPLY_POLICIES = ['ALL_MEMBERS', 'CHOSEN_MEMBERS'] as const;
export type ReplyPolicy = (typeof REPLY_POLICIES)[number];

/** A conversation; `to_company_id` puts it in that company's inbox (null between people). */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    subject: text('subject').notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    fromCompanyId: integer('from_company_id')
      .notNull()
      .references(() => companies.id),
    toCompanyId: integer('to_company_id').references(() => companies.id),
    // Open text (COMPANY today; later REQUEST, CAPABILITY_ALERT), so new kinds need no migration.
    aboutKind: text('about_kind'),
    aboutId: integer('about_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastMessageId: integer('last_message_id').references((): AnyPgColumn => messages.id),
    lastAuthorUserId: integer('last_author_user_id').references(() => users.id),
    messageCount: integer('message_count').notNull().default(0),
  },
  (t) => [
    index('message_threads_to_company_idx').on(t.toCompanyId, t.lastMessageAt.desc()),
    // Explorer's monthly reach-outs are counted per author.
    index('message_threads_created_by_idx').on(t.createdByUserId, t.createdAt),
  ],
);

/**
 * A thread's subject and every message body, positions stripped: a search is one GIN probe per
 * query, not one probe of `messages` per thread. Its own narrow table, so the inbox's scans of
 * `message_threads` do not read the documents. Written with each message (messaging.service.ts).
 */
export const threadSearchDocuments = pgTable(
  'thread_search_documents',
  {
    threadId: integer('thread_id')
      .primaryKey()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  (t) => [index('thread_search_documents_document_idx').using('gin', t.document)],
);

export const threadParticipants = pgTable(
  'thread_participants',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    // The thread's last_message_at, copied so a personal inbox page is read in order from one index
    // instead of joining and sorting all of the user's threads; set with each message.
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('thread_participants_user_idx').on(t.userId, t.lastMessageAt.desc(), t.threadId.desc()),
  ],
);

/** One user's read state and place of a thread; no row = in the inbox, never read. */
export const threadUserStates = pgTable(
  'thread_user_states',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    folderId: integer('folder_id').references(() => messageFolders.id, { onDelete: 'set null' }),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('thread_user_states_user_folder_idx').on(t.userId, t.folderId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references((): AnyPgColumn => messageThreads.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    authorCompanyId: integer('author_company_id')
      .notNull()
      .references(() => companies.id),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    // 'simple': messages mix languages, product names and codes; no stemming or stop words. No
    // index: searches probe thread_search_documents; this rechecks phrases, which need positions.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', body)`),
  },
  (t) => [
    index('messages_thread_sent_idx').on(t.threadId, t.sentAt),
    // The flood limit counts a user's messages of the last minute.
    index('messages_author_sent_idx').on(t.authorUserId, t.sentAt),
  ],
);

export const messageFolders = pgTable(
  'message_folders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('message_folders_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

/** Who answers a company's inbox; no row = ALL_MEMBERS. */
export const companyInboxSettings = pgTable('company_inbox_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  replyPolicy: text('reply_policy').$type<ReplyPolicy>().notNull().default('ALL_MEMBERS'),
});

export const companyInboxRepliers = pgTable(
  'company_inbox_repliers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

export type ThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
