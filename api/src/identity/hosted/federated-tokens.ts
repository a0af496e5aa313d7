import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { cognitoSigningKeyPem, type PoolUser, type TokenGenerator } from './cognito-local.js';

/** The user attribute Cognito keeps a federated user's links in (a JSON array), as Cognito does. */
export const IDENTITIES_ATTRIBUTE = 'identities';

export interface LinkedIdentity {
  userId: string;
  providerName: string;
  providerType: string;
  issuer: null;
  primary: 'true';
  dateCreated: string;
}

let key: KeyObject | undefined;
const signingKey = (): KeyObject => (key ??= createPrivateKey(cognitoSigningKeyPem()));

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Adds claims to a signed ID token and signs it again with cognito-local's key, keeping every other claim. */
export function addIdTokenClaims(idToken: string, claims: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const body = `${header}.${encode({ ...decoded, ...claims })}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), signingKey()).toString('base64url')}`;
}

/** Where a federated user's email is kept (see federated-user.ts); the ID token's `email` claim reads it. */
export const FEDERATED_EMAIL = 'custom:federated_email';

export function linkedIdentities(user: PoolUser): LinkedIdentity[] | null {
  const raw = user.Attributes.find((a) => a.Name === IDENTITIES_ATTRIBUTE)?.Value;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as LinkedIdentity[];
  } catch {
    return null;
  }
}

/**
 * Cognito puts a federated user's mapped attributes in the ID token. cognito-local puts only email,
 * and reads email_verified "false" as true: an unverified email must stay unverified.
 */
function profileClaims(user: PoolUser): Record<string, unknown> {
  const value = (name: string) => user.Attributes.find((a) => a.Name === name)?.Value;
  const claims: Record<string, unknown> = { email_verified: value('email_verified') === 'true' };
  const email = value(FEDERATED_EMAIL);
  if (email) claims.email = email;
  for (const name of ['given_name', 'family_name', 'name']) {
    const found = value(name);
    if (found) claims[name] = found;
  }
  return claims;
}

/**
 * Wraps cognito-local's generator so every ID token of a federated user (code grant, refresh_token
 * grant, InitiateAuth REFRESH_TOKEN_AUTH) carries Cognito's `identities` claim. Password users'
 * tokens pass through untouched.
 */
export function withIdentitiesClaim(inner: TokenGenerator): TokenGenerator {
  return {
    async generate(ctx, user, groups, client, clientMetadata, source) {
      const tokens = await inner.generate(ctx, user, groups, client, clientMetadata, source);
      const identities = linkedIdentities(user);
      if (!identities) return tokens;
      return { ...tokens, IdToken: addIdTokenClaims(tokens.IdToken, { ...profileClaims(user), identities }) };
    },
  };
}
