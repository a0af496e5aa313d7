import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { CognitoLocal } from './cognito-local.js';
import type { Federation } from './federation.js';
import { oauthError, readForm, sendJson } from './http-util.js';
import type { IdentityProviderApi } from './identity-provider-api.js';
import type { LocalOidcProvider } from './local-oidc-provider.js';

const DISCOVERY = /^\/([^/]+)\/\.well-known\/openid-configuration$/;

/** Cognito's discovery document for a pool: the issuer is exactly the `iss` of the emulator's tokens. */
export function discoveryDocument(issuerDomain: string, endpoint: string, poolId: string): Record<string, unknown> {
  const issuer = `${issuerDomain}/${poolId}`;
  return {
    issuer,
    authorization_endpoint: `${endpoint}/oauth2/authorize`,
    token_endpoint: `${endpoint}/oauth2/token`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    id_token_signing_alg_values_supported: ['RS256'],
    subject_types_supported: ['public'],
    scopes_supported: ['openid', 'email', 'phone', 'profile', 'aws.cognito.signin.user.admin'],
    token_endpoint_auth_methods_supported: ['none'],
  };
}

/**
 * The emulator's HTTP server: hosted sign-in with federation, the local OpenID providers (social
 * stand-ins, the company provider), the identity provider API and the discovery document here;
 * everything else (the rest of the Cognito API, /health, the password form, refresh grants, JWKS)
 * goes to cognito-local's own express application.
 */
export function createHostedServer(input: {
  cognito: CognitoLocal;
  localProviders: LocalOidcProvider[];
  identityProviderApi: IdentityProviderApi;
  federation: Federation;
  endpoint: string;
}): Server {
  const { cognito, localProviders, identityProviderApi, federation, endpoint } = input;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const provider of localProviders) if (await provider.handle(req, res)) return;
    const target = identityProviderApi.targetOf(req);
    if (target) return identityProviderApi.handle(req, res, target);
    const url = new URL(req.url ?? '/', endpoint);
    const discovery = req.method === 'GET' ? DISCOVERY.exec(url.pathname) : null;
    if (discovery?.[1]) {
      const issuerDomain = cognito.services.config.TokenConfig.IssuerDomain;
      return sendJson(res, 200, discoveryDocument(issuerDomain, endpoint, discovery[1]));
    }
    if (req.method === 'GET' && url.pathname === '/oauth2/authorize' && url.searchParams.has('identity_provider')) {
      return federation.authorize(res, url.searchParams);
    }
    if (req.method === 'GET' && url.pathname === '/oauth2/idpresponse') return federation.idpResponse(res, url);
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      const form = await readForm(req);
      if (form.grant_type === 'authorization_code' && federation.ownsCode(form.code)) {
        return federation.exchangeCode(res, form);
      }
      // Already read: hand the parsed body over the way body-parser marks a parsed request.
      Object.assign(req, { body: form, _body: true });
    }
    cognito.application(req, res);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      cognito.logger.error(error, 'hosted sign-in failed');
      if (res.headersSent) res.end();
      else oauthError(res, 'server_error', (error as Error).message ?? 'failed', 500);
    });
  });
  // Node closes an idle kept-alive socket after 5 s: a client (the SDK in the api and the bff) that
  // reuses one just then fails with ECONNRESET (seen in e2e on "Connect"). Idle sockets live longer here.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
  return server;
}
