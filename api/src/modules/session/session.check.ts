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
 * When a call names a session, the session must be open, for this token's identity: revoked,
 * idle, past its absolute lifetime or someone else's, the call is refused (401 SessionEnded)
 * before any route runs. Calls without the header (partners' bearer tokens) are not session calls.
 */
export async function checkSession(
  app: ApiInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: string,
): Promise<void> {
  const raw = request.headers[SESSION_HEADER];
  if (raw === undefined) return;
  const secret = Array.isArray(raw) ? raw[0] : raw;
  if (!secret || secret.length > 128) throw sessionEnded();
  const row = await findSession(app.deps.db, secret);
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

/** The session this call was checked against; the session routes need one. */
export function requireSession(request: FastifyRequest): SessionRow {
  const row = checked.get(request);
  if (!row) throw sessionEnded();
  return row;
}
