import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './user.table.js';

/** The social identity providers a user may link (the user pool's identity provider names, upper-cased). */
export const SOCIAL_PROVIDERS = ['GOOGLE', 'MICROSOFT', 'LINKEDIN'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** What a link may be: a social provider, or the user's company's own provider (company single sign-on). */
export type SignInProvider = SocialProvider | 'COMPANY_SSO';

/**
 * A provider identity linked to a user (docs/social-sign-in.md). The user pool keeps a federated
 * user per identity (its own `sub`, `identity_sub` here); tokens of that sub act as `user_id`.
 * One identity per provider per user, and an identity belongs to one user.
 */
export const userSignInMethods = pgTable(
  'user_sign_in_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SignInProvider>().notNull(),
    /**
     * The provider's own id of the person (the `identities` claim's userId); for COMPANY_SSO,
     * `<pool provider name>|<id>`, since two companies' providers may use the same ids.
     */
    providerSubject: text('provider_subject').notNull(),
    /** The federated pool user's `sub`: what the tokens of this identity carry. */
    identitySub: text('identity_sub').notNull(),
    /** The email the provider knew the identity by when it was linked. */
    email: text('email').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_sign_in_methods_user_provider_idx').on(t.userId, t.provider),
    uniqueIndex('user_sign_in_methods_identity_idx').on(t.provider, t.providerSubject),
    uniqueIndex('user_sign_in_methods_identity_sub_idx').on(t.identitySub),
  ],
);
export type UserSignInMethodRow = typeof userSignInMethods.$inferSelect;
