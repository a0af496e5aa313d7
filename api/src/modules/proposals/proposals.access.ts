import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { forbidden, notFound, validation } from '../../errors.js';
import type { Caller } from '../../auth/caller.js';
import { loadVisibleRequest, type RequestRow, requests } from '../requests/index.js';
import type { UserRow } from '../user/index.js';

/** A user acting for a company (every active, approved user has one). */
export type Member = UserRow & { companyId: number };

export function asMember(user: UserRow): Member {
  if (user.companyId === null) throw validation('companyId', 'Finish joining a company before working on requests.');
  return user as Member;
}

/** Spec §6: REQUESTS is blocked while an admin acts as a user; reading stays allowed. */
export function writer(caller: Pick<Caller, 'impersonating'> & { user: UserRow }): Member {
  if (caller.impersonating) throw forbidden();
  return asMember(caller.user);
}

/**
 * The request the member may see, its row locked until the transaction ends (responses, awards and
 * answers on one request are decided one after the other). 404 like a missing id otherwise.
 */
export async function lockVisibleRequest(tx: Executor, member: Member, requestId: number): Promise<RequestRow> {
  await tx.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId)).for('update');
  return loadVisibleRequest(tx, member, requestId);
}

/** The request when the member's company posted it; anyone else's answers 404 like a missing id. */
export async function loadOwnRequest(
  db: Executor,
  member: Member,
  requestId: number,
  lock = false,
): Promise<RequestRow> {
  const request = lock
    ? await lockVisibleRequest(db, member, requestId)
    : await loadVisibleRequest(db, member, requestId);
  if (request.companyId !== member.companyId) throw notFound();
  return request;
}
