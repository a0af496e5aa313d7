import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { findSession, touchSession } from './session.repository.js';
import { sessionState, TOUCH_AFTER_MS } from './session.rules.js';
import type { SessionRow } from './session.table.js';

/** The header the bff names its session with on every call it makes for a browser. */
export const SESSION_HEADER = 'x-session-id';
export const SESSION_CHECKED_HEADER = 'x-session-checked';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const sessionEnded = (): ApiError => new ApiError(401, 'SessionEnded', SESSION_ENDED_MESSAGE);

const checked = new WeakMap<FastifyRequest, SessionRow>();

/**
 * The secret of the session a call names (`X-Session-Id`), undefined when it names none: calls
 * without the header (partners' bearer tokens) are not session calls. A malformed one is refused.
 */
export function sessionSecretOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[SESSION_HEADER];
  if (raw === undefined) return undefined;
  const secret = Array.isArray(raw) ? raw[0] : raw;
  if (!secret || secret.length > 128) throw sessionEnded();
  return secret;
}

/**
 * When a call names a session, the session must be open, for this token's identity: revoked,
 * idle, past its absolute lifetime or someone else's, the call is refused (401 SessionEnded)
 * before any route runs. `row` is the stored session the call names (undefined when none is).
 */
export async function acceptSession(
  app: ApiInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  row: SessionRow | undefined,
  subject: string,
): Promise<void> {
  const now = app.deps.clock.now();
  const state = row ? sessionState(row, subject, now) : 'missing';
  if (!row || state !== 'active') {
    request.log.info({ state }, 'session refused');
    throw sessionEnded();
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
    await touchSession(app.deps.db, row.id, now);
    row.lastSeenAt = now;
  }
  checked.set(request, row);
  // Tells the bff this answer vouches for the session (public routes answer without checking it).
  void reply.header(SESSION_CHECKED_HEADER, '1');
}

/** acceptSession for a call that names a session, looked up on its own; nothing for one that does not. */
export async function checkSession(
  app: ApiInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: string,
): Promise<void> {
  const secret = sessionSecretOf(request);
  if (secret === undefined) return;
  await acceptSession(app, request, reply, await findSession(app.deps.db, secret), subject);
}

/** The session this call was checked against, if it named one. */
export function sessionOf(request: FastifyRequest): SessionRow | undefined {
  return checked.get(request);
}

/** The session this call was checked against; the session routes need one. */
export function requireSession(request: FastifyRequest): SessionRow {
  const row = sessionOf(request);
  if (!row) throw sessionEnded();
  return row;
}
