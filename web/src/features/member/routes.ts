import { member } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { MANAGE_MEMBERS_PATH } from './memberUrls';

// Company admins (spec §6, MANAGE_MEMBERS) on any plan: a company whose subscription lapsed must
// still be able to deactivate someone who left (docs/members.md, "Screens").
export const routes: readonly RouteDeclaration[] = [
  member(
    MANAGE_MEMBERS_PATH,
    'Manage members',
    "Your company's members, invitations and requests to join.",
    'MANAGE_MEMBERS',
    { anyPlan: true, page: './pages/ManageMembersPage#ManageMembersPage' },
  ),
];
