import { member, section } from '../../shared/routing/routeFactories';
import type { RouteDeclaration } from '../../shared/routing/routeTypes';
import { CAPABILITY_PATH, DASHBOARD_CAPABILITY_PATH } from './capabilityUrls';

// The public list answers everyone (visitors see titles, companies and dates; the api leaves the
// details out until a plan is in force); managing the company's alerts needs a plan (Explorer up).
export const routes: readonly RouteDeclaration[] = [
  section(CAPABILITY_PATH, 'Capability alerts', 'What vendors and sites can take on now.', {
    page: './pages/CapabilityListPage#CapabilityListPage',
  }),
  member(
    DASHBOARD_CAPABILITY_PATH,
    'Capability alerts',
    "Your company's capability alerts.",
    'MANAGE_CAPABILITY_ALERTS',
    { page: './pages/CapabilityDashboardPage#CapabilityDashboardPage' },
  ),
];
