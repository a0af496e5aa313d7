import type { Logger } from 'pino';
import { AppError } from '../errors/error.codes.js';
import { IdentityError, type IdentityClient } from '../identity/identity.client.js';
import type { TokenVerifier } from '../identity/token.verifier.js';
import type { CookieReply, CookieRequest, SessionCookies } from './session.cookies.js';
import type { SessionData } from './session.model.js';
import { RequestSession, type Caller } from './request.session.js';
import { credentialRefused, type BearerAuthenticator } from './session.bearer.js';
import type { CredentialFailures } from './credential.failures.js';
import { rateLimited } from '../limits/rate.limited.js';

export interface SessionServiceDeps {
  cookies: SessionCookies;
  identity: IdentityClient;
  verifier: TokenVerifier;
  now: () => number;
  refreshAfterMs: number;
  adminGroup: string;
  log: Pick<Logger, 'info' | 'warn'>;
  /** The bearer credentials features vouch for (e.g. partner API keys), tried in order. */
  authenticators: readonly BearerAuthenticator[];
  /** Refused bearer credentials per client address (none counted when absent, e.g. in unit tests). */
  failures?: CredentialFailures;
}

export interface SessionRequest extends CookieRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The client's address (Fastify's, behind trusted proxies); a socket's upgrade has none here. */
  ip?: string;
}

export interface SessionService {
  /** The request's session: decrypted, verified and refreshed when due (cookies rewritten). */
  load(request: SessionRequest, reply: CookieReply): Promise<RequestSession>;
  /**
   * Whether someone we know sends the request, decided without touching cookies or calling the
   * identity service: a session cookie this bff sealed, or a bearer credential that verifies
   * (an access token's signature; a feature's credential, e.g. an API key, as its feature judges).
   * What earns an anonymous caller nothing extra, such as the upload body allowance.
   */
  vouches(request: SessionRequest): Promise<boolean>;
}

function bearerToken(request: SessionRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([\w.~+/-]+=*)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/**
 * Session start and upkeep (token-handler pattern): cookie sessions are verified on every
 * request and refreshed with REFRESH_TOKEN_AUTH past SESSION_REFRESH_AFTER_SECONDS or once the
 * ID token no longer verifies; a refused refresh ends the session. A request with
 * `Authorization: Bearer` authenticates with it instead, whatever cookies it also carries (a
 * developer signed in to the playground pasting a key must act as the key): an access token, or
 * a partner API key (`tbk_...`, vouched for by the api once per request). Such a request neither
 * reads, writes nor clears the session cookies.
 */
export function createSessionService(deps: SessionServiceDeps): SessionService {
  const verifies = async (token: string): Promise<boolean> =>
    deps.verifier.verifyIdToken(token).then(
      () => true,
      () => false,
    );

  async function refresh(data: SessionData): Promise<SessionData> {
    const tokens = await deps.identity.refresh(data.refreshToken);
    const claims = await deps.verifier.verifyIdToken(tokens.idToken);
    const isAdmin = claims.groups.includes(deps.adminGroup);
    return {
      ...data,
      idToken: tokens.idToken,
      accessToken: tokens.accessToken,
      // Cognito only rotates refresh tokens when configured to: keep the old one otherwise.
      refreshToken: tokens.refreshToken ?? data.refreshToken,
      issuedAt: deps.now(),
      email: claims.email ?? data.email,
      isAdmin,
      // A user who left the admin group can no longer act as anyone.
      impersonatedUserId: isAdmin ? data.impersonatedUserId : null,
    };
  }

  async function fromBearer(token: string): Promise<Caller | null> {
    try {
      const claims = await deps.verifier.verifyAccessToken(token);
      return {
        source: 'bearer',
        token,
        accessToken: token,
        email: null,
        isAdmin: claims.groups.includes(deps.adminGroup),
        userId: null,
        impersonatedUserId: null,
        sessionId: null,
        apiKey: null,
      };
    } catch {
      return null;
    }
  }

  /** The caller a feature's credential stands for, or the api's refusal thrown (HTTP 401 before anything runs). */
  async function fromAuthenticator(authenticator: BearerAuthenticator, token: string): Promise<Caller> {
    try {
      return await authenticator.authenticate(token);
    } catch (error) {
      throw credentialRefused(error);
    }
  }

  return {
    async vouches(request) {
      const token = bearerToken(request);
      if (token === null) return deps.cookies.readSession(request).state === 'valid';
      // An address told to wait earns nothing (load() answers it with the 429).
      if (deps.failures && (await deps.failures.waitFor(request.ip ?? 'unknown')) !== null) return false;
      const authenticator = deps.authenticators.find((candidate) => candidate.accepts(token));
      if (!authenticator) return (await fromBearer(token)) !== null;
      return authenticator.authenticate(token).then(
        () => true,
        () => false,
      );
    },
    async load(request, reply) {
      const io = { request, reply, cookies: deps.cookies };
      const token = bearerToken(request);
      if (token !== null) {
        const address = request.ip ?? 'unknown';
        const wait = deps.failures ? await deps.failures.waitFor(address) : null;
        if (wait !== null) throw rateLimited(wait, 'http');
        const authenticator = deps.authenticators.find((candidate) => candidate.accepts(token));
        try {
          const bearer = authenticator ? await fromAuthenticator(authenticator, token) : await fromBearer(token);
          if (bearer === null) await deps.failures?.record(address);
          return new RequestSession(io, { data: null, bearer, unavailable: false, cookieless: true });
        } catch (error) {
          if (error instanceof AppError && error.code === 'UNAUTHENTICATED') await deps.failures?.record(address);
          throw error;
        }
      }
      const read = deps.cookies.readSession(request);
      if (read.state === 'invalid') {
        // Tampered, undecryptable or from an older secret: no session, and the cookies go.
        deps.cookies.clearAll(request, reply);
        return new RequestSession(io, { data: null, bearer: null, unavailable: false });
      }
      if (read.state === 'none') return new RequestSession(io, { data: null, bearer: null, unavailable: false });
      const { data } = read;
      const due = deps.now() - data.issuedAt >= deps.refreshAfterMs;
      if (!due && (await verifies(data.idToken)))
        return new RequestSession(io, { data, bearer: null, unavailable: false });
      try {
        const refreshed = await refresh(data);
        deps.cookies.writeSession(request, reply, refreshed);
        return new RequestSession(io, { data: refreshed, bearer: null, unavailable: false });
      } catch (error) {
        if (error instanceof IdentityError && error.failure.name === 'NetworkError') {
          // The identity service is away: keep the cookies; use the old tokens while they last.
          deps.log.warn({ err: error }, 'session refresh failed: identity service unreachable');
          const usable = await verifies(data.idToken);
          return new RequestSession(io, { data: usable ? data : null, bearer: null, unavailable: !usable });
        }
        deps.log.info(
          { reason: error instanceof Error ? error.message : String(error) },
          'session refresh refused: signed out',
        );
        deps.cookies.clearAll(request, reply);
        return new RequestSession(io, { data: null, bearer: null, unavailable: false });
      }
    },
  };
}
