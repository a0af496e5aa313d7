import type { Executor } from '../../db/database.js';
import { validation } from '../../errors.js';
import type { UserRole } from '../user/index.js';
import { MEMBER_TEXT_LIMITS } from './member.manage.schemas.js';
import { countActiveAdmins, listMembers } from './member.people.repository.js';
import { type MemberManager, toMemberDto } from './member.roles.service.js';

/** The search's words: trimmed, split on spaces, no control characters, at most 100 characters. */
export function searchWords(search: string | undefined): string[] {
  const text = (search ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) throw validation('search', 'search must not contain control characters');
  if (text.length > MEMBER_TEXT_LIMITS.search)
    throw validation('search', `search must be at most ${MEMBER_TEXT_LIMITS.search} characters`);
  return text === '' ? [] : text.split(/\s+/).slice(0, 10);
}

export async function listMembersPage(
  db: Executor,
  manager: MemberManager,
  query: {
    search?: string | undefined;
    role?: UserRole | undefined;
    status?: 'ACTIVE' | 'DEACTIVATED' | undefined;
    page?: number | undefined;
    size?: number | undefined;
  },
) {
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const filter = {
    words: searchWords(query.search),
    role: query.role,
    active: query.status === undefined ? undefined : query.status === 'ACTIVE',
  };
  const [{ rows, total }, activeAdminCount] = await Promise.all([
    listMembers(db, manager.companyId, filter, { size, offset: page * size }),
    countActiveAdmins(db, manager.companyId),
  ]);
  return {
    content: rows.map((row) => toMemberDto(row, manager.id)),
    page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    activeAdminCount,
  };
}
