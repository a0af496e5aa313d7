import * as oidc from 'openid-client';
import type { IdentityTokens } from '../../identity/identity.client.js';

/** The authorization request's one-time values, kept in the flow cookie until the provider answers. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Why a code exchange failed: the provider (or the network) is down, or its answer is not to be trusted. */
export class HostedSignInError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'invalid',
    options?: { cause?: unknown },
  ) {
    super(`hosted sign-in ${reason}`, options);
    this.name = 'HostedSignInError';
  }
}

export interface HostedSignIn {
  /** The provider's authorize URL for `identityProvider` (the pool's name, e.g. `Google`). */
  authorizationUrl(identityProvider: string, secrets: FlowSecrets): Promise<URL>;
  /** Exchanges the callback's code; validates state, PKCE and the ID token (signature, iss, aud, exp, nonce). */
  exchange(callbackUrl: URL, secrets: FlowSecrets): Promise<IdentityTokens>;
}

export interface HostedSignInOptions {
  /** The user pool's issuer: its discovery document names the hosted sign-in's endpoints. */
  issuer: string;
  clientId: string;
  redirectUri: string;
  /** Seconds each call to the hosted sign-in may take before it counts as down. */
  timeoutSeconds: number;
}

export const newFlowSecrets = (): FlowSecrets => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});

/**
 * The bff as the OAuth 2.0 client (authorization code + PKCE) of the user pool's hosted sign-in
 * (Cognito's `/oauth2/authorize` with `identity_provider`; the identity emulator's stand-in
 * locally). A public client, as for password sign-in: no secret. Discovery is fetched on first
 * use and again after a failure, so a provider that was down is used once it is back.
 */
export function createHostedSignIn(options: HostedSignInOptions): HostedSignIn {
  let configuration: Promise<oidc.Configuration> | null = null;
  const configure = (): Promise<oidc.Configuration> => {
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, undefined, oidc.None(), {
        timeout: options.timeoutSeconds,
        execute: [
          ...(options.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : []),
          // ID tokens are verified against the pool's keys too, not only trusted for coming over TLS.
          oidc.enableNonRepudiationChecks,
        ],
      })
      .catch((error: unknown) => {
        configuration = null;
        throw new HostedSignInError('unavailable', { cause: error });
      });
    return configuration;
  };
  return {
    async authorizationUrl(identityProvider, secrets) {
      const config = await configure();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        identity_provider: identityProvider,
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async exchange(callbackUrl, secrets) {
      const config = await configure();
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        const network = error instanceof TypeError || (error as { name?: string }).name === 'TimeoutError';
        throw new HostedSignInError(network ? 'unavailable' : 'invalid', { cause: error });
      }
      if (!tokens.id_token || !tokens.access_token) throw new HostedSignInError('invalid');
      return { idToken: tokens.id_token, accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
    },
  };
}
