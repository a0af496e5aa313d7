import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { FederatedIdentity, TokenVerifier, VerifiedToken } from '../../auth/token-verifier.js';
import type { Db, Executor } from '../../db/database.js';
import type { IdentityAdmin } from '../../identity/identity-admin.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ApiError, notFound, unauthenticated } from '../../errors.js';
import { type SocialProvider, SOCIAL_PROVIDERS, type UserRow, userSignInMethods, users } from '../user/index.js';
import {
  emailUnverified,
  identityTaken,
  lastWayIn,
  notFederated,
  providerTaken,
  unknownProvider,
} from './sign-in-method.errors.js';
import type { FederatedIdentityDto, SignInMethodsDto } from './sign-in-method.schemas.js';

type Methods = Static<typeof SignInMethodsDto>;
type LinkProvider = SocialProvider | 'COMPANY_SSO';

/** The company's own provider is the company's to remove (it disconnects single sign-on), never the user's. */
const managedByCompany = (): ApiError =>
  new ApiError(
    409,
    'SignInMethodManaged',
    "Your company's single sign-on is managed by your company's admins: it cannot be unlinked here.",
  );

/** The platform's provider for the pool's provider name (`Google` → GOOGLE); null for any other. */
export function socialProvider(identity: FederatedIdentity): SocialProvider | null {
  const name = identity.providerName.toUpperCase();
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name) ? (name as SocialProvider) : null;
}

function providerOf(token: VerifiedToken): SocialProvider {
  if (!token.federated) throw notFederated();
  const provider = socialProvider(token.federated);
  if (!provider) throw unknownProvider();
  return provider;
}

/** Every way into `user`'s account; a user with an identity-pool account of their own has a password. */
export async function listMethods(db: Executor, user: UserRow): Promise<Methods> {
  const linked = await db
    .select()
    .from(userSignInMethods)
    .where(eq(userSignInMethods.userId, user.id))
    .orderBy(asc(userSignInMethods.linkedAt));
  const hasPassword = user.cognitoSub !== null && user.passwordSignIn;
  const ways = linked.length + (hasPassword ? 1 : 0);
  return {
    methods: [
      ...(hasPassword ? [{ kind: 'PASSWORD' as const, email: null, linkedAt: null, canUnlink: false }] : []),
      ...linked.map((row) => ({
        kind: row.provider,
        email: row.email,
        linkedAt: row.linkedAt.toISOString(),
        canUnlink: row.provider !== 'COMPANY_SSO' && ways > 1,
      })),
    ],
  };
}

/**
 * Where the calling provider identity stands: linked, or its verified email's account must
 * confirm with its password, or nobody has the email yet (registration).
 */
export async function federatedStatus(
  db: Db,
  identityAdmin: IdentityAdmin | null,
  token: VerifiedToken,
): Promise<Static<typeof FederatedIdentityDto>> {
  const provider = providerOf(token);
  const [linked] = await db
    .select({ email: users.email })
    .from(userSignInMethods)
    .innerJoin(users, eq(users.id, userSignInMethods.userId))
    .where(eq(userSignInMethods.identitySub, token.sub))
    .limit(1);
  const mfaRequired = linked ? ((await identityAdmin?.mfaEnabled(linked.email)) ?? false) : false;
  if (linked) return { status: 'LINKED', provider, mfaRequired };
  const unlinked = (status: 'EMAIL_UNVERIFIED' | 'LINK_REQUIRED' | 'REGISTRATION') => ({
    status,
    provider,
    mfaRequired: false,
  });
  if (!token.email || !token.emailVerified) return unlinked('EMAIL_UNVERIFIED');
  // A signup nobody finished (no identity; unverified, or verified but still holding its code)
  // is the registration's to reuse, as registration itself judges it.
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, token.email),
        or(isNotNull(users.cognitoSub), and(isNotNull(users.emailVerifiedAt), isNull(users.verificationCodeExpiresAt))),
      ),
    )
    .limit(1);
  return unlinked(account ? 'LINK_REQUIRED' : 'REGISTRATION');
}

/** A provider identity an ID token of the pool proves: its provider, ids and verified email. */
export interface ProvenIdentity {
  /** COMPANY_SSO for a company's own provider (its subject then prefixed by the pool's provider name). */
  provider: LinkProvider;
  /** The provider's id of the person. */
  subject: string;
  /** The federated pool user's sub (what its tokens carry). */
  sub: string;
  email: string;
}

/** Verifies a federated user's ID token (401 when it does not verify) whose email the provider verified. */
export async function provenIdentity(
  verifier: TokenVerifier,
  identityToken: string,
): Promise<ProvenIdentity & { provider: SocialProvider }> {
  const token = await verifier.verify(identityToken).catch(() => {
    throw unauthenticated();
  });
  const provider = providerOf(token);
  if (token.tokenUse !== 'id' || !token.email || !token.emailVerified) throw emailUnverified(provider);
  return { provider, subject: token.federated?.subject ?? '', sub: token.sub, email: token.email };
}

/** Records the link (in the caller's transaction); the unique indexes refuse a second owner or provider. */
export async function insertLink(tx: Executor, userId: number, identity: ProvenIdentity): Promise<void> {
  await tx.insert(userSignInMethods).values({
    userId,
    provider: identity.provider,
    providerSubject: identity.subject,
    identitySub: identity.sub,
    email: identity.email,
  });
}

/**
 * Links the identity `identityToken` proves (a federated user's ID token of the pool, email
 * verified) to `user`. Repeating a link already made answers as the first time did.
 */
export async function linkMethod(
  db: Db,
  verifier: TokenVerifier,
  user: UserRow,
  identityToken: string,
): Promise<Methods> {
  const identity = await provenIdentity(verifier, identityToken);
  const { provider } = identity;
  const [existing] = await db
    .select()
    .from(userSignInMethods)
    .where(eq(userSignInMethods.identitySub, identity.sub))
    .limit(1);
  if (existing && existing.userId !== user.id) throw identityTaken(provider);
  if (!existing) {
    try {
      // A transaction of its own (a savepoint inside a keyed write's request transaction): the
      // refused insert must leave the outer transaction usable for the query below.
      await db.transaction((tx) => insertLink(tx, user.id, identity));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const [mine] = await db
        .select({ id: userSignInMethods.id })
        .from(userSignInMethods)
        .where(and(eq(userSignInMethods.userId, user.id), eq(userSignInMethods.provider, provider)))
        .limit(1);
      throw mine ? providerTaken(provider) : identityTaken(provider);
    }
  }
  return listMethods(db, user);
}

/** Unlinks `user`'s identity at `provider`; never the account's last way in. */
export async function unlinkMethod(db: Db, user: UserRow, provider: LinkProvider): Promise<Methods> {
  return db.transaction(async (tx) => {
    // Two unlinks at once must not both see a second way in: the user's row orders them.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const { methods } = await listMethods(tx, user);
    const method = methods.find((m) => m.kind === provider);
    if (!method) throw notFound();
    if (method.kind === 'COMPANY_SSO') throw managedByCompany();
    if (!method.canUnlink) throw lastWayIn();
    await tx
      .delete(userSignInMethods)
      .where(and(eq(userSignInMethods.userId, user.id), eq(userSignInMethods.provider, provider)));
    return listMethods(tx, user);
  });
}
