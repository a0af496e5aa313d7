import type { CookieReply, CookieRequest, SessionCookies } from './session.cookies.js';
import type { PendingChallenge, SessionData } from './session.model.js';

/** What a partner API key may do (schema/api-keys.graphql). */
export type ApiKeyScope = 'READ_ONLY' | 'READ_WRITE';

/**
 * Who is calling, for this request: a browser session (cookies), a bearer access token from the
 * identity service, or a company's partner API key (`Authorization: Bearer tbk_...`).
 */
export interface Caller {
  source: 'cookie' | 'bearer' | 'key';
  /** The token forwarded to the api: the session's ID token, the access token, or the API key. */
  token: string;
  accessToken: string;
  /** The signed-in email; null for bearer callers (read from their user). */
  email: string | null;
  isAdmin: boolean;
  /** The caller's own api user id when known. */
  userId: number | null;
  impersonatedUserId: number | null;
  /** The server-side session every call names (cookie callers only). */
  sessionId: string | null;
  /** The partner API key's id and scope (key callers only). */
  apiKey: { id: string; scope: ApiKeyScope } | null;
}

export function callerFromSession(data: SessionData): Caller {
  return {
    source: 'cookie',
    token: data.idToken,
    accessToken: data.accessToken,
    email: data.email,
    isAdmin: data.isAdmin,
    userId: data.userId,
    impersonatedUserId: data.impersonatedUserId,
    sessionId: data.sessionId,
    apiKey: null,
  };
}

export interface RequestSessionInit {
  data: SessionData | null;
  bearer: Caller | null;
  /** The session could not be refreshed because the identity service is unreachable. */
  unavailable: boolean;
  /**
   * A request authenticated by its Authorization header: its session cookies (if any) are not
   * this request's, so nothing here writes or clears them.
   */
  cookieless?: boolean;
}

/**
 * The session as one GraphQL request sees and changes it. Every change is written to the
 * response's cookies at once, and reported so per-request caches (loaders) start afresh.
 */
export class RequestSession {
  #data: SessionData | null;
  #bearer: Caller | null;
  readonly unavailable: boolean;
  readonly #cookieless: boolean;
  #identityUsed = false;
  #checked = false;
  #callerCheckDeferred = false;
  #callerActive = false;
  readonly #listeners: (() => void)[] = [];

  constructor(
    private readonly io: { request: CookieRequest; reply: CookieReply; cookies: SessionCookies },
    init: RequestSessionInit,
  ) {
    this.#data = init.data;
    this.#bearer = init.bearer;
    this.unavailable = init.unavailable;
    this.#cookieless = init.cookieless === true;
  }

  /** Authenticated by its Authorization header: this request may not start a cookie session. */
  get cookieless(): boolean {
    return this.#cookieless;
  }

  get data(): SessionData | null {
    return this.#data;
  }

  /** The caller, for deciding or answering something about them (the answer then needs a checked session). */
  get caller(): Caller | null {
    this.#identityUsed = true;
    return this.peekCaller();
  }

  /** The caller, only to forward their credentials (the api checks the session itself). */
  peekCaller(): Caller | null {
    return this.#data ? callerFromSession(this.#data) : this.#bearer;
  }

  /** The api vouched for the server-side session during this request (see session.plugin.ts). */
  markChecked(): void {
    this.#checked = true;
  }

  /** A cookie session whose caller was used, and that no api answer has vouched for yet. */
  get needsCheck(): boolean {
    return this.#data !== null && this.#identityUsed && !this.#checked;
  }

  /** A bearer caller's activity is left to the api's answers (see requireActingSubject). */
  deferCallerCheck(): void {
    this.#callerCheckDeferred = true;
  }

  /** An api answer to the caller's own call said they are an active user of an active company. */
  markCallerActive(): void {
    this.#callerActive = true;
  }

  /** A deferred caller check that no api answer has settled: the user must be loaded before answering. */
  get needsCallerCheck(): boolean {
    return this.#callerCheckDeferred && !this.#callerActive && this.#bearer !== null;
  }

  /** Called whenever the caller changes (sign-in, sign-out, impersonation). */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  start(data: SessionData): void {
    this.#bearer = null;
    this.#data = data;
    this.#checked = true; // just created by the api
    this.io.cookies.writeSession(this.io.request, this.io.reply, data);
    this.io.cookies.clearChallenge(this.io.request, this.io.reply);
    this.#changed();
  }

  /** Rewrites the cookie session with the same persistence; no-op for bearer callers. */
  update(patch: Partial<Pick<SessionData, 'impersonatedUserId' | 'sessionId' | 'actingRole'>>): void {
    if (!this.#data) return;
    // Another acting user: their role is not known until read.
    const actingRole = 'impersonatedUserId' in patch ? null : this.#data.actingRole;
    this.#data = { ...this.#data, actingRole, ...patch };
    this.io.cookies.writeSession(this.io.request, this.io.reply, this.#data);
    this.#changed();
  }

  /**
   * Makes the next request refresh the tokens (the api refused them although they verify here):
   * a refused refresh then ends the session, a granted one heals it.
   */
  expire(): void {
    if (!this.#data || this.#data.issuedAt === 0) return;
    this.#data = { ...this.#data, issuedAt: 0 };
    this.io.cookies.writeSession(this.io.request, this.io.reply, this.#data);
  }

  /** Ends the session: every session cookie, the challenge and rememberMe are cleared. */
  end(): void {
    const had = this.#data !== null || this.#bearer !== null;
    this.#data = null;
    this.#bearer = null;
    if (!this.#cookieless) this.io.cookies.clearAll(this.io.request, this.io.reply);
    if (had) this.#changed();
  }

  readChallenge(): PendingChallenge | null {
    return this.io.cookies.readChallenge(this.io.request);
  }

  writeChallenge(challenge: PendingChallenge): void {
    this.io.cookies.writeChallenge(this.io.reply, challenge);
  }

  clearChallenge(): void {
    this.io.cookies.clearChallenge(this.io.request, this.io.reply);
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }
}
