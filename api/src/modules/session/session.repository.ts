import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { lifetimeOf } from './session.rules.js';
import { type SessionRow, sessions } from './session.table.js';

/** The stored id of a secret: its SHA-256, so the table never holds a usable session. */
export const sessionIdOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export interface NewSession {
  subject: string;
  userId: number | null;
  rememberMe: boolean;
}

/** Starts a session; the answer's `secret` is shown once (the bff seals it into its cookie). */
export async function createSession(
  db: Db,
  session: NewSession,
  now: Date,
): Promise<{ secret: string; row: SessionRow }> {
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({
      id: sessionIdOf(secret),
      ...session,
      createdAt: now,
      lastSeenAt: now,
      absoluteExpiresAt: new Date(now.getTime() + lifetimeOf(session.rememberMe).absoluteMs),
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return { secret, row };
}

const sessionById = preparedQuery((db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_by_id'),
);

/** Runs on every call that names a session (the api's auth hook). */
export async function findSession(db: Db, secret: string): Promise<SessionRow | undefined> {
  const [row] = await sessionById(db).execute({ id: sessionIdOf(secret) });
  return row;
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every open session of one identity; answers the ids of those that were open. */
export async function revokeSubjectSessions(db: Db, subject: string, reason: string, now: Date): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.subject, subject), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/**
 * The ids of one user's open sessions. Deactivating a user ends them by a database trigger
 * (drizzle/0010); the caller reads them first to announce SESSION_ENDED, so sockets close at once.
 */
export async function openSessionIdsOfUser(db: Db, userId: number): Promise<string[]> {
  const open = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return open.map((row) => row.id);
}

/** The stored session with this id (the event stream re-reads its own at every heartbeat). */
export async function findSessionById(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await sessionById(db).execute({ id });
  return row;
}
