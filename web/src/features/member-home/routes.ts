import { member } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { MEMBER_HOME_PATH } from './memberHomeUrls';

// Both roles (spec §6: the member dashboard), with a plan in force like the dashboard.
export const routes: readonly RouteDeclaration[] = [
  member(
    MEMBER_HOME_PATH,
    'My home',
    'Threads waiting for your reply, deadlines, watched companies and notifications.',
    'MEMBER_DASHBOARD',
    { page: './pages/MemberHomePage#MemberHomePage' },
  ),
];
