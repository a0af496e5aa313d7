import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessionOf } from './session.check.js';
import { findSessionById } from './session.repository.js';
import { sessionState } from './session.rules.js';

/**
 * For a long-lived answer (the live event stream): the id of the session the call named, and a
 * check that it is still open, read again from the database (a session also ends by SQL: the
 * triggers that deactivate a user or a company). Null for a call that names no session.
 */
export function openSessionOf(
  request: FastifyRequest,
): { id: string; isOpen(db: Db, now: Date): Promise<boolean> } | null {
  const row = sessionOf(request);
  if (!row) return null;
  const { id, subject } = row;
  return {
    id,
    isOpen: async (db, now) => {
      const current = await findSessionById(db, id);
      return current !== undefined && sessionState(current, subject, now) === 'active';
    },
  };
}
