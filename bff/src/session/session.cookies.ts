import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Sealer } from './session.crypto.js';
import { isPendingChallenge, isSessionData, type PendingChallenge, type SessionData } from './session.model.js';

export const REMEMBER_ME_COOKIE = 'rememberMe';
export const REMEMBER_ME_MAX_AGE = 30 * 24 * 60 * 60;
export const CHALLENGE_MAX_AGE = 5 * 60;
/** Chunk length: a cookie's name, value and attributes must stay under ~4 KB in every browser. */
export const CHUNK_SIZE = 3_500;
/** More chunks than any real token set needs; bounds what a forged request can make us parse. */
export const MAX_CHUNKS = 8;
/** Session cookies kept opened (about 8 KB each, sealed text and data): the recently active sessions. */
export const OPENED_SESSIONS_KEPT = 1_000;

export interface CookieRequest {
  cookies: Record<string, string | undefined>;
}
export interface CookieReply {
  setCookie(name: string, value: string, options: CookieSerializeOptions): unknown;
  clearCookie(name: string, options: CookieSerializeOptions): unknown;
}

/** What reading the session cookies found. */
export type SessionRead = { state: 'none' } | { state: 'invalid' } | { state: 'valid'; data: SessionData };

export interface SessionCookies {
  names: { session: string; challenge: string; rememberMe: string };
  readSession(request: CookieRequest): SessionRead;
  /** Whether the request carries session cookies at all (unverified: fit only for cosmetic choices). */
  present(request: CookieRequest): boolean;
  writeSession(request: CookieRequest, reply: CookieReply, data: SessionData): void;
  /** Clears the session chunks, the challenge and rememberMe. */
  clearAll(request: CookieRequest, reply: CookieReply): void;
  readChallenge(request: CookieRequest): PendingChallenge | null;
  writeChallenge(reply: CookieReply, challenge: PendingChallenge): void;
  clearChallenge(request: CookieRequest, reply: CookieReply): void;
}

/**
 * The session's cookies: encrypted, split into `tb_session.0`, `tb_session.1`, ... (real Cognito
 * tokens do not fit one cookie). HttpOnly, SameSite=Lax, Path=/, no Domain; Secure and
 * `__Host-` prefixed over https. Remember-me makes them last 30 days and adds the spec's
 * `rememberMe=1` flag cookie; otherwise they end with the browser session.
 */
export function createSessionCookies(options: { secure: boolean; sealer: Sealer; now: () => number }): SessionCookies {
  const prefix = options.secure ? '__Host-' : '';
  const names = { session: `${prefix}tb_session`, challenge: `${prefix}tb_challenge`, rememberMe: REMEMBER_ME_COOKIE };
  const base: CookieSerializeOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure };
  const chunkName = (index: number): string => `${names.session}.${index}`;
  // Cookies set earlier in the same response, so clearing also undoes a write of this request.
  const written = new WeakMap<CookieReply, Set<string>>();
  const set = (reply: CookieReply, name: string, value: string, extra: CookieSerializeOptions = {}): void => {
    reply.setCookie(name, value, { ...base, ...extra });
    const seen = written.get(reply) ?? new Set<string>();
    written.set(reply, seen.add(name));
  };
  const known = (request: CookieRequest, reply: CookieReply, name: string): boolean =>
    request.cookies[name] !== undefined || (written.get(reply)?.has(name) ?? false);

  // Opened session cookies by their sealed text, most recent last. Every request of a session
  // carries the same text, and opening it (base64, AES-GCM, JSON) was a profiled cost per request.
  // A text names one content only (the GCM tag seals it), and only texts that opened are kept, so
  // no caller can place an entry; the data is frozen, as every change writes a new object anyway.
  const opened = new Map<string, SessionData>();
  const open = (sealed: string): SessionData | null => {
    const hit = opened.get(sealed);
    if (hit) {
      opened.delete(sealed);
      opened.set(sealed, hit);
      return hit;
    }
    const data = options.sealer.open('session', sealed);
    if (!isSessionData(data)) return null;
    opened.set(sealed, Object.freeze(data));
    if (opened.size > OPENED_SESSIONS_KEPT) opened.delete(opened.keys().next().value as string);
    return data;
  };

  const anyChunk = (request: CookieRequest): boolean =>
    Array.from({ length: MAX_CHUNKS }, (_, index) => chunkName(index)).some(
      (name) => request.cookies[name] !== undefined,
    );

  function clearChunks(request: CookieRequest, reply: CookieReply, from: number): void {
    for (let index = from; index < MAX_CHUNKS; index++) {
      if (known(request, reply, chunkName(index))) reply.clearCookie(chunkName(index), base);
    }
  }

  return {
    names,
    present: anyChunk,
    readSession(request) {
      const parts: string[] = [];
      for (let index = 0; index < MAX_CHUNKS; index++) {
        const part = request.cookies[chunkName(index)];
        if (part === undefined) break;
        parts.push(part);
      }
      if (parts.length === 0) return anyChunk(request) ? { state: 'invalid' } : { state: 'none' };
      const data = open(parts.join(''));
      return data ? { state: 'valid', data } : { state: 'invalid' };
    },
    writeSession(request, reply, data) {
      const sealed = options.sealer.seal('session', data);
      const chunks = Math.ceil(sealed.length / CHUNK_SIZE);
      if (chunks > MAX_CHUNKS) throw new Error(`session does not fit ${MAX_CHUNKS} cookies`);
      const persistence = data.rememberMe ? { maxAge: REMEMBER_ME_MAX_AGE } : {};
      for (let index = 0; index < chunks; index++) {
        set(reply, chunkName(index), sealed.slice(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE), persistence);
      }
      clearChunks(request, reply, chunks);
      if (data.rememberMe) {
        // A flag the web app may read (spec §9), not a secret: hence not HttpOnly.
        set(reply, REMEMBER_ME_COOKIE, '1', { httpOnly: false, maxAge: REMEMBER_ME_MAX_AGE });
      } else if (known(request, reply, REMEMBER_ME_COOKIE)) {
        reply.clearCookie(REMEMBER_ME_COOKIE, { ...base, httpOnly: false });
      }
    },
    clearAll(request, reply) {
      clearChunks(request, reply, 0);
      if (known(request, reply, names.challenge)) reply.clearCookie(names.challenge, base);
      if (known(request, reply, REMEMBER_ME_COOKIE))
        reply.clearCookie(REMEMBER_ME_COOKIE, { ...base, httpOnly: false });
    },
    readChallenge(request) {
      const sealed = request.cookies[names.challenge];
      if (sealed === undefined) return null;
      const challenge = options.sealer.open('challenge', sealed);
      return isPendingChallenge(challenge) && challenge.expiresAt > options.now() ? challenge : null;
    },
    writeChallenge(reply, challenge) {
      set(reply, names.challenge, options.sealer.seal('challenge', challenge), { maxAge: CHALLENGE_MAX_AGE });
    },
    clearChallenge(request, reply) {
      if (known(request, reply, names.challenge)) reply.clearCookie(names.challenge, base);
    },
  };
}
