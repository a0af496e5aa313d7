import { randomBytes, randomUUID } from 'node:crypto';
import type { Ctx, PoolUser, UserPool } from './cognito-local.js';
import { FEDERATED_EMAIL, IDENTITIES_ATTRIBUTE, linkedIdentities, type LinkedIdentity } from './federated-tokens.js';

/** What a provider said about the person (its ID token's claims). */
export interface ProviderProfile {
  sub: string;
  email?: string | undefined;
  emailVerified: boolean;
  givenName?: string | undefined;
  familyName?: string | undefined;
  name?: string | undefined;
}

const MAPPED = ['email', FEDERATED_EMAIL, 'email_verified', 'given_name', 'family_name', 'name', IDENTITIES_ATTRIBUTE];

/**
 * Cognito's federated pool user: username `<Provider>_<sub>`, created on first sign-in (CONFIRMED,
 * with a random password nobody knows), its mapped attributes refreshed on every sign-in.
 */
export async function upsertFederatedUser(
  ctx: Ctx,
  pool: UserPool,
  provider: { name: string; type: string },
  profile: ProviderProfile,
  now: Date,
): Promise<PoolUser> {
  const username = `${provider.name}_${profile.sub}`;
  const found = await pool.getUserByUsername(ctx, username);
  // getUserByUsername falls back to matching email and sub: only an exact username is this user.
  const existing = found?.Username === username ? found : null;
  const identity: LinkedIdentity = linkedIdentities(existing ?? emptyUser(username, now))?.[0] ?? {
    userId: profile.sub,
    providerName: provider.name,
    providerType: provider.type,
    issuer: null,
    primary: 'true',
    dateCreated: String(now.getTime()),
  };
  const mapped: Record<string, string | undefined> = {
    // Not `email`: cognito-local finds users by email too, and the person's password account (one
    // made at registration, or one that exists already) must stay the one found by it.
    [FEDERATED_EMAIL]: profile.email,
    email_verified: profile.email ? String(profile.emailVerified) : undefined,
    given_name: profile.givenName,
    family_name: profile.familyName,
    name: profile.name ?? ([profile.givenName, profile.familyName].filter(Boolean).join(' ') || undefined),
    [IDENTITIES_ATTRIBUTE]: JSON.stringify([identity]),
  };
  const kept = (existing?.Attributes ?? [{ Name: 'sub', Value: randomUUID() }]).filter((a) => !MAPPED.includes(a.Name));
  const attributes = [...kept, ...Object.entries(mapped).flatMap(([Name, Value]) => (Value ? [{ Name, Value }] : []))];
  const user: PoolUser = existing
    ? { ...existing, Attributes: attributes, UserLastModifiedDate: now }
    : { ...emptyUser(username, now), Attributes: attributes };
  await pool.saveUser(ctx, user);
  return user;
}

function emptyUser(username: string, now: Date): PoolUser {
  return {
    Username: username,
    Attributes: [],
    Enabled: true,
    UserStatus: 'CONFIRMED',
    // Federated users sign in through their provider only: a password nobody is ever told.
    Password: randomBytes(32).toString('base64url'),
    UserCreateDate: now,
    UserLastModifiedDate: now,
    RefreshTokens: [],
  };
}
