import * as oidc from 'openid-client';
import type { AppClient } from './cognito-local.js';
import type { ProviderProfile } from './federated-user.js';
import type { IdentityProviderStore } from './identity-provider-store.js';
import type { SocialProvider } from './social-providers.js';

/** Discovery and every request to a provider give up after this long (docs/social-sign-in.md: 5 s). */
export const PROVIDER_TIMEOUT_SECONDS = 5;

/** A provider the hosted sign-in federates to: a built-in social stand-in, or a pool's OIDC provider. */
export interface FederatedProvider {
  /** Cognito's provider name: the prefix of federated usernames (`Google_<sub>`, `sso-42_<sub>`). */
  name: string;
  /** `providerType` of the `identities` claim. */
  type: 'Google' | 'OIDC';
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The scopes asked of the provider (a pool provider's `authorize_scopes`). */
  scopes: string;
  /** Cognito's AttributeMapping: pool attribute → the provider's claim. */
  mapping: Readonly<Record<string, string>>;
  /** Changes when the provider is updated, so its discovered configuration is not reused. */
  version: string;
}

const SOCIAL_MAPPING = {
  email: 'email',
  email_verified: 'email_verified',
  given_name: 'given_name',
  family_name: 'family_name',
  name: 'name',
};

export type Resolution = FederatedProvider | 'unknown' | 'not-enabled';

/**
 * Finds `identity_provider` for an app client: the built-in stand-ins for every client (the demo
 * pool's client never lists them), a pool's own provider only when the client's
 * SupportedIdentityProviders names it, as Cognito requires (UpdateUserPoolClient keeps that list).
 */
export function createProviderDirectory(social: Map<string, SocialProvider>, store: IdentityProviderStore) {
  const configs = new Map<string, Promise<oidc.Configuration>>();

  function resolve(client: AppClient, name: string): Resolution {
    const builtIn = social.get(name);
    if (builtIn) {
      const { type, issuer, clientId, clientSecret } = builtIn;
      return {
        name,
        type,
        issuer,
        clientId,
        clientSecret,
        scopes: 'openid email profile',
        mapping: SOCIAL_MAPPING,
        version: '',
      };
    }
    const record = store.get(client.UserPoolId, name);
    if (!record) return 'unknown';
    if (!(client.SupportedIdentityProviders ?? []).includes(name)) return 'not-enabled';
    const details = record.ProviderDetails;
    return {
      name,
      type: 'OIDC',
      issuer: details.oidc_issuer ?? '',
      clientId: details.client_id ?? '',
      clientSecret: details.client_secret ?? '',
      scopes: details.authorize_scopes ?? 'openid',
      mapping: record.AttributeMapping,
      version: `${record.UserPoolId}@${record.LastModifiedDate}`,
    };
  }

  /**
   * The provider's openid-client configuration as its confidential client, discovered on first use
   * (the local providers live on this very server, which must be listening first) within 5 s. The
   * secret goes as client_secret_post when the provider's metadata lists it, else as
   * client_secret_basic (OpenID Connect's default when the metadata says nothing).
   */
  function configFor(provider: FederatedProvider): Promise<oidc.Configuration> {
    const key = `${provider.name}|${provider.version}`;
    let config = configs.get(key);
    if (!config) {
      config = discover(provider);
      config.catch(() => configs.delete(key));
      configs.set(key, config);
    }
    return config;
  }

  return { resolve, configFor };
}

export type ProviderDirectory = ReturnType<typeof createProviderDirectory>;

async function discover(provider: FederatedProvider): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer);
  const insecure = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  const found = await oidc.discovery(
    issuer,
    provider.clientId,
    undefined,
    oidc.ClientSecretPost(provider.clientSecret),
    {
      execute: insecure,
      timeout: PROVIDER_TIMEOUT_SECONDS,
    },
  );
  const methods = found.serverMetadata().token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (methods.includes('client_secret_post')) return found;
  const basic = new oidc.Configuration(
    found.serverMetadata(),
    provider.clientId,
    undefined,
    oidc.ClientSecretBasic(provider.clientSecret),
  );
  for (const apply of insecure) apply(basic);
  basic.timeout = PROVIDER_TIMEOUT_SECONDS;
  return basic;
}

/** A failure to reach the provider (refused, reset, timed out), as opposed to a wrong answer from it. */
export function isUnreachable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof TypeError || cause.name === 'TimeoutError' || cause.name === 'AbortError') return true;
  }
  return false;
}

/** What the pool keeps of the provider's ID token: the mapped attributes, and `amr` when it is a list of strings. */
export function mappedProfile(
  claims: Record<string, unknown>,
  mapping: Readonly<Record<string, string>>,
): ProviderProfile & { amr: string[] | undefined } {
  const claim = (attribute: string): unknown => (mapping[attribute] ? claims[mapping[attribute]] : undefined);
  const text = (attribute: string): string | undefined => {
    const value = claim(attribute);
    return typeof value === 'string' && value ? value : undefined;
  };
  const verified = claim('email_verified');
  const amr = claims.amr;
  return {
    sub: String(claims.sub),
    email: text('email'),
    // Some providers send the boolean as a string; anything else is not a verification.
    emailVerified: verified === true || verified === 'true',
    givenName: text('given_name'),
    familyName: text('family_name'),
    name: text('name'),
    amr: Array.isArray(amr) && amr.every((value) => typeof value === 'string') ? amr : undefined,
  };
}
