import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';

/**
 * A company's own OpenID Connect identity provider (docs/company-sso.md), registered in the user
 * pool as `providerName` (`sso-<companyId>`). The client secret is kept sealed with the api's
 * secret: the pool needs it back whenever the provider is updated.
 */
export const companySsoConnections = pgTable(
  'company_sso_connections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    providerName: text('provider_name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    /** Members at the verified domains sign in through the provider only (their password is refused). */
    required: boolean('required').notNull().default(false),
    /** A new person at a verified domain joins as MEMBER at their first sign-in, instead of asking to join. */
    jitMembers: boolean('jit_members').notNull().default(false),
    /** The provider's `amr` (e.g. `mfa`) counts as the second factor of users who turned one on. */
    trustProviderMfa: boolean('trust_provider_mfa').notNull().default(true),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_sso_connections_company_idx').on(t.companyId),
    uniqueIndex('company_sso_connections_provider_idx').on(t.providerName),
  ],
);

/**
 * An email domain a connection claims. Anyone may claim one; it counts once verified (a DNS TXT
 * record with the token, or an admin of the admin group), and only one company may hold it verified.
 */
export const companySsoDomains = pgTable(
  'company_sso_domains',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => companySsoConnections.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** DNS or ADMIN. */
    verifiedBy: text('verified_by').$type<'DNS' | 'ADMIN'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_sso_domains_connection_domain_idx').on(t.connectionId, t.domain),
    uniqueIndex('company_sso_domains_verified_idx')
      .on(t.domain)
      .where(sql`${t.verifiedAt} IS NOT NULL`),
    index('company_sso_domains_domain_idx').on(t.domain),
  ],
);
