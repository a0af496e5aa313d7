import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { CookieJar } from '../../testing/cookie.jar.js';
import { createTestIssuer, type TestIssuer } from '../../testing/jwt.js';

/** What the next token answer holds: claims over the defaults (`undefined` removes one) and the signing key. */
export interface TokenPlan {
  claims?: Record<string, unknown>;
  /** `impostor`: another key, under the published key's kid, as a forger would sign. */
  key?: 'issuer' | 'impostor';
  /** Seconds the ID token is valid for (negative: already expired). */
  expiresInSeconds?: number;
}

export interface FakeHostedSignIn {
  /** The pool's issuer (a path under the server, as Cognito's is): SOCIAL_SIGN_IN_ISSUER and COGNITO_ISSUER. */
  issuer: string;
  clientId: string;
  /** Every `/oauth2/authorize` request's query, in order. */
  authorizations: URLSearchParams[];
  /** Every `/oauth2/token` request's form, in order. */
  tokenRequests: URLSearchParams[];
  /** The next token answers; reset it between tests. */
  plan: TokenPlan;
  /** The profile the provider vouches for (the ID token's email and names). */
  identity: { email: string; givenName: string; familyName: string };
  close(): Promise<void>;
}

interface Authorization {
  nonce: string | null;
  codeChallenge: string;
  redirectUri: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * A stand-in for the user pool's hosted sign-in on a free local port (unit tests of the social
 * routes): discovery, JWKS, `/oauth2/authorize` (records the request and redirects back with a
 * code, as after the provider's consent) and `/oauth2/token` (checks the code, redirect URI and
 * PKCE verifier, then answers tokens signed as `plan` says: RS256 with the test issuer's key,
 * whose JWKS it publishes, or with an impostor's key under the same kid).
 */
export async function startFakeHostedSignIn(clientId: string): Promise<FakeHostedSignIn> {
  const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const codes = new Map<string, Authorization>();
  const sockets = new Set<Socket>();
  let issuer = '';
  // The test issuer's key (shared by the harness's JWKS), under this server's issuer, known once it listens.
  const signer = (): TestIssuer => createTestIssuer(issuer, clientId);

  const tokens = (authorization: Authorization, code: string) => {
    const { email, givenName, familyName } = fake.identity;
    const sub = `google-${email}`;
    // Claims set to undefined vanish from the JSON: that is how a test drops one (e.g. the nonce).
    const idToken = signer().sign(
      {
        sub,
        aud: clientId,
        token_use: 'id',
        email,
        email_verified: true,
        given_name: givenName,
        family_name: familyName,
        nonce: authorization.nonce ?? undefined,
        identities: [{ providerName: 'Google', userId: sub }],
        ...fake.plan.claims,
      },
      {
        key: fake.plan.key === 'impostor' ? impostor : undefined,
        expiresInSeconds: fake.plan.expiresInSeconds,
      },
    );
    const accessToken = signer().sign({ sub, client_id: clientId, token_use: 'access', username: `Google_${sub}` });
    return { id_token: idToken, access_token: accessToken, refresh_token: `refresh-${code}`, token_type: 'Bearer' };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', issuer);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const path = url.pathname.replace(new URL(issuer).pathname, '');
      if (path === '/.well-known/openid-configuration')
        return send(200, {
          issuer,
          authorization_endpoint: `${issuer}/oauth2/authorize`,
          token_endpoint: `${issuer}/oauth2/token`,
          jwks_uri: `${issuer}/.well-known/jwks.json`,
          response_types_supported: ['code'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      if (path === '/.well-known/jwks.json')
        return send(200, JSON.parse(Buffer.from(signer().jwks()).toString('utf8')));
      if (path === '/oauth2/authorize') {
        fake.authorizations.push(url.searchParams);
        const code = randomUUID();
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        codes.set(code, {
          nonce: url.searchParams.get('nonce'),
          codeChallenge: url.searchParams.get('code_challenge') ?? '',
          redirectUri,
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (path === '/oauth2/token' && req.method === 'POST') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        fake.tokenRequests.push(form);
        const code = form.get('code') ?? '';
        const authorization = codes.get(code);
        codes.delete(code);
        if (
          !authorization ||
          form.get('redirect_uri') !== authorization.redirectUri ||
          sha256(form.get('code_verifier') ?? '') !== authorization.codeChallenge
        )
          return send(400, { error: 'invalid_grant' });
        return send(200, tokens(authorization, code));
      }
      return send(404, { error: 'not_found' });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_pool`;
  const fake: FakeHostedSignIn = {
    issuer,
    clientId,
    authorizations: [],
    tokenRequests: [],
    plan: {},
    identity: { email: 'ada@demo.test', givenName: 'Ada', familyName: 'Quinn' },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** A server that accepts connections and never answers (a provider that hangs). */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer(() => undefined);
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_pool`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Runs `run` with these environment variables set (settings read them as the app starts), then restores them. */
export async function withEnv<T>(vars: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return await run();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
}

/** A browser's trip through the social routes: the bff's answers with the jar's cookies, the hosted sign-in by fetch. */
export function socialBrowser(app: FastifyInstance, jar: CookieJar) {
  const get = async (url: string) => {
    const cookie = jar.header();
    const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const raw = response.headers['set-cookie'];
    const setCookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
    jar.store(setCookies);
    return { status: response.statusCode, location: String(response.headers.location ?? ''), setCookies };
  };
  return {
    get,
    /** `GET /auth/social/google?…`: the redirect to the hosted sign-in. */
    start: (query = '') => get(`/auth/social/google${query}`),
    /** Follows the redirect to the hosted sign-in; answers the callback's path and query it sends back to. */
    async authorize(location: string): Promise<string> {
      const answer = await fetch(location, { redirect: 'manual' });
      const back = new URL(answer.headers.get('location') ?? '');
      return `${back.pathname}${back.search}`;
    },
    /** The whole trip: start, the hosted sign-in, the callback. */
    async signIn(query = '') {
      const started = await get(`/auth/social/google${query}`);
      return get(await this.authorize(started.location));
    },
  };
}

/** The names of the session cookies among Set-Cookie lines (a session must not start on a refusal). */
export const sessionCookiesIn = (setCookies: string[]): string[] =>
  setCookies.filter((line) => line.startsWith('tb_session') && !/Max-Age=0|Expires=Thu, 01 Jan 1970/.test(line));
