import type { SessionRow } from './session.table.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lives. Without remember-me: a working day at most (12 h), and 2 h without
 * any request, as banking-grade B2B tools do for shared office machines. With remember-me: the
 * spec's 30 days at most, ended after 7 days without a visit, so a forgotten laptop does not
 * stay signed in for a month.
 */
export const SESSION_LIFETIMES = {
  standard: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  rememberMe: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
} as const;

/** last_seen_at is written at most this often: a request per click must not be a write per click. */
export const TOUCH_AFTER_MS = MINUTE;

export const lifetimeOf = (rememberMe: boolean) =>
  rememberMe ? SESSION_LIFETIMES.rememberMe : SESSION_LIFETIMES.standard;

export type SessionState = 'active' | 'revoked' | 'idle' | 'expired' | 'foreign';

/** Whether a session may carry this request of `subject` at `now`. */
export function sessionState(row: SessionRow, subject: string, now: Date): SessionState {
  if (row.subject !== subject) return 'foreign';
  if (row.revokedAt) return 'revoked';
  if (now.getTime() >= row.absoluteExpiresAt.getTime()) return 'expired';
  if (now.getTime() - row.lastSeenAt.getTime() >= lifetimeOf(row.rememberMe).idleMs) return 'idle';
  return 'active';
}

/** When the session ends if nothing else happens: idle or absolute, whichever comes first. */
export function sessionExpiresAt(row: SessionRow): Date {
  const idleEnd = row.lastSeenAt.getTime() + lifetimeOf(row.rememberMe).idleMs;
  return new Date(Math.min(idleEnd, row.absoluteExpiresAt.getTime()));
}
