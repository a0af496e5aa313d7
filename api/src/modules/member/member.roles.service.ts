import type { Static } from 'typebox';
import { SESSION_ENDED } from '../../events/event-bus.js';
import { forbidden, notFound, validation } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import { mediaUrl } from '../media/index.js';
import { openSessionIdsOfUser } from '../session/index.js';
import type { UserRole } from '../user/index.js';
import { lastActiveAdmin, MEMBER_MESSAGES } from './member.errors.js';
import type { MemberChangeDto, MemberDto } from './member.manage.schemas.js';
import {
  countActiveAdmins,
  findMember,
  lockCompany,
  type MemberRow,
  updateMember,
} from './member.people.repository.js';

/** The company admin acting: their id and company (checked by the routes). */
export interface MemberManager {
  id: number;
  companyId: number;
}

export const toMemberDto = (row: MemberRow, viewerId: number): Static<typeof MemberDto> => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  jobTitle: row.jobTitle,
  pictureUrl: mediaUrl(row.pictureFileId),
  role: row.role,
  status: row.active ? 'ACTIVE' : 'DEACTIVATED',
  masked: row.masked,
  lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  joinedAt: row.createdAt.toISOString(),
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  isViewer: row.id === viewerId,
});

type Change = (
  member: MemberRow,
  now: Date,
) => Partial<{ role: UserRole; active: boolean; deactivatedAt: Date | null }>;

/**
 * Changes one member under the company's lock: the member must belong to the manager's company
 * (404 otherwise), and the company must keep an active admin afterwards (counted after the lock,
 * so two admins demoting each other at once cannot both succeed).
 */
async function changeMember(
  deps: AppDeps,
  manager: MemberManager,
  userId: number,
  change: Change,
): Promise<{ dto: Static<typeof MemberChangeDto>; endedSessions: string[] }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, manager.companyId);
    // Re-read under the lock: an admin demoted or deactivated a moment ago no longer manages.
    const self = await findMember(tx, manager.companyId, manager.id);
    if (self?.role !== 'COMPANY_ADMIN' || !self.active) throw forbidden();
    const member = await findMember(tx, manager.companyId, userId);
    if (!member) throw notFound();
    const update = change(member, now);
    const wasActiveAdmin = member.role === 'COMPANY_ADMIN' && member.active;
    const staysActiveAdmin = (update.role ?? member.role) === 'COMPANY_ADMIN' && (update.active ?? member.active);
    if (wasActiveAdmin && !staysActiveAdmin && (await countActiveAdmins(tx, manager.companyId)) <= 1)
      throw lastActiveAdmin();
    // Deactivated: a trigger ends every session (drizzle/0010); SESSION_ENDED then closes their sockets at once.
    const endedSessions = update.active === false && member.active ? await openSessionIdsOfUser(tx, userId) : [];
    await updateMember(tx, userId, update);
    const after = { ...member, ...update };
    return {
      dto: { member: toMemberDto(after, manager.id), activeAdminCount: await countActiveAdmins(tx, manager.companyId) },
      endedSessions,
    };
  });
}

export async function changeRole(deps: AppDeps, manager: MemberManager, userId: number, role: UserRole) {
  const { dto } = await changeMember(deps, manager, userId, () => ({ role }));
  return dto;
}

/** Active false, every session revoked and announced (the live stream closes the user's sockets with 4401). */
export async function setStatus(
  deps: AppDeps,
  manager: MemberManager,
  userId: number,
  status: 'ACTIVE' | 'DEACTIVATED',
) {
  if (status === 'DEACTIVATED' && userId === manager.id) throw validation('userId', MEMBER_MESSAGES.deactivateSelf);
  const { dto, endedSessions } = await changeMember(deps, manager, userId, (member, now) =>
    status === 'ACTIVE'
      ? { active: true, deactivatedAt: null }
      : { active: false, deactivatedAt: member.active ? now : member.deactivatedAt },
  );
  if (endedSessions.length > 0)
    deps.events.publish({ kind: SESSION_ENDED, userIds: [userId], sessionIds: endedSessions });
  return dto;
}
