import { and, eq, isNotNull } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { VerifiedToken } from '../../auth/token-verifier.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { notFound } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import { ensureIdentityUser, unknowablePassword } from '../../identity/identity-admin.js';
import { companies } from '../company/index.js';
import { joinSubscriptionTeam } from '../member/index.js';
import { insertLink, type ProvenIdentity } from '../sign-in-method/index.js';
import { emailDomain, findUserByEmail, type UserRow, userSignInMethods, users } from '../user/index.js';
import { ssoIdTokenRequired, ssoUnknownProvider } from './company-sso.errors.js';
import type { ConnectionRow } from './company-sso.repository.js';
import type { SsoDiscoveryDto, SsoSignInDto, SsoSignInStatus } from './company-sso.schemas.js';
import { companySsoConnections, companySsoDomains } from './company-sso.table.js';

type SignIn = Static<typeof SsoSignInDto>;

/** The connection holding `domain` verified, with its company's name. */
async function connectionAtDomain(db: Db, domain: string) {
  const [row] = await db
    .select({ connection: companySsoConnections, companyName: companies.name })
    .from(companySsoDomains)
    .innerJoin(companySsoConnections, eq(companySsoConnections.id, companySsoDomains.connectionId))
    .innerJoin(companies, eq(companies.id, companySsoConnections.companyId))
    .where(and(eq(companySsoDomains.domain, domain), isNotNull(companySsoDomains.verifiedAt)))
    .limit(1);
  return row;
}

/**
 * An account, not a signup nobody finished (no identity, and its email unverified or its code
 * still pending: registration's own rule): such a signup is nobody yet, and a JIT member takes it over.
 */
const isAccount = (user: UserRow | undefined): user is UserRow =>
  user !== undefined &&
  !(user.cognitoSub === null && (user.emailVerifiedAt === null || user.verificationCodeExpiresAt !== null));

/**
 * Whether `email` signs in through a company's provider: its domain is verified by a company,
 * and the email is that company's member's, or nobody's while the company adds people at first
 * sign-in. A user of another company at the same domain keeps their own sign-in (404).
 */
export async function discover(db: Db, email: string): Promise<Static<typeof SsoDiscoveryDto>> {
  const address = email.trim().toLowerCase();
  const found = await connectionAtDomain(db, emailDomain(address));
  if (!found) throw notFound();
  const user = await findUserByEmail(db, address);
  const member = isAccount(user) ? user.companyId === found.connection.companyId : found.connection.jitMembers;
  if (!member) throw notFound();
  return {
    providerName: found.connection.providerName,
    companyName: found.companyName,
    required: found.connection.required,
  };
}

const MESSAGES: Record<Exclude<SsoSignInStatus, 'LINKED'>, (company: string, domain: string) => string> = {
  DOMAIN_NOT_VERIFIED: (company, domain) =>
    `${company} has not verified ${domain} for single sign-on: sign in with your email and password.`,
  NOT_A_MEMBER: (company) =>
    `Your Trialbridge account belongs to another company than ${company}: sign in with your email and password.`,
  JOIN_REQUIRED: (company) =>
    `You have no Trialbridge account yet, and ${company} does not add people at their first sign-in: register to ask to join it.`,
};

/**
 * After the hosted sign-in through a company's provider (`token`: the federated user's ID token):
 * links the identity to its member, or makes the member just in time, or says why not.
 * MFA stays required for a user who turned it on, unless the company trusts its provider's own
 * second factor and the token asserts one (`amr` with `mfa`).
 */
export async function signInThroughSso(deps: AppDeps, token: VerifiedToken, retried = false): Promise<SignIn> {
  const { db } = deps;
  const providerName = token.federated?.providerName ?? '';
  const [connection] = providerName
    ? await db.select().from(companySsoConnections).where(eq(companySsoConnections.providerName, providerName))
    : [];
  if (!connection || !token.federated) throw ssoUnknownProvider();
  if (token.tokenUse !== 'id') throw ssoIdTokenRequired();
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, connection.companyId));
  const companyName = company?.name ?? 'Your company';
  const email = token.email ?? '';
  const domain = emailDomain(email);
  const refuse = (status: Exclude<SsoSignInStatus, 'LINKED'>): SignIn => ({
    status,
    mfaRequired: false,
    message: MESSAGES[status](companyName, domain),
  });
  const [claim] = email
    ? await db
        .select({ id: companySsoDomains.id })
        .from(companySsoDomains)
        .where(
          and(
            eq(companySsoDomains.connectionId, connection.id),
            eq(companySsoDomains.domain, domain),
            isNotNull(companySsoDomains.verifiedAt),
          ),
        )
    : [];
  if (!claim) return refuse('DOMAIN_NOT_VERIFIED');
  const linked = async (user: { email: string }): Promise<SignIn> => ({
    status: 'LINKED',
    mfaRequired: await mfaRequired(deps, connection, token, user.email),
  });

  const [already] = await db
    .select({ email: users.email })
    .from(userSignInMethods)
    .innerJoin(users, eq(users.id, userSignInMethods.userId))
    .where(eq(userSignInMethods.identitySub, token.sub))
    .limit(1);
  if (already) return linked(already);

  const identity: ProvenIdentity = {
    provider: 'COMPANY_SSO',
    subject: `${providerName}|${token.federated.subject}`,
    sub: token.sub,
    email,
  };
  const user = await findUserByEmail(db, email);
  try {
    if (isAccount(user)) {
      if (user.companyId !== connection.companyId) return refuse('NOT_A_MEMBER');
      await db.transaction(async (tx) => {
        // One company identity per account: a former one (another pool user) gives way to this one.
        await tx
          .delete(userSignInMethods)
          .where(and(eq(userSignInMethods.userId, user.id), eq(userSignInMethods.provider, 'COMPANY_SSO')));
        await insertLink(tx, user.id, identity);
      });
      return linked(user);
    }
    if (!connection.jitMembers) return refuse('JOIN_REQUIRED');
    await createMember(deps, connection, token, identity, user);
    return linked({ email });
  } catch (error) {
    // Two first sign-ins at once: the second finds what the first made.
    if (!retried && isUniqueViolation(error)) return signInThroughSso(deps, token, true);
    throw error;
  }
}

async function mfaRequired(deps: AppDeps, connection: ConnectionRow, token: VerifiedToken, email: string) {
  const on = (await deps.identityAdmin?.mfaEnabled(email)) ?? false;
  return on && !(connection.trustProviderMfa && (token.amr ?? []).includes('mfa'));
}

/**
 * The just-in-time member: an approved MEMBER of the company, email verified by the company's
 * provider, an identity-pool user with a password nobody knows, and the link, in one transaction.
 * An unfinished signup of the email becomes this account.
 */
async function createMember(
  deps: AppDeps,
  connection: ConnectionRow,
  token: VerifiedToken,
  identity: ProvenIdentity,
  unfinished: UserRow | undefined,
): Promise<void> {
  const { db, identityAdmin, clock } = deps;
  if (!identityAdmin) throw new Error('No identity service configured: cannot create the sign-in account');
  const email = identity.email;
  const sub = await ensureIdentityUser(identityAdmin, email, unknowablePassword());
  const localPart = email.slice(0, email.lastIndexOf('@'));
  const now = clock.now();
  const values = {
    cognitoSub: sub,
    firstName: token.givenName ?? localPart,
    lastName: token.familyName ?? '',
    companyId: connection.companyId,
    role: 'MEMBER' as const,
    approvalStatus: 'APPROVED' as const,
    approvalRequestedAt: null,
    emailVerifiedAt: now,
    passwordSignIn: false,
    verificationCodeHash: null,
    verificationCodeExpiresAt: null,
    verificationAttempts: 0,
  };
  await db.transaction(async (tx) => {
    const [row] = unfinished
      ? await tx.update(users).set(values).where(eq(users.id, unfinished.id)).returning({ id: users.id })
      : await tx
          .insert(users)
          .values({ ...values, email })
          .returning({ id: users.id });
    if (!row) throw new Error('The just-in-time member was not written');
    await joinSubscriptionTeam(tx, row.id, connection.companyId);
    await insertLink(tx, row.id, identity);
  });
}
