import type { CookieReply, CookieRequest, SessionCookies } from '../session/session.cookies.js';
import { type Caller, RequestSession } from '../session/request.session.js';
import type { SessionData } from '../session/session.model.js';
import type { SessionRequest } from '../session/session.service.js';

/**
 * The session cookies of a socket's upgrade request, kept in memory. A socket has no answer to set
 * cookies on: a session load that refreshes the tokens writes them here, so the socket goes on
 * with fresh tokens while the browser's cookies are left as they are (its next HTTP request
 * refreshes them itself).
 */
export function socketCookieJar(cookies: Record<string, string | undefined>): {
  request: SessionRequest;
  reply: CookieReply;
} {
  const jar: Record<string, string | undefined> = { ...cookies };
  return {
    // No Authorization header: sockets are for browser sessions only, never partners' tokens.
    request: { cookies: jar, headers: {} },
    reply: {
      setCookie: (name, value) => (jar[name] = value),
      clearCookie: (name) => (jar[name] = undefined),
    },
  };
}

/**
 * The session every operation of one socket sees: the latest load of its cookies (`replace` after
 * each periodic re-check), so long-lived subscriptions call the api with fresh tokens. Ending it
 * (the api said the session or the user is over) ends the socket.
 */
export class SocketSession extends RequestSession {
  #current: RequestSession;
  readonly #onEnd: () => void;

  constructor(
    io: { request: CookieRequest; reply: CookieReply; cookies: SessionCookies },
    current: RequestSession,
    onEnd: () => void,
  ) {
    super(io, { data: null, bearer: null, unavailable: false });
    this.#current = current;
    this.#onEnd = onEnd;
  }

  replace(next: RequestSession): void {
    this.#current = next;
  }

  override get data(): SessionData | null {
    return this.#current.data;
  }

  override peekCaller(): Caller | null {
    return this.#current.peekCaller();
  }

  override expire(): void {
    this.#current.expire();
  }

  override end(): void {
    this.#current.end();
    super.end();
    this.#onEnd();
  }
}
