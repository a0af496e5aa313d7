import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

export const API_KEY_SCOPES = ['READ_ONLY', 'READ_WRITE'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const apiKeyScope = pgEnum('api_key_scope', API_KEY_SCOPES);

/**
 * A company's partner API keys (docs/api-keys.md). The key itself is never stored: `secret_hash`
 * is the SHA-256 of the whole key, `prefix` its first characters for telling keys apart. A key
 * acts as `created_by_user_id`, in `company_id`, as long as that user may (see api-keys.auth.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: apiKeyScope('scope').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique('api_keys_secret_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** To the minute: written only when the minute changed. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId, t.createdAt.desc())],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** One UTC day of a key's use, as the bff reported it (POST /v1/api-keys/current/usage). */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    requests: integer('requests').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    cost: bigint('cost', { mode: 'number' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.day] })],
);
