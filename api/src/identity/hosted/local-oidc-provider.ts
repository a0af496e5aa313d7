import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Provider, type KoaContextWithOidc } from 'oidc-provider';
import type { LocalIdentity } from './demo-identities.js';
import { oauthError, readForm, sendHtml } from './http-util.js';
import { renderLoginPage } from './login-page.js';

/** A confidential OAuth client of a local provider (the emulator itself, or later a product's own client). */
export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface LocalOidcProviderOptions {
  /** The issuer URL; its path is where the provider is mounted, e.g. http://127.0.0.1:9229/social/google. */
  issuer: string;
  /** Title of its sign-in page, e.g. "Google (local stand-in)". */
  title: string;
  identities: readonly LocalIdentity[];
  clients: LocalOidcClient[];
  /** `amr` claim of its ID tokens, e.g. ['pwd', 'mfa'] for a company's identity provider. */
  amr?: string[];
}

export interface LocalOidcProvider {
  issuer: string;
  /** Serves the request when it is under the issuer's path; false when it is not this provider's. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

/** A stable subject for a typed-in identity: the same email signs in as the same subject again. */
const adHocSub = (issuer: string, email: string): string =>
  `local-${createHash('sha256').update(`${issuer}\n${email.toLowerCase()}`).digest('hex').slice(0, 20)}`;

function signingJwk(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}

/**
 * An OpenID Connect provider for local use (oidc-provider, in memory, keys generated at start): its
 * sign-in page lists demo identities and accepts any other; there is no consent screen.
 */
export function createLocalOidcProvider(options: LocalOidcProviderOptions): LocalOidcProvider {
  const issuer = options.issuer.replace(/\/+$/, '');
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const slug = mountPath.replace(/[^a-z0-9]+/gi, '_') || '_root';
  const people = new Map<string, LocalIdentity>(options.identities.map((identity) => [identity.sub, identity]));

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingJwk()] },
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      // Several providers share one host: their cookies must not overwrite each other.
      names: { session: `${slug}_session`, interaction: `${slug}_interaction`, resume: `${slug}_resume` },
    },
    claims: {
      // With the openid scope, so the `amr` given at login (a company provider's ['pwd', 'mfa']) reaches the ID token.
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Claims in the ID token itself, as Google's and Microsoft's are: no userinfo round trip.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}`,
    },
    // No consent screen: every client is granted what it asks for.
    loadExistingGrant: async (ctx: KoaContextWithOidc) => {
      const { client, session, params, provider: self } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          given_name: person.givenName,
          family_name: person.familyName,
          name: `${person.givenName} ${person.familyName}`.trim(),
        }),
      };
    },
  });
  const callback = provider.callback();
  const interactionPath = new RegExp(`^${mountPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/interaction/([^/?]+)$`);

  async function interact(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return oauthError(res, 'invalid_request', 'interaction mismatch');
    if (req.method === 'GET') {
      const action = `${mountPath}/interaction/${uid}`;
      return sendHtml(res, renderLoginPage({ title: options.title, action, identities: options.identities }));
    }
    const form = await readForm(req);
    const person = form.identity ? people.get(form.identity) : typedIdentity(form);
    if (!person) return oauthError(res, 'invalid_request', 'choose an identity, or give an email and a name');
    people.set(person.sub, person);
    const login = { accountId: person.sub, ...(options.amr ? { amr: options.amr } : {}) };
    await provider.interactionFinished(req, res, { login }, { mergeWithLastSubmission: false });
  }

  function typedIdentity(form: Record<string, string>): LocalIdentity | undefined {
    const email = form.email?.trim();
    if (!email || !email.includes('@')) return undefined;
    return {
      sub: adHocSub(issuer, email),
      email,
      emailVerified: form.email_verified === 'true',
      givenName: form.given_name?.trim() ?? '',
      familyName: form.family_name?.trim() ?? '',
    };
  }

  return {
    issuer,
    async handle(req, res) {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path !== mountPath && !path.startsWith(`${mountPath}/`)) return false;
      const uid = interactionPath.exec(path)?.[1];
      if (uid && (req.method === 'GET' || req.method === 'POST')) {
        await interact(req, res, uid);
        return true;
      }
      // Mounted like express's app.use(mountPath, ...): oidc-provider reads the mount path from originalUrl.
      const original = req.url ?? '/';
      Object.assign(req, { originalUrl: original, url: original.slice(mountPath.length) || '/' });
      callback(req, res);
      return true;
    },
  };
}
