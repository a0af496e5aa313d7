import { validation } from '../../errors.js';
import type { Executor } from '../../db/database.js';
import type { UserRole } from '../user/index.js';
import { invitationClosed, MEMBER_MESSAGES } from './member.errors.js';
import { findAcceptedBy, findByToken, markAccepted, stateOf } from './member.invitations.repository.js';

/** The invitation a sign-up is placed by: its company and the role the person gets. */
export interface SignupInvitation {
  id: number;
  companyId: number;
  role: UserRole;
}

/**
 * The invitation behind a sign-up's link, locked until the sign-up's transaction ends: it must be
 * open (a clear refusal when it expired, was withdrawn or was used) and sent to this address. A
 * sign-up started again by the same person (`restartedUserId`, the unfinished one it replaces)
 * may use the link it accepted the first time.
 */
export async function checkSignupInvitation(
  tx: Executor,
  token: string,
  email: string,
  now: Date,
  restartedUserId: number | null,
): Promise<SignupInvitation> {
  const found = token.length <= 64 ? await findByToken(tx, token, true) : undefined;
  if (!found) throw validation('invitationToken', MEMBER_MESSAGES.invitationUnknown);
  const invitation = found.invitation;
  const state = stateOf(invitation, now);
  const restarted = state === 'ACCEPTED' && restartedUserId !== null && invitation.acceptedUserId === restartedUserId;
  if (state !== 'OPEN' && !restarted) throw invitationClosed(state);
  if (invitation.email !== email) throw validation('email', MEMBER_MESSAGES.invitationEmail);
  return { id: invitation.id, companyId: invitation.companyId, role: invitation.role };
}

/** Marks the invitation used by the new user, in the sign-up's transaction. */
export async function acceptSignupInvitation(tx: Executor, id: number, userId: number, now: Date): Promise<void> {
  await markAccepted(tx, id, userId, now);
}

/** The invitation a registration was started with (set-password places the user by it); undefined when none. */
export async function invitationOfRegistration(db: Executor, userId: number) {
  return findAcceptedBy(db, userId);
}
