import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Answer } from './fake.api.registration.js';
import type { RecordedRequest } from './recording.server.js';

/** The fake's server-side sessions, as the api keeps them (secret → who, and whether it ended). */
export interface FakeSessions {
  open: Map<string, { email: string; rememberMe: boolean }>;
  /** Ends every open session (as a deactivation would). */
  revokeAll(email?: string): void;
}

export function createFakeSessions(): FakeSessions {
  const open = new Map<string, { email: string; rememberMe: boolean }>();
  return {
    open,
    revokeAll(email) {
      for (const [secret, session] of open) if (!email || session.email === email) open.delete(secret);
    },
  };
}

const ended: Answer = [401, { code: 'SessionEnded', message: 'Your session has ended. Please sign in again.' }];
const dto = (rememberMe: boolean) => {
  const now = new Date().toISOString();
  return { rememberMe, createdAt: now, lastSeenAt: now, expiresAt: now, absoluteExpiresAt: now };
};

/**
 * The api's session rules for an authenticated call of `email`: session routes answered here,
 * any call naming an unknown or ended session refused, others marked as checked. Undefined: go on.
 */
export function answerSessions(
  sessions: FakeSessions,
  email: string,
  request: RecordedRequest,
  path: string,
  res: ServerResponse,
): Answer | undefined {
  if (request.method === 'POST' && path === '/v1/sessions') {
    const secret = randomUUID();
    const { rememberMe } = JSON.parse(request.body || '{}') as { rememberMe?: boolean };
    sessions.open.set(secret, { email, rememberMe: rememberMe === true });
    return [201, { secret, session: dto(rememberMe === true) }];
  }
  const raw = request.headers['x-session-id'];
  if (raw === undefined) return undefined;
  const secret = String(raw);
  const session = sessions.open.get(secret);
  if (!session || session.email !== email) return ended;
  res.setHeader('x-session-checked', '1');
  if (path === '/v1/sessions/current' && request.method === 'GET') return [200, dto(session.rememberMe)];
  if (path === '/v1/sessions/current' && request.method === 'DELETE') {
    sessions.open.delete(secret);
    return [204];
  }
  if (path === '/v1/sessions/current/renew') {
    sessions.revokeAll(email);
    const next = randomUUID();
    sessions.open.set(next, session);
    return [201, { secret: next, session: dto(session.rememberMe) }];
  }
  return undefined;
}
