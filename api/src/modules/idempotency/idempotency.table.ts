import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The writes sent with an `Idempotency-Key` (docs/idempotency.md): one row per caller and key,
 * holding the first answer for a day, so a repeat (the web app's retry after a lost answer, a
 * partner's) gets that answer instead of acting twice. It lives in the database, so every api
 * replica sees the same claims.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is: `sub:<identity subject>` (with `:as:<user id>` while impersonating) or `key:<API key id>`. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** pending: the first request is being handled (until `lease_until`); done: its answer is below. */
    state: text('state').$type<'pending' | 'done'>().notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
