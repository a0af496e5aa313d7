import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** PAGE: one of the public pages (a fixed list of keys); BANNER: a home banner; ROLE: an audience of the home page. */
export const contentKind = pgEnum('content_kind', ['PAGE', 'BANNER', 'ROLE']);
export type ContentKind = (typeof contentKind.enumValues)[number];

/**
 * One piece of editable content and its draft: what the admin group edits. `version` counts every
 * change of the draft (save, publish, restore) for the optimistic check; the published text is the
 * entry's newest `content_versions` row.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    kind: contentKind('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    body: text('body').notNull().default(''),
    /** A banner's or role's link: its label and an app path or https address. */
    linkLabel: text('link_label'),
    linkPath: text('link_path'),
    /** Banners and roles are shown by this, low first. */
    position: integer('position').notNull().default(0),
    /** A banner shows from / until these instants when set. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    /** True while the draft differs from the published version (or nothing is published). */
    draftChanged: boolean('draft_changed').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The admin group member's sign-in e-mail; null for seeded text. */
    updatedBy: text('updated_by'),
    /**
     * Set when a banner or role is deleted: the row stays (so its published history does not
     * dangle, and the reference seed, which skips existing keys, never brings a seeded one back);
     * every read and change treats it as unknown.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
  },
  (t) => [uniqueIndex('content_entries_key_idx').on(t.key), index('content_entries_kind_idx').on(t.kind, t.position)],
);

/** A published version of an entry: the history, newest `number` is what the public reads. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    linkLabel: text('link_label'),
    linkPath: text('link_path'),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: text('published_by'),
  },
  (t) => [uniqueIndex('content_versions_entry_number_idx').on(t.entryId, t.number)],
);
