import type { TeamCandidate, TeamInvite, TeamMember } from '../../__generated__/resolvers-types.js';
import type { InviteDto, TeamCandidateDto, TeamMemberDto } from './team.api.js';

export const toTeamMember = (m: TeamMemberDto): TeamMember => ({ ...m, userId: String(m.userId) });
export const toTeamCandidate = (c: TeamCandidateDto): TeamCandidate => ({ ...c, userId: String(c.userId) });
export const toInvite = (i: InviteDto): TeamInvite => ({ ...i });
